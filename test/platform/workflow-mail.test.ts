import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { portalNotices as notices, workflowRuleRuns } from '../../src/db/schema.js';
import { recordOverdueTasks } from '../../src/modules/tasks/overdue.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import type { Mailer, OutgoingMail, RecipientOutcome } from '../../src/platform/mail/mailer.js';
import { JOB_KINDS } from '../../src/worker.js';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// A workflow rule's e-mail while the mail server is down, refuses for good, or comes back:
// the run follows its e-mail (issue: an hour of outage dropped the mail while the run said
// "succeeded").

const log = pino({ level: 'silent' });
const HOUR = 3_600_000;

/** A mail server that is down (the connection fails), refuses with a 5xx, or takes the mail. */
class SwitchableMailer implements Mailer {
  readonly kind = 'smtp' as const;
  mode: 'down' | 'refuse' | 'up' = 'up';
  delivered: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<RecipientOutcome[]> {
    if (this.mode === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    if (this.mode === 'refuse') {
      return mail.to.map((address) => ({ address, status: 'failed', reason: '550 5.1.1 mailbox unavailable' }));
    }
    this.delivered.push(mail);
    return mail.to.map((address) => ({ address, status: 'sent', smtpMessageId: '<x@y>', smtpResponse: '250 OK' }));
  }
  async close(): Promise<void> {}
}

describeEachBackend('workflow rule e-mails and their runs', (backend) => {
  let t: TestApp;
  let runner: JobRunner;
  const mailer = new SwitchableMailer();
  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true });
    runner = new JobRunner({ database: t.database, kinds: JOB_KINDS, ports: { mailer }, log, clock: t.clock });
  });
  afterAll(async () => t.close());

  /** A rule that mails the office when a task is overdue, and one overdue task: the run's id. */
  async function overdueMail(day: string) {
    t.clock.set(Date.parse(`${day}T09:00:00Z`));
    const org = await makeTenant(t.deps);
    const property = await call(t.app, {
      method: 'POST',
      url: '/api/v1/properties',
      key: org.key,
      body: { name: 'Lindenhof' },
    });
    const rule = await call(t.app, {
      method: 'POST',
      url: '/api/v1/workflow-rules',
      key: org.key,
      body: {
        name: 'Overdue to the office',
        trigger: 'task_overdue',
        actions: [{ type: 'notify_email', to: 'office@rulemail.example' }],
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: org.key,
      body: { title: 'Stairwell', property_id: property.json<{ id: number }>().id, due_date: yesterday },
    });
    await recordOverdueTasks(t.deps);
    await runner.runDue();
    const run = async () => {
      const [row] = await t.database.db
        .select()
        .from(workflowRuleRuns)
        .where(
          and(
            eq(workflowRuleRuns.tenantId, org.tenant.id),
            eq(workflowRuleRuns.ruleId, rule.json<{ id: number }>().id),
          ),
        );
      return row;
    };
    const noticesOf = () =>
      t.database.db
        .select()
        .from(notices)
        .where(and(eq(notices.tenantId, org.tenant.id), eq(notices.kind, 'workflow.mail_failed')));
    return { run, noticesOf, adminId: org.accountId };
  }

  /** The clock moves on by `ms` and every job due by then runs. */
  const after = async (ms: number) => {
    t.clock.advance(ms);
    await runner.runDue();
  };

  it('waits while the server is down, and succeeds when the e-mail finally goes out hours later', async () => {
    mailer.mode = 'down';
    const s = await overdueMail('2026-11-24');
    expect(await s.run()).toMatchObject({ status: 'retrying', finishedAt: null });
    // Two hours of outage: retries at 1, 2, 4, 8, 16, 32 and 64 minutes; still waiting.
    for (let i = 0; i < 8; i++) await after(20 * 60_000);
    expect(await s.run()).toMatchObject({ status: 'retrying', finishedAt: null });
    mailer.mode = 'up';
    await after(3 * HOUR);
    expect(await s.run()).toMatchObject({ status: 'succeeded', error: null });
    expect(mailer.delivered.some((mail) => mail.to.includes('office@rulemail.example'))).toBe(true);
    expect(await s.noticesOf()).toEqual([]);
  });

  it('fails the run at once on a permanent refusal, and tells the rule’s author and the admins', async () => {
    mailer.mode = 'refuse';
    const s = await overdueMail('2026-11-26');
    const run = await s.run();
    expect(run).toMatchObject({ status: 'failed' });
    expect(run?.error).toContain('office@rulemail.example');
    expect(run?.error).toContain('550');
    // The key's account wrote the rule and is the organisation's admin: one notice.
    expect((await s.noticesOf()).map((n) => n.accountId)).toEqual([s.adminId]);
  });

  it('fails the run when the server stays down past the last retry (about 34 hours)', async () => {
    mailer.mode = 'down';
    const s = await overdueMail('2026-11-28');
    // Attempts at 0, 1, 3, 7 … minutes: the 12th and last at 2,047 minutes (34 h 7 min),
    // each here up to 10 minutes late.
    for (let i = 0; i < 30 * 6; i++) await after(10 * 60_000);
    expect(await s.run()).toMatchObject({ status: 'retrying' });
    for (let i = 0; i < 7 * 6; i++) await after(10 * 60_000);
    const run = await s.run();
    expect(run).toMatchObject({ status: 'failed' });
    expect(run?.error).toContain('ECONNREFUSED');
    expect(await s.noticesOf()).toHaveLength(1);
  });
});
