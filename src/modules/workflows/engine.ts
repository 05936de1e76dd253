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

interface Described {
  subject: RuleSubject;
  /** One line saying what happened, for e-mails and task descriptions. */
  headline: string;
}

/** What the rules look at in an event, and how to say what happened. */
async function describe(db: Executor, event: RecordedEvent): Promise<Described | undefined> {
  if (event.propertyId === null) return undefined;
  const property = (await propertyName(db, event.tenantId, event.propertyId)) ?? `#${event.propertyId}`;
  const text = (key: string) => {
    const value = event.payload[key];
    return typeof value === 'string' ? value : '';
  };
  switch (event.type) {
    case 'form_response.submitted': {
      const response = await responseForRules(db, event.tenantId, event.subjectId ?? 0);
      if (!response) return undefined;
      return {
        subject: response,
        headline: `Formular eingereicht / Form submitted: ${response.templateName} (${property}, #${event.subjectId})`,
      };
    }
    case 'incident.created':
      return {
        subject: { propertyId: event.propertyId },
        headline: `Neue Meldung / New incident: ${text('title')} (${property}, ${text('severity')})`,
      };
    case 'task.overdue':
      return {
        subject: { propertyId: event.propertyId },
        headline: `Aufgabe überfällig / Task overdue: ${text('title')} (${property}, fällig / due ${text('due_date')})`,
      };
    case 'api_key.revoked':
    case 'account.rights_changed':
    case 'tenant.changed':
    case 'incident.status_changed':
    case 'incident.updated':
    case 'property.created':
    case 'property.updated':
    case 'task.missed':
    case 'task.created':
    case 'task.updated':
    case 'task.status_changed':
    case 'material.item.created':
    case 'material.item.updated':
    case 'material.movement.created':
    case 'material.request.created':
    case 'material.request.status_changed':
    case 'patrol.round.completed':
    case 'patrol.round.missed':
    case 'account.created':
    case 'account.updated':
    case 'account.deleted':
    case 'role.created':
    case 'role.updated':
    case 'role.deleted':
    case 'form_template.created':
    case 'form_template.updated':
    case 'form_template.deleted':
    case 'workflow_rule.created':
    case 'workflow_rule.updated':
    case 'workflow_rule.deleted':
      return undefined;
  }
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

async function runActions(
  tx: Executor,
  clock: Clock,
  rule: { id: number; name: string; actions: WorkflowAction[] },
  event: RecordedEvent,
  described: Described,
): Promise<Made[]> {
  const tenant = await findTenant(tx, event.tenantId);
  const today = calendarDay(clock(), tenant?.timezone ?? 'Europe/Berlin');
  const propertyId = described.subject.propertyId;
  const made: Made[] = [];
  for (const [index, action] of rule.actions.entries()) {
    const uuid = runUuid(event.tenantId, rule.id, event.id, index);
    switch (action.type) {
      case 'create_task':
        made.push({
          type: 'task',
          id: await insertTaskForRule(tx, clock, {
            tenantId: event.tenantId,
            uuid,
            propertyId,
            title: action.title,
            description: action.description ?? `${rule.name}: ${described.headline}`,
            dueDate: addDays(today, action.due_in_days),
          }),
        });
        break;
      case 'create_incident':
        made.push({
          type: 'incident',
          id: await insertIncidentForRule(tx, clock, {
            tenantId: event.tenantId,
            uuid,
            propertyId,
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
          subject: (action.subject ?? `${rule.name}: ${described.headline}`).slice(0, 200),
          text: [
            described.headline,
            '',
            `Regel / Rule: ${rule.name}`,
            `Zeitpunkt / When: ${event.occurredAt.toISOString()}`,
          ].join('\n'),
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
