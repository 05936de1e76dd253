import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const workflowRunStatuses = ['succeeded', 'skipped', 'retrying', 'failed'] as const;
export type WorkflowRunStatus = (typeof workflowRunStatuses)[number];

/** The run log: one row per rule and event that fired it, kept up to date through its retries. */
export const workflowRuleRuns = pgTable(
  'workflow_rule_runs',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: workflowRunStatuses }).notNull(),
    attempts: integer('attempts').notNull(),
    /** What the run made: `[{ type: 'task' | 'incident' | 'mail', id }]`. */
    created: jsonb('created').notNull(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('workflow_rule_runs_rule_event_key').on(t.tenantId, t.ruleId, t.eventId),
    index('workflow_rule_runs_rule_idx').on(t.tenantId, t.ruleId, t.id),
  ],
);
