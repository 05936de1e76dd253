import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type HomeOverview, homeEndpoints, homeKeys } from '../api/home.ts';
import { Badge, LoadError, Loading, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDate, formatTime } from '../lib/format.ts';
import { Link } from '../router.tsx';
import { SEVERITY_TONE } from './IncidentTones.ts';

// The portal's start page: what needs the office now. Each part shows only with the
// permission of the list it opens; every figure opens that list. The page asks again every
// few seconds, so a phone clocking in shows here within moments.

/** The permissions of the lists the page sums up: without any of them it has nothing to show. */
export const HOME_PERMISSIONS = ['time.manage', 'tasks.manage', 'incidents.manage', 'patrols.manage'] as const;

/** How often the figures are read again while the page is open. */
export const HOME_REFRESH_MS = 5_000;

export function HomePage() {
  const overview = useQuery({
    queryKey: homeKeys.overview,
    queryFn: homeEndpoints.overview,
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  if (overview.isPending) return <Loading />;
  if (overview.isError && overview.data === undefined) {
    return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  const nothing = !data.on_site && !data.tasks && !data.incidents && !data.patrols;
  return (
    <>
      <PageHeader title={t.home.title} intro={t.home.intro} />
      <p className="home-updated muted" aria-live="polite">
        {overview.isError ? t.home.stale : t.home.updated(formatTime(Date.parse(data.generated_at)))}
      </p>
      {nothing ? <p>{t.home.nothing}</p> : <Figures data={data} />}
      <div className="home-grid">
        {data.incidents ? <UrgentIncidents part={data.incidents} /> : null}
        {data.patrols ? <Rounds part={data.patrols} /> : null}
        {data.on_site ? <OnSite part={data.on_site} /> : null}
        {data.tasks ? <OverdueTasks part={data.tasks} /> : null}
      </div>
    </>
  );
}

function Figure({
  to,
  value,
  label,
  detail,
  alarm,
}: {
  to: string;
  value: number;
  label: string;
  detail?: string;
  alarm: boolean;
}) {
  return (
    <li>
      <Link to={to} className={`home-figure${alarm && value > 0 ? ' home-figure--alarm' : ''}`}>
        <span className="home-figure__value">{value}</span>
        <span className="home-figure__label">{label}</span>
        {detail ? <span className="home-figure__detail">{detail}</span> : null}
      </Link>
    </li>
  );
}

function Figures({ data }: { data: HomeOverview }) {
  return (
    <ul className="home-figures">
      {data.on_site ? (
        <Figure
          to="/time-sheets"
          value={data.on_site.count}
          label={t.home.onSite.label}
          detail={t.home.onSite.onBreak(data.on_site.on_break)}
          alarm={false}
        />
      ) : null}
      {data.tasks ? (
        <Figure
          to="/tasks"
          value={data.tasks.overdue}
          label={t.home.tasks.label}
          detail={t.home.tasks.dueToday(data.tasks.due_today)}
          alarm
        />
      ) : null}
      {data.incidents ? (
        <Figure
          to="/incidents"
          value={data.incidents.open}
          label={t.home.incidents.label}
          detail={data.incidents.by_severity
            .filter((s) => s.count > 0)
            .map((s) => `${s.count} ${t.incidents.severity[s.severity]}`)
            .join(' · ')}
          alarm={data.incidents.by_severity.some((s) => s.severity === 'critical' && s.count > 0)}
        />
      ) : null}
      {data.alerts.open > 0 ? (
        <Figure to="/alerts" value={data.alerts.open} label={t.alerts.home.label} detail={t.alerts.home.detail} alarm />
      ) : null}
      {data.patrols ? (
        <Figure
          to="/patrol-rounds"
          value={data.patrols.missed}
          label={t.home.patrols.label}
          detail={t.home.patrols.summary(data.patrols.late, data.patrols.running, data.patrols.upcoming)}
          alarm
        />
      ) : null}
    </ul>
  );
}

function Part({ title, open, to, children }: { title: string; open: string; to: string; children: ReactNode }) {
  return (
    <section className="card home-part" aria-label={title}>
      <div className="home-part__header">
        <h2>{title}</h2>
        <Link to={to} className="button button--small">
          {open}
        </Link>
      </div>
      {children}
    </section>
  );
}

function UrgentIncidents({ part }: { part: NonNullable<HomeOverview['incidents']> }) {
  return (
    <Part title={t.home.incidents.title} open={t.home.incidents.open} to="/incidents">
      {part.urgent.length === 0 ? (
        <p className="muted">{t.home.incidents.empty}</p>
      ) : (
        <ul className="home-list">
          {part.urgent.map((incident) => (
            <li key={incident.id}>
              <Badge tone={SEVERITY_TONE[incident.severity]}>{t.incidents.severity[incident.severity]}</Badge>
              <Link to={`/incidents?id=${incident.id}`} className="home-list__title">
                {incident.title}
              </Link>
              <span className="muted">
                {incident.property_name} · <RelativeTime value={incident.reported_at} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function Rounds({ part }: { part: NonNullable<HomeOverview['patrols']> }) {
  const slots = [
    ...part.missed_rounds.map((slot) => ({ slot, late: false })),
    ...part.late_rounds.map((slot) => ({ slot, late: true })),
  ];
  return (
    <Part title={t.home.patrols.title} open={t.home.patrols.open} to="/patrol-rounds">
      {slots.length === 0 ? (
        <p className="muted">{t.home.patrols.empty}</p>
      ) : (
        <ul className="home-list">
          {slots.map(({ slot, late }) => (
            <li key={`${slot.route_id}@${slot.planned_start}`}>
              <Badge tone={late ? 'warning' : 'danger'}>{late ? t.home.patrols.late : t.home.patrols.missed}</Badge>
              <Link
                to={
                  slot.round_id === null
                    ? `/patrol-rounds?property=${slot.property_id}`
                    : `/patrol-rounds?property=${slot.property_id}&round=${slot.round_id}`
                }
                className="home-list__title"
              >
                {slot.route_name}
              </Link>
              <span className="muted">
                {slot.property_name} · {t.home.patrols.planned(formatTime(Date.parse(slot.planned_start)))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function OnSite({ part }: { part: NonNullable<HomeOverview['on_site']> }) {
  return (
    <Part title={t.home.onSite.title} open={t.home.onSite.open} to="/time-sheets">
      {part.people.length === 0 ? (
        <p className="muted">{t.home.onSite.empty}</p>
      ) : (
        <ul className="home-list">
          {part.people.map((person) => (
            <li key={person.account_id}>
              <span className="home-list__title">{person.name}</span>
              {person.on_break ? <Badge tone="neutral">{t.home.onSite.onBreakBadge}</Badge> : null}
              <span className="muted">
                {person.property_name} · {t.home.onSite.since(formatTime(Date.parse(person.since)))}
              </span>
            </li>
          ))}
          {part.count > part.people.length ? (
            <li className="muted">{t.home.onSite.more(part.count - part.people.length)}</li>
          ) : null}
        </ul>
      )}
    </Part>
  );
}

function OverdueTasks({ part }: { part: NonNullable<HomeOverview['tasks']> }) {
  return (
    <Part title={t.home.tasks.title} open={t.home.tasks.open} to="/tasks">
      {part.oldest_overdue.length === 0 ? (
        <p className="muted">{t.home.tasks.empty}</p>
      ) : (
        <ul className="home-list">
          {part.oldest_overdue.map((task) => (
            <li key={task.id}>
              <Link to={`/tasks?property=${task.property_id}`} className="home-list__title">
                {task.title}
              </Link>
              <span className="muted">
                {task.property_name} · {t.home.tasks.due(formatDate(task.due_date))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}
