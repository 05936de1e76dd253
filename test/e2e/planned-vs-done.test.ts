import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCompany } from '../../src/cli/demo-company.js';
import { seededRandom } from '../../src/cli/demo-pictures.js';
import { seedServicePlans } from '../../src/cli/demo-service-plans.js';
import { addDays, TIME_ZONE } from '../../src/cli/demo-time.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { plannedVsDone } from '../../src/modules/service-plans/planned-vs-done.js';
import { calendarDay } from '../../src/modules/shared/time.js';
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

// Soll/Ist in German at 1366×800 and 390×844, on the demo's cleaning plans: last week's
// figures per property as the route counts them, the reasons given, and the month per area.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'planned and done by friday';

describeInBrowser('Planned vs. done in Chromium: the week per property, the month per area', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let expected: Awaited<ReturnType<typeof plannedVsDone>>;
  let lastWeek = '';
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const deps = portal.t.deps;
    const now = Date.now();
    const today = calendarDay(now, TIME_ZONE);
    const tenant = await createTenant(deps, { name: 'Soll und Ist GmbH', plan: 'PREMIUM', timezone: TIME_ZONE });
    const company = await seedCompany(deps, tenant.id);
    await seedServicePlans(deps, {
      tenantId: tenant.id,
      adminAccess: company.adminAccess,
      propertyId: company.propertyId,
      accessOf: company.accessOf,
      random: seededRandom(7),
      now,
      today,
    });
    lastWeek = addDays(today, -7);
    const day = new Date(`${lastWeek}T00:00:00Z`);
    const monday = addDays(lastWeek, -((day.getUTCDay() + 6) % 7));
    expected = await plannedVsDone(deps, company.adminAccess, {
      from: monday,
      to: addDays(monday, 6),
      group: 'property',
    });
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

  it('shows last week per property with the counts of the route, and the reasons given', async () => {
    // The demo's plans had occurrences every working day last week.
    expect(expected.totals.planned).toBeGreaterThan(10);
    await page.getByRole('link', { name: 'Soll/Ist' }).click();
    await page.getByRole('heading', { level: 1, name: 'Soll/Ist' }).waitFor();
    await page.getByRole('button', { name: 'Zurück' }).click();
    const totals = page.getByRole('region', { name: 'Insgesamt' });
    const figure = (label: string) => totals.locator('.pvd-figure').filter({ hasText: label }).locator('dd');
    await expect.poll(() => figure('Geplant').textContent()).toBe(String(expected.totals.planned));
    expect(await figure('Pünktlich').textContent()).toBe(String(expected.totals.on_time));
    expect(await figure('Verspätet').textContent()).toBe(String(expected.totals.late));
    expect(await figure('Verpasst').textContent()).toBe(String(expected.totals.missed));
    // One row per property, each with its planned count.
    for (const row of expected.rows) {
      const line = page.getByRole('row', { name: new RegExp(row.name ?? '') });
      await expect.poll(() => line.getByRole('cell').first().textContent()).toBe(String(row.planned));
    }
    const reasons = expected.rows.flatMap((row) => row.reasons);
    const list = page.locator('.pvd-reason-list li');
    await expect.poll(() => list.count()).toBe(reasons.length);
    for (const reason of reasons.slice(0, 3)) {
      await expect.poll(() => page.locator('.pvd-reasons').textContent()).toContain(reason.reason);
    }
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'planned-vs-done-week-1366');
    await page.setViewportSize(PHONE);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await screenshot(page, 'planned-vs-done-week-390');
  });

  it('the month per area names each area with its property', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Zeitraum').selectOption('month');
    await page.getByLabel('Je').selectOption('area');
    await page.getByRole('columnheader', { name: 'Bereich' }).waitFor();
    await page.getByRole('row', { name: /Treppenhäuser Haus A–C.*Wohnanlage Am Stadtgarten/ }).waitFor();
    await screenshot(page, 'planned-vs-done-month-area-1366');
  });
});
