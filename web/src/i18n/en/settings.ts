export const settings = {
  title: 'Settings',
  intro: 'What your organisation and you yourself set up. You see the sections your role may open.',
  integrationsText:
    'API keys for your property-management system, middleware or payroll, and webhooks that tell your systems about changes.',
  auditText: 'Who changed what, and when: accounts, roles, keys, settings, times and incidents.',
  outgoingMailText: 'Every e-mail your organisation sent, and what became of it.',
  workflowRulesText: 'Your automations and the log of what each one did.',
  organisationText: 'Name, time zone, language and logo.',
  profileText: 'Your name, e-mail address, language, password and where you are signed in.',
  nothing: 'Your role has no settings to change. An admin of your organisation can help.',
};
