import { createTransport } from 'nodemailer';
import type { NodemailerError } from 'nodemailer/lib/errors';
import type Mail from 'nodemailer/lib/mailer';
import type { SMTPSentMessageInfo, SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import { type Mailer, MailNotHandedOver, type OutgoingMail, type RecipientOutcome } from './mailer.js';
import { mailRecipients } from '../metrics.js';

function isNodemailerError(error: unknown): error is NodemailerError {
  return error instanceof Error;
}

/** Failures to reach the server at all: nothing of the message was sent. */
const UNREACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EDNS']);

/** Timeouts while the session was still being set up: no command of the message had been sent. */
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

/**
 * Whether the server certainly did not take the message: it could not be reached, never
 * greeted, the sign-in or TLS failed, or it answered with a refusal. A connection that broke
 * off or timed out later may have broken off after the server took it.
 */
function certainlyNotHandedOver(error: NodemailerError): boolean {
  if (error.code === 'EAUTH' || error.code === 'ETLS' || error.code === 'EDNS') return true;
  if (error.originalCode !== undefined && UNREACHED.has(error.originalCode)) return true;
  const timeoutType = (error as { timeoutType?: unknown }).timeoutType;
  if (error.code === 'ETIMEDOUT' && typeof timeoutType === 'string' && SETUP_TIMEOUTS.has(timeoutType)) return true;
  return error.responseCode !== undefined && error.responseCode >= 400;
}

/**
 * A refusal for good of the whole message (5xx at MAIL FROM or after DATA): final for every
 * recipient, like one at RCPT. A failed sign-in or TLS is the set-up's, not the message's:
 * it is retried until someone fixes it.
 */
function refusedForGood(error: NodemailerError): boolean {
  if (error.code === 'EAUTH' || error.code === 'ETLS') return false;
  return error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600;
}

/** The server's words, without anything that could hold a credential. */
function reasonOf(error: NodemailerError): string {
  const text = error.response ?? error.message;
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/**
 * Sends through the SMTP server of SMTP_URL (`smtp://` with STARTTLS when offered,
 * `smtps://` with TLS from the start), one connection per message. Recipients the
 * server refuses for good are `failed`; for now (4xx) `retry`.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Mail<SMTPSentMessageInfo, SMTPTransportOptions>;
  private readonly domain: string;
  /** MAIL_FROM's address, without a display name. */
  private readonly address: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeouts: { connectionMs?: number } = {},
  ) {
    this.domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'caretaker.invalid';
    this.address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
    const connectionMs = timeouts.connectionMs ?? 30_000;
    this.transport = createTransport({
      url: smtpUrl,
      // A stuck server must not hold a job for long.
      connectionTimeout: connectionMs,
      greetingTimeout: connectionMs,
      socketTimeout: 2 * connectionMs,
    });
  }

  async send(mail: OutgoingMail): Promise<RecipientOutcome[]> {
    try {
      const outcomes = await this.handOver(mail);
      for (const outcome of outcomes) {
        mailRecipients.inc({
          result: outcome.status === 'retry' ? 'deferred' : outcome.status === 'sent' ? 'sent' : 'failed',
        });
      }
      return outcomes;
    } catch (error) {
      mailRecipients.inc({ result: 'error' }, mail.to.length);
      throw error;
    }
  }

  private async handOver(mail: OutgoingMail): Promise<RecipientOutcome[]> {
    let accepted: string[] = [];
    let rejectedErrors: NodemailerError[] = [];
    let smtpMessageId = `<${mail.reference}@${this.domain}>`;
    let smtpResponse = '';
    try {
      const info = await this.transport.sendMail({
        // nodemailer quotes or encodes the name (umlauts, commas, quotes) as the header needs.
        from: mail.fromName !== undefined ? { name: mail.fromName, address: this.address } : this.from,
        ...(mail.replyTo !== undefined ? { replyTo: mail.replyTo } : {}),
        to: [...mail.to],
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.headers !== undefined ? { headers: { ...mail.headers } } : {}),
        ...(mail.attachments !== undefined
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
        messageId: smtpMessageId,
      });
      accepted = info.accepted;
      rejectedErrors = info.rejectedErrors ?? [];
      smtpMessageId = info.messageId;
      smtpResponse = info.response;
    } catch (error) {
      // Every recipient refused (EENVELOPE): that is an answer per recipient, not a failure to send.
      if (isNodemailerError(error) && error.code === 'EENVELOPE' && error.rejectedErrors?.length) {
        rejectedErrors = error.rejectedErrors;
      } else if (isNodemailerError(error) && refusedForGood(error)) {
        const reason = reasonOf(error);
        return mail.to.map((address): RecipientOutcome => ({ address, status: 'failed', reason }));
      } else if (isNodemailerError(error) && certainlyNotHandedOver(error)) {
        throw new MailNotHandedOver(reasonOf(error), { cause: error });
      } else {
        throw error;
      }
    }
    const refusals = new Map(rejectedErrors.map((e) => [(e.recipient ?? '').toLowerCase(), e]));
    const acceptedSet = new Set(accepted.map((a) => a.toLowerCase()));
    return mail.to.map((address): RecipientOutcome => {
      const key = address.toLowerCase();
      if (acceptedSet.has(key)) return { address, status: 'sent', smtpMessageId, smtpResponse };
      const refusal = refusals.get(key);
      if (refusal === undefined)
        return { address, status: 'retry', reason: 'The server did not confirm this recipient.' };
      return refusal.permanent === false
        ? { address, status: 'retry', reason: reasonOf(refusal) }
        : { address, status: 'failed', reason: reasonOf(refusal) };
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
