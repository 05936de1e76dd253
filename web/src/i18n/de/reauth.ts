import type { Messages } from '../en/index.ts';

export const reauth: Messages['reauth'] = {
  title: 'Erneut anmelden',
  intro:
    'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um Ihre Eingaben zu speichern: Es geht nichts verloren.',
  password: 'Passwort',
  submit: 'Anmelden und fortfahren',
  submitting: 'Anmeldung läuft…',
  cancel: 'Verwerfen und abmelden',
};
