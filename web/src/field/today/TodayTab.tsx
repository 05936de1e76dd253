import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import type { PortalResponse } from '../../api/contract.ts';
import type { Session } from '../../api/types.ts';
import { Loading, LoadError } from '../../components/ui.tsx';
import { t } from '../../i18n/index.ts';
import { FIELD_TODAY_KEY, sendQueue, TODAY_KEPT, useOnline, useQueue, useRefusal } from '../common.ts';
import { PhotoInput } from '../PhotoInput.tsx';
import { forgetPhoto } from '../photos.ts';
import { clearRefusal, enqueueWork, queuedFor, type Queued, type QueuedChecklist } from '../queue.ts';
import { TextArea } from '../TextArea.tsx';
import { type Draft, type DraftItem, draftOf, setDraft, useDrafts } from './drafts.ts';
import './today.css';

type MyToday = PortalResponse<'/field/today', 'get'>;
type Occurrence = MyToday['occurrences'][number];
type Status = Occurrence['status'];

/** An item as the phone shows it: the server's result with the results waiting to be sent on top. */
interface ShownItem {
  item: string;
  result: 'ok' | 'failed' | null;
  note: string | null;
  /** Photos the server has for the item. */
  fileIds: number[];
  /** Photos of results waiting to be sent. */
  waitingPhotos: number;
  /** The result comes from an entry waiting to be sent. */
  waiting: boolean;
}

interface Shown {
  status: Status;
  items: ShownItem[];
  /** When it was done (the server's time, or the phone's for a completion waiting). */
  completedAt: number | null;
  waiting: boolean;
}

/** The time now, renewed every minute (a window ends while the list is open). */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function keptToday(accountId: number): MyToday | undefined {
  try {
    const kept = JSON.parse(window.localStorage.getItem(TODAY_KEPT) ?? 'null') as {
      account_id: number;
      today: MyToday;
    } | null;
    return kept && kept.account_id === accountId ? kept.today : undefined;
  } catch {
    return undefined;
  }
}

function checklistEntries(taskId: number, pending: Queued[]): QueuedChecklist[] {
  return pending.filter((entry): entry is QueuedChecklist => entry.type === 'checklist' && entry.task_id === taskId);
}

/** The occurrence with the phone's entries not yet sent applied on top of the server's state. */
function shown(occurrence: Occurrence, pending: Queued[]): Shown {
  const entries = checklistEntries(occurrence.id, pending);
  const items: ShownItem[] = (occurrence.checklist ?? []).map((entry) => ({
    item: entry.item,
    result: entry.result,
    note: entry.note,
    fileIds: entry.photos.map((photo) => photo.id),
    waitingPhotos: 0,
    waiting: false,
  }));
  let status = occurrence.status;
  let completedAt = occurrence.completed_at ? Date.parse(occurrence.completed_at) : null;
  for (const entry of entries) {
    for (const r of entry.results) {
      const item = items[r.index];
      if (!item) continue;
      items[r.index] = {
        ...item,
        result: r.result,
        note: r.note,
        fileIds: r.result === 'failed' ? r.file_ids : [],
        waitingPhotos: r.result === 'failed' ? r.photos.length : 0,
        waiting: true,
      };
    }
    if (status !== 'done' && status !== 'cancelled') status = entry.complete ? 'done' : 'in_progress';
    if (entry.complete && completedAt === null) completedAt = Date.parse(entry.device_at);
  }
  return { status, items, completedAt, waiting: entries.length > 0 };
}

/** Time window over and not done; or done after it ended. */
function lateness(occurrence: Occurrence, state: Shown, now: number): 'window_over' | 'done_late' | null {
  const end = occurrence.plan?.window_ends_at ? Date.parse(occurrence.plan.window_ends_at) : null;
  if (end === null) return null;
  if (state.status === 'done') return state.completedAt !== null && state.completedAt > end ? 'done_late' : null;
  if (state.status === 'cancelled') return null;
  return now > end ? 'window_over' : null;
}

function windowText(occurrence: Occurrence): string {
  const from = occurrence.plan?.window_start;
  const to = occurrence.plan?.window_end;
  return from && to ? t.fieldWork.today.window(from, to) : t.fieldWork.today.anyTime;
}

function Tags({ occurrence, state, now }: { occurrence: Occurrence; state: Shown; now: number }) {
  const late = lateness(occurrence, state, now);
  const total = state.items.length;
  const checked = state.items.filter((item) => item.result !== null).length;
  return (
    <span className="fieldapp__item-tags">
      <span className={`fieldapp__tag fieldapp__tag--${state.status}`}>{t.fieldWork.today.status[state.status]}</span>
      {late ? (
        <span className="fieldapp__tag fieldapp__tag--late">
          {late === 'window_over' ? t.fieldWork.today.windowOver : t.fieldWork.today.doneLate}
        </span>
      ) : null}
      {total > 0 ? <span className="fieldapp__tag">{t.fieldWork.today.checked(checked, total)}</span> : null}
      {state.waiting ? <span className="fieldapp__tag fieldapp__tag--waiting">{t.fieldWork.pending}</span> : null}
    </span>
  );
}

/** The field app's Today tab: today's planned services at the person's properties, each with its checklist. */
export function TodayTab({ session }: { session: Session }) {
  const me = session.user?.account_id ?? 0;
  const client = useQueryClient();
  const online = useOnline();
  const pending = queuedFor(me, useQueue());
  const drafts = useDrafts();
  const refused = useRefusal(['checklist']);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: FIELD_TODAY_KEY,
    queryFn: async () => {
      const fresh = await api.get<MyToday>('/field/today');
      window.localStorage.setItem(TODAY_KEPT, JSON.stringify({ account_id: me, today: fresh }));
      return fresh;
    },
    initialData: () => keptToday(me),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    networkMode: 'always',
  });
  const unreachable = !online || (list.isError && list.error instanceof ApiError && list.error.status === 0);
  const waitingCount = pending.filter((entry) => entry.type === 'checklist').length;
  const occurrences = list.data?.occurrences ?? [];
  const open = openId === null ? undefined : occurrences.find((occurrence) => occurrence.id === openId);
  const now = useMinute();

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
      {notice ? (
        <p className="fieldapp__notice fieldapp__notice--done" role="status">
          {notice}
        </p>
      ) : null}
    </>
  );

  if (open) {
    return (
      <OccurrenceDetail
        key={open.id}
        occurrence={open}
        state={shown(open, pending)}
        draft={draftOf(me, open.id, drafts)}
        onDraft={(next) => setDraft(me, open.id, next)}
        now={now}
        notices={notices}
        onBack={() => {
          setNotice(null);
          setOpenId(null);
        }}
        onSave={(results, complete) => {
          enqueueWork({
            type: 'checklist',
            account_id: me,
            task_id: open.id,
            results,
            complete,
            photos: results.flatMap((r) => r.photos),
          });
          setDraft(me, open.id, {});
          if (complete) {
            setOpenId(null);
            window.scrollTo({ top: 0 });
          }
          setNotice(complete ? t.fieldWork.today.completed(open.title) : t.fieldWork.today.saved(open.title));
          clearRefusal();
          void sendQueue(client, me);
        }}
      />
    );
  }

  return (
    <>
      <h1 className="fieldapp__title">{t.fieldWork.today.title}</h1>
      {notices}
      {list.isPending ? <Loading /> : null}
      {list.isError && !list.data && !unreachable ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {list.data && occurrences.length === 0 ? <p className="fieldapp__card">{t.fieldWork.today.empty}</p> : null}
      {occurrences.length > 0 ? (
        <ul className="fieldapp__list">
          {occurrences.map((occurrence) => {
            const state = shown(occurrence, pending);
            return (
              <li key={occurrence.id}>
                <button
                  type="button"
                  className="fieldapp__item"
                  onClick={() => {
                    setNotice(null);
                    setOpenId(occurrence.id);
                    window.scrollTo({ top: 0 });
                  }}
                >
                  <span className="today__time">{windowText(occurrence)}</span>
                  <span className="fieldapp__item-title">{occurrence.title}</span>
                  <span className="fieldapp__item-meta">
                    {occurrence.property_name}
                    {occurrence.plan ? ` · ${occurrence.plan.area}` : ''}
                  </span>
                  <Tags occurrence={occurrence} state={state} now={now} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

type Result = QueuedChecklist['results'][number];

/** A failed item needs a note or a photo (on the phone or already on the server). */
function lacksEvidence(draft: DraftItem, item: ShownItem | undefined): boolean {
  return draft.result === 'failed' && draft.note.trim() === '' && draft.photos.length === 0 && !item?.fileIds.length;
}

function OccurrenceDetail({
  occurrence,
  state,
  draft,
  onDraft,
  now,
  notices,
  onBack,
  onSave,
}: {
  occurrence: Occurrence;
  state: Shown;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  now: number;
  notices: React.ReactNode;
  onBack: () => void;
  onSave: (results: Result[], complete: boolean) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const finished = state.status === 'done' || state.status === 'cancelled';
  const indexes = Object.keys(draft)
    .map(Number)
    .sort((a, b) => a - b);
  const missing = indexes.filter((index) => lacksEvidence(draft[index] as DraftItem, state.items[index]));

  const change = (index: number, next: DraftItem) => {
    setProblem(null);
    onDraft({ ...draft, [index]: next });
  };

  const save = (complete: boolean) => {
    setChecked(true);
    if (missing.length > 0) {
      setProblem(t.fieldWork.today.fixItems(missing.length));
      return;
    }
    const unchecked = state.items.filter((item, index) => item.result === null && draft[index] === undefined).length;
    if (complete && unchecked > 0) {
      setProblem(t.fieldWork.today.unchecked(unchecked));
      return;
    }
    if (!complete && indexes.length === 0) {
      setProblem(t.fieldWork.today.nothingToSave);
      return;
    }
    setProblem(null);
    setChecked(false);
    onSave(
      indexes.map((index) => {
        const item = draft[index] as DraftItem;
        const note = item.note.trim();
        const failed = item.result === 'failed';
        return {
          index,
          result: item.result,
          note: failed && note !== '' ? note : null,
          photos: failed ? item.photos : [],
          file_ids: failed ? (state.items[index]?.fileIds ?? []) : [],
        };
      }),
      complete,
    );
  };

  return (
    <>
      <button type="button" className="button button--quiet fieldapp__back" onClick={onBack}>
        ‹ {t.fieldWork.today.back}
      </button>
      <h1 className="fieldapp__title">{occurrence.title}</h1>
      {notices}
      <section className="fieldapp__card">
        <dl className="fieldapp__facts">
          <div>
            <dt>{t.fieldWork.today.windowLabel}</dt>
            <dd>{windowText(occurrence)}</dd>
          </div>
          <div>
            <dt>{t.field.property}</dt>
            <dd>{occurrence.property_name}</dd>
          </div>
          {occurrence.plan ? (
            <div>
              <dt>{t.fieldWork.today.areaLabel}</dt>
              <dd>{occurrence.plan.area}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.fieldWork.today.statusLabel}</dt>
            <dd>
              <Tags occurrence={occurrence} state={state} now={now} />
            </dd>
          </div>
        </dl>
        {occurrence.description ? <p className="fieldapp__description">{occurrence.description}</p> : null}
      </section>

      <section className="fieldapp__card fieldapp__card--spaced" aria-labelledby="today-checklist">
        <h2 id="today-checklist" className="fieldapp__group-title">
          {t.fieldWork.today.checklist}
        </h2>
        {state.items.length === 0 ? <p className="muted">{t.fieldWork.today.noChecklist}</p> : null}
        <ul className="today__items">
          {state.items.map((item, index) => (
            <ChecklistItem
              key={index}
              item={item}
              draft={draft[index]}
              readOnly={finished}
              showProblem={checked}
              onChange={(next) => change(index, next)}
            />
          ))}
        </ul>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        {finished ? null : (
          <div className="today__actions">
            <button type="button" className="button fieldapp__big" onClick={() => save(false)}>
              {t.fieldWork.today.save}
            </button>
            <button type="button" className="button button--primary fieldapp__big" onClick={() => save(true)}>
              {t.fieldWork.today.complete}
            </button>
          </div>
        )}
      </section>
    </>
  );
}

function ChecklistItem({
  item,
  draft,
  readOnly,
  showProblem,
  onChange,
}: {
  item: ShownItem;
  draft: DraftItem | undefined;
  readOnly: boolean;
  showProblem: boolean;
  onChange: (next: DraftItem) => void;
}) {
  const nameId = useId();
  const errorId = useId();
  const result = draft?.result ?? item.result;
  const note = draft?.note ?? item.note ?? '';
  const photos = draft?.photos ?? [];
  const keptPhotos = item.fileIds.length + (draft ? 0 : item.waitingPhotos);
  const lacking = draft !== undefined && lacksEvidence(draft, item);
  const choose = (next: 'ok' | 'failed') => {
    // An item found OK after all keeps no photos: those taken for it are forgotten on the phone.
    if (next === 'ok') for (const localId of photos) void forgetPhoto(localId).catch(() => undefined);
    onChange({ result: next, note: next === 'failed' ? note : '', photos: next === 'failed' ? photos : [] });
  };
  return (
    <li
      className={`today__entry${result ? ` today__entry--${result}` : ''}`}
      role="group"
      aria-labelledby={nameId}
      aria-describedby={lacking && showProblem ? errorId : undefined}
    >
      <div className="today__entry-head">
        <span id={nameId} className="today__entry-name">
          {item.item}
        </span>
        {draft ? (
          <span className="fieldapp__tag fieldapp__tag--waiting">{t.fieldWork.today.unsaved}</span>
        ) : item.waiting ? (
          <span className="fieldapp__tag fieldapp__tag--waiting">{t.fieldWork.pending}</span>
        ) : null}
      </div>
      {readOnly ? (
        <p className={`today__result today__result--${result ?? 'none'}`}>
          {result === 'ok' ? t.fieldWork.today.ok : result === 'failed' ? t.fieldWork.today.notOk : '–'}
        </p>
      ) : (
        <div className="today__choice">
          <button
            type="button"
            className="button today__ok"
            aria-pressed={result === 'ok'}
            onClick={() => choose('ok')}
          >
            {t.fieldWork.today.ok}
          </button>
          <button
            type="button"
            className="button today__failed"
            aria-pressed={result === 'failed'}
            onClick={() => choose('failed')}
          >
            {t.fieldWork.today.notOk}
          </button>
        </div>
      )}
      {result === 'failed' && readOnly ? (
        <>
          {item.note ? <p className="fieldapp__description">{item.note}</p> : null}
          {keptPhotos > 0 ? <p className="muted">{t.fieldWork.photoCount(keptPhotos)}</p> : null}
        </>
      ) : null}
      {result === 'failed' && !readOnly ? (
        <div className="today__evidence">
          <TextArea
            label={t.fieldWork.today.note}
            value={note}
            maxLength={4000}
            rows={2}
            onChange={(next) => onChange({ result: 'failed', note: next, photos })}
          />
          {keptPhotos > 0 ? <p className="muted">{t.fieldWork.photoCount(keptPhotos)}</p> : null}
          <PhotoInput
            value={photos}
            multiple
            label={t.fieldWork.today.photos}
            onChange={(next) => onChange({ result: 'failed', note, photos: next })}
          />
          {lacking && showProblem ? (
            <p className="form-error" id={errorId}>
              {t.fieldWork.today.needsNoteOrPhoto}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
