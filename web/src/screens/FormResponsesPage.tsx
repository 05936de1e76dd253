import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  allTemplates,
  formEndpoints,
  formKeys,
  RESPONSE_STATUSES,
  type ResponseFilters,
  type ResponseStatus,
} from '../api/forms.ts';
import { useProperties } from '../api/queries.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { Badge, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { setSearch, useSearch } from '../router.tsx';
import { FormResponseView } from './FormResponseDetail.tsx';
import { RESPONSE_TONE } from './FormResponseTones.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
const isStatus = (value: string | null): value is ResponseStatus =>
  (RESPONSE_STATUSES as readonly (string | null)[]).includes(value);

/**
 * Form responses: the list on the properties the person sees, filtered by property,
 * template, status, day and person (kept in the address), and one response (`?id=`).
 */
export function FormResponsesPage() {
  const params = useSearch();
  const id = positive(params.get('id'));
  if (id !== undefined) return <FormResponseView id={id} />;
  return <ResponseList params={params} />;
}

function ResponseList({ params }: { params: URLSearchParams }) {
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters: ResponseFilters = {
    ...(positive(params.get('property')) ? { property_id: positive(params.get('property')) } : {}),
    ...(positive(params.get('template')) ? { template_id: positive(params.get('template')) } : {}),
    ...(positive(params.get('by')) ? { submitted_by: positive(params.get('by')) } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(DAY.test(from) ? { submitted_from: from } : {}),
    ...(DAY.test(to) ? { submitted_to: to } : {}),
  };
  const backwards =
    filters.submitted_from !== undefined &&
    filters.submitted_to !== undefined &&
    filters.submitted_to < filters.submitted_from;
  const filtered = Object.keys(filters).length > 0;
  const properties = useProperties('', false);
  const templates = useQuery({ queryKey: formKeys.templateList, queryFn: allTemplates });
  const submitters = useQuery({ queryKey: formKeys.submitters, queryFn: formEndpoints.submitters });
  const list = useInfiniteQuery({
    queryKey: formKeys.responseList(filters),
    queryFn: ({ pageParam }) => formEndpoints.responses(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: !backwards,
  });
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const open = (id: number) => setSearch({ id: String(id) });

  return (
    <>
      <PageHeader title={t.forms.responsesTitle} intro={t.forms.responsesIntro} />
      <div className="toolbar forms-toolbar">
        <SelectField
          label={t.forms.property}
          value={filters.property_id ? String(filters.property_id) : ''}
          onChange={(value) => setSearch({ property: value })}
          options={[
            { value: '', label: t.forms.allProperties },
            ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <SelectField
          label={t.forms.template}
          value={filters.template_id ? String(filters.template_id) : ''}
          onChange={(value) => setSearch({ template: value })}
          options={[
            { value: '', label: t.forms.allTemplates },
            ...(templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name })),
          ]}
        />
        <SelectField
          label={t.forms.status}
          value={filters.status ?? ''}
          onChange={(value) => setSearch({ status: value })}
          options={[
            { value: '', label: t.forms.allStatuses },
            ...RESPONSE_STATUSES.map((s) => ({ value: s, label: t.forms.statuses[s] })),
          ]}
        />
        <SelectField
          label={t.forms.submittedBy}
          value={filters.submitted_by ? String(filters.submitted_by) : ''}
          onChange={(value) => setSearch({ by: value })}
          options={[
            { value: '', label: t.forms.everyone },
            ...(submitters.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <TextField
          label={t.forms.submittedFrom}
          type="date"
          value={from}
          onChange={(value) => setSearch({ from: value })}
        />
        <TextField
          label={t.forms.submittedTo}
          type="date"
          value={to}
          onChange={(value) => setSearch({ to: value })}
          error={backwards ? t.forms.toBeforeFrom : undefined}
        />
        {filtered ? (
          <button
            type="button"
            className="button button--small button--quiet"
            onClick={() =>
              setSearch({
                property: undefined,
                template: undefined,
                status: undefined,
                by: undefined,
                from: undefined,
                to: undefined,
              })
            }
          >
            {t.forms.clearFilters}
          </button>
        ) : null}
      </div>
      {backwards ? null : list.isPending ? (
        <Loading />
      ) : list.isError && rows.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={filtered ? t.forms.emptyFiltered : t.forms.empty} />
      ) : (
        <section className="card card--flush">
          <div className="table-wrap">
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">{t.forms.template}</th>
                  <th scope="col">{t.forms.property}</th>
                  <th scope="col">{t.forms.status}</th>
                  <th scope="col">{t.forms.submittedBy}</th>
                  <th scope="col">{t.forms.submittedAt}</th>
                  <th scope="col">{t.forms.pictures}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-response={row.id}>
                    <th scope="row" className="cell-strong">
                      <a
                        href={`/form-responses?id=${row.id}`}
                        onClick={(event) => {
                          event.preventDefault();
                          open(row.id);
                        }}
                      >
                        {row.template.name}
                      </a>
                      <span className="muted small block">{t.forms.versionShort(row.template.version)}</span>
                    </th>
                    <td data-label={t.forms.property}>{row.property.name}</td>
                    <td data-label={t.forms.status}>
                      <Badge tone={RESPONSE_TONE[row.status]}>{t.forms.statuses[row.status]}</Badge>
                    </td>
                    <td data-label={t.forms.submittedBy}>{row.submitted_by?.name ?? '–'}</td>
                    <td data-label={t.forms.submittedAt}>
                      {row.submitted_at ? formatDateTime(row.submitted_at) : t.forms.notSubmitted}
                    </td>
                    <td data-label={t.forms.pictures}>{row.photo_count > 0 ? String(row.photo_count) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="card__footer">
            {list.hasNextPage ? (
              <button
                type="button"
                className="button"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t.forms.loadingMore : t.forms.showMore}
              </button>
            ) : (
              <p className="muted small">{t.forms.end}</p>
            )}
            {list.isFetchNextPageError ? <FormError error={list.error} /> : null}
          </div>
        </section>
      )}
    </>
  );
}
