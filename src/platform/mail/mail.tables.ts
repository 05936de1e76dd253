import { bigint, foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../../modules/tenants/tenants.tables.js';

/** A file attached to a message: its bytes stay in the file store until the handover. */
export interface MailAttachment {
  fileKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
}

/**
 * Outgoing e-mail: every message a tenant's side sends, recorded before anything is handed
 * to SMTP. Without SMTP_URL this is the outbox admins read in the portal.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** What sent it, e.g. `mail.test`, `workflow.notify_email`. */
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The display name of the From header (its address is MAIL_FROM's); null: MAIL_FROM as it is. */
    fromName: text('from_name'),
    /** The Reply-To address; null: none. Kept so a retried message is the same message. */
    replyTo: text('reply_to'),
    /** Extra header lines (List-Unsubscribe, …), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files attached, streamed from the file store when the message is handed over. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const mailRecipientStatuses = ['queued', 'sent', 'failed', 'held'] as const;
export type MailRecipientStatus = (typeof mailRecipientStatuses)[number];

/**
 * The mail log, one row per recipient: `queued` until the SMTP server takes it (`sent`,
 * with its Message-ID and reply) or refuses it for good (`failed`, with the reason);
 * `held` when no SMTP server is configured and the message stays in the outbox.
 */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: mailRecipientStatuses }).notNull().default('queued'),
    /** Handovers to SMTP so far (a crash after one may have delivered it). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Handovers that got no answer: the worker stopped, or the connection broke off, after
     * the handover began. The server may have taken the message then, so a later `sent` may
     * be a second delivery (with the same Message-ID).
     */
    unconfirmedHandovers: integer('unconfirmed_handovers').notNull().default(0),
    smtpMessageId: text('smtp_message_id'),
    smtpResponse: text('smtp_response'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.messageId, t.address] }),
    foreignKey({ columns: [t.tenantId, t.messageId], foreignColumns: [mailMessages.tenantId, mailMessages.id] }),
  ],
);
