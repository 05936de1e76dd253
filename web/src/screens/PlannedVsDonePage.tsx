import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PlannedVsDone, type PlannedVsDoneGroup, planEndpoints, planKeys } from '../api/service-plans.ts';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { SelectField } from '../components/fields.tsx';
import { PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { formatDate, formatNumber, today } from '../lib/format.ts';
import { setSearch, useSearch } from '../router.tsx';

// Planned vs. done (Soll/Ist): the occurrences the service plans made in a week or month,
// per property, area or client, and what became of them (docs/service-plans.md).

type Period = 'week' | 'month';
type Row = PlannedVsDone['rows'][number];

const DAY_MS = 86_400_000;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last day of the week (Monday to Sunday) or month that holds `day`. */
export function periodAround(day: string, period: Period): { from: string; to: string } {
  const date = asDate(day);
  if (period === 'week') {
    const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
    return { from: asDay(monday), to: asDay(new Date(monday.getTime() + 6 * DAY_MS)) };
  }
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { from: asDay(first), to: asDay(last) };
}

/** A day in the period before (`-1`) or after (`1`) the one that holds `day`. */
function shifted(day: string, period: Period, by: -1 | 1): string {
  const { from, to } = periodAround(day, period);
  return by === -1 ? asDay(new Date(asDate(from).getTime() - DAY_MS)) : asDay(new Date(asDate(to).getTime() + DAY_MS));
}

function periodLabel(from: string, to: string, period: Period): string {
  if (period === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asDate(from));
  }
  return t.servicePlans.plannedVsDone.weekLabel(formatDate(from), formatDate(to));
}

function onTimeShare(counts: { planned: number; on_time: number }): string | null {
  if (counts.planned === 0) return null;
  const percent = (100 * counts.on_time) / counts.planned;
  return t.servicePlans.plannedVsDone.onTimeShare(
    percent.toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 0 }),
  );
}

export function PlannedVsDonePage() {
  const words = t.servicePlans.plannedVsDone;
  const params = useSearch();
  const period: Period = params.get('period') === 'month' ? 'month' : 'week';
  const groupParam = params.get('group');
  const group: PlannedVsDoneGroup = groupParam === 'area' || groupParam === 'client' ? groupParam : 'property';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? (params.get('day') as string) : today();
  const { from, to } = periodAround(anchor, period);
  const query = { from, to, group };
  const result = useQuery({
    queryKey: planKeys.plannedVsDone(query),
    queryFn: () => planEndpoints.plannedVsDone(query),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string>) =>
    setSearch({ period, group, day: anchor, ...changes }, { replace: true });
  const data = result.data;
  const rows = data?.rows ?? [];
  const name = (row: Row) => row.name ?? (group === 'client' ? words.noClient : words.unnamed);
  const count = (value: number) => formatNumber(value);

  const columns: ListColumn<Row>[] = [
    { id: 'name', label: words.groups[group], kind: 'heading', cell: name },
    ...(group === 'area'
      ? [{ id: 'property', label: words.property, cell: (row: Row) => row.property_name ?? words.unnamed }]
      : []),
    { id: 'planned', label: words.planned, cell: (row) => count(row.planned) },
    { id: 'on_time', label: words.onTime, cell: (row) => count(row.on_time) },
    { id: 'late', label: words.late, cell: (row) => count(row.late) },
    { id: 'missed', label: words.missed, cell: (row) => count(row.missed) },
    { id: 'open', label: words.open, cell: (row) => count(row.open) },
  ];
  const reasons = rows.flatMap((row) => row.reasons.map((reason) => ({ row, reason })));

  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      <DataList
        filters={
          <>
            <SelectField
              label={words.period}
              value={period}
              onChange={(value) => set({ period: value === 'month' ? 'month' : 'week' })}
              options={[
                { value: 'week', label: words.week },
                { value: 'month', label: words.month },
              ]}
            />
            <SelectField
              label={words.group}
              value={group}
              onChange={(value) => set({ group: value })}
              options={(['property', 'area', 'client'] as const).map((value) => ({
                value,
                label: words.groups[value],
              }))}
            />
            <div className="pvd-period">
              <button type="button" className="button" onClick={() => set({ day: shifted(anchor, period, -1) })}>
                {words.previous}
              </button>
              <p className="pvd-period__label" aria-live="polite">
                {periodLabel(from, to, period)}
              </p>
              <button type="button" className="button" onClick={() => set({ day: shifted(anchor, period, 1) })}>
                {words.next}
              </button>
            </div>
          </>
        }
        toolbarClassName="forms-toolbar pvd-toolbar"
        notice={
          data && data.totals.planned > 0 ? (
            <section className="card pvd-totals" aria-label={words.totals}>
              <dl className="pvd-figures">
                {(
                  [
                    ['planned', words.planned],
                    ['on_time', words.onTime],
                    ['late', words.late],
                    ['missed', words.missed],
                    ['open', words.open],
                  ] as const
                ).map(([key, label]) => (
                  <div key={key} className={`pvd-figure pvd-figure--${key}`}>
                    <dt>{label}</dt>
                    <dd>{count(data.totals[key])}</dd>
                  </div>
                ))}
              </dl>
              <p className="muted">{onTimeShare(data.totals)}</p>
            </section>
          ) : undefined
        }
        query={result}
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.id ?? 'none'}-${row.property_id ?? ''}`}
        stale={result.isPlaceholderData}
        empty={{ title: words.empty, text: words.emptyText }}
      />
      {data && data.totals.planned > 0 ? (
        <section className="card pvd-reasons">
          <h2 className="card__title">{words.reasons}</h2>
          {reasons.length === 0 ? (
            <p className="muted">{words.noReasons}</p>
          ) : (
            <ul className="pvd-reason-list">
              {reasons.map(({ row, reason }) => (
                <li key={`${reason.task_id}`}>
                  <span className="pvd-reason-list__what">
                    {words.reasonLine(formatDate(reason.day), reason.title, words.outcome[reason.outcome])}
                    {` · ${name(row)}`}
                  </span>
                  <span className="pvd-reason-list__why">{reason.reason || words.noReason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
