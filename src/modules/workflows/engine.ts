// Workflow rules fire here. The `workflow-rules` subscriber sees each trigger event once
// and queues one `workflow.run` job per rule whose conditions hold, keyed by rule and
// event, so a rule runs at most once per event. A run makes its tasks, incidents and
// e-mails in the transaction that marks its job done and writes its log row: a retried
// run never makes them twice. Events from the REST API and from objects rules made fire
// no rule (spec §6; rules never chain).
import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { workflowRuleRuns, type WorkflowRunStatus } from './runs.tables.js';
import { workflowRules } from './workflow-rules.tables.js';
import { loadEvent, type EventType, type RecordedEvent } from '../../platform/events/events.js';
import { defineJobKind, type JobContext } from '../../platform/jobs/kinds.js';
import { enqueueJobs } from '../../platform/jobs/queue.js';
import { defineMailKind, type FailedRecipient, queueMail, unsettledMessages } from '../../platform/mail/outgoing.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { recordNotice } from '../notices/notices.service.js';
import { noticeAdmins } from '../report-schedules/recipient-approval.js';
import { findAccount } from '../accounts/accounts.service.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { responseForRules } from '../forms/forms.service.js';
import { insertIncidentForRule } from '../incidents/incidents.service.js';
import { propertyName } from '../properties/properties.service.js';
import { insertTaskForRule } from '../tasks/overdue.js';
import { findTenant } from '../tenants/tenants.service.js';
import { calendarDay } from '../shared/time.js';
import { conditionsHold, type RuleSubject } from './conditions.js';
import type { WorkflowAction, WorkflowConditions } from './workflow-rules.schema.js';

/** The events that trigger rules, and the trigger each one is. */
export const RULE_TRIGGERS = {
  'form_response.submitted': 'form_response_submitted',
  'incident.created': 'incident_created',
  'task.overdue': 'task_overdue',
} as const satisfies Partial<Record<EventType, string>>;
export const RULE_EVENTS = Object.keys(RULE_TRIGGERS) as (keyof typeof RULE_TRIGGERS)[];

const isRuleEvent = (type: EventType): type is keyof typeof RULE_TRIGGERS => type in RULE_TRIGGERS;

export interface Described {
  subject: RuleSubject;
  /** One line saying what happened, for e-mails and task descriptions. */
  headline: string;
}

/** The record an event of a trigger is about, as rules see it. */
export interface RuleRecord {
  tenantId: number;
  type: keyof typeof RULE_TRIGGERS;
  subjectId: number | null;
  propertyId: number | null;
  /** The record's words the headline names: title, severity, due_date. */
  text: (key: 'title' | 'severity' | 'due_date') => string;
}

/** What the rules look at in a record, and how to say what happened. */
export async function describeRecord(db: Executor, record: RuleRecord): Promise<Described | undefined> {
  if (record.propertyId === null) return undefined;
  const property = (await propertyName(db, record.tenantId, record.propertyId)) ?? `#${record.propertyId}`;
  const { text } = record;
  switch (record.type) {
    case 'form_response.submitted': {
      const response = await responseForRules(db, record.tenantId, record.subjectId ?? 0);
      if (!response) return undefined;
      return {
        subject: response,
        headline: `Formular eingereicht / Form submitted: ${response.templateName} (${property}, #${record.subjectId})`,
      };
    }
    case 'incident.created':
      return {
        subject: { propertyId: record.propertyId },
        headline: `Neue Meldung / New incident: ${text('title')} (${property}, ${text('severity')})`,
      };
    case 'task.overdue':
      return {
        subject: { propertyId: record.propertyId },
        headline: `Aufgabe überfällig / Task overdue: ${text('title')} (${property}, fällig / due ${text('due_date')})`,
      };
  }
}

/** What the rules look at in an event, and how to say what happened. */
async function describe(db: Executor, event: RecordedEvent): Promise<Described | undefined> {
  if (!isRuleEvent(event.type)) return undefined;
  return describeRecord(db, {
    tenantId: event.tenantId,
    type: event.type,
    subjectId: event.subjectId,
    propertyId: event.propertyId,
    text: (key) => {
      const value = event.payload[key];
      return typeof value === 'string' ? value : '';
    },
  });
}

const RunPayload = Type.Object(
  {
    tenant_id: Type.Integer({ minimum: 1 }),
    rule_id: Type.Integer({ minimum: 1 }),
    event_id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

/** The subscriber: queues a run of every active rule of the event's trigger whose conditions hold. */
export async function matchRules(event: RecordedEvent, ctx: JobContext): Promise<void> {
  if (!isRuleEvent(event.type) || event.origin === 'api' || event.origin === 'rule') return;
  const db = ctx.database.db;
  const rules = await db
    .select({ id: workflowRules.id, conditions: workflowRules.conditions })
    .from(workflowRules)
    .where(
      and(
        eq(workflowRules.tenantId, event.tenantId),
        eq(workflowRules.trigger, RULE_TRIGGERS[event.type]),
        eq(workflowRules.active, true),
      ),
    );
  if (rules.length === 0) return;
  const described = await describe(db, event);
  if (!described) return;
  const firing = rules.filter((rule) => conditionsHold(rule.conditions as WorkflowConditions, described.subject));
  await enqueueJobs(
    db,
    ctx.clock,
    workflowRunJob,
    firing.map((rule) => ({
      key: `rule:${event.tenantId}:${rule.id}:event:${event.id}`,
      tenantId: event.tenantId,
      payload: { tenant_id: event.tenantId, rule_id: rule.id, event_id: event.id },
    })),
  );
}

/** A uuid of its own for each thing a run makes, the same on every retry. */
function runUuid(tenantId: number, ruleId: number, eventId: number, action: number): string {
  const hex = createHash('sha256').update(`workflow:${tenantId}:${ruleId}:${eventId}:${action}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Made {
  type: 'task' | 'incident' | 'mail';
  id: number;
}

/** One action of a rule as it would run for one event: everything it would make, worked out. */
export type PlannedAction =
  | { type: 'create_task'; title: string; description: string; due_date: string; property_id: number }
  | {
      type: 'create_incident';
      title: string;
      severity: Extract<WorkflowAction, { type: 'create_incident' }>['severity'];
      property_id: number;
    }
  | { type: 'notify_email'; to: string; subject: string; text: string };

/** The calendar day in the tenant's time zone, from which `due_in_days` counts. */
export async function ruleToday(db: Executor, tenantId: number, clock: Clock): Promise<string> {
  const tenant = await findTenant(db, tenantId);
  return calendarDay(clock(), tenant?.timezone ?? 'Europe/Berlin');
}

/** What a rule's actions make for an event, without making anything (runs and dry runs share it). */
export function planActions(
  rule: { name: string; actions: WorkflowAction[] },
  described: Described,
  today: string,
  occurredAt: Date,
): PlannedAction[] {
  const propertyId = described.subject.propertyId;
  return rule.actions.map((action): PlannedAction => {
    switch (action.type) {
      case 'create_task':
        return {
          type: 'create_task',
          title: action.title,
          description: action.description ?? `${rule.name}: ${described.headline}`,
          due_date: addDays(today, action.due_in_days),
          property_id: propertyId,
        };
      case 'create_incident':
        return { type: 'create_incident', title: action.title, severity: action.severity, property_id: propertyId };
      case 'notify_email':
        return {
          type: 'notify_email',
          to: action.to,
          subject: (action.subject ?? `${rule.name}: ${described.headline}`).slice(0, 200),
          text: [
            described.headline,
            '',
            `Regel / Rule: ${rule.name}`,
            `Zeitpunkt / When: ${occurredAt.toISOString()}`,
          ].join('\n'),
        };
    }
  });
}

async function runActions(
  tx: Executor,
  clock: Clock,
  rule: { id: number; name: string; actions: WorkflowAction[] },
  event: RecordedEvent,
  described: Described,
): Promise<Made[]> {
  const today = await ruleToday(tx, event.tenantId, clock);
  const made: Made[] = [];
  for (const [index, action] of planActions(rule, described, today, event.occurredAt).entries()) {
    const uuid = runUuid(event.tenantId, rule.id, event.id, index);
    switch (action.type) {
      case 'create_task':
        made.push({
          type: 'task',
          id: await insertTaskForRule(tx, clock, {
            tenantId: event.tenantId,
            uuid,
            propertyId: action.property_id,
            title: action.title,
            description: action.description,
            dueDate: action.due_date,
          }),
        });
        break;
      case 'create_incident':
        made.push({
          type: 'incident',
          id: await insertIncidentForRule(tx, clock, {
            tenantId: event.tenantId,
            uuid,
            propertyId: action.property_id,
            title: action.title,
            severity: action.severity,
          }),
        });
        break;
      case 'notify_email': {
        const { messageId } = await queueMail(tx, clock, {
          tenantId: event.tenantId,
          kind: workflowMailJob,
          purpose: 'workflow.notify_email',
          to: [action.to],
          subject: action.subject,
          text: action.text,
        });
        made.push({ type: 'mail', id: messageId });
        break;
      }
    }
  }
  return made;
}

async function writeRun(
  tx: Executor,
  key: { tenantId: number; ruleId: number; eventId: number },
  run: { status: WorkflowRunStatus; attempts: number; created: Made[]; error: string | null; at: Date },
): Promise<void> {
  const finished = run.status === 'retrying' ? null : run.at;
  await tx
    .insert(workflowRuleRuns)
    .values({ ...key, ...run, startedAt: run.at, finishedAt: finished })
    .onConflictDoUpdate({
      target: [workflowRuleRuns.tenantId, workflowRuleRuns.ruleId, workflowRuleRuns.eventId],
      set: {
        status: run.status,
        attempts: run.attempts,
        created: run.created,
        error: run.error,
        finishedAt: finished,
        startedAt: sql`${workflowRuleRuns.startedAt}`,
      },
    });
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export const workflowRunJob = defineJobKind({
  name: 'workflow.run',
  payload: RunPayload,
  retry: { maxAttempts: 5, backoffMs: 30_000, maxBackoffMs: 30 * 60_000 },
  handler: async (payload, ctx) => {
    const key = { tenantId: payload.tenant_id, ruleId: payload.rule_id, eventId: payload.event_id };
    const db = ctx.database.db;
    const [rule] = await db
      .select()
      .from(workflowRules)
      .where(and(eq(workflowRules.tenantId, key.tenantId), eq(workflowRules.id, key.ruleId)));
    const event = await loadEvent(db, key.tenantId, key.eventId);
    const described = event && (await describe(db, event));
    const at = new Date(ctx.clock());
    if (!rule || !event || !described || !rule.active) {
      // Switched off (or gone) between the event and its run: nothing is made, the log says so.
      await ctx.completeInTransaction((tx) =>
        writeRun(tx, key, { status: 'skipped', attempts: ctx.job.attempt, created: [], error: null, at }),
      );
      return;
    }
    try {
      await ctx.completeInTransaction(async (tx) => {
        const created = await runActions(
          tx,
          ctx.clock,
          { id: rule.id, name: rule.name, actions: rule.actions as WorkflowAction[] },
          event,
          described,
        );
        // A run with e-mails succeeds when they are delivered (workflowMailJob settles it).
        const waiting = created.some((made) => made.type === 'mail');
        await writeRun(tx, key, {
          status: waiting ? 'retrying' : 'succeeded',
          attempts: ctx.job.attempt,
          created,
          error: null,
          at,
        });
      });
    } catch (error) {
      // Shown in the log while retries remain; the last failure is written by onFailed.
      if (ctx.job.attempt < ctx.job.maxAttempts) {
        await writeRun(db, key, {
          status: 'retrying',
          attempts: ctx.job.attempt,
          created: [],
          error: describeError(error),
          at,
        });
      }
      throw error;
    }
  },
  onFailed: async (payload, ctx) => {
    const key = { tenantId: payload.tenant_id, ruleId: payload.rule_id, eventId: payload.event_id };
    await writeRun(ctx.tx, key, {
      status: 'failed',
      attempts: ctx.job.attempt,
      created: [],
      error: ctx.error,
      at: new Date(ctx.clock()),
    });
  },
});

/**
 * The e-mails of rules: retried as long as report e-mails (1, 2, 4 … minutes, then at most
 * every 24 hours: about 34 hours), and their run follows them. When the last recipient of
 * a run's e-mail is answered, the run succeeds; when one is refused for good (any 5xx, or
 * still refused at the last attempt), the run fails with the reason, and the rule's author
 * and the admins are told.
 */
export const workflowMailJob = defineMailKind({
  name: 'workflow.mail',
  retry: { maxAttempts: 12, backoffMs: 60_000, maxBackoffMs: 24 * 3600 * 1000 },
  onSettled: async (tx, clock, message, failed) => settleRunOfMail(tx, clock, message, failed),
});

async function settleRunOfMail(
  tx: Executor,
  clock: Clock,
  message: { tenantId: number; messageId: number },
  failed: FailedRecipient[],
): Promise<void> {
  const [run] = await tx
    .select()
    .from(workflowRuleRuns)
    .where(
      and(
        eq(workflowRuleRuns.tenantId, message.tenantId),
        sql`${workflowRuleRuns.created} @> ${JSON.stringify([{ type: 'mail', id: message.messageId }])}::jsonb`,
      ),
    )
    .for('update');
  if (!run || run.status === 'failed') return;
  const at = new Date(clock());
  const where = and(eq(workflowRuleRuns.tenantId, run.tenantId), eq(workflowRuleRuns.id, run.id));
  if (failed.length === 0) {
    const mails = (run.created as Made[]).filter((made) => made.type === 'mail').map((made) => made.id);
    const waiting = (await unsettledMessages(tx, run.tenantId, mails)).filter((id) => id !== message.messageId);
    if (waiting.length > 0 || run.status !== 'retrying') return;
    await tx.update(workflowRuleRuns).set({ status: 'succeeded', error: null, finishedAt: at }).where(where);
    return;
  }
  const error = `E-mail not delivered: ${failed.map((f) => `${f.address} (${f.reason})`).join('; ')}`.slice(0, 2000);
  await tx.update(workflowRuleRuns).set({ status: 'failed', error, finishedAt: at }).where(where);
  const [rule] = await tx
    .select({ name: workflowRules.name, author: workflowRules.createdByAccountId })
    .from(workflowRules)
    .where(and(eq(workflowRules.tenantId, run.tenantId), eq(workflowRules.id, run.ruleId)));
  const language = (await describeOrganisation(tx, run.tenantId)).language;
  const name = rule?.name ?? `#${run.ruleId}`;
  const notice = {
    kind: 'workflow.mail_failed',
    title:
      language === 'de' ? `E-Mail der Regel „${name}“ nicht zugestellt` : `E-mail of the rule "${name}" not delivered`,
    body:
      language === 'de'
        ? `Nicht zugestellt an: ${failed.map((f) => `${f.address} (${f.reason})`).join('; ')}`
        : `Not delivered to: ${failed.map((f) => `${f.address} (${f.reason})`).join('; ')}`,
    subject: { workflow_rule_id: run.ruleId, workflow_run_id: run.id },
  };
  const author = rule?.author ?? null;
  const authorAccount = author === null ? undefined : await findAccount(tx, run.tenantId, author);
  if (authorAccount?.active)
    await recordNotice(tx, clock, { tenantId: run.tenantId, accountId: authorAccount.id, ...notice });
  await noticeAdmins(tx, clock, run.tenantId, notice, authorAccount?.active ? authorAccount.id : null);
}
