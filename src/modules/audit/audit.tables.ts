import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what to keys, roles and access, and when: the tenant's audit log. */
export const auditEvents = pgTable(
  'audit_events',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The acting account; null for the operator CLI. */
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    /** e.g. `api_key.created`, `account.role_changed`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }),
    /** What changed, for display: names, before/after values. Never secrets. */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  // Read newest first by id, which the primary key serves.
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
