import { bigint, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';

/**
 * Notices for one person in the portal (a report e-mail that could not be delivered):
 * what happened in their language at the time, and where to look. Read ones stay listed.
 */
export const portalNotices = pgTable(
  'portal_notices',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** What it is about, e.g. `report_sending.failed`; the portal may choose an icon by it. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What it concerns, for the portal to link to: `{ report_schedule_id, report_sending_id }`. */
    subject: jsonb('subject').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('portal_notices_account_idx').on(t.tenantId, t.accountId, t.id),
  ],
);
