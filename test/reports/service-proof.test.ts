// The proof of service (Leistungsnachweis): a week of cleaning plans at two properties,
// done on time, late and not at all, with a checklist item found not in order; the PDF is
// read back and its figures compared with counts worked out by hand below (the same week
// the Soll/Ist screen's test counts).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brandingSnapshot } from '../../src/modules/branding/branding.service.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import { PRODUCERS, type ProduceContext } from '../../src/modules/report-schedules/producers.js';
import { renderServiceProofFor } from '../../src/modules/reports/reports.service.js';
import { InProcessPdfRenderer } from '../../src/platform/pdf/in-process.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { organisation } from '../portal/organisation.js';
import { firstPagePng, pdfPages } from './pdf-text.js';
import { savePdf } from './report-app.js';

const renderer = new InProcessPdfRenderer();

describeEachBackend('proof of service', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>, status = 200) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json<T>();
  };

  it('shows each area and service planned, on time, late, missed and open, who did it when, the reasons and the failed checklist items', async () => {
    t.clock.set(Date.parse('2026-03-20T10:00:00Z'));
    const org = await organisation(t);
    let admin = org.admin;
    const at = async (instant: string) => {
      t.clock.set(Date.parse(instant));
      admin = await portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });
    };
    const client = await ok<{ id: number }>(admin.post('/portal/api/clients', { name: 'Alster Immobilien' }), 201);
    const linden = (
      await ok<{ id: number }>(admin.post('/portal/api/properties', { name: 'Lindenhof', client_id: client.id }), 201)
    ).id;
    const park = (await ok<{ id: number }>(admin.post('/portal/api/properties', { name: 'Parkhaus' }), 201)).id;
    const service = async (property: number, area: string, title: string, frequency: string) => {
      const made = await ok<{ id: number }>(
        admin.post(`/portal/api/properties/${property}/plan-areas`, { name: area }),
        201,
      );
      return (
        await ok<{ id: number }>(
          admin.post(`/portal/api/plan-areas/${made.id}/services`, {
            title,
            frequency,
            window_start: '06:00',
            window_end: '08:00',
            valid_from: '2026-03-23',
            checklist: ['Böden gewischt', 'Papierkörbe geleert'],
          }),
          201,
        )
      ).id;
    };
    const daily = await service(linden, 'RG1 Büro', 'Büro reinigen', 'täglich');
    const sunday = await service(linden, 'RG2 Sanitär', 'Sanitär prüfen', 'wöchentlich am Sonntag');
    const monday = await service(park, 'Tiefgarage', 'Tiefgarage fegen', 'wöchentlich am Montag');

    const taskOf = async (serviceId: number, day: string): Promise<number> => {
      const result = await t.database.db.execute(
        sql`select id from tasks where tenant_id = ${org.tenantId} and plan_service_id = ${serviceId} and plan_occurrence_date = ${day}`,
      );
      return Number((result as { rows: { id: number | string }[] }).rows[0]!.id);
    };
    const complete = async (serviceId: number, day: string, instant: string, note?: string) => {
      await at(instant);
      await ok(
        admin.post(`/portal/api/field/tasks/${await taskOf(serviceId, day)}/complete`, {
          uuid: randomUUID(),
          ...(note ? { note } : {}),
        }),
      );
    };

    // What the missed scan does, for this organisation only: the scan covers every
    // organisation of the database, and other suites share it with their own clocks.
    const markMissed = () =>
      t.database.db.execute(
        sql`update tasks set missed_at = ${new Date(t.clock()).toISOString()}::timestamptz where tenant_id = ${org.tenantId} and plan_service_id is not null and status in ('open', 'in_progress') and missed_at is null and window_ends_at < ${new Date(t.clock()).toISOString()}::timestamptz`,
      );
    // Window 06:00–08:00 in Berlin. Monday: the office on time (07:00 UTC is 08:00, its
    // last instant), the car park a millisecond late.
    await complete(daily, '2026-03-23', '2026-03-23T07:00:00.000Z');
    await complete(monday, '2026-03-23', '2026-03-23T07:00:00.001Z', 'Schlüssel fehlte');
    await complete(daily, '2026-03-24', '2026-03-24T06:00:00Z');
    await at('2026-03-26T07:05:00Z');
    await markMissed();
    await ok(
      admin.patch(`/portal/api/tasks/${await taskOf(daily, '2026-03-25')}`, { missed_reason: 'Zugang gesperrt' }),
    );
    await at('2026-03-27T07:05:00Z');
    await markMissed();
    await complete(daily, '2026-03-27', '2026-03-27T09:00:00Z', 'Nachgeholt');
    await complete(daily, '2026-03-28', '2026-03-28T05:30:00Z');
    await complete(daily, '2026-03-29', '2026-03-29T05:59:00Z');
    await complete(sunday, '2026-03-29', '2026-03-29T06:30:00Z');
    await at('2026-03-29T12:00:00Z');
    await markMissed();

    // Saturday's office cleaning found a bin not emptied, with a photo.
    const photo = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa7755' } })
        .jpeg()
        .toBuffer(),
      contentType: 'image/jpeg',
    });
    const checklist = [
      { item: 'Böden gewischt', result: 'ok', note: null, file_ids: [] },
      { item: 'Papierkörbe geleert', result: 'failed', note: 'Papierkorb in Raum 3 voll', file_ids: [photo.id] },
    ];
    await t.database.db.execute(
      sql`update tasks set checklist = ${JSON.stringify(checklist)}::jsonb where tenant_id = ${org.tenantId} and id = ${await taskOf(daily, '2026-03-28')}`,
    );

    // For the client: Lindenhof only. By hand: the office 7 planned (Mon, Tue, Sat, Sun on
    // time; Fri late; Wed, Thu missed), the washrooms 1 (late): 8 planned, 4 on time, 2
    // late, 2 missed, 0 open; 4 of 8 = 50 % on time.
    const forClient = await renderServiceProofFor({ ...t.deps, files: t.fileStore }, renderer, {
      tenantId: org.tenantId,
      subject: { clientId: client.id },
      from: '2026-03-23',
      to: '2026-03-29',
      branding: 'default',
    });
    expect(forClient.pictures).toBe(1);
    expect(forClient.missingPictures).toBe(0);
    const path = savePdf(`service-proof-client-${backend.name}`, forClient.bytes);
    await firstPagePng(path, `service-proof-client-${backend.name}`);
    const text = (await pdfPages(forClient.bytes)).join(' ');
    expect(text).toContain('Leistungsnachweis');
    expect(text).toContain('Alster Immobilien');
    expect(text).toContain('23.03.2026 – 29.03.2026');
    expect(text).toContain('8 Geplant 4 Pünktlich 2 Verspätet 2 Verpasst 0 Offen 50 % Anteil pünktlich');
    expect(text).toContain('Lindenhof · 50 % pünktlich');
    expect(text).toContain('RG1 Büro Büro reinigen 7 4 1 2 0');
    expect(text).toContain('RG2 Sanitär Sanitär prüfen 1 0 1 0 0');
    expect(text).not.toContain('Parkhaus');
    // Each occurrence: the missed Wednesday with its reason, the late Friday with its note.
    expect(text).toContain('25.03.2026 RG1 Büro Büro reinigen Verpasst Zugang gesperrt');
    expect(text).toMatch(/27\.03\.2026 RG1 Büro Büro reinigen Verspätet 27\.03\.2026, 10:00 \S+ .*Nachgeholt/);
    expect(text).toContain('Papierkörbe geleert');
    expect(text).toContain('Notiz: Papierkorb in Raum 3 voll');
    expect(text).not.toContain('Böden gewischt');

    // The subscription's producer, in English, for both properties: 9 planned, 4 on time
    // (44.4 %), 3 late, 2 missed.
    const ctx = (from: string, to: string): ProduceContext => ({
      deps: t.deps,
      files: t.fileStore,
      pdf: renderer,
      tenantId: org.tenantId,
      templateId: null,
      propertyIds: [linden, park],
      period: { from: new Date(from), to: new Date(to) },
      periodLabel: 'week 13',
      scopeLabel: 'Lindenhof, Parkhaus',
      language: 'en',
      timeZone: 'Europe/Berlin',
      tenantTimeZone: 'Europe/Berlin',
      branding: undefined as never,
      generatedAt: new Date(t.clock()),
    });
    const week = ctx('2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z');
    week.branding = await brandingSnapshot(t.database.db, t.fileStore, org.tenantId, 'default');
    expect(await PRODUCERS.service_proof.isEmpty(week)).toBe(false);
    const before = {
      ...week,
      period: { from: new Date('2026-03-15T23:00:00Z'), to: new Date('2026-03-22T23:00:00Z') },
    };
    expect(await PRODUCERS.service_proof.isEmpty(before)).toBe(true);
    const produced = await PRODUCERS.service_proof.produce(week, `${org.tenantId}/test/service-proof.pdf`);
    expect(produced.fileName).toBe('proof-of-service-2026-03-23_2026-03-29.pdf');
    const stored = await t.fileStore.get(`${org.tenantId}/test/service-proof.pdf`);
    const english = (await pdfPages(new Uint8Array(stored!))).join(' ');
    expect(english).toContain('Proof of service');
    expect(english).toContain('9 Planned 4 On time 3 Late 2 Missed 0 Open 44.4 % Share on time');
    expect(english).toContain('Parkhaus · 0 % on time');
    expect(english).toContain('Tiefgarage Tiefgarage fegen 1 0 1 0 0');
    expect(english).toContain('Schlüssel fehlte');
    expect(english).toContain('Checklist items found not in order');
  });
});
