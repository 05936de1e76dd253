import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { addPatrolCheckpoint, createPatrolRoute } from '../../src/modules/patrols/setup-commands.service.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The patrol routes screen in German on the desktop (1366×800) and on a phone (390×844): a
// route with checkpoints is reordered, a checkpoint added and one retired, a schedule added.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'rounds are walked at night';

describeInBrowser('Patrol routes in Chromium: checkpoints in order, retiring, schedules', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let email = '';
  let routeName = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const adminId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    const property = await createPropertyVia(portal.t.app, tenant.key, { name: 'Bürohaus Rheinauhafen' });
    const actor = { kind: 'person' as const, tenantId, accountId: adminId, allProperties: true };
    routeName = 'Nachtrundgang';
    const route = await createPatrolRoute(portal.t.deps, actor, { property_id: property, name: routeName });
    for (const name of ['Haupteingang', 'Tiefgarage', 'Dachausstieg']) {
      await addPatrolCheckpoint(portal.t.deps, actor, route.id, { name, location_hint: `${name}, Tür links` });
    }
    desktop = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await desktop.newPage();
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/');
  }, 300_000);

  afterAll(async () => {
    await desktop?.close();
    await browser?.close();
    await portal?.close();
  });

  it('reorders, adds and retires checkpoints and adds a schedule', async () => {
    await page.getByRole('link', { name: 'Rundgang-Routen' }).first().click();
    await page.getByRole('button', { name: routeName }).click();
    const names = () =>
      page
        .locator('section.card tbody th[scope="row"]')
        .evaluateAll((cells) => cells.map((c) => c.textContent?.trim()));
    await expect.poll(names).toEqual(['Haupteingang', 'Tiefgarage', 'Dachausstieg']);

    await page.getByRole('button', { name: '„Dachausstieg“ nach oben' }).click();
    await expect.poll(names).toEqual(['Haupteingang', 'Dachausstieg', 'Tiefgarage']);

    await page.getByLabel('Name des Kontrollpunkts').fill('Technikraum');
    await page.getByRole('button', { name: 'Kontrollpunkt hinzufügen' }).click();
    await expect.poll(names).toEqual(['Haupteingang', 'Dachausstieg', 'Tiefgarage', 'Technikraum']);

    await page
      .getByRole('row', { name: /Tiefgarage/ })
      .getByRole('button', { name: 'Stilllegen' })
      .click();
    // Retiring asks first; cancelling changes nothing.
    const ask = page.getByRole('dialog', { name: 'Kontrollpunkt „Tiefgarage“ stilllegen?' });
    await ask.getByRole('button', { name: 'Abbrechen' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await names()).toEqual(['Haupteingang', 'Dachausstieg', 'Tiefgarage', 'Technikraum']);
    await page
      .getByRole('row', { name: /Tiefgarage/ })
      .getByRole('button', { name: 'Stilllegen' })
      .click();
    await ask.getByRole('button', { name: 'Stilllegen' }).click();
    await expect.poll(names).toEqual(['Haupteingang', 'Dachausstieg', 'Technikraum', 'Tiefgarage Stillgelegt']);

    await page.getByRole('button', { name: 'Zeitplan hinzufügen' }).click();
    await expect.poll(() => page.getByText('Mo, Di, Mi, Do, Fr · 22:00').count()).toBe(1);
    await screenshot(page, 'patrol-setup-desktop');

    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    await phone.addCookies(await desktop.cookies());
    const mobile = await phone.newPage();
    await mobile.goto(`${portal.url}/patrol-routes`);
    await mobile.getByRole('button', { name: routeName }).click();
    await expect.poll(() => mobile.getByText('Technikraum').count()).toBeGreaterThan(0);
    await screenshot(mobile, 'patrol-setup-phone');
    await phone.close();
  }, 120_000);
});
