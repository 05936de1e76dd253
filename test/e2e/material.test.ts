import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
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

// Material in German: the office creates an item, books a receipt and a transfer, sees the
// warehouse below its minimum (1280×800); a worker asks for material in the field app
// (390×844), the office approves and delivers it, and the worker confirms it arrived.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describeInBrowser('Material in Chromium: catalogue, bookings, stock and a request from the field', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let office: BrowserContext;
  let phone: BrowserContext;
  let desk: Page;
  let field: Page;
  reportPagesOnFailure(() => [desk, field]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps, { modules: ['material'] });
    const tenantId = tenant.tenant.id;
    const adminEmail = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, 'office manager passphrase');
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'walter@nordlicht.example',
      name: 'Walter Krause',
      role: 'worker',
      properties: [lindenhof],
    });
    await withPassword(portal.t, tenantId, worker.id, 'tidy stairwell every monday');

    office = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    desk = await office.newPage();
    await desk.goto(`${portal.url}/`);
    await submitSignIn(desk, adminEmail, 'office manager passphrase');
    await desk.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/');

    phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    field = await phone.newPage();
    await field.goto(`${portal.url}/app`);
    await submitSignIn(field, 'walter@nordlicht.example', 'tidy stairwell every monday');
    await field.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await office?.close();
    await phone?.close();
    await browser?.close();
    await portal?.close();
  });

  const tab = (name: string) => desk.getByRole('group', { name: 'Materialbereiche' }).getByRole('button', { name });

  it('creates an item, books a receipt and a transfer, refuses taking out too much and highlights low stock', async () => {
    await desk.getByRole('link', { name: 'Material' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Material' }).waitFor();
    await desk.getByRole('button', { name: 'Neuer Artikel' }).click();
    await desk.getByLabel('Name').fill('Glasreiniger');
    await desk.getByLabel('Artikelnummer').fill('GR-1');
    await desk.getByLabel('Einheit').fill('Flasche');
    await desk.getByLabel('Mindestbestand').fill('8');
    await desk.getByRole('button', { name: 'Artikel speichern' }).click();
    await desk.getByText('„Glasreiniger“ wurde angelegt.').waitFor();
    await expect.poll(() => desk.getByRole('rowheader', { name: 'Glasreiniger' }).count()).toBe(1);

    await tab('Buchen').click();
    await desk.getByLabel('Artikel', { exact: true }).selectOption({ label: 'Glasreiniger (Flasche)' });
    await desk.getByLabel('Menge').fill('10');
    await desk.getByRole('button', { name: 'Jetzt buchen' }).click();
    await desk.getByText('Gebucht: Wareneingang, 10 Flasche Glasreiniger.').waitFor();

    await desk.getByLabel('Bewegung').selectOption({ label: 'Umbuchung ans Objekt' });
    await desk.getByLabel('Artikel', { exact: true }).selectOption({ label: 'Glasreiniger (Flasche)' });
    await desk.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3' });
    await desk.getByLabel('Menge').fill('4');
    await desk.getByRole('button', { name: 'Jetzt buchen' }).click();
    await desk.getByText('Gebucht: Umbuchung ans Objekt, 4 Flasche Glasreiniger.').waitFor();

    await desk.getByLabel('Bewegung').selectOption({ label: 'Verbrauch' });
    await desk.getByLabel('Artikel', { exact: true }).selectOption({ label: 'Glasreiniger (Flasche)' });
    await desk.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3' });
    await desk.getByLabel('Menge').fill('9');
    await desk.getByRole('button', { name: 'Jetzt buchen' }).click();
    await desk.getByRole('alert').getByText('Dafür reicht der Bestand nicht. Es wurde nichts gebucht.').waitFor();

    await tab('Bestand').click();
    const warehouseRow = desk.locator('table.material-stock').first().locator('tbody tr');
    await expect.poll(() => warehouseRow.count()).toBe(1);
    expect(await warehouseRow.getAttribute('data-below-minimum')).toBe('true');
    expect(await warehouseRow.getAttribute('class')).toContain('row--below-minimum');
    expect(await warehouseRow.innerText()).toContain('6 Flasche');
    expect(await warehouseRow.innerText()).toContain('Unter Mindestbestand');
    expect(await fitsWidth(desk)).toBe(true);
    await screenshot(desk, 'material-stock-desktop');

    await tab('Journal').click();
    await desk.getByLabel('Art', { exact: true }).selectOption({ label: 'Umbuchung ans Objekt' });
    await expect.poll(() => desk.locator('tbody tr').count()).toBe(1);
    expect(await desk.locator('tbody tr').innerText()).toContain('Lindenhof 3');
    await screenshot(desk, 'material-ledger-desktop');
  });

  it('takes a request from the field app, which the office approves and delivers', async () => {
    await field.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: 'Material' }).click();
    await field.getByRole('heading', { level: 1, name: 'Material anfordern' }).waitFor();
    await field.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3' });
    await field.getByLabel('Artikel', { exact: true }).selectOption({ label: 'Glasreiniger (Flasche)' });
    await field.getByLabel('Menge').fill('3');
    await field.getByLabel('Notiz').fill('Für das Treppenhaus');
    await field.getByRole('button', { name: 'Anforderung senden' }).click();
    const mine = field.locator('[data-request-status]');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getAttribute('data-request-status')).toBe('requested');
    expect(await mine.innerText()).toContain('3 Flasche Glasreiniger');
    expect(await fitsWidth(field)).toBe(true);
    await screenshot(field, 'material-field-request-phone');

    await tab('Anforderungen').click();
    await desk.getByRole('button', { name: 'Freigeben' }).click();
    await desk.getByRole('button', { name: 'Ausliefern' }).click();
    await expect.poll(() => desk.locator('tbody tr').innerText()).toContain('Ausgeliefert');
    await screenshot(desk, 'material-requests-desktop');

    await tab('Bestand').click();
    const warehouseRow = desk.locator('table.material-stock').first().locator('tbody tr');
    await expect.poll(() => warehouseRow.innerText()).toContain('3 Flasche');

    await field.reload();
    await expect.poll(() => mine.getAttribute('data-request-status')).toBe('delivered');
    expect(await mine.innerText()).toContain('Ausgeliefert');
    await screenshot(field, 'material-field-delivered-phone');
    await field.getByRole('button', { name: 'Lieferung bestätigen' }).click();
    await expect.poll(() => mine.innerText()).toContain('Lieferung bestätigt');
    await screenshot(field, 'material-field-received-phone');
  });

  it('fits a phone in the portal too', async () => {
    await desk.setViewportSize(PHONE);
    await desk.goto(`${desk.url().split('?')[0]}?tab=stock`);
    await desk.getByRole('heading', { level: 1, name: 'Material' }).waitFor();
    await expect.poll(() => desk.locator('tr.row--below-minimum').count()).toBeGreaterThan(0);
    expect(await fitsWidth(desk)).toBe(true);
    await screenshot(desk, 'material-stock-phone');
  });
});
