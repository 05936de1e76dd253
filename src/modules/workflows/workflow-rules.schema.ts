import { type Static, type TArray, type TObject, type TSchema, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { incidentSeverities } from '../incidents/incidents.schema.js';
import { workflowTriggers } from './workflow-rules.tables.js';
import { PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';

/** Most actions one rule may take. */
export const MAX_ACTIONS = 10;
/** Most properties one rule may be limited to. */
export const MAX_RULE_PROPERTIES = 500;
/** Most options an `in` condition may list. */
export const MAX_ANSWER_VALUES = 50;
/** Longest a rule may wait before its task is due. */
export const MAX_DUE_IN_DAYS = 365;

export const TriggerSchema = named(
  'WorkflowTrigger',
  Type.Union(
    workflowTriggers.map((trigger) => Type.Literal(trigger)),
    {
      description:
        '`form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule.',
    },
  ),
);

export const ANSWER_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
  'is_true',
  'is_false',
  'is_empty',
  'is_not_empty',
] as const;
export type AnswerOperator = (typeof ANSWER_OPERATORS)[number];

/** Operators that compare with nothing: the condition takes no `value`. */
export const VALUELESS_OPERATORS: readonly AnswerOperator[] = ['is_true', 'is_false', 'is_empty', 'is_not_empty'];

const OPERATOR_DESCRIPTION =
  'Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it).';

const OperatorSchema = Type.Union(
  ANSWER_OPERATORS.map((operator) => Type.Literal(operator)),
  { description: OPERATOR_DESCRIPTION },
);

/**
 * An object or array that may also be null, as one schema with a type list rather than
 * an anyOf: a mistake inside it is then reported at its own pointer only.
 */
function orNull<T extends TObject | TArray>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** One schema for every shape a value takes; string keywords apply to strings, array keywords to lists. */
const AnswerValue = Type.Unsafe<string | number | string[] | null>({
  type: ['string', 'number', 'array', 'null'],
  minLength: 1,
  maxLength: 200,
  items: { type: 'string', minLength: 1, maxLength: 200 },
  minItems: 1,
  maxItems: MAX_ANSWER_VALUES,
  description:
    'What the answer is compared with: a string (text, date, time, an option), a number (number, rating), or a list of options for `in`, each once. Absent or null for is_true, is_false, is_empty and is_not_empty.',
});

const FieldId = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'The `id` of a field in the template’s current version.',
});

const AnswerConditionInput = Type.Object(
  {
    field_id: FieldId,
    operator: OperatorSchema,
    value: Type.Optional(AnswerValue),
  },
  {
    additionalProperties: false,
    description: 'One answer of the response must meet this. Needs `template_id`.',
  },
);

const PropertyIds = Type.Array(Id, {
  minItems: 1,
  maxItems: MAX_RULE_PROPERTIES,
  description:
    'The rule fires only for events at one of these properties (any of them), each listed once. Absent or null: at every property, which only a key whose account sees all properties may set. An empty list could never match and is refused.',
});

const ConditionsInput = Type.Object(
  {
    property_ids: Type.Optional(orNull(PropertyIds)),
    template_id: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description:
          'Only responses to this form template (trigger `form_response_submitted` only). It must be active and offered at one of `property_ids`, if given.',
      }),
    ),
    answer: Type.Optional(orNull(AnswerConditionInput)),
  },
  {
    additionalProperties: false,
    description:
      'All given conditions must hold (an absent or null one always holds). Sent in a PATCH, the object replaces the rule’s conditions as a whole.',
  },
);

const actionTitle = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description: 'Title of what is created.',
});
const actionDescription = Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()]));
const SeveritySchema = Type.Union(
  incidentSeverities.map((severity) => Type.Literal(severity)),
  { description: 'Severity of the incident created.' },
);
const dueInDays = Type.Integer({
  minimum: 0,
  maximum: MAX_DUE_IN_DAYS,
  description: `The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to ${MAX_DUE_IN_DAYS}.`,
});
const emailTo = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'The address notified.',
});
const emailSubject = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description: 'Subject line; null: one made from the rule’s name.',
});

const createTask = named(
  'CreateTaskActionInput',
  Type.Object(
    { type: Type.Literal('create_task'), title: actionTitle, due_in_days: dueInDays, description: actionDescription },
    {
      additionalProperties: false,
      title: 'Create a task at the event’s property',
    },
  ),
);
const createIncident = named(
  'CreateIncidentActionInput',
  Type.Object(
    {
      type: Type.Literal('create_incident'),
      title: actionTitle,
      severity: SeveritySchema,
      description: actionDescription,
    },
    { additionalProperties: false, title: 'Create an incident at the event’s property' },
  ),
);
const notifyEmail = named(
  'NotifyEmailActionInput',
  Type.Object(
    {
      type: Type.Literal('notify_email'),
      to: emailTo,
      subject: Type.Optional(Type.Union([emailSubject, Type.Null()])),
    },
    { additionalProperties: false, title: 'Send an e-mail notification' },
  ),
);

const actionBranches = [createTask, createIncident, notifyEmail] as const;
export type WorkflowActionInput = Static<(typeof actionBranches)[number]>;

const ActionTypeSchema = Type.Union(
  actionBranches.map((branch) => Type.Literal(branch.properties.type.const)),
  {
    description:
      '`create_task` and `create_incident` create it at the property of the event that fired the rule; `notify_email` sends a notice about the event.',
  },
);

/** Every field any action type takes: the outer object refuses anything else. */
const allActionFields: Record<string, TSchema> = {
  type: ActionTypeSchema,
  title: actionTitle,
  due_in_days: dueInDays,
  description: Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()]),
  severity: SeveritySchema,
  to: emailTo,
  subject: Type.Union([emailSubject, Type.Null()]),
};

/** One shape per action type, told apart by `type` (a discriminated oneOf). */
const ActionInput = Type.Unsafe<WorkflowActionInput>({
  type: 'object',
  properties: allActionFields,
  required: ['type'],
  additionalProperties: false,
  oneOf: [...actionBranches],
  discriminator: { propertyName: 'type' },
  description: 'The fields depend on `type`; see the shapes below.',
});

const ActionsInput = Type.Array(ActionInput, {
  minItems: 1,
  maxItems: MAX_ACTIONS,
  description: `What the rule does when it fires, in this order: 1 to ${MAX_ACTIONS} actions, no two the same. Sent in a PATCH, the list replaces the rule’s actions.`,
});

const name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const description = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]);

const ruleExample = {
  name: 'Damage reported in a quality check',
  description: 'A failed cleaning check at Harbour View becomes a task for the object manager.',
  trigger: 'form_response_submitted',
  conditions: {
    property_ids: [12],
    template_id: 4,
    answer: { field_id: 'overall', operator: 'less_than', value: 3 },
  },
  actions: [
    {
      type: 'create_task',
      title: 'Follow up on a poor cleaning check',
      due_in_days: 2,
      description: 'Call the cleaning team lead.',
    },
    { type: 'notify_email', to: 'object.manager@example.com', subject: 'Poor cleaning check' },
  ],
};

export const WorkflowRuleCreateSchema = named(
  'WorkflowRuleCreate',
  Type.Object(
    {
      uuid: Type.Optional(
        Type.String({
          format: 'uuid',
          description:
            'Your id for this rule. Repeating the call with the same uuid and payload creates nothing and returns the rule (200); the same uuid with another payload is 409 uuid_conflict.',
        }),
      ),
      name,
      description: Type.Optional(description),
      trigger: TriggerSchema,
      conditions: Type.Optional(ConditionsInput),
      actions: ActionsInput,
      active: Type.Optional(Type.Boolean({ description: 'Defaults to true.' })),
    },
    {
      additionalProperties: false,
      examples: [
        { uuid: '6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b', ...ruleExample },
        {
          name: 'Critical incidents to the on-call desk',
          trigger: 'incident_created',
          actions: [{ type: 'notify_email', to: 'on-call@example.com' }],
        },
        {
          name: 'Overdue tasks at Old Mill',
          trigger: 'task_overdue',
          conditions: { property_ids: [14] },
          actions: [{ type: 'create_incident', title: 'Task overdue', severity: 'medium' }],
        },
      ],
    },
  ),
);
export type WorkflowRuleCreate = Static<typeof WorkflowRuleCreateSchema>;

export const WorkflowRulePatchSchema = named(
  'WorkflowRulePatch',
  Type.Object(
    {
      name: Type.Optional(name),
      description: Type.Optional(description),
      trigger: Type.Optional(TriggerSchema),
      conditions: Type.Optional(ConditionsInput),
      actions: Type.Optional(ActionsInput),
      active: Type.Optional(
        Type.Boolean({ description: 'There is no DELETE: deactivate instead; true brings the rule back.' }),
      ),
    },
    {
      additionalProperties: false,
      examples: [
        { active: false },
        { conditions: { property_ids: [12, 14], template_id: 4 } },
        { actions: [{ type: 'create_task', title: 'Re-check the entrance', due_in_days: 1 }] },
      ],
    },
  ),
);
export type WorkflowRulePatch = Static<typeof WorkflowRulePatchSchema>;

// The response shows every condition and every optional action field, null when unset,
// so a rule read with GET can be sent back in a PATCH as it is.

const AnswerCondition = Type.Object(
  {
    field_id: Type.String(),
    operator: OperatorSchema,
    value: Type.Union([Type.String(), Type.Number(), Type.Array(Type.String()), Type.Null()], {
      description: 'Null for is_true, is_false, is_empty and is_not_empty.',
    }),
  },
  { additionalProperties: false },
);

const Conditions = Type.Object(
  {
    property_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
      description: 'Null: every property.',
    }),
    template_id: Type.Union([Type.Integer(), Type.Null()]),
    answer: Type.Union([AnswerCondition, Type.Null()]),
  },
  { additionalProperties: false },
);

const CreateTaskAction = named(
  'CreateTaskAction',
  Type.Object(
    {
      type: Type.Literal('create_task'),
      title: Type.String(),
      due_in_days: Type.Integer(),
      description: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false, title: 'Create a task at the event’s property' },
  ),
);
const CreateIncidentAction = named(
  'CreateIncidentAction',
  Type.Object(
    {
      type: Type.Literal('create_incident'),
      title: Type.String(),
      severity: SeveritySchema,
      description: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false, title: 'Create an incident at the event’s property' },
  ),
);
const NotifyEmailAction = named(
  'NotifyEmailAction',
  Type.Object(
    {
      type: Type.Literal('notify_email'),
      to: Type.String(),
      subject: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false, title: 'Send an e-mail notification' },
  ),
);
const Action = Type.Union([CreateTaskAction, CreateIncidentAction, NotifyEmailAction]);

export type WorkflowConditions = Static<typeof Conditions>;
export type WorkflowAction = Static<typeof Action>;
export type AnswerConditionDto = Static<typeof AnswerCondition>;

export const WorkflowRuleSchema = named(
  'WorkflowRule',
  Type.Object(
    {
      id: Type.Integer(),
      uuid: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description:
          'Client-supplied at creation, or generated; null only for a rule made outside the API without one.',
      }),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      trigger: TriggerSchema,
      conditions: Conditions,
      actions: Type.Array(Action),
      active: Type.Boolean({ description: 'Only active rules fire.' }),
      created_by_account_id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The account of the key (or portal user) that created the rule.',
      }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 21,
          uuid: '6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b',
          ...ruleExample,
          conditions: { ...ruleExample.conditions },
          actions: [ruleExample.actions[0], ruleExample.actions[1]],
          active: true,
          created_by_account_id: 3,
          created_at: '2026-11-22T08:00:00.000Z',
          updated_at: '2026-11-22T08:00:00.000Z',
        },
      ],
    },
  ),
);
export type WorkflowRuleDto = Static<typeof WorkflowRuleSchema>;

export const WorkflowRuleListQuerySchema = Type.Object(
  {
    ...PageQuery,
    trigger: Type.Optional(TriggerSchema),
    active: Type.Optional(Type.Boolean({ description: 'true: only active; false: only inactive; unset: both.' })),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only rules changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type WorkflowRuleListQuery = Static<typeof WorkflowRuleListQuerySchema>;

export const WorkflowRuleIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const WorkflowRunSchema = named(
  'WorkflowRun',
  Type.Object(
    {
      id: Type.Integer(),
      rule_id: Type.Integer(),
      event: Type.Object(
        {
          id: Type.Integer(),
          type: Type.Union(
            ['form_response.submitted', 'incident.created', 'task.overdue'].map((type) => Type.Literal(type)),
            { description: 'What happened.' },
          ),
          origin: Type.String({ description: '`portal`, `field` or `schedule` (a due date passing).' }),
          subject_id: Type.Union([Type.Integer(), Type.Null()], {
            description: 'The form response, incident or task the event is about.',
          }),
          property_id: Type.Union([Type.Integer(), Type.Null()]),
          occurred_at: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
      status: Type.Union(
        ['succeeded', 'skipped', 'retrying', 'failed'].map((status) => Type.Literal(status)),
        {
          description:
            '`succeeded`: every action ran and its e-mails were delivered. `retrying`: the last attempt failed and another follows (with backoff), or its e-mail is not delivered yet (retried for about 34 hours). `failed`: every attempt failed and nothing of the run was made, or its e-mail was refused for good (`error` says to whom and why). `skipped`: the rule was switched off before its run.',
        },
      ),
      attempts: Type.Integer({ minimum: 1 }),
      created: Type.Array(
        Type.Object(
          {
            type: Type.Union(['task', 'incident', 'mail'].map((type) => Type.Literal(type))),
            id: Type.Integer(),
          },
          { additionalProperties: false },
        ),
        { description: 'What the run made, in the order of the actions: tasks, incidents, e-mail messages.' },
      ),
      error: Type.Union([Type.String(), Type.Null()], { description: 'The last attempt’s error, when it failed.' }),
      started_at: Type.String({ format: 'date-time' }),
      finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);
export type WorkflowRunDto = Static<typeof WorkflowRunSchema>;

export const WorkflowRunListQuerySchema = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type WorkflowRunListQuery = Static<typeof WorkflowRunListQuerySchema>;

export const WorkflowDryRunBodySchema = Type.Object(
  {
    record_id: Type.Integer({
      minimum: 1,
      description:
        'The record to try the rule with: an incident (trigger `incident_created`), a task (`task_overdue`) or a form response (`form_response_submitted`).',
    }),
  },
  { additionalProperties: false },
);
export type WorkflowDryRunBody = Static<typeof WorkflowDryRunBodySchema>;

const plannedProperty = Type.Integer({ description: 'The property it would be made at: the record’s.' });

export const WorkflowDryRunSchema = Type.Object(
  {
    rule_id: Type.Integer(),
    active: Type.Boolean({ description: 'Whether the rule is on; a rule that is off fires nothing.' }),
    record: Type.Object(
      {
        type: Type.Union(['incident', 'task', 'form_response'].map((type) => Type.Literal(type))),
        id: Type.Integer(),
        property_id: Type.Integer(),
        property_name: Type.Union([Type.String(), Type.Null()]),
        title: Type.String({ description: 'The incident’s or task’s title, or the form template’s name.' }),
      },
      { additionalProperties: false },
    ),
    matches: Type.Boolean({ description: 'Whether every condition holds, so the rule would fire.' }),
    checks: Type.Array(
      Type.Object(
        {
          condition: Type.Union(['property_ids', 'template_id', 'answer'].map((c) => Type.Literal(c))),
          holds: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      { description: 'Each condition the rule sets, and whether the record meets it.' },
    ),
    actions: Type.Array(
      Type.Union([
        Type.Object(
          {
            type: Type.Literal('create_task'),
            title: Type.String(),
            description: Type.String(),
            due_date: Type.String({ format: 'date' }),
            property_id: plannedProperty,
          },
          { additionalProperties: false },
        ),
        Type.Object(
          {
            type: Type.Literal('create_incident'),
            title: Type.String(),
            severity: SeveritySchema,
            property_id: plannedProperty,
          },
          { additionalProperties: false },
        ),
        Type.Object(
          { type: Type.Literal('notify_email'), to: Type.String(), subject: Type.String(), text: Type.String() },
          { additionalProperties: false },
        ),
      ]),
      { description: 'What the rule would make, in order, when it matches; empty when it does not.' },
    ),
  },
  { additionalProperties: false },
);
export type WorkflowDryRunDto = Static<typeof WorkflowDryRunSchema>;
