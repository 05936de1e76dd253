import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { findSurchargeSettings } from '../../src/modules/working-time/surcharge-settings.service.js';
import { makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  reportPagesOnFailure,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The office counts night hours from 20:00 to 06:00 at 25 % and Sunday hours without a
// percentage, on the Surcharges card of Settings → Working time.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'night shifts pay more';

describeInBrowser('surcharge settings in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    const email = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, PASSWORD);
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

  it('saves the night window and the kinds counted; a bad percentage is named at its field', async () => {
    await page.goto(`${portal.url}/settings/working-time#surcharges`);
    const card = page.getByRole('region', { name: 'Zuschläge' });
    await card.getByLabel('Von', { exact: true }).fill('20:00');
    await card.getByLabel('Bis', { exact: true }).fill('06:00');
    const night = card.getByRole('group', { name: 'Nachtzuschlag' });
    await night.getByLabel('Diese Stunden zählen').check();
    await night.getByLabel('Prozent').fill('0');
    await card.getByRole('group', { name: 'Sonntagszuschlag' }).getByLabel('Diese Stunden zählen').check();
    await card.getByRole('button', { name: 'Zuschläge speichern' }).click();
    await card.getByText('Geben Sie eine ganze Zahl von 1 bis 1000 ein').waitFor();
    await night.getByLabel('Prozent').fill('25');
    await card.getByRole('button', { name: 'Zuschläge speichern' }).click();
    await page.getByText('Zuschläge gespeichert.').waitFor();
    expect(await findSurchargeSettings(portal.t.database.db, tenantId)).toEqual({
      nightWindow: { start: '20:00', end: '06:00' },
      kinds: {
        night: { enabled: true, percent: 25 },
        sunday: { enabled: true, percent: null },
        holiday: { enabled: false, percent: null },
      },
    });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: await screenshot(page, 'surcharge-settings-de-desktop') });
    await page.setViewportSize(PHONE);
    await card.screenshot({ path: await screenshot(page, 'surcharge-settings-de-phone') });
  });
});
