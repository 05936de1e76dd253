import { timestamp } from 'drizzle-orm/pg-core';

// Column sets and value lists more than one module's tables use.

/** created_at and updated_at, as every table that changes has them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/** Where a task or an incident was made; those a workflow rule made never trigger a rule. */
export const recordOrigins = ['api', 'portal', 'field', 'rule', 'operator'] as const;
export type RecordOrigin = (typeof recordOrigins)[number];
