import { and, asc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { tasks } from '../../db/schema.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { visibleProperty } from '../accounts/accounts.service.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { AccessContext, ServiceDeps } from '../shared/context.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { TaskCreate, TaskDto, TaskListQuery } from './tasks.schema.js';

type TaskRow = typeof tasks.$inferSelect;

export function presentTask(row: TaskRow): TaskDto {
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

/** What makes two creations "the same payload" for the idempotency rule. */
function fingerprint(input: TaskCreate): string {
  const canonical = JSON.stringify([input.title.trim(), input.property_id, input.due_date, input.description ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

const unknownProperty = (pointer: string) => () => invalid(pointer, 'No property with this id.');

export async function listTasks(
  deps: ServiceDeps,
  access: AccessContext,
  query: TaskListQuery,
): Promise<Page<TaskDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (query.due_from !== undefined && query.due_to !== undefined && query.due_from > query.due_to) {
    throw invalid('/query/due_to', 'due_to lies before due_from.');
  }
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(deps.database.db, access, query.property_id, unknownProperty('/query/property_id'));
  }
  const conditions: SQL[] = [eq(tasks.tenantId, access.tenantId), visibleProperty(access, tasks.propertyId)];
  if (after !== undefined) conditions.push(gt(tasks.id, after));
  if (query.property_id !== undefined) conditions.push(eq(tasks.propertyId, query.property_id));
  if (query.status !== undefined) conditions.push(eq(tasks.status, query.status));
  if (query.due_from !== undefined) conditions.push(gte(tasks.dueDate, query.due_from));
  if (query.due_to !== undefined) conditions.push(lte(tasks.dueDate, query.due_to));
  if (query.updated_since !== undefined) conditions.push(gte(tasks.updatedAt, new Date(query.updated_since)));
  const rows = await deps.database.db
    .select()
    .from(tasks)
    .where(and(...conditions))
    .orderBy(asc(tasks.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, presentTask);
}

export interface TaskCreation {
  task: TaskDto;
  /** False when an earlier call with the same uuid and payload already created it. */
  created: boolean;
}

/**
 * Creates a task, idempotent by the client's uuid: the unique (tenant_id, uuid) key makes
 * concurrent repeats collapse into one row, and a repeat is told apart from a clash by
 * the fingerprint of the creating payload.
 */
export async function createTask(deps: ServiceDeps, access: AccessContext, input: TaskCreate): Promise<TaskCreation> {
  const property = await loadAccessibleProperty(
    deps.database.db,
    access,
    input.property_id,
    unknownProperty('/property_id'),
  );
  const print = fingerprint(input);
  const uuid = input.uuid?.toLowerCase() ?? randomUUID();
  const existing = await findByUuid(deps, access.tenantId, uuid);
  if (existing) return replay(existing, print);
  if (property.archived) throw invalid('/property_id', 'The property is archived; new tasks cannot be added to it.');
  const [row] = await deps.database.db
    .insert(tasks)
    .values({
      tenantId: access.tenantId,
      uuid,
      propertyId: property.id,
      title: input.title.trim(),
      description: input.description ?? null,
      dueDate: input.due_date,
      createFingerprint: print,
    })
    .onConflictDoNothing({ target: [tasks.tenantId, tasks.uuid] })
    .returning();
  if (row) return { task: presentTask(row), created: true };
  // Another request with this uuid won the race: it is now committed and visible.
  const winner = await findByUuid(deps, access.tenantId, uuid);
  if (!winner) throw new DomainError('internal_error', 'The task could not be created.');
  return replay(winner, print);
}

function replay(existing: TaskRow, print: string): TaskCreation {
  if (existing.createFingerprint !== print) {
    throw new DomainError(
      'uuid_conflict',
      `A task with uuid ${existing.uuid} already exists with a different payload. Use a new uuid for a new task.`,
    );
  }
  return { task: presentTask(existing), created: false };
}

async function findByUuid(deps: ServiceDeps, tenantId: number, uuid: string): Promise<TaskRow | undefined> {
  const [row] = await deps.database.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.uuid, uuid)));
  return row;
}

/** A task the account can see: missing or another tenant's is 404, outside its properties 403. */
export async function getTask(deps: ServiceDeps, access: AccessContext, taskId: number): Promise<TaskDto> {
  const [row] = await deps.database.db
    .select({ task: tasks, visible: visibleProperty(access, tasks.propertyId).mapWith(Boolean) })
    .from(tasks)
    .where(and(eq(tasks.tenantId, access.tenantId), eq(tasks.id, taskId)));
  if (!row) throw notFound('Task');
  if (!row.visible)
    throw new DomainError('property_access_denied', 'Your account has no access to this task’s property.');
  return presentTask(row.task);
}
