import { useQuery } from '@tanstack/react-query';
import {
  patrolRoundEndpoints,
  patrolRoundKeys,
  type PatrolRoundSummary,
  type PatrolSlotStatus,
  type PatrolTimelineEntry,
} from '../api/patrol-rounds.ts';
import { patrolEndpoints, patrolKeys } from '../api/patrols.ts';
import { useProperties } from '../api/queries.ts';
import { firstPropertyWithRoutes } from '../lib/patrol-default.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { ReportButton } from '../components/ReportButton.tsx';
import { EmptyState, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDate, formatDateTime, formatNumber, formatTime, today } from '../lib/format.ts';
import { setSearch, useSearch } from '../router.tsx';
import { PatrolPeriodView, periodParam } from './PatrolPeriodView.tsx';
import { PatrolPeriodReport } from './PatrolPeriodReport.tsx';
import './PatrolRounds.css';

const LIVE_REFRESH_MS = 15_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function StatusBadge({ status }: { status: PatrolSlotStatus }) {
  return <span className={`patrol-status patrol-status--${status}`}>{t.patrolRounds.status[status]}</span>;
}

const time = (iso: string | null) => (iso === null ? '–' : formatTime(Date.parse(iso)));
const minutes = (ms: number) => t.patrolRounds.minutes(Math.round(ms / 60_000));

/**
 * Patrol rounds: a property's day (property and day in the address) with each scheduled
 * round, its status and metrics, the figures of that day, week or month (`?period=`), the
 * rounds in progress (refreshed every 15 s), and one round's timeline (`?round=`).
 */
export function PatrolRoundsPage() {
  const params = useSearch();
  const round = Number(params.get('round'));
  if (Number.isSafeInteger(round) && round > 0) return <RoundTimeline id={round} />;
  return <DayPage params={params} />;
}

function DayPage({ params }: { params: URLSearchParams }) {
  const properties = useProperties('', false);
  const chosen = Number(params.get('property'));
  const routes = useQuery({ queryKey: patrolKeys.list(undefined), queryFn: () => patrolEndpoints.list(undefined) });
  // Without a choice, the first property by name that has routes (the rest have no rounds).
  const propertyId =
    Number.isSafeInteger(chosen) && chosen > 0
      ? chosen
      : properties.data === undefined || routes.isPending
        ? undefined
        : firstPropertyWithRoutes(properties.data, routes.data?.data ?? []);
  const dayParam = params.get('day');
  const day = dayParam !== null && DAY.test(dayParam) ? dayParam : today();
  const period = periodParam(params);
  return (
    <>
      <PageHeader title={t.patrolRounds.title} intro={t.patrolRounds.intro} />
      <div className="toolbar">
        <SelectField
          label={t.patrolRounds.property}
          value={propertyId === undefined ? '' : String(propertyId)}
          onChange={(value) => setSearch({ property: value })}
          options={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <TextField
          label={t.patrolRounds.day}
          type="date"
          value={day}
          onChange={(value) => setSearch({ day: DAY.test(value) ? value : undefined })}
        />
      </div>
      <LivePanel propertyId={propertyId} />
      {propertyId === undefined ? (
        properties.isPending ? (
          <Loading />
        ) : (
          <EmptyState title={t.patrolRounds.noProperty} />
        )
      ) : (
        <>
          <PatrolPeriodView propertyId={propertyId} period={period} day={day} />
          {period === 'day' ? <DayList propertyId={propertyId} day={day} /> : null}
        </>
      )}
      {propertyId !== undefined ? <PatrolPeriodReport key={propertyId} propertyId={propertyId} day={day} /> : null}
    </>
  );
}

function openRound(id: number) {
  setSearch({ round: String(id) });
}

function RoundLink({ round, children }: { round: PatrolRoundSummary; children: React.ReactNode }) {
  return (
    <a
      href={`/patrol-rounds?round=${round.id}`}
      onClick={(event) => {
        event.preventDefault();
        openRound(round.id);
      }}
    >
      {children}
    </a>
  );
}

function LivePanel({ propertyId }: { propertyId: number | undefined }) {
  const live = useQuery({
    queryKey: patrolRoundKeys.live(propertyId),
    queryFn: () => patrolRoundEndpoints.live(propertyId),
    refetchInterval: LIVE_REFRESH_MS,
  });
  return (
    <section className="patrol-live" aria-live="polite" data-testid="patrol-live">
      <h2>{t.patrolRounds.liveTitle}</h2>
      {live.isPending ? (
        <Loading />
      ) : live.isError ? (
        <LoadError error={live.error} onRetry={() => void live.refetch()} />
      ) : live.data.data.length === 0 ? (
        <p className="muted">{t.patrolRounds.liveEmpty}</p>
      ) : (
        <ul>
          {live.data.data.map((r) => (
            <li key={r.id}>
              <RoundLink round={r}>{r.route_name}</RoundLink> · {r.started_by} ·{' '}
              {t.patrolRounds.progress(r.scanned, r.planned)} · {t.patrolRounds.since(time(r.started_at))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DayList({ propertyId, day }: { propertyId: number; day: string }) {
  const result = useQuery({
    queryKey: patrolRoundKeys.day(propertyId, day),
    queryFn: () => patrolRoundEndpoints.day(propertyId, day),
  });
  if (result.isPending) return <Loading />;
  if (result.isError) return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
  const { slots } = result.data;
  return (
    <>
      {slots.length === 0 ? (
        <EmptyState title={t.patrolRounds.emptyDay(formatDate(day))} />
      ) : (
        <section className="card card--flush">
          <div className="table-wrap">
            <table className="table table--stack" data-testid="patrol-day">
              <thead>
                <tr>
                  <th scope="col">{t.patrolRounds.columns.planned}</th>
                  <th scope="col">{t.patrolRounds.columns.route}</th>
                  <th scope="col">{t.patrolRounds.columns.status}</th>
                  <th scope="col">{t.patrolRounds.columns.checkpoints}</th>
                  <th scope="col">{t.patrolRounds.columns.walked}</th>
                </tr>
              </thead>
              <tbody>
                {slots.map((slot, index) => (
                  <tr key={slot.round?.id ?? `o${index}`}>
                    <th scope="row" className="cell-strong">
                      {slot.planned_start === null ? t.patrolRounds.adHoc : time(slot.planned_start)}
                    </th>
                    <td data-label={t.patrolRounds.columns.route}>
                      {slot.round ? <RoundLink round={slot.round}>{slot.route_name}</RoundLink> : slot.route_name}
                    </td>
                    <td data-label={t.patrolRounds.columns.status}>
                      <StatusBadge status={slot.status} />
                    </td>
                    <td data-label={t.patrolRounds.columns.checkpoints}>
                      {slot.round ? t.patrolRounds.progress(slot.round.scanned, slot.round.planned) : '–'}
                      {slot.round && slot.round.out_of_order > 0 ? (
                        <span className="muted small block">{t.patrolRounds.outOfOrder(slot.round.out_of_order)}</span>
                      ) : null}
                      {slot.round && slot.round.implausible_scans > 0 ? (
                        <span className="patrol-timeline__flag block">
                          {t.patrolRounds.implausible(slot.round.implausible_scans)}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t.patrolRounds.columns.walked}>
                      {slot.round === null
                        ? '–'
                        : slot.round.ended_at === null
                          ? t.patrolRounds.since(time(slot.round.started_at))
                          : `${time(slot.round.started_at)}–${time(slot.round.ended_at)} (${minutes(slot.round.duration_ms)})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}

function entryTitle(entry: PatrolTimelineEntry): string {
  switch (entry.kind) {
    case 'start':
      return t.patrolRounds.timeline.start;
    case 'end':
      return t.patrolRounds.timeline.end;
    case 'incident':
      return t.patrolRounds.timeline.incident(entry.incident_title ?? '');
    case 'scan':
      return t.patrolRounds.timeline.scan(entry.position ?? 0, entry.checkpoint_name ?? '');
  }
}

function RoundTimeline({ id }: { id: number }) {
  const result = useQuery({
    queryKey: patrolRoundKeys.detail(id),
    queryFn: () => patrolRoundEndpoints.get(id),
    refetchInterval: (q) => (q.state.data?.round.status === 'in_progress' ? LIVE_REFRESH_MS : false),
  });
  const back = (
    <button type="button" className="button button--secondary" onClick={() => setSearch({ round: undefined })}>
      {t.patrolRounds.back}
    </button>
  );
  if (result.isPending) return <Loading />;
  if (result.isError) return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
  const { round, timeline, missed_checkpoint_names: missed, late_after: lateAfter } = result.data;
  return (
    <>
      <PageHeader
        title={`${round.route_name} · ${formatDateTime(round.started_at)}`}
        intro={`${round.property_name} · ${round.started_by}`}
        actions={
          <>
            {back}
            <ReportButton key={round.id} kind="patrol_round" subjectId={round.id} />
          </>
        }
      />
      <dl className="patrol-summary">
        <div>
          <dt>{t.patrolRounds.columns.status}</dt>
          <dd>
            <StatusBadge status={round.status} />
          </dd>
        </div>
        <div>
          <dt>{t.patrolRounds.columns.checkpoints}</dt>
          <dd>{t.patrolRounds.progress(round.scanned, round.planned)}</dd>
        </div>
        <div>
          <dt>{t.patrolRounds.duration}</dt>
          <dd>{minutes(round.duration_ms)}</dd>
        </div>
        {lateAfter !== null ? (
          <div>
            <dt>{t.patrolRounds.lateAfter}</dt>
            <dd>{time(lateAfter)}</dd>
          </div>
        ) : null}
      </dl>
      {missed.length > 0 ? (
        <p>
          <strong>{t.patrolRounds.missedCheckpoints}</strong> {missed.join(', ')}
        </p>
      ) : null}
      {round.implausible_scans > 0 ? (
        <p role="note">
          <strong>{t.patrolRounds.implausible(round.implausible_scans)}</strong> {t.patrolRounds.implausibleRule}
        </p>
      ) : null}
      <section className="card">
        <ol className="patrol-timeline" data-testid="patrol-timeline">
          {timeline.map((entry, index) => (
            <li key={index}>
              <span className="patrol-timeline__time">{time(entry.at)}</span>
              <div>
                <strong>
                  {entry.kind === 'incident' && entry.incident_id !== null ? (
                    <a href={`/incidents?id=${entry.incident_id}`}>{entryTitle(entry)}</a>
                  ) : (
                    entryTitle(entry)
                  )}
                </strong>
                {entry.late ? <span className="patrol-timeline__flag">{t.patrolRounds.timeline.late}</span> : null}
                {entry.out_of_order ? (
                  <span className="patrol-timeline__flag">{t.patrolRounds.timeline.outOfOrder}</span>
                ) : null}
                {entry.implausible === 'too_fast' ? (
                  <span className="patrol-timeline__flag">
                    {t.patrolRounds.timeline.tooFast(formatNumber(entry.seconds_since_previous ?? 0))}
                  </span>
                ) : null}
                {entry.implausible === 'before_start' ? (
                  <span className="patrol-timeline__flag">{t.patrolRounds.timeline.beforeStart}</span>
                ) : null}
                <span className="muted small block">
                  {[
                    entry.method ? t.patrolRounds.method[entry.method] : null,
                    entry.by,
                    // Sent at once (seconds later) is not worth a word; sent later, from offline, is.
                    entry.received_at !== null && Date.parse(entry.received_at) - Date.parse(entry.at) >= 60_000
                      ? t.patrolRounds.timeline.received(time(entry.received_at))
                      : null,
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </span>
                {entry.note ? <span className="block">{entry.note}</span> : null}
                {entry.photo ? (
                  <a href={entry.photo.url} target="_blank" rel="noreferrer">
                    <img src={entry.photo.thumbnail_url} alt={t.patrolRounds.timeline.photo} width={120} />
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
