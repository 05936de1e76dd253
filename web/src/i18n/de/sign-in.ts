import type { Messages } from '../en/index.ts';

export const signIn: Messages['signIn'] = {
  title: 'Anmelden',
  intro: 'Melden Sie sich im Büroportal Ihrer Organisation an.',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft…',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  chooseTitle: 'Organisation auswählen',
  chooseIntro: 'Ihre E-Mail-Adresse gehört zu mehreren Organisationen. Welche möchten Sie öffnen?',
  otherAccount: 'Andere E-Mail-Adresse verwenden',
  forgotten: 'Passwort vergessen? Bitten Sie einen Admin Ihrer Organisation um einen neuen Einladungslink.',
  forgot: 'Passwort vergessen?',
};
