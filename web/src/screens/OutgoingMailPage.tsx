import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../api/endpoints.ts';
import { keys, useOutgoingMail } from '../api/queries.ts';
import type { MailRecipientStatus } from '../api/types.ts';
import { useToast } from '../components/Toasts.tsx';
import {
  Badge,
  Banner,
  EmptyState,
  FormError,
  Loading,
  LoadError,
  PageHeader,
  RelativeTime,
} from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';

const TONES: Record<MailRecipientStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  queued: 'neutral',
  sent: 'success',
  failed: 'danger',
  held: 'warning',
};

/** Settings → Outgoing mail: the organisation's messages with each recipient's state. */
export function OutgoingMailPage() {
  const mail = useOutgoingMail();
  const client = useQueryClient();
  const toast = useToast();
  const sendTest = useMutation({
    mutationFn: endpoints.sendTestMail,
    onSuccess: async ({ to }) => {
      toast(t.outgoingMail.testQueued(to));
      await client.invalidateQueries({ queryKey: keys.outgoingMail });
    },
  });
  const pages = mail.data?.pages ?? [];
  const messages = pages.flatMap((page) => page.messages);
  const delivery = pages[0]?.delivery;

  return (
    <>
      <PageHeader
        title={t.outgoingMail.title}
        intro={t.outgoingMail.intro}
        actions={
          <button type="button" className="button" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
            {sendTest.isPending ? t.outgoingMail.sendingTest : t.outgoingMail.sendTest}
          </button>
        }
      />
      {sendTest.isError ? <FormError error={sendTest.error} /> : null}
      {delivery === 'outbox' ? (
        <Banner tone="info" title={t.outgoingMail.outboxTitle}>
          {t.outgoingMail.outboxText}
        </Banner>
      ) : null}
      {mail.isPending ? (
        <Loading />
      ) : mail.isError && messages.length === 0 ? (
        <LoadError error={mail.error} onRetry={() => void mail.refetch()} />
      ) : messages.length === 0 ? (
        <EmptyState title={t.outgoingMail.empty} />
      ) : (
        <section className="card card--flush">
          <ol className="timeline">
            {messages.map((message) => (
              <li key={message.id} className="timeline__item">
                <span className="timeline__dot" aria-hidden="true" />
                <p className="timeline__text">
                  <strong>{message.subject}</strong>
                </p>
                <ul className="mail-recipients">
                  {message.recipients.map((recipient) => (
                    <li key={recipient.address}>
                      <span>{recipient.address}</span>{' '}
                      <Badge tone={TONES[recipient.status]}>{t.outgoingMail.status[recipient.status]}</Badge>
                      {recipient.possible_duplicate ? (
                        <>
                          {' '}
                          <Badge tone="warning">{t.outgoingMail.possibleDuplicate}</Badge>
                        </>
                      ) : null}
                      {recipient.attempts > 1 ? (
                        <span className="muted small"> · {t.outgoingMail.attempts(recipient.attempts)}</span>
                      ) : null}
                      {recipient.error ? <p className="small mail-recipients__error">{recipient.error}</p> : null}
                      {recipient.status === 'sent' && recipient.smtp_message_id ? (
                        <p className="muted small">{t.outgoingMail.messageId(recipient.smtp_message_id)}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <details className="small">
                  <summary>{t.outgoingMail.showText}</summary>
                  <pre className="mail-text">{message.text}</pre>
                </details>
                <p className="timeline__meta">
                  <RelativeTime value={message.created_at} />
                  <span aria-hidden="true"> · </span>
                  <span>{formatDateTime(message.created_at)}</span>
                </p>
              </li>
            ))}
          </ol>
          <div className="card__footer">
            {mail.hasNextPage ? (
              <button
                type="button"
                className="button"
                disabled={mail.isFetchingNextPage}
                onClick={() => void mail.fetchNextPage()}
              >
                {mail.isFetchingNextPage ? t.outgoingMail.loadingMore : t.outgoingMail.loadMore}
              </button>
            ) : (
              <p className="muted small">{t.outgoingMail.end}</p>
            )}
            {mail.isFetchNextPageError ? <FormError error={mail.error} /> : null}
          </div>
        </section>
      )}
    </>
  );
}
