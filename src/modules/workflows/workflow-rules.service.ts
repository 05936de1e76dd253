import { and, asc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { workflowRules, type WorkflowTrigger } from './workflow-rules.tables.js';
import { invalid, notFound } from '../../domain/errors.js';
import {
  listedPropertyIds,
  type PropertyAccess,
  propertyAccessDenied,
  propertyAccessOf,
} from '../access/property-access.js';
import { checkNamedProperties } from '../properties/named-properties.js';
import type { FieldType, TemplateField } from '../forms/forms.schema.js';
import { findVisibleTemplate } from '../forms/templates.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { createIdempotently, payloadFingerprint } from '../shared/idempotency.js';
import { recordAudit } from '../audit/audit.service.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { isCalendarDate } from '../shared/time.js';
import {
  type AnswerConditionDto,
  type AnswerOperator,
  VALUELESS_OPERATORS,
  type WorkflowAction,
  type WorkflowActionInput,
  type WorkflowConditions,
  type WorkflowRuleCreate,
  type WorkflowRuleDto,
  type WorkflowRuleListQuery,
  type WorkflowRulePatch,
} from './workflow-rules.schema.js';

type RuleRow = typeof workflowRules.$inferSelect;

/** A rule as it is stored and shown: every condition and optional action field present, null when unset. */
interface RuleContent {
  name: string;
  description: string | null;
  trigger: WorkflowTrigger;
  conditions: WorkflowConditions;
  actions: WorkflowAction[];
  active: boolean;
}

export function presentRule(row: RuleRow): WorkflowRuleDto {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    trigger: row.trigger,
    conditions: row.conditions as WorkflowConditions,
    actions: row.actions as WorkflowAction[],
    active: row.active,
    created_by_account_id: row.createdByAccountId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// --- normalising input --------------------------------------------------------------------

function normaliseConditions(input: WorkflowRuleCreate['conditions']): WorkflowConditions {
  const answer = input?.answer;
  return {
    property_ids: input?.property_ids ?? null,
    template_id: input?.template_id ?? null,
    answer: answer ? { field_id: answer.field_id, operator: answer.operator, value: answer.value ?? null } : null,
  };
}

function normaliseAction(action: WorkflowActionInput): WorkflowAction {
  switch (action.type) {
    case 'create_task':
      return {
        type: action.type,
        title: action.title.trim(),
        due_in_days: action.due_in_days,
        description: action.description ?? null,
      };
    case 'create_incident':
      return {
        type: action.type,
        title: action.title.trim(),
        severity: action.severity,
        description: action.description ?? null,
      };
    case 'notify_email':
      return { type: action.type, to: action.to, subject: action.subject?.trim() ?? null };
  }
}

// --- property visibility --------------------------------------------------------------------

/**
 * A key may see and change a rule only where the rule can fire: its account sees all
 * properties, or the rule is limited to properties that account sees, every one of them.
 */
function ruleVisible(sight: PropertyAccess, conditions: WorkflowConditions): boolean {
  if (sight === 'all') return true;
  return conditions.property_ids !== null && conditions.property_ids.every((id) => sight.includes(id));
}

/** The same rule as ruleVisible, as a SQL condition for lists. */
function visibleRuleSql(access: AccountActor): SQL {
  if (access.allProperties) return sql`true`;
  return sql`(jsonb_typeof(${workflowRules.conditions} -> 'property_ids') = 'array' and not exists (select 1 from jsonb_array_elements_text(${workflowRules.conditions} -> 'property_ids') as rule_property(id) where rule_property.id::bigint not in (${listedPropertyIds(access)})))`;
}

const accessDenied = (pointer: string, detail: string, fieldDetail: string) =>
  propertyAccessDenied({ pointer, detail, fieldDetail });

// --- validation -----------------------------------------------------------------------------

/** The index of the first entry equal to an earlier one, if any. */
function firstRepeat(values: unknown[]): { index: number; earlier: number } | undefined {
  const seen = new Map<string, number>();
  for (const [index, value] of values.entries()) {
    const key = JSON.stringify(value);
    const earlier = seen.get(key);
    if (earlier !== undefined) return { index, earlier };
    seen.set(key, index);
  }
  return undefined;
}

/** What the rule says by itself, before anything is looked up. */
function checkShape(rule: RuleContent): void {
  const { conditions, trigger } = rule;
  const repeatedProperty = firstRepeat(conditions.property_ids ?? []);
  if (repeatedProperty)
    throw invalid(`/conditions/property_ids/${repeatedProperty.index}`, 'This id is listed twice.', 'listed_twice');
  if (trigger !== 'form_response_submitted') {
    const never = `Only form responses have a template and answers; a ${trigger} event never matches, so the rule could never fire.`;
    if (conditions.template_id !== null) throw invalid('/conditions/template_id', never, 'never_matches_trigger');
    if (conditions.answer !== null) throw invalid('/conditions/answer', never, 'never_matches_trigger');
  }
  const answer = conditions.answer;
  if (answer !== null) {
    if (conditions.template_id === null) {
      throw invalid(
        '/conditions/template_id',
        'Required with an answer condition: its field belongs to a template.',
        'template_required',
      );
    }
    checkValueShape(answer);
  }
  const repeatedAction = firstRepeat(rule.actions);
  if (repeatedAction) {
    throw invalid(
      `/actions/${repeatedAction.index}`,
      `The same action as /actions/${repeatedAction.earlier}.`,
      'listed_twice',
    );
  }
}

const VALUE = '/conditions/answer/value';

/** Whether the operator takes a value, and one or a list. */
function checkValueShape(answer: AnswerConditionDto): void {
  const { operator, value } = answer;
  if (VALUELESS_OPERATORS.includes(operator)) {
    if (value !== null)
      throw invalid(
        VALUE,
        `The operator ${operator} compares with nothing; leave value out.`,
        'value_not_for_operator',
      );
    return;
  }
  if (value === null) throw invalid(VALUE, `The operator ${operator} needs a value.`, 'required');
  if (operator === 'in') {
    if (!Array.isArray(value))
      throw invalid(VALUE, 'The operator in needs a list of options.', 'value_not_for_operator');
    const repeated = firstRepeat(value);
    if (repeated) throw invalid(`${VALUE}/${repeated.index}`, 'This option is listed twice.', 'listed_twice');
  } else if (Array.isArray(value)) {
    throw invalid(VALUE, `The operator ${operator} compares with one value, not a list.`, 'value_not_for_operator');
  }
}

const COMPARING: AnswerOperator[] = ['equals', 'not_equals', 'greater_than', 'less_than'];

/** The operators each field type takes besides is_empty and is_not_empty, which every type takes. */
export const OPERATORS_BY_FIELD_TYPE: Record<FieldType, readonly AnswerOperator[]> = {
  text: ['equals', 'not_equals', 'contains'],
  number: COMPARING,
  rating: COMPARING,
  date: COMPARING,
  time: COMPARING,
  checkbox: ['is_true', 'is_false'],
  single_choice: ['equals', 'not_equals', 'in'],
  multiple_choice: ['contains', 'not_contains', 'in'],
  photo: [],
  signature: [],
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The operator and value against the field they name: a condition no answer could meet is refused. */
function checkAgainstField(answer: AnswerConditionDto, field: TemplateField): void {
  const { operator, value } = answer;
  const fitting = [...OPERATORS_BY_FIELD_TYPE[field.type], 'is_empty', 'is_not_empty'];
  if (!fitting.includes(operator)) {
    throw invalid(
      '/conditions/answer/operator',
      `A ${field.type} field takes the operators ${fitting.join(', ')}; not ${operator}.`,
      'operator_not_for_field',
    );
  }
  if (operator === 'is_empty' && field.required) {
    throw invalid(
      '/conditions/answer/operator',
      'The field is required, so a submitted response always answers it: is_empty could never match.',
      'required_field_never_empty',
    );
  }
  if (value === null) return;
  const options = field.options ?? [];
  const notAnOption = (pointer: string, option: string) =>
    invalid(
      pointer,
      `"${option}" is not an option of the field; it has ${options.map((o) => `"${o}"`).join(', ')}.`,
      'value_never_matches',
    );
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string')
        throw invalid(VALUE, 'A text field is compared with a string.', 'value_never_matches');
      return;
    case 'number':
      if (typeof value !== 'number')
        throw invalid(VALUE, 'A number field is compared with a number.', 'value_never_matches');
      return;
    case 'rating': {
      // Ratings are whole numbers 1 to 5: the value must leave some rating that matches.
      const [low, high] = operator === 'greater_than' ? [1, 4] : operator === 'less_than' ? [2, 5] : [1, 5];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high) {
        throw invalid(
          VALUE,
          `Ratings are whole numbers from 1 to 5; with ${operator} the value must be a whole number from ${low} to ${high}, or no rating could match.`,
          'value_never_matches',
        );
      }
      return;
    }
    case 'date':
      if (typeof value !== 'string' || !isCalendarDate(value)) {
        throw invalid(VALUE, 'A date field is compared with a real calendar date, YYYY-MM-DD.', 'not_a_date');
      }
      return;
    case 'time':
      if (typeof value !== 'string' || !TIME.test(value)) {
        throw invalid(VALUE, 'A time field is compared with a time of day, HH:MM (00:00 to 23:59).', 'not_a_time');
      }
      if ((operator === 'greater_than' && value === '23:59') || (operator === 'less_than' && value === '00:00')) {
        throw invalid(
          VALUE,
          `No time of day is ${operator === 'greater_than' ? 'after 23:59' : 'before 00:00'}.`,
          'value_never_matches',
        );
      }
      return;
    case 'single_choice':
    case 'multiple_choice':
      if (Array.isArray(value)) {
        value.forEach((option, index) => {
          if (!options.includes(option)) throw notAnOption(`${VALUE}/${index}`, option);
        });
      } else if (typeof value !== 'string' || !options.includes(value)) {
        throw notAnOption(VALUE, String(value));
      }
      return;
    case 'checkbox':
    case 'photo':
    case 'signature':
      return; // only valueless operators fit these
  }
}

/** Property ids of another tenant are 422 like unknown ones; the tenant's own the account cannot see 403. */
async function checkProperties(db: Executor, access: AccountActor, sight: PropertyAccess, ids: number[] | null) {
  if (ids === null) {
    if (sight !== 'all') {
      throw accessDenied(
        '/conditions/property_ids',
        'Your account sees only some properties, and a rule without property_ids would fire at all of them.',
        'Required for a key whose account sees only some properties: list the properties the rule is for.',
      );
    }
    return;
  }
  const pointer = (index: number) => `/conditions/property_ids/${index}`;
  await checkNamedProperties(db, access.tenantId, ids, {
    access: sight,
    invalid: ([missing]) =>
      missing === undefined ? undefined : invalid(pointer(missing), 'No property with this id.', 'property_not_found'),
    deniedPointer: pointer,
  });
}

/**
 * The template must exist in the tenant and be visible to the key (offered at every
 * property or at one its account sees); otherwise 422, exactly as for an unknown id.
 * With `firing`, it is also checked against what the rule asks of it.
 */
async function checkTemplate(db: Executor, access: AccountActor, rule: RuleContent, firing: boolean): Promise<void> {
  const { template_id: templateId, property_ids: propertyIds, answer } = rule.conditions;
  if (templateId === null) return;
  const template = await findVisibleTemplate(db, access, templateId);
  if (!template) throw invalid('/conditions/template_id', 'No form template with this id.', 'template_not_found');
  if (!firing) return;
  if (!template.active) {
    throw invalid(
      '/conditions/template_id',
      'The form template is inactive: no response is submitted with it, so the rule could never fire.',
      'template_inactive',
    );
  }
  const { offeredAt } = template;
  if (offeredAt !== null) {
    if (offeredAt.length === 0) {
      throw invalid(
        '/conditions/template_id',
        'The form template is offered at no property, so the rule could never fire.',
        'template_not_offered',
      );
    }
    if (propertyIds !== null && !propertyIds.some((id) => offeredAt.includes(id))) {
      throw invalid(
        '/conditions/property_ids',
        'The form template is offered at none of these properties, so the rule could never fire.',
        'template_not_offered',
      );
    }
  }
  if (answer === null) return;
  const field = template.fields.find((f) => f.id === answer.field_id);
  if (!field) {
    throw invalid(
      '/conditions/answer/field_id',
      'The template’s current version has no field with this id.',
      'field_not_in_template',
    );
  }
  checkAgainstField(answer, field);
}

/** Every check a rule must pass; `firing` adds those against the template's current state. */
async function checkRule(
  db: Executor,
  access: AccountActor,
  sight: PropertyAccess,
  rule: RuleContent,
  firing: boolean,
): Promise<void> {
  checkShape(rule);
  await checkProperties(db, access, sight, rule.conditions.property_ids);
  await checkTemplate(db, access, rule, firing);
}

// --- use cases ------------------------------------------------------------------------------

export async function listRules(
  deps: ServiceDeps,
  access: AccountActor,
  query: WorkflowRuleListQuery,
): Promise<Page<WorkflowRuleDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(workflowRules.tenantId, access.tenantId), visibleRuleSql(access)];
  if (after !== undefined) conditions.push(gt(workflowRules.id, after));
  if (query.trigger !== undefined) conditions.push(eq(workflowRules.trigger, query.trigger));
  if (query.active !== undefined) conditions.push(eq(workflowRules.active, query.active));
  if (query.updated_since !== undefined) conditions.push(gte(workflowRules.updatedAt, new Date(query.updated_since)));
  const rows = await deps.database.db
    .select()
    .from(workflowRules)
    .where(and(...conditions))
    .orderBy(asc(workflowRules.id))
    .limit(pageSize + 1);
  return toPage(rows, pageSize, presentRule);
}

/** Missing or another tenant's: 404; a rule that may fire at a property the account cannot see: 403. */
function requireVisibleRule(row: RuleRow | undefined, sight: PropertyAccess): RuleRow {
  if (!row) throw notFound('Workflow rule');
  if (!ruleVisible(sight, row.conditions as WorkflowConditions)) {
    throw propertyAccessDenied({ detail: 'The workflow rule applies to properties your account has no access to.' });
  }
  return row;
}

export async function getRule(deps: ServiceDeps, access: AccountActor, ruleId: number): Promise<WorkflowRuleDto> {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(workflowRules)
    .where(and(eq(workflowRules.tenantId, access.tenantId), eq(workflowRules.id, ruleId)));
  return presentRule(requireVisibleRule(row, await propertyAccessOf(db, access)));
}

export interface RuleCreation {
  rule: WorkflowRuleDto;
  /** False when an earlier call with the same uuid and payload already created it. */
  created: boolean;
}

/** Creates a rule, idempotent by the client's uuid (see createIdempotently). */
export async function createRule(
  deps: ServiceDeps,
  access: AccountActor,
  input: WorkflowRuleCreate,
): Promise<RuleCreation> {
  const db = deps.database.db;
  const uuid = input.uuid?.toLowerCase() ?? randomUUID();
  const rule: RuleContent = {
    name: input.name.trim(),
    description: input.description ?? null,
    trigger: input.trigger,
    conditions: normaliseConditions(input.conditions),
    actions: input.actions.map(normaliseAction),
    active: input.active ?? true,
  };
  const fingerprint = payloadFingerprint([
    rule.name,
    rule.description,
    rule.trigger,
    rule.conditions,
    rule.actions,
    rule.active,
  ]);
  checkShape(rule);
  const sight = await propertyAccessOf(db, access);
  // What every call must pass, a repeat included: the key may name these properties.
  await checkProperties(db, access, sight, rule.conditions.property_ids);
  const { row, created } = await createIdempotently({
    fingerprint,
    what: 'workflow rule',
    find: async () => {
      const [existing] = await db
        .select()
        .from(workflowRules)
        .where(and(eq(workflowRules.tenantId, access.tenantId), eq(workflowRules.uuid, uuid)));
      if (!existing) return undefined;
      // A rule changed since to properties the key cannot see is not shown to it.
      if (existing.createFingerprint === fingerprint) requireVisibleRule(existing, sight);
      return { ...existing, uuid, createFingerprint: existing.createFingerprint ?? '' };
    },
    insert: async () => {
      // Only a first creation must still be able to fire; a repeat answers with what it made.
      await checkTemplate(db, access, rule, true);
      const inserted = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(workflowRules)
          .values({
            tenantId: access.tenantId,
            uuid,
            createFingerprint: fingerprint,
            ...rule,
            createdByAccountId: access.accountId,
          })
          .onConflictDoNothing({ target: [workflowRules.tenantId, workflowRules.uuid] })
          .returning();
        if (made) {
          await recordAudit(tx, {
            tenantId: access.tenantId,
            actorAccountId: access.accountId,
            action: 'workflow_rule.created',
            targetType: 'workflow_rule',
            targetId: made.id,
            details: { name: made.name, trigger: made.trigger, active: made.active },
          });
        }
        return made;
      });
      return inserted ? { ...inserted, uuid, createFingerprint: fingerprint } : undefined;
    },
  });
  return { rule: presentRule(row), created };
}

/**
 * Applies a patch and checks the whole rule as it would then be. The checks against the
 * template's current state are left out only when the rule ends up inactive and the patch
 * leaves its conditions alone, so a rule whose template changed can always be switched off.
 */
export async function updateRule(
  deps: ServiceDeps,
  access: AccountActor,
  ruleId: number,
  patch: WorkflowRulePatch,
): Promise<WorkflowRuleDto> {
  return deps.database.db.transaction(async (tx) => {
    const where = and(eq(workflowRules.tenantId, access.tenantId), eq(workflowRules.id, ruleId));
    const [found] = await tx.select().from(workflowRules).where(where).for('update');
    const sight = await propertyAccessOf(tx, access);
    const current = requireVisibleRule(found, sight);
    if (Object.keys(patch).length === 0) return presentRule(current);
    const rule: RuleContent = {
      name: patch.name?.trim() ?? current.name,
      description: patch.description !== undefined ? patch.description : current.description,
      trigger: patch.trigger ?? current.trigger,
      conditions:
        patch.conditions !== undefined
          ? normaliseConditions(patch.conditions)
          : (current.conditions as WorkflowConditions),
      actions: patch.actions?.map(normaliseAction) ?? (current.actions as WorkflowAction[]),
      active: patch.active ?? current.active,
    };
    await checkRule(tx, access, sight, rule, rule.active || patch.conditions !== undefined);
    const [row] = await tx
      .update(workflowRules)
      .set({ ...rule, updatedAt: sql`now()` })
      .where(where)
      .returning();
    if (!row) throw notFound('Workflow rule');
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'workflow_rule.changed',
      targetType: 'workflow_rule',
      targetId: row.id,
      details: {
        name: row.name,
        changed: Object.keys(patch),
        ...(rule.active !== current.active ? { switched: rule.active ? 'on' : 'off' } : {}),
      },
    });
    return presentRule(row);
  });
}
