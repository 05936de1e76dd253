// The history of a subscription as the portal shows it: each sending with its period,
// file and outcome, and per recipient what became of the e-mail (read from the mail log).
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailLogOf, type RecipientLog } from '../../platform/mail/outgoing.js';
import { accountNames } from '../accounts/accounts.service.js';
import { decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { periodLabel } from './recurrence.js';
import type { ReportSendingDetail, ReportSendingSummary, SendingStatus } from './report-schedules.schema.js';
import { reportSchedules, reportSendingRecipients, reportSendings } from './report-schedules.tables.js';
import {
  SENDING_ERROR_CODES,
  type SendingErrorCode,
  SKIP_REASON_CODES,
  type SkipReasonCode,
} from './sending-errors.js';

const isSendingErrorCode = (code: string | null): code is SendingErrorCode =>
  (SENDING_ERROR_CODES as readonly (string | null)[]).includes(code);
const isSkipReasonCode = (code: string | null): code is SkipReasonCode =>
  (SKIP_REASON_CODES as readonly (string | null)[]).includes(code);

type SendingRow = typeof reportSendings.$inferSelect;
type SendingRecipientRow = typeof reportSendingRecipients.$inferSelect;
type ScheduleRow = typeof reportSchedules.$inferSelect;

interface Context {
  zone: string;
  names: Map<number, string>;
  recipients: SendingRecipientRow[];
  log: Map<number, RecipientLog>;
}

function counts(recipients: SendingRecipientRow[], log: Map<number, RecipientLog>) {
  const result = { total: recipients.length, sent: 0, failed: 0, pending: 0, skipped: 0, held: 0 };
  for (const recipient of recipients) {
    const entry = recipient.mailMessageId !== null ? log.get(recipient.mailMessageId) : undefined;
    if (entry === undefined) result.skipped++;
    else if (entry.status === 'sent') result.sent++;
    else if (entry.status === 'held') result.held++;
    else if (entry.status === 'failed') result.failed++;
    else result.pending++;
  }
  return result;
}

function statusOf(row: SendingRow, tally: ReturnType<typeof counts>): SendingStatus {
  if (row.state !== 'mailed') return row.state;
  if (tally.pending > 0) return 'sending';
  if (tally.failed === 0) return 'sent';
  return tally.sent + tally.held === 0 ? 'failed' : 'partly_failed';
}

export function presentSending(row: SendingRow, schedule: ScheduleRow, ctx: Context): ReportSendingSummary {
  const mine = ctx.recipients.filter((r) => r.sendingId === row.id);
  const tally = counts(mine, ctx.log);
  const requester = row.requestedByAccountId;
  return {
    id: row.id,
    schedule_id: row.scheduleId,
    trigger: row.trigger,
    occurrence_at: row.occurrenceAt?.toISOString() ?? null,
    requested_by: requester !== null ? { id: requester, name: ctx.names.get(requester) ?? '' } : null,
    period: {
      from: row.periodFrom.toISOString(),
      to: row.periodTo.toISOString(),
      label: periodLabel(schedule.period, { from: row.periodFrom, to: row.periodTo }, ctx.zone, schedule.language),
    },
    status: statusOf(row, tally),
    error: row.error,
    error_code: isSendingErrorCode(row.errorCode) ? row.errorCode : null,
    error_params: isSendingErrorCode(row.errorCode) ? (row.errorParams ?? null) : null,
    file:
      row.fileName !== null && row.byteSize !== null && row.delivery !== null
        ? {
            name: row.fileName,
            content_type: row.contentType ?? 'application/octet-stream',
            byte_size: row.byteSize,
            delivery: row.delivery,
            download_url:
              row.fileKey !== null ? `/portal/api/report-schedules/${row.scheduleId}/sendings/${row.id}/file` : null,
          }
        : null,
    recipients: tally,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

async function contextOf(db: Executor, tenantId: number, schedules: readonly ScheduleRow[], rows: SendingRow[]) {
  const ids = rows.map((row) => row.id);
  const recipients =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(reportSendingRecipients)
          .where(and(eq(reportSendingRecipients.tenantId, tenantId), inArray(reportSendingRecipients.sendingId, ids)));
  const log = new Map(
    (
      await mailLogOf(
        db,
        tenantId,
        recipients.flatMap((r) => (r.mailMessageId !== null ? [r.mailMessageId] : [])),
      )
    ).map((entry) => [entry.messageId, entry]),
  );
  const names = await accountNames(db, tenantId, [
    ...rows.flatMap((row) => (row.requestedByAccountId !== null ? [row.requestedByAccountId] : [])),
    ...recipients.flatMap((r) => (r.accountId !== null ? [r.accountId] : [])),
  ]);
  const tenantZone = (await describeOrganisation(db, tenantId)).timezone;
  const zones = new Map(schedules.map((s) => [s.id, s.timeZone ?? tenantZone]));
  return { recipients, log, names, zones };
}

/** The newest sending of each subscription. */
export async function latestSendings(
  db: Executor,
  tenantId: number,
  scheduleRows: readonly ScheduleRow[],
): Promise<Map<number, ReportSendingSummary>> {
  if (scheduleRows.length === 0) return new Map();
  const rows: SendingRow[] = [];
  for (const schedule of scheduleRows) {
    const [row] = await db
      .select()
      .from(reportSendings)
      .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.scheduleId, schedule.id)))
      .orderBy(desc(reportSendings.id))
      .limit(1);
    if (row) rows.push(row);
  }
  const ctx = await contextOf(db, tenantId, scheduleRows, rows);
  const byId = new Map(scheduleRows.map((s) => [s.id, s]));
  return new Map(
    rows.flatMap((row) => {
      const schedule = byId.get(row.scheduleId);
      if (!schedule) return [];
      return [[row.scheduleId, presentSending(row, schedule, { ...ctx, zone: ctx.zones.get(schedule.id) ?? 'UTC' })]];
    }),
  );
}

export async function sendingSummaries(
  db: Executor,
  schedule: ScheduleRow,
  options: { cursor: string | undefined; pageSize: number; now: number },
): Promise<Page<ReportSendingSummary>> {
  const before = decodeCursor(options.cursor);
  const rows = await db
    .select()
    .from(reportSendings)
    .where(
      and(
        eq(reportSendings.tenantId, schedule.tenantId),
        eq(reportSendings.scheduleId, schedule.id),
        before !== undefined ? lt(reportSendings.id, before) : undefined,
      ),
    )
    .orderBy(desc(reportSendings.id))
    .limit(options.pageSize + 1);
  const ctx = await contextOf(db, schedule.tenantId, [schedule], rows);
  const zone = ctx.zones.get(schedule.id) ?? 'UTC';
  return toPage(rows, options.pageSize, (row) => presentSending(row, schedule, { ...ctx, zone }));
}

export async function sendingDetail(
  db: Executor,
  schedule: ScheduleRow,
  sendingId: number,
  _now: number,
): Promise<ReportSendingDetail | undefined> {
  const [row] = await db
    .select()
    .from(reportSendings)
    .where(
      and(
        eq(reportSendings.tenantId, schedule.tenantId),
        eq(reportSendings.scheduleId, schedule.id),
        eq(reportSendings.id, sendingId),
      ),
    );
  if (!row) return undefined;
  const ctx = await contextOf(db, schedule.tenantId, [schedule], [row]);
  const zone = ctx.zones.get(schedule.id) ?? 'UTC';
  return {
    ...presentSending(row, schedule, { ...ctx, zone }),
    recipient_results: ctx.recipients
      .sort((a, b) => a.address.localeCompare(b.address))
      .map((recipient) => {
        const entry = recipient.mailMessageId !== null ? ctx.log.get(recipient.mailMessageId) : undefined;
        return {
          address: recipient.address,
          account:
            recipient.accountId !== null
              ? { id: recipient.accountId, name: ctx.names.get(recipient.accountId) ?? '' }
              : null,
          status: entry?.status ?? 'skipped',
          reason: entry !== undefined ? entry.error : recipient.skippedReason,
          reason_code: entry === undefined && isSkipReasonCode(recipient.skippedCode) ? recipient.skippedCode : null,
          reason_params:
            entry === undefined && isSkipReasonCode(recipient.skippedCode) ? (recipient.skippedParams ?? null) : null,
          attempts: entry?.attempts ?? 0,
          possible_duplicate: entry?.status === 'sent' && entry.unconfirmedHandovers > 0,
          smtp_message_id: entry?.smtpMessageId ?? null,
          updated_at: entry?.updatedAt.toISOString() ?? null,
        };
      }),
  };
}

/** The file of a sending, by tenant and id (the signed link's download: the link is the credential). */
export async function reportSendingFile(
  db: Executor,
  tenantId: number,
  sendingId: number,
): Promise<{ fileKey: string; fileName: string; contentType: string; byteSize: number } | undefined> {
  const [row] = await db
    .select()
    .from(reportSendings)
    .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.id, sendingId)));
  if (!row?.fileKey || row.fileName === null || row.byteSize === null) return undefined;
  return {
    fileKey: row.fileKey,
    fileName: row.fileName,
    contentType: row.contentType ?? 'application/octet-stream',
    byteSize: row.byteSize,
  };
}
