import { and, asc, eq, getTableColumns, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';
import {
  changeWithPublicEvent,
  type EventOrigin,
  isoTimestampSql,
  recordEvents,
} from '../../platform/events/events.js';
import { taskPhotos, tasks, type TaskStatus } from './tasks.tables.js';
import { invalid } from '../../domain/errors.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import { loadAccessibleProperty, type PropertyRow } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { createIdempotently, payloadFingerprint } from '../shared/idempotency.js';
import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  decodeKeyedCursor,
  encodeKeyedCursor,
  type Page,
  toPage,
} from '../shared/pagination.js';
import type { RecordOrigin } from '../../db/columns.js';
import {
  MAX_UUIDS_PER_QUERY,
  type PortalTaskDto,
  type TaskCreate,
  type TaskBaseDto,
  type TaskDto,
  type TaskListQuery,
  type TaskPatch,
} from './tasks.schema.js';
import { requireAssignee } from './task-assignees.js';
import { completionOf, type TaskDetails } from './task-completions.js';
import { photoRef } from '../files/photo-refs.js';
import { areaNamesOfServices } from '../service-plans/plan-area-names.js';

export type TaskRow = typeof tasks.$inferSelect;

export function presentTask(row: TaskRow): TaskBaseDto {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    property_id: row.propertyId,
    due_date: row.dueDate,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** A task as API v1 shows it, from its row; `areas`: the area name of each plan service. */
export function presentApiTask(row: TaskRow, areas: ReadonlyMap<number, string>): TaskDto {
  const serviceId = row.planServiceId;
  if (serviceId === null || row.planOccurrenceDate === null)
    return { ...presentTask(row), plan: null, checklist: null };
  return {
    ...presentTask(row),
    plan: { service_id: serviceId, area: areas.get(serviceId) ?? '', occurrence_date: row.planOccurrenceDate },
    checklist: (row.checklist ?? []).map((entry) => ({ item: entry.item, result: entry.result, note: entry.note })),
  };
}

/** Rows (of any tenants) as API v1 shows them, the area names read once per tenant. */
export async function apiTasksOf(db: Executor, rows: readonly TaskRow[]): Promise<TaskDto[]> {
  const areas = new Map<number, string>();
  for (const tenantId of new Set(rows.map((r) => r.tenantId))) {
    const serviceIds = rows.flatMap((r) =>
      r.tenantId === tenantId && r.planServiceId !== null ? [r.planServiceId] : [],
    );
    for (const [id, name] of await areaNamesOfServices(db, tenantId, serviceIds)) areas.set(id, name);
  }
  return rows.map((row) => presentApiTask(row, areas));
}

/**
 * The portal's view of a task: the API's fields, where the task came from, who is to do it
 * and how it was done (names and photos from taskDetails, fetched once for a page).
 */
export function presentPortalTask(row: TaskRow, details: TaskDetails): PortalTaskDto {
  const assigneeId = row.assigneeAccountId;
  return {
    ...presentTask(row),
    origin: row.origin,
    assignee: assigneeId === null ? null : { id: assigneeId, name: details.names.get(assigneeId) ?? '' },
    completion: completionOf(row, details),
    incident_id: row.incidentId,
    reference_photos: row.referenceFileIds.map((id) => photoRef(id)),
  };
}

/** Records a task's change for partners (GET /api/v1/events, webhooks), in the change's transaction. */
export async function recordTaskEvent(
  tx: Executor,
  clock: Clock,
  type: 'task.created' | 'task.updated' | 'task.status_changed',
  origin: EventOrigin,
  row: TaskRow,
): Promise<void> {
  const [object] = await apiTasksOf(tx, [row]);
  await recordEvents(tx, clock, [
    { tenantId: row.tenantId, type, origin, subjectId: row.id, propertyId: row.propertyId, object: object! },
  ]);
}

/** A task row from the driver's row (column names, driver values), as Drizzle maps it. */
function taskRowOf(raw: Record<string, unknown>): TaskRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(tasks))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TaskRow;
}

type NewTask = typeof tasks.$inferInsert & Pick<TaskRow, 'tenantId' | 'uuid' | 'propertyId' | 'title' | 'dueDate'>;

/**
 * Inserts a new task (nothing when its uuid is taken) and records `task.created` by the same
 * statement: the event's object is the task as API v1 shows it, built here from the values
 * with the fields the database fills in (id, timestamps) taken from the new row.
 */
async function insertTaskWithEvent(
  tx: Executor,
  clock: Clock,
  values: NewTask,
  origin: RecordOrigin,
): Promise<TaskRow | undefined> {
  const insert = tx
    .insert(tasks)
    .values(values)
    .onConflictDoNothing({ target: [tasks.tenantId, tasks.uuid] });
  // The new row as it will be, but for what the database fills in (the widest id, so the
  // size check of the event's object errs on the safe side).
  const placeholderTime = new Date(0);
  const provisional: TaskRow = {
    ...values,
    id: Number.MAX_SAFE_INTEGER,
    description: values.description ?? null,
    status: 'open',
    createdAt: placeholderTime,
    updatedAt: placeholderTime,
    completedAt: null,
    origin,
    assigneeAccountId: values.assigneeAccountId ?? null,
    completionNote: null,
    completedByAccountId: null,
    overdueRecordedFor: null,
    planServiceId: null,
    planOccurrenceDate: null,
    windowStartsAt: null,
    windowEndsAt: null,
    missedAt: null,
    missedReason: null,
    planWithdrawnAt: null,
    checklist: null,
    incidentId: values.incidentId ?? null,
    referenceFileIds: values.referenceFileIds ?? [],
  };
  const object = presentApiTask(provisional, new Map()) as unknown as Record<string, unknown>;
  const done = await changeWithPublicEvent(tx, clock, {
    tenantId: values.tenantId,
    type: 'task.created',
    origin,
    change: insert.returning().getSQL(),
    subjectId: sql`changed.id`,
    propertyId: sql`changed.property_id`,
    object,
    filled: {
      id: sql`changed.id`,
      created_at: isoTimestampSql(sql`changed.created_at`),
      updated_at: isoTimestampSql(sql`changed.updated_at`),
    },
  });
  if (done === 'too large') {
    const [row] = await insert.returning();
    if (row) await recordTaskEvent(tx, clock, 'task.created', origin, row);
    return row;
  }
  if (!done) return undefined;
  const row = taskRowOf(done.raw);
  // The event's object was built from the values: it must be the task the API shows.
  const shown = presentApiTask(row, new Map());
  const expected = { ...object, id: shown.id, created_at: shown.created_at, updated_at: shown.updated_at };
  if (JSON.stringify(expected) !== JSON.stringify(shown)) {
    throw new Error('The task.created event of a new task differs from the task as the API shows it.');
  }
  return row;
}

/** A LIKE pattern matching `text` anywhere, with its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const unknownProperty = (pointer: string) => () => invalid(pointer, 'No property with this id.');

export async function listTasks(deps: ServiceDeps, access: AccountActor, query: TaskListQuery): Promise<Page<TaskDto>> {
  const page = await listTaskRows(deps, access, query);
  return { ...page, data: await apiTasksOf(deps.database.db, page.data) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuids of `?uuid=a,b,c`, in lower case and each once; 422 at /query/uuid for a bad entry or too many. */
export function uuidList(text: string): string[] {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_UUIDS_PER_QUERY) {
    throw invalid(
      '/query/uuid',
      `At most ${MAX_UUIDS_PER_QUERY} uuids at once; this list has ${entries.length}. Split it into several requests.`,
    );
  }
  entries.forEach((entry, index) => {
    if (!UUID.test(entry)) {
      throw invalid(
        '/query/uuid',
        entries.length === 1
          ? 'Not a uuid (8-4-4-4-12 hexadecimal digits).'
          : `Entry ${index + 1} of the comma-separated list is not a uuid (8-4-4-4-12 hexadecimal digits).`,
      );
    }
  });
  return [...new Set(entries.map((entry) => entry.toLowerCase()))];
}

/** Tasks the account can see, oldest first; `search` (the portal's) matches the title, ignoring case. */
export async function listTaskRows(
  deps: ServiceDeps,
  access: AccountActor,
  query: TaskListQuery,
  search?: string,
  /** The portal's: only tasks given to this account, or 'none' for those given to nobody. */
  assignee?: number | 'none',
): Promise<Page<TaskRow>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions = await taskConditions(deps, access, query, search, assignee);
  if (after !== undefined) conditions.push(gt(tasks.id, after));
  if (query.uuid !== undefined) conditions.push(inArray(tasks.uuid, uuidList(query.uuid)));
  if (query.status !== undefined) conditions.push(eq(tasks.status, query.status));
  if (query.updated_since !== undefined) conditions.push(gte(tasks.updatedAt, new Date(query.updated_since)));
  const rows = await deps.database.db
    .select()
    .from(tasks)
    .where(and(...conditions))
    .orderBy(asc(tasks.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, (row) => row);
}

/**
 * The office's list: due soonest first, then in the order they were made, so what needs
 * doing next is on top; `unfinished` is open and in progress together (the list's default).
 */
export async function listTaskRowsByDue(
  deps: ServiceDeps,
  access: AccountActor,
  query: Omit<TaskListQuery, 'status' | 'uuid' | 'updated_since'> & { status?: TaskStatus | 'unfinished' },
  search?: string,
  assignee?: number | 'none',
): Promise<Page<TaskRow>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeKeyedCursor(query.cursor);
  const conditions = await taskConditions(deps, access, query, search, assignee);
  if (after !== undefined) {
    const position = or(gt(tasks.dueDate, after.key), and(eq(tasks.dueDate, after.key), gt(tasks.id, after.after)));
    if (position !== undefined) conditions.push(position);
  }
  if (query.status === 'unfinished') conditions.push(inArray(tasks.status, ['open', 'in_progress']));
  else if (query.status !== undefined) conditions.push(eq(tasks.status, query.status));
  const rows = await deps.database.db
    .select()
    .from(tasks)
    .where(and(...conditions))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(pageSize + 1);
  const hasMore = rows.length > pageSize;
  const data = hasMore ? rows.slice(0, pageSize) : rows;
  const last = data[data.length - 1];
  return { data, next_cursor: hasMore && last !== undefined ? encodeKeyedCursor(last.dueDate, last.id) : null };
}

/** The conditions both lists share: tenant, visible property, property, due range, title, assignee. */
async function taskConditions(
  deps: ServiceDeps,
  access: AccountActor,
  query: Pick<TaskListQuery, 'property_id' | 'due_from' | 'due_to'>,
  search: string | undefined,
  assignee: number | 'none' | undefined,
): Promise<SQL[]> {
  if (query.due_from !== undefined && query.due_to !== undefined && query.due_from > query.due_to) {
    throw invalid('/query/due_to', 'due_to lies before due_from.');
  }
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(deps.database.db, access, query.property_id, unknownProperty('/query/property_id'));
  }
  const conditions: SQL[] = [eq(tasks.tenantId, access.tenantId), visibleProperty(access, tasks.propertyId)];
  if (query.property_id !== undefined) conditions.push(eq(tasks.propertyId, query.property_id));
  if (query.due_from !== undefined) conditions.push(gte(tasks.dueDate, query.due_from));
  if (query.due_to !== undefined) conditions.push(lte(tasks.dueDate, query.due_to));
  const text = search?.trim();
  if (text) conditions.push(ilike(tasks.title, containsPattern(text)));
  if (assignee === 'none') conditions.push(isNull(tasks.assigneeAccountId));
  else if (assignee !== undefined) conditions.push(eq(tasks.assigneeAccountId, assignee));
  return conditions;
}

export interface TaskCreation<T = TaskDto> {
  task: T;
  /** False when an earlier call with the same uuid and payload already created it. */
  created: boolean;
}

/** Creates a task, idempotent by the client's uuid (see createIdempotently). */
export async function createTask(deps: ServiceDeps, access: AccountActor, input: TaskCreate): Promise<TaskCreation> {
  const { task, created } = await createTaskRow(deps, access, input, 'api');
  return { task: (await apiTasksOf(deps.database.db, [task]))[0]!, created };
}

/** createTask, recording where the task came from (`origin`) and answering the row. */
export async function createTaskRow(
  deps: ServiceDeps,
  access: AccountActor,
  input: TaskCreate,
  origin: RecordOrigin,
  /** Who is to do it (the portal's); checked against the task's property. */
  assigneeAccountId?: number | null,
  /** The incident it is made from, and what to write with it in the task's transaction. */
  fromIncident?: { incidentId: number; onCreated: (tx: Executor, row: TaskRow) => Promise<void> },
  /** Photos given with the task (a defect's photos): the tenant's stored files, held by the caller's record. */
  referenceFileIds: readonly number[] = [],
): Promise<TaskCreation<TaskRow>> {
  const db = deps.database.db;
  const uuid = input.uuid?.toLowerCase() ?? randomUUID();
  const fingerprint = payloadFingerprint([
    input.title.trim(),
    input.property_id,
    input.due_date,
    input.description ?? null,
    // The incident only where there is one: the fingerprints of other tasks stay as they were.
    ...(fromIncident ? [{ incident: fromIncident.incidentId, assignee: assigneeAccountId ?? null }] : []),
    // Likewise the photos given with it.
    ...(referenceFileIds.length > 0 ? [{ reference_files: referenceFileIds }] : []),
  ]);
  let property: PropertyRow | undefined;
  const { row, created } = await createIdempotently({
    fingerprint,
    what: 'task',
    // The property first (missing 422, outside the account's properties 403), then the task holding the uuid.
    find: async () => {
      property = await loadAccessibleProperty(db, access, input.property_id, unknownProperty('/property_id'));
      if (assigneeAccountId != null) {
        await requireAssignee(db, access.tenantId, assigneeAccountId, input.property_id, '/assignee_account_id');
      }
      const [task] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.tenantId, access.tenantId), eq(tasks.uuid, uuid)));
      return task;
    },
    beforeInsert: () => {
      if (property?.archived)
        throw invalid('/property_id', 'The property is archived; new tasks cannot be added to it.');
    },
    // The task and its event in one transaction.
    insert: async () =>
      db.transaction(async (tx) => {
        const row = await insertTaskWithEvent(
          tx,
          deps.clock,
          {
            tenantId: access.tenantId,
            uuid,
            propertyId: input.property_id,
            title: input.title.trim(),
            description: input.description ?? null,
            dueDate: input.due_date,
            createFingerprint: fingerprint,
            origin,
            assigneeAccountId: assigneeAccountId ?? null,
            incidentId: fromIncident?.incidentId ?? null,
            referenceFileIds: [...referenceFileIds],
          },
          origin,
        );
        if (row && fromIncident) await fromIncident.onCreated(tx, row);
        return row;
      }),
  });
  return { task: row, created };
}

/** A task the account can see: missing or another tenant's is 404, outside its properties 403. */
export async function getTask(deps: ServiceDeps, access: AccountActor, taskId: number): Promise<TaskDto> {
  return (await apiTasksOf(deps.database.db, [await getTaskRow(deps, access, taskId)]))[0]!;
}

export async function getTaskRow(deps: ServiceDeps, access: AccountActor, taskId: number): Promise<TaskRow> {
  const [found] = await deps.database.db
    .select({ row: tasks, visible: visibleProperty(access, tasks.propertyId).mapWith(Boolean) })
    .from(tasks)
    .where(and(eq(tasks.tenantId, access.tenantId), eq(tasks.id, taskId)));
  return requireVisible(found, 'Task');
}

/**
 * Changes a task's title, description, due date or status (tasks:write), under a row lock
 * so concurrent changes apply one after the other and none is lost. Visibility as for
 * getTask. A change to what the task already holds changes nothing, not even updated_at:
 * repeating a PATCH is harmless. `done` sets completed_at, leaving `done` clears it.
 */
export async function updateTask(
  deps: ServiceDeps,
  access: AccountActor,
  taskId: number,
  patch: TaskPatch,
): Promise<TaskDto> {
  return (await apiTasksOf(deps.database.db, [await updateTaskRow(deps, access, taskId, patch)]))[0]!;
}

export async function updateTaskRow(
  deps: ServiceDeps,
  access: AccountActor,
  taskId: number,
  patch: TaskPatch,
  /** The portal's: who is to do it (null: nobody; undefined: keep). */
  assigneeAccountId?: number | null,
  /** The portal's: why a missed occurrence was not done (null or empty: none; undefined: keep). */
  missedReason?: string | null,
): Promise<TaskRow> {
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: tasks, visible: visibleProperty(access, tasks.propertyId).mapWith(Boolean) })
      .from(tasks)
      .where(and(eq(tasks.tenantId, access.tenantId), eq(tasks.id, taskId)))
      .for('update', { of: tasks });
    const before = requireVisible(found, 'Task');
    const now = new Date(deps.clock());
    const changes: Partial<typeof tasks.$inferInsert> = {};
    const title = patch.title?.trim();
    if (title !== undefined && title !== before.title) changes.title = title;
    if (patch.description !== undefined && patch.description !== before.description) {
      changes.description = patch.description;
    }
    if (patch.due_date !== undefined && patch.due_date !== before.dueDate) changes.dueDate = patch.due_date;
    if (assigneeAccountId !== undefined && assigneeAccountId !== before.assigneeAccountId) {
      if (assigneeAccountId !== null) {
        await requireAssignee(tx, access.tenantId, assigneeAccountId, before.propertyId, '/assignee_account_id');
      }
      changes.assigneeAccountId = assigneeAccountId;
    }
    if (missedReason !== undefined) {
      const reason = missedReason?.trim() || null;
      if (reason !== null && before.missedAt === null) {
        throw invalid('/missed_reason', 'Only a missed occurrence of a service plan takes a reason.');
      }
      if (reason !== before.missedReason) changes.missedReason = reason;
    }
    if (patch.status !== undefined && patch.status !== before.status) {
      changes.status = patch.status;
      changes.completedAt = patch.status === 'done' ? now : null;
      // Done in the office: by this person, without a note. Leaving done undoes the
      // completion: its note, person and photo links go (the stored files stay).
      changes.completedByAccountId = patch.status === 'done' ? access.accountId : null;
      changes.completionNote = null;
      if (before.status === 'done') {
        await tx.delete(taskPhotos).where(and(eq(taskPhotos.tenantId, access.tenantId), eq(taskPhotos.taskId, taskId)));
      }
    }
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx
      .update(tasks)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(tasks.tenantId, access.tenantId), eq(tasks.id, taskId)))
      .returning();
    if (!row) return before;
    await recordTaskEvent(
      tx,
      deps.clock,
      row.status !== before.status ? 'task.status_changed' : 'task.updated',
      access.kind === 'api_key' ? 'api' : 'portal',
      row,
    );
    return row;
  });
}

/** The tasks made from an incident, oldest first (the incident's detail links them). */
export async function tasksOfIncident(
  db: Executor,
  tenantId: number,
  incidentId: number,
): Promise<{ id: number; title: string; status: TaskStatus; due_date: string }[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status, due_date: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.incidentId, incidentId)))
    .orderBy(asc(tasks.id));
  return rows;
}
