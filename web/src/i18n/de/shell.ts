import type { Messages } from '../en/index.ts';

export const shell: Messages['shell'] = {
  navLabel: 'Hauptmenü',
  menu: 'Menü',
  closeMenu: 'Menü schließen',
  properties: 'Objekte',
  accounts: 'Konten',
  settings: 'Einstellungen',
  profile: 'Ihr Profil',
  organisation: 'Organisation',
  exports: 'Exporte',
  timeSheets: 'Zeiterfassung',
  integrations: 'Integrationen',
  auditLog: 'Protokoll',
  outgoingMail: 'Ausgehende E-Mails',
  workflowRules: 'Workflow-Regeln',
  signOut: 'Abmelden',
  signingOut: 'Abmeldung läuft…',
  skipToContent: 'Zum Inhalt springen',
  licenceExpired: (date: string) =>
    `Ihre Lizenz ist am ${date} abgelaufen. Über die REST API angebundene Systeme können weiterhin Daten lesen, Schreibzugriffe sind jedoch bis zur Verlängerung der Lizenz gesperrt.`,
};
