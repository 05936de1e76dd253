// The inspection report: an inspection of four areas rated by hand, with a defect and its
// photo, the client representative's signature and an earlier inspection for the trend; the
// PDF is read back and every score on it compared with the figures worked out below, so the
// score on paper is the one a reader recomputes from the weights printed with it.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountActor } from '../../src/modules/access/actor.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import type { TemplateDefinition } from '../../src/modules/inspections/inspection-score.js';
import {
  completeInspection,
  createInspectionTemplate,
  recordRatings,
  startInspection,
} from '../../src/modules/inspections/inspections.service.js';
import { brandingSnapshot } from '../../src/modules/branding/branding.service.js';
import { PRODUCERS, type ProduceContext } from '../../src/modules/report-schedules/producers.js';
import { renderReportFor } from '../../src/modules/reports/reports.service.js';
import { addPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
import { InProcessPdfRenderer } from '../../src/platform/pdf/in-process.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from '../portal/organisation.js';
import { firstPagePng, pdfPageImages, pdfPages } from './pdf-text.js';
import { savePdf, setOrganisationLanguage } from './report-app.js';

const renderer = new InProcessPdfRenderer();

/** 1–3 scale (100/85/70 %); floor weighs 2, sanitary 3 and only in sanitary areas; sanitary areas weigh 2. */
const DEFINITION: TemplateDefinition = {
  scale: {
    kind: '1-3',
    steps: [
      { value: '1', percent: 100 },
      { value: '2', percent: 85 },
      { value: '3', percent: 70 },
    ],
  },
  criteria: [
    { id: 'floor', label: 'Boden', areaTypes: [], weight: 2 },
    { id: 'surfaces', label: 'Oberflächen', areaTypes: [] },
    { id: 'sanitary', label: 'Sanitärobjekte', areaTypes: ['Sanitär'], weight: 3 },
  ],
  areaTypeWeights: { Büro: 1, Sanitär: 2 },
  thresholdPercent: 85,
  samplePercent: 50,
  sampleMinimum: 1,
};

describeEachBackend('inspection report', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('prints every rating, weight and score worked out by hand, the defect with its photo, the signature and the trend', async () => {
    t.clock.set(Date.parse('2026-02-18T10:00:00Z'));
    const org = await organisation(t);
    const office: AccountActor = {
      kind: 'person',
      tenantId: org.tenantId,
      accountId: org.adminId,
      allProperties: true,
    };
    const property = await org.property({ name: 'Lindenhof' });
    const area = async (name: string, type: string) =>
      (await addPlanArea(t.deps, office, { property_id: property, name, type })).id;
    const a = await area('Büro A', 'Büro');
    const b = await area('Büro B', 'Büro');
    const c = await area('Büro C', 'Büro');
    await area('Büro D', 'Büro');
    const wc = await area('WC 1', 'Sanitär');
    const template = await createInspectionTemplate(t.deps, office, {
      name: 'Monatskontrolle',
      definition: DEFINITION,
    });

    // February: everything rated 1 (100 %), the trend's first bar.
    const february = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-02-18',
      sample: [a, b, wc],
    });
    await recordRatings(t.deps, office, february, [
      { area_id: a, criterion_id: 'floor', step: '1' },
      { area_id: b, criterion_id: 'floor', step: '1' },
      { area_id: wc, criterion_id: 'sanitary', step: '1' },
    ]);
    await completeInspection(t.deps, office, february);

    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const photo = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a4a' } })
        .jpeg()
        .toBuffer(),
      contentType: 'image/jpeg',
    });
    const signature = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: await sharp({ create: { width: 300, height: 100, channels: 4, background: '#00000000' } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="300" height="100"><path d="M10 80 Q 80 10 150 60 T 290 30" stroke="black" fill="none" stroke-width="4"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer(),
      contentType: 'image/png',
    });
    const id = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-03-25',
      seed: 4711,
      sample: [a, b, c, wc],
    });
    await recordRatings(t.deps, office, id, [
      { area_id: a, criterion_id: 'floor', step: '1' }, // 100 × 2
      { area_id: a, criterion_id: 'surfaces', step: '2' }, // 85 × 1   -> A = 285 / 3 = 95
      {
        area_id: b,
        criterion_id: 'floor',
        step: '3', // 70 × 2
        defect: true,
        note: 'Staub unter den Tischen',
        photo_file_ids: [photo.id],
      },
      { area_id: b, criterion_id: 'surfaces', step: null }, // n/a  -> B = 140 / 2 = 70
      { area_id: c, criterion_id: 'floor', step: '2' }, // 85 × 2
      { area_id: c, criterion_id: 'surfaces', step: '3' }, // 70 × 1   -> C = 240 / 3 = 80
      { area_id: wc, criterion_id: 'floor', step: '2' }, // 85 × 2
      { area_id: wc, criterion_id: 'surfaces', step: '1' }, // 100 × 1
      { area_id: wc, criterion_id: 'sanitary', step: '3' }, // 70 × 3  -> WC 1 = 480 / 6 = 80
    ]);
    // Büro = (95 + 70 + 80) / 3 = 81.67; Sanitär = 80; overall = (1 × 245/3 + 2 × 80) / 3 = 725 / 9 = 80.56,
    // shown 80,6 %, under the threshold of 85 %.
    await completeInspection(t.deps, office, id, {
      client_representative_name: 'Frau Berg',
      client_signature_file_id: signature.id,
    });

    const german = await renderReportFor({ ...t.deps, files: t.fileStore }, renderer, {
      tenantId: org.tenantId,
      kind: 'inspection',
      subjectId: id,
      branding: 'default',
    });
    expect(german.missingPictures).toBe(0);
    expect(german.pictures).toBe(2);
    const path = savePdf(`inspection-report-${backend.name}`, german.bytes);
    await firstPagePng(path, `inspection-report-${backend.name}`);
    const text = (await pdfPages(german.bytes)).join(' ');
    expect(text).toContain('Qualitätskontrolle');
    expect(text).toContain('Lindenhof · 25.03.2026');
    expect(text).toContain('Monatskontrolle (Version 1)');
    expect(text).toContain('4711');
    expect(text).toMatch(/Gesamtergebnis/);
    expect(text).toContain('80,6 %');
    expect(text).toContain('Unter der Abnahmegrenze');
    // Per area type, with its weight: Büro 3 areas, weight 1, 81,7 %; Sanitär 1 area, weight 2, 80,0 %.
    expect(text).toMatch(/Büro 3 1 81,7 %/);
    expect(text).toMatch(/Sanitär 1 2 80,0 %/);
    // Per area, and each criterion's weight, rating and percent.
    expect(text).toContain('Büro A · Büro · 95,0 %');
    expect(text).toContain('Büro B · Büro · 70,0 %');
    expect(text).toContain('Büro C · Büro · 80,0 %');
    expect(text).toContain('WC 1 · Sanitär · 80,0 %');
    expect(text).toMatch(/Boden · Beanstandung 2 3 70 % Staub unter den Tischen/);
    expect(text).toMatch(/Oberflächen 1 entfällt –/);
    expect(text).toMatch(/Sanitärobjekte 3 3 70 %/);
    // The formula and the weights to recompute it.
    expect(text).toContain('So wird das Ergebnis berechnet');
    expect(text).toContain('Skala: 1 = 100 % · 2 = 85 % · 3 = 70 %');
    expect(text).toContain('Gewichte der Bereichsarten: Büro = 1 · Sanitär = 2');
    expect(text).toContain('Vertreter des Kunden: Frau Berg');
    // The trend: February's 100 % and this 80,6 %.
    expect(text).toMatch(/100,0 % 18\.02\.2026 80,6 % 25\.03\.2026/);
    // The photo of the defect and the signature are painted.
    expect((await pdfPageImages(german.bytes)).reduce((sum, n) => sum + n, 0)).toBe(2);

    await setOrganisationLanguage(t, org.tenantId, 'en');
    const english = await renderReportFor({ ...t.deps, files: t.fileStore }, renderer, {
      tenantId: org.tenantId,
      kind: 'inspection',
      subjectId: id,
      branding: 'default',
    });
    const englishText = (await pdfPages(english.bytes)).join(' ');
    expect(englishText).toContain('Quality inspection');
    expect(englishText).toContain('80.6 %');
    expect(englishText).toContain('Below the threshold');
    expect(englishText).toContain('How the score is computed');

    // The subscription's producer (report e-mails): the inspections completed in March, an
    // overview row each, then each report; February's lies outside the period.
    const march: ProduceContext = {
      deps: t.deps,
      files: t.fileStore,
      pdf: renderer,
      tenantId: org.tenantId,
      templateId: null,
      propertyIds: [property],
      period: { from: new Date('2026-02-28T23:00:00Z'), to: new Date('2026-03-31T22:00:00Z') },
      periodLabel: 'March 2026',
      scopeLabel: 'Lindenhof',
      language: 'en',
      timeZone: 'Europe/Berlin',
      tenantTimeZone: 'Europe/Berlin',
      branding: await brandingSnapshot(t.database.db, t.fileStore, org.tenantId, 'default'),
      generatedAt: new Date(t.clock()),
    };
    expect(await PRODUCERS.inspections.isEmpty(march)).toBe(false);
    const april = {
      ...march,
      period: { from: new Date('2026-03-31T22:00:00Z'), to: new Date('2026-04-30T22:00:00Z') },
    };
    expect(await PRODUCERS.inspections.isEmpty(april)).toBe(true);
    const elsewhere = { ...march, propertyIds: [await org.property({ name: 'Parkhaus' })] };
    expect(await PRODUCERS.inspections.isEmpty(elsewhere)).toBe(true);
    const produced = await PRODUCERS.inspections.produce(march, `${org.tenantId}/test/inspections.pdf`);
    expect(produced.fileName).toBe('quality-inspections-2026-03-01_2026-03-31.pdf');
    const stored = await t.fileStore.get(`${org.tenantId}/test/inspections.pdf`);
    const period = (await pdfPages(new Uint8Array(stored!))).join(' ');
    expect(period).toContain('Quality inspections');
    // The overview: date, property, score, threshold, defects.
    expect(period).toContain('25 Mar 2026 Lindenhof 80.6 % 85 % 1');
    expect(period).not.toContain('18 Feb 2026 Lindenhof 100.0 %');
    expect(period).toContain('Staub unter den Tischen');
  });

  it('gives the report only to the office people who see the property; another organisation’s inspection reads as unknown', async () => {
    t.clock.set(Date.parse('2026-03-25T10:00:00Z'));
    const org = await organisation(t);
    const office: AccountActor = {
      kind: 'person',
      tenantId: org.tenantId,
      accountId: org.adminId,
      allProperties: true,
    };
    const property = await org.property({ name: 'Parkhaus' });
    const other = await org.property({ name: 'Rathaus' });
    const area = (await addPlanArea(t.deps, office, { property_id: property, name: 'Halle', type: 'Büro' })).id;
    const template = await createInspectionTemplate(t.deps, office, { name: 'Kurz', definition: DEFINITION });
    const id = await startInspection(t.deps, office, {
      property_id: property,
      template_id: template.template_id,
      date: '2026-03-25',
      sample: [area],
    });
    expect((await org.admin.post('/portal/api/reports', { kind: 'inspection', subject_id: id })).statusCode).toBe(202);
    const elsewhere = await org.member('admin', [other]);
    const refused = await elsewhere.client.post('/portal/api/reports', { kind: 'inspection', subject_id: id });
    expect(refused.statusCode, refused.body).toBe(404);
    const worker = await org.member('worker', 'all');
    const noPermission = await worker.client.post('/portal/api/reports', { kind: 'inspection', subject_id: id });
    expect(noPermission.statusCode, noPermission.body).toBe(404);
    const stranger = await organisation(t);
    const foreign = await stranger.admin.post('/portal/api/reports', { kind: 'inspection', subject_id: id });
    expect(foreign.statusCode, foreign.body).toBe(404);
  });
});
