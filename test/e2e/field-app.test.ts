import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { clockActions, workBreaks, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, type RunningPortal, screenshot, startPortal } from './browser.js';

// The field app on a phone (390×844): sign in, clock in at a property, lose the network,
// take a break and end the shift offline (the app shell is kept by its service worker),
// come back online: everything reaches the server once, nothing lost, nothing doubled.

const PHONE = { width: 390, height: 844 };

describeInBrowser('Field app in Chromium: the clock, offline and back', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let workerId = 0;
  let adminEmail = '';
  let adminId = 0;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminId = tenant.accountId;
    const { findAccount } = await import('../../src/modules/accounts/accounts.service.js');
    adminEmail = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, 'office manager passphrase');
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3', address: { city: 'Köln' } });
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'walter@nordlicht.example',
      name: 'Walter Krause',
      role: 'worker',
      properties: 'all',
    });
    workerId = worker.id;
    await withPassword(portal.t, tenantId, worker.id, 'tidy stairwell every monday');
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('clocks in, works through a lost network, and sends everything once when back', async () => {
    await page.goto(`${portal.url}/app`);
    await page.getByLabel('E-Mail').fill('walter@nordlicht.example');
    await page.getByLabel('Passwort', { exact: true }).fill('tidy stairwell every monday');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
    await page.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
    await page.getByRole('button', { name: 'Arbeit beginnen' }).click();
    await page.getByText('Im Einsatz: Lindenhof 3').waitFor();
    await page.getByRole('button', { name: 'Pause beginnen' }).waitFor();
    await expect.poll(() => page.getByText(/warte/).count()).toBe(0);
    await screenshot(page, 'field-clock-running-phone');
    // The service worker holds the app shell once the page has loaded.
    // The service worker keeps the app shell, so the app opens on the phone without a network.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const g = globalThis as unknown as { caches: { match(url: string): Promise<unknown> } };
          return Boolean(await g.caches.match('/app/'));
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pause beginnen' }).click();
    await page.getByRole('button', { name: 'Pause beenden' }).click();
    await page.getByLabel('Notiz (optional)').fill('Schlüssel beim Hausmeister');
    await page.getByRole('button', { name: 'Arbeit beenden' }).click();
    await page.getByText('3 Eingaben warten auf das Senden').waitFor();
    await page.getByText(/Offline\. Ihre Eingaben bleiben/).waitFor();
    await screenshot(page, 'field-clock-offline-phone');
    expect(await portal.t.database.db.select().from(workShifts).where(eq(workShifts.accountId, workerId))).toHaveLength(
      1,
    );

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Arbeit beginnen' }).waitFor();
    await expect.poll(() => page.getByText(/warte/).count(), { timeout: 20_000 }).toBe(0);

    const shifts = await portal.t.database.db
      .select()
      .from(workShifts)
      .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.accountId, workerId)));
    expect(shifts).toHaveLength(1);
    expect(shifts[0]?.endedAt).not.toBeNull();
    expect(shifts[0]?.note).toBe('Schlüssel beim Hausmeister');
    const breaks = await portal.t.database.db
      .select()
      .from(workBreaks)
      .where(eq(workBreaks.shiftId, shifts[0]?.id ?? 0));
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.endedAt).not.toBeNull();
    const actions = await portal.t.database.db.select().from(clockActions).where(eq(clockActions.tenantId, tenantId));
    expect(actions.map((a) => a.kind).sort()).toEqual(['end', 'pause', 'resume', 'start']);
    await screenshot(page, 'field-clock-back-online-phone');
  });

  it('the office sees the shift in the time sheet, approves it and locks the week (1366×800)', async () => {
    const office = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'de-DE' });
    try {
      const desk = await office.newPage();
      await desk.goto(`${portal.url}/`);
      await desk.getByLabel('E-Mail').fill(adminEmail);
      await desk.getByLabel('Passwort', { exact: true }).fill('office manager passphrase');
      await desk.getByRole('button', { name: 'Anmelden' }).click();
      await desk.getByRole('heading', { level: 1, name: 'Objekte' }).waitFor();
      await desk.getByRole('link', { name: 'Zeiterfassung' }).click();
      await desk.getByRole('heading', { level: 1, name: 'Zeiterfassung' }).waitFor();
      await desk.getByRole('rowheader', { name: 'Walter Krause' }).waitFor();
      await desk.getByRole('button', { name: 'Alle freigeben' }).click();
      await desk.getByText('1 Eintrag freigegeben.').waitFor();
      await desk.getByText('Freigegeben', { exact: true }).waitFor();
      await desk.getByRole('button', { name: 'Diese Woche sperren' }).click();
      await desk.getByRole('dialog').getByRole('button', { name: 'Diese Woche sperren' }).click();
      await desk.getByText('Gesperrt', { exact: true }).waitFor();
      await screenshot(desk, 'time-sheet-de-desktop');
    } finally {
      await office.close();
    }
  });
});
