import { useQuery } from '@tanstack/react-query';
import {
  patrolRoundEndpoints,
  patrolRoundKeys,
  type PatrolPeriod,
  type PatrolPeriodFigures,
} from '../api/patrol-rounds.ts';
import { Loading, LoadError } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { addDays } from '../lib/days.ts';
import { formatDate, formatNumber } from '../lib/format.ts';
import { setSearch } from '../router.tsx';

const PERIODS: readonly PatrolPeriod[] = ['day', 'week', 'month'];

/** The period in the address (`?period=week`); the day when none or an unknown one is given. */
export function periodParam(params: URLSearchParams): PatrolPeriod {
  const value = params.get('period');
  return PERIODS.find((p) => p === value) ?? 'day';
}

type Figures = PatrolPeriodFigures['summary'];

const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value)} %`);

function periodLabel(data: PatrolPeriodFigures): string {
  if (data.period === 'day') return formatDate(data.from);
  if (data.period === 'week') return t.patrolRounds.weekOf(formatDate(data.from), formatDate(data.to));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${data.from}T00:00:00Z`),
  );
}

const weekdayAndDay = (day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The counts and shares of a period, as a row of figures. */
function FigureList({ figures }: { figures: Figures }) {
  const items: [string, string][] = [
    [t.patrolRounds.scheduled, formatNumber(figures.scheduled)],
    [t.patrolRounds.done, formatNumber(figures.rounds_done)],
    [t.patrolRounds.status.complete, formatNumber(figures.on_time)],
    [t.patrolRounds.status.partial, formatNumber(figures.partial)],
    [t.patrolRounds.status.late, formatNumber(figures.late)],
    [t.patrolRounds.status.missed, formatNumber(figures.missed)],
    [t.patrolRounds.onTime, percent(figures.on_time_percent)],
    [t.patrolRounds.missedShare, percent(figures.missed_percent)],
  ];
  return (
    <dl className="patrol-summary" aria-label={t.patrolRounds.figures}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A property's patrol figures for a day, a week (Monday to Sunday) or a month in the
 * organisation's zone: the choice of period, steps back and forth, the counts and shares,
 * and for a week or a month each day's figures (a day opens its day view).
 */
export function PatrolPeriodView({
  propertyId,
  period,
  day,
}: {
  propertyId: number;
  period: PatrolPeriod;
  day: string;
}) {
  const result = useQuery({
    queryKey: patrolRoundKeys.period(propertyId, period, day),
    queryFn: () => patrolRoundEndpoints.period(propertyId, period, day),
    // The figures shown stay until the next period's arrive, so the steps do not jump.
    placeholderData: (previous) => previous,
  });
  const data = result.data;
  // While the next period loads, the figures shown are the last period's: a step taken then
  // would count from the period on screen, not the one asked for, so the steps wait.
  const loadingNext = result.isPlaceholderData;
  return (
    <section className="patrol-period" data-testid="patrol-period">
      <div className="patrol-period__bar">
        <div className="segmented" role="group" aria-label={t.patrolRounds.period}>
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={`button button--small${p === period ? ' is-active' : ''}`}
              aria-pressed={p === period}
              onClick={() => setSearch({ period: p === 'day' ? undefined : p })}
            >
              {t.patrolRounds.periods[p]}
            </button>
          ))}
        </div>
        {data ? (
          <nav className="pagination patrol-period__steps" aria-label={t.patrolRounds.period}>
            <button
              type="button"
              className="button button--small"
              aria-label={t.patrolRounds.previous[period]}
              title={t.patrolRounds.previous[period]}
              disabled={loadingNext}
              onClick={() => setSearch({ day: addDays(data.from, -1) })}
            >
              ←
            </button>
            <span className="pagination__text">{periodLabel(data)}</span>
            <button
              type="button"
              className="button button--small"
              aria-label={t.patrolRounds.next[period]}
              title={t.patrolRounds.next[period]}
              disabled={loadingNext}
              onClick={() => setSearch({ day: addDays(data.to, 1) })}
            >
              →
            </button>
          </nav>
        ) : null}
      </div>
      {result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <LoadError error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <FigureList figures={result.data.summary} />
          {result.data.summary.due > 0 ? (
            <p className="muted small patrol-period__note">{t.patrolRounds.dueNote(result.data.summary.due)}</p>
          ) : null}
          {period === 'day' ? null : <DayTable propertyId={propertyId} days={result.data.days} />}
        </>
      )}
    </section>
  );
}

function DayTable({ propertyId, days }: { propertyId: number; days: PatrolPeriodFigures['days'] }) {
  const shown = days.filter((d) => d.scheduled > 0 || d.rounds_done > 0);
  if (shown.length === 0) return <p className="muted">{t.patrolRounds.emptyPeriod}</p>;
  const columns = [
    t.patrolRounds.scheduled,
    t.patrolRounds.done,
    t.patrolRounds.status.complete,
    t.patrolRounds.status.partial,
    t.patrolRounds.status.late,
    t.patrolRounds.status.missed,
    t.patrolRounds.onTime,
  ];
  return (
    <section className="card card--flush">
      <div className="table-wrap">
        <table className="table table--stack patrol-days" data-testid="patrol-period-days">
          <thead>
            <tr>
              <th scope="col">{t.patrolRounds.dayColumn}</th>
              {columns.map((label) => (
                <th key={label} scope="col" className="patrol-period__number">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="cell-strong">
                  <a
                    href={`/patrol-rounds?property=${propertyId}&day=${d.day}`}
                    onClick={(event) => {
                      event.preventDefault();
                      setSearch({ period: undefined, day: d.day });
                    }}
                  >
                    {weekdayAndDay(d.day)}
                  </a>
                </th>
                {[
                  formatNumber(d.scheduled),
                  formatNumber(d.rounds_done),
                  formatNumber(d.on_time),
                  formatNumber(d.partial),
                  formatNumber(d.late),
                  formatNumber(d.missed),
                  percent(d.on_time_percent),
                ].map((value, index) => (
                  <td key={columns[index]} data-label={columns[index]} className="patrol-period__number">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
