import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCompany } from '../../src/cli/demo-company.js';
import { TIME_ZONE } from '../../src/cli/demo-time.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import type { AccountActor } from '../../src/modules/access/actor.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import {
  completeInspection,
  createInspectionTemplate,
  recordRatings,
  startInspection,
} from '../../src/modules/inspections/inspections.service.js';
import { createPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  fitsWidth,
  launchBrowser,
  reportPagesOnFailure,
  type RunningPortal,
  screenshot,
  submitSignIn,
  startPortal,
} from './browser.js';

// The office's quality inspections at 1366×800 and 390×844, German and English: the list
// with one passed and one below-threshold inspection (the latter highlighted in words and
// colour), the filter for it, the trend, the detail's figures worked out by hand, and a task
// made from the defect in one click, holding the defect's photo in the office and the field app.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'every desk gets a look';

/** Scale 1–5 (100/90/80/70/60 %); Boden weighs 2, Abfallbehälter 1; area types weigh 1; every area is sampled. */
const DEFINITION = {
  scale: {
    kind: '1-5' as const,
    steps: [
      { value: '1', percent: 100 },
      { value: '2', percent: 90 },
      { value: '3', percent: 80 },
      { value: '4', percent: 70 },
      { value: '5', percent: 60 },
    ],
  },
  criteria: [
    { id: 'floor', label: 'Boden', areaTypes: [], weight: 2 },
    { id: 'bins', label: 'Abfallbehälter', areaTypes: [] },
  ],
  areaTypeWeights: {},
  thresholdPercent: 85,
  samplePercent: 100,
  sampleMinimum: 1,
};

/** The first day of the month before `day`'s, and that month's 20th. */
function lastMonth(day: string): { early: string; late: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  return { early: first.replace(/-01$/, '-05'), late: first.replace(/-01$/, '-20') };
}

describeInBrowser('Inspections in the office in Chromium: list, filter, trend, detail and a task from a defect', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminId = 0;
  let adminName = '';
  let belowId = 0;
  let passedId = 0;
  const setLanguage = (language: 'en' | null) =>
    portal.t.database.db
      .update(accounts)
      .set({ language })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const deps = portal.t.deps;
    const tenant = await createTenant(deps, { name: 'Prüf und Sauber GmbH', plan: 'PREMIUM', timezone: TIME_ZONE });
    tenantId = tenant.id;
    const company = await seedCompany(deps, tenant.id);
    adminId = company.admin.id;
    adminName = company.admin.name ?? '';
    const admin: AccountActor = company.adminAccess;
    const property = company.propertyId('rheinauhafen');
    const office = await createPlanArea(deps, admin, { property_id: property, name: 'Büro 3.01', type: 'Büro' });
    const wc = await createPlanArea(deps, admin, { property_id: property, name: 'WC 3. OG', type: 'Sanitär' });
    const template = await createInspectionTemplate(deps, admin, { name: 'Monatskontrolle', definition: DEFINITION });
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8d6e63' } })
      .jpeg()
      .toBuffer();
    const photo = await storeFile(deps.database.db, portal.t.fileStore, tenant.id, {
      data: jpeg,
      contentType: 'image/jpeg',
      uploadedByAccountId: admin.accountId,
    });
    const { early, late } = lastMonth(calendarDay(Date.now(), TIME_ZONE));
    const inspect = async (date: string, steps: Record<number, [string, string]>, defect = false) => {
      const id = await startInspection(deps, admin, { property_id: property, template_id: template.template_id, date });
      await recordRatings(
        deps,
        admin,
        id,
        Object.entries(steps).flatMap(([area, [floor, bins]]) => [
          {
            area_id: Number(area),
            criterion_id: 'floor',
            step: floor,
            ...(defect && Number(area) === office.id
              ? { defect: true, note: 'Staub unter den Tischen', photo_file_ids: [photo.id] }
              : {}),
          },
          { area_id: Number(area), criterion_id: 'bins', step: bins },
        ]),
      );
      await completeInspection(deps, admin, id, { client_representative_name: 'Frau Berg' });
      return id;
    };
    // Every rating 1: both areas 100, overall 100.0 % – passed.
    passedId = await inspect(early, { [office.id]: ['1', '1'], [wc.id]: ['1', '1'] });
    // Büro 3.01 = (2·60 + 1·80) / 3 = 200 / 3 = 66.666… → 66.7 %; WC 3. OG = 100 %;
    // overall = (66.666… + 100) / 2 = 83.333… → 83.3 %, below 85.
    belowId = await inspect(late, { [office.id]: ['5', '3'], [wc.id]: ['1', '1'] }, true);
    await withPassword(portal.t, tenant.id, company.admin.id, PASSWORD);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, company.admin.email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/');
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('lists both inspections, marks the one below the threshold in words and colour, and filters it', async () => {
    await page.getByRole('link', { name: 'Qualitätskontrollen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Qualitätskontrollen' }).waitFor();
    const table = page.locator('table.table').last();
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const below = rows.filter({ hasText: '83,3 %' });
    expect(await below.textContent()).toContain('Unter dem Schwellenwert');
    expect(await below.textContent()).toContain('Bürohaus Rheinauhafen');
    expect((await below.getAttribute('class')) ?? '').toContain('row--below');
    const passed = rows.filter({ hasText: '100,0 %' });
    expect(await passed.textContent()).toContain('Bestanden');
    expect((await passed.getAttribute('class')) ?? '').not.toContain('row--below');
    // The trend: two bars, one month with the mean (100 + 83.333…) / 2 = 91.666… → 91.7 %.
    const trend = page.getByRole('region', { name: /Verlauf/ });
    await expect.poll(() => trend.locator('rect').count()).toBe(2);
    expect(await trend.locator('.inspection-trend__mark').count()).toBe(1);
    expect(await trend.locator('table').textContent()).toContain('91,7 %');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspections-list-de-1366');

    await page.getByLabel('Nur unter dem Schwellenwert').check();
    await page.waitForURL((url) => url.searchParams.get('below') === '1');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('83,3 %');
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspections-list-de-390');
    await page.setViewportSize(DESKTOP);
  });

  it('shows the detail with the figures worked out by hand and makes a task of the defect', async () => {
    await page.goto(`${portal.url}/inspections?id=${belowId}`);
    await page.getByRole('heading', { level: 1, name: /Qualitätskontrolle Bürohaus Rheinauhafen/ }).waitFor();
    const overall = page.getByRole('region', { name: 'Gesamtergebnis' });
    await expect.poll(() => overall.textContent()).toContain('83,3 %');
    expect(await overall.textContent()).toContain('Unter dem Schwellenwert');
    // Who inspected, by name (the demo's office manager started and completed it).
    expect(adminName).not.toBe('');
    await expect.poll(() => page.locator('.facts').first().textContent()).toContain(`Geprüft von${adminName}`);
    // Per area type: Büro 66.7 % (one area), Sanitär 100.0 %.
    expect(await overall.getByRole('row', { name: /Büro/ }).textContent()).toContain('66,7 %');
    expect(await overall.getByRole('row', { name: /Sanitär/ }).textContent()).toContain('100,0 %');
    const area = page.getByRole('region', { name: /Büro 3\.01/ });
    expect(await area.textContent()).toContain('Ergebnis: 66,7 %');
    // Boden: weight 2, step 5 = 60 %, the defect with its note.
    const floor = area.getByRole('row', { name: /Boden/ });
    expect(await floor.textContent()).toMatch(/Boden\s*2\s*5\s*60 %\s*Beanstandung\s*Staub unter den Tischen/);
    await expect.poll(() => area.locator('img').count()).toBe(1);
    await expect
      .poll(() => area.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspections-detail-de-1366');

    const defects = page.getByRole('region', { name: 'Beanstandungen und Nacharbeit' });
    await defects.getByRole('button', { name: 'Aufgabe anlegen' }).click();
    await defects.getByRole('link', { name: /Aufgabe Nr\. \d+/ }).waitFor();
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspections-detail-de-390');
    await page.setViewportSize(DESKTOP);

    // The task holds the defect's photo: in the task dialog and on the field app's task card.
    await defects.getByRole('link', { name: /Aufgabe Nr\. \d+/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Aufgaben' }).waitFor();
    await page.getByRole('button', { name: '1 Foto zur Aufgabe' }).first().click();
    const dialog = page.getByRole('dialog');
    const photos = dialog.getByRole('region', { name: 'Fotos zur Aufgabe' });
    await expect
      .poll(() => photos.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await dialog.getByLabel('Beschreibung').inputValue()).toContain(`Aus der Qualitätskontrolle Nr. ${belowId}`);
    await screenshot(page, 'defect-task-photos-de-1366');
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'defect-task-photos-de-390');
    await page.goto(`${portal.url}/app/#tasks`);
    await page.getByRole('button', { name: /Boden: Büro 3\.01/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Boden: Büro 3.01' }).waitFor();
    const card = page.locator('.fieldapp__reference-photos');
    await card.getByRole('heading', { name: 'Fotos zur Aufgabe' }).waitFor();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'defect-task-field-de-390');
    await page.setViewportSize(DESKTOP);
    // The original passed inspection has no defects to follow up.
    await page.goto(`${portal.url}/inspections?id=${passedId}`);
    await page.getByText('Es wurden keine Beanstandungen erfasst.').waitFor();
  });

  it('speaks English to a person who chose English, on the desktop and the phone', async () => {
    await setLanguage('en');
    await page.goto(`${portal.url}/inspections`);
    await page.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
    const rows = page.locator('table.table').last().locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: '83.3 %' }).textContent()).toContain('Below the threshold');
    await screenshot(page, 'inspections-list-en-1366');
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspections-list-en-390');
    await page.goto(`${portal.url}/inspections?id=${belowId}`);
    await page.getByRole('region', { name: 'Overall score' }).getByText('83.3 %').waitFor();
    await page
      .getByRole('region', { name: 'Defects and follow-up' })
      .getByRole('link', { name: /Task no\. \d+/ })
      .waitFor();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspections-detail-en-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'inspections-detail-en-1366');
    await page
      .getByRole('region', { name: 'Defects and follow-up' })
      .getByRole('link', { name: /Task no\./ })
      .click();
    await page.getByRole('button', { name: '1 photo with the task' }).first().click();
    await page.getByRole('dialog').getByRole('region', { name: 'Photos with the task' }).locator('img').waitFor();
    await screenshot(page, 'defect-task-photos-en-1366');
    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/app/#tasks`);
    await page.getByRole('button', { name: /Boden: Büro 3\.01/ }).click();
    await page.getByRole('heading', { name: 'Photos with the task' }).waitFor();
    await screenshot(page, 'defect-task-field-en-390');
    await page.setViewportSize(DESKTOP);
    await setLanguage(null);
  });
});
