import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientEndpoints, clientKeys } from '../api/clients.ts';
import {
  inspectionEndpoints,
  type InspectionFilters,
  inspectionKeys,
  type InspectionRow,
  type InspectionTrend,
} from '../api/inspections.ts';
import { useProperties } from '../api/queries.ts';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { Checkbox, SelectField, TextField } from '../components/fields.tsx';
import { PageHeader } from '../components/ui.tsx';
import { locale, t } from '../i18n/index.ts';
import { formatDate, formatNumber } from '../lib/format.ts';
import { Link, setSearch, useSearch } from '../router.tsx';
import { InspectionDetailView } from './InspectionDetail.tsx';
import { formatPercent, formatThreshold, ScoreBadge } from './InspectionParts.tsx';

// Quality inspections in the office (docs/inspections.md): the list of the properties the
// person sees, filtered by property, client, dates, status and threshold (kept in the
// address), the score trend of what is filtered, and one inspection (`?id=`).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

export function InspectionsPage() {
  const params = useSearch();
  const id = positive(params.get('id'));
  if (id !== undefined) return <InspectionDetailView id={id} />;
  return <InspectionList params={params} />;
}

function InspectionList({ params }: { params: URLSearchParams }) {
  const words = t.inspections;
  const property = positive(params.get('property'));
  const client = positive(params.get('client'));
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : undefined;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : undefined;
  const statusParam = params.get('status');
  const status = statusParam === 'draft' || statusParam === 'completed' ? statusParam : undefined;
  const below = params.get('below') === '1';
  const filters: InspectionFilters = {
    ...(property !== undefined ? { property_id: property } : {}),
    ...(client !== undefined ? { client_id: client } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(below ? { below_threshold: true } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const properties = useProperties('', false);
  const clients = useQuery({ queryKey: clientKeys.list({}), queryFn: () => clientEndpoints.list({}) });
  const list = useQuery({
    queryKey: inspectionKeys.list(filters),
    queryFn: () => inspectionEndpoints.list(filters),
    placeholderData: keepPreviousData,
  });
  const trendFilter = {
    ...(property !== undefined ? { property_id: property } : {}),
    ...(client !== undefined ? { client_id: client } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
  const trend = useQuery({
    queryKey: inspectionKeys.trend(trendFilter),
    queryFn: () => inspectionEndpoints.trend(trendFilter),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const propertyName = properties.data?.find((p) => p.id === property)?.name;
  const clientName = clients.data?.data.find((c) => c.id === client)?.name;
  const trendTitle =
    propertyName !== undefined
      ? words.trend.ofProperty(propertyName)
      : clientName !== undefined
        ? words.trend.ofClient(clientName)
        : words.trend.ofAll;

  const columns: ListColumn<InspectionRow>[] = [
    {
      id: 'date',
      label: words.columns.date,
      kind: 'heading',
      cell: (row) => (
        <a
          className="inspection-date"
          href={`/inspections?id=${row.id}`}
          onClick={(event) => {
            event.preventDefault();
            setSearch({ id: String(row.id) });
          }}
        >
          {formatDate(row.date)}
        </a>
      ),
    },
    { id: 'property', label: words.columns.property, cell: (row) => row.property_name },
    { id: 'template', label: words.columns.template, cell: (row) => row.template_name },
    { id: 'inspector', label: words.columns.inspector, cell: (row) => row.inspector_name },
    {
      id: 'score',
      label: words.columns.score,
      cell: (row) => (
        <span className="inspection-score">
          <span className="inspection-score__value">
            {row.score_shown === null ? words.notScored : formatPercent(row.score_shown)}
          </span>{' '}
          <ScoreBadge row={row} />
        </span>
      ),
    },
    { id: 'threshold', label: words.columns.threshold, cell: (row) => formatThreshold(row.threshold_percent) },
    { id: 'defects', label: words.columns.defects, cell: (row) => formatNumber(row.defect_count) },
  ];

  return (
    <>
      <PageHeader
        title={words.title}
        intro={words.intro}
        actions={
          <Link to="/inspection-templates" className="button">
            {words.templates.open}
          </Link>
        }
      />
      <DataList
        filters={
          <>
            <SelectField
              label={words.propertyFilter}
              value={property !== undefined ? String(property) : ''}
              onChange={(value) => setSearch({ property: value }, { replace: true })}
              options={[
                { value: '', label: words.allProperties },
                ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
            <SelectField
              label={words.clientFilter}
              value={client !== undefined ? String(client) : ''}
              onChange={(value) => setSearch({ client: value }, { replace: true })}
              options={[
                { value: '', label: words.allClients },
                ...(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
            <TextField
              label={words.from}
              type="date"
              value={from ?? ''}
              onChange={(value) => setSearch({ from: value }, { replace: true })}
            />
            <TextField
              label={words.to}
              type="date"
              value={to ?? ''}
              onChange={(value) => setSearch({ to: value }, { replace: true })}
            />
            <SelectField
              label={words.statusFilter}
              value={status ?? ''}
              onChange={(value) => setSearch({ status: value }, { replace: true })}
              options={[
                { value: '', label: words.allStatuses },
                { value: 'completed', label: words.status.completed },
                { value: 'draft', label: words.status.draft },
              ]}
            />
            <div className="inspection-filters__check">
              <Checkbox
                label={words.belowOnly}
                checked={below}
                onChange={(checked) => setSearch({ below: checked ? '1' : undefined }, { replace: true })}
              />
            </div>
          </>
        }
        toolbarClassName="forms-toolbar inspection-filters"
        notice={trend.data ? <TrendCard trend={trend.data} title={trendTitle} /> : undefined}
        query={list}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.below_threshold ? 'row--below' : undefined)}
        stale={list.isPlaceholderData}
        framed
        empty={{ title: filtered ? words.emptyFiltered : words.empty }}
      />
    </>
  );
}

const CHART = { width: 720, height: 180, top: 16, bottom: 150 };
const LABELS_UP_TO = 16;

function monthLabel(month: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * The trend as the inspection report draws it: one bar per completed inspection, oldest
 * left, the threshold dashed, bars below it red with a "!" above; then the mean per month.
 */
export function TrendCard({ trend, title }: { trend: InspectionTrend; title: string }) {
  const words = t.inspections.trend;
  const points = trend.points;
  const { width, top, bottom } = CHART;
  const y = (percent: number) => bottom - ((bottom - top) * Math.max(0, Math.min(100, percent))) / 100;
  const slot = width / Math.max(points.length, 1);
  const bar = Math.min(28, slot * 0.6);
  const labelled = points.length <= LABELS_UP_TO;
  return (
    <section className="card inspection-trend" aria-labelledby="inspection-trend-title">
      <h2 className="card__title" id="inspection-trend-title">
        {words.title}: {title}
      </h2>
      {points.length === 0 ? (
        <p className="muted">{words.none}</p>
      ) : (
        <>
          <p className="muted small">{words.hint}</p>
          <svg
            className="inspection-trend__chart"
            viewBox={`0 0 ${width} ${labelled ? CHART.height : bottom + 8}`}
            role="img"
            aria-label={words.chartLabel(points.length, formatDate(trend.from), formatDate(trend.to))}
          >
            {[0, 50, 100].map((grid) => (
              <line key={grid} x1={0} x2={width} y1={y(grid)} y2={y(grid)} className="inspection-trend__grid" />
            ))}
            {points.map((point, index) => {
              const x = slot * index + (slot - bar) / 2;
              const label = words.barLabel(
                formatDate(point.date),
                formatPercent(point.score_shown),
                point.below_threshold,
              );
              return (
                <g key={point.id}>
                  <rect
                    x={x}
                    y={y(point.score_percent)}
                    width={bar}
                    height={bottom - y(point.score_percent)}
                    className={point.below_threshold ? 'inspection-trend__bar--below' : 'inspection-trend__bar'}
                  >
                    <title>{label}</title>
                  </rect>
                  <line
                    x1={slot * index}
                    x2={slot * (index + 1)}
                    y1={y(point.threshold_percent)}
                    y2={y(point.threshold_percent)}
                    className="inspection-trend__threshold"
                  />
                  {point.below_threshold ? (
                    <text x={x + bar / 2} y={y(point.score_percent) - 4} className="inspection-trend__mark">
                      !
                    </text>
                  ) : null}
                  {labelled ? (
                    <>
                      <text x={slot * index + slot / 2} y={bottom + 13} className="inspection-trend__label">
                        {formatPercent(point.score_shown)}
                      </text>
                      <text x={slot * index + slot / 2} y={bottom + 25} className="inspection-trend__label">
                        {formatDate(point.date)}
                      </text>
                    </>
                  ) : null}
                </g>
              );
            })}
            <line x1={0} x2={width} y1={bottom} y2={bottom} className="inspection-trend__axis" />
          </svg>
          <p className="small inspection-trend__legend">
            <span className="inspection-trend__key inspection-trend__key--threshold" aria-hidden="true" />
            {words.threshold(formatThreshold(points[points.length - 1]?.threshold_percent ?? 0))}
          </p>
          <div className="table-wrap">
            <table className="table table--stack inspection-months">
              <caption className="inspection-months__caption">{words.months}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.month}</th>
                  <th scope="col">{words.count}</th>
                  <th scope="col">{words.mean}</th>
                  <th scope="col">{words.belowCount}</th>
                </tr>
              </thead>
              <tbody>
                {trend.months
                  .filter((month) => month.count > 0)
                  .map((month) => (
                    <tr key={month.month} className={month.below_count > 0 ? 'row--below' : undefined}>
                      <th scope="row">{monthLabel(month.month)}</th>
                      <td data-label={words.count}>{formatNumber(month.count)}</td>
                      <td data-label={words.mean}>
                        {month.mean_shown === null ? '–' : formatPercent(month.mean_shown)}
                      </td>
                      <td data-label={words.belowCount}>{formatNumber(month.below_count)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
