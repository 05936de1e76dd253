import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

export const tenants = pgTable(
  'tenants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    plan: text('plan', { enum: ['BASIC', 'STANDARD', 'PREMIUM'] }).notNull(),
    licenceValidUntil: date('licence_valid_until', { mode: 'string' }).notNull(),
    timezone: text('timezone').notNull(),
    /** The organisation's language: the portal's and its mails' for everyone who chose none. */
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seatLimit: integer('seat_limit').notNull(),
    /** Where replies to report e-mails go (their Reply-To); null: no Reply-To, replies go to MAIL_FROM. */
    reportReplyTo: text('report_reply_to'),
    ...timestamps,
  },
  (t) => [check('tenants_language_check', sql`${t.language} in ('de', 'en')`)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The organisation's logo (portal header, reports), normalised to a PNG of at most 512 px. */
export const tenantLogos = pgTable('tenant_logos', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
