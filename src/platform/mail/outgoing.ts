// Outgoing mail: queueMail records a message and its recipients (the mail log, status
// `queued`) and queues a `mail.send` job, all in the caller's transaction. The job hands
// the message to the mailer and records each recipient's outcome. A message is on record
// before it reaches SMTP, so a retry after a crash finds it; a crash after the server took
// it and before the outcome was saved sends it again (at least once), with the same
// Message-ID, which lets receiving systems recognise the repeat.
import { Type } from '@sinclair/typebox';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { type MailAttachment, mailMessages, mailRecipients, type MailRecipientStatus } from './mail.tables.js';

export { mailRecipientStatuses } from './mail.tables.js';
import { invalid } from '../../domain/errors.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, type Page, toPage } from '../../modules/shared/pagination.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { FileStore } from '../file-store/file-store.js';
import { defineJobKind, PermanentJobError, type RetryPolicy } from '../jobs/kinds.js';
import { enqueueJob, type JobSpec } from '../jobs/queue.js';
import { MailNotHandedOver, type OutgoingAttachment, type RecipientOutcome } from './mailer.js';

export const MAX_RECIPIENTS = 50;

export interface MailRequest {
  tenantId: number;
  /** What sends it, for the log: `mail.test`, `workflow.notify_email`, … */
  purpose: string;
  to: readonly string[];
  subject: string;
  text: string;
  html?: string;
  /** The From header's display name (its address stays MAIL_FROM's), e.g. the organisation's name. */
  fromName?: string;
  /** The Reply-To address. */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  /** Files in the file store, attached when the message is handed over. */
  attachments?: MailAttachment[];
  /** The job kind that sends it; `mail.send` unless a module has its own (defineMailKind). */
  kind?: JobSpec<typeof MailSendPayload>;
  /** When it is due; now when omitted. An earlier instant puts it ahead of jobs due since. */
  runAt?: Date;
}

const ADDRESS = /^[^\s@<>"(),;:\\[\]]+@[^\s@<>"(),;:\\[\]]+$/;

export function isMailAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address);
}

/** A value for a header line: line breaks (and the blanks around them) become one space. */
export function oneLine(value: string): string {
  return value.replace(/[ \t]*[\r\n\u2028\u2029\u0085]+[ \t]*/g, ' ').trim();
}

/** How many messages of these purposes the tenant recorded since an instant (the daily limits count them). */
export async function countMessagesSince(
  db: Executor,
  tenantId: number,
  purposes: readonly string[],
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.tenantId, tenantId),
        inArray(mailMessages.purpose, [...purposes]),
        gte(mailMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

const MailSendPayload = Type.Object(
  { tenant_id: Type.Integer({ minimum: 1 }), message_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

async function markQueuedFailed(
  tx: Tx,
  tenantId: number,
  messageId: number,
  reason: string,
  at: Date,
): Promise<FailedRecipient[]> {
  const rows = await tx
    .update(mailRecipients)
    .set({ status: 'failed', error: reason, updatedAt: at })
    .where(
      and(
        eq(mailRecipients.tenantId, tenantId),
        eq(mailRecipients.messageId, messageId),
        eq(mailRecipients.status, 'queued'),
      ),
    )
    .returning({ address: mailRecipients.address });
  return rows.map((row) => ({ address: row.address, reason }));
}

/** One handover fewer without an answer (counted up before the handover). */
const answeredHandover = sql`greatest(${mailRecipients.unconfirmedHandovers} - 1, 0)`;

async function recordOutcomes(
  tx: Executor,
  tenantId: number,
  messageId: number,
  outcomes: RecipientOutcome[],
  at: Date,
): Promise<void> {
  for (const outcome of outcomes) {
    const where = and(
      eq(mailRecipients.tenantId, tenantId),
      eq(mailRecipients.messageId, messageId),
      eq(mailRecipients.address, outcome.address),
    );
    // The server answered this handover.
    const answered = { unconfirmedHandovers: answeredHandover, updatedAt: at };
    switch (outcome.status) {
      case 'sent':
        await tx
          .update(mailRecipients)
          .set({
            status: 'sent',
            smtpMessageId: outcome.smtpMessageId,
            smtpResponse: outcome.smtpResponse,
            error: null,
            ...answered,
          })
          .where(where);
        break;
      case 'held':
        await tx
          .update(mailRecipients)
          .set({ status: 'held', error: null, ...answered })
          .where(where);
        break;
      case 'failed':
        await tx
          .update(mailRecipients)
          .set({ status: 'failed', error: outcome.reason, ...answered })
          .where(where);
        break;
      case 'retry':
        // Stays queued; the reason shows until the next attempt.
        await tx
          .update(mailRecipients)
          .set({ error: outcome.reason, ...answered })
          .where(where);
        break;
    }
  }
}

/** A recipient whose message could not be delivered, for good. */
export interface FailedRecipient {
  address: string;
  reason: string;
}

export interface MailKindDefinition {
  name: string;
  retry: Partial<RetryPolicy>;
  /**
   * Runs in the transaction that records recipients as failed for good: refused outright
   * (5xx), or still refused when the last attempt is over.
   */
  onRecipientsFailed?(
    tx: Tx,
    clock: Clock,
    message: { tenantId: number; messageId: number },
    failed: FailedRecipient[],
  ): Promise<void>;
  /**
   * Runs in the transaction that records the last of the message's recipients as answered
   * (delivered or refused for good): `failed` lists those refused, empty when all took it.
   */
  onSettled?(
    tx: Tx,
    clock: Clock,
    message: { tenantId: number; messageId: number },
    failed: FailedRecipient[],
  ): Promise<void>;
}

async function attachmentsOf(message: typeof mailMessages.$inferSelect, files: FileStore | undefined) {
  const listed = message.attachments ?? [];
  if (listed.length === 0) return undefined;
  if (files === undefined) throw new Error('This worker has no file store to read attachments from.');
  const opened: OutgoingAttachment[] = [];
  for (const attachment of listed) {
    const content = await files.getStream(attachment.fileKey);
    if (content === undefined) {
      for (const done of opened) done.content.destroy();
      throw new PermanentJobError(`the attachment ${attachment.fileName} is no longer stored`);
    }
    opened.push({ filename: attachment.fileName, contentType: attachment.contentType, content });
  }
  return opened;
}

/**
 * A job kind that hands one recorded message to the mailer: `mail.send`, and kinds with a
 * retry policy and failure hook of their own (report e-mails retry for a day and tell the
 * subscription's owner).
 */
export function defineMailKind(definition: MailKindDefinition) {
  const failed = async (tx: Tx, clock: Clock, tenantId: number, messageId: number, list: FailedRecipient[]) => {
    if (list.length > 0 && definition.onRecipientsFailed)
      await definition.onRecipientsFailed(tx, clock, { tenantId, messageId }, list);
  };
  return defineJobKind({
    name: definition.name,
    payload: MailSendPayload,
    retry: definition.retry,
    leaseMs: 180_000,
    handler: async ({ tenant_id: tenantId, message_id: messageId }, ctx) => {
      const db = ctx.database.db;
      const [message] = await db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.tenantId, tenantId), eq(mailMessages.id, messageId)));
      if (!message) throw new PermanentJobError(`message ${messageId} of tenant ${tenantId} does not exist`);
      const pending = await db
        .select({ address: mailRecipients.address })
        .from(mailRecipients)
        .where(
          and(
            eq(mailRecipients.tenantId, tenantId),
            eq(mailRecipients.messageId, messageId),
            eq(mailRecipients.status, 'queued'),
          ),
        )
        .orderBy(mailRecipients.address);
      if (pending.length === 0) return;
      const addresses = pending.map((r) => r.address);
      const attachments = await attachmentsOf(message, ctx.ports.files);
      const handedOver = and(
        eq(mailRecipients.tenantId, tenantId),
        eq(mailRecipients.messageId, messageId),
        inArray(mailRecipients.address, addresses),
      );
      // Counted before the handover, as unconfirmed until the server's answer is recorded:
      // after a crash in between, the log shows the message may have gone out.
      await db
        .update(mailRecipients)
        .set({
          attempts: sql`${mailRecipients.attempts} + 1`,
          unconfirmedHandovers: sql`${mailRecipients.unconfirmedHandovers} + 1`,
          updatedAt: new Date(ctx.clock()),
        })
        .where(handedOver);
      let outcomes: RecipientOutcome[];
      try {
        outcomes = await ctx.ports.mailer.send({
          to: addresses,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody ?? undefined,
          fromName: message.fromName ?? undefined,
          replyTo: message.replyTo ?? undefined,
          headers: message.headers ?? undefined,
          attachments,
          reference: `caretaker.${tenantId}.${messageId}`,
        });
      } catch (error) {
        // The server certainly did not take it: the attempt is answered, with its reason.
        if (error instanceof MailNotHandedOver) {
          await db
            .update(mailRecipients)
            .set({ error: error.message, unconfirmedHandovers: answeredHandover, updatedAt: new Date(ctx.clock()) })
            .where(and(handedOver, eq(mailRecipients.status, 'queued')));
        }
        throw error;
      } finally {
        for (const attachment of attachments ?? []) attachment.content.destroy();
      }
      const at = new Date(ctx.clock());
      const later = outcomes.filter((o) => o.status === 'retry');
      const refused = outcomes.flatMap((o) =>
        o.status === 'failed' ? [{ address: o.address, reason: o.reason }] : [],
      );
      if (later.length === 0) {
        await ctx.completeInTransaction(async (tx) => {
          await recordOutcomes(tx, tenantId, messageId, outcomes, at);
          await failed(tx, ctx.clock, tenantId, messageId, refused);
          await definition.onSettled?.(tx, ctx.clock, { tenantId, messageId }, refused);
        });
        return;
      }
      await db.transaction(async (tx) => {
        await recordOutcomes(tx, tenantId, messageId, outcomes, at);
        await failed(tx, ctx.clock, tenantId, messageId, refused);
      });
      throw new Error(
        `${later.length} recipient(s) refused for now: ${later.map((o) => (o.status === 'retry' ? o.reason : '')).join('; ')}`,
      );
    },
    onFailed: async ({ tenant_id: tenantId, message_id: messageId }, ctx) => {
      const list = await markQueuedFailed(ctx.tx, tenantId, messageId, ctx.error, new Date(ctx.clock()));
      await failed(ctx.tx, ctx.clock, tenantId, messageId, list);
      await definition.onSettled?.(ctx.tx, ctx.clock, { tenantId, messageId }, list);
    },
  });
}

/** Of these messages, the ones with a recipient still waiting for an answer. */
export async function unsettledMessages(
  db: Executor,
  tenantId: number,
  messageIds: readonly number[],
): Promise<number[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: mailRecipients.messageId })
    .from(mailRecipients)
    .where(
      and(
        eq(mailRecipients.tenantId, tenantId),
        inArray(mailRecipients.messageId, [...messageIds]),
        eq(mailRecipients.status, 'queued'),
      ),
    );
  return rows.map((row) => row.id);
}

/** Hands one recorded message to the mailer; retried under the job's policy. */
export const mailSendJob = defineMailKind({
  name: 'mail.send',
  retry: { maxAttempts: 8, backoffMs: 30_000, maxBackoffMs: 3_600_000 },
});

/**
 * Records a message with its recipients (queued) and queues its sending. Runs in the
 * caller's transaction when given one, so mail goes out only for changes that committed.
 */
export async function queueMail(
  executor: Executor,
  clock: Clock,
  request: MailRequest,
): Promise<{ messageId: number }> {
  const seen = new Set<string>();
  const to: string[] = [];
  for (const [index, raw] of request.to.entries()) {
    const address = raw.trim();
    if (!isMailAddress(address)) throw invalid(`/to/${index}`, 'This is not an e-mail address.');
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    to.push(address);
  }
  if (to.length === 0 || to.length > MAX_RECIPIENTS) {
    throw invalid('/to', `Name 1 to ${MAX_RECIPIENTS} recipients.`);
  }
  // A header is one line: a line break from a name placed in it (a client's, a property's)
  // becomes a space rather than a refused message.
  const subject = oneLine(request.subject);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) throw new Error(`header ${name} is not a header name`);
    headers[name] = oneLine(value);
  }
  const replyTo = request.replyTo?.trim();
  if (replyTo !== undefined && !isMailAddress(replyTo)) throw invalid('/reply_to', 'This is not an e-mail address.');
  const fromName = request.fromName !== undefined ? oneLine(request.fromName) : '';
  const at = new Date(clock());
  return executor.transaction(async (tx) => {
    const [message] = await tx
      .insert(mailMessages)
      .values({
        tenantId: request.tenantId,
        purpose: request.purpose,
        subject,
        textBody: request.text,
        htmlBody: request.html ?? null,
        fromName: fromName !== '' ? fromName : null,
        replyTo: replyTo ?? null,
        headers: request.headers !== undefined ? headers : null,
        attachments: request.attachments ?? null,
        createdAt: at,
      })
      .returning({ id: mailMessages.id });
    if (!message) throw new Error('message not recorded');
    await tx
      .insert(mailRecipients)
      .values(to.map((address) => ({ tenantId: request.tenantId, messageId: message.id, address, updatedAt: at })));
    await enqueueJob(tx, clock, request.kind ?? mailSendJob, {
      ...(request.runAt !== undefined ? { runAt: request.runAt } : {}),
      key: `mail:${request.tenantId}:${message.id}`,
      tenantId: request.tenantId,
      payload: { tenant_id: request.tenantId, message_id: message.id },
    });
    return { messageId: message.id };
  });
}

export interface OutgoingMessage {
  id: number;
  purpose: string;
  subject: string;
  text: string;
  createdAt: Date;
  recipients: {
    address: string;
    status: MailRecipientStatus;
    attempts: number;
    /** Handovers without a recorded answer: when `sent`, it may have arrived more than once. */
    unconfirmedHandovers: number;
    smtpMessageId: string | null;
    error: string | null;
    updatedAt: Date;
  }[];
}

/** The tenant's outgoing mail, newest first, each message with its recipients' log. */
export async function listOutgoingMail(
  db: Executor,
  tenantId: number,
  options: { cursor?: string | undefined; pageSize?: number | undefined },
): Promise<Page<OutgoingMessage>> {
  const before = decodeCursor(options.cursor);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const messages = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.tenantId, tenantId), before !== undefined ? lt(mailMessages.id, before) : undefined))
    .orderBy(desc(mailMessages.id))
    .limit(pageSize + 1);
  const ids = messages.map((m) => m.id);
  const recipients =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(mailRecipients)
          .where(and(eq(mailRecipients.tenantId, tenantId), inArray(mailRecipients.messageId, ids)))
          .orderBy(mailRecipients.address);
  return toPage(messages, pageSize, (m) => ({
    id: m.id,
    purpose: m.purpose,
    subject: m.subject,
    text: m.textBody,
    createdAt: m.createdAt,
    recipients: recipients
      .filter((r) => r.messageId === m.id)
      .map((r) => ({
        address: r.address,
        status: r.status,
        attempts: r.attempts,
        unconfirmedHandovers: r.unconfirmedHandovers,
        smtpMessageId: r.smtpMessageId,
        error: r.error,
        updatedAt: r.updatedAt,
      })),
  }));
}

export interface RecipientLog {
  messageId: number;
  address: string;
  status: MailRecipientStatus;
  attempts: number;
  /** Handovers without a recorded answer: when `sent`, it may have arrived more than once. */
  unconfirmedHandovers: number;
  smtpMessageId: string | null;
  error: string | null;
  updatedAt: Date;
}

/** The log rows of some of the tenant's messages (every recipient of each). */
export async function mailLogOf(
  db: Executor,
  tenantId: number,
  messageIds: readonly number[],
): Promise<RecipientLog[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: mailRecipients.messageId,
      address: mailRecipients.address,
      status: mailRecipients.status,
      attempts: mailRecipients.attempts,
      unconfirmedHandovers: mailRecipients.unconfirmedHandovers,
      smtpMessageId: mailRecipients.smtpMessageId,
      error: mailRecipients.error,
      updatedAt: mailRecipients.updatedAt,
    })
    .from(mailRecipients)
    .where(and(eq(mailRecipients.tenantId, tenantId), inArray(mailRecipients.messageId, [...new Set(messageIds)])));
}
