import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events, incidents, jobs, mailMessages, tasks, workflowRuleRuns } from '../../src/db/schema.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { JOB_KINDS } from '../../src/worker.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

const log = pino({ level: 'silent' });

interface Rule {
  id: number;
  active: boolean;
  actions: { type: string; title?: string }[];
}
interface Run {
  status: string;
  event: { type: string; origin: string; subject_id: number };
  created: { type: string; id: number }[];
}

describeEachBackend('workflow rules made in the portal', (backend) => {
  let t: TestApp;
  let runner: JobRunner;
  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true });
    // 09:00 UTC is 10:00 in Berlin, the organisation's zone: "today" is 23 November there.
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

  async function reportInPortal(org: Organisation, propertyId: number, title: string): Promise<number> {
    const response = await org.admin.post('/portal/api/incidents', {
      uuid: randomUUID(),
      property_id: propertyId,
      title,
      severity: 'high',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  async function createRule(org: Organisation, propertyId: number): Promise<Rule> {
    const created = await org.admin.post('/portal/api/workflow-rules', {
      name: 'Incidents at Lindenhof',
      trigger: 'incident_created',
      conditions: { property_ids: [propertyId] },
      actions: [{ type: 'create_task', title: 'Look at the incident', due_in_days: 2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Rule>();
  }

  const runsOf = async (org: Organisation, ruleId: number): Promise<Run[]> => {
    const response = await org.admin.get(`/portal/api/workflow-rules/${ruleId}/runs`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Run[] }>().data;
  };

  const taskTitle = async (tenantId: number, id: number | undefined) => {
    const [task] = await t.database.db
      .select({ title: tasks.title, dueDate: tasks.dueDate, propertyId: tasks.propertyId })
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id ?? 0)));
    return task;
  };

  it('a rule made in the portal fires on a matching incident; edited, it makes the new task; switched off, nothing', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const oldMill = await org.property({ name: 'Old Mill' });
    const rule = await createRule(org, lindenhof);
    expect(rule).toMatchObject({ active: true, created_by_account_id: org.adminId });

    const first = await reportInPortal(org, lindenhof, 'Broken gate');
    await reportInPortal(org, oldMill, 'Elsewhere');
    await runner.runDue();
    const runs = await runsOf(org, rule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: 'succeeded',
      event: { type: 'incident.created', origin: 'portal', subject_id: first },
    });
    expect(await taskTitle(org.tenantId, runs[0]?.created[0]?.id)).toEqual({
      title: 'Look at the incident',
      dueDate: '2026-11-25',
      propertyId: lindenhof,
    });

    // Edited: the next incident makes the new task.
    const edited = await org.admin.patch(`/portal/api/workflow-rules/${rule.id}`, {
      actions: [{ type: 'create_task', title: 'Call the caretaker', due_in_days: 0 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await reportInPortal(org, lindenhof, 'Leaking tap');
    await runner.runDue();
    const after = await runsOf(org, rule.id);
    expect(after).toHaveLength(2);
    expect(await taskTitle(org.tenantId, after[0]?.created[0]?.id)).toEqual({
      title: 'Call the caretaker',
      dueDate: '2026-11-23',
      propertyId: lindenhof,
    });

    // Switched off: an incident fires nothing.
    const off = await org.admin.patch(`/portal/api/workflow-rules/${rule.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Rule>().active).toBe(false);
    await reportInPortal(org, lindenhof, 'Another one');
    await runner.runDue();
    expect(await runsOf(org, rule.id)).toHaveLength(2);

    // Each change is in the audit log, newest first, as a sentence of its own.
    const audit = await org.admin.get('/portal/api/audit-events?group=workflows');
    expect(audit.statusCode, audit.body).toBe(200);
    const sentences = audit.json<{ data: { sentence: string }[] }>().data.map((entry) => entry.sentence);
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toMatch(
      / (changed the workflow rule “Incidents at Lindenhof” and switched it off|hat die Workflow-Regel „Incidents at Lindenhof“ geändert und ausgeschaltet)\.$/,
    );
    expect(sentences[1]).toMatch(
      / (changed the workflow rule “Incidents at Lindenhof”|hat die Workflow-Regel „Incidents at Lindenhof“ geändert)\.$/,
    );
    expect(sentences[2]).toMatch(
      / (created the workflow rule “Incidents at Lindenhof”|hat die Workflow-Regel „Incidents at Lindenhof“ angelegt)\.$/,
    );
  });

  it('a dry run says what the rule would do and writes nothing', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const oldMill = await org.property({ name: 'Old Mill' });
    const created = await org.admin.post('/portal/api/workflow-rules', {
      name: 'Incidents at Lindenhof',
      trigger: 'incident_created',
      conditions: { property_ids: [lindenhof] },
      actions: [
        { type: 'create_task', title: 'Look at the incident', due_in_days: 2, description: 'Take photos.' },
        { type: 'notify_email', to: 'desk@example.test', subject: 'Incident at Lindenhof' },
      ],
      active: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ruleId = created.json<Rule>().id;
    const here = await reportInPortal(org, lindenhof, 'Broken gate');
    const there = await reportInPortal(org, oldMill, 'Elsewhere');
    await runner.runDue();

    const counts = async () => {
      const of = async (
        table:
          typeof tasks | typeof incidents | typeof events | typeof workflowRuleRuns | typeof jobs | typeof mailMessages,
      ) => (await t.database.db.select({ n: count() }).from(table).where(eq(table.tenantId, org.tenantId)))[0]?.n;
      return {
        tasks: await of(tasks),
        incidents: await of(incidents),
        events: await of(events),
        runs: await of(workflowRuleRuns),
        jobs: await of(jobs),
        mails: await of(mailMessages),
      };
    };
    const before = await counts();

    const matching = await org.admin.post(`/portal/api/workflow-rules/${ruleId}/dry-run`, { record_id: here });
    expect(matching.statusCode, matching.body).toBe(200);
    expect(matching.json()).toEqual({
      rule_id: ruleId,
      active: false,
      record: { type: 'incident', id: here, property_id: lindenhof, property_name: 'Lindenhof', title: 'Broken gate' },
      matches: true,
      checks: [{ condition: 'property_ids', holds: true }],
      actions: [
        {
          type: 'create_task',
          title: 'Look at the incident',
          description: 'Take photos.',
          due_date: '2026-11-25',
          property_id: lindenhof,
        },
        {
          type: 'notify_email',
          to: 'desk@example.test',
          subject: 'Incident at Lindenhof',
          text: expect.stringContaining('Broken gate (Lindenhof, high)') as unknown,
        },
      ],
    });

    const other = await org.admin.post(`/portal/api/workflow-rules/${ruleId}/dry-run`, { record_id: there });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({
      matches: false,
      checks: [{ condition: 'property_ids', holds: false }],
      actions: [],
    });
    expect(await counts()).toEqual(before);
    expect(await runsOf(org, ruleId)).toEqual([]);

    // A record that does not exist, or one of another organisation: 404.
    const stranger = await organisation(t);
    const strangerProperty = await stranger.property({ name: 'Elsewhere' });
    const foreign = await reportInPortal(stranger, strangerProperty, 'Not yours');
    expectProblem(
      await org.admin.post(`/portal/api/workflow-rules/${ruleId}/dry-run`, { record_id: foreign }),
      404,
      'not_found',
    );
  });

  it('a person limited to some properties cannot try a rule with a record of another property', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const oldMill = await org.property({ name: 'Old Mill' });
    const member = await org.member('admin', [lindenhof]);
    const created = await member.client.post('/portal/api/workflow-rules', {
      name: 'Mine',
      trigger: 'incident_created',
      conditions: { property_ids: [lindenhof] },
      actions: [{ type: 'create_task', title: 'Look', due_in_days: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const hidden = await reportInPortal(org, oldMill, 'Not for you');
    expectProblem(
      await member.client.post(`/portal/api/workflow-rules/${created.json<Rule>().id}/dry-run`, { record_id: hidden }),
      403,
      'property_access_denied',
    );
    // Nor make a rule that fires everywhere.
    expectProblem(
      await member.client.post('/portal/api/workflow-rules', {
        name: 'Everywhere',
        trigger: 'incident_created',
        actions: [{ type: 'create_task', title: 'Look', due_in_days: 1 }],
      }),
      403,
      'property_access_denied',
    );
  });

  it('refuses a rule that could never fire, with a code for each field the screen words', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await org.admin.post('/portal/api/workflow-rules', {
        name: 'Refused',
        trigger: 'incident_created',
        actions: [{ type: 'create_task', title: 'Look', due_in_days: 1 }],
        ...body,
      });
      expectProblem(response, 422, 'validation_failed');
      return response.json<{ errors: { pointer: string; code?: string }[] }>().errors.map(({ pointer, code }) => ({
        pointer,
        code,
      }));
    };
    expect(await errorsOf({ conditions: { template_id: 1 } })).toEqual([
      { pointer: '/conditions/template_id', code: 'never_matches_trigger' },
    ]);
    expect(await errorsOf({ conditions: { property_ids: [lindenhof, lindenhof] } })).toEqual([
      { pointer: '/conditions/property_ids/1', code: 'listed_twice' },
    ]);
    expect(await errorsOf({ conditions: { property_ids: [lindenhof + 100000] } })).toEqual([
      { pointer: '/conditions/property_ids/0', code: 'property_not_found' },
    ]);
    expect(
      await errorsOf({
        actions: [
          { type: 'notify_email', to: 'a@example.test' },
          { type: 'notify_email', to: 'a@example.test' },
        ],
      }),
    ).toEqual([{ pointer: '/actions/1', code: 'listed_twice' }]);
    expect(
      await errorsOf({
        trigger: 'form_response_submitted',
        conditions: { answer: { field_id: 'x', operator: 'is_true' } },
      }),
    ).toEqual([{ pointer: '/conditions/template_id', code: 'template_required' }]);
  });

  it('another organisation’s rule is 404 to change, read the runs of, or try', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rule = await createRule(org, lindenhof);
    const incident = await reportInPortal(org, lindenhof, 'Broken gate');
    const stranger = await organisation(t);
    expectProblem(
      await stranger.admin.patch(`/portal/api/workflow-rules/${rule.id}`, { active: false }),
      404,
      'not_found',
    );
    expectProblem(await stranger.admin.get(`/portal/api/workflow-rules/${rule.id}/runs`), 404, 'not_found');
    expectProblem(
      await stranger.admin.post(`/portal/api/workflow-rules/${rule.id}/dry-run`, { record_id: incident }),
      404,
      'not_found',
    );
    const list = await stranger.admin.get('/portal/api/workflow-rules');
    expect(list.json()).toEqual({ data: [], next_cursor: null });
    // And someone without settings.edit may not change rules at all.
    const manager = await org.member('manager');
    expectProblem(
      await manager.client.patch(`/portal/api/workflow-rules/${rule.id}`, { active: false }),
      403,
      'permission_denied',
    );
  });
});
