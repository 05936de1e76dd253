// Report e-mails cannot be used to send anything to anyone: outside addresses need a
// client contact or an admin's approval, the words are short and framed as the
// organisation's, subscriptions and e-mails are limited, an owner who may no longer send a
// subscription sends nothing, and no name or failure leaves a sending stuck.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountProperties } from '../../src/modules/access/access.tables.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { createClient } from '../../src/modules/clients/clients.service.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import { properties } from '../../src/modules/properties/properties.tables.js';
import {
  dueReportSchedules,
  reportMailJob,
  sendReportJob,
  STUCK_REASON,
} from '../../src/modules/report-schedules/dispatch.js';
import { reportSendings } from '../../src/modules/report-schedules/report-schedules.tables.js';
import { tenants } from '../../src/modules/tenants/tenants.tables.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { mailSendJob } from '../../src/platform/mail/outgoing.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn, type PortalClient } from '../helpers/portal.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { expectProblem, type Organisation, organisation } from '../portal/organisation.js';

const log = pino({ level: 'silent' });
const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

type Org = Organisation & { propertyId: number; name: string };
interface ScheduleBody {
  id: number;
  next_run_at: string;
  recipients: { id: number; address: string | null; approval: string }[];
}
interface SendingBody {
  id: number;
  status: string;
  error: string | null;
  recipients: { total: number; sent: number; skipped: number };
}
interface Notice {
  kind: string;
  title: string;
  body: string;
  subject: Record<string, number>;
}

// The addresses here are this file's own: the worker's minute scan sends every tenant's due
// subscriptions, including those other files left in the shared test database.
describeEachBackend('Report e-mails: no relay', (backend) => {
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
      kinds: [sendReportJob, reportMailJob, mailSendJob],
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

  async function tick(): Promise<void> {
    await runner.materialiseSchedules();
    await runner.runDue();
  }

  async function org(): Promise<Org> {
    const made = await organisation(t);
    const name = `Hausverwaltung ${made.tenantId}`;
    await t.database.db
      .update(tenants)
      .set({ timezone: 'Europe/Berlin', language: 'en', name })
      .where(eq(tenants.id, made.tenantId));
    return { ...made, name, propertyId: await made.property({ name: 'Lindenhof' }) };
  }

  const admin = (o: Organisation) => portalSignIn(t, { tenantId: o.tenantId, accountId: o.adminId });
  const as = (o: Organisation, accountId: number) => portalSignIn(t, { tenantId: o.tenantId, accountId });
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  async function clientWith(o: Org, name: string, contacts: string[]): Promise<number> {
    const actor = { kind: 'person' as const, tenantId: o.tenantId, accountId: o.adminId, allProperties: true };
    const client = await createClient(t.deps, actor, { name, contact_emails: contacts });
    await t.database.db
      .update(properties)
      .set({ clientId: client.id })
      .where(and(eq(properties.tenantId, o.tenantId), eq(properties.id, o.propertyId)));
    return client.id;
  }

  async function incident(o: Org, at: number) {
    const actor = { kind: 'person' as const, tenantId: o.tenantId, accountId: o.adminId, allProperties: true };
    const { incident: made } = await createIncident(t.deps, actor, {
      property_id: o.propertyId,
      title: 'Wasser im Keller',
      severity: 'high',
    });
    await t.database.db
      .update(incidents)
      .set({ createdAt: new Date(at) })
      .where(eq(incidents.id, made.id));
  }

  function weekly(o: Org, emails: string[], extra: Record<string, unknown> = {}) {
    return {
      name: 'Weekly incidents',
      kind: 'incidents',
      scope: { client_id: null, property_ids: [o.propertyId], template_id: null },
      recipients: { emails, account_ids: [] },
      recurrence: { frequency: 'weekly', time: '06:00', weekdays: [1] },
      subject: 'Incidents {period}',
      skip_if_empty: false,
      ...extra,
    };
  }

  async function create(client: PortalClient, body: unknown): Promise<ScheduleBody> {
    const response = await client.post('/portal/api/report-schedules', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ScheduleBody>();
  }

  async function sendings(client: PortalClient, id: number): Promise<SendingBody[]> {
    const response = await client.get(`/portal/api/report-schedules/${id}/sendings`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: SendingBody[] }>().data;
  }

  async function notices(client: PortalClient): Promise<Notice[]> {
    return (await client.get('/portal/api/notices')).json<{ data: Notice[] }>().data;
  }

  async function runAt(at: string): Promise<void> {
    t.clock.set(Date.parse(at) + 30_000);
    await tick();
  }

  it("mails an outside address only when it is a contact of the scope's client or an admin approved it", async () => {
    t.clock.set(Date.parse('2026-11-04T10:00:00Z'));
    const o = await org();
    await clientWith(o, 'Domstadt Wohnbau', ['verwaltung@domstadt.safety.example']);
    const manager = await o.member('manager');
    const schedule = await create(
      await as(o, manager.id),
      weekly(o, [
        'Verwaltung@domstadt.safety.example',
        'stranger@elsewhere.safety.example',
        'other@elsewhere.safety.example',
      ]),
    );
    expect(schedule.recipients.map((r) => [r.address, r.approval])).toEqual([
      ['verwaltung@domstadt.safety.example', 'client_contact'],
      ['stranger@elsewhere.safety.example', 'pending'],
      ['other@elsewhere.safety.example', 'pending'],
    ]);
    // The admins are asked, in the portal; the manager may neither list nor approve.
    const asked = (await notices(await admin(o))).find((n) => n.kind === 'report_recipient.pending');
    expect(asked?.body).toContain('stranger@elsewhere.safety.example');
    expect(asked?.subject).toEqual({ report_schedule_id: schedule.id });
    expectProblem(
      await (await as(o, manager.id)).get('/portal/api/report-schedules/approvals'),
      403,
      'permission_denied',
    );
    const pending = schedule.recipients[1]?.id ?? 0;
    expectProblem(
      await (await as(o, manager.id)).post(`/portal/api/report-schedules/${schedule.id}/recipients/${pending}/approve`),
      403,
      'permission_denied',
    );
    const list = await (await admin(o)).get('/portal/api/report-schedules/approvals');
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json<{ data: { address: string; schedule: { id: number } }[] }>()
        .data.map((p) => [p.address, p.schedule.id]),
    ).toEqual([
      ['stranger@elsewhere.safety.example', schedule.id],
      ['other@elsewhere.safety.example', schedule.id],
    ]);

    await incident(o, Date.parse('2026-11-04T09:00:00Z'));
    await runAt(schedule.next_run_at);
    expect(mailsTo('verwaltung@domstadt.safety.example')).toHaveLength(1);
    expect(mailsTo('stranger@elsewhere.safety.example')).toHaveLength(0);
    const [first] = await sendings(await as(o, manager.id), schedule.id);
    expect(first).toMatchObject({ status: 'sent', recipients: { total: 3, sent: 1, skipped: 2 } });

    // Approved by an admin, refused by an admin: the next week goes to the approved one too.
    const approved = await (
      await admin(o)
    ).post(`/portal/api/report-schedules/${schedule.id}/recipients/${pending}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const refused = await (
      await admin(o)
    ).request('DELETE', `/portal/api/report-schedules/${schedule.id}/recipients/${schedule.recipients[2]?.id ?? 0}`);
    expect(refused.statusCode, refused.body).toBe(204);
    await runAt(new Date(Date.parse(schedule.next_run_at) + WEEK).toISOString());
    expect(mailsTo('stranger@elsewhere.safety.example')).toHaveLength(1);
    expect(mailsTo('other@elsewhere.safety.example')).toHaveLength(0);

    // A scope changed by someone who may not approve puts the approval back to pending.
    const other = await o.property({ name: 'Anderswo' });
    const changed = await (
      await as(o, manager.id)
    ).patch(`/portal/api/report-schedules/${schedule.id}`, {
      scope: { client_id: null, property_ids: [other], template_id: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ScheduleBody>().recipients.map((r) => r.approval)).toEqual(['pending', 'pending']);
    // What an admin sets up is approved by them.
    const own = await create(await admin(o), weekly(o, ['partner@elsewhere.safety.example']));
    expect(own.recipients.map((r) => r.approval)).toEqual(['approved']);
  });

  it("keeps the editor's words short and shows them quoted as the organisation's message", async () => {
    t.clock.set(Date.parse('2026-12-02T10:00:00Z'));
    const o = await org();
    const long = await (
      await admin(o)
    ).post(
      '/portal/api/report-schedules',
      weekly(o, ['a@kunde.safety.example'], { body: 'x'.repeat(1001), subject: 's'.repeat(151) }),
    );
    expectProblem(long, 422, 'validation_failed');
    expect(
      long
        .json<{ errors: { pointer: string }[] }>()
        .errors.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/body', '/subject']);

    const schedule = await create(
      await admin(o),
      weekly(o, ['framed@kunde.safety.example'], {
        subject: 'URGENT: your account is locked',
        body: 'Log in at http://phish.example\nnow.',
      }),
    );
    await runAt(schedule.next_run_at);
    const log = await (await admin(o)).get('/portal/api/outgoing-mail');
    const mail = log
      .json<{ data: { subject: string; text: string; purpose: string }[] }>()
      .data.find((m) => m.purpose === 'report_schedule');
    expect(mail?.subject).toBe(`${o.name}: URGENT: your account is locked`);
    const lines = (mail?.text ?? '').split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${o.name} sends you the report “Weekly incidents” for `));
    expect(lines.slice(2, 5)).toEqual([`Message from ${o.name}:`, '> Log in at http://phish.example', '> now.']);
  });

  it('refuses a subscription beyond the per-person limit with 422, and fails a sending beyond the daily e-mail limit, telling the owner', async () => {
    t.clock.set(Date.parse('2027-01-06T10:00:00Z'));
    const o = await org();
    const manager = await o.member('manager');
    expectProblem(
      await (
        await as(o, manager.id)
      ).patch('/portal/api/report-schedules/limits', {
        max_schedules_per_person: 100,
        max_mails_per_day: 100,
      }),
      403,
      'permission_denied',
    );
    const set = await (
      await admin(o)
    ).patch('/portal/api/report-schedules/limits', { max_schedules_per_person: 2, max_mails_per_day: 3 });
    expect(set.statusCode, set.body).toBe(200);
    const colleague = await o.account('manager');
    const colleague2 = await o.account('manager');
    const first = await create(
      await as(o, manager.id),
      weekly(o, [], { recipients: { emails: [], account_ids: [colleague, colleague2] } }),
    );
    const second = await create(
      await as(o, manager.id),
      weekly(o, [], { recipients: { emails: [], account_ids: [colleague, colleague2] } }),
    );
    expectProblem(
      await (
        await as(o, manager.id)
      ).post('/portal/api/report-schedules', weekly(o, [], { recipients: { emails: [], account_ids: [colleague] } })),
      422,
      'schedule_limit_reached',
    );

    await runAt(first.next_run_at);
    const results = [
      ...(await sendings(await as(o, manager.id), first.id)),
      ...(await sendings(await as(o, manager.id), second.id)),
    ].map((s) => s.status);
    expect(results.sort()).toEqual(['failed', 'sent']);
    const failed = [
      ...(await sendings(await as(o, manager.id), first.id)),
      ...(await sendings(await as(o, manager.id), second.id)),
    ].find((s) => s.status === 'failed');
    expect(failed?.error).toMatch(/3 report e-mails in the last 24 hours/);
    const told = (await notices(await as(o, manager.id))).find((n) => n.kind === 'report_sending.failed');
    expect(told?.body).toMatch(/raise the limit/);
    const settings = (await (await as(o, manager.id)).get('/portal/api/report-schedules/settings')).json<{
      limits: { max_schedules_per_person: number; max_mails_per_day: number; mails_last_24h: number };
    }>();
    expect(settings.limits).toEqual({ max_schedules_per_person: 2, max_mails_per_day: 3, mails_last_24h: 2 });

    // Archiving one makes room for another.
    expect(
      (await (await as(o, manager.id)).request('DELETE', `/portal/api/report-schedules/${first.id}`)).statusCode,
    ).toBe(200);
    await create(await as(o, manager.id), weekly(o, [], { recipients: { emails: [], account_ids: [colleague] } }));
  });

  it('sends nothing for an owner who was deactivated, demoted or lost a property, and tells the admins', async () => {
    t.clock.set(Date.parse('2027-02-03T10:00:00Z'));
    const o = await org();
    const other = await o.property({ name: 'Anderswo' });
    const owners: { id: number; schedule: ScheduleBody }[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await o.account('manager', [o.propertyId, other]);
      owners.push({
        id,
        schedule: await create(
          await as(o, id),
          weekly(o, [], {
            scope: { client_id: null, property_ids: [o.propertyId, other], template_id: null },
            recipients: { emails: [], account_ids: [o.adminId] },
          }),
        ),
      });
    }
    const [gone, demoted, narrowed] = owners.map((x) => x.id);
    const where = (id: number | undefined) => and(eq(accounts.tenantId, o.tenantId), eq(accounts.id, id ?? 0));
    await t.database.db.update(accounts).set({ active: false }).where(where(gone));
    await t.database.db.update(accounts).set({ role: 'worker' }).where(where(demoted));
    await t.database.db
      .delete(accountProperties)
      .where(
        and(
          eq(accountProperties.tenantId, o.tenantId),
          eq(accountProperties.accountId, narrowed ?? 0),
          eq(accountProperties.propertyId, other),
        ),
      );
    await runAt(owners[0]?.schedule.next_run_at ?? '');
    const adminClient = await admin(o);
    const outgoing = (await adminClient.get('/portal/api/outgoing-mail')).json<{ data: { purpose: string }[] }>();
    expect(outgoing.data.filter((m) => m.purpose === 'report_schedule')).toEqual([]);
    for (const { schedule } of owners) {
      const [sending] = await sendings(adminClient, schedule.id);
      expect(sending?.status).toBe('failed');
      expect(sending?.error).toMatch(/^Not sent: the owner /);
    }
    const told = (await notices(adminClient)).filter((n) => n.kind === 'report_sending.owner_cannot_send');
    expect(told.map((n) => n.subject.report_schedule_id).sort()).toEqual(owners.map((x) => x.schedule.id).sort());
    expect(told.find((n) => n.subject.report_schedule_id === owners[0]?.schedule.id)?.body).toMatch(/deactivated/);
  });

  it('shows report download and unsubscribe links in Settings → Outgoing mail only redacted', async () => {
    t.clock.set(Date.parse('2027-03-03T10:00:00Z'));
    const o = await org();
    const schedule = await create(await admin(o), weekly(o, ['link@kunde.safety.example']));
    const smallRunner = new JobRunner({
      database: t.database,
      kinds: [sendReportJob],
      schedules: [dueReportSchedules],
      ports: {
        mailer: new SmtpMailer(smtp.url, 'Caretaker <reports@example.test>'),
        files: t.fileStore,
        pdf,
        // Every file is "too large": it goes as a signed link.
        config: { publicUrl: 'https://ops.example.test', port: 0, mailAttachmentMaxBytes: 1 },
      },
      log,
      clock: t.clock,
    });
    t.clock.set(Date.parse(schedule.next_run_at) + 30_000);
    await smallRunner.materialiseSchedules();
    await smallRunner.runDue();
    const page = (await (await admin(o)).get('/portal/api/outgoing-mail')).json<{
      data: { purpose: string; text: string }[];
    }>();
    const text = page.data.find((m) => m.purpose === 'report_schedule')?.text ?? '';
    expect(text).toContain('https://ops.example.test/report-files/…');
    expect(text).toContain('https://ops.example.test/unsubscribe/…');
    expect(text).not.toMatch(/signature=|\/unsubscribe\/\d/);
  });

  it('puts a name with a line break on one subject line, and fails a sending that stopped, telling the owner', async () => {
    t.clock.set(Date.parse('2027-04-07T10:00:00Z'));
    const o = await org();
    const clientId = await clientWith(o, 'Domstadt\nWohnbau', ['broken@domstadt.safety.example']);
    const schedule = await create(
      await admin(o),
      weekly(o, ['broken@domstadt.safety.example'], {
        name: 'Weekly\r\nincidents',
        subject: 'Incidents {client}',
        scope: { client_id: clientId, property_ids: null, template_id: null },
      }),
    );
    await runAt(schedule.next_run_at);
    expect(mailsTo('broken@domstadt.safety.example')).toHaveLength(1);
    const [sent] = await sendings(await admin(o), schedule.id);
    expect(sent?.status).toBe('sent');
    const outgoing = (await (await admin(o)).get('/portal/api/outgoing-mail')).json<{
      data: { subject: string }[];
    }>();
    expect(outgoing.data[0]?.subject).toBe(`${o.name}: Incidents Domstadt Wohnbau`);

    // A sending left in progress whose job is over (a crash in a failure path) is failed.
    const [stuck] = await t.database.db
      .insert(reportSendings)
      .values({
        tenantId: o.tenantId,
        scheduleId: schedule.id,
        trigger: 'schedule',
        occurrenceAt: new Date(t.clock() - 60 * MINUTE),
        periodFrom: new Date(t.clock() - WEEK),
        periodTo: new Date(t.clock()),
        state: 'producing',
        createdAt: new Date(t.clock()),
      })
      .returning({ id: reportSendings.id });
    t.clock.advance(20 * MINUTE);
    await tick();
    const still = (await sendings(await admin(o), schedule.id)).find((s) => s.id === stuck?.id);
    expect(still?.status).toBe('producing');
    t.clock.advance(11 * MINUTE);
    await tick();
    const failed = (await sendings(await admin(o), schedule.id)).find((s) => s.id === stuck?.id);
    expect(failed).toMatchObject({ status: 'failed', error: STUCK_REASON });
    const told = (await notices(await admin(o))).find((n) => n.subject.report_sending_id === stuck?.id);
    expect(told?.title).toBe('Report “Weekly incidents” not delivered');
  });

  it('takes a refusal after DATA as final and tells the owner; a sending to nobody tells the owner; a deactivated owner’s notices go to the admins', async () => {
    t.clock.set(Date.parse('2027-05-05T10:00:00Z'));
    const o = await org();
    const manager = await o.member('manager');
    const colleague = await o.account('manager');
    const refused = await create(await as(o, manager.id), weekly(o, ['spam@kunde.safety.example']));
    const approve = await (
      await admin(o)
    ).post(`/portal/api/report-schedules/${refused.id}/recipients/${refused.recipients[0]?.id ?? 0}/approve`);
    expect(approve.statusCode, approve.body).toBe(200);
    const nobody = await create(
      await as(o, manager.id),
      weekly(o, [], { name: 'To a colleague', recipients: { emails: [], account_ids: [colleague] } }),
    );
    await t.database.db
      .update(accounts)
      .set({ active: false })
      .where(and(eq(accounts.tenantId, o.tenantId), eq(accounts.id, colleague)));
    await runAt(refused.next_run_at);
    // The 554 after DATA: failed at the first attempt, the owner told at once.
    const detail = (
      await (
        await as(o, manager.id)
      ).get(
        `/portal/api/report-schedules/${refused.id}/sendings/${(await sendings(await as(o, manager.id), refused.id))[0]?.id ?? 0}`,
      )
    ).json<{ status: string; recipient_results: { status: string; attempts: number; reason: string | null }[] }>();
    expect(detail.status).toBe('failed');
    expect(detail.recipient_results).toMatchObject([
      { status: 'failed', attempts: 1, reason: expect.stringMatching(/554/) as unknown },
    ]);
    const mine = await notices(await as(o, manager.id));
    expect(mine.find((n) => n.subject.report_schedule_id === refused.id)?.body).toContain('spam@kunde.safety.example');
    // Nobody left to send to: failed before any file was made, and the owner is told.
    const [none] = await sendings(await as(o, manager.id), nobody.id);
    expect(none).toMatchObject({ status: 'failed', recipients: { total: 1, skipped: 1 } });
    expect(mine.find((n) => n.subject.report_schedule_id === nobody.id)?.body).toMatch(/went to nobody/);

    // The owner deactivated between the sending and the refusal: the admins are told.
    const sendOnly = new JobRunner({
      database: t.database,
      kinds: [sendReportJob],
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
    t.clock.set(Date.parse(refused.next_run_at) + WEEK + 30_000);
    await sendOnly.materialiseSchedules();
    await sendOnly.runDue();
    await t.database.db
      .update(accounts)
      .set({ active: false })
      .where(and(eq(accounts.tenantId, o.tenantId), eq(accounts.id, manager.id)));
    await runner.runDue();
    const told = (await notices(await admin(o))).filter(
      (n) => n.kind === 'report_sending.failed' && n.subject.report_schedule_id === refused.id,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('spam@kunde.safety.example');
  });
});
