// Sending report subscriptions. Every minute one job (a platform schedule, so one worker
// per minute) takes the active subscriptions whose next occurrence has come, records a
// sending for the latest one (catch-up after downtime sends that one only) and queues its
// job keyed `report-schedule:<tenant>:<subscription>:<occurrence ISO>`: the key, and the
// unique (subscription, occurrence) of the history, make each occurrence one sending
// however many workers run. The sending's job produces the file, checks for an empty
// period, and records one e-mail per recipient (each with its own unsubscribe link) in the
// transaction that finishes the job; each e-mail is its own `report-schedules.mail` job, so
// a refusing recipient is retried alone, for up to a day, and the owner is told when it
// fails for good.
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database, Executor, Tx } from '../../db/client.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { DomainError, notFound } from '../../domain/errors.js';
import { defineJobKind, type JobContext, PermanentJobError } from '../../platform/jobs/kinds.js';
import { enqueueJob, unfinishedJobKeys } from '../../platform/jobs/queue.js';
import { defineNightlyFilePurge, defineSchedule } from '../../platform/jobs/schedule.js';
import { defineMailKind, type FailedRecipient, queueMail } from '../../platform/mail/outgoing.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { findAccount } from '../accounts/accounts.service.js';
import { raiseAlert } from '../alerts/alerts.service.js';
import { brandingSnapshot } from '../branding/branding.service.js';
import { clientNames } from '../clients/clients.service.js';
import { FileLinkSigner, installationSecret } from '../files/files.service.js';
import { templateNames } from '../forms/form-report-queries.js';
import { recordNotice } from '../notices/notices.service.js';
import { propertyNames } from '../properties/named-properties.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { Semaphore } from '../shared/semaphore.js';
import { calendarDay } from '../shared/time.js';
import { PRODUCERS, ReportNotAvailable } from './producers.js';
import { periodLabel, periodOf, previousOccurrence, type Recurrence } from './recurrence.js';
import { MAX_BODY_CHARS, MAX_SUBJECT_CHARS, REPORT_LINK_DAYS } from './report-schedules.schema.js';
import { accountAsRecipient, accountSeesScope, nextRunOf, scheduleRecipients } from './report-schedules.service.js';
import { scopePropertyIds } from './scope.js';
import {
  approvalOf,
  contactAddressesOf,
  lockTenantReportMail,
  noticeAdmins,
  reportMailLimitsOf,
  reportMailsLastDay,
} from './recipient-approval.js';
import { permissionsOfRole } from '../roles/role-permissions.js';
import {
  reportScheduleRecipients,
  reportSchedules,
  reportSendingRecipients,
  reportSendings,
} from './report-schedules.tables.js';
import type { Language } from '../shared/language.js';
import { SEND_REPORT } from './send-job-spec.js';
import type { SendingFailure, SkipReasonCode } from './sending-errors.js';
import { fillPlaceholders, mailTexts, ownerGoneTexts, ownerTexts, reportMailHtml, unsubscribeTexts } from './texts.js';
import { oneLine } from '../../platform/mail/outgoing.js';

type ScheduleRow = typeof reportSchedules.$inferSelect;
type SendingRow = typeof reportSendings.$inferSelect;

const DUE_BATCH = 200;

/** Report files made at once in one process; the rest wait their turn (PDFs queue again in the renderer). */
const PRODUCTION_SLOTS = 2;
const productionSlots = new Semaphore(PRODUCTION_SLOTS);

export function occurrenceJobKey(tenantId: number, scheduleId: number, at: Date): string {
  return `report-schedule:${tenantId}:${scheduleId}:${at.toISOString()}`;
}

/**
 * Records and queues the latest due occurrence of every active subscription whose next
 * run has come, and moves each on to its next occurrence; returns how many it queued.
 * Rows are taken with SKIP LOCKED in batches, so two scans never wait on each other, and
 * an occurrence already recorded is not recorded again.
 */
export async function materialiseDueSchedules(database: Database, clock: Clock): Promise<number> {
  const db = database.db;
  const zones = new Map<number, string>();
  let queued = 0;
  for (;;) {
    const now = clock();
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(reportSchedules)
        .where(
          and(
            eq(reportSchedules.status, 'active'),
            isNotNull(reportSchedules.nextRunAt),
            lte(reportSchedules.nextRunAt, new Date(now)),
          ),
        )
        .orderBy(asc(reportSchedules.nextRunAt))
        .limit(DUE_BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        let zone = row.timeZone ?? zones.get(row.tenantId);
        if (zone === undefined) {
          zone = (await describeOrganisation(tx, row.tenantId)).timezone;
          zones.set(row.tenantId, zone);
        }
        if (await queueLatestOccurrence(tx, clock, row, zone, now)) queued++;
      }
      return due.length;
    });
    if (batch < DUE_BATCH) return queued;
  }
}

async function queueLatestOccurrence(
  tx: Tx,
  clock: Clock,
  row: ScheduleRow,
  zone: string,
  now: number,
): Promise<boolean> {
  const recurrence = row.recurrence as Recurrence;
  const latest = previousOccurrence(recurrence, zone, now, { startsOn: row.startsOn, endsOn: row.endsOn });
  let created = false;
  // After a change of time zone, the new zone's occurrence of a local day already sent in
  // the old one is not sent again.
  const sentThatDay = latest !== null && sameLocalDay(latest, row.lastOccurrenceAt, zone);
  if (latest !== null && !sentThatDay && (row.lastOccurrenceAt === null || latest > row.lastOccurrenceAt)) {
    const period = periodOf(row.period, recurrence, zone, latest.getTime(), row.lastOccurrenceAt?.getTime() ?? null);
    const [sending] = await tx
      .insert(reportSendings)
      .values({
        tenantId: row.tenantId,
        scheduleId: row.id,
        trigger: 'schedule',
        occurrenceAt: latest,
        periodFrom: period.from,
        periodTo: period.to,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: reportSendings.id });
    if (sending) {
      await enqueueJob(tx, clock, SEND_REPORT, {
        key: occurrenceJobKey(row.tenantId, row.id, latest),
        tenantId: row.tenantId,
        payload: { sending_id: sending.id },
        runAt: latest,
      });
      created = true;
    }
  }
  const last =
    latest !== null && !sentThatDay && (row.lastOccurrenceAt === null || latest > row.lastOccurrenceAt) ? latest : null;
  await tx
    .update(reportSchedules)
    .set({
      nextRunAt: nextRunAfter(
        { ...row, lastOccurrenceAt: last ?? row.lastOccurrenceAt },
        zone,
        Math.max(now, latest?.getTime() ?? 0),
      ),
      ...(last !== null ? { lastOccurrenceAt: last } : {}),
    })
    .where(and(eq(reportSchedules.tenantId, row.tenantId), eq(reportSchedules.id, row.id)));
  return created;
}

function sameLocalDay(a: Date, b: Date | null, zone: string): boolean {
  return b !== null && calendarDay(a.getTime(), zone) === calendarDay(b.getTime(), zone);
}

/** The next occurrence after `afterMs`, skipping one on the local day of the last sent. */
function nextRunAfter(row: ScheduleRow, zone: string, afterMs: number): Date | null {
  const next = nextRunOf(row, zone, afterMs);
  if (next === null || !sameLocalDay(next, row.lastOccurrenceAt, zone)) return next;
  return nextRunOf(row, zone, next.getTime());
}

/**
 * After the organisation's time zone changed (event `tenant.changed`): the next run of each
 * active subscription on the organisation's zone, computed in the new zone, so none fires
 * at the old zone's hour or twice on one local day. Answers how many it changed.
 */
export async function rescheduleForTenantZone(database: Database, clock: Clock, tenantId: number): Promise<number> {
  const db = database.db;
  const zone = (await describeOrganisation(db, tenantId)).timezone;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(reportSchedules)
      .where(
        and(
          eq(reportSchedules.tenantId, tenantId),
          eq(reportSchedules.status, 'active'),
          isNull(reportSchedules.timeZone),
        ),
      )
      .for('update');
    let changed = 0;
    for (const row of rows) {
      const nextRunAt = nextRunAfter(row, zone, clock());
      if ((nextRunAt?.getTime() ?? null) === (row.nextRunAt?.getTime() ?? null)) continue;
      await tx
        .update(reportSchedules)
        .set({ nextRunAt })
        .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, row.id)));
      changed++;
    }
    return changed;
  });
}

/** Every minute: the subscriptions whose time has come. */
export const dueReportSchedules = defineSchedule({
  name: 'report-schedules.due',
  cron: '* * * * *',
  timeZone: 'UTC',
  // The scan reads next_run_at, which remembers what is due however long the pause: one pass catches up.
  catchUpMs: 120_000,
  run: async (_occurrence, ctx) => {
    const queued = await materialiseDueSchedules(ctx.database, ctx.clock);
    if (queued > 0) ctx.log.info({ queued }, 'report sendings queued');
    const stuck = await failStuckSendings(ctx.database, ctx.clock);
    if (stuck > 0) ctx.log.warn({ stuck }, 'report sendings that had stopped were failed');
  },
});

/** A sending still in progress this long after it was recorded, with its job over, has stopped for good. */
export const STUCK_SENDING_MS = 30 * 60_000;
export const STUCK_REASON = 'The sending stopped before it was finished. If it happens again, tell your administrator.';

function sendingJobKey(sending: Pick<SendingRow, 'tenantId' | 'scheduleId' | 'id' | 'occurrenceAt'>): string {
  return sending.occurrenceAt === null
    ? `report-schedule-test:${sending.tenantId}:${sending.id}`
    : occurrenceJobKey(sending.tenantId, sending.scheduleId, sending.occurrenceAt);
}

/**
 * No sending stays in progress for ever: one recorded over half an hour ago whose job is
 * no longer waiting or running (it ended without finishing the sending) is failed with the
 * reason, and the owner told. A sending whose job still waits (a worker that was down) is
 * left to it. Returns how many it failed.
 */
export async function failStuckSendings(database: Database, clock: Clock): Promise<number> {
  const db = database.db;
  const rows = await db
    .select()
    .from(reportSendings)
    .where(
      and(
        sql`${reportSendings.state} in ('queued', 'producing')`,
        lte(reportSendings.createdAt, new Date(clock() - STUCK_SENDING_MS)),
      ),
    )
    .orderBy(asc(reportSendings.createdAt))
    .limit(DUE_BATCH);
  const alive = await unfinishedJobKeys(db, rows.map(sendingJobKey));
  let failed = 0;
  for (const row of rows) {
    if (alive.has(sendingJobKey(row))) continue;
    await db.transaction(async (tx) => {
      const [sending] = await tx
        .update(reportSendings)
        .set({
          state: 'failed',
          error: STUCK_REASON,
          errorCode: 'stopped',
          errorParams: null,
          finishedAt: new Date(clock()),
        })
        .where(
          and(
            eq(reportSendings.tenantId, row.tenantId),
            eq(reportSendings.id, row.id),
            sql`${reportSendings.state} in ('queued', 'producing')`,
          ),
        )
        .returning();
      if (sending === undefined) return;
      failed++;
      if (sending.trigger === 'schedule')
        await tellSafely(tx, undefined, (inner) =>
          tellOwner(inner, clock, sending, (texts, name, period) => texts.production(name, period, STUCK_REASON)),
        );
    });
  }
  return failed;
}

// ---------------------------------------------------------------------------------------
// Links: the unsubscribe link of each recipient and the signed link of a file too big to attach

const secrets = new WeakMap<Database['db'], Map<string, Promise<Buffer>>>();

function secret(database: Database, name: string): Promise<Buffer> {
  let known = secrets.get(database.db);
  if (!known) {
    known = new Map();
    secrets.set(database.db, known);
  }
  let value = known.get(name);
  if (!value) {
    value = installationSecret(database.db, name);
    known.set(name, value);
  }
  return value;
}

export async function reportFileSigner(database: Database): Promise<FileLinkSigner> {
  return new FileLinkSigner(await secret(database, 'report-file-links'), REPORT_LINK_DAYS * 24 * 3600, {
    name: 'report-sending',
    path: '/report-files',
    again: 'Ask the sender of the report for it.',
  });
}

function unsubscribeMac(key: Buffer, tenantId: number, recipientId: number): string {
  return createHmac('sha256', key).update(`unsubscribe:${tenantId}:${recipientId}`).digest('base64url');
}

/** The token in a recipient's unsubscribe link: it names the recipient and cannot be guessed. */
export async function unsubscribeToken(database: Database, tenantId: number, recipientId: number): Promise<string> {
  return `${tenantId}.${recipientId}.${unsubscribeMac(await secret(database, 'report-unsubscribe'), tenantId, recipientId)}`;
}

/** The recipient a token names, or link_invalid. */
export async function readUnsubscribeToken(
  database: Database,
  token: string,
): Promise<{ tenantId: number; recipientId: number }> {
  const invalidLink = new DomainError('link_invalid', 'This unsubscribe link is not valid.');
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) throw invalidLink;
  const tenantId = Number(match[1]);
  const recipientId = Number(match[2]);
  const expected = Buffer.from(unsubscribeMac(await secret(database, 'report-unsubscribe'), tenantId, recipientId));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink;
  return { tenantId, recipientId };
}

/** What the unsubscribe page shows: the subscription's name, who sends it, the address, the language. */
export async function unsubscribeSubject(
  database: Database,
  token: string,
): Promise<{ name: string; organisation: string; address: string; language: 'de' | 'en'; unsubscribed: boolean }> {
  const { tenantId, recipientId } = await readUnsubscribeToken(database, token);
  const db = database.db;
  const [row] = await db
    .select({ recipient: reportScheduleRecipients, name: reportSchedules.name, language: reportSchedules.language })
    .from(reportScheduleRecipients)
    .innerJoin(
      reportSchedules,
      and(
        eq(reportSchedules.tenantId, reportScheduleRecipients.tenantId),
        eq(reportSchedules.id, reportScheduleRecipients.scheduleId),
      ),
    )
    .where(and(eq(reportScheduleRecipients.tenantId, tenantId), eq(reportScheduleRecipients.id, recipientId)));
  if (!row) throw notFound('Subscription');
  let address = row.recipient.address ?? '';
  if (row.recipient.accountId !== null)
    address = (await findAccount(db, tenantId, row.recipient.accountId))?.email ?? '';
  return {
    name: row.name,
    organisation: (await describeOrganisation(db, tenantId)).name,
    address,
    language: row.language,
    unsubscribed: row.recipient.unsubscribedAt !== null,
  };
}

/** Stops this one recipient; the subscription and its other recipients go on. Repeating is harmless. */
export async function unsubscribeRecipient(database: Database, clock: Clock, token: string): Promise<void> {
  const { tenantId, recipientId } = await readUnsubscribeToken(database, token);
  await database.db
    .update(reportScheduleRecipients)
    .set({ unsubscribedAt: new Date(clock()) })
    .where(
      and(
        eq(reportScheduleRecipients.tenantId, tenantId),
        eq(reportScheduleRecipients.id, recipientId),
        sql`${reportScheduleRecipients.unsubscribedAt} is null`,
      ),
    );
}

export { unsubscribeTexts };

// ---------------------------------------------------------------------------------------
// The owner is told: a portal notice and an e-mail

async function tellOwner(
  tx: Tx,
  clock: Clock,
  sending: SendingRow,
  describe: (texts: (typeof ownerTexts)['de'], name: string, period: string, language: Language) => string,
): Promise<void> {
  const [schedule] = await tx
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.tenantId, sending.tenantId), eq(reportSchedules.id, sending.scheduleId)));
  if (!schedule) return;
  // The office is alerted once per sending, whatever went wrong (the history says what).
  const organisation = await describeOrganisation(tx, sending.tenantId);
  const zone = schedule.timeZone ?? organisation.timezone;
  const periodIn = (language: Language) =>
    periodLabel(schedule.period, { from: sending.periodFrom, to: sending.periodTo }, zone, language);
  await raiseAlert(tx, clock, {
    tenantId: sending.tenantId,
    kind: 'report_sending_failed',
    occurrenceKey: `report-sending:${sending.id}`,
    propertyId: null,
    subject: {
      schedule_name: schedule.name,
      report_schedule_id: schedule.id,
      report_sending_id: sending.id,
      period_de: periodIn('de'),
      period_en: periodIn('en'),
    },
  });
  const texts = ownerTexts[organisation.language];
  const period = periodIn(organisation.language);
  const title = oneLine(texts.title(schedule.name));
  const body = describe(texts, schedule.name, period, organisation.language);
  const notice = {
    kind: 'report_sending.failed',
    title,
    body,
    subject: { report_schedule_id: schedule.id, report_sending_id: sending.id },
  };
  const owner = await findAccount(tx, sending.tenantId, schedule.ownerAccountId);
  if (owner?.active !== true) {
    // Nobody reads a deactivated person's notices: the admins are told instead.
    await noticeAdmins(tx, clock, sending.tenantId, notice);
    return;
  }
  await recordNotice(tx, clock, { tenantId: sending.tenantId, accountId: schedule.ownerAccountId, ...notice });
  await queueMail(tx, clock, {
    tenantId: sending.tenantId,
    purpose: 'report_schedule.failed',
    to: [owner.email],
    subject: title,
    text: body,
  });
}

/**
 * Telling someone must never undo what it reports: it runs in a savepoint, and should it
 * fail, the sending stays recorded as failed (the log keeps why the notice did not go).
 */
async function tellSafely(
  tx: Tx,
  log: { error(obj: object, msg: string): void } | undefined,
  tell: (tx: Tx) => Promise<void>,
) {
  try {
    await tx.transaction(async (savepoint) => tell(savepoint));
  } catch (error) {
    log?.error({ err: error }, 'report sending: the notice could not be recorded');
  }
}

/** One recipient's report e-mail: retried for up to a day (4xx, unreachable server), then the owner is told. */
export const reportMailJob = defineMailKind({
  name: 'report-schedules.mail',
  // 1, 2, 4 … minutes, then every 24 hours at most: about 34 hours in all.
  retry: { maxAttempts: 12, backoffMs: 60_000, maxBackoffMs: 24 * 3600 * 1000 },
  onRecipientsFailed: async (tx, clock, message, failed: FailedRecipient[]) => {
    const [link] = await tx
      .select({ sending: reportSendings })
      .from(reportSendingRecipients)
      .innerJoin(
        reportSendings,
        and(
          eq(reportSendings.tenantId, reportSendingRecipients.tenantId),
          eq(reportSendings.id, reportSendingRecipients.sendingId),
        ),
      )
      .where(
        and(
          eq(reportSendingRecipients.tenantId, message.tenantId),
          eq(reportSendingRecipients.mailMessageId, message.messageId),
        ),
      );
    if (!link) return;
    await tellSafely(tx, undefined, (inner) =>
      tellOwner(inner, clock, link.sending, (texts, name, period) => texts.recipients(name, period, failed)),
    );
  },
});

// ---------------------------------------------------------------------------------------
// One sending

interface Recipient {
  address: string;
  accountId: number | null;
  recipientId: number | null;
  skipped: Skip | null;
}

/** Why a recipient gets no e-mail: the English sentence (kept as `reason`), its code and values. */
interface Skip {
  reason: string;
  code: SkipReasonCode;
  params: Record<string, string | number> | null;
}

const SKIPS: Record<Exclude<SkipReasonCode, 'unsubscribed'>, Skip> = {
  awaiting_approval: {
    reason: 'Waiting for approval by someone who edits the settings (an outside address).',
    code: 'awaiting_approval',
    params: null,
  },
  account_gone: { reason: 'The account no longer exists.', code: 'account_gone', params: null },
  account_inactive: { reason: 'The account is deactivated.', code: 'account_inactive', params: null },
  account_not_allowed: {
    reason: 'The account may no longer see everything this subscription covers.',
    code: 'account_not_allowed',
    params: null,
  },
};

async function recipientsOf(db: Executor, schedule: ScheduleRow, sending: SendingRow): Promise<Recipient[]> {
  if (sending.trigger === 'test') {
    const me =
      sending.requestedByAccountId !== null
        ? await findAccount(db, schedule.tenantId, sending.requestedByAccountId)
        : undefined;
    if (!me) return [];
    return [{ address: me.email.toLowerCase(), accountId: me.id, recipientId: null, skipped: null }];
  }
  const list: Recipient[] = [];
  const rows = await scheduleRecipients(db, schedule.tenantId, schedule.id);
  const contacts = rows.some((r) => r.address !== null) ? await contactAddressesOf(db, schedule) : new Set<string>();
  for (const recipient of rows) {
    const on = recipient.unsubscribedAt?.toISOString().slice(0, 10);
    const unsubscribed: Skip | null =
      on !== undefined ? { reason: `Unsubscribed on ${on}.`, code: 'unsubscribed', params: { on } } : null;
    if (recipient.accountId === null) {
      list.push({
        address: recipient.address ?? '',
        accountId: null,
        recipientId: recipient.id,
        skipped: unsubscribed ?? (approvalOf(recipient, contacts) === 'pending' ? SKIPS.awaiting_approval : null),
      });
      continue;
    }
    const account = await accountAsRecipient(db, schedule, recipient.accountId);
    const skipped =
      unsubscribed ??
      (account === undefined
        ? SKIPS.account_gone
        : !account.active
          ? SKIPS.account_inactive
          : !account.allowed
            ? SKIPS.account_not_allowed
            : null);
    list.push({
      address: (account?.address ?? `account-${recipient.accountId}`).toLowerCase(),
      accountId: recipient.accountId,
      recipientId: recipient.id,
      skipped,
    });
  }
  // One e-mail per address, even when an account and a typed address are the same.
  const seen = new Set<string>();
  return list.filter((r) => (seen.has(r.address) ? false : (seen.add(r.address), true)));
}

function baseUrl(config: JobContext['ports']['config']): string {
  return config?.publicUrl ?? `http://localhost:${config?.port ?? 3000}`;
}

async function scopeWords(db: Executor, schedule: ScheduleRow, language: 'de' | 'en') {
  const client =
    schedule.clientId !== null
      ? ((await clientNames(db, schedule.tenantId, [schedule.clientId])).get(schedule.clientId) ?? '')
      : '';
  const properties =
    schedule.propertyIds !== null
      ? (await propertyNames(db, schedule.tenantId, schedule.propertyIds)).map((p) => p.name).join(', ')
      : client !== ''
        ? client
        : mailTexts[language].allProperties;
  const template =
    schedule.templateId !== null
      ? ((await templateNames(db, schedule.tenantId, [schedule.templateId])).get(schedule.templateId) ?? '')
      : '';
  const scope = [template, client, schedule.propertyIds !== null ? properties : client === '' ? properties : '']
    .filter((part) => part !== '')
    .join(' · ');
  return { client, properties, scope };
}

async function finish(ctx: JobContext, sending: SendingRow, change: Partial<SendingRow>): Promise<void> {
  await ctx.completeInTransaction(async (tx) => {
    await tx
      .update(reportSendings)
      .set({ ...change, finishedAt: new Date(ctx.clock()) })
      .where(and(eq(reportSendings.tenantId, sending.tenantId), eq(reportSendings.id, sending.id)));
  });
}

export const sendReportJob = defineJobKind({
  ...SEND_REPORT,
  handler: async ({ sending_id: sendingId }, ctx) => {
    const tenantId = ctx.job.tenantId;
    if (tenantId === null) throw new PermanentJobError('A report sending names no tenant.');
    const files = ctx.ports.files;
    if (files === undefined) throw new Error('This worker has no file store.');
    const db = ctx.database.db;
    const [sending] = await db
      .select()
      .from(reportSendings)
      .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.id, sendingId)));
    if (sending === undefined || !['queued', 'producing'].includes(sending.state)) return;
    const [schedule] = await db
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, sending.scheduleId)));
    if (!schedule) throw new PermanentJobError(`subscription ${sending.scheduleId} does not exist`);
    if (sending.trigger === 'schedule' && schedule.status !== 'active') {
      const paused = schedule.status === 'paused';
      await finish(ctx, sending, {
        state: 'failed',
        error: paused
          ? 'The subscription was paused before this sending went out.'
          : 'The subscription was archived before this sending went out.',
        errorCode: paused ? 'subscription_paused' : 'subscription_archived',
        errorParams: null,
      });
      return;
    }
    const organisation = await describeOrganisation(db, tenantId);
    // The owner sends it on their own authority: someone deactivated, or who no longer sees
    // all it covers, sends nothing more, and the admins are told.
    if (sending.trigger === 'schedule') {
      const refusal = await ownerRefusal(db, schedule, organisation.language);
      if (refusal !== null) {
        await ctx.completeInTransaction(async (tx) => {
          await markFailed(tx, sending, refusal, ctx.clock);
          await tellSafely(tx, ctx.log, (inner) => tellAdminsOwnerCannot(inner, ctx.clock, sending, schedule, refusal));
        });
        return;
      }
    }
    const recipients = await recipientsOf(db, schedule, sending);
    const mailable = recipients.filter((r) => r.skipped === null).length;
    if (mailable === 0) {
      await ctx.completeInTransaction(async (tx) => {
        await recordRecipients(tx, sending, recipients, new Map());
        await markFailed(tx, sending, NOBODY, ctx.clock);
        if (sending.trigger === 'schedule')
          await tellSafely(tx, ctx.log, (inner) =>
            tellOwner(inner, ctx.clock, sending, (texts, name, period) => texts.nobody(name, period)),
          );
      });
      return;
    }
    const limits = await reportMailLimitsOf(db, tenantId);
    if ((await reportMailsLastDay(db, tenantId, ctx.clock())) + mailable > limits.max_mails_per_day) {
      await ctx.completeInTransaction(async (tx) => failOverDailyLimit(tx, ctx, sending, limits.max_mails_per_day));
      return;
    }
    await db
      .update(reportSendings)
      .set({ state: 'producing' })
      .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.id, sendingId)));
    const zone = schedule.timeZone ?? organisation.timezone;
    const language = schedule.language;
    const period = { from: sending.periodFrom, to: sending.periodTo };
    const label = periodLabel(schedule.period, period, zone, language);
    const words = await scopeWords(db, schedule, language);
    const produceContext = {
      deps: { database: ctx.database, clock: ctx.clock },
      files,
      pdf: ctx.ports.pdf,
      tenantId,
      templateId: schedule.templateId,
      propertyIds: await scopePropertyIds(db, schedule),
      period,
      periodLabel: label,
      scopeLabel: words.scope,
      language,
      timeZone: zone,
      tenantTimeZone: organisation.timezone,
      branding: await brandingSnapshot(
        db,
        files,
        tenantId,
        schedule.brandingClientId === null ? 'default' : { clientId: schedule.brandingClientId },
      ),
      generatedAt: new Date(ctx.clock()),
    };
    const producer = PRODUCERS[schedule.kind];
    let produced;
    try {
      if (schedule.skipIfEmpty && (await producer.isEmpty(produceContext))) {
        await finish(ctx, sending, { state: 'skipped_empty', error: null, errorCode: null, errorParams: null });
        return;
      }
      // Few files at a time per process: memory stays bounded, and a file written to the
      // PostgreSQL store holds a connection while its contents are read through another.
      const leave = await productionSlots.enter();
      try {
        produced = await producer.produce(produceContext, `${tenantId}/report-sendings/${sendingId}`);
      } finally {
        leave();
      }
    } catch (error) {
      // No retry makes this report for this scope: the sending fails now, saying why.
      if (error instanceof ReportNotAvailable) {
        await ctx.completeInTransaction(async (tx) => {
          await tx
            .update(reportSendings)
            .set({
              state: 'failed',
              error: error.message,
              errorCode: error.code,
              errorParams: error.params,
              finishedAt: new Date(ctx.clock()),
            })
            .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.id, sendingId)));
          if (sending.trigger === 'schedule') {
            await tellSafely(tx, ctx.log, (inner) =>
              tellOwner(inner, ctx.clock, sending, (texts, name, period, owners) =>
                texts.production(name, period, error.words[owners]),
              ),
            );
          }
        });
        return;
      }
      throw error;
    }
    const fileKey = `${tenantId}/report-sendings/${sendingId}`;
    const config = ctx.ports.config;
    const maxBytes = config?.mailAttachmentMaxBytes ?? 7 * 1024 * 1024;
    const delivery = produced.byteSize <= maxBytes ? ('attachment' as const) : ('link' as const);
    const texts = mailTexts[language];
    const base = baseUrl(config);
    let fileLine = texts.attached(produced.fileName, produced.byteSize);
    if (delivery === 'link') {
      const link = (await reportFileSigner(ctx.database)).sign(tenantId, sendingId, ctx.clock());
      const until = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        timeZone: zone,
        dateStyle: 'medium',
      }).format(link.expiresAt);
      fileLine = texts.linked(produced.fileName, produced.byteSize, `${base}${link.path}`, until);
    }
    const values = { period: label, property: words.properties, client: words.client };
    // The subject is the organisation's and one line; the editor's words are quoted as its
    // message, under a first line that says what the e-mail is (a subscription saved before
    // the limits is cut to them).
    const subject = oneLine(
      `${sending.trigger === 'test' ? texts.test : ''}${texts.subject(
        organisation.name,
        fillPlaceholders(schedule.subject.slice(0, MAX_SUBJECT_CHARS), values),
      )}`,
    );
    const body = fillPlaceholders(schedule.body.slice(0, MAX_BODY_CHARS), values).trim();
    const message =
      body === ''
        ? []
        : [texts.message(organisation.name), ...body.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()), ''];
    const tokens = new Map<number, string>();
    for (const recipient of recipients) {
      if (recipient.recipientId !== null)
        tokens.set(recipient.recipientId, await unsubscribeToken(ctx.database, tenantId, recipient.recipientId));
    }
    const file = produced;
    // A refusal of our own (an address or header queueMail will not take) is the same on
    // every attempt: the sending fails now instead of making its file again and again.
    const recording = ctx.completeInTransaction(async (tx) => {
      // The daily limit is counted with the tenant's report e-mails locked: two sendings at
      // once cannot both pass it.
      await lockTenantReportMail(tx, tenantId);
      const max = (await reportMailLimitsOf(tx, tenantId)).max_mails_per_day;
      if ((await reportMailsLastDay(tx, tenantId, ctx.clock())) + mailable > max) {
        await failOverDailyLimit(tx, ctx, sending, max);
        // The file made stays with the sending (the history offers it; the purge removes it).
        await tx
          .update(reportSendings)
          .set({ fileKey, fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize })
          .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.id, sendingId)));
        return;
      }
      const messages = new Map<string, number>();
      for (const recipient of recipients) {
        if (recipient.skipped === null) {
          const token = recipient.recipientId !== null ? tokens.get(recipient.recipientId) : undefined;
          const unsubscribeUrl = token !== undefined ? `${base}/unsubscribe/${token}` : undefined;
          const text = [
            texts.intro(organisation.name, schedule.name, label),
            '',
            ...message,
            fileLine,
            '',
            '-- ',
            texts.footer(schedule.name, organisation.name),
            ...(unsubscribeUrl !== undefined ? [texts.unsubscribe(unsubscribeUrl)] : []),
          ].join('\n');
          const html = reportMailHtml({
            language,
            subject,
            intro: texts.intro(organisation.name, schedule.name, label),
            message: body === '' ? null : { heading: texts.message(organisation.name), text: body },
            fileLine,
            footer: texts.footer(schedule.name, organisation.name),
            unsubscribeUrl,
          });
          const queued = await queueMail(tx, ctx.clock, {
            tenantId,
            purpose: sending.trigger === 'test' ? 'report_schedule.test' : 'report_schedule',
            to: [recipient.address],
            subject,
            text,
            html,
            // From: the organisation, at MAIL_FROM's address; replies go where it says.
            fromName: organisation.name,
            ...(organisation.reportReplyTo !== null ? { replyTo: organisation.reportReplyTo } : {}),
            headers: {
              'Auto-Submitted': 'auto-generated',
              ...(unsubscribeUrl !== undefined
                ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
                : {}),
            },
            ...(delivery === 'attachment'
              ? {
                  attachments: [
                    {
                      fileKey,
                      fileName: file.fileName,
                      contentType: file.contentType,
                      byteSize: file.byteSize,
                    },
                  ],
                }
              : {}),
            kind: reportMailJob,
            // Ahead of the sendings still waiting for their file: with many due at once, the
            // first recipients get theirs while the rest are made.
            ...(sending.occurrenceAt !== null ? { runAt: new Date(sending.occurrenceAt.getTime() - 1) } : {}),
          });
          messages.set(recipient.address, queued.messageId);
        }
      }
      await recordRecipients(tx, sending, recipients, messages);
      await tx
        .update(reportSendings)
        .set({
          state: 'mailed',
          error: null,
          errorCode: null,
          errorParams: null,
          fileKey,
          fileName: file.fileName,
          contentType: file.contentType,
          byteSize: file.byteSize,
          delivery,
          finishedAt: new Date(ctx.clock()),
        })
        .where(and(eq(reportSendings.tenantId, tenantId), eq(reportSendings.id, sendingId)));
    });
    await recording.catch((error: unknown) => {
      throw error instanceof DomainError ? new PermanentJobError(error.detail) : error;
    });
  },
  onFailed: async ({ sending_id: sendingId }, ctx) => {
    const tenantId = ctx.job.tenantId;
    if (tenantId === null) return;
    const reason = 'The report could not be produced. If it happens again, tell your administrator.';
    const [sending] = await ctx.tx
      .update(reportSendings)
      .set({
        state: 'failed',
        error: reason,
        errorCode: 'production_failed',
        errorParams: null,
        finishedAt: new Date(ctx.clock()),
      })
      .where(
        and(
          eq(reportSendings.tenantId, tenantId),
          eq(reportSendings.id, sendingId),
          sql`${reportSendings.state} in ('queued', 'producing')`,
        ),
      )
      .returning();
    if (sending?.trigger === 'schedule') {
      await tellSafely(ctx.tx, undefined, (inner) =>
        tellOwner(inner, ctx.clock, sending, (texts, name, period) => texts.production(name, period, reason)),
      );
    }
  },
});

const NOBODY: SendingFailure = {
  error: 'Nobody to send to: every recipient unsubscribed, waits for approval or lost access.',
  code: 'nobody_to_send_to',
  params: null,
};

async function markFailed(tx: Tx, sending: SendingRow, failure: SendingFailure, clock: Clock): Promise<void> {
  await tx
    .update(reportSendings)
    .set({
      state: 'failed',
      error: failure.error,
      errorCode: failure.code,
      errorParams: failure.params,
      finishedAt: new Date(clock()),
    })
    .where(and(eq(reportSendings.tenantId, sending.tenantId), eq(reportSendings.id, sending.id)));
}

/** Each recipient of a sending: the e-mail recorded for them, or why none was. */
async function recordRecipients(
  tx: Tx,
  sending: SendingRow,
  recipients: Recipient[],
  messages: Map<string, number>,
): Promise<void> {
  for (const recipient of recipients) {
    await tx.insert(reportSendingRecipients).values({
      tenantId: sending.tenantId,
      sendingId: sending.id,
      recipientId: recipient.recipientId,
      address: recipient.address,
      accountId: recipient.accountId,
      mailMessageId: messages.get(recipient.address) ?? null,
      skippedReason: recipient.skipped?.reason ?? null,
      skippedCode: recipient.skipped?.code ?? null,
      skippedParams: recipient.skipped?.params ?? null,
    });
  }
}

async function failOverDailyLimit(tx: Tx, ctx: JobContext, sending: SendingRow, max: number): Promise<void> {
  await markFailed(
    tx,
    sending,
    {
      error: `Not sent: the organisation has sent ${max} report e-mails in the last 24 hours, its daily limit.`,
      code: 'daily_limit',
      params: { limit: max },
    },
    ctx.clock,
  );
  await tellSafely(tx, ctx.log, (inner) =>
    tellOwner(inner, ctx.clock, sending, (texts, name, period) => texts.dailyLimit(name, period, max)),
  );
}

interface OwnerRefusal extends SendingFailure {
  /** The admins' words. */
  why: string;
}

/** Why the subscription's owner may no longer send it, or null while they may. */
async function ownerRefusal(db: Executor, schedule: ScheduleRow, language: Language): Promise<OwnerRefusal | null> {
  const words = ownerGoneTexts[language];
  const owner = await findAccount(db, schedule.tenantId, schedule.ownerAccountId);
  if (!owner)
    return {
      error: 'Not sent: the owner of the subscription no longer exists.',
      code: 'owner_gone',
      params: null,
      why: words.gone,
    };
  if (!owner.active)
    return {
      error: `Not sent: the owner ${owner.name} is deactivated.`,
      code: 'owner_inactive',
      params: { owner: owner.name },
      why: words.inactive(owner.name),
    };
  const permissions = await permissionsOfRole(db, schedule.tenantId, owner.role);
  const sees = await accountSeesScope(
    db,
    { tenantId: schedule.tenantId, accountId: owner.id, allProperties: owner.allProperties, permissions },
    schedule,
  );
  if (!sees)
    return {
      error: `Not sent: the owner ${owner.name} may no longer see everything the subscription covers.`,
      code: 'owner_no_access',
      params: { owner: owner.name },
      why: words.noAccess(owner.name),
    };
  return null;
}

async function tellAdminsOwnerCannot(
  tx: Tx,
  clock: Clock,
  sending: SendingRow,
  schedule: ScheduleRow,
  refusal: OwnerRefusal,
): Promise<void> {
  const organisation = await describeOrganisation(tx, sending.tenantId);
  const words = ownerGoneTexts[organisation.language];
  const period = periodLabel(
    schedule.period,
    { from: sending.periodFrom, to: sending.periodTo },
    schedule.timeZone ?? organisation.timezone,
    organisation.language,
  );
  await noticeAdmins(tx, clock, sending.tenantId, {
    kind: 'report_sending.owner_cannot_send',
    title: oneLine(words.title(schedule.name)),
    body: words.body(schedule.name, period, refusal.why),
    subject: { report_schedule_id: schedule.id, report_sending_id: sending.id },
  });
}

/** How long a sending's file is kept for the history's download (its e-mailed link holds 30 days). */
export const SENDING_FILE_RETENTION_DAYS = 90;
const PURGE_BATCH = 200;

/**
 * Removes the files of sendings older than 90 days; the history rows stay, without a file.
 * The file goes first, then the key: a run that stops half way leaves keys the next run
 * finds again (deleting a file twice is harmless). Returns how many files it removed.
 */
export async function purgeSendingFiles(database: Database, clock: Clock, files: FileStore): Promise<number> {
  const before = new Date(clock() - SENDING_FILE_RETENTION_DAYS * 24 * 3600 * 1000);
  let removed = 0;
  for (;;) {
    const rows = await database.db
      .select({ tenantId: reportSendings.tenantId, id: reportSendings.id, fileKey: reportSendings.fileKey })
      .from(reportSendings)
      .where(and(isNotNull(reportSendings.fileKey), lte(reportSendings.createdAt, before)))
      .limit(PURGE_BATCH);
    for (const row of rows) {
      if (row.fileKey !== null) await files.delete(row.fileKey);
      await database.db
        .update(reportSendings)
        .set({ fileKey: null })
        .where(and(eq(reportSendings.tenantId, row.tenantId), eq(reportSendings.id, row.id)));
      removed++;
    }
    if (rows.length < PURGE_BATCH) return removed;
  }
}

/** Every night: sending files older than 90 days leave the file store. */
export const purgeReportSendingFiles = defineNightlyFilePurge({
  name: 'report-schedules.files.purge',
  cron: '29 4 * * *',
  what: 'report sending files',
  purge: ({ database, clock, files }) => purgeSendingFiles(database, clock, files),
});
