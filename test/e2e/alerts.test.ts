import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { raiseAlert } from '../../src/modules/alerts/alerts.service.js';
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

// An office manager meets an alert where they look first (the navigation's count and the
// home page), opens it and acknowledges it with a note; it leaves the open list and shows
// who acknowledged it. German, desktop (1280×800) and phone (390×844).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'office manager passphrase';

/** The page's session cookie, for reading back through the app. */
async function cookieOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

describeInBrowser('Alerts in Chromium: seen, acknowledged with a note', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = '';
  let name = '';
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const account = await findAccount(portal.t.database.db, tenantId, tenant.accountId);
    email = account?.email ?? '';
    name = account?.name ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, PASSWORD);
    const propertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const raised = await portal.t.database.db.transaction((tx) =>
      raiseAlert(tx, portal.t.clock, {
        tenantId,
        kind: 'patrol_round_missed',
        occurrenceKey: 'patrol:browser',
        propertyId,
        subject: {
          route_id: 1,
          route_name: 'Nachtrunde',
          planned_start: '2026-11-27T23:00:00Z',
          late_after: '2026-11-27T23:15:00Z',
        },
      }),
    );
    expect(raised).not.toBeNull();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('shows the alert in the navigation and on the home page, and takes an acknowledgement', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    const figure = page.locator('.home-figure').filter({ hasText: /Alarme offen/ });
    expect(await figure.textContent()).toBe('1Alarme offenwarten auf Bestätigung');

    await page.getByRole('link', { name: 'Alarme 1 Alarm offen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alarme' }).waitFor();
    const card = page.locator('.alert-item').filter({ hasText: 'Nachtrunde' });
    expect(await card.locator('.alert-item__title').textContent()).toBe('Rundgang „Nachtrunde“ verpasst (Lindenhof 3)');
    expect(await card.locator('.alert-item__detail').textContent()).toBe(
      'Geplant 28.11.2026, 00:00; bis 28.11.2026, 00:15 wurde kein Rundgang begonnen.',
    );
    await screenshot(page, 'alerts-de-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'alerts-de-phone');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);

    await card.getByRole('button', { name: 'Bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alarm bestätigen' });
    await dialog.getByLabel('Notiz').fill('Wachdienst fährt hin');
    await screenshot(page, 'alerts-acknowledge-de-desktop');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Kein Alarm wartet auf Bestätigung.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Alarme', exact: true }).count()).toBe(1);

    // The administrator sets when unacknowledged alerts reach them.
    const settings = page.getByRole('region', { name: 'Einstellungen' });
    const long = settings.getByRole('group', { name: 'Lange Schicht' });
    await long.getByLabel('Administratoren informieren nach (Minuten)').fill('0');
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await long.getByText('Geben Sie ganze Minuten von 1 bis 1440 ein oder lassen Sie das Feld leer.').waitFor();
    await long.getByLabel('Administratoren informieren nach (Minuten)').fill('');
    await long.getByLabel('Auch per E-Mail senden').uncheck();
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Alarm-Einstellungen gespeichert.').waitFor();
    const saved = await portal.t.app.inject({
      method: 'GET',
      url: '/portal/api/alert-settings',
      headers: { cookie: await cookieOf(page) },
    });
    expect(saved.json<Record<string, unknown>>().shift_open_long).toEqual({
      enabled: true,
      email: false,
      escalate_after_minutes: null,
    });
    await screenshot(page, 'alerts-settings-de-desktop');

    // Lindenhof 3's missed rounds are only listed in the portal, not mailed.
    const ways = page.getByRole('region', { name: 'Je Objekt' });
    await ways.getByText('Noch kein Objekt hat einen eigenen Weg.').waitFor();
    await ways.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3' });
    await ways.getByRole('button', { name: 'Eigenen Weg festlegen' }).click();
    const lindenhof = ways.getByRole('group', { name: 'Lindenhof 3' });
    expect(await lindenhof.getByLabel('Rundgang verpasst').inputValue()).toBe('inherit');
    await lindenhof.getByLabel('Rundgang verpasst').selectOption({ label: 'Nur im Portal' });
    await page.getByText('Alarm-Wege für Lindenhof 3 gespeichert.').waitFor();
    const ownWays = await portal.t.app.inject({
      method: 'GET',
      url: '/portal/api/alert-settings/properties',
      headers: { cookie: await cookieOf(page) },
    });
    expect(ownWays.json()).toEqual({
      data: [
        {
          property_id: expect.any(Number),
          property_name: 'Lindenhof 3',
          kinds: { patrol_round_missed: { enabled: true, email: false } },
        },
      ],
    });
    await ways.scrollIntoViewIfNeeded();
    await screenshot(page, 'alerts-property-ways-de-desktop');
    await page.setViewportSize(PHONE);
    await ways.scrollIntoViewIfNeeded();
    await screenshot(page, 'alerts-property-ways-de-phone');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);

    await page.getByLabel('Anzeigen').selectOption('all');
    const done = page.locator('.alert-item').filter({ hasText: 'Nachtrunde' });
    await done.getByText('Wachdienst fährt hin').waitFor();
    expect(await done.locator('.alert-item__meta').textContent()).toContain(` · Bestätigt von ${name}, `);
  });
});
