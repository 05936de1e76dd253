import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import type { PortalResponse } from '../../api/contract.ts';
import type { Session } from '../../api/types.ts';
import { PhotoGallery } from '../../components/PhotoGallery.tsx';
import { Loading, LoadError } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { FIELD_TASKS_KEY, sendQueue, TASKS_KEPT, useOnline, useQueue, useRefusal } from '../common.ts';
import { PhotoInput } from '../PhotoInput.tsx';
import { clearRefusal, enqueueWork, queuedFor, type Queued } from '../queue.ts';
import { TextArea } from '../TextArea.tsx';

type MyTasks = PortalResponse<'/field/tasks', 'get'>;
type FieldTask = MyTasks['overdue'][number];

function keptTasks(accountId: number): MyTasks | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(TASKS_KEPT) ?? 'null') as {
      account_id: number;
      tasks: MyTasks;
    } | null;
    return kept && kept.account_id === accountId ? kept.tasks : undefined;
  } catch {
    return undefined;
  }
}

/** What the phone still has to send about a task: a start, a completion. */
function waitingFor(taskId: number, pending: Queued[]): { start: boolean; complete: boolean } {
  const mine = pending.filter(
    (entry) => (entry.type === 'task_start' || entry.type === 'task_complete') && entry.task_id === taskId,
  );
  return {
    start: mine.some((entry) => entry.type === 'task_start'),
    complete: mine.some((entry) => entry.type === 'task_complete'),
  };
}

/** The status the person sees: the server's, with the taps not yet sent applied on top. */
function shownStatus(task: FieldTask, waiting: { start: boolean; complete: boolean }): FieldTask['status'] {
  if (waiting.complete) return 'done';
  if (waiting.start && task.status === 'open') return 'in_progress';
  return task.status;
}

function statusLabel(status: FieldTask['status']): string {
  return t.fieldWork.tasks.status[status];
}

/** The field app's Tasks tab: the person's tasks at their properties, one to work on. */
export function TasksTab({ session }: { session: Session }) {
  const me = session.user?.account_id ?? 0;
  const client = useQueryClient();
  const online = useOnline();
  const pending = queuedFor(me, useQueue());
  const refused = useRefusal(['task_start', 'task_complete']);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: FIELD_TASKS_KEY,
    queryFn: async () => {
      const fresh = await api.get<MyTasks>('/field/tasks');
      window.localStorage.setItem(TASKS_KEPT, JSON.stringify({ account_id: me, tasks: fresh }));
      return fresh;
    },
    initialData: () => keptTasks(me),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    networkMode: 'always',
  });
  const unreachable = !online || (list.isError && list.error instanceof ApiError && list.error.status === 0);
  const waitingCount = pending.filter((e) => e.type === 'task_start' || e.type === 'task_complete').length;
  const all = list.data ? [...list.data.overdue, ...list.data.due_today, ...list.data.upcoming] : [];
  const open = openId === null ? undefined : all.find((task) => task.id === openId);

  const send = () => {
    clearRefusal();
    void sendQueue(client, me);
  };

  const notices = (
    <>
      {unreachable ? (
        <p className="fieldapp__notice fieldapp__notice--offline" role="status">
          {t.field.offline}
        </p>
      ) : null}
      {waitingCount > 0 ? (
        <p className="fieldapp__notice" role="status">
          {t.field.waiting(waitingCount)}
        </p>
      ) : null}
      {refused ? (
        <p className="form-error" role="alert">
          {t.field.refused(refused)}
        </p>
      ) : null}
    </>
  );

  if (open) {
    return (
      <TaskDetail
        key={open.id}
        task={open}
        waiting={waitingFor(open.id, pending)}
        notices={notices}
        onBack={() => setOpenId(null)}
        onStart={() => {
          enqueueWork({ type: 'task_start', account_id: me, task_id: open.id });
          send();
        }}
        onComplete={(note, photos) => {
          enqueueWork({ type: 'task_complete', account_id: me, task_id: open.id, note, photos });
          setOpenId(null);
          setNotice(t.fieldWork.tasks.completed(open.title));
          send();
        }}
      />
    );
  }

  const groups: [string, FieldTask[]][] = list.data
    ? [
        [t.fieldWork.tasks.overdue, list.data.overdue],
        [t.fieldWork.tasks.dueToday, list.data.due_today],
        [t.fieldWork.tasks.upcoming, list.data.upcoming],
      ]
    : [];
  return (
    <>
      <h1 className="fieldapp__title">{t.fieldWork.tasks.title}</h1>
      {notices}
      {notice ? (
        <p className="fieldapp__notice fieldapp__notice--done" role="status">
          {notice}
        </p>
      ) : null}
      {list.isPending ? <Loading /> : null}
      {list.isError && !list.data && !unreachable ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {list.data && all.length === 0 ? <p className="fieldapp__card">{t.fieldWork.tasks.empty}</p> : null}
      {groups.map(([title, tasks]) =>
        tasks.length === 0 ? null : (
          <section key={title} className="fieldapp__group" aria-label={title}>
            <h2 className="fieldapp__group-title">
              {title} <span className="muted">({tasks.length})</span>
            </h2>
            <ul className="fieldapp__list">
              {tasks.map((task) => {
                const waiting = waitingFor(task.id, pending);
                const status = shownStatus(task, waiting);
                return (
                  <li key={task.id}>
                    <button
                      type="button"
                      className="fieldapp__item"
                      onClick={() => {
                        setNotice(null);
                        setOpenId(task.id);
                        window.scrollTo({ top: 0 });
                      }}
                    >
                      <span className="fieldapp__item-title">{task.title}</span>
                      <span className="fieldapp__item-meta">
                        {task.property_name} · {t.fieldWork.tasks.due(formatDate(task.due_date))}
                      </span>
                      <span className="fieldapp__item-tags">
                        <span className={`fieldapp__tag fieldapp__tag--${status}`}>{statusLabel(status)}</span>
                        {task.assigned_to_me ? (
                          <span className="fieldapp__tag">{t.fieldWork.tasks.assignedToMe}</span>
                        ) : null}
                        {waiting.start || waiting.complete ? (
                          <span className="fieldapp__tag fieldapp__tag--waiting">{t.fieldWork.pending}</span>
                        ) : null}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ),
      )}
    </>
  );
}

function TaskDetail({
  task,
  waiting,
  notices,
  onBack,
  onStart,
  onComplete,
}: {
  task: FieldTask;
  waiting: { start: boolean; complete: boolean };
  notices: React.ReactNode;
  onBack: () => void;
  onStart: () => void;
  onComplete: (note: string | null, photos: string[]) => void;
}) {
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const status = shownStatus(task, waiting);
  const finished = status === 'done' || status === 'cancelled';
  // A list kept on the phone by an earlier version has no such field.
  const referencePhotos = (task.reference_photos as FieldTask['reference_photos'] | undefined) ?? [];
  return (
    <>
      <button type="button" className="button button--quiet fieldapp__back" onClick={onBack}>
        ‹ {t.fieldWork.tasks.back}
      </button>
      <h1 className="fieldapp__title">{task.title}</h1>
      {notices}
      <section className="fieldapp__card">
        <dl className="fieldapp__facts">
          <div>
            <dt>{t.field.property}</dt>
            <dd>{task.property_name}</dd>
          </div>
          <div>
            <dt>{t.fieldWork.tasks.dueLabel}</dt>
            <dd>{formatDate(task.due_date)}</dd>
          </div>
          <div>
            <dt>{t.fieldWork.tasks.statusLabel}</dt>
            <dd>
              {statusLabel(status)}
              {waiting.start || waiting.complete ? ` · ${t.fieldWork.pending}` : ''}
            </dd>
          </div>
        </dl>
        {task.description ? <p className="fieldapp__description">{task.description}</p> : null}
        {referencePhotos.length > 0 ? (
          <div className="fieldapp__reference-photos">
            <h2 className="fieldapp__group-title">{t.fieldWork.tasks.referencePhotos}</h2>
            <PhotoGallery photos={referencePhotos} title={task.title} />
          </div>
        ) : null}
        {status === 'open' ? (
          <button type="button" className="button fieldapp__big" onClick={onStart}>
            {t.fieldWork.tasks.start}
          </button>
        ) : null}
      </section>
      {finished ? null : (
        <section className="fieldapp__card fieldapp__card--spaced" aria-label={t.fieldWork.tasks.completeTitle}>
          <h2 className="fieldapp__group-title">{t.fieldWork.tasks.completeTitle}</h2>
          <TextArea label={t.fieldWork.tasks.note} value={note} onChange={setNote} maxLength={4000} optional />
          <PhotoInput value={photos} onChange={setPhotos} multiple label={t.fieldWork.photos} />
          <button
            type="button"
            className="button button--primary fieldapp__big"
            onClick={() => onComplete(note.trim() === '' ? null : note.trim(), photos)}
          >
            {t.fieldWork.tasks.complete}
          </button>
        </section>
      )}
    </>
  );
}
