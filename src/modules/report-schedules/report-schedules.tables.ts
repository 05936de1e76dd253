import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';
import { clients } from '../clients/clients.tables.js';
import { formTemplates } from '../forms/forms.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

export const reportScheduleKinds = [
  'patrol',
  'incidents',
  'form_responses',
  'working_time',
  'service_proof',
  'inspections',
] as const;
export const reportScheduleStatuses = ['active', 'paused', 'archived'] as const;
export const reportSchedulePeriods = ['previous_day', 'previous_week', 'previous_month', 'since_last_sending'] as const;

/**
 * A subscription: what report (kind and scope), when (the recurrence in a time zone), to
 * whom and with which words. `next_run_at` is the next occurrence still to be sent, kept
 * up to date by the minute scan, so finding the due ones is one index range.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    status: text('status', { enum: reportScheduleStatuses }).notNull().default('active'),
    kind: text('kind', { enum: reportScheduleKinds }).notNull(),
    clientId: bigint('client_id', { mode: 'number' }),
    /** The chosen properties; null: every property of the client (or the tenant). */
    propertyIds: jsonb('property_ids').$type<number[] | null>(),
    templateId: bigint('template_id', { mode: 'number' }),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    /** The branding preset: null for the organisation's default, else that client's. */
    brandingClientId: bigint('branding_client_id', { mode: 'number' }),
    /** The Recurrence (recurrence.ts) as the office chose it. */
    recurrence: jsonb('recurrence').notNull(),
    /** IANA zone; null: the tenant's, read at each occurrence. */
    timeZone: text('time_zone'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    period: text('period', { enum: reportSchedulePeriods }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    skipIfEmpty: boolean('skip_if_empty').notNull().default(true),
    /** Who is told when a sending fails for good: the creator. */
    ownerAccountId: bigint('owner_account_id', { mode: 'number' }).notNull(),
    /** The next occurrence still to be queued; null when none is left (ended, paused, archived). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true, precision: 3 }),
    /** The last occurrence that was queued, the start of a "since the last sending" period. */
    lastOccurrenceAt: timestamp('last_occurrence_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }),
    foreignKey({ columns: [t.tenantId, t.brandingClientId], foreignColumns: [clients.tenantId, clients.id] }),
    foreignKey({ columns: [t.tenantId, t.templateId], foreignColumns: [formTemplates.tenantId, formTemplates.id] }),
    index('report_schedules_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.status} = 'active'`),
    index('report_schedules_tenant_status_idx').on(t.tenantId, t.status, t.id),
    check(
      'report_schedules_kind_check',
      sql`${t.kind} in ('patrol', 'incidents', 'form_responses', 'working_time', 'service_proof', 'inspections')`,
    ),
    check('report_schedules_status_check', sql`${t.status} in ('active', 'paused', 'archived')`),
  ],
);

/**
 * Who receives a subscription: an outside address or an account (whose address is read at
 * each sending). `unsubscribed_at` is set by the recipient's own unsubscribe link.
 */
export const reportScheduleRecipients = pgTable(
  'report_schedule_recipients',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    scheduleId: bigint('schedule_id', { mode: 'number' }).notNull(),
    /** Lower-cased; null for an account. */
    address: text('address'),
    accountId: bigint('account_id', { mode: 'number' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, precision: 3 }),
    /**
     * An outside address that is no contact e-mail of the scope's client is mailed only once
     * someone with `settings.edit` approved it (set at once when such a person adds it).
     */
    approvedAt: timestamp('approved_at', { withTimezone: true, precision: 3 }),
    approvedByAccountId: bigint('approved_by_account_id', { mode: 'number' }),
    /** Who put the address on the list (the approval list names them). */
    addedByAccountId: bigint('added_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.scheduleId], foreignColumns: [reportSchedules.tenantId, reportSchedules.id] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.approvedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.addedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    unique('report_schedule_recipients_address').on(t.tenantId, t.scheduleId, t.address),
    unique('report_schedule_recipients_account').on(t.tenantId, t.scheduleId, t.accountId),
    check('report_schedule_recipients_one', sql`(${t.address} is null) <> (${t.accountId} is null)`),
  ],
);

export const reportSendingTriggers = ['schedule', 'test'] as const;
/**
 * `queued` (recorded, waiting for the worker), `producing` (the file is being made),
 * `mailed` (one e-mail per recipient recorded; their outcomes are in the mail log),
 * `skipped_empty`, `failed` (no file could be made).
 */
export const reportSendingStates = ['queued', 'producing', 'mailed', 'skipped_empty', 'failed'] as const;

/** The history: one row per occurrence sent (or skipped), and per "send now to me". */
export const reportSendings = pgTable(
  'report_sendings',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    scheduleId: bigint('schedule_id', { mode: 'number' }).notNull(),
    trigger: text('trigger', { enum: reportSendingTriggers }).notNull(),
    /** The occurrence this sending is for; null for a test. Unique per subscription. */
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true, precision: 3 }),
    requestedByAccountId: bigint('requested_by_account_id', { mode: 'number' }),
    periodFrom: timestamp('period_from', { withTimezone: true, precision: 3 }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true, precision: 3 }).notNull(),
    state: text('state', { enum: reportSendingStates }).notNull().default('queued'),
    /** Why it failed, in English (kept for old rows and the API's `error`). */
    error: text('error'),
    /** Why it failed, as a code the portal words (SENDING_ERROR_CODES); null on rows from before codes. */
    errorCode: text('error_code'),
    /** The code's values: the limit, the owner's name, counts. */
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    /** How the file went out: attached, or as a signed link (too big to attach). */
    delivery: text('delivery', { enum: ['attachment', 'link'] }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.scheduleId], foreignColumns: [reportSchedules.tenantId, reportSchedules.id] }),
    foreignKey({
      columns: [t.tenantId, t.requestedByAccountId],
      foreignColumns: [accounts.tenantId, accounts.id],
    }),
    unique('report_sendings_occurrence').on(t.tenantId, t.scheduleId, t.occurrenceAt),
    index('report_sendings_schedule_idx').on(t.tenantId, t.scheduleId, t.id),
    // The minute scan looks for sendings that stopped in progress.
    index('report_sendings_in_progress_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('queued', 'producing')`),
  ],
);

/**
 * Each recipient of a sending: the e-mail recorded for them (its outcome is in the mail
 * log), or why none was sent (`skipped`: unsubscribed, lost access to the scope, no address).
 */
export const reportSendingRecipients = pgTable(
  'report_sending_recipients',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    sendingId: bigint('sending_id', { mode: 'number' }).notNull(),
    /** The subscription's recipient; null for the person of a test sending. */
    recipientId: bigint('recipient_id', { mode: 'number' }),
    address: text('address').notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    mailMessageId: bigint('mail_message_id', { mode: 'number' }),
    skippedReason: text('skipped_reason'),
    /** Why no e-mail was recorded, as a code the portal words (SKIP_REASON_CODES); null on old rows. */
    skippedCode: text('skipped_code'),
    skippedParams: jsonb('skipped_params').$type<Record<string, string | number>>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sendingId, t.address] }),
    foreignKey({ columns: [t.tenantId, t.sendingId], foreignColumns: [reportSendings.tenantId, reportSendings.id] }),
    // The report-mail job finds its sending by the e-mail it sent.
    index('report_sending_recipients_message_idx').on(t.tenantId, t.mailMessageId),
  ],
);

/**
 * The organisation's limits on report e-mails (no row: the defaults in
 * report-schedules.schema.ts): subscriptions per person and report e-mails per day.
 */
export const reportMailLimits = pgTable('report_mail_limits', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  maxSchedulesPerPerson: integer('max_schedules_per_person').notNull(),
  maxMailsPerDay: integer('max_mails_per_day').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});
