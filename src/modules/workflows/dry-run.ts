import { getIncident } from '../incidents/incidents.service.js';
import { getTask } from '../tasks/tasks.service.js';
import { responseForRules } from '../forms/forms.service.js';
import { propertyName } from '../properties/properties.service.js';
import { notFound } from '../../domain/errors.js';
import { propertyAccessDenied, propertyAccessOf, sees } from '../access/property-access.js';
import type { AccountActor } from '../access/actor.js';
import type { ServiceDeps } from '../shared/context.js';
import { checkConditions } from './conditions.js';
import { describeRecord, planActions, type RuleRecord, ruleToday } from './engine.js';
import type { WorkflowDryRunDto } from './workflow-rules.schema.js';
import { getRule } from './workflow-rules.service.js';

interface Found {
  record: RuleRecord;
  type: WorkflowDryRunDto['record']['type'];
  propertyId: number;
  title: string;
}

/** The record a rule's trigger is about, read as the account may see it (404, or 403 outside its properties). */
async function findRecord(
  deps: ServiceDeps,
  actor: AccountActor,
  type: RuleRecord['type'],
  id: number,
): Promise<Found> {
  const base = { tenantId: actor.tenantId, type, subjectId: id };
  switch (type) {
    case 'incident.created': {
      const incident = await getIncident(deps, actor, id);
      const text = { title: incident.title, severity: incident.severity, due_date: '' };
      return {
        record: { ...base, propertyId: incident.property_id, text: (key) => text[key] },
        type: 'incident',
        propertyId: incident.property_id,
        title: incident.title,
      };
    }
    case 'task.overdue': {
      const task = await getTask(deps, actor, id);
      const text = { title: task.title, severity: '', due_date: task.due_date };
      return {
        record: { ...base, propertyId: task.property_id, text: (key) => text[key] },
        type: 'task',
        propertyId: task.property_id,
        title: task.title,
      };
    }
    case 'form_response.submitted': {
      const db = deps.database.db;
      const response = await responseForRules(db, actor.tenantId, id);
      if (!response) throw notFound('Form response');
      if (!sees(await propertyAccessOf(db, actor), response.propertyId)) {
        throw propertyAccessDenied({ propertyId: response.propertyId });
      }
      return {
        record: { ...base, propertyId: response.propertyId, text: () => '' },
        type: 'form_response',
        propertyId: response.propertyId,
        title: response.templateName,
      };
    }
  }
}

const EVENT_OF_TRIGGER = {
  form_response_submitted: 'form_response.submitted',
  incident_created: 'incident.created',
  task_overdue: 'task.overdue',
} as const;

/**
 * What a rule would do if the record's event happened now: which conditions the record
 * meets and what the actions would make. Reads only: nothing is made, queued or logged.
 */
export async function dryRunRule(
  deps: ServiceDeps,
  actor: AccountActor,
  ruleId: number,
  recordId: number,
): Promise<WorkflowDryRunDto> {
  const rule = await getRule(deps, actor, ruleId);
  const db = deps.database.db;
  const found = await findRecord(deps, actor, EVENT_OF_TRIGGER[rule.trigger], recordId);
  const described = await describeRecord(db, found.record);
  if (!described) throw notFound('Form response');
  const checks = checkConditions(rule.conditions, described.subject);
  const matches = checks.every((check) => check.holds);
  const today = await ruleToday(db, actor.tenantId, deps.clock);
  return {
    rule_id: rule.id,
    active: rule.active,
    record: {
      type: found.type,
      id: recordId,
      property_id: found.propertyId,
      property_name: (await propertyName(db, actor.tenantId, found.propertyId)) ?? null,
      title: found.title,
    },
    matches,
    checks,
    actions: matches ? planActions(rule, described, today, new Date(deps.clock())) : [],
  };
}
