import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Notice,
  type Schedule,
  scheduleEndpoints,
  scheduleKeys,
  SENDING_IN_PROGRESS,
} from '../api/report-schedules.ts';
import { useRefreshingMutation } from '../api/queries.ts';
import { Checkbox } from '../components/fields.tsx';
import { Icon } from '../components/Icon.tsx';
import { useToast } from '../components/Toasts.tsx';
import { Badge, EmptyState, FormError, Loading, LoadError, PageHeader, RelativeTime } from '../components/ui.tsx';
import { t, timeZone } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { describeRecurrence, formatInZone } from '../lib/schedule-words.ts';
import { setSearch, useSearch } from '../router.tsx';
import { ApprovalsPanel, LimitsPanel } from './ReportScheduleApprovals.tsx';
import { ScheduleForm } from './ReportScheduleForm.tsx';
import { ScheduleHistory } from './ReportScheduleHistory.tsx';
import { scheduleWhat, SENDING_TONES, useScheduleActions, useScheduleNotices } from './ReportScheduleParts.ts';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * Reports → Schedules: the list (`/reports/schedules`), a schedule in the form (`?id=`,
 * `?id=new`) and the history of its sendings (`?history=`, one opened with `&sending=`).
 */
export function ReportSchedulesPage() {
  const params = useSearch();
  const idParam = params.get('id');
  const id = positive(idParam);
  const history = positive(params.get('history'));
  if (idParam === 'new') return <ScheduleForm id={undefined} />;
  if (id !== undefined) return <ScheduleForm key={id} id={id} />;
  if (history !== undefined) {
    return <ScheduleHistory key={history} id={history} openSending={positive(params.get('sending'))} />;
  }
  return <ScheduleList />;
}

function ScheduleList() {
  const [showArchived, setShowArchived] = useState(false);
  const filter = showArchived ? { status: 'archived' as const } : {};
  const schedules = useInfiniteQuery({
    queryKey: scheduleKeys.list(filter),
    queryFn: ({ pageParam }) => scheduleEndpoints.list(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A sending on its way (a test just asked for) changes the row's last sending by itself.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.data.some(
          (schedule) => schedule.last_sending && SENDING_IN_PROGRESS.includes(schedule.last_sending.status),
        ),
      )
        ? 3000
        : false,
  });
  const actions = useScheduleActions();
  // Without a status the server answers every schedule; archived ones only when asked for.
  const list = (schedules.data?.pages.flatMap((page) => page.data) ?? []).filter(
    (schedule) => showArchived === (schedule.status === 'archived'),
  );
  const labels = t.reportSchedules;

  return (
    <>
      <PageHeader
        title={labels.title}
        intro={labels.intro}
        actions={
          <button type="button" className="button button--primary" onClick={() => setSearch({ id: 'new' })}>
            <Icon name="plus" />
            {labels.newSchedule}
          </button>
        }
      />
      <ScheduleNotices />
      <ApprovalsPanel />
      <LimitsPanel />
      <div className="toolbar">
        <Checkbox label={labels.showArchived} checked={showArchived} onChange={setShowArchived} />
        {schedules.data ? (
          <p className="toolbar__count" aria-live="polite">
            {labels.count(list.length)}
          </p>
        ) : null}
      </div>
      <FormError error={actions.error} />
      {schedules.isPending ? (
        <Loading />
      ) : schedules.isError && list.length === 0 ? (
        <LoadError error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={showArchived ? labels.emptyArchived : labels.empty}>
          {showArchived ? null : <p>{labels.emptyHint}</p>}
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table className="table table--stack schedule-table">
              <thead>
                <tr>
                  <th scope="col">{labels.columns.name}</th>
                  <th scope="col">{labels.columns.when}</th>
                  <th scope="col">{labels.columns.recipients}</th>
                  <th scope="col">{labels.columns.status}</th>
                  <th scope="col" className="table__actions">
                    <span className="visually-hidden">{labels.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((schedule) => (
                  <ScheduleRow key={schedule.id} schedule={schedule} actions={actions} />
                ))}
              </tbody>
            </table>
          </div>
          {schedules.hasNextPage ? (
            <div className="schedule-more">
              <button
                type="button"
                className="button"
                disabled={schedules.isFetchingNextPage}
                onClick={() => void schedules.fetchNextPage()}
              >
                {schedules.isFetchingNextPage ? t.common.loading : t.exportHistory.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

function ScheduleRow({ schedule, actions }: { schedule: Schedule; actions: ReturnType<typeof useScheduleActions> }) {
  const labels = t.reportSchedules;
  const archived = schedule.status === 'archived';
  const unsubscribed = schedule.recipients.filter((recipient) => recipient.unsubscribed_at !== null).length;
  const last = schedule.last_sending;
  return (
    <tr className={archived ? 'row--muted' : undefined} data-schedule={schedule.id}>
      <th scope="row" className="cell-strong">
        <a
          href={`/reports/schedules?${archived ? 'history' : 'id'}=${schedule.id}`}
          onClick={(event) => {
            event.preventDefault();
            setSearch(archived ? { history: String(schedule.id) } : { id: String(schedule.id) });
          }}
        >
          {schedule.name}
        </a>
        <span className="muted small block">{scheduleWhat(schedule)}</span>
      </th>
      <td data-label={labels.columns.when} className="schedule-when-cell">
        <div>
          {describeRecurrence(schedule.recurrence)}
          <span className="muted small block">
            {labels.columns.next}:{' '}
            {schedule.next_run_at ? (
              <time dateTime={schedule.next_run_at}>{formatDateTime(schedule.next_run_at)}</time>
            ) : (
              labels.noNext
            )}
          </span>
          {schedule.next_run_at && schedule.effective_time_zone !== timeZone ? (
            <span className="muted small block">
              {formatInZone(schedule.next_run_at, schedule.effective_time_zone)}
            </span>
          ) : null}
        </div>
      </td>
      <td data-label={labels.columns.recipients}>
        <div>
          <span className="nowrap">{labels.recipientCount(schedule.recipients.length - unsubscribed)}</span>
          {unsubscribed > 0 ? (
            <span className="muted small block">{labels.unsubscribedCount(unsubscribed)}</span>
          ) : null}
        </div>
      </td>
      <td data-label={labels.columns.status}>
        <div className="schedule-status">
          <Badge tone={schedule.status === 'active' ? 'success' : 'neutral'}>{labels.status[schedule.status]}</Badge>
          {last ? (
            <span className="small block">
              <Badge tone={SENDING_TONES[last.status]}>{labels.lastSending(labels.sendingStatus[last.status])}</Badge>{' '}
              <span className="muted">
                <RelativeTime value={last.created_at} />
              </span>
            </span>
          ) : null}
        </div>
      </td>
      <td className="table__actions">
        <div className="row-actions">
          <button
            type="button"
            className="button button--small"
            aria-label={labels.historyNamed(schedule.name)}
            onClick={() => setSearch({ history: String(schedule.id) })}
          >
            <Icon name="list" size={16} />
            {labels.history}
          </button>
          {archived ? null : (
            <>
              <button
                type="button"
                className="button button--small"
                aria-label={labels.sendNowNamed(schedule.name)}
                disabled={actions.pending}
                onClick={() => actions.sendNow(schedule)}
              >
                <Icon name="mail" size={16} />
                {actions.sendingNow === schedule.id ? labels.sendingNow : labels.sendNow}
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={
                  schedule.status === 'paused' ? labels.resumeNamed(schedule.name) : labels.pauseNamed(schedule.name)
                }
                disabled={actions.pending}
                onClick={() => actions.toggle(schedule)}
              >
                {schedule.status === 'paused' ? labels.resume : labels.pause}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * The person's unread notices about their schedules (a sending that failed after its last
 * retry), each with a way to the sending and "mark as read".
 */
function ScheduleNotices() {
  const toast = useToast();
  const list = useScheduleNotices();
  const read = useRefreshingMutation(scheduleEndpoints.readNotice, [scheduleKeys.notices]);
  if (list.length === 0) return null;
  return (
    <section className="banner banner--danger schedule-notices" aria-labelledby="schedule-notices-title">
      <Icon name="alert" size={20} />
      <div className="banner__text">
        <h2 id="schedule-notices-title" className="banner__title">
          {t.reportSchedules.notices.title}
        </h2>
        <ul className="schedule-notices__list">
          {list.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              pending={read.isPending}
              onRead={() => read.mutate(notice.id, { onSuccess: () => toast(t.reportSchedules.notices.markedRead) })}
            />
          ))}
        </ul>
        <FormError error={read.error} />
      </div>
    </section>
  );
}

function NoticeItem({ notice, pending, onRead }: { notice: Notice; pending: boolean; onRead: () => void }) {
  const scheduleId = notice.subject.report_schedule_id;
  const sendingId = notice.subject.report_sending_id;
  return (
    <li>
      <p>
        <strong>{notice.title}</strong> <span className="muted small">{formatDateTime(notice.created_at)}</span>
      </p>
      <p className="schedule-notices__body">{notice.body}</p>
      <div className="row-actions">
        {scheduleId !== undefined ? (
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              setSearch({
                history: String(scheduleId),
                sending: sendingId !== undefined ? String(sendingId) : undefined,
              })
            }
          >
            {t.reportSchedules.notices.show}
          </button>
        ) : null}
        <button type="button" className="button button--small button--quiet" disabled={pending} onClick={onRead}>
          {t.reportSchedules.notices.markRead}
        </button>
      </div>
    </li>
  );
}
