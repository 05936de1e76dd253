import type { Messages } from '../en/index.ts';

export const reset: Messages['reset'] = {
  title: 'Neues Passwort wählen',
  intro:
    'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
  email: 'E-Mail',
  submit: 'Link senden',
  submitting: 'Wird gesendet…',
  sentTitle: 'Sehen Sie in Ihr Postfach',
  sent: (email: string) =>
    `Wenn ${email} zu einem Konto gehört, ist ein Link für ein neues Passwort unterwegs. Er gilt einmal und eine Stunde lang.`,
  back: 'Zurück zur Anmeldung',
};
