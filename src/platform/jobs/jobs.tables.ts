import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenants } from '../../modules/tenants/tenants.tables.js';

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Work for the worker (src/platform/jobs). `key` names the occurrence (e.g.
 * `mail:<tenant>:<message>`, `schedule:<name>:<tenant>:<instant>`) and is unique across
 * tenants, so an occurrence is queued once however many processes try. A claim sets
 * `locked_by`/`locked_until` (the lease); `attempts` counts claims and fences late writes
 * of a worker whose lease was taken over. Platform jobs have no tenant.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** Due time: when it was asked for, or the next retry. */
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    unique('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_tenant_idx').on(t.tenantId, t.id),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
