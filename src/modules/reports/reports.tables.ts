import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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

export const reportKinds = ['form', 'incident', 'patrol_round', 'patrol_period', 'inspection'] as const;
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
    /** The form response's, the incident's, the patrol round's or the inspection's id; for patrol_period the property's. */
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** patrol_period only: its first and last local day (inclusive), in the tenant's time zone. */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
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
    check(
      'generated_reports_kind_check',
      sql`${t.kind} in ('form', 'incident', 'patrol_round', 'patrol_period', 'inspection')`,
    ),
    // A period report names its days (in order); no other report has any.
    check(
      'generated_reports_period_check',
      sql`case when ${t.kind} = 'patrol_period' then ${t.periodFrom} is not null and ${t.periodTo} is not null and ${t.periodFrom} <= ${t.periodTo} else ${t.periodFrom} is null and ${t.periodTo} is null end`,
    ),
    check('generated_reports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
