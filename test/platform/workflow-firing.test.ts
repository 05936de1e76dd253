import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  incidents,
  mailMessages,
  mailRecipients,
  tasks,
  workflowRuleRuns,
  workflowRules,
} from '../../src/db/schema.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { recordOverdueTasks } from '../../src/modules/tasks/overdue.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { JOB_KINDS } from '../../src/worker.js';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

const log = pino({ level: 'silent' });
const DAY = 24 * 3600 * 1000;

describeEachBackend('workflow rules fire', (backend) => {
  let t: TestApp;
  let runner: JobRunner;
  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true });
    t.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    runner = new JobRunner({
      database: t.database,
      kinds: JOB_KINDS,
      ports: { mailer: new OutboxMailer() },
      log,
      clock: t.clock,
    });
  });
  afterAll(async () => t.close());

  async function setup() {
    const fixture = await makeTenant(t.deps);
    const property = await call(t.app, {
      method: 'POST',
      url: '/api/v1/properties',
      key: fixture.key,
      body: { name: 'Lindenhof' },
    });
    expect(property.statusCode, property.body).toBe(201);
    return { ...fixture, propertyId: property.json<{ id: number }>().id };
  }

  async function rule(key: string, body: Record<string, unknown>): Promise<number> {
    const response = await call(t.app, { method: 'POST', url: '/api/v1/workflow-rules', key, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  const runsOf = (tenantId: number, ruleId: number) =>
    t.database.db
      .select()
      .from(workflowRuleRuns)
      .where(and(eq(workflowRuleRuns.tenantId, tenantId), eq(workflowRuleRuns.ruleId, ruleId)));

  const mailTo = (tenantId: number, address: string) =>
    t.database.db
      .select({ subject: mailMessages.subject, text: mailMessages.textBody })
      .from(mailRecipients)
      .innerJoin(
        mailMessages,
        and(eq(mailMessages.tenantId, mailRecipients.tenantId), eq(mailMessages.id, mailRecipients.messageId)),
      )
      .where(and(eq(mailRecipients.tenantId, tenantId), eq(mailRecipients.address, address)));

  it('task overdue: a task made through the API with yesterday as due date sends one e-mail, once', async () => {
    const org = await setup();
    const ruleId = await rule(org.key, {
      name: 'Overdue to the office',
      trigger: 'task_overdue',
      actions: [
        { type: 'notify_email', to: 'office@example.test' },
        { type: 'create_incident', title: 'Task overdue', severity: 'medium' },
      ],
    });
    const task = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: org.key,
      body: { title: 'Stairwell cleaning', property_id: org.propertyId, due_date: '2026-11-22' },
    });
    expect(task.statusCode, task.body).toBe(201);
    // Due today: not overdue yet.
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: org.key,
      body: { title: 'Due today', property_id: org.propertyId, due_date: '2026-11-23' },
    });

    for (let i = 0; i < 2; i++) {
      await recordOverdueTasks(t.deps);
      await runner.runDue();
    }
    const mails = await mailTo(org.tenant.id, 'office@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Stairwell cleaning');
    expect(mails[0]?.text).toContain('Lindenhof');
    const runs = await runsOf(org.tenant.id, ruleId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    const made = runs[0]?.created as { type: string; id: number }[];
    expect(made.map((m) => m.type)).toEqual(['mail', 'incident']);
    const [incident] = await t.database.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.tenantId, org.tenant.id), eq(incidents.id, made[1]?.id ?? 0)));
    expect(incident).toMatchObject({ title: 'Task overdue', origin: 'rule', propertyId: org.propertyId });

    // The run log through the API.
    const log = await call(t.app, { url: `/api/v1/workflow-rules/${ruleId}/runs`, key: org.key });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({
      data: [
        {
          rule_id: ruleId,
          status: 'succeeded',
          attempts: 1,
          error: null,
          event: { type: 'task.overdue', origin: 'schedule', subject_id: task.json<{ id: number }>().id },
          created: [{ type: 'mail' }, { type: 'incident', id: incident?.id }],
        },
      ],
      next_cursor: null,
    });
    const other = await makeTenant(t.deps);
    const foreign = await call(t.app, { url: `/api/v1/workflow-rules/${ruleId}/runs`, key: other.key });
    expect(foreign.statusCode).toBe(404);
  });

  it('never fires on what a rule made, nor on incidents reported through the API', async () => {
    const org = await setup();
    const overdue = await rule(org.key, {
      name: 'Follow-up task',
      trigger: 'task_overdue',
      actions: [{ type: 'create_task', title: 'Follow up', due_in_days: 0 }],
    });
    const onIncident = await rule(org.key, {
      name: 'Every incident',
      trigger: 'incident_created',
      actions: [{ type: 'notify_email', to: 'desk@example.test' }],
    });
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: org.key,
      body: { title: 'Windows', property_id: org.propertyId, due_date: '2026-11-20' },
    });
    const reported = await call(t.app, {
      method: 'POST',
      url: '/api/v1/incidents',
      key: org.key,
      body: { title: 'Broken door', property_id: org.propertyId, severity: 'high' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await recordOverdueTasks(t.deps);
    await runner.runDue();
    expect(await runsOf(org.tenant.id, overdue)).toHaveLength(1);
    // The follow-up task (due today) becomes overdue in two days: it fires nothing.
    t.clock.advance(2 * DAY);
    await recordOverdueTasks(t.deps);
    await runner.runDue();
    t.clock.advance(-2 * DAY);
    expect(await runsOf(org.tenant.id, overdue)).toHaveLength(1);
    const followUps = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, org.tenant.id), eq(tasks.origin, 'rule')));
    expect(followUps.map((task) => [task.title, task.overdueRecordedFor])).toEqual([['Follow up', '2026-11-23']]);
    expect(await runsOf(org.tenant.id, onIncident)).toHaveLength(0);
    expect(await mailTo(org.tenant.id, 'desk@example.test')).toHaveLength(0);
  });

  it('form response submitted in the field: fires when the answer condition holds', async () => {
    const org = await setup();
    const template = await call(t.app, {
      method: 'POST',
      url: '/api/v1/form-templates',
      key: org.key,
      body: {
        name: 'Cleaning check',
        fields: [
          { id: 'rating', type: 'rating', label: 'Overall', required: true },
          { id: 'note', type: 'text', label: 'Note', required: false },
        ],
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json<{ id: number }>().id;
    const ruleId = await rule(org.key, {
      name: 'Poor check',
      trigger: 'form_response_submitted',
      conditions: { template_id: templateId, answer: { field_id: 'rating', operator: 'less_than', value: 3 } },
      actions: [{ type: 'create_task', title: 'Re-clean', due_in_days: 1 }],
    });
    const submit = (rating: number, origin?: 'field') =>
      saveFormResponse(t.deps, org.tenant.id, {
        templateId,
        propertyId: org.propertyId,
        accountId: org.accountId,
        answers: { rating },
        submit: true,
        ...(origin ? { origin } : {}),
      });
    await submit(4, 'field');
    await submit(1); // no origin: recorded without an event (demo data)
    const poor = await submit(2, 'field');
    await runner.runDue();
    const runs = await runsOf(org.tenant.id, ruleId);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('succeeded');
    const [made] = runs[0]?.created as { type: string; id: number }[];
    const [task] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, org.tenant.id), eq(tasks.id, made?.id ?? 0)));
    expect(task).toMatchObject({
      title: 'Re-clean',
      dueDate: '2026-11-24',
      origin: 'rule',
      propertyId: org.propertyId,
    });
    expect(task?.description).toContain(`#${poor}`);
  });

  it('retries a failing action, then marks the run failed with its error; the change that caused it stays', async () => {
    const org = await setup();
    const ruleId = await rule(org.key, {
      name: 'Breaks',
      trigger: 'task_overdue',
      actions: [{ type: 'create_task', title: 'x', due_in_days: 0 }],
    });
    // A stored action the database refuses (a task needs a title), as a stand-in for any failing action.
    await t.database.db
      .update(workflowRules)
      .set({ actions: sql`'[{"type":"create_task","title":null,"due_in_days":0}]'::jsonb` })
      .where(and(eq(workflowRules.tenantId, org.tenant.id), eq(workflowRules.id, ruleId)));
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: org.key,
      body: { title: 'Lawn', property_id: org.propertyId, due_date: '2026-11-21' },
    });
    expect(await recordOverdueTasks(t.deps)).toBeGreaterThanOrEqual(1);
    const start = t.clock();
    await runner.runDue();
    const first = await runsOf(org.tenant.id, ruleId);
    expect(first).toMatchObject([{ status: 'retrying', attempts: 1 }]);
    expect(first[0]?.error).toMatch(/null|title/i);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(31 * 60_000);
      await runner.runDue();
    }
    t.clock.set(start);
    const [last] = await runsOf(org.tenant.id, ruleId);
    expect(last).toMatchObject({ status: 'failed', attempts: 5 });
    expect(last?.error).toBeTruthy();
    const [lawn] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, org.tenant.id), eq(tasks.title, 'Lawn')));
    expect(lawn?.overdueRecordedFor).toBe('2026-11-21');
  });
});
