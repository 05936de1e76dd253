import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createInviteLink } from '../../src/modules/credentials/invites.service.js';
import { portalSessions } from '../../src/modules/credentials/credentials.tables.js';
import { createSession } from '../../src/modules/credentials/sessions.service.js';
import { properties } from '../../src/modules/properties/properties.tables.js';
import { makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// Signed-in devices in the portal (the own profile, a person's account dialog), the
// property dialog's coordinates, and an invite link opened on a phone landing in the field
// app, at desktop (1366×800) and phone (390×844) size, in German.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ADMIN_PASSWORD = 'four calm harbour lights';

describeInBrowser('Portal in Chromium: signed-in devices, property coordinates, invite on a phone', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let tenantId = 0;
  let adminId = 0;
  let adminEmail = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminId = tenant.accountId;
    const { findAccount } = await import('../../src/modules/accounts/accounts.service.js');
    adminEmail = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, ADMIN_PASSWORD);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const sessionsOf = (accountId: number) =>
    portal.t.database.db
      .select()
      .from(portalSessions)
      .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.accountId, accountId)));

  async function device(accountId: number, userAgent: string, kind: 'device' | 'browser') {
    await createSession(portal.t.database.db, Date.now() - 3 * 60 * 60 * 1000, {
      tenantId,
      accountId,
      ip: '10.0.0.7',
      userAgent,
      kind,
    });
  }

  async function signInAsAdmin(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, adminEmail, ADMIN_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    return page;
  }

  for (const [viewport, suffix] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    it(`lists my devices and a person's, and signs them out (${suffix})`, async () => {
      const worker = await createAccount(portal.t.deps, tenantId, {
        email: `wanda-${suffix}@nordlicht.example`,
        name: `Wanda Weber (${suffix})`,
        role: 'worker',
        properties: 'all',
      });
      await withPassword(portal.t, tenantId, worker.id, 'mop the hallway on thursdays');
      await device(worker.id, ANDROID, 'device');
      await device(adminId, IPHONE, 'device');
      const context = await browser.newContext({ viewport, locale: 'de-DE', reducedMotion: 'reduce' });
      try {
        const page = await signInAsAdmin(context);
        await page.goto(`${portal.url}/profile`);
        await page.getByRole('heading', { name: 'Angemeldete Geräte' }).waitFor();
        await page.getByText('Dieses Gerät').waitFor();
        await page.getByText('Safari auf iPhone').waitFor();
        await screenshot(page, `profile-devices-${suffix}`);
        await page.getByRole('button', { name: 'Safari auf iPhone abmelden' }).click();
        await page.getByText('Safari auf iPhone ist abgemeldet.').waitFor();
        await expect.poll(async () => (await sessionsOf(adminId)).filter((s) => s.userAgent === IPHONE)).toEqual([]);

        await page.goto(`${portal.url}/accounts`);
        await page.getByRole('button', { name: `Rolle und Zugriff von Wanda Weber (${suffix}) ändern` }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Chrome auf Android').waitFor();
        await dialog.getByText('Außendienst-App', { exact: true }).waitFor();
        await dialog.getByRole('heading', { name: 'Angemeldete Geräte' }).scrollIntoViewIfNeeded();
        await screenshot(page, `account-dialog-devices-${suffix}`);
        await dialog.getByRole('button', { name: 'Chrome auf Android abmelden' }).click();
        await dialog.getByText('Nirgends angemeldet.').waitFor();
        expect(await sessionsOf(worker.id)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`keeps a property's coordinates, with a decimal comma, both or neither (${suffix})`, async () => {
      const context = await browser.newContext({ viewport, locale: 'de-DE', reducedMotion: 'reduce' });
      try {
        const page = await signInAsAdmin(context);
        await page.goto(`${portal.url}/properties`);
        await page.getByRole('heading', { level: 1, name: 'Objekte' }).waitFor();
        const name = `Rheinblick ${suffix}`;
        await page.getByRole('button', { name: 'Neues Objekt' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Name').fill(name);
        await dialog.getByLabel('Breitengrad').fill('50,9375');
        await dialog.getByRole('button', { name: 'Objekt anlegen' }).click();
        await dialog.getByText('Geben Sie beide Koordinaten ein oder keine.').waitFor();
        await dialog.getByLabel('Längengrad').fill('200');
        await dialog.getByRole('button', { name: 'Objekt anlegen' }).click();
        await dialog.getByText('Geben Sie eine Zahl von −180 bis 180 ein.').waitFor();
        await screenshot(page, `property-dialog-coordinates-error-${suffix}`);
        await dialog.getByLabel('Längengrad').fill('6,9603');
        await dialog.getByRole('button', { name: 'Objekt anlegen' }).click();
        await dialog.waitFor({ state: 'detached' });
        const [saved] = await portal.t.database.db
          .select()
          .from(properties)
          .where(and(eq(properties.tenantId, tenantId), eq(properties.name, name)));
        expect([saved?.latitude, saved?.longitude]).toEqual([50.9375, 6.9603]);

        await page.getByRole('button', { name: `${name} bearbeiten` }).click();
        await expect.poll(() => page.getByRole('dialog').getByLabel('Breitengrad').inputValue()).toBe('50,9375');
        await page.getByRole('dialog').getByLabel('Längengrad').scrollIntoViewIfNeeded();
        await screenshot(page, `property-dialog-coordinates-${suffix}`);
      } finally {
        await context.close();
      }
    });
  }

  async function invite(role: 'worker' | 'manager', email: string): Promise<{ id: number; url: string }> {
    const account = await createAccount(portal.t.deps, tenantId, {
      email,
      name: `Neu ${role}`,
      role,
      properties: 'all',
    });
    const link = await createInviteLink(portal.t.deps, tenantId, account.id, adminId);
    return { id: account.id, url: `${portal.url}/invite#${link.token}` };
  }

  async function acceptInvite(page: Page, url: string) {
    await page.goto(url);
    await page.getByLabel('Passwort wählen').fill('a new phone and a new start');
    await page.getByLabel('Passwort bestätigen').fill('a new phone and a new start');
    await page.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
  }

  it('an invite opened on a phone lands in the field app, signed in with a device session', async () => {
    const { id, url } = await invite('manager', 'nina@nordlicht.example');
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'de-DE',
      reducedMotion: 'reduce',
      isMobile: true,
      hasTouch: true,
      userAgent: ANDROID,
    });
    try {
      const page = await context.newPage();
      await acceptInvite(page, url);
      await page.waitForURL('**/app/');
      await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
      await screenshot(page, 'invite-landed-in-field-app-phone');
      expect((await sessionsOf(id)).map((s) => s.kind)).toEqual(['device']);
    } finally {
      await context.close();
    }
  });

  it('on a desktop, an invite lands in the portal, or in the field app for a role without office permissions', async () => {
    const manager = await invite('manager', 'otto@nordlicht.example');
    const worker = await invite('worker', 'paula@nordlicht.example');
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await acceptInvite(page, manager.url);
      await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
      expect((await sessionsOf(manager.id)).map((s) => s.kind)).toEqual(['browser']);

      await context.clearCookies();
      await acceptInvite(page, worker.url);
      await page.waitForURL('**/app/');
      await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
      expect((await sessionsOf(worker.id)).map((s) => s.kind)).toEqual(['browser']);
    } finally {
      await context.close();
    }
  });
});
