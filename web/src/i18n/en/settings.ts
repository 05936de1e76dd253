export const settings = {
  title: 'Settings',
  intro: 'Connections to other systems, outgoing mail and the record of changes.',
  integrationsText: 'Connect your property-management system, middleware or payroll through the REST API.',
  auditText: 'Who changed keys, roles and access, and when.',
  outgoingMailText: 'Every e-mail your organisation sent, and what became of it.',
  workflowRulesText: 'Your automations and the log of what each one did.',
  organisationText: 'Name, time zone, language and logo.',
  profileText: 'Your name, language and password.',
  nothing: 'Your role has no settings to change. An admin of your organisation can help.',
};
