import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';

export const reportKinds = ['form', 'incident'] as const;
export const reportStatuses = ['pending', 'ready', 'failed'] as const;

/**
 * PDF reports, one row per request. The branding is copied in when the report is asked
 * for, so a later change of a preset never alters it; the file is kept 90 days, then the
 * daily purge removes file and row.
 */
export const generatedReports = pgTable(
  'generated_reports',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: reportKinds }).notNull(),
    /** The form response's or the incident's id. */
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** de or en: the tenant's language when the report was asked for. */
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    /** The ReportBranding (src/modules/branding/branding.ts) as it was at that moment. */
    branding: jsonb('branding').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('pending'),
    error: text('error'),
    fileKey: text('file_key'),
    byteSize: integer('byte_size'),
    pageCount: integer('page_count'),
    requestedByAccountId: bigint('requested_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.requestedByAccountId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }),
    index('generated_reports_tenant_subject_idx').on(t.tenantId, t.kind, t.subjectId, t.id),
    index('generated_reports_expires_idx').on(t.expiresAt),
    check('generated_reports_kind_check', sql`${t.kind} in ('form', 'incident')`),
    check('generated_reports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
