import { sql } from 'drizzle-orm';
import {
  bigint,
  integer,
  date,
  jsonb,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordOrigins, timestamps } from '../../db/columns.js';
import { properties } from '../properties/properties.tables.js';
import { accounts } from '../accounts/accounts.tables.js';
import { storedFiles } from '../files/files.tables.js';
import { planServices } from '../service-plans/service-plans.tables.js';
import { incidents } from '../incidents/incidents.tables.js';

/** One checklist item of a planned task and what the person doing it found. */
export interface ChecklistEntry {
  item: string;
  /** null: not yet ticked. */
  result: 'ok' | 'failed' | null;
  note: string | null;
  file_ids: number[];
}

export const taskStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;

export type TaskStatus = (typeof taskStatuses)[number];

/** Where a task came from: where any record comes from, or a service plan's generation. */
export const taskOrigins = [...recordOrigins, 'plan'] as const;
export type TaskOrigin = (typeof taskOrigins)[number];

export const tasks = pgTable(
  'tasks',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: taskStatuses }).notNull().default('open'),
    /** SHA-256 of the creating request's payload: a replay with the same uuid must match it. */
    createFingerprint: text('create_fingerprint').notNull(),
    ...timestamps,
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    origin: text('origin', { enum: taskOrigins }).notNull().default('api'),
    /** Who is to do it; none means anyone with access to the property. */
    assigneeAccountId: bigint('assignee_account_id', { mode: 'number' }),
    /** What the person who completed it wrote. */
    completionNote: text('completion_note'),
    completedByAccountId: bigint('completed_by_account_id', { mode: 'number' }),
    /** The due date for which `task.overdue` was recorded: once per task and due date. */
    overdueRecordedFor: date('overdue_recorded_for', { mode: 'string' }),
    /** The plan's service this task is an occurrence of (null: a one-off task). */
    planServiceId: bigint('plan_service_id', { mode: 'number' }),
    /** The local day of the occurrence; with the service, unique: generation makes each once. */
    planOccurrenceDate: date('plan_occurrence_date', { mode: 'string' }),
    /** The occurrence's time window (the service's local window on that day). */
    windowStartsAt: timestamp('window_starts_at', { withTimezone: true, precision: 3 }),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }),
    /** When the occurrence was found not done by the end of its window (`task.missed`). */
    missedAt: timestamp('missed_at', { withTimezone: true, precision: 3 }),
    /** Why a missed occurrence was not done, as the office wrote it (only on missed occurrences). */
    missedReason: text('missed_reason'),
    /** When a change of the plan took this not-started occurrence back (it is cancelled; planned again, it reopens). */
    planWithdrawnAt: timestamp('plan_withdrawn_at', { withTimezone: true, precision: 3 }),
    /** The service's checklist at generation, with the results; null for one-off tasks. */
    checklist: jsonb('checklist').$type<ChecklistEntry[]>(),
    /** The incident this task was made from in the office, if any. */
    incidentId: bigint('incident_id', { mode: 'number' }),
    /**
     * Photos given with the task when it was made, e.g. a defect's photos from a quality
     * inspection: what the person doing it is to look at. Not proof of the work (that is
     * task_photos).
     */
    referenceFileIds: bigint('reference_file_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('tasks_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('tasks_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('tasks_tenant_due_idx').on(t.tenantId, t.dueDate),
    index('tasks_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    foreignKey({ columns: [t.tenantId, t.assigneeAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('tasks_tenant_assignee_idx').on(t.tenantId, t.assigneeAccountId),
    foreignKey({ columns: [t.tenantId, t.incidentId], foreignColumns: [incidents.tenantId, incidents.id] }),
    index('tasks_tenant_incident_idx')
      .on(t.tenantId, t.incidentId)
      .where(sql`${t.incidentId} is not null`),
    // Who may read a stored file looks for the tasks holding it (reference_file_ids @> array[id]);
    // only the few tasks given photos are indexed, so generating thousands of planned tasks
    // writes no entry here.
    index('tasks_reference_files_idx')
      .using('gin', t.referenceFileIds)
      .where(sql`cardinality(${t.referenceFileIds}) > 0`),
    unique('tasks_tenant_plan_occurrence_key').on(t.tenantId, t.planServiceId, t.planOccurrenceDate),
    foreignKey({ columns: [t.tenantId, t.planServiceId], foreignColumns: [planServices.tenantId, planServices.id] }),
    // What the missed scan looks at: planned occurrences not finished and not yet marked.
    index('tasks_plan_missed_pending_idx')
      .on(t.windowEndsAt)
      .where(sql`${t.planServiceId} is not null and ${t.status} in ('open', 'in_progress') and ${t.missedAt} is null`),
    // What the overdue scan looks at: unfinished tasks whose due date has no event yet.
    index('tasks_overdue_pending_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('open', 'in_progress') and ${t.overdueRecordedFor} is distinct from ${t.dueDate}`),
  ],
);

/** Photos taken when a task was completed, in the order they were added. */
export const taskPhotos = pgTable(
  'task_photos',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    taskId: bigint('task_id', { mode: 'number' }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taskId, t.fileId] }),
    foreignKey({ columns: [t.tenantId, t.taskId], foreignColumns: [tasks.tenantId, tasks.id] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
  ],
);

export const taskActionKinds = ['start', 'complete', 'checklist'] as const;
export type TaskActionKind = (typeof taskActionKinds)[number];

/**
 * What people did to a task from the field app, one row per tap with the phone's uuid: a
 * replay of a queued tap finds its row and changes nothing.
 */
export const taskActions = pgTable(
  'task_actions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull(),
    taskId: bigint('task_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: taskActionKinds }).notNull(),
    /** SHA-256 of the tap's payload: the same uuid with another payload is refused. */
    fingerprint: text('fingerprint').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.uuid] }),
    foreignKey({ columns: [t.tenantId, t.taskId], foreignColumns: [tasks.tenantId, tasks.id] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('task_actions_tenant_task_idx').on(t.tenantId, t.taskId),
  ],
);
