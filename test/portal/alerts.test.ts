import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordMissedRounds } from '../../src/modules/patrols/missed.js';
import { patrolRoutes, patrolSchedules } from '../../src/modules/patrols/patrols.tables.js';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { raiseLongShiftAlerts } from '../../src/modules/alerts/alerts.service.js';
import { workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { JOB_KINDS } from '../../src/worker.js';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { startSmtpServer, subjectOf, type TestSmtpServer } from '../helpers/smtp.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

// Alerts: a critical incident, a missed patrol round and a shift open for over 12 hours
// reach the people who act on them (permission and property) once, in the portal and by
// e-mail; one person acknowledges; nobody acknowledging in time tells the admins.

const log = pino({ level: 'silent' });
const MINUTE = 60_000;

/** A mail catcher on a real SMTP connection; `take` names the subjects each address received since the last take. */
class Catcher {
  server!: TestSmtpServer;
  private seen = 0;
  take(): Map<string, string[]> {
    const byAddress = new Map<string, string[]>();
    for (const mail of this.server.received.slice(this.seen))
      for (const address of mail.to) byAddress.set(address, [...(byAddress.get(address) ?? []), subjectOf(mail)]);
    this.seen = this.server.received.length;
    return byAddress;
  }
}

interface AlertBody {
  id: number;
  kind: string;
  title: string;
  detail: string;
  acknowledged_by: { id: number; name: string } | null;
  note: string | null;
  escalated_at: string | null;
}

describeEachBackend('alerts', (backend) => {
  let t: TestApp;
  let runner: JobRunner;
  const catcher = new Catcher();
  let mailer: SmtpMailer;
  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true });
    catcher.server = await startSmtpServer();
    mailer = new SmtpMailer(catcher.server.url, 'Caretaker <alerts@example.test>');
    runner = new JobRunner({ database: t.database, kinds: JOB_KINDS, ports: { mailer }, log, clock: t.clock });
  });
  afterAll(async () => {
    await mailer.close();
    await catcher.server.close();
    await t.close();
  });

  async function openAlerts(client: PortalClient, state: 'open' | 'all' = 'open') {
    const response = await client.get(`/portal/api/alerts?state=${state}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AlertBody[]; open_count: number }>();
  }

  /** Lindenhof and Hafen; a manager who sees only Lindenhof, a worker there, and the admin. */
  async function company() {
    t.clock.set(Date.parse('2026-11-20T15:00:00Z'));
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const hafen = await org.property({ name: 'Hafen' });
    const manager = await org.member('manager', [lindenhof]);
    const worker = await org.member('worker', [lindenhof]);
    catcher.take();
    return { org, lindenhof, hafen, manager, worker };
  }

  const email = async (client: PortalClient) =>
    (await findAccount(t.database.db, client.tenantId, client.accountId))!.email;

  it('a critical incident alerts the managers who see its property, once, and one of them acknowledges it', async () => {
    const { org, lindenhof, hafen, manager, worker } = await company();
    const report = (propertyId: number, title: string, severity: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/incidents',
        key: org.fixture.key,
        body: { title, property_id: propertyId, severity },
      });
    expect((await report(lindenhof, 'Water in the cellar', 'critical')).statusCode).toBe(201);
    expect((await report(lindenhof, 'Graffiti', 'medium')).statusCode).toBe(201);
    expect((await report(hafen, 'Gate open', 'high')).statusCode).toBe(201);
    await runner.runDue();

    const managerMail = await email(manager.client);
    const adminMail = await email(org.admin);
    const mails = catcher.take();
    // The manager sees Lindenhof only; the admin sees both; the worker acts on no incident.
    expect(mails.get(managerMail)).toEqual([
      `${org.fixture.tenant.name}: Alarm – Meldung mit Dringlichkeit kritisch: „Water in the cellar“ (Lindenhof)`,
    ]);
    expect(mails.get(adminMail)?.sort()).toEqual(
      [
        `${org.fixture.tenant.name}: Alarm – Meldung mit Dringlichkeit hoch: „Gate open“ (Hafen)`,
        `${org.fixture.tenant.name}: Alarm – Meldung mit Dringlichkeit kritisch: „Water in the cellar“ (Lindenhof)`,
      ].sort(),
    );
    expect(mails.get(await email(worker.client))).toBeUndefined();

    const seenByManager = await openAlerts(manager.client);
    expect(seenByManager.open_count).toBe(1);
    expect(seenByManager.data.map((a) => a.title)).toEqual([
      'Meldung mit Dringlichkeit kritisch: „Water in the cellar“ (Lindenhof)',
    ]);
    expect((await openAlerts(worker.client)).data).toEqual([]);
    expect((await openAlerts(org.admin)).open_count).toBe(2);
    const home = (await manager.client.get('/portal/api/home')).json<{ alerts: { open: number } }>();
    expect(home.alerts.open).toBe(1);

    // The dispatch running again raises nothing new.
    await runner.runDue();
    expect(catcher.take().size).toBe(0);

    const alertId = seenByManager.data[0]!.id;
    const ack = await manager.client.post(`/portal/api/alerts/${alertId}/acknowledge`, {
      note: 'Hausmeister ist unterwegs',
    });
    expect(ack.statusCode, ack.body).toBe(204);
    expectProblem(await org.admin.post(`/portal/api/alerts/${alertId}/acknowledge`, {}), 409, 'alert_acknowledged');
    expect((await openAlerts(manager.client)).data).toEqual([]);
    const [done] = (await openAlerts(manager.client, 'all')).data;
    expect(done?.note).toBe('Hausmeister ist unterwegs');
    expect(done?.acknowledged_by?.id).toBe(manager.id);
    expect((await openAlerts(org.admin)).open_count).toBe(1);

    const sentences = (await auditEvents(org.admin)).map((e) => e.sentence);
    expect(sentences).toContain(
      `Alarm ausgelöst: „Meldung mit Dringlichkeit kritisch: „Water in the cellar“ (Lindenhof)“ (an 2 Personen).`,
    );
    expect(sentences.some((s) => s.endsWith('(Notiz: „Hausmeister ist unterwegs“).'))).toBe(true);
  });

  it('a property may have its own way: alerts only listed, not mailed, or none; the others follow the organisation', async () => {
    const { org, lindenhof, hafen, manager } = await company();
    const third = await org.property({ name: 'Parkhaus' });
    // Lindenhof's severe incidents are only listed; Parkhaus raises none; Hafen follows the organisation.
    const put = (propertyId: number, body: unknown) =>
      org.admin.request('PUT', `/portal/api/alert-settings/properties/${propertyId}`, body);
    expect((await put(lindenhof, { incident_severe: { enabled: true, email: false } })).statusCode).toBe(200);
    const parkhaus = await put(third, {
      incident_severe: { enabled: false, email: false },
      shift_open_long: { enabled: true, email: true },
    });
    expect(parkhaus.json()).toEqual({
      property_id: third,
      property_name: 'Parkhaus',
      kinds: { incident_severe: { enabled: false, email: false }, shift_open_long: { enabled: true, email: true } },
    });
    // Back to the organisation's setting for one kind.
    expect((await put(third, { shift_open_long: null })).json()).toMatchObject({
      kinds: { incident_severe: { enabled: false, email: false } },
    });
    const listed = await org.admin.get('/portal/api/alert-settings/properties');
    expect(listed.json<{ data: { property_name: string }[] }>().data.map((p) => p.property_name)).toEqual([
      'Lindenhof',
      'Parkhaus',
    ]);
    // The manager sees Lindenhof only, and with settings.edit missing may not change any.
    expectProblem(
      await manager.client.request('PUT', `/portal/api/alert-settings/properties/${lindenhof}`, {}),
      403,
      'permission_denied',
    );
    expectProblem(await put(hafen, { webhook_failing: { enabled: false, email: false } }), 422, 'validation_failed');
    expectProblem(await put(987654321, { incident_severe: null }), 404, 'not_found');

    const report = (propertyId: number, title: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/incidents',
        key: org.fixture.key,
        body: { title, property_id: propertyId, severity: 'critical' },
      });
    for (const [propertyId, title] of [
      [lindenhof, 'Water in the cellar'],
      [hafen, 'Gate open'],
      [third, 'Barrier broken'],
    ] as const) {
      expect((await report(propertyId, title)).statusCode).toBe(201);
    }
    await runner.runDue();
    const mails = catcher.take();
    expect(mails.get(await email(manager.client))).toBeUndefined();
    expect(mails.get(await email(org.admin))).toEqual([
      `${org.fixture.tenant.name}: Alarm – Meldung mit Dringlichkeit kritisch: „Gate open“ (Hafen)`,
    ]);
    expect((await openAlerts(manager.client)).data.map((a) => a.title)).toEqual([
      'Meldung mit Dringlichkeit kritisch: „Water in the cellar“ (Lindenhof)',
    ]);
    expect((await openAlerts(org.admin)).data.map((a) => a.title).sort()).toEqual(
      [
        'Meldung mit Dringlichkeit kritisch: „Gate open“ (Hafen)',
        'Meldung mit Dringlichkeit kritisch: „Water in the cellar“ (Lindenhof)',
      ].sort(),
    );
  });

  it('escalates to the admins when nobody acknowledged within 30 minutes, and not after an acknowledgement', async () => {
    const { org, lindenhof, manager } = await company();
    const adminMail = await email(org.admin);
    for (const title of ['Fire door blocked', 'Smoke in the hall']) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/incidents',
        key: org.fixture.key,
        body: { title, property_id: lindenhof, severity: 'critical' },
      });
      expect(response.statusCode).toBe(201);
    }
    await runner.runDue();
    catcher.take();
    const alerts = (await openAlerts(manager.client)).data;
    const acknowledged = alerts.find((a) => a.title.includes('Smoke in the hall'))!;
    expect((await manager.client.post(`/portal/api/alerts/${acknowledged.id}/acknowledge`, {})).statusCode).toBe(204);

    t.clock.advance(29 * MINUTE);
    await runner.runDue();
    expect(catcher.take().size).toBe(0);

    t.clock.advance(1 * MINUTE);
    await runner.runDue();
    const mails = catcher.take();
    expect(mails.get(adminMail)).toEqual([
      `${org.fixture.tenant.name}: Alarm seit 30 Minuten unbestätigt – Meldung mit Dringlichkeit kritisch: „Fire door blocked“ (Lindenhof)`,
    ]);
    expect(mails.get(await email(manager.client))).toBeUndefined();
    const escalated = (await openAlerts(org.admin, 'all')).data.find((a) => a.title.includes('Fire door blocked'));
    expect(escalated?.escalated_at).toBe(new Date(t.clock()).toISOString());
  });

  it('a shift open for over 12 hours raises one alert for the time managers; kinds can be switched off', async () => {
    const { org, lindenhof, worker } = await company();
    const startedAt = new Date(t.clock() - 12 * 3_600_000 - MINUTE);
    await t.database.db.insert(workShifts).values({
      tenantId: org.tenantId,
      uuid: randomUUID(),
      accountId: worker.id,
      propertyId: lindenhof,
      startedAt,
    });
    await t.database.db.transaction((tx) => raiseLongShiftAlerts(tx, t.clock));
    await t.database.db.transaction((tx) => raiseLongShiftAlerts(tx, t.clock));
    const alerts = (await openAlerts(org.admin)).data.filter((a) => a.kind === 'shift_open_long');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.detail).toBe('Eingestempelt seit 20.11.2026, 03:59. Vielleicht wurde das Ausstempeln vergessen.');

    // Switched off: a second long shift raises nothing.
    const off = await org.admin.request('PUT', '/portal/api/alert-settings', {
      shift_open_long: { enabled: false, email: false, escalate_after_minutes: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    const other = await org.account('worker', [lindenhof]);
    await t.database.db.insert(workShifts).values({
      tenantId: org.tenantId,
      uuid: randomUUID(),
      accountId: other,
      propertyId: lindenhof,
      startedAt,
    });
    await t.database.db.transaction((tx) => raiseLongShiftAlerts(tx, t.clock));
    expect((await openAlerts(org.admin)).data.filter((a) => a.kind === 'shift_open_long')).toHaveLength(1);
  });

  it('a missed patrol round reaches each manager once with two workers, within a minute of its limit, and escalates', async () => {
    const { org, lindenhof, manager } = await company();
    // Friday 20 November 2026: a round at 15:30 Berlin (14:30 UTC), window 20 minutes, grace 10: late after 15:00 UTC.
    const [route] = await t.database.db
      .insert(patrolRoutes)
      .values({ tenantId: org.tenantId, propertyId: lindenhof, name: 'Torkontrolle' })
      .returning({ id: patrolRoutes.id });
    await t.database.db.insert(patrolSchedules).values({
      tenantId: org.tenantId,
      routeId: route!.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startTimes: ['15:30'],
      windowMinutes: 20,
      graceMinutes: 10,
    });
    const deps = { database: t.database, clock: t.clock };
    t.clock.set(Date.parse('2026-11-20T14:59:59Z'));
    expect(await recordMissedRounds(deps, [org.tenantId])).toBe(0);
    t.clock.set(Date.parse('2026-11-20T15:00:30Z'));
    expect(await recordMissedRounds(deps, [org.tenantId])).toBe(1);
    expect(await recordMissedRounds(deps, [org.tenantId])).toBe(0);
    const second = new JobRunner({ database: t.database, kinds: JOB_KINDS, ports: { mailer }, log, clock: t.clock });
    await Promise.all([runner.runDue(), second.runDue()]);
    const managerMail = await email(manager.client);
    const adminMail = await email(org.admin);
    let mails = catcher.take();
    const subject = `${org.fixture.tenant.name}: Alarm – Rundgang „Torkontrolle“ verpasst (Lindenhof)`;
    expect(mails.get(managerMail)).toEqual([subject]);
    expect(mails.get(adminMail)).toEqual([subject]);
    const [alert] = (await openAlerts(manager.client)).data;
    expect(alert?.detail).toBe('Geplant 20.11.2026, 15:30; bis 20.11.2026, 16:00 wurde kein Rundgang begonnen.');

    t.clock.advance(30 * MINUTE);
    await Promise.all([runner.runDue(), second.runDue()]);
    mails = catcher.take();
    expect(mails.get(adminMail)).toEqual([
      `${org.fixture.tenant.name}: Alarm seit 30 Minuten unbestätigt – Rundgang „Torkontrolle“ verpasst (Lindenhof)`,
    ]);
    expect(mails.get(managerMail)).toBeUndefined();
  });

  it('another organisation cannot see or acknowledge an alert', async () => {
    const { org, lindenhof } = await company();
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/incidents',
      key: org.fixture.key,
      body: { title: 'Broken window', property_id: lindenhof, severity: 'high' },
    });
    await runner.runDue();
    const [alert] = (await openAlerts(org.admin)).data;
    const stranger = await organisation(t);
    expect((await openAlerts(stranger.admin)).data).toEqual([]);
    expectProblem(await stranger.admin.post(`/portal/api/alerts/${alert!.id}/acknowledge`, {}), 404, 'not_found');
    expect((await openAlerts(org.admin)).data.map((a) => a.id)).toContain(alert!.id);
  });
});
