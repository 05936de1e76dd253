import { and, eq, inArray } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { createClient } from '../../src/modules/clients/clients.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import { properties } from '../../src/modules/properties/properties.tables.js';
import {
  dueReportSchedules,
  purgeSendingFiles,
  reportMailJob,
  sendReportJob,
} from '../../src/modules/report-schedules/dispatch.js';
import { tenants } from '../../src/modules/tenants/tenants.tables.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import type { Mailer } from '../../src/platform/mail/mailer.js';
import { mailSendJob } from '../../src/platform/mail/outgoing.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import { decoded, header, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp.js';
import { portalSignIn } from '../helpers/portal.js';
import { pdfPages } from './pdf-text.js';
import { expectProblem, type Organisation, organisation } from '../portal/organisation.js';

const log = pino({ level: 'silent' });
const PUBLIC_URL = 'https://ops.example.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Org = Organisation & { propertyId: number };

interface ScheduleBody {
  id: number;
  status: string;
  next_run_at: string | null;
  recipients: { id: number; address: string | null; unsubscribed_at: string | null }[];
}
interface SendingBody {
  id: number;
  status: string;
  trigger: string;
  error: string | null;
  period: { from: string; to: string; label: string };
  file: { name: string; byte_size: number; delivery: 'attachment' | 'link'; download_url: string | null } | null;
  recipients: { total: number; sent: number; failed: number; pending: number; skipped: number };
}
interface SendingDetail extends SendingBody {
  recipient_results: {
    address: string;
    status: string;
    reason: string | null;
    attempts: number;
    possible_duplicate: boolean;
    smtp_message_id: string | null;
  }[];
}

function unsubscribeUrl(mail: ReceivedMail): string {
  const value = header(mail, 'List-Unsubscribe') ?? '';
  return /<([^>]+)>/.exec(value)?.[1] ?? '';
}

describeEachBackend('Report schedules', (backend) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let runner: JobRunner;
  let pdf: WorkerPoolPdfRenderer;
  const config = { publicUrl: PUBLIC_URL, port: 0, mailAttachmentMaxBytes: 7 * 1024 * 1024 };

  beforeAll(async () => {
    t = await startTestApp(backend, { runsJobs: true });
    smtp = await startSmtpServer();
    pdf = new WorkerPoolPdfRenderer({ size: 1 });
    runner = new JobRunner({
      database: t.database,
      kinds: [sendReportJob, reportMailJob, mailSendJob],
      schedules: [dueReportSchedules],
      ports: { mailer: new SmtpMailer(smtp.url, 'Caretaker <reports@example.test>'), files: t.fileStore, pdf, config },
      log,
      clock: t.clock,
    });
  });
  afterAll(async () => {
    await pdf.close();
    await smtp.close();
    await t.close();
  });
  beforeEach(() => {
    config.mailAttachmentMaxBytes = 7 * 1024 * 1024;
  });

  /** What the worker does each minute, then every job that is due. */
  async function tick(): Promise<void> {
    await runner.materialiseSchedules();
    await runner.runDue();
  }

  async function berlinOrganisation(): Promise<Org> {
    const org = await organisation(t);
    await t.database.db
      .update(tenants)
      .set({ timezone: 'Europe/Berlin', language: 'de' })
      .where(eq(tenants.id, org.tenantId));
    const propertyId = await org.property({ name: 'Lindenhof' });
    return { ...org, propertyId };
  }

  /** The admin signed in now (the fake clock moves past session lifetimes). */
  const signedIn = (org: Organisation) => portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  async function incidentAt(org: Org, at: number, title = 'Wasser im Keller') {
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const { incident } = await createIncident(t.deps, actor, { property_id: org.propertyId, title, severity: 'high' });
    await t.database.db
      .update(incidents)
      .set({ createdAt: new Date(at) })
      .where(eq(incidents.id, incident.id));
  }

  function weeklyIncidents(org: Org, emails: string[], extra: Record<string, unknown> = {}) {
    return {
      name: 'Wochenbericht Störungen',
      kind: 'incidents',
      scope: { client_id: null, property_ids: [org.propertyId], template_id: null },
      recurrence: { frequency: 'weekly', time: '06:00', weekdays: [1] },
      recipients: { emails, account_ids: [] },
      subject: 'Störungen {period} – {property}',
      body: 'Guten Morgen,\nanbei die Störungen der Woche {period}.',
      ...extra,
    };
  }

  async function create(org: Organisation, body: unknown): Promise<ScheduleBody> {
    const response = await (await signedIn(org)).post('/portal/api/report-schedules', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ScheduleBody>();
  }

  async function sendings(org: Organisation, scheduleId: number): Promise<SendingBody[]> {
    const response = await (await signedIn(org)).get(`/portal/api/report-schedules/${scheduleId}/sendings`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: SendingBody[] }>().data;
  }

  async function detail(org: Organisation, scheduleId: number, sendingId: number): Promise<SendingDetail> {
    const response = await (
      await signedIn(org)
    ).get(`/portal/api/report-schedules/${scheduleId}/sendings/${sendingId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SendingDetail>();
  }

  it('sends each occurrence once at 06:00 Berlin, one e-mail per recipient with the PDF attached and its own unsubscribe link', async () => {
    // Thursday 26 March 2026; the clocks go forward on Sunday 29 March.
    t.clock.set(Date.parse('2026-03-26T10:00:00Z'));
    const org = await berlinOrganisation();
    await incidentAt(org, Date.parse('2026-03-24T09:00:00Z'));
    await incidentAt(org, Date.parse('2026-03-31T09:00:00Z'), 'Nach der Zeitumstellung');
    const schedule = await create(org, weeklyIncidents(org, ['anna@kunde.example', 'ben@kunde.example']));
    // Monday 30 March 06:00 CEST = 04:00 UTC (the Monday before was still CET).
    expect(schedule.next_run_at).toBe('2026-03-30T04:00:00.000Z');

    t.clock.set(Date.parse('2026-03-30T03:59:00Z'));
    await tick();
    expect(mailsTo('anna@kunde.example')).toHaveLength(0);

    t.clock.set(Date.parse('2026-03-30T04:00:30Z'));
    await tick();
    await tick(); // a second pass in the same minute sends nothing more
    const anna = mailsTo('anna@kunde.example');
    const ben = mailsTo('ben@kunde.example');
    expect(anna).toHaveLength(1);
    expect(ben).toHaveLength(1);
    const mail = anna[0] as ReceivedMail;
    expect(mail.to).toEqual(['anna@kunde.example']);
    // The organisation's name first: the editor's subject is framed as its message.
    expect(decoded(header(mail, 'Subject'))).toMatch(
      /^Tenant \w+: Störungen KW 13 \(23\.03\.2026 – 29\.03\.2026\) – Lindenhof$/,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(mail)).toMatch(new RegExp(`^${PUBLIC_URL}/unsubscribe/`));
    expect(unsubscribeUrl(mail)).not.toBe(unsubscribeUrl(ben[0] as ReceivedMail));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toMatch(
      /Content-Disposition: attachment;\s+filename=Stoerungsberichte-2026-03-23_2026-03-29\.pdf/i,
    );

    const [sending] = await sendings(org, schedule.id);
    expect(sending).toMatchObject({
      trigger: 'schedule',
      status: 'sent',
      period: { from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' },
      recipients: { total: 2, sent: 2, failed: 0, pending: 0, skipped: 0 },
    });
    expect(sending?.file?.delivery).toBe('attachment');
    const file = await (await signedIn(org)).get(sending?.file?.download_url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    mkdirSync(path.resolve('test-results', 'reports'), { recursive: true });
    writeFileSync(path.resolve('test-results', 'reports', `incident-period-${backend.name}.pdf`), file.rawPayload);
    writeFileSync(path.resolve('test-results', 'reports', `incident-period-mail-${backend.name}.eml`), mail.raw);

    // Kept 90 days for the history's download, then the file goes and the row stays.
    t.clock.advance(89 * 24 * HOUR);
    expect(await purgeSendingFiles(t.database, t.clock, t.fileStore)).toBe(0);
    t.clock.advance(2 * 24 * HOUR);
    expect(await purgeSendingFiles(t.database, t.clock, t.fileStore)).toBeGreaterThanOrEqual(1);
    const [purged] = await sendings(org, schedule.id);
    expect(purged?.file).toMatchObject({ delivery: 'attachment', download_url: null });
    expectProblem(await (await signedIn(org)).get(sending?.file?.download_url ?? ''), 404, 'not_found');
    t.clock.advance(-91 * 24 * HOUR);

    // The next Monday, 6 April, again at 06:00 local.
    const after = await (await signedIn(org)).get(`/portal/api/report-schedules/${schedule.id}`);
    expect(after.json<ScheduleBody>().next_run_at).toBe('2026-04-06T04:00:00.000Z');
  });

  it('sends the working-time CSV of the period, several subscriptions due in the same minute', async () => {
    t.clock.set(Date.parse('2026-04-14T10:00:00Z'));
    const org = await berlinOrganisation();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const schedule = await create(org, {
        name: `Arbeitszeiten ${i}`,
        kind: 'working_time',
        scope: { client_id: null, property_ids: null, template_id: null },
        recurrence: { frequency: 'daily', time: '07:00' },
        recipients: { emails: [`lohn${i}@kunde.example`], account_ids: [] },
        subject: 'Arbeitszeiten {period}',
        skip_if_empty: false,
      });
      ids.push(schedule.id);
    }
    t.clock.set(Date.parse('2026-04-15T05:00:10Z'));
    await tick();
    for (let i = 0; i < 6; i++) {
      const mails = mailsTo(`lohn${i}@kunde.example`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.raw).toMatch(/Content-Type: text\/csv/i);
      expect(mails[0]?.raw).toMatch(/filename=arbeitszeiten-2026-04-14-2026-04-14\.csv/);
    }
  });

  it('sends the responses to a template of the previous month as one PDF, and refuses a template for another kind', async () => {
    t.clock.set(Date.parse('2026-01-20T10:00:00Z'));
    const org = await berlinOrganisation();
    const { id: templateId } = await createFormTemplate(t.deps, org.tenantId, {
      name: 'Reinigungskontrolle',
      fields: [
        { id: 'clean', type: 'checkbox', label: 'Eingang sauber', required: true },
        { id: 'notes', type: 'text', label: 'Bemerkungen' },
      ],
    });
    const respond = async (at: string, notes: string) => {
      t.clock.set(Date.parse(at));
      await saveFormResponse(t.deps, org.tenantId, {
        templateId,
        propertyId: org.propertyId,
        accountId: org.adminId,
        answers: { clean: notes !== 'schmutzig', notes },
        photos: [],
        submit: true,
      });
    };
    // 31 January 23:30 in Berlin: still January there.
    await respond('2026-01-31T22:30:00Z', 'Januar spät');
    // 1 February 00:30 in Berlin, still 31 January in UTC: February's.
    await respond('2026-01-31T23:30:00Z', 'Februar früh');
    await respond('2026-02-10T09:00:00Z', 'schmutzig');
    await respond('2026-03-01T09:00:00Z', 'März');
    t.clock.set(Date.parse('2026-01-20T10:00:00Z'));
    const schedule = await create(org, {
      name: 'Monatsbericht Reinigung',
      kind: 'form_responses',
      scope: { client_id: null, property_ids: [org.propertyId], template_id: templateId },
      recurrence: { frequency: 'monthly', time: '08:00', day_of_month: 1 },
      recipients: { emails: ['monat@kunde.example'], account_ids: [] },
      subject: 'Reinigung {period}',
    });
    expect(schedule.next_run_at).toBe('2026-02-01T07:00:00.000Z');
    t.clock.set(Date.parse('2026-03-01T07:00:30Z'));
    // Down all February: only the latest occurrence (1 March) is sent, for February.
    await tick();
    const all = await sendings(org, schedule.id);
    expect(all).toHaveLength(1);
    expect(all[0]?.period.label).toBe('Februar 2026');
    const file = await (await signedIn(org)).get(all[0]?.file?.download_url ?? '');
    const text = (await pdfPages(file.rawPayload)).join(' ');
    expect(text).toContain('Formularberichte');
    expect(text).toContain('schmutzig');
    expect(text).toContain('Februar früh');
    expect(text).not.toContain('März');
    expect(text).not.toContain('Januar spät');
    const wrong = await (
      await signedIn(org)
    ).post('/portal/api/report-schedules', {
      ...weeklyIncidents(org, ['x@kunde.example']),
      scope: { client_id: null, property_ids: null, template_id: templateId },
    });
    expectProblem(wrong, 422, 'validation_failed');
    expect(wrong.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/scope/template_id');
  });

  it('sends the patrol report of the previous week: the property, its rounds, and the slots nobody walked', async () => {
    t.clock.set(Date.parse('2026-02-02T10:00:00Z'));
    const org = await berlinOrganisation();
    const rows = patrolRows(t.database, org);
    const { routeId, checkpointIds } = await rows.route(org.propertyId, ['Haupttor', 'Tiefgarage'], 'Nachtrunde');
    const scheduleId = await rows.schedule(routeId, ['22:00']);
    // Tuesday 3 February, 22:00 in Berlin: walked; every other night of the week is missed.
    await rows.round({
      routeId,
      propertyId: org.propertyId,
      scheduleId,
      plannedStart: '2026-02-03T21:00:00Z',
      startedAt: '2026-02-03T21:02:00Z',
      endedAt: '2026-02-03T21:20:00Z',
      scans: [
        { checkpointId: checkpointIds[0] as number, at: '2026-02-03T21:03:00Z' },
        { checkpointId: checkpointIds[1] as number, at: '2026-02-03T21:12:00Z' },
      ],
    });
    const schedule = await create(org, {
      ...weeklyIncidents(org, ['runde@kunde.example']),
      name: 'Wochenbericht Kontrollgänge',
      kind: 'patrol',
      subject: 'Kontrollgänge {period} – {property}',
    });
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();
    const [sending] = await sendings(org, schedule.id);
    expect(sending?.status).toBe('sent');
    expect(mailsTo('runde@kunde.example')).toHaveLength(1);
    const file = await (await signedIn(org)).get(sending?.file?.download_url ?? '');
    const text = (await pdfPages(file.rawPayload)).join(' ');
    expect(text).toContain('Rundgangsbericht');
    expect(text).toContain('Lindenhof');
    expect(text).toContain('Nachtrunde');
    expect(text).toContain('Haupttor');
    expect(text).toContain('Verpasst');
    const settings = (await (await signedIn(org)).get('/portal/api/report-schedules/settings')).json<{
      kinds: { kind: string; available: boolean; empty_means: string }[];
    }>();
    expect(settings.kinds.find((k) => k.kind === 'patrol')?.available).toBe(true);
    expect(settings.kinds.find((k) => k.kind === 'incidents')?.empty_means).toBe('Keine Meldungen im Zeitraum.');
  });

  /** A client of the organisation with these properties (made through the API, then given to the client). */
  async function clientWith(org: Org, name: string, propertyNames: string[]) {
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const client = await createClient(t.deps, actor, { name });
    const ids: number[] = [];
    for (const propertyName of propertyNames) ids.push(await org.property({ name: propertyName }));
    await t.database.db
      .update(properties)
      .set({ clientId: client.id })
      .where(and(eq(properties.tenantId, org.tenantId), inArray(properties.id, ids)));
    return { clientId: client.id, propertyIds: ids };
  }

  it("sends a client's patrol report as one e-mail: one PDF with each property's period report after the other", async () => {
    t.clock.set(Date.parse('2026-02-09T10:00:00Z'));
    const org = await berlinOrganisation();
    const names = ['Ahornweg 1', 'Birkenallee 2', 'Claudiusstraße 3'];
    const { clientId, propertyIds } = await clientWith(org, 'Domstadt Wohnbau eG', names);
    const rows = patrolRows(t.database, org);
    for (const [index, propertyId] of propertyIds.entries()) {
      const { routeId } = await rows.route(propertyId, [`Tor ${index + 1}`], `Runde ${names[index]}`);
      await rows.schedule(routeId, ['22:00']);
    }
    // Lindenhof has a route too, but is not the client's: not in this report.
    const { routeId: elsewhere } = await rows.route(org.propertyId, ['Haupttor'], 'Runde Lindenhof');
    await rows.schedule(elsewhere, ['23:00']);
    const schedule = await create(org, {
      ...weeklyIncidents(org, ['verwaltung@domstadt.example']),
      name: 'Kontrollgänge Domstadt',
      kind: 'patrol',
      scope: { client_id: clientId, property_ids: null, template_id: null },
      subject: 'Kontrollgänge {period} – {client}',
    });
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();

    const mails = mailsTo('verwaltung@domstadt.example');
    expect(mails).toHaveLength(1);
    expect(decoded(header(mails[0] as ReceivedMail, 'Subject'))).toMatch(
      /^Tenant \w+: Kontrollgänge KW 7 \(09\.02\.2026 – 15\.02\.2026\) – Domstadt Wohnbau eG$/,
    );
    expect(mails[0]?.raw.match(/Content-Type: application\/pdf/gi)).toHaveLength(1);
    const [sending] = await sendings(org, schedule.id);
    expect(sending?.status).toBe('sent');
    const file = await (await signedIn(org)).get(sending?.file?.download_url ?? '');
    mkdirSync(path.resolve('test-results', 'reports'), { recursive: true });
    writeFileSync(path.resolve('test-results', 'reports', `patrol-period-client-${backend.name}.pdf`), file.rawPayload);
    const pages = await pdfPages(file.rawPayload);
    // Each property's report begins on a page of its own, in order: heading, property and period, its route.
    const starts = names.map((name) =>
      pages.findIndex((page) => page.includes('Rundgangsbericht') && page.includes(`${name} · 09.02.2026`)),
    );
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBeGreaterThan(starts[0] ?? 0);
    expect(starts[2]).toBeGreaterThan(starts[1] ?? 0);
    names.forEach((name, index) => {
      const page = pages[starts[index] ?? -1] ?? '';
      expect(page).toContain(`Runde ${name}`);
      for (const other of names.filter((n) => n !== name)) expect(page).not.toContain(`Runde ${other}`);
    });
    expect(pages.join(' ')).not.toContain('Lindenhof');
  });

  it('refuses a patrol subscription over more than 50 properties with routes, and fails a sending that outgrew them, telling the owner', async () => {
    t.clock.set(Date.parse('2026-03-04T10:00:00Z'));
    const org = await berlinOrganisation();
    const { clientId, propertyIds } = await clientWith(
      org,
      'Großkunde',
      Array.from({ length: 51 }, (_, i) => `Objekt ${String(i + 1).padStart(2, '0')}`),
    );
    const rows = patrolRows(t.database, org);
    for (const propertyId of propertyIds.slice(0, 50)) await rows.route(propertyId, ['Tor'], 'Runde');
    const body = {
      ...weeklyIncidents(org, ['gross@kunde.example'], { skip_if_empty: false }),
      name: 'Kontrollgänge Großkunde',
      kind: 'patrol',
      scope: { client_id: clientId, property_ids: null, template_id: null },
    };
    // 50 properties with routes (the 51st has none): allowed.
    const schedule = await create(org, body);

    // A route at the 51st: saving that scope again is refused, with a pointer and a code.
    await rows.route(propertyIds[50] as number, ['Tor'], 'Runde');
    for (const [scope, pointer] of [
      [body.scope, '/scope'],
      [{ client_id: null, property_ids: propertyIds, template_id: null }, '/scope/property_ids'],
    ] as const) {
      const refused = await (await signedIn(org)).post('/portal/api/report-schedules', { ...body, scope });
      expectProblem(refused, 422, 'validation_failed');
      const [error] = refused.json<{ errors: { pointer: string; detail: string; code: string }[] }>().errors;
      expect(error).toMatchObject({ pointer, code: 'too_many_properties' });
      expect(error?.detail).toContain('at most 50 properties with patrol routes; this scope has 51');
    }
    const settings = (await (await signedIn(org)).get('/portal/api/report-schedules/settings')).json<{
      max_patrol_properties: number;
    }>();
    expect(settings.max_patrol_properties).toBe(50);

    // The subscription saved before the 51st route: its sending is refused, not cut short.
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();
    expect(mailsTo('gross@kunde.example')).toHaveLength(0);
    const [sending] = await sendings(org, schedule.id);
    expect(sending).toMatchObject({ status: 'failed', file: null });
    expect(sending?.error).toContain('51 properties with patrol routes; one report holds at most 50');
    const notices = (await (await signedIn(org)).get('/portal/api/notices')).json<{
      data: { body: string; subject: Record<string, number> }[];
    }>();
    expect(notices.data[0]?.subject).toEqual({ report_schedule_id: schedule.id, report_sending_id: sending?.id });
    expect(notices.data[0]?.body).toContain(
      'Dieser Versandplan umfasst 51 Objekte mit Rundgang-Routen; ein Bericht fasst höchstens 50.',
    );
  });

  it('skips an empty period when skip-if-empty is on, and says so in the history', async () => {
    t.clock.set(Date.parse('2026-05-01T10:00:00Z'));
    const org = await berlinOrganisation();
    const schedule = await create(org, weeklyIncidents(org, ['leer@kunde.example']));
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();
    expect(mailsTo('leer@kunde.example')).toHaveLength(0);
    const [sending] = await sendings(org, schedule.id);
    expect(sending?.status).toBe('skipped_empty');
    expect(sending?.file).toBeNull();

    // Off: the empty report goes out.
    await (await signedIn(org)).patch(`/portal/api/report-schedules/${schedule.id}`, { skip_if_empty: false });
    const next = (await (await signedIn(org)).get(`/portal/api/report-schedules/${schedule.id}`)).json<ScheduleBody>();
    t.clock.set(Date.parse(next.next_run_at ?? '') + MINUTE);
    await tick();
    expect(mailsTo('leer@kunde.example')).toHaveLength(1);
  });

  it('links the file instead of attaching it when it is larger than MAIL_ATTACHMENT_MAX_BYTES', async () => {
    t.clock.set(Date.parse('2026-06-03T10:00:00Z'));
    const org = await berlinOrganisation();
    await incidentAt(org, Date.parse('2026-06-02T09:00:00Z'));
    config.mailAttachmentMaxBytes = 1000;
    const schedule = await create(org, weeklyIncidents(org, ['gross@kunde.example']));
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();
    const [mail] = mailsTo('gross@kunde.example');
    expect(mail?.raw).not.toMatch(/Content-Disposition: attachment/i);
    const link = new RegExp(`${PUBLIC_URL}(/report-files/\\S+)`).exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[1];
    expect(link).toBeDefined();
    const path = (link ?? '').replace(/=3D/g, '=');
    const download = await t.app.inject({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="Stoerungsberichte-/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Valid 30 days, not 31.
    t.clock.advance(31 * 24 * HOUR);
    expectProblem(await t.app.inject({ method: 'GET', url: path }), 403, 'link_expired');
    t.clock.advance(-31 * 24 * HOUR);
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: path.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'X' ? 'Y' : 'X'}`),
      }),
      403,
      'link_invalid',
    );
    const [sending] = await sendings(org, schedule.id);
    expect(sending?.file?.delivery).toBe('link');
  });

  it('stops only the recipient who unsubscribes, by one-click POST', async () => {
    t.clock.set(Date.parse('2026-07-01T10:00:00Z'));
    const org = await berlinOrganisation();
    const schedule = await create(
      org,
      weeklyIncidents(org, ['bleibt@kunde.example', 'geht@kunde.example'], { skip_if_empty: false }),
    );
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();
    const [leaving] = mailsTo('geht@kunde.example');
    const url = unsubscribeUrl(leaving as ReceivedMail).replace(PUBLIC_URL, '');
    // A scanner following the link changes nothing; the page asks.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('geht@kunde.example');
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const forged = await t.app.inject({ method: 'POST', url: url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(forged.statusCode).toBe(404);

    const next = (await (await signedIn(org)).get(`/portal/api/report-schedules/${schedule.id}`)).json<ScheduleBody>();
    expect(next.recipients.find((r) => r.address === 'geht@kunde.example')?.unsubscribed_at).not.toBeNull();
    t.clock.set(Date.parse(next.next_run_at ?? '') + MINUTE);
    await tick();
    expect(mailsTo('bleibt@kunde.example')).toHaveLength(2);
    expect(mailsTo('geht@kunde.example')).toHaveLength(1);
    const [latest] = await sendings(org, schedule.id);
    const results = await detail(org, schedule.id, latest?.id ?? 0);
    expect(results.recipient_results.find((r) => r.address === 'geht@kunde.example')).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/^Unsubscribed/) as unknown,
    });
  });

  it('retries a refusing recipient alone with backoff, and tells the owner after the last attempt', async () => {
    t.clock.set(Date.parse('2026-08-05T10:00:00Z'));
    const org = await berlinOrganisation();
    const schedule = await create(
      org,
      weeklyIncidents(org, ['busy@kunde.example', 'gern@kunde.example'], { skip_if_empty: false }),
    );
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await tick();
    expect(mailsTo('gern@kunde.example')).toHaveLength(1);
    const [sending] = await sendings(org, schedule.id);
    expect(sending?.status).toBe('sending');
    let results = await detail(org, schedule.id, sending?.id ?? 0);
    expect(results.recipient_results.find((r) => r.address === 'busy@kunde.example')).toMatchObject({
      status: 'queued',
      attempts: 1,
      reason: expect.stringMatching(/busy/i) as unknown,
    });
    // Not before the backoff; then only the refusing recipient is tried again.
    await runner.runDue();
    expect(results.recipient_results.find((r) => r.address === 'gern@kunde.example')?.attempts).toBe(1);
    for (let i = 0; i < 12; i++) {
      t.clock.advance(25 * HOUR);
      await runner.runDue();
    }
    expect(mailsTo('gern@kunde.example')).toHaveLength(1);
    results = await detail(org, schedule.id, sending?.id ?? 0);
    expect(results.status).toBe('partly_failed');
    expect(results.recipient_results.find((r) => r.address === 'busy@kunde.example')).toMatchObject({
      status: 'failed',
      attempts: 12,
    });
    expect(results.recipient_results.find((r) => r.address === 'gern@kunde.example')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    const notices = await (await signedIn(org)).get('/portal/api/notices');
    expect(notices.statusCode, notices.body).toBe(200);
    const body = notices.json<{
      data: { id: number; title: string; body: string; subject: Record<string, number> }[];
      unread_count: number;
    }>();
    expect(body.unread_count).toBe(1);
    expect(body.data[0]?.subject).toEqual({ report_schedule_id: schedule.id, report_sending_id: sending?.id });
    expect(body.data[0]?.body).toContain('busy@kunde.example');
    // The notice is the owner's own: another person of the organisation cannot even see it.
    const noticeId = body.data[0]?.id ?? 0;
    const colleague = await org.member('manager');
    expectProblem(await colleague.client.post(`/portal/api/notices/${noticeId}/read`), 404, 'not_found');
    expect((await colleague.client.get('/portal/api/notices')).json<{ data: unknown[] }>().data).toEqual([]);
    const read = await (await signedIn(org)).post(`/portal/api/notices/${noticeId}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await (await signedIn(org)).get('/portal/api/notices')).json<{ unread_count: number }>().unread_count).toBe(
      0,
    );
    const owner = await findAccount(t.database.db, org.tenantId, org.adminId);
    const ownerMail = mailsTo(owner?.email.toLowerCase() ?? '');
    expect(ownerMail).toHaveLength(1);
    expect(ownerMail[0]?.raw).toContain('busy@kunde.example');
  });

  it('after a crash between the SMTP handover and its record, sends once more to that recipient alone, and the history and the mail log say it may have arrived twice', async () => {
    t.clock.set(Date.parse('2026-08-12T10:00:00Z'));
    const org = await berlinOrganisation();
    const schedule = await create(
      org,
      weeklyIncidents(org, ['absturz@kunde.example', 'ruhig@kunde.example', 'grau@kunde.example'], {
        skip_if_empty: false,
      }),
    );
    // The SMTP server takes the e-mail to absturz@, then the worker dies before the outcome
    // is recorded (an error that is no answer of the server). grau@ is greylisted once: the
    // server refuses it for now, nothing is handed over, so its retry is no possible repeat.
    const smtpMailer = new SmtpMailer(smtp.url, 'Caretaker <reports@example.test>');
    let crashed = false;
    let greylisted = false;
    const mailer: Mailer = {
      kind: 'smtp',
      async send(mail) {
        if (mail.to.includes('grau@kunde.example') && !greylisted) {
          greylisted = true;
          return mail.to.map((address) => ({ address, status: 'retry', reason: '451 4.7.1 Greylisted, try later' }));
        }
        const outcomes = await smtpMailer.send(mail);
        if (mail.to.includes('absturz@kunde.example') && !crashed) {
          crashed = true;
          throw new Error('the worker stopped after the server took the e-mail');
        }
        return outcomes;
      },
      close: () => smtpMailer.close(),
    };
    const crashing = new JobRunner({
      database: t.database,
      kinds: [sendReportJob, reportMailJob, mailSendJob],
      schedules: [dueReportSchedules],
      ports: { mailer, files: t.fileStore, pdf, config },
      log,
      clock: t.clock,
    });
    t.clock.set(Date.parse(schedule.next_run_at ?? '') + MINUTE);
    await crashing.materialiseSchedules();
    await crashing.runDue();
    expect(crashed).toBe(true);
    expect(mailsTo('absturz@kunde.example')).toHaveLength(1);
    expect(mailsTo('grau@kunde.example')).toHaveLength(0);
    const [sending] = await sendings(org, schedule.id);
    let results = await detail(org, schedule.id, sending?.id ?? 0);
    expect(results.status).toBe('sending');
    expect(results.recipient_results.find((r) => r.address === 'absturz@kunde.example')).toMatchObject({
      status: 'queued',
      attempts: 1,
      possible_duplicate: false,
    });

    // The retry after the backoff: absturz@ gets it again, the others nothing more.
    t.clock.advance(5 * MINUTE);
    await crashing.runDue();
    const twice = mailsTo('absturz@kunde.example');
    expect(twice).toHaveLength(2);
    expect(header(twice[1] as ReceivedMail, 'Message-ID')).toBe(header(twice[0] as ReceivedMail, 'Message-ID'));
    expect(header(twice[0] as ReceivedMail, 'Message-ID')).toMatch(/^<caretaker\.\d+\.\d+@example\.test>$/);
    expect(mailsTo('ruhig@kunde.example')).toHaveLength(1);
    expect(mailsTo('grau@kunde.example')).toHaveLength(1);

    results = await detail(org, schedule.id, sending?.id ?? 0);
    expect(results.status).toBe('sent');
    const byAddress = new Map(results.recipient_results.map((r) => [r.address, r]));
    expect(byAddress.get('absturz@kunde.example')).toMatchObject({
      status: 'sent',
      attempts: 2,
      possible_duplicate: true,
      smtp_message_id: header(twice[0] as ReceivedMail, 'Message-ID'),
    });
    expect(byAddress.get('ruhig@kunde.example')).toMatchObject({
      status: 'sent',
      attempts: 1,
      possible_duplicate: false,
    });
    expect(byAddress.get('grau@kunde.example')).toMatchObject({
      status: 'sent',
      attempts: 2,
      possible_duplicate: false,
    });

    // The mail log (Settings → Outgoing mail) says the same.
    const mailLog = await (await signedIn(org)).get('/portal/api/outgoing-mail');
    expect(mailLog.statusCode, mailLog.body).toBe(200);
    const logged = mailLog
      .json<{
        data: { recipients: { address: string; status: string; attempts: number; possible_duplicate: boolean }[] }[];
      }>()
      .data.flatMap((message) => message.recipients);
    expect(logged.find((r) => r.address === 'absturz@kunde.example')).toMatchObject({
      status: 'sent',
      attempts: 2,
      possible_duplicate: true,
    });
    expect(logged.find((r) => r.address === 'ruhig@kunde.example')).toMatchObject({
      attempts: 1,
      possible_duplicate: false,
    });
    await mailer.close();
  });

  it('sends now to the signed-in person only, marked as a test in the history', async () => {
    t.clock.set(Date.parse('2026-09-09T10:00:00Z'));
    const org = await berlinOrganisation();
    await incidentAt(org, Date.parse('2026-09-02T09:00:00Z'));
    const schedule = await create(org, weeklyIncidents(org, ['kunde@kunde.example']));
    const response = await (await signedIn(org)).post(`/portal/api/report-schedules/${schedule.id}/send-now`);
    expect(response.statusCode, response.body).toBe(202);
    const { address } = response.json<{ address: string }>();
    await runner.runDue();
    expect(mailsTo('kunde@kunde.example')).toHaveLength(0);
    const mine = mailsTo(address.toLowerCase());
    expect(mine).toHaveLength(1);
    expect(decoded(header(mine[0] as ReceivedMail, 'Subject'))).toMatch(/^\[Test\] Tenant \w+: Störungen KW 36 /);
    const [sending] = await sendings(org, schedule.id);
    expect(sending).toMatchObject({ trigger: 'test', status: 'sent' });
  });

  it('sends nothing while paused, and nothing of the paused weeks after resuming', async () => {
    t.clock.set(Date.parse('2026-10-07T10:00:00Z'));
    const org = await berlinOrganisation();
    const schedule = await create(org, weeklyIncidents(org, ['pause@kunde.example'], { skip_if_empty: false }));
    expect(
      (await (await signedIn(org)).post(`/portal/api/report-schedules/${schedule.id}/pause`)).json<ScheduleBody>(),
    ).toMatchObject({
      status: 'paused',
      next_run_at: null,
    });
    t.clock.advance(15 * 24 * HOUR);
    await tick();
    expect(mailsTo('pause@kunde.example')).toHaveLength(0);
    const resumed = (
      await (await signedIn(org)).post(`/portal/api/report-schedules/${schedule.id}/resume`)
    ).json<ScheduleBody>();
    expect(Date.parse(resumed.next_run_at ?? '')).toBeGreaterThan(t.clock());
    await tick();
    expect(mailsTo('pause@kunde.example')).toHaveLength(0);
    t.clock.set(Date.parse(resumed.next_run_at ?? '') + MINUTE);
    await tick();
    expect(mailsTo('pause@kunde.example')).toHaveLength(1);
    expect(await sendings(org, schedule.id)).toHaveLength(1);
  });

  it('refuses unknown placeholders and accounts that may not see the scope, with pointers', async () => {
    t.clock.set(Date.parse('2026-11-02T10:00:00Z'));
    const org = await berlinOrganisation();
    const other = await org.property({ name: 'Anderswo' });
    const limited = await org.account('manager', [other]);
    const worker = await org.account('worker');
    const bad = await (
      await signedIn(org)
    ).post(
      '/portal/api/report-schedules',
      weeklyIncidents(org, ['a@kunde.example'], { subject: 'Bericht {zeitraum}' }),
    );
    expectProblem(bad, 422, 'validation_failed');
    expect(bad.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual(['/subject']);
    // A time zone that does not exist is a field error, not a failure.
    const zone = await (
      await signedIn(org)
    ).post('/portal/api/report-schedules', weeklyIncidents(org, [], { time_zone: 'Mars/Olympus' }));
    expectProblem(zone, 422, 'validation_failed');
    expect(zone.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toContain('/time_zone');
    const refused = await (
      await signedIn(org)
    ).post('/portal/api/report-schedules', {
      ...weeklyIncidents(org, ['a@kunde.example']),
      recipients: { emails: [], account_ids: [org.adminId, limited, worker] },
    });
    expectProblem(refused, 422, 'validation_failed');
    expect(refused.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual([
      '/recipients/account_ids/1',
      '/recipients/account_ids/2',
    ]);
    const tooMany = await (
      await signedIn(org)
    ).post(
      '/portal/api/report-schedules',
      weeklyIncidents(
        org,
        Array.from({ length: 51 }, (_, i) => `r${i}@kunde.example`),
      ),
    );
    expectProblem(tooMany, 422, 'validation_failed');
  });

  it("lets a manager without accounts.manage pick recipients from the tenant's active people, searched and paged, never another tenant's", async () => {
    t.clock.set(Date.parse('2026-11-03T10:00:00Z'));
    const org = await berlinOrganisation();
    const manager = await org.member('manager');
    // The accounts screen's list stays closed to them.
    expectProblem(await manager.client.get('/portal/api/accounts'), 403, 'permission_denied');
    const people: number[] = [];
    for (let i = 0; i < 55; i++)
      people.push(await org.account('worker', 'all', `Hausmeister ${String(i).padStart(2, '0')}`));
    const former = await org.account('worker', 'all', 'Ehemalig Ernst');
    await t.database.db
      .update(accounts)
      .set({ active: false })
      .where(and(eq(accounts.tenantId, org.tenantId), eq(accounts.id, former)));
    const stranger = await berlinOrganisation();
    const strangerId = await stranger.account('manager', 'all', 'Hausmeister Fremd');

    type Picked = { data: { id: number; name: string; email: string }[]; next_cursor: string | null };
    const pick = async (client: typeof manager.client, query: string) => {
      const response = await client.get(`/portal/api/report-schedules/accounts${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Picked>();
    };
    const seen: Picked['data'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Picked = await pick(manager.client, cursor !== null ? `?cursor=${cursor}` : '');
      if (pages === 0) expect(page.data).toHaveLength(50);
      seen.push(...page.data);
      cursor = page.next_cursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(2);
    // Id, name and address only; every active person of the tenant once, nobody else.
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(['email', 'id', 'name']);
    const ids = seen.map((person) => person.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((a, b) => a - b)).toEqual([org.adminId, manager.id, ...people].sort((a, b) => a - b));
    expect(ids).not.toContain(former);
    expect(ids).not.toContain(strangerId);
    expect(seen.find((person) => person.id === people[7])).toMatchObject({
      name: 'Hausmeister 07',
      email: expect.stringMatching(/^worker-.+@example\.test$/) as unknown,
    });

    // Searched by name or address; wildcards are taken literally.
    expect((await pick(manager.client, '?q=hausmeister%2007')).data.map((p) => p.name)).toEqual(['Hausmeister 07']);
    const address = seen.find((person) => person.id === people[3])?.email ?? '';
    expect(
      (await pick(manager.client, `?q=${encodeURIComponent(address.slice(0, 15))}`)).data.map((p) => p.id),
    ).toEqual([people[3]]);
    expect((await pick(manager.client, '?q=%25')).data).toEqual([]);
    expect((await pick(manager.client, '?q=Fremd')).data).toEqual([]);
    expect((await pick(manager.client, '?q=Ehemalig')).data).toEqual([]);
    // The other tenant finds only its own.
    expect((await pick(stranger.admin, '?q=Hausmeister')).data.map((p) => p.id)).toEqual([strangerId]);

    // Whoever may set up no report at all is refused.
    const worker = await org.member('worker');
    expectProblem(await worker.client.get('/portal/api/report-schedules/accounts'), 403, 'permission_denied');

    // A person picked there is saved as a recipient by the manager.
    const colleague = await org.account('manager', 'all', 'Kollegin Klara');
    const saved = await manager.client.post('/portal/api/report-schedules', {
      ...weeklyIncidents(org, []),
      recipients: { emails: [], account_ids: [colleague] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it("answers another tenant's subscription, sending and notice with 404, and a person without the kind's permission too", async () => {
    t.clock.set(Date.parse('2026-11-02T10:00:00Z'));
    const org = await berlinOrganisation();
    const schedule = await create(org, weeklyIncidents(org, ['x@kunde.example']));
    const stranger = await berlinOrganisation();
    for (const url of [
      `/portal/api/report-schedules/${schedule.id}`,
      `/portal/api/report-schedules/${schedule.id}/sendings`,
      `/portal/api/report-schedules/${schedule.id}/sendings/1`,
    ]) {
      expectProblem(await stranger.admin.get(url), 404, 'not_found');
    }
    expectProblem(await stranger.admin.post(`/portal/api/report-schedules/${schedule.id}/send-now`), 404, 'not_found');
    expect((await stranger.admin.get('/portal/api/report-schedules')).json<{ data: unknown[] }>().data).toEqual([]);
    const worker = await org.member('worker');
    expectProblem(await worker.client.get(`/portal/api/report-schedules/${schedule.id}`), 404, 'not_found');
    expectProblem(
      await worker.client.post('/portal/api/report-schedules', weeklyIncidents(org, ['x@kunde.example'])),
      403,
      'permission_denied',
    );
  });
});
