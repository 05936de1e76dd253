import type { Readable } from 'node:stream';

/** A file sent along, read from its stream while the message is handed over. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Readable;
}

/** One message as it is handed to a transport. */
export interface OutgoingMail {
  to: readonly string[];
  subject: string;
  text: string;
  html?: string | undefined;
  /** The From header's display name; the address is the mailer's own (MAIL_FROM). */
  fromName?: string | undefined;
  replyTo?: string | undefined;
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Readonly<Record<string, string>> | undefined;
  attachments?: readonly OutgoingAttachment[] | undefined;
  /** Stable per message (e.g. `caretaker.<tenant>.<message>`): the Message-ID header is made from it, the same on every attempt, so a repeat can be recognised. */
  reference: string;
}

/** What became of one recipient. `retry`: refused for now (4xx); try again later. */
export type RecipientOutcome =
  | { address: string; status: 'sent'; smtpMessageId: string; smtpResponse: string }
  | { address: string; status: 'held' }
  | { address: string; status: 'failed'; reason: string }
  | { address: string; status: 'retry'; reason: string };

/**
 * Thrown by `send` when the message certainly did not reach the server (it could not be
 * reached, or refused the sender before any of the message was sent): the attempt is
 * answered, and a later delivery is not a possible second one.
 */
export class MailNotHandedOver extends Error {
  override name = 'MailNotHandedOver';
}

/**
 * Hands messages over. `send` reports per recipient; it throws when the message could
 * not be handed over at all (server unreachable, authentication refused), so the
 * caller's retry policy decides: `MailNotHandedOver` when the server certainly did not
 * take it, anything else when it may have (the connection broke off during the handover).
 */
export interface Mailer {
  /** `smtp` delivers; `outbox` keeps every message in the outbox for admins to read. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<RecipientOutcome[]>;
  close(): Promise<void>;
}
