import type { Messages } from '../en/index.ts';

export const profile: Messages['profile'] = {
  title: 'Ihr Profil',
  intro: 'Ihr Name, Ihre Sprache und Ihr Passwort.',
  detailsSection: 'Ihre Angaben',
  name: 'Name',
  email: 'E-Mail',
  emailHint: 'Ein Admin Ihrer Organisation kann sie ändern.',
  language: 'Sprache',
  languageOrganisation: (language: string) => `Wie die Organisation (${language})`,
  save: 'Speichern',
  saved: 'Ihr Profil wurde gespeichert.',
  passwordSection: 'Passwort',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  newPasswordHint: 'Mindestens 10 Zeichen. Hier bleiben Sie angemeldet; andere Geräte werden abgemeldet.',
  confirmPassword: 'Neues Passwort bestätigen',
  changePassword: 'Passwort ändern',
  changing: 'Wird geändert…',
  passwordChanged: 'Ihr Passwort wurde geändert. Andere Geräte wurden abgemeldet.',
  wrongPassword: 'Das ist nicht Ihr aktuelles Passwort.',
};
