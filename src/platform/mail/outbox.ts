import type { Mailer, OutgoingMail, RecipientOutcome } from './mailer.js';

/**
 * The mailer without an SMTP server: the message is already recorded in the outbox
 * (mail_messages), so it only marks every recipient `held`; admins read it in the portal.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  async send(mail: OutgoingMail): Promise<RecipientOutcome[]> {
    // Attachments stay in the file store; their streams are not read.
    for (const attachment of mail.attachments ?? []) attachment.content.destroy();
    return mail.to.map((address) => ({ address, status: 'held' as const }));
  }

  async close(): Promise<void> {}
}
