import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, updateOwnProfile } from '../../src/modules/accounts/accounts.service.js';
import { storedFiles } from '../../src/modules/files/files.tables.js';
import {
  createInspectionTemplate,
  reviseInspectionTemplate,
} from '../../src/modules/inspections/inspections.service.js';
import { inspectionRatings, inspections } from '../../src/modules/inspections/inspections.tables.js';
import { createPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  fitsWidth,
  launchBrowser,
  reportPagesOnFailure,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// A quality inspection the server refuses for good is not lost. On a phone (390×844) without a
// network an inspection of two offices is walked, a defect with a photo, signed and completed;
// meanwhile the office revises the template and drops the criterion "Glasflächen". Back online
// the server starts the inspection but refuses its ratings (a rated criterion no longer
// exists): the inspection comes back to the phone's drafts with the server's reason, in
// German and then in English, with its photo and signature. Opened, it shows the office the
// server named, with the current template; completed again it is sent and stored once, under
// the same uuid.

const PHONE = { width: 390, height: 844 };

const CRITERIA = [
  { id: 'boden', label: 'Boden', areaTypes: [], weight: 2 },
  { id: 'glas', label: 'Glasflächen', areaTypes: [], weight: 1 },
];

/** Scale 1–3 (1 = 100, 2 = 85, 3 = 70); every office sampled. */
const DEFINITION = {
  scale: {
    kind: '1-3' as const,
    steps: [
      { value: '1', percent: 100 },
      { value: '2', percent: 85 },
      { value: '3', percent: 70 },
    ],
  },
  criteria: CRITERIA,
  areaTypeWeights: {},
  thresholdPercent: 85,
  samplePercent: 100,
  sampleMinimum: 1,
};

function picture(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 110, b: 120 } } })
    .jpeg()
    .toBuffer();
}

describeInBrowser('Field app in Chromium: an inspection the server refuses comes back to be corrected', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let managerId = 0;
  let templateId = 0;
  let office: { kind: 'person'; tenantId: number; accountId: number; allProperties: boolean };
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps, { timezone: 'Europe/Berlin' });
    tenantId = tenant.tenant.id;
    office = { kind: 'person' as const, tenantId, accountId: tenant.accountId, allProperties: true };
    const propertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Hafenstraße 7' });
    for (const name of ['Büro 2.01', 'Büro 2.02'])
      await createPlanArea(portal.t.deps, office, { property_id: propertyId, name, type: 'Büro' });
    templateId = (
      await createInspectionTemplate(portal.t.deps, office, { name: 'Unterhaltsreinigung', definition: DEFINITION })
    ).template_id;
    const manager = await createAccount(portal.t.deps, tenantId, {
      email: 'jana@nordlicht.example',
      name: 'Jana Roth',
      role: 'manager',
      properties: [propertyId],
    });
    managerId = manager.id;
    await withPassword(portal.t, tenantId, manager.id, 'windows without streaks');
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/app`);
    await submitSignIn(page, 'jana@nordlicht.example', 'windows without streaks');
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const stored = async () =>
    portal.t.database.db
      .select()
      .from(inspections)
      .where(and(eq(inspections.tenantId, tenantId), eq(inspections.inspectorAccountId, managerId)));
  const ratingsOf = async (inspectionId: number) =>
    portal.t.database.db
      .select()
      .from(inspectionRatings)
      .where(and(eq(inspectionRatings.tenantId, tenantId), eq(inspectionRatings.inspectionId, inspectionId)));
  const group = (label: string) => page.getByRole('group', { name: label, exact: true });
  const shot = async (name: string) => {
    expect(await fitsWidth(page), name).toBe(true);
    await screenshot(page, `field-inspection-${name}-phone`);
  };

  it('gives the refused inspection back with the reason, photo and signature; corrected, it is stored once', async () => {
    await page.getByRole('navigation').getByRole('button', { name: 'Formulare' }).click();
    await page.getByRole('button', { name: 'Qualitätskontrolle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Qualitätskontrolle' }).waitFor();
    await expect.poll(() => page.getByLabel('Objekt').locator('option').count(), { timeout: 15_000 }).toBe(2);

    await context.setOffline(true);
    await page.getByLabel('Objekt').selectOption({ label: 'Hafenstraße 7' });
    await page.getByLabel('Vorlage').selectOption({ label: 'Unterhaltsreinigung' });
    await page.getByRole('button', { name: 'Stichprobe vorschlagen' }).click();
    await expect.poll(() => page.locator('.inspection__sampled').count()).toBe(2);
    await page.getByRole('button', { name: 'Kontrolle beginnen' }).click();

    // First office: the floor a defect with a photo, the glass rated; second office: both rated.
    await page.getByText('Bereich 1 von 2').waitFor();
    const firstOffice = (await page.locator('#inspection-area').textContent()) ?? '';
    await group('Boden').getByRole('button', { name: '3 · 70 %' }).click();
    await group('Boden').getByRole('button', { name: 'Beanstandung' }).click();
    const chooser = page.waitForEvent('filechooser');
    await group('Boden').getByRole('button', { name: 'Aus Galerie wählen' }).click();
    await (await chooser).setFiles({ name: 'boden.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await expect.poll(() => group('Boden').getByRole('img').count()).toBe(1);
    await group('Glasflächen').getByRole('button', { name: '2 · 85 %' }).click();
    await page.getByRole('button', { name: 'Nächster Bereich ›' }).click();
    await page.getByText('Bereich 2 von 2').waitFor();
    await group('Boden').getByRole('button', { name: '1 · 100 %' }).click();
    await group('Glasflächen').getByRole('button', { name: '1 · 100 %' }).click();
    await page.getByRole('button', { name: 'Zur Zusammenfassung' }).click();
    await page.getByRole('button', { name: 'Zur Unterschrift' }).click();
    await page.getByLabel('Name des Vertreters des Kunden').fill('Herr Kaya');
    const canvas = page.getByRole('img', { name: 'Unterschrift des Vertreters des Kunden' });
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature canvas');
    await page.mouse.move(box.x + 30, box.y + 110);
    await page.mouse.down();
    for (const [px, py] of [
      [80, 50],
      [140, 120],
      [220, 60],
    ] as const)
      await page.mouse.move(box.x + px, box.y + py, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Kontrolle abschließen' }).click();
    await page.getByText('Wartet auf Senden').waitFor();
    const uuid = await page.evaluate(() => window.sessionStorage.getItem('ct_field_inspection_just_done'));
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    // Meanwhile the office drops "Glasflächen" from the template.
    await reviseInspectionTemplate(portal.t.deps, office, templateId, {
      definition: { ...DEFINITION, criteria: [CRITERIA[0]!] },
    });

    await context.setOffline(false);
    await page.getByText('Vom Server zurückgegeben – bitte korrigieren').waitFor({ timeout: 30_000 });
    const returned = page.locator('.inspection__row', { hasText: 'Zurückgegeben' });
    await returned.getByText('Dieses Kriterium gilt für diesen Bereich nicht.').waitFor();
    await returned.getByText(`Bereich: ${firstOffice} · Kriterium: Glasflächen`).waitFor();
    expect(await page.getByText('Wartet auf Senden').count()).toBe(0);
    await shot('returned-list-de');
    // The Forms tab's entry says so too.
    await page.getByRole('navigation').getByRole('button', { name: 'Formulare' }).click();
    await page.getByText('1 Kontrolle vom Server zurückgegeben – bitte korrigieren.').waitFor();
    await page.getByRole('button', { name: 'Qualitätskontrolle' }).click();
    // The server started it (the start was fine) and took none of the ratings.
    const [started, ...others] = await stored();
    expect(others).toEqual([]);
    expect(started).toMatchObject({ uuid, status: 'draft', templateVersion: 2 });
    expect(await ratingsOf(started?.id ?? 0)).toEqual([]);

    // Opened: at the office the server named, with the template as it is now, photo kept.
    await returned.getByRole('button', { name: 'Öffnen und korrigieren' }).click();
    await page.getByRole('heading', { name: 'Der Server hat diese Kontrolle zurückgegeben' }).waitFor();
    await page.getByText('Bereich 1 von 2').waitFor();
    expect(await page.locator('#inspection-area').textContent()).toBe(firstOffice);
    expect(await group('Glasflächen').count()).toBe(0);
    await page
      .getByText('„Glasflächen“ gehört nicht mehr zur Vorlage; diese Bewertung wird nicht mehr gesendet.')
      .waitFor();
    expect(await group('Boden').getByRole('button', { name: 'Beanstandung' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(() =>
        group('Boden')
          .getByRole('img')
          .first()
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBe(800);
    await shot('returned-de');

    // The same draft in English (the person's language changed, the page loaded again).
    await updateOwnProfile(portal.t.deps, tenantId, managerId, { language: 'en' });
    await page.reload();
    await page.getByRole('heading', { name: 'The server returned this inspection' }).waitFor();
    await page.getByText('This criterion does not apply to this area.').waitFor();
    await page.getByText(`Area: ${firstOffice} · Criterion: Glasflächen`).waitFor();
    await expect
      .poll(() =>
        group('Boden')
          .getByRole('img')
          .first()
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBe(800);
    await shot('returned-en');

    // Corrected (nothing left to rate for the glass), signed as before, completed again.
    await page.getByRole('button', { name: 'Next area ›' }).click();
    await page.getByText('Area 2 of 2').waitFor();
    await page.getByRole('button', { name: 'To the summary' }).click();
    await page.getByRole('button', { name: 'To the signature' }).click();
    await page.getByRole('img', { name: 'Signature of Herr Kaya' }).waitFor();
    await page.getByRole('button', { name: 'Complete inspection' }).click();
    await page.getByText('The inspection has been sent.').waitFor({ timeout: 20_000 });
    await page.getByText(/Overall score: 85(\.0)? % – passed/).waitFor();
    expect(await page.getByText('Returned by the server – please correct').count()).toBe(0);
    await shot('returned-sent-en');

    // Stored once, under the same uuid: the two floors, the defect with its photo, the signature.
    //   first office: floor 3 (70), second office: floor 1 (100) -> (70 + 100) / 2 = 85.0 -> passed.
    const [done, ...more] = await stored();
    expect(more).toEqual([]);
    expect(done).toMatchObject({ uuid, status: 'completed', clientRepresentativeName: 'Herr Kaya' });
    expect(done?.scorePercent).toBeCloseTo(85, 9);
    expect(done?.clientSignatureFileId).toBeGreaterThan(0);
    const rows = await ratingsOf(done?.id ?? 0);
    expect(rows.map((r) => r.criterionId)).toEqual(['boden', 'boden']);
    const defect = rows.find((r) => r.defect);
    expect(defect?.step).toBe('3');
    expect(defect?.photoFileIds).toHaveLength(1);
    // The photo and the signature were uploaded once, before the refusal, and used again.
    const files = await portal.t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.uploadedByAccountId, managerId)));
    expect(files.map((f) => f.id).sort((a, b) => a - b)).toEqual(
      [defect?.photoFileIds[0], done?.clientSignatureFileId].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });
});
