import { plural } from './words.ts';

type Severity = 'low' | 'medium' | 'high' | 'critical';
const SEVERITY: Record<Severity, string> = { low: 'low', medium: 'medium', high: 'high', critical: 'critical' };

/** One action, as the rule sentence names it. */
export type ActionWords =
  | { type: 'create_task'; title: string; due_in_days: number }
  | { type: 'create_incident'; title: string; severity: Severity }
  | { type: 'notify_email'; to: string };

/** A rule in words: names looked up, codes as the server sends them. */
export interface RuleWords {
  trigger: 'form_response_submitted' | 'incident_created' | 'task_overdue';
  properties: string[] | null;
  template: string | null;
  answer: { field: string; operator: string; value: string | null } | null;
  actions: ActionWords[];
}

const OPERATORS: Record<string, string> = {
  equals: 'is',
  not_equals: 'is not',
  in: 'is one of',
  contains: 'contains',
  not_contains: 'does not contain',
  greater_than: 'is more than',
  less_than: 'is less than',
  is_true: 'is ticked',
  is_false: 'is not ticked',
  is_empty: 'is empty',
  is_not_empty: 'is filled in',
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const due = (days: number) => (days === 0 ? 'due the same day' : `due in ${plural(days, 'day', 'days')}`);

function action(words: ActionWords): string {
  switch (words.type) {
    case 'create_task':
      return `create a task “${words.title}” ${due(words.due_in_days)}`;
    case 'create_incident':
      return `report an incident “${words.title}” with severity “${SEVERITY[words.severity]}”`;
    case 'notify_email':
      return `send an e-mail to ${words.to}`;
  }
}

export const workflowRules = {
  title: 'Workflow rules',
  intro:
    'Your organisation’s automations: when something happens at a property, a rule creates a task or an incident or sends an e-mail. Each rule keeps a log of what it did.',
  empty: 'No workflow rules yet.',
  inactive: 'Off',
  active: 'On',
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
  /** A run's outcome in a sentence. */
  outcome: {
    succeeded: (made: string) => (made ? `Done: made ${made}.` : 'Done.'),
    skipped: () => 'Skipped: the rule was switched off before it ran. Nothing was made.',
    retrying: (made: string) =>
      made ? `Made ${made}; the e-mail is not delivered yet and is tried again.` : 'Failed for now; tried again soon.',
    failed: () => 'Failed after all its attempts. Nothing was made; the error is below.',
  } as Record<'succeeded' | 'skipped' | 'retrying' | 'failed', (made: string) => string>,
  attempts: (n: number) => plural(n, 'attempt', 'attempts'),
  sentence: (rule: RuleWords): string => {
    const when = {
      form_response_submitted: `When a form response${rule.template ? ` to “${rule.template}”` : ''} is submitted`,
      incident_created: 'When an incident is reported',
      task_overdue: 'When a task is overdue',
    }[rule.trigger];
    const where = rule.properties ? ` at ${list(rule.properties)}` : '';
    const answer = rule.answer
      ? ` and the answer to “${rule.answer.field}” ${OPERATORS[rule.answer.operator] ?? rule.answer.operator}${rule.answer.value !== null ? ` ${rule.answer.value}` : ''}`
      : '';
    const actions = rule.actions.map(action);
    return `${when}${where}${answer}, ${actions.length > 1 ? `${actions.slice(0, -1).join(', ')} and ${actions[actions.length - 1]}` : (actions[0] ?? '')}.`;
  },
  operators: OPERATORS,
  add: 'New rule',
  edit: 'Edit',
  switchOn: 'Switch on',
  switchOff: 'Switch off',
  switchedOn: 'The rule is on.',
  switchedOff: 'The rule is off.',
  saved: 'Rule saved.',
  created: 'Rule created.',
  addTitle: 'New workflow rule',
  editTitle: 'Edit workflow rule',
  name: 'Name',
  whenLabel: 'When',
  everywhere: 'At every property',
  propertiesLabel: 'Only at these properties',
  templateLabel: 'Only responses to this form',
  anyTemplate: 'Any form',
  answerLabel: 'Only when an answer',
  noAnswer: 'No condition on answers',
  fieldLabel: 'Field',
  operatorLabel: 'Comparison',
  valueLabel: 'Value',
  valueHint: 'For “is one of”, separate the options with commas.',
  actionsLabel: 'Then',
  actionType: {
    create_task: 'Create a task',
    create_incident: 'Report an incident',
    notify_email: 'Send an e-mail',
  },
  action: (n: number) => `Action ${n}`,
  actionTitle: 'Title',
  dueInDays: 'Due after (days)',
  severity: 'Severity',
  severities: SEVERITY,
  emailTo: 'E-mail address',
  emailSubject: 'Subject',
  addAction: 'Add an action',
  removeAction: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  test: 'Test with a record',
  testTitle: (name: string) => `Test “${name}”`,
  testIntro: 'Choose a record: you see what the rule would do with it. Nothing is created and nothing is sent.',
  record: {
    form_response_submitted: 'Form response',
    incident_created: 'Incident',
    task_overdue: 'Task',
  },
  noRecords: 'There is nothing to test with yet.',
  runTest: 'Show what would happen',
  wouldFire: 'The rule would fire.',
  wouldNotFire: 'The rule would not fire.',
  isOff: 'The rule is off: switched on, it would do this.',
  checks: {
    property_ids: (holds: boolean, property: string): string =>
      holds ? `${property} is one of the rule’s properties.` : `${property} is not one of the rule’s properties.`,
    template_id: (holds: boolean): string =>
      holds ? 'The response is to the rule’s form.' : 'The response is to another form.',
    answer: (holds: boolean): string =>
      holds ? 'The answer meets the condition.' : 'The answer does not meet the condition.',
  },
  noConditions: 'The rule has no conditions: every such event fires it.',
  wouldDo: 'It would:',
  planned: {
    create_task: (title: string, due: string, property: string) =>
      `create the task “${title}” at ${property}, due ${due}`,
    create_incident: (title: string, severity: Severity, property: string) =>
      `report the incident “${title}” (${SEVERITY[severity]}) at ${property}`,
    notify_email: (to: string, subject: string) => `send “${subject}” to ${to}`,
  },
};
