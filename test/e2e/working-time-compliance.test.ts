import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountActor } from '../../src/modules/access/actor.js';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { createEntry } from '../../src/modules/working-time/entry-edits.service.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import { setOrganisationLanguage } from '../reports/report-app.js';
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

// The office opens the working-time compliance report of a fortnight: Walter Krause's day
// of 10:01 h net, his 6:01 h day with a 15-minute break and his Sunday, each recorded more
// than seven days late; a day links to the time sheet, and the PDF comes in the screen's
// language. The browser runs in real time, so the days lie before the last Sunday but one.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'rules are there to keep';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describeInBrowser('working-time compliance report in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let walter = 0;
  let from = '';
  let to = '';
  let tenantId = 0;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    const email = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, PASSWORD);
    const property = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    walter = (
      await createAccount(portal.t.deps, tenantId, {
        email: 'walter@example.test',
        name: 'Walter Krause',
        role: 'worker',
        properties: 'all',
      })
    ).id;
    // A Sunday at least eight days ago, and the Tuesday and Wednesday before it.
    const now = Date.now();
    let sunday = now - 8 * 86_400_000;
    while (new Date(sunday).getUTCDay() !== 0) sunday -= 86_400_000;
    const day = (offset: number) => isoDay(sunday + offset * 86_400_000);
    from = day(-6);
    to = day(0);
    const office: AccountActor = { kind: 'person', tenantId, accountId: tenant.accountId, allProperties: true };
    const add = (d: string, start: string, end: string, breaks: { start: string; end: string }[]) =>
      createEntry(portal.t.deps, office, 'Europe/Berlin', {
        accountId: walter,
        propertyId: property,
        day: d,
        start,
        end,
        breaks,
        reason: 'Paper sheet',
      });
    await add(day(-5), '06:00', '16:46', [{ start: '11:00', end: '11:45' }]);
    await add(day(-4), '08:00', '14:16', [{ start: '11:00', end: '11:15' }]);
    await add(day(0), '08:00', '12:00', []);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/');
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('lists the findings per person and day, links a day to the time sheet and offers the PDF (de, en)', async () => {
    await page.goto(`${portal.url}/working-time-compliance?from=${from}&to=${to}`);
    await page.getByRole('heading', { name: 'Arbeitszeit-Prüfbericht' }).waitFor();
    await page.getByRole('heading', { name: 'Walter Krause' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('10:01 Std. netto').waitFor();
    await table.getByText('Pause 15 Min., 30 Min. nötig').waitFor();
    await table.getByText('Arbeit am Sonntag').waitFor();
    expect(await table.getByText('Späte Aufzeichnung (MiLoG §17)').count()).toBe(3);
    await page
      .getByText('Summen: Über 10 Std. (§3): 1 · Pause (§4): 1 · Sonntag (§9): 1 · Späte Aufzeichnung (MiLoG §17): 3')
      .waitFor();
    const pdf = page.getByRole('link', { name: 'PDF herunterladen' });
    expect(await pdf.getAttribute('href')).toBe(
      `/portal/api/time-sheet/compliance/pdf?from=${from}&to=${to}&language=de`,
    );
    const response = await page.request.get(`${portal.url}${await pdf.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await page.screenshot({ path: await screenshot(page, 'working-time-compliance-de-desktop'), fullPage: true });
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: await screenshot(page, 'working-time-compliance-de-phone'), fullPage: true });
    expect(await fitsWidth(page)).toBe(true);

    // English: the organisation's language changed, the same report in the other language.
    await setOrganisationLanguage(portal.t, tenantId, 'en');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${portal.url}/working-time-compliance?from=${from}&to=${to}`);
    await page.getByRole('heading', { name: 'Working-time compliance' }).waitFor();
    await page.getByRole('table').getByText('break 15 min, 30 required').waitFor();
    expect(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toContain('language=en');
    await page.screenshot({ path: await screenshot(page, 'working-time-compliance-en-desktop'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: await screenshot(page, 'working-time-compliance-en-phone'), fullPage: true });

    // A day opens the time sheet at that week, for that person.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/time-sheets');
    expect(new URL(page.url()).searchParams.get('person')).toBe(String(walter));
  });
});
