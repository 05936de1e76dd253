import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

export const tenants = pgTable('tenants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  plan: text('plan', { enum: ['BASIC', 'STANDARD', 'PREMIUM'] }).notNull(),
  licenceValidUntil: date('licence_valid_until', { mode: 'string' }).notNull(),
  timezone: text('timezone').notNull(),
  modules: text('modules')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  seatLimit: integer('seat_limit').notNull(),
  ...timestamps,
});
