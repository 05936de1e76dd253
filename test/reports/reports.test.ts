import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/modules/clients/clients.tables.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { changeIncidentStatus, commentOnIncident } from '../../src/modules/incidents/incident-workflow.service.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidentPhotos } from '../../src/modules/incidents/incidents.tables.js';
import { plainBranding } from '../../src/modules/branding/branding.js';
import { isFailedCheck } from '../../src/modules/reports/report-document.js';
import { generateReportJob } from '../../src/modules/reports/report-jobs.js';
import { renderReport } from '../../src/modules/reports/reports.service.js';
import { generatedReports } from '../../src/modules/reports/reports.tables.js';
import { tenants } from '../../src/modules/tenants/tenants.tables.js';
import type { JobRunner } from '../../src/platform/jobs/runner.js';
import type { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { describeEachBackend, type TestApp } from '../helpers/harness.js';
import { expectProblem, type Organisation, organisation } from '../portal/organisation.js';
import { firstPagePng, pdfPages } from './pdf-text.js';
import {
  propertyWithClient as propertyWithClientOf,
  type ReportApp,
  savePdf,
  setOrganisationLanguage,
  startReportApp,
} from './report-app.js';

const DAY = 24 * 3600 * 1000;

async function jpeg(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 90 C 60 10, 110 10, 150 80 S 260 120, 390 30" stroke="#102a6b" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describeEachBackend('PDF reports', (backend) => {
  let app: ReportApp;
  let t: TestApp;
  let runner: JobRunner;
  let pdf: WorkerPoolPdfRenderer;
  beforeAll(async () => {
    app = await startReportApp(backend);
    ({ t, runner, pdf } = app);
    t.clock.set(Date.parse('2026-11-23T09:00:00Z'));
  });
  afterAll(async () => app.close());

  const setLanguage = (org: Organisation, language: 'de' | 'en') => setOrganisationLanguage(t, org.tenantId, language);

  const propertyWithClient = async (org: Organisation) => (await propertyWithClientOf(t, org)).propertyId;

  async function photo(org: Organisation, colour: string) {
    const file = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: await jpeg(1600, 1200, colour),
      contentType: 'image/jpeg',
    });
    return file.id;
  }

  async function submittedForm(org: Organisation, property: number, extraFields = 0) {
    const { id: templateId } = await createFormTemplate(t.deps, org.tenantId, {
      name: 'Reinigungskontrolle',
      fields: [
        { id: 'entrance_clean', type: 'checkbox', label: 'Eingang sauber', required: true },
        { id: 'bins_emptied', type: 'checkbox', label: 'Mülltonnen geleert', required: true },
        { id: 'overall', type: 'rating', label: 'Gesamteindruck', required: true },
        { id: 'stairwell', type: 'rating', label: 'Treppenhaus', required: false },
        { id: 'areas', type: 'multiple_choice', label: 'Bereiche', options: ['Eingang', 'Keller', 'Hof'] },
        { id: 'notes', type: 'text', label: 'Bemerkungen' },
        ...Array.from({ length: extraFields }, (_, i) => ({
          id: `extra_${i}`,
          type: 'text' as const,
          label: `Zusatzfrage ${i + 1}`,
        })),
        { id: 'photos', type: 'photo', label: 'Fotos' },
        { id: 'signature', type: 'signature', label: 'Unterschrift Kunde' },
      ],
    });
    const photos = [await photo(org, '#3a7bd5'), await photo(org, '#d53a3a')];
    const signature = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: await signaturePng(),
      contentType: 'image/png',
    });
    return saveFormResponse(t.deps, org.tenantId, {
      templateId,
      propertyId: property,
      accountId: org.adminId,
      answers: {
        entrance_clean: true,
        bins_emptied: false,
        overall: 2,
        stairwell: 4,
        areas: ['Eingang', 'Hof'],
        notes: 'Glastür im Eingang verschmiert.',
        ...Object.fromEntries(Array.from({ length: extraFields }, (_, i) => [`extra_${i}`, `Antwort ${i + 1}`])),
      },
      photos: [
        { fieldId: 'photos', fileId: photos[0] as number },
        { fieldId: 'photos', fileId: photos[1] as number },
        { fieldId: 'signature', fileId: signature.id },
      ],
      submit: true,
    });
  }

  async function generate(org: Organisation, body: Record<string, unknown>) {
    const requested = await org.admin.post('/portal/api/reports', body);
    expect(requested.statusCode, requested.body).toBe(202);
    const { id, status } = requested.json<{ id: number; status: string }>();
    expect(status).toBe('pending');
    const pending = await org.admin.get(`/portal/api/reports/${id}`);
    expect(pending.json()).toMatchObject({ status: 'pending' });
    expectProblem(await org.admin.get(`/portal/api/reports/${id}/file`), 409, 'report_not_ready');
    await runner.runDue();
    const ready = await org.admin.get(`/portal/api/reports/${id}`);
    expect(ready.statusCode, ready.body).toBe(200);
    const report = ready.json<{ status: string; page_count: number; byte_size: number; error: string | null }>();
    expect(report, JSON.stringify(report)).toMatchObject({ status: 'ready', error: null });
    const file = await org.admin.get(`/portal/api/reports/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.length).toBe(report.byte_size);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return { id, report, bytes: file.rawPayload };
  }

  it('makes a form report in German: property, client, answers with failed checks first, photos, signature, page x of y', async () => {
    const org = await organisation(t);
    await setLanguage(org, 'de');
    const property = await propertyWithClient(org);
    const responseId = await submittedForm(org, property);

    const { report, bytes } = await generate(org, { kind: 'form', subject_id: responseId });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBe(report.page_count);
    const first = pages[0] ?? '';
    expect(first).toContain('Formularbericht: Reinigungskontrolle');
    expect(first).toContain('Lindenhof');
    expect(first).toContain('Lindenstraße 4, 50674 Köln');
    expect(first).toContain('Hausverwaltung Rhein GmbH');
    expect(first).toContain('Version 1');
    expect(first).toContain(`Seite 1 von ${pages.length}`);
    // Failed checks come first: the unticked checkbox and the rating of 2, before all answers.
    const failedAt = first.indexOf('Nicht bestandene Prüfpunkte');
    const answersAt = first.indexOf('Antworten');
    expect(failedAt).toBeGreaterThan(0);
    expect(answersAt).toBeGreaterThan(failedAt);
    const failedPart = first.slice(failedAt, answersAt);
    expect(failedPart).toContain('Mülltonnen geleert Nein');
    expect(failedPart).toContain('Gesamteindruck 2 / 5');
    expect(failedPart).not.toContain('Eingang sauber');
    const all = pages.join(' ');
    expect(all).toContain('Eingang sauber Ja');
    expect(all).toContain('Treppenhaus 4 / 5');
    expect(all).toContain('Eingang, Hof');
    expect(all).toContain('Glastür im Eingang verschmiert.');
    expect(all).toContain('Unterschrift: Unterschrift Kunde');
    // The organisation's name brands the header of every page.
    const [tenant] = await t.database.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, org.tenantId));
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(tenant?.name ?? '?');
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
    }
    const file = savePdf('form-report-de', bytes);
    const png = await firstPagePng(file, 'form-report-de');
    if (png !== undefined) expect(existsSync(png)).toBe(true);
  });

  it('repeats the table header on every page a long table runs over, in English', async () => {
    const org = await organisation(t);
    await setLanguage(org, 'en');
    const property = await propertyWithClient(org);
    const responseId = await submittedForm(org, property, 90);
    const { bytes } = await generate(org, { kind: 'form', subject_id: responseId });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    // The answers table runs over pages 1 to 3 at least; its header row opens each of them.
    const answerPages = pages.filter((page) => /Zusatzfrage \d+/.test(page));
    expect(answerPages.length).toBeGreaterThanOrEqual(2);
    for (const page of answerPages) expect(page).toMatch(/Field Answer/);
    expect(pages.join(' ')).toContain('Zusatzfrage 90 Antwort 90');
    await firstPagePng(savePdf('form-report-long-en', bytes), 'form-report-long-en');
  });

  it('makes an incident report with severity, status history, comments and photos', async () => {
    const org = await organisation(t);
    await setLanguage(org, 'en');
    const property = await propertyWithClient(org);
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const { incident } = await createIncident(t.deps, actor, {
      property_id: property,
      title: 'Water in the cellar',
      severity: 'high',
      location: 'Cellar, room 3',
      description: 'About 2 cm of water on the floor, coming from the riser.',
      occurred_at: '2026-11-22T18:30:00Z',
    });
    await changeIncidentStatus(t.deps, actor, incident.id, { status: 'in_progress', comment: 'Plumber booked.' });
    await commentOnIncident(t.deps, actor, incident.id, { text: 'Tenants informed by notice.' });
    await t.database.db.insert(incidentPhotos).values([
      { tenantId: org.tenantId, incidentId: incident.id, fileId: await photo(org, '#2a9d8f'), position: 0 },
      { tenantId: org.tenantId, incidentId: incident.id, fileId: await photo(org, '#e9c46a'), position: 1 },
    ]);

    const { bytes } = await generate(org, { kind: 'incident', subject_id: incident.id });
    const file = savePdf('incident-report-en', bytes);
    const pages = await pdfPages(bytes);
    const all = pages.join(' ');
    expect(all).toContain(`Incident report #${incident.id}`);
    expect(all).toContain('Water in the cellar');
    expect(all).toContain('Severity High');
    expect(all).toContain('Status In progress');
    expect(all).toContain('Cellar, room 3');
    expect(all).toContain('Lindenhof');
    // Occurred 18:30 UTC is 19:30 in Berlin.
    expect(all).toContain('22 Nov 2026, 19:30');
    expect(all).toContain('About 2 cm of water on the floor');
    expect(all).toContain('Status changed from Open to In progress');
    expect(all).toContain('Plumber booked.');
    expect(all).toContain('Tenants informed by notice.');
    expect(all).toContain('Photos');
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    await firstPagePng(file, 'incident-report-en');
  });

  it('shows the branding: footer, address lines, cover page and logo', async () => {
    const org = await organisation(t);
    await setLanguage(org, 'de');
    const property = await propertyWithClient(org);
    const responseId = await submittedForm(org, property);
    const logo = await sharp({ create: { width: 300, height: 90, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const branding = {
      ...plainBranding('Glanz & Gloria Gebäudeservice'),
      accentColor: '#0b6e4f',
      logo: { contentType: 'image/png' as const, dataBase64: logo.toString('base64') },
      addressLines: ['Glanz & Gloria GmbH', 'Ringstraße 12', '50667 Köln'],
      footer: 'Glanz & Gloria GmbH · Amtsgericht Köln HRB 4711 · Geschäftsführerin Gloria Glanz',
      coverPage: true,
    };
    const rendered = await renderReport(t.database.db, t.fileStore, pdf, {
      tenantId: org.tenantId,
      kind: 'form',
      subjectId: responseId,
      branding,
      language: 'de',
      timeZone: 'Europe/Berlin',
      generatedAt: new Date(t.clock()),
    });
    const pages = await pdfPages(rendered.bytes);
    expect(rendered.pageCount).toBe(pages.length);
    // The cover: name, title, address; no footer on it.
    expect(pages[0]).toContain('Glanz & Gloria Gebäudeservice');
    expect(pages[0]).toContain('Formularbericht');
    expect(pages[0]).toContain('Ringstraße 12');
    expect(pages[0]).not.toContain('HRB 4711');
    expect(pages[1]).toContain('Amtsgericht Köln HRB 4711');
    expect(pages[1]).toContain(`Seite 2 von ${pages.length}`);
    const file = savePdf('form-report-branded', Buffer.from(rendered.bytes));
    await firstPagePng(file, 'form-report-branded');
  });

  it("uses the branding of the property's client unless another is asked for, and keeps it when the preset changes later", async () => {
    const org = await organisation(t);
    await setLanguage(org, 'de');
    const property = await propertyWithClient(org);
    const [client] = await t.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.tenantId, org.tenantId));
    const clientId = client?.id as number;
    const preset = (footer: string) =>
      org.admin.request('PUT', `/portal/api/clients/${clientId}/branding`, { accent_color: '#0b6e4f', footer });
    expect((await preset('Im Auftrag der Hausverwaltung Rhein')).statusCode).toBe(200);
    const responseId = await submittedForm(org, property);

    const first = await generate(org, { kind: 'form', subject_id: responseId });
    expect((await pdfPages(first.bytes)).join('\n')).toContain('Im Auftrag der Hausverwaltung Rhein');
    const plain = await generate(org, { kind: 'form', subject_id: responseId, branding: 'default' });
    expect((await pdfPages(plain.bytes)).join('\n')).not.toContain('Im Auftrag der Hausverwaltung Rhein');

    // The preset changes: a new report shows the new footer, the archived one keeps the old.
    expect((await preset('Neue Fußzeile der Hausverwaltung')).statusCode).toBe(200);
    const second = await generate(org, { kind: 'form', subject_id: responseId });
    expect((await pdfPages(second.bytes)).join('\n')).toContain('Neue Fußzeile der Hausverwaltung');
    const archived = await org.admin.get(`/portal/api/reports/${first.id}/file`);
    const archivedText = (await pdfPages(archived.rawPayload)).join('\n');
    expect(archivedText).toContain('Im Auftrag der Hausverwaltung Rhein');
    expect(archivedText).not.toContain('Neue Fußzeile');
  });

  it('keeps reports to whoever may see the subject: other tenants, other properties and incidents without the permission get 404', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const property = await propertyWithClient(org);
    const elsewhere = await org.property({ name: 'Rheinblick' });
    const responseId = await submittedForm(org, property);
    const { id } = await generate(org, { kind: 'form', subject_id: responseId });

    for (const url of [`/portal/api/reports/${id}`, `/portal/api/reports/${id}/file`]) {
      expectProblem(await other.admin.get(url), 404, 'not_found');
    }
    expectProblem(
      await other.admin.post('/portal/api/reports', { kind: 'form', subject_id: responseId }),
      404,
      'not_found',
    );
    expectProblem(await other.admin.get(`/portal/api/reports?kind=form&subject_id=${responseId}`), 404, 'not_found');

    // A worker limited to another property sees neither the response nor its reports.
    const { client: outsider } = await org.member('worker', [elsewhere]);
    expectProblem(await outsider.get(`/portal/api/reports/${id}`), 404, 'not_found');
    expectProblem(
      await outsider.post('/portal/api/reports', { kind: 'form', subject_id: responseId }),
      404,
      'not_found',
    );
    // One at the property may have a form report, but an incident report needs incidents.manage.
    const { client: worker } = await org.member('worker', [property]);
    expect((await worker.post('/portal/api/reports', { kind: 'form', subject_id: responseId })).statusCode).toBe(202);
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const { incident } = await createIncident(t.deps, actor, {
      title: 'Lamp broken',
      severity: 'low',
      property_id: property,
    });
    expectProblem(
      await worker.post('/portal/api/reports', { kind: 'incident', subject_id: incident.id }),
      404,
      'not_found',
    );

    // The list shows the earlier reports of a subject, newest first.
    const list = await org.admin.get(`/portal/api/reports?kind=form&subject_id=${responseId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: { id: number }[] }>().data.map((r) => r.id)[1]).toBe(id);

    expectProblem(
      await org.admin.post('/portal/api/reports', { kind: 'form', subject_id: responseId, branding: 999999 }),
      422,
      'validation_failed',
    );
  });

  it('marks a report failed with a clear reason when its subject is gone, and purges reports after 90 days', async () => {
    const org = await organisation(t);
    const property = await propertyWithClient(org);
    const responseId = await submittedForm(org, property);
    const { id } = await generate(org, { kind: 'form', subject_id: responseId });
    const [row] = await t.database.db.select().from(generatedReports).where(eq(generatedReports.id, id));
    expect(row?.fileKey).toBeTruthy();
    expect(await t.fileStore.get(row?.fileKey ?? '')).toBeDefined();
    expect(row?.expiresAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + 90 * DAY);

    // A pending report whose subject vanished fails for good, with the reason.
    const [orphan] = await t.database.db
      .insert(generatedReports)
      .values({
        tenantId: org.tenantId,
        kind: 'incident',
        subjectId: 987654321,
        language: 'en',
        branding: plainBranding('X'),
        createdAt: new Date(t.clock()),
        expiresAt: new Date(t.clock() + 90 * DAY),
      })
      .returning({ id: generatedReports.id });
    const { enqueueJob } = await import('../../src/platform/jobs/queue.js');
    await enqueueJob(t.database.db, t.clock, generateReportJob, {
      payload: { report_id: orphan?.id ?? 0 },
      key: `report:${org.tenantId}:${orphan?.id}`,
      tenantId: org.tenantId,
    });
    await runner.runDue();
    const [failed] = await t.database.db
      .select()
      .from(generatedReports)
      .where(eq(generatedReports.id, orphan?.id ?? 0));
    expect(failed).toMatchObject({ status: 'failed', error: 'Incident 987654321 does not exist (any more).' });

    // 90 days on, the nightly purge removes file and row, once.
    t.clock.advance(91 * DAY);
    await runner.materialiseSchedules();
    await runner.runDue();
    expect(await t.fileStore.get(row?.fileKey ?? '')).toBeUndefined();
    const left = await t.database.db.select().from(generatedReports).where(eq(generatedReports.tenantId, org.tenantId));
    expect(left).toEqual([]);
  });
});

describe('failed checks', () => {
  it('are unticked checkboxes and ratings under 3', () => {
    expect(isFailedCheck({ type: 'checkbox', value: false })).toBe(true);
    expect(isFailedCheck({ type: 'checkbox', value: true })).toBe(false);
    expect(isFailedCheck({ type: 'checkbox', value: null })).toBe(false);
    expect(isFailedCheck({ type: 'rating', value: 2 })).toBe(true);
    expect(isFailedCheck({ type: 'rating', value: 3 })).toBe(false);
    expect(isFailedCheck({ type: 'text', value: 'no' })).toBe(false);
  });
});
