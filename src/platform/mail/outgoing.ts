// Outgoing mail: queueMail records a message and its recipients (the mail log, status
// `queued`) and queues a `mail.send` job, all in the caller's transaction. The job hands
// the message to the mailer and records each recipient's outcome. A message is on record
// before it reaches SMTP, so a retry after a crash finds it; a crash after the server took
// it and before the outcome was saved sends it again (at least once), with the same
// Message-ID, which lets receiving systems recognise the repeat.
import { Type } from '@sinclair/typebox';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { mailMessages, mailRecipients, type MailRecipientStatus } from './mail.tables.js';

export { mailRecipientStatuses } from './mail.tables.js';
import { invalid } from '../../domain/errors.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, type Page, toPage } from '../../modules/shared/pagination.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { defineJobKind, PermanentJobError } from '../jobs/kinds.js';
import { enqueueJob } from '../jobs/queue.js';
import type { RecipientOutcome } from './mailer.js';

export const MAX_RECIPIENTS = 50;

export interface MailRequest {
  tenantId: number;
  /** What sends it, for the log: `mail.test`, `workflow.notify_email`, … */
  purpose: string;
  to: readonly string[];
  subject: string;
  text: string;
  html?: string;
}

const ADDRESS = /^[^\s@<>"(),;:\\[\]]+@[^\s@<>"(),;:\\[\]]+$/;

export function isMailAddress(address: string): boolean {
  return address.length <= 254 && ADDRESS.test(address);
}

const MailSendPayload = Type.Object(
  { tenant_id: Type.Integer({ minimum: 1 }), message_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

async function markQueuedFailed(tx: Tx, tenantId: number, messageId: number, reason: string, at: Date) {
  await tx
    .update(mailRecipients)
    .set({ status: 'failed', error: reason, updatedAt: at })
    .where(
      and(
        eq(mailRecipients.tenantId, tenantId),
        eq(mailRecipients.messageId, messageId),
        eq(mailRecipients.status, 'queued'),
      ),
    );
}

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
    switch (outcome.status) {
      case 'sent':
        await tx
          .update(mailRecipients)
          .set({
            status: 'sent',
            smtpMessageId: outcome.smtpMessageId,
            smtpResponse: outcome.smtpResponse,
            error: null,
            updatedAt: at,
          })
          .where(where);
        break;
      case 'held':
        await tx.update(mailRecipients).set({ status: 'held', error: null, updatedAt: at }).where(where);
        break;
      case 'failed':
        await tx.update(mailRecipients).set({ status: 'failed', error: outcome.reason, updatedAt: at }).where(where);
        break;
      case 'retry':
        // Stays queued; the reason shows until the next attempt.
        await tx.update(mailRecipients).set({ error: outcome.reason, updatedAt: at }).where(where);
        break;
    }
  }
}

/** Hands one recorded message to the mailer; retried under the job's policy. */
export const mailSendJob = defineJobKind({
  name: 'mail.send',
  payload: MailSendPayload,
  retry: { maxAttempts: 8, backoffMs: 30_000, maxBackoffMs: 3_600_000 },
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
    // Counted before the handover: after a crash the log shows the message may have gone out.
    await db
      .update(mailRecipients)
      .set({ attempts: sql`${mailRecipients.attempts} + 1`, updatedAt: new Date(ctx.clock()) })
      .where(
        and(
          eq(mailRecipients.tenantId, tenantId),
          eq(mailRecipients.messageId, messageId),
          inArray(mailRecipients.address, addresses),
        ),
      );
    const outcomes = await ctx.ports.mailer.send({
      to: addresses,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody ?? undefined,
      reference: `caretaker.${tenantId}.${messageId}`,
    });
    const at = new Date(ctx.clock());
    const later = outcomes.filter((o) => o.status === 'retry');
    if (later.length === 0) {
      await ctx.completeInTransaction((tx) => recordOutcomes(tx, tenantId, messageId, outcomes, at));
      return;
    }
    await db.transaction((tx) => recordOutcomes(tx, tenantId, messageId, outcomes, at));
    throw new Error(
      `${later.length} recipient(s) refused for now: ${later.map((o) => (o.status === 'retry' ? o.reason : '')).join('; ')}`,
    );
  },
  onFailed: async ({ tenant_id: tenantId, message_id: messageId }, ctx) => {
    await markQueuedFailed(ctx.tx, tenantId, messageId, ctx.error, new Date(ctx.clock()));
  },
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
  if (/[\r\n]/.test(request.subject)) throw invalid('/subject', 'A subject is one line.');
  const at = new Date(clock());
  return executor.transaction(async (tx) => {
    const [message] = await tx
      .insert(mailMessages)
      .values({
        tenantId: request.tenantId,
        purpose: request.purpose,
        subject: request.subject,
        textBody: request.text,
        htmlBody: request.html ?? null,
        createdAt: at,
      })
      .returning({ id: mailMessages.id });
    if (!message) throw new Error('message not recorded');
    await tx
      .insert(mailRecipients)
      .values(to.map((address) => ({ tenantId: request.tenantId, messageId: message.id, address, updatedAt: at })));
    await enqueueJob(tx, clock, mailSendJob, {
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
        smtpMessageId: r.smtpMessageId,
        error: r.error,
        updatedAt: r.updatedAt,
      })),
  }));
}
