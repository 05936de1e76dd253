import { useAuditActors, useAuditEvents } from '../api/queries.ts';
import { endpoints } from '../api/endpoints.ts';
import type { AuditFilters, AuditGroup } from '../api/types.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { EmptyState, FormError, Loading, LoadError, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t, useLanguage } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { setSearch, useSearch } from '../router.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GROUPS: AuditGroup[] = [
  'accounts',
  'api_keys',
  'organisation',
  'clients',
  'working_time',
  'incidents',
  'forms',
  'patrols',
];
const isGroup = (value: string | null): value is AuditGroup => (GROUPS as (string | null)[]).includes(value);

/** The filters kept in the address: who (`actor`), what (`group`), when (`from`, `to`: the organisation's days). */
function filtersOf(params: URLSearchParams): AuditFilters {
  const actor = Number(params.get('actor'));
  const group = params.get('group');
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...(Number.isSafeInteger(actor) && actor > 0 ? { actor } : {}),
    ...(isGroup(group) ? { group } : {}),
    ...(from !== null && DAY.test(from) ? { from } : {}),
    ...(to !== null && DAY.test(to) ? { to } : {}),
  };
}

export function AuditLogPage() {
  const language = useLanguage();
  const filters = filtersOf(useSearch());
  const contradicts = filters.from !== undefined && filters.to !== undefined && filters.from > filters.to;
  const audit = useAuditEvents(filters, language);
  const actors = useAuditActors();
  const events = audit.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader
        title={t.audit.title}
        intro={t.audit.intro}
        actions={
          contradicts ? null : (
            <a className="button" href={endpoints.auditCsvUrl(filters)} download>
              {t.audit.downloadCsv}
            </a>
          )
        }
      />
      <div className="toolbar">
        <SelectField
          label={t.audit.who}
          value={filters.actor ? String(filters.actor) : ''}
          onChange={(value) => setSearch({ actor: value })}
          options={[
            { value: '', label: t.audit.everyone },
            ...(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.name })),
          ]}
        />
        <SelectField
          label={t.audit.what}
          value={filters.group ?? ''}
          onChange={(value) => setSearch({ group: value })}
          options={[
            { value: '', label: t.audit.everything },
            ...GROUPS.map((group) => ({ value: group, label: t.audit.groups[group] })),
          ]}
        />
        <TextField
          label={t.audit.from}
          type="date"
          value={filters.from ?? ''}
          onChange={(value) => setSearch({ from: DAY.test(value) ? value : undefined })}
          error={contradicts ? t.audit.toBeforeFrom : undefined}
        />
        <TextField
          label={t.audit.to}
          type="date"
          value={filters.to ?? ''}
          onChange={(value) => setSearch({ to: DAY.test(value) ? value : undefined })}
        />
        {filtered ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => setSearch({ actor: undefined, group: undefined, from: undefined, to: undefined })}
          >
            {t.audit.clearFilters}
          </button>
        ) : null}
      </div>
      {contradicts ? null : audit.isPending ? (
        <Loading />
      ) : audit.isError && events.length === 0 ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState title={filtered ? t.audit.emptyFiltered : t.audit.empty} />
      ) : (
        <section className="card card--flush">
          <ol className="timeline">
            {events.map((event) => (
              <li key={event.id} className="timeline__item">
                <span className="timeline__dot" aria-hidden="true" />
                <p className="timeline__text">{event.sentence}</p>
                <p className="timeline__meta">
                  <RelativeTime value={event.at} />
                  <span aria-hidden="true"> · </span>
                  <span>{formatDateTime(event.at)}</span>
                </p>
              </li>
            ))}
          </ol>
          <div className="card__footer">
            {audit.hasNextPage ? (
              <button
                type="button"
                className="button"
                disabled={audit.isFetchingNextPage}
                onClick={() => void audit.fetchNextPage()}
              >
                {audit.isFetchingNextPage ? t.audit.loadingMore : t.audit.loadMore}
              </button>
            ) : (
              <p className="muted small">{t.audit.end}</p>
            )}
            {audit.isFetchNextPageError ? <FormError error={audit.error} /> : null}
          </div>
        </section>
      )}
    </>
  );
}
