import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Schedule,
  scheduleEndpoints,
  scheduleKeys,
  type Sending,
  SENDING_IN_PROGRESS,
  type SendingRecipient,
} from '../api/report-schedules.ts';
import { Icon } from '../components/Icon.tsx';
import { Badge, EmptyState, FormError, Loading, LoadError, PageHeader } from '../components/ui.tsx';
import { t } from '../i18n/index.ts';
import { formatDate, formatDateTime, formatFileSize } from '../lib/format.ts';
import { describeSchedule, describeSpan } from '../lib/schedule-words.ts';
import { setSearch } from '../router.tsx';
import { scheduleWhat, SENDING_TONES, useScheduleActions } from './ReportScheduleParts.ts';

/** While a sending is on its way, its entry is asked for again this often. */
const POLL_MS = 3000;

const RECIPIENT_TONES: Record<SendingRecipient['status'], 'success' | 'neutral' | 'warning' | 'danger'> = {
  queued: 'neutral',
  sent: 'success',
  failed: 'danger',
  held: 'warning',
  skipped: 'neutral',
};

/** One schedule's sendings, newest first; `openSending` starts with that one's recipients open. */
export function ScheduleHistory({ id, openSending }: { id: number; openSending: number | undefined }) {
  const labels = t.reportSchedules;
  const schedule = useQuery({ queryKey: scheduleKeys.detail(id), queryFn: () => scheduleEndpoints.get(id) });
  const sendings = useInfiniteQuery({
    queryKey: scheduleKeys.sendings(id),
    queryFn: ({ pageParam }) => scheduleEndpoints.sendings(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.data.some((sending) => SENDING_IN_PROGRESS.includes(sending.status)))
        ? POLL_MS
        : false,
  });
  const actions = useScheduleActions();
  const back = (
    <p>
      <button
        type="button"
        className="button button--link"
        onClick={() => setSearch({ history: undefined, sending: undefined })}
      >
        ← {labels.back}
      </button>
    </p>
  );
  if (schedule.isPending) return <Loading />;
  if (schedule.isError) {
    return (
      <>
        {back}
        <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />
      </>
    );
  }
  const current = schedule.data;
  const list = sendings.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      {back}
      <PageHeader
        title={labels.historyNamed(current.name)}
        intro={scheduleWhat(current)}
        actions={current.status === 'archived' ? null : <HistoryActions schedule={current} actions={actions} />}
      />
      <FormError error={actions.error} />
      <section className="card schedule-history-summary">
        <p>
          <Badge tone={current.status === 'active' ? 'success' : 'neutral'}>{labels.status[current.status]}</Badge>{' '}
          {describeSchedule({
            kind: current.kind,
            recurrence: current.recurrence,
            period: current.period,
            recipientCount: current.recipients.filter((recipient) => recipient.unsubscribed_at === null).length,
          })}
        </p>
        <p className="muted small">
          {describeSpan(current.starts_on, current.ends_on)} {labels.inZone(current.effective_time_zone)}
          {current.next_run_at ? ` ${labels.columns.next}: ${formatDateTime(current.next_run_at)}.` : ''}
        </p>
      </section>
      <section className="card card--flush" aria-labelledby="schedule-sendings-title">
        <div className="schedule-sendings__header">
          <h2 id="schedule-sendings-title" className="card__title">
            {labels.sendings.title}
          </h2>
          <p className="card__text">{labels.sendings.intro}</p>
        </div>
        {sendings.isPending ? (
          <Loading />
        ) : sendings.isError && list.length === 0 ? (
          <LoadError error={sendings.error} onRetry={() => void sendings.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={labels.sendings.empty} />
        ) : (
          <ol className="timeline schedule-sendings">
            {list.map((sending) => (
              <SendingItem key={sending.id} sending={sending} open={sending.id === openSending} />
            ))}
          </ol>
        )}
        {sendings.hasNextPage ? (
          <div className="card__footer">
            <button
              type="button"
              className="button"
              disabled={sendings.isFetchingNextPage}
              onClick={() => void sendings.fetchNextPage()}
            >
              {sendings.isFetchingNextPage ? labels.sendings.loadingMore : labels.sendings.loadMore}
            </button>
          </div>
        ) : null}
      </section>
    </>
  );
}

function HistoryActions({ schedule, actions }: { schedule: Schedule; actions: ReturnType<typeof useScheduleActions> }) {
  const labels = t.reportSchedules;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setSearch({ history: undefined, id: String(schedule.id) })}
      >
        <Icon name="edit" />
        {labels.edit}
      </button>
      <button type="button" className="button" disabled={actions.pending} onClick={() => actions.toggle(schedule)}>
        {schedule.status === 'paused' ? labels.resume : labels.pause}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={actions.pending}
        onClick={() => actions.sendNow(schedule)}
      >
        <Icon name="mail" />
        {actions.sendingNow === schedule.id ? labels.sendingNow : labels.sendNow}
      </button>
    </>
  );
}

/** Why a sending failed, worded from its code; a sending from before codes gets a general sentence. */
function sendingError(sending: Pick<Sending, 'error_code' | 'error_params'>): string {
  const words = t.sendingErrors;
  return sending.error_code ? words.codes[sending.error_code](sending.error_params) : words.general;
}

/** Why a recipient got no e-mail, worded from its code. */
function skipReason(recipient: {
  reason_code: keyof (typeof t.sendingErrors.skipped)['codes'] | null;
  reason_params: Record<string, string | number> | null;
}): string {
  const words = t.sendingErrors.skipped;
  return recipient.reason_code
    ? words.codes[recipient.reason_code](recipient.reason_params, formatDate)
    : words.general;
}

function SendingItem({ sending, open }: { sending: Sending; open: boolean }) {
  const labels = t.reportSchedules;
  const words = labels.sendings;
  const [expanded, setExpanded] = useState(open);
  const file = sending.file;
  return (
    <li className="timeline__item schedule-sending" data-sending={sending.id}>
      <span className="timeline__dot" aria-hidden="true" />
      <p className="timeline__text">
        <strong>{sending.period.label}</strong>{' '}
        <Badge tone={SENDING_TONES[sending.status]}>{labels.sendingStatus[sending.status]}</Badge>{' '}
        {sending.trigger === 'test' ? (
          <Badge tone="neutral">
            {sending.requested_by ? words.test(sending.requested_by.name) : words.testAnonymous}
          </Badge>
        ) : null}
      </p>
      {sending.status === 'failed' || sending.error_code ? (
        <p className="small mail-recipients__error">{sendingError(sending)}</p>
      ) : null}
      <p className="small">
        <span className="muted">{words.recipients}: </span>
        {words.summary(sending.recipients)}
      </p>
      <div className="schedule-sending__file small">
        {file ? (
          file.download_url ? (
            <a className="button button--small" href={file.download_url} download={file.name}>
              <Icon name="download" size={16} />
              {words.download}
            </a>
          ) : (
            <Badge tone="neutral">{words.notKept}</Badge>
          )
        ) : sending.status === 'skipped_empty' || sending.status === 'failed' ? (
          <span className="muted">{words.noFile}</span>
        ) : null}
        {file ? (
          <span className="muted">
            {file.name} · {formatFileSize(file.byte_size)} · {file.delivery === 'link' ? words.linked : words.attached}
          </span>
        ) : null}
      </div>
      <details className="small" open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)}>
        <summary>{words.details}</summary>
        {expanded ? <SendingRecipients scheduleId={sending.schedule_id} sending={sending} /> : null}
      </details>
      <p className="timeline__meta">
        <time dateTime={sending.created_at}>{formatDateTime(sending.created_at)}</time>
        {sending.trigger === 'schedule' ? <span> · {words.scheduled}</span> : null}
      </p>
    </li>
  );
}

function SendingRecipients({ scheduleId, sending }: { scheduleId: number; sending: Sending }) {
  const words = t.reportSchedules.sendings;
  const detail = useQuery({
    queryKey: [...scheduleKeys.sending(scheduleId, sending.id), sending.status],
    queryFn: () => scheduleEndpoints.sending(scheduleId, sending.id),
    refetchInterval: (query) =>
      query.state.data && SENDING_IN_PROGRESS.includes(query.state.data.status) ? POLL_MS : false,
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data.recipient_results.length === 0) return <p className="muted">{words.summary(sending.recipients)}</p>;
  return (
    <ul className="mail-recipients schedule-recipients">
      {detail.data.recipient_results.map((recipient, index) => (
        <li key={`${recipient.address}-${index}`}>
          <span className="schedule-recipients__who">
            {recipient.account ? `${recipient.account.name} · ` : ''}
            {recipient.address}
          </span>{' '}
          <Badge tone={RECIPIENT_TONES[recipient.status]}>{t.reportSchedules.recipientStatus[recipient.status]}</Badge>
          {recipient.possible_duplicate ? (
            <>
              {' '}
              <Badge tone="warning">{words.possibleDuplicate}</Badge>
            </>
          ) : null}
          {recipient.attempts > 0 ? <span className="muted"> · {words.attempts(recipient.attempts)}</span> : null}
          {recipient.updated_at ? (
            <span className="muted"> · {words.lastChange(formatDateTime(recipient.updated_at))}</span>
          ) : null}
          {recipient.status === 'skipped' ? (
            <p className="mail-recipients__error">{skipReason(recipient)}</p>
          ) : recipient.reason ? (
            // The mail server's own answer, as it gave it.
            <p className="mail-recipients__error">{recipient.reason}</p>
          ) : null}
          {recipient.possible_duplicate ? <p className="muted">{words.possibleDuplicateHint}</p> : null}
          {recipient.status === 'sent' && recipient.smtp_message_id ? (
            <p className="muted">{words.messageId(recipient.smtp_message_id)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
