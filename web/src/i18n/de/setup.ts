import type { Messages } from '../en/index.ts';

export const setup: Messages['setup'] = {
  title: 'Organisation einrichten',
  intro:
    'Willkommen bei Caretaker. Geben Sie Ihrer Organisation einen Namen und legen Sie das erste Admin-Konto an: Ihr eigenes. Ihre Kolleginnen und Kollegen können Sie anschließend einladen.',
  organisationSection: 'Ihre Organisation',
  organisationName: 'Name der Organisation',
  timezone: 'Zeitzone',
  timezoneHint: 'Wird für Fälligkeiten, Arbeitszeiten und Berichte verwendet.',
  adminSection: 'Ihr Admin-Konto',
  name: 'Ihr Name',
  email: 'E-Mail',
  password: 'Passwort',
  passwordHint: 'Mindestens 10 Zeichen. Ein kurzer Satz ist leicht zu merken und schwer zu erraten.',
  confirmPassword: 'Passwort bestätigen',
  language: 'Sprache der Organisation',
  languageHint: 'Für alle, die keine eigene Sprache wählen, und für E-Mails. Jede Person kann sie für sich ändern.',
  submit: 'Einrichten und anmelden',
  submitting: 'Wird eingerichtet…',
};
