import type { Language } from '../shared/language.js';
import type { ResetMail } from './invites.service.js';

/** The password-reset mail, in the person's language; the time in the organisation's zone. */
export function resetMailContent(mail: ResetMail, timeZone: string): { subject: string; text: string } {
  const until = (language: Language) =>
    new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(mail.expiresAt);
  if (mail.language === 'de') {
    return {
      subject: `Neues Passwort für Caretaker (${mail.tenantName})`,
      text: [
        `Hallo ${mail.name},`,
        '',
        `jemand hat für Ihr Konto bei ${mail.tenantName} ein neues Passwort angefordert. Wählen Sie es über diesen Link:`,
        '',
        mail.link,
        '',
        `Der Link gilt einmal und bis ${until('de')}. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.`,
      ].join('\n'),
    };
  }
  return {
    subject: `New password for Caretaker (${mail.tenantName})`,
    text: [
      `Hello ${mail.name},`,
      '',
      `someone asked for a new password for your account at ${mail.tenantName}. Choose it with this link:`,
      '',
      mail.link,
      '',
      `The link works once, until ${until('en')}. If you did not ask for a new password, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}
