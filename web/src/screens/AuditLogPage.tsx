import { useAuditEvents } from '../api/queries.ts';
import { EmptyState, FormError, Loading, LoadError, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { auditActor, describeAuditEvent } from '../lib/audit.ts';
import { formatDateTime } from '../lib/format.ts';

export function AuditLogPage() {
  const audit = useAuditEvents();
  const events = audit.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <>
      <PageHeader title={t.audit.title} intro={t.audit.intro} />
      {audit.isPending ? (
        <Loading />
      ) : audit.isError && events.length === 0 ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState title={t.audit.empty} />
      ) : (
        <section className="card card--flush">
          <ol className="timeline">
            {events.map((event) => (
              <li key={event.id} className="timeline__item">
                <span className="timeline__dot" aria-hidden="true" />
                <p className="timeline__text">
                  <strong>{auditActor(event)}</strong> {describeAuditEvent(event)}
                </p>
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
