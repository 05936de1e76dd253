import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { DomainError, type FieldError, notFound } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { distinctIds, photoRef, requireAttachableFiles } from '../files/photo-refs.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { payloadFingerprint } from '../shared/idempotency.js';
import { calendarDay } from '../shared/time.js';
import { areaNamesOfServices } from '../service-plans/plan-area-names.js';
import type {
  FieldChecklistTap,
  FieldTaskComplete,
  FieldTaskDto,
  FieldTaskStart,
  MyTasksDto,
  MyTodayDto,
} from './field-tasks.schema.js';
import { type ChecklistEntry, taskActions, taskPhotos, tasks, type TaskActionKind } from './tasks.tables.js';
import { recordTaskEvent } from './tasks.service.js';

// The person's tasks in the field app: those at the properties they can access that name
// them or nobody. Starting and completing come from the phone's queue, each tap with its
// own uuid (task_actions), so a replay after a lost answer changes nothing.

type TaskRow = typeof tasks.$inferSelect;

/** How far ahead "upcoming" looks, and how many tasks one group lists at most. */
const UPCOMING_DAYS = 30;
const GROUP_LIMIT = 100;

/** The tasks this person may work on: visible property, and assigned to them or to nobody. */
function mine(actor: AccountActor): SQL {
  return and(
    eq(tasks.tenantId, actor.tenantId),
    visibleProperty(actor, tasks.propertyId),
    or(isNull(tasks.assigneeAccountId), eq(tasks.assigneeAccountId, actor.accountId)),
  ) as SQL;
}

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const DEFAULT_ZONE = 'Europe/Berlin';

/** HH:MM of an instant in a zone. */
function localTime(at: Date | null, timeZone: string): string | null {
  if (at === null) return null;
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

async function present(
  db: Executor,
  actor: AccountActor,
  rows: TaskRow[],
  timeZone: string = DEFAULT_ZONE,
): Promise<FieldTaskDto[]> {
  if (rows.length === 0) return [];
  const serviceIds = distinctIds(rows.flatMap((row) => (row.planServiceId === null ? [] : [row.planServiceId])));
  const areas = serviceIds.length > 0 ? await areaNamesOfServices(db, actor.tenantId, serviceIds) : new Map();
  const names = new Map(
    (await propertyNames(db, actor.tenantId, distinctIds(rows.map((row) => row.propertyId)))).map((p) => [
      p.id,
      p.name,
    ]),
  );
  const photos = await db
    .select()
    .from(taskPhotos)
    .where(
      and(
        eq(taskPhotos.tenantId, actor.tenantId),
        inArray(
          taskPhotos.taskId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(taskPhotos.position), asc(taskPhotos.fileId));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    property_id: row.propertyId,
    property_name: names.get(row.propertyId) ?? '',
    due_date: row.dueDate,
    status: row.status,
    assigned_to_me: row.assigneeAccountId === actor.accountId,
    completed_at: row.completedAt?.toISOString() ?? null,
    completion_note: row.completionNote,
    photos: photos.filter((photo) => photo.taskId === row.id).map((photo) => photoRef(photo.fileId)),
    reference_photos: row.referenceFileIds.map((id) => photoRef(id)),
    plan:
      row.planServiceId === null || row.planOccurrenceDate === null
        ? null
        : {
            area: (areas.get(row.planServiceId) as string | undefined) ?? '',
            occurrence_date: row.planOccurrenceDate,
            window_starts_at: row.windowStartsAt?.toISOString() ?? null,
            window_ends_at: row.windowEndsAt?.toISOString() ?? null,
            window_start: localTime(row.windowStartsAt, timeZone),
            window_end: localTime(row.windowEndsAt, timeZone),
          },
    checklist:
      row.checklist === null
        ? null
        : row.checklist.map((entry) => ({
            item: entry.item,
            result: entry.result,
            note: entry.note,
            photos: entry.file_ids.map((id) => photoRef(id)),
          })),
  }));
}

/**
 * The person's open and started tasks, grouped by their due date against today in the
 * organisation's time zone: overdue, today, and the next 30 days. Done and cancelled
 * tasks are left out.
 */
export async function listMyTasks(deps: ServiceDeps, actor: AccountActor, timeZone: string): Promise<MyTasksDto> {
  const db = deps.database.db;
  const today = calendarDay(deps.clock(), timeZone);
  const unfinished = inArray(tasks.status, ['open', 'in_progress']);
  const group = (range: SQL) =>
    db
      .select()
      .from(tasks)
      .where(and(mine(actor), unfinished, range))
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(GROUP_LIMIT);
  const [overdue, dueToday, upcoming] = await allQueries(db, [
    () => group(lt(tasks.dueDate, today)),
    () => group(eq(tasks.dueDate, today)),
    () => group(and(gt(tasks.dueDate, today), lte(tasks.dueDate, addDays(today, UPCOMING_DAYS))) as SQL),
  ]);
  const shown = await present(db, actor, [...overdue, ...dueToday, ...upcoming]);
  const byId = new Map(shown.map((task) => [task.id, task]));
  const pick = (rows: TaskRow[]) => rows.flatMap((row) => byId.get(row.id) ?? []);
  return { today, overdue: pick(overdue), due_today: pick(dueToday), upcoming: pick(upcoming) };
}

/**
 * Today's service-plan occurrences at the person's properties (theirs or nobody's), in the
 * order of their windows (of two starting together, the one to be finished first), open
 * and done alike (cancelled ones are left out).
 */
export async function listMyToday(deps: ServiceDeps, actor: AccountActor, timeZone: string): Promise<MyTodayDto> {
  const db = deps.database.db;
  const today = calendarDay(deps.clock(), timeZone);
  const rows = await db
    .select()
    .from(tasks)
    .where(
      and(
        mine(actor),
        isNotNull(tasks.planServiceId),
        eq(tasks.planOccurrenceDate, today),
        inArray(tasks.status, ['open', 'in_progress', 'done']),
      ),
    )
    .orderBy(asc(tasks.windowStartsAt), asc(tasks.windowEndsAt), asc(tasks.id))
    .limit(GROUP_LIMIT);
  return { today, occurrences: await present(db, actor, rows, timeZone) };
}

/** One of the person's tasks (any status); another's, another tenant's or one out of reach is 404. */
export async function getMyTask(
  deps: ServiceDeps,
  actor: AccountActor,
  taskId: number,
  timeZone: string = DEFAULT_ZONE,
): Promise<FieldTaskDto> {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(mine(actor), eq(tasks.id, taskId)));
  if (!row) throw notFound('Task');
  const [shown] = await present(db, actor, [row], timeZone);
  if (!shown) throw notFound('Task');
  return shown;
}

type Tap =
  | { kind: 'start'; body: FieldTaskStart }
  | { kind: 'complete'; body: FieldTaskComplete }
  | { kind: 'checklist'; body: FieldChecklistTap };

/** A checklist tap's results, cleaned: notes trimmed, photo ids distinct. */
function checklistResults(body: FieldChecklistTap) {
  return body.results.map((r) => ({
    index: r.index,
    result: r.result,
    note: (r.note?.trim() ?? '') || null,
    fileIds: distinctIds(r.photo_file_ids ?? []),
  }));
}

/** The checklist with the tap's results applied; a failed item needs a note or a photo (422). */
function applyResults(
  checklist: ChecklistEntry[] | null,
  results: ReturnType<typeof checklistResults>,
): ChecklistEntry[] {
  if (checklist === null) {
    throw new DomainError('invalid_transition', 'This task has no checklist.');
  }
  const errors: FieldError[] = [];
  const next = checklist.map((entry) => ({ ...entry, file_ids: [...entry.file_ids] }));
  results.forEach((r, i) => {
    const entry = next[r.index];
    if (!entry) {
      errors.push({
        pointer: `/results/${i}/index`,
        detail: `The checklist has no item ${r.index}.`,
        code: 'checklist_item_not_found',
      });
      return;
    }
    if (r.result === 'failed' && r.note === null && r.fileIds.length === 0) {
      errors.push({
        pointer: `/results/${i}/note`,
        detail: 'A failed item needs a note or a photo.',
        code: 'note_or_photo_required',
      });
      return;
    }
    next[r.index] = {
      item: entry.item,
      result: r.result,
      note: r.note,
      file_ids: r.result === 'ok' ? [] : r.fileIds,
    };
  });
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
  return next;
}

/**
 * Applies a tap from the phone, once per uuid: the task (404 when not the person's) is
 * locked, so replays of one uuid queue up behind each other and all but the first find
 * its row in task_actions and change nothing. Start moves an open task to in_progress;
 * complete sets done with the note, the person and the photos (each a stored file of the
 * tenant, 422 otherwise). A finished or cancelled task takes no tap (409 invalid_transition).
 */
export async function applyTaskTap(
  deps: ServiceDeps,
  actor: AccountActor,
  taskId: number,
  tap: Tap,
  timeZone: string = DEFAULT_ZONE,
): Promise<{ task: FieldTaskDto; applied: boolean }> {
  const uuid = tap.body.uuid.toLowerCase();
  const note = tap.kind === 'complete' ? (tap.body.note?.trim() ?? '') || null : null;
  const results = tap.kind === 'checklist' ? checklistResults(tap.body) : [];
  const completes = tap.kind === 'complete' || (tap.kind === 'checklist' && tap.body.complete === true);
  const photoIds =
    tap.kind === 'complete'
      ? distinctIds(tap.body.photo_file_ids ?? [])
      : distinctIds(results.flatMap((r) => (r.result === 'failed' ? r.fileIds : [])));
  const fingerprint =
    tap.kind === 'checklist'
      ? payloadFingerprint([tap.kind, taskId, JSON.stringify(results), completes])
      : payloadFingerprint([tap.kind, taskId, note, photoIds]);
  return deps.database.db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(mine(actor), eq(tasks.id, taskId)))
      .for('update', { of: tasks });
    if (!task) throw notFound('Task');
    const [earlier] = await tx
      .select()
      .from(taskActions)
      .where(and(eq(taskActions.tenantId, actor.tenantId), eq(taskActions.uuid, uuid)));
    if (earlier) {
      if (earlier.fingerprint !== fingerprint || earlier.taskId !== taskId) {
        throw new DomainError(
          'uuid_conflict',
          `A task action with uuid ${uuid} was already sent with another payload. Use a new uuid for a new action.`,
        );
      }
      return { task: await presentOne(tx, actor, task, timeZone), applied: false };
    }
    if (task.status === 'done' || task.status === 'cancelled') {
      throw new DomainError(
        'invalid_transition',
        task.status === 'done' ? 'This task is already done.' : 'This task was cancelled.',
      );
    }
    const now = new Date(deps.clock());
    let changed = task;
    if (tap.kind === 'start' && task.status === 'open') {
      changed = (await update(tx, actor, taskId, { status: 'in_progress', updatedAt: now })) ?? task;
    }
    if (tap.kind === 'checklist') {
      const checklist = applyResults(task.checklist, results);
      await requireAttachableFiles(tx, actor, photoIds, '/photo_file_ids');
      changed =
        (await update(tx, actor, taskId, {
          checklist,
          status: completes ? 'done' : 'in_progress',
          ...(completes ? { completedAt: now, completedByAccountId: actor.accountId } : {}),
          updatedAt: now,
        })) ?? task;
    }
    if (tap.kind === 'complete') {
      await requireAttachableFiles(tx, actor, photoIds, '/photo_file_ids');
      changed =
        (await update(tx, actor, taskId, {
          status: 'done',
          completedAt: now,
          completedByAccountId: actor.accountId,
          completionNote: note,
          updatedAt: now,
        })) ?? task;
    }
    if (completes || tap.kind === 'checklist') {
      if (photoIds.length > 0) {
        await tx
          .insert(taskPhotos)
          .values(photoIds.map((fileId, position) => ({ tenantId: actor.tenantId, taskId, fileId, position })))
          .onConflictDoNothing();
      }
    }
    await recordTap(tx, actor, { uuid, taskId, kind: tap.kind, fingerprint, receivedAt: now });
    if (changed !== task && changed.status !== task.status)
      await recordTaskEvent(tx, deps.clock, 'task.status_changed', 'field', changed);
    return { task: await presentOne(tx, actor, changed, timeZone), applied: true };
  });
}

async function update(
  tx: Executor,
  actor: AccountActor,
  taskId: number,
  changes: Partial<typeof tasks.$inferInsert>,
): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(tasks)
    .set(changes)
    .where(and(eq(tasks.tenantId, actor.tenantId), eq(tasks.id, taskId)))
    .returning();
  return row;
}

async function recordTap(
  tx: Executor,
  actor: AccountActor,
  tap: { uuid: string; taskId: number; kind: TaskActionKind; fingerprint: string; receivedAt: Date },
): Promise<void> {
  const [row] = await tx
    .insert(taskActions)
    .values({ tenantId: actor.tenantId, accountId: actor.accountId, ...tap })
    .onConflictDoNothing()
    .returning({ uuid: taskActions.uuid });
  // The uuid was taken meanwhile by a tap on another task (this task's taps wait for its lock).
  if (!row) {
    throw new DomainError(
      'uuid_conflict',
      `A task action with uuid ${tap.uuid} was already sent with another payload. Use a new uuid for a new action.`,
    );
  }
}

async function presentOne(
  tx: Executor,
  actor: AccountActor,
  row: TaskRow,
  timeZone: string = DEFAULT_ZONE,
): Promise<FieldTaskDto> {
  const [shown] = await present(tx, actor, [row], timeZone);
  if (!shown) throw notFound('Task');
  return shown;
}
