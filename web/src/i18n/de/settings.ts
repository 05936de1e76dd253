import type { Messages } from '../en/index.ts';

export const settings: Messages['settings'] = {
  title: 'Einstellungen',
  intro: 'Was Ihre Organisation und Sie selbst einstellen. Sie sehen die Bereiche, die Ihre Rolle öffnen darf.',
  integrationsText:
    'API-Schlüssel für Ihre Hausverwaltungssoftware, Middleware oder Lohnabrechnung, und Webhooks, die Ihre Systeme über Änderungen benachrichtigen.',
  auditText: 'Wer wann was geändert hat: Zugänge, Rollen, Schlüssel, Einstellungen, Zeiten und Meldungen.',
  outgoingMailText: 'Alle E-Mails, die Ihre Organisation versendet hat, und was aus ihnen wurde.',
  workflowRulesText: 'Ihre Automatisierungen und das Protokoll ihrer Ausführungen.',
  organisationText: 'Name, Zeitzone, Sprache und Logo.',
  profileText: 'Ihr Name, Ihre E-Mail-Adresse, Ihre Sprache, Ihr Passwort und wo Sie angemeldet sind.',
  nothing: 'Mit Ihrer Rolle gibt es keine Einstellungen zu ändern. Ein Admin Ihrer Organisation kann Ihnen helfen.',
};
