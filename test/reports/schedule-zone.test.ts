import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dueReportSchedules, reportMailJob, sendReportJob } from '../../src/modules/report-schedules/dispatch.js';
import { tenants } from '../../src/modules/tenants/tenants.tables.js';
import { eventJobKinds } from '../../src/platform/events/events.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { mailSendJob } from '../../src/platform/mail/outgoing.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { SUBSCRIBERS } from '../../src/subscribers.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { organisation } from '../portal/organisation.js';

// A daily report at 06:00 on the organisation's zone, and the organisation moves from
// Europe/Berlin (UTC+1 in November) to America/New_York (UTC−5). Worked out by hand:
// 06:00 in Berlin on 2 or 9 November 2026 is 05:00 UTC; 06:00 in New York is 11:00 UTC.
// (The second test runs a week later: the worker's minute scans do not run twice.)

const log = pino({ level: 'silent' });

describeEachBackend('report schedules when the organisation changes its time zone', (backend) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let runner: JobRunner;
  let pdf: WorkerPoolPdfRenderer;

  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true });
    smtp = await startSmtpServer();
    pdf = new WorkerPoolPdfRenderer({ size: 1 });
    runner = new JobRunner({
      database: t.database,
      kinds: [sendReportJob, reportMailJob, mailSendJob, ...eventJobKinds(SUBSCRIBERS)],
      schedules: [dueReportSchedules],
      ports: {
        mailer: new SmtpMailer(smtp.url, 'Caretaker <reports@example.test>'),
        files: t.fileStore,
        pdf,
        config: { publicUrl: 'https://ops.example.test', port: 0, mailAttachmentMaxBytes: 7 * 1024 * 1024 },
      },
      log,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    await pdf.close();
    await smtp.close();
    await t.close();
  });

  const at = async (iso: string) => {
    t.clock.set(Date.parse(iso));
    await runner.materialiseSchedules();
    await runner.runDue();
  };

  async function dailyAtSix(address: string) {
    const org = await organisation(t);
    await t.database.db
      .update(tenants)
      .set({ timezone: 'Europe/Berlin', language: 'de' })
      .where(eq(tenants.id, org.tenantId));
    const admin = await portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });
    const created = await admin.post('/portal/api/report-schedules', {
      name: 'Arbeitszeiten täglich',
      kind: 'working_time',
      scope: { client_id: null, property_ids: null, template_id: null },
      recurrence: { frequency: 'daily', time: '06:00' },
      recipients: { emails: [address], account_ids: [] },
      subject: 'Arbeitszeiten {period}',
      skip_if_empty: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const signedIn = () => portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });
    const nextRun = async () =>
      (await (await signedIn()).get(`/portal/api/report-schedules/${id}`)).json<{ next_run_at: string | null }>()
        .next_run_at;
    const moveToNewYork = async () => {
      const changed = await (await signedIn()).patch('/portal/api/organisation', { timezone: 'America/New_York' });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    const mails = () => smtp.received.filter((mail) => mail.to.includes(address)).length;
    return { nextRun, moveToNewYork, mails };
  }

  it('moves the next run to the new zone’s hour when the zone changes before the day’s report', async () => {
    t.clock.set(Date.parse('2026-11-02T03:00:00Z'));
    const s = await dailyAtSix('vorher@kunde.zone.example');
    expect(await s.nextRun()).toBe('2026-11-02T05:00:00.000Z');
    await s.moveToNewYork();
    await at('2026-11-02T03:00:30Z');
    expect(await s.nextRun()).toBe('2026-11-02T11:00:00.000Z');
    await at('2026-11-02T05:00:10Z');
    expect(s.mails()).toBe(0);
    await at('2026-11-02T11:00:10Z');
    expect(s.mails()).toBe(1);
    expect(await s.nextRun()).toBe('2026-11-03T11:00:00.000Z');
  });

  it('never sends twice on one local day: after the day’s report went out in the old zone, the next is tomorrow’s', async () => {
    t.clock.set(Date.parse('2026-11-09T03:00:00Z'));
    const s = await dailyAtSix('danach@kunde.zone.example');
    await at('2026-11-09T05:00:10Z');
    expect(s.mails()).toBe(1);
    t.clock.set(Date.parse('2026-11-09T07:00:00Z'));
    await s.moveToNewYork();
    await at('2026-11-09T07:00:30Z');
    // 05:00 UTC was 00:00 on 9 November in New York: that day has had its report.
    expect(await s.nextRun()).toBe('2026-11-10T11:00:00.000Z');
    await at('2026-11-09T11:00:10Z');
    await at('2026-11-10T05:00:10Z');
    expect(s.mails()).toBe(1);
    await at('2026-11-10T11:00:10Z');
    expect(s.mails()).toBe(2);
  });
});
