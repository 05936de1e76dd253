import type { Messages } from '../en/index.ts';

export const invite: Messages['invite'] = {
  title: 'Einladung annehmen',
  loading: 'Einladungslink wird geprüft…',
  invitedTo: (organisation: string) => `Sie wurden zu ${organisation} eingeladen.`,
  name: 'Name',
  email: 'E-Mail',
  organisation: 'Organisation',
  password: 'Passwort wählen',
  passwordHint: 'Mindestens 10 Zeichen.',
  confirmPassword: 'Passwort bestätigen',
  submit: 'Passwort festlegen und anmelden',
  submitting: 'Anmeldung läuft…',
  resetTitle: 'Neues Passwort wählen',
  resetIntro: (organisation: string) => `Wählen Sie ein neues Passwort für Ihr Konto bei ${organisation}.`,
  resetSubmit: 'Passwort speichern und anmelden',
  invalidTitle: 'Dieser Link funktioniert nicht mehr',
  toSignIn: 'Zur Anmeldung',
};
