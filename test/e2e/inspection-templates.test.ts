import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCompany } from '../../src/cli/demo-company.js';
import { TIME_ZONE } from '../../src/cli/demo-time.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { getInspectionTemplate } from '../../src/modules/inspections/inspections.service.js';
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

// The office creates and revises an inspection template at 1366×800 and 390×844, German and
// English: own scale steps, weights per criterion and per area type, a threshold of 120 %
// refused at its field, fixed and saved; then version 2, with version 1 still readable.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'a template for every floor';

describeInBrowser('Inspection templates in the office in Chromium: create, refuse, fix, revise', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminId = 0;
  let templateId = 0;
  const setLanguage = (language: 'en' | null) =>
    portal.t.database.db
      .update(accounts)
      .set({ language })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
  reportPagesOnFailure(() => [page]);
  const criterion = (index: number) => page.locator(`li[data-criterion-index="${index}"]`);
  const fieldOf = (label: string) => page.locator('.field').filter({ has: page.getByLabel(label, { exact: true }) });
  const phoneShot = async (name: string) => {
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, name);
    await page.setViewportSize(DESKTOP);
  };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const deps = portal.t.deps;
    const tenant = await createTenant(deps, { name: 'Glanz und Boden GmbH', plan: 'PREMIUM', timezone: TIME_ZONE });
    tenantId = tenant.id;
    const company = await seedCompany(deps, tenant.id);
    adminId = company.admin.id;
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

  it('creates a template with own steps and weights, shows a threshold of 120 at its field, and saves it fixed', async () => {
    await page.goto(`${portal.url}/inspections`);
    await page.getByRole('link', { name: 'Vorlagen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Vorlagen für Qualitätskontrollen' }).waitFor();
    await page.getByText('Noch keine Vorlagen für Qualitätskontrollen.').waitFor();
    await page.getByRole('button', { name: 'Neue Vorlage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Neue Vorlage' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Unterhaltsreinigung Büro');
    // A fixed scale shows its percentages; own steps start from them.
    expect(await page.getByText('Stufen und ihre Prozentwerte (fest):').textContent()).toContain(
      '1 = 100 % · 2 = 85 % · 3 = 70 %',
    );
    await page.getByLabel('Art der Skala', { exact: true }).selectOption('custom');
    await page.getByLabel('Stufe 1', { exact: true }).fill('sehr gut');
    await page.getByLabel('Stufe 2', { exact: true }).fill('gut');
    await page.getByLabel('Prozent der Stufe 2', { exact: true }).fill('80');
    await page.getByLabel('Stufe 3', { exact: true }).fill('mangelhaft');
    await page.getByLabel('Prozent der Stufe 3', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Stufe hinzufügen' }).click();
    await page.getByLabel('Stufe 4', { exact: true }).fill('ungenügend');
    await page.getByLabel('Prozent der Stufe 4', { exact: true }).fill('0');

    await page.getByRole('button', { name: 'Kriterium hinzufügen' }).click();
    await criterion(0).getByLabel('Kriterium 1', { exact: true }).fill('Boden');
    await criterion(0).getByLabel('Gewicht', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Kriterium hinzufügen' }).click();
    await criterion(1).getByLabel('Kriterium 2', { exact: true }).fill('Sanitärobjekte');
    await criterion(1).getByLabel('Gewicht', { exact: true }).fill('1,5');
    await criterion(1).getByLabel('Bereichsarten', { exact: true }).fill('Sanitär');
    await page.getByRole('button', { name: 'Kriterium hinzufügen' }).click();
    await criterion(2).getByLabel('Kriterium 3', { exact: true }).fill('Abfallbehälter');
    await page.getByRole('button', { name: 'Bereichsart hinzufügen' }).click();
    await page.getByLabel('Bereichsart 1', { exact: true }).fill('Sanitär');
    await page.getByLabel('Gewicht der Bereichsart 1', { exact: true }).fill('3');
    await page.getByLabel('Schwellenwert (%)', { exact: true }).fill('120');

    // The live lines: the steps and every weight as they will count.
    expect(await page.getByTestId('formula-scale').textContent()).toBe(
      'Skala: sehr gut = 100 % · gut = 80 % · mangelhaft = 40 % · ungenügend = 0 %',
    );
    expect(await page.getByTestId('formula-criteria').textContent()).toBe(
      'Gewicht: Boden ×2 (alle Bereichsarten) · Sanitärobjekte ×1,5 (Sanitär) · Abfallbehälter ×1 (alle Bereichsarten)',
    );
    expect(await page.getByTestId('formula-types').textContent()).toBe('Bereichsart: Sanitär ×3');

    await page.getByRole('button', { name: 'Vorlage anlegen' }).click();
    const threshold = fieldOf('Schwellenwert (%)');
    await threshold.getByText('Geben Sie eine Schwelle von 0 bis 100 ein.').waitFor();
    expect(await page.getByLabel('Schwellenwert (%)', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'inspection-template-error-de-1366');
    await phoneShot('inspection-template-error-de-390');

    await page.getByLabel('Schwellenwert (%)', { exact: true }).fill('85');
    await page.getByRole('button', { name: 'Vorlage anlegen' }).click();
    await page.getByText('Vorlage angelegt.').waitFor();
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('id') ?? ''));
    templateId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { level: 1, name: 'Unterhaltsreinigung Büro' }).waitFor();
    expect(await page.getByLabel('Schwellenwert (%)', { exact: true }).getAttribute('aria-invalid')).toBeNull();

    // Stored as typed: "1,5" is 1.5, the empty weight is left out (it weighs 1), ids from the labels.
    const stored = await getInspectionTemplate(portal.t.database.db, tenantId, templateId);
    expect(stored.version).toBe(1);
    expect(stored.definition).toEqual({
      scale: {
        kind: 'custom',
        steps: [
          { value: 'sehr gut', percent: 100 },
          { value: 'gut', percent: 80 },
          { value: 'mangelhaft', percent: 40 },
          { value: 'ungenügend', percent: 0 },
        ],
      },
      criteria: [
        { id: 'boden', label: 'Boden', areaTypes: [], weight: 2 },
        { id: 'sanitaerobjekte', label: 'Sanitärobjekte', areaTypes: ['Sanitär'], weight: 1.5 },
        { id: 'abfallbehaelter', label: 'Abfallbehälter', areaTypes: [] },
      ],
      areaTypeWeights: { Sanitär: 3 },
      thresholdPercent: 85,
      samplePercent: 10,
      sampleMinimum: 1,
    });
    await screenshot(page, 'inspection-template-de-1366');
    await phoneShot('inspection-template-de-390');
  });

  it('saves a revision as version 2 and keeps version 1 readable', async () => {
    await page.getByLabel('Schwellenwert (%)', { exact: true }).fill('90');
    await criterion(2).getByRole('button', { name: 'Kriterium 3 nach oben' }).click();
    await page.getByRole('button', { name: 'Als neue Version speichern' }).click();
    await page.getByText('Als Version 2 gespeichert.').waitFor();
    await page.getByText('Version 2', { exact: true }).first().waitFor();
    const current = await getInspectionTemplate(portal.t.database.db, tenantId, templateId);
    expect(current.version).toBe(2);
    expect(current.definition.thresholdPercent).toBe(90);
    expect(current.definition.criteria.map((c) => c.id)).toEqual(['boden', 'abfallbehaelter', 'sanitaerobjekte']);

    await page.getByRole('link', { name: 'Version 1 ansehen' }).click();
    await page.getByText('Version 1, nur zum Lesen. Die aktuelle Version ist 2.').waitFor();
    expect(await page.getByLabel('Schwellenwert (%)', { exact: true }).inputValue()).toBe('85');
    expect(await page.getByLabel('Schwellenwert (%)', { exact: true }).isDisabled()).toBe(true);
    expect(await criterion(2).getByLabel('Kriterium 3', { exact: true }).inputValue()).toBe('Abfallbehälter');
    expect(await page.getByRole('button', { name: 'Als neue Version speichern' }).count()).toBe(0);
    await screenshot(page, 'inspection-template-v1-de-1366');
    await phoneShot('inspection-template-v1-de-390');

    await page.getByRole('button', { name: 'Zurück zur aktuellen Version' }).click();
    await page.getByRole('button', { name: 'Zurück zu den Vorlagen' }).click();
    const row = page.locator(`tr[data-template="${templateId}"]`);
    expect(await row.textContent()).toContain('Unterhaltsreinigung Büro');
    expect(await row.locator('td').first().textContent()).toBe('2');
    await screenshot(page, 'inspection-templates-de-1366');
    await phoneShot('inspection-templates-de-390');
  });

  it('speaks English, and words the refused threshold in English', async () => {
    await setLanguage('en');
    await page.goto(`${portal.url}/inspection-templates`);
    await page.getByRole('heading', { level: 1, name: 'Inspection templates' }).waitFor();
    await screenshot(page, 'inspection-templates-en-1366');
    await phoneShot('inspection-templates-en-390');
    await page.getByRole('link', { name: 'Unterhaltsreinigung Büro' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unterhaltsreinigung Büro' }).waitFor();
    expect(await page.getByTestId('formula-criteria').textContent()).toBe(
      'Weight: Boden ×2 (all area types) · Abfallbehälter ×1 (all area types) · Sanitärobjekte ×1.5 (Sanitär)',
    );
    await page.getByLabel('Acceptance threshold (%)', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await fieldOf('Acceptance threshold (%)').getByText('Enter a threshold from 0 to 100.').waitFor();
    await screenshot(page, 'inspection-template-error-en-1366');
    await phoneShot('inspection-template-error-en-390');
    // Nothing was saved.
    expect((await getInspectionTemplate(portal.t.database.db, tenantId, templateId)).version).toBe(2);
    await page.goto(`${portal.url}/inspection-templates?id=${templateId}&version=1`);
    await page.getByText('Version 1, read only. The current version is 2.').waitFor();
    await screenshot(page, 'inspection-template-v1-en-1366');
    await phoneShot('inspection-template-v1-en-390');
    await setLanguage(null);
  });
});
