import { and, asc, eq, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { distinctIds, photoRef, requireAttachableFiles } from '../files/photo-refs.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { payloadFingerprint } from '../shared/idempotency.js';
import { calendarDay } from '../shared/time.js';
import type { FieldTaskComplete, FieldTaskDto, FieldTaskStart, MyTasksDto } from './field-tasks.schema.js';
import { taskActions, taskPhotos, tasks, type TaskActionKind } from './tasks.tables.js';
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

async function present(db: Executor, actor: AccountActor, rows: TaskRow[]): Promise<FieldTaskDto[]> {
  if (rows.length === 0) return [];
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

/** One of the person's tasks (any status); another's, another tenant's or one out of reach is 404. */
export async function getMyTask(deps: ServiceDeps, actor: AccountActor, taskId: number): Promise<FieldTaskDto> {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(mine(actor), eq(tasks.id, taskId)));
  if (!row) throw notFound('Task');
  const [shown] = await present(db, actor, [row]);
  if (!shown) throw notFound('Task');
  return shown;
}

type Tap = { kind: 'start'; body: FieldTaskStart } | { kind: 'complete'; body: FieldTaskComplete };

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
): Promise<{ task: FieldTaskDto; applied: boolean }> {
  const uuid = tap.body.uuid.toLowerCase();
  const note = tap.kind === 'complete' ? (tap.body.note?.trim() ?? '') || null : null;
  const photoIds = tap.kind === 'complete' ? distinctIds(tap.body.photo_file_ids ?? []) : [];
  const fingerprint = payloadFingerprint([tap.kind, taskId, note, photoIds]);
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
      return { task: await presentOne(tx, actor, task), applied: false };
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
      if (photoIds.length > 0) {
        await tx
          .insert(taskPhotos)
          .values(photoIds.map((fileId, position) => ({ tenantId: actor.tenantId, taskId, fileId, position })))
          .onConflictDoNothing();
      }
    }
    await recordTap(tx, actor, { uuid, taskId, kind: tap.kind, fingerprint, receivedAt: now });
    if (changed !== task) await recordTaskEvent(tx, deps.clock, 'task.status_changed', 'field', changed);
    return { task: await presentOne(tx, actor, changed), applied: true };
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

async function presentOne(tx: Executor, actor: AccountActor, row: TaskRow): Promise<FieldTaskDto> {
  const [shown] = await present(tx, actor, [row]);
  if (!shown) throw notFound('Task');
  return shown;
}
