import { plural } from './words.ts';

export const workflowRules = {
  title: 'Workflow rules',
  intro:
    'Your organisation’s automations and what each one did: every event that fired a rule, what it made, and errors. Rules are set up through the REST API.',
  empty: 'No workflow rules yet.',
  inactive: 'Off',
  runsOf: (name: string) => `Runs of “${name}”`,
  choose: 'Choose a rule to see its runs.',
  noRuns: 'This rule has not fired yet.',
  trigger: {
    form_response_submitted: 'Form response submitted',
    incident_created: 'Incident reported',
    task_overdue: 'Task overdue',
  },
  event: (type: string, id: number | null) =>
    `${type === 'task.overdue' ? 'Task' : type === 'incident.created' ? 'Incident' : 'Form response'} #${id ?? '–'}`,
  made: {
    task: (id: number) => `task #${id}`,
    incident: (id: number) => `incident #${id}`,
    mail: (id: number) => `e-mail #${id}`,
  },
  status: {
    succeeded: 'Done',
    skipped: 'Skipped (rule off)',
    retrying: 'Retrying',
    failed: 'Failed',
  },
  attempts: (n: number) => plural(n, 'attempt', 'attempts'),
};
