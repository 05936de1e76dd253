// Report e-mails come from the organisation's name, carry its Reply-To when it set one, and
// go out as text and HTML in the subscription's language; a failed sending keeps why as a
// code with its values, which the portal words in German and English.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import { dueReportSchedules, reportMailJob, sendReportJob } from '../../src/modules/report-schedules/dispatch.js';
import { reportSendings } from '../../src/modules/report-schedules/report-schedules.tables.js';
import { SENDING_ERROR_CODES, SKIP_REASON_CODES } from '../../src/modules/report-schedules/sending-errors.js';
import { tenants } from '../../src/modules/tenants/tenants.tables.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { mailMessages } from '../../src/platform/mail/mail.tables.js';
import { mailSendJob } from '../../src/platform/mail/outgoing.js';
import { SmtpMailer } from '../../src/platform/mail/smtp.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn, type PortalClient } from '../helpers/portal.js';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.js';
import { type Organisation, organisation } from '../portal/organisation.js';

const log = pino({ level: 'silent' });

/** The header block of a raw message, folded lines joined. */
function headers(raw: string): string {
  return (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
}

function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*)$`, 'im').exec(headers(raw));
  return match?.[1];
}

/** RFC 2047 encoded words decoded (UTF-8, Q or B). */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The decoded text/plain or text/html part. */
function part(raw: string, type: 'plain' | 'html'): string | undefined {
  const match = new RegExp(
    `Content-Type: text/${type}; charset=utf-8\\r?\\nContent-Transfer-Encoding: (\\S+)\\r?\\n\\r?\\n([\\s\\S]*?)\\r?\\n----_NmP`,
    'i',
  ).exec(raw);
  if (!match) return undefined;
  const [, encoding, body = ''] = match;
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

describeEachBackend('Report e-mails: sender, Reply-To, text and HTML', (backend) => {
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

  async function org(name: string): Promise<Organisation & { propertyId: number }> {
    const made = await organisation(t);
    await t.database.db
      .update(tenants)
      .set({ timezone: 'Europe/Berlin', language: 'en', name })
      .where(eq(tenants.id, made.tenantId));
    return { ...made, propertyId: await made.property({ name: 'Lindenhof' }) };
  }

  const admin = (o: Organisation) => portalSignIn(t, { tenantId: o.tenantId, accountId: o.adminId });

  async function incident(o: Organisation & { propertyId: number }, at: number) {
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

  async function schedule(client: PortalClient, o: { propertyId: number }, extra: Record<string, unknown>) {
    const response = await client.post('/portal/api/report-schedules', {
      name: 'Wochenbericht',
      kind: 'incidents',
      scope: { client_id: null, property_ids: [o.propertyId], template_id: null },
      recipients: { emails: [], account_ids: [] },
      recurrence: { frequency: 'weekly', time: '06:00', weekdays: [1] },
      subject: 'Meldungen {period}',
      skip_if_empty: false,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>();
  }

  /** A Monday, 06:00 in Berlin (05:00 UTC), when the weekly subscriptions are due (each test its own week). */
  async function sendMonday(day: string): Promise<void> {
    t.clock.set(Date.parse(`${day}T05:00:30Z`));
    await runner.materialiseSchedules();
    await runner.runDue();
  }

  const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  it('comes from the organisation’s name, replies go to its Reply-To, text and HTML in German, the message escaped', async () => {
    t.clock.set(Date.parse('2026-11-04T10:00:00Z'));
    const name = `Müller & Söhne, "Haus" ${backend.name}`;
    const o = await org(name);
    const a = await admin(o);
    const set = await a.patch('/portal/api/organisation', { report_reply_to: 'buero@mueller.words.example' });
    expect(set.statusCode, set.body).toBe(200);
    await incident(o, Date.parse('2026-11-04T09:00:00Z'));
    const [me] = await t.database.db.select().from(accounts).where(eq(accounts.id, o.adminId));
    await schedule(a, o, {
      language: 'de',
      recipients: { emails: [], account_ids: [o.adminId] },
      body: 'Bitte prüfen <script>alert("x")</script> & melden.\nMehr: https://wiki.example.test/kontakt?a=1&b=2',
    });
    await sendMonday('2026-11-09');
    const [mail] = mailTo(me?.email ?? '');
    expect(mail, 'the report e-mail arrived').toBeDefined();
    const raw = mail?.raw ?? '';
    // The name is an encoded word (umlauts), the address MAIL_FROM's.
    const from = header(raw, 'From') ?? '';
    expect(from).toMatch(/^=\?UTF-8\?[QB]\?/i);
    expect(from).toMatch(/ <reports@example\.test>$/);
    expect(decodeWords(from.replace(/ <reports@example\.test>$/, ''))).toBe(name);
    expect(mail?.from).toBe('reports@example.test');
    expect(header(raw, 'Reply-To')).toBe('buero@mueller.words.example');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const text = part(raw, 'plain') ?? '';
    const html = part(raw, 'html') ?? '';
    expect(text).toContain(`${name} sendet Ihnen den Bericht „Wochenbericht“ für`);
    expect(text).toContain('> Bitte prüfen <script>alert("x")</script> & melden.');
    expect(text).toContain('Abbestellen: https://ops.example.test/unsubscribe/');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      'Müller &#38; Söhne, &#34;Haus&#34; ' + backend.name + ' sendet Ihnen den Bericht „Wochenbericht“ für',
    );
    expect(html).toContain('Bitte prüfen &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; melden.');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<a href="https://wiki.example.test/kontakt?a=1&#38;b=2">https://wiki.example.test/kontakt?a=1&#38;b=2</a>',
    );
    expect(html).toMatch(/<a href="https:\/\/ops\.example\.test\/unsubscribe\/[^"]+">Diesen Bericht abbestellen<\/a>/);
    expect(html).toContain('Der Bericht liegt als Anhang bei:');
    // The message keeps who it is from and where replies go: a retry sends the same.
    const [stored] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.tenantId, o.tenantId), eq(mailMessages.purpose, 'report_schedule')));
    expect(stored).toMatchObject({ fromName: name, replyTo: 'buero@mueller.words.example' });
  });

  it('in English for an English subscription; without a Reply-To setting the mail has none', async () => {
    t.clock.set(Date.parse('2026-11-11T10:00:00Z'));
    const name = `Smith, Jones & Co ${backend.name}`;
    const o = await org(name);
    const a = await admin(o);
    expect((await a.get('/portal/api/organisation')).json<{ report_reply_to: unknown }>().report_reply_to).toBeNull();
    const [me] = await t.database.db.select().from(accounts).where(eq(accounts.id, o.adminId));
    await schedule(a, o, { name: 'Weekly', language: 'en', recipients: { emails: [], account_ids: [o.adminId] } });
    await sendMonday('2026-11-16');
    const [mail] = mailTo(me?.email ?? '');
    const raw = mail?.raw ?? '';
    expect(header(raw, 'From')).toBe(`"${name}" <reports@example.test>`);
    expect(header(raw, 'Reply-To')).toBeUndefined();
    expect(part(raw, 'plain')).toContain(`${name} sends you the report “Weekly” for`);
    const html = part(raw, 'html') ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`Smith, Jones &#38; Co ${backend.name} sends you the report “Weekly” for`);
    expect(html).toContain('The report is attached:');
    expect(html).toContain('>Unsubscribe from this report</a>');
    expect(html).not.toContain('Message from');
  });

  it('the Reply-To setting: an address or nothing, 422 not_an_email otherwise', async () => {
    const o = await org(`Reply ${backend.name}`);
    const a = await admin(o);
    const bad = await a.patch('/portal/api/organisation', { report_reply_to: 'not an address' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json<{ errors: { pointer: string; code?: string }[] }>().errors).toEqual([
      expect.objectContaining({ pointer: '/report_reply_to', code: 'not_an_email' }),
    ]);
    const saved = await a.patch('/portal/api/organisation', { report_reply_to: ' antworten@reply.words.example ' });
    expect(saved.json<{ report_reply_to: string }>().report_reply_to).toBe('antworten@reply.words.example');
    expect((await a.get('/portal/api/organisation')).json<{ report_reply_to: string }>().report_reply_to).toBe(
      'antworten@reply.words.example',
    );
    const cleared = await a.patch('/portal/api/organisation', { report_reply_to: null });
    expect(cleared.json<{ report_reply_to: unknown }>().report_reply_to).toBeNull();
    // Someone who may not edit the settings cannot set it.
    const worker = await o.member('worker');
    expect((await worker.client.patch('/portal/api/organisation', { report_reply_to: 'x@y.example' })).statusCode).toBe(
      403,
    );
  });

  it('a failed sending keeps its code and values: the daily limit, and nobody to send to', async () => {
    t.clock.set(Date.parse('2026-11-18T10:00:00Z'));
    const o = await org(`Limits ${backend.name}`);
    const a = await admin(o);
    const limits = await a.patch('/portal/api/report-schedules/limits', {
      max_schedules_per_person: 5,
      max_mails_per_day: 1,
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const manager = await o.member('manager');
    const overLimit = await schedule(a, o, {
      name: 'Zu viele',
      recipients: { emails: [], account_ids: [o.adminId, manager.id] },
    });
    // An outside address that is no client contact, named by a manager, waits for approval: nobody to send to.
    const nobody = await schedule(manager.client, o, {
      name: 'Niemand',
      recipients: { emails: ['fremd@outside.words.example'], account_ids: [] },
    });
    await sendMonday('2026-11-23');
    const rows = await t.database.db.select().from(reportSendings).where(eq(reportSendings.tenantId, o.tenantId));
    const of = (scheduleId: number) => rows.find((r) => r.scheduleId === scheduleId);
    expect(of(overLimit.id)).toMatchObject({ state: 'failed', errorCode: 'daily_limit', errorParams: { limit: 1 } });
    expect(of(nobody.id)).toMatchObject({ state: 'failed', errorCode: 'nobody_to_send_to', errorParams: null });
    // The API gives the code and values beside the English sentence.
    // A week later the session has ended: signed in again.
    const again = await admin(o);
    // Each failed sending raised one alert for the administrators, worded in their language.
    const alerted = (await again.get('/portal/api/alerts')).json<{
      data: { kind: string; title: string; detail: string }[];
    }>().data;
    expect(
      alerted
        .filter((alert) => alert.kind === 'report_sending_failed')
        .map((alert) => alert.title)
        .sort(),
    ).toEqual(['Report sending failed: “Niemand”', 'Report sending failed: “Zu viele”']);
    expect(alerted[0]?.detail).toMatch(
      /^The report for week 47 \(16 Nov 2026 . 22 Nov 2026\) was not sent\. The schedule's sending history says why/,
    );
    const listed = await again.get(`/portal/api/report-schedules/${overLimit.id}/sendings`);
    expect(listed.statusCode, listed.body).toBe(200);
    const history = listed.json<{
      data: { error: string; error_code: string; error_params: unknown }[];
    }>().data;
    expect(history[0]).toMatchObject({
      error: 'Not sent: the organisation has sent 1 report e-mails in the last 24 hours, its daily limit.',
      error_code: 'daily_limit',
      error_params: { limit: 1 },
    });
    const sendingId = of(nobody.id)?.id ?? 0;
    const detail = (await again.get(`/portal/api/report-schedules/${nobody.id}/sendings/${sendingId}`)).json<{
      error_code: string;
      recipient_results: { address: string; status: string; reason_code: string | null }[];
    }>();
    expect(detail.error_code).toBe('nobody_to_send_to');
    expect(detail.recipient_results).toEqual([
      expect.objectContaining({
        address: 'fremd@outside.words.example',
        status: 'skipped',
        reason_code: 'awaiting_approval',
      }),
    ]);
  });

  it('the test message is in the language of the person asking', async () => {
    const o = await org(`Test ${backend.name}`);
    await t.database.db.update(accounts).set({ language: 'de' }).where(eq(accounts.id, o.adminId));
    const a = await admin(o);
    const sent = await a.post('/portal/api/outgoing-mail/test');
    expect(sent.statusCode, sent.body).toBe(202);
    const [me] = await t.database.db.select().from(accounts).where(eq(accounts.id, o.adminId));
    const [message] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.tenantId, o.tenantId), eq(mailMessages.purpose, 'mail.test')));
    expect(message?.subject).toBe('Testnachricht von Caretaker');
    expect(message?.textBody).toBe(
      `Hallo ${me?.name},\n\ndies ist eine Testnachricht, gesendet unter Einstellungen → Ausgehende E-Mails. Wenn Sie sie lesen, funktioniert der E-Mail-Versand.\n`,
    );
  });
});

// Every code the server can store has words in both languages of the portal.
describe('the portal words every sending error and skip reason', () => {
  const I18N = path.join(process.cwd(), 'web', 'src', 'i18n');
  for (const language of ['en', 'de'] as const) {
    it(`in ${language}`, async () => {
      const module = (await import(pathToFileURL(path.join(I18N, language, 'sending-errors.ts')).href)) as {
        sendingErrors: {
          general: string;
          codes: Record<string, (p: Record<string, string | number> | null) => string>;
          skipped: {
            general: string;
            codes: Record<string, (p: Record<string, string | number> | null, f: (d: string) => string) => string>;
          };
        };
      };
      const words = module.sendingErrors;
      expect(Object.keys(words.codes).sort()).toEqual([...SENDING_ERROR_CODES].sort());
      expect(Object.keys(words.skipped.codes).sort()).toEqual([...SKIP_REASON_CODES].sort());
      expect(words.codes.daily_limit?.({ limit: 1500 })).toContain(language === 'de' ? '1.500' : '1,500');
      expect(words.codes.owner_inactive?.({ owner: 'Jana Kühn' })).toContain('Jana Kühn');
      expect(words.skipped.codes.unsubscribed?.({ on: '2026-11-02' }, (d) => `[${d}]`)).toContain('[2026-11-02]');
      expect(words.general).not.toBe('');
    });
  }
});
