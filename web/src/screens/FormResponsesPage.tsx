import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  allTemplates,
  formEndpoints,
  formKeys,
  RESPONSE_STATUSES,
  type ResponseFilters,
  type ResponseRow,
  type ResponseStatus,
} from '../api/forms.ts';
import { useProperties } from '../api/queries.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { DataList, type ListColumn } from '../components/DataList.tsx';
import { Badge, PageHeader } from '../components/ui.tsx';
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
  const columns: ListColumn<ResponseRow>[] = [
    {
      id: 'template',
      label: t.forms.template,
      kind: 'heading',
      cell: (row) => (
        <>
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
        </>
      ),
    },
    { id: 'property', label: t.forms.property, cell: (row) => row.property.name },
    {
      id: 'status',
      label: t.forms.status,
      cell: (row) => <Badge tone={RESPONSE_TONE[row.status]}>{t.forms.statuses[row.status]}</Badge>,
    },
    { id: 'by', label: t.forms.submittedBy, cell: (row) => row.submitted_by?.name ?? '–' },
    {
      id: 'at',
      label: t.forms.submittedAt,
      cell: (row) => (row.submitted_at ? formatDateTime(row.submitted_at) : t.forms.notSubmitted),
    },
    {
      id: 'pictures',
      label: t.forms.pictures,
      // A signature is no photo: counted apart.
      cell: (row) => (
        <>
          {row.photo_count > 0 ? String(row.photo_count) : '–'}
          {row.signature_count > 0 ? <span className="task-description">{t.forms.signed}</span> : null}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.forms.responsesTitle} intro={t.forms.responsesIntro} />
      <DataList
        filters={
          <>
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
          </>
        }
        toolbarClassName="forms-toolbar"
        query={list}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowData={(row) => ({ 'data-response': row.id })}
        framed
        empty={{ title: filtered ? t.forms.emptyFiltered : t.forms.empty }}
        paging={{ kind: 'more', query: list, more: t.forms.showMore, loading: t.forms.loadingMore, end: t.forms.end }}
        withheld={backwards}
      />
    </>
  );
}
