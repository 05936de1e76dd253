import type { Messages } from '../en/index.ts';

export const settings: Messages['settings'] = {
  title: 'Einstellungen',
  intro: 'Verbindungen zu anderen Systemen, ausgehende E-Mails und das Änderungsprotokoll.',
  integrationsText: 'Binden Sie Ihre Hausverwaltungssoftware, Middleware oder Lohnabrechnung über die REST API an.',
  auditText: 'Wer wann Schlüssel, Rollen und Zugriffe geändert hat.',
  outgoingMailText: 'Alle E-Mails, die Ihre Organisation versendet hat, und was aus ihnen wurde.',
  workflowRulesText: 'Ihre Automatisierungen und das Protokoll ihrer Ausführungen.',
  organisationText: 'Name, Zeitzone, Sprache und Logo.',
  profileText: 'Ihr Name, Ihre Sprache und Ihr Passwort.',
  nothing: 'Mit Ihrer Rolle gibt es keine Einstellungen zu ändern. Ein Admin Ihrer Organisation kann Ihnen helfen.',
};
