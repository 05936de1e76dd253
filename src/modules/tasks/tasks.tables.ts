import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
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

export const taskStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;

export type TaskStatus = (typeof taskStatuses)[number];

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
    origin: text('origin', { enum: recordOrigins }).notNull().default('api'),
    /** The due date for which `task.overdue` was recorded: once per task and due date. */
    overdueRecordedFor: date('overdue_recorded_for', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('tasks_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('tasks_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('tasks_tenant_due_idx').on(t.tenantId, t.dueDate),
    index('tasks_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    // What the overdue scan looks at: unfinished tasks whose due date has no event yet.
    index('tasks_overdue_pending_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('open', 'in_progress') and ${t.overdueRecordedFor} is distinct from ${t.dueDate}`),
  ],
);
