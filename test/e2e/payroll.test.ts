import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  newPage,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The office's payroll master data in German, at desktop (1366×800) and phone (390×844)
// size: a person's personnel number and target hours, the holidays of North
// Rhine-Westphalia, a week of vacation and the month of absences.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const admin = { email: 'greta@lindenhof.example', password: 'four calm harbour lights' };

async function noSideScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
    return { width: g.document.documentElement.scrollWidth, window: g.innerWidth };
  });
  expect(size.width, `page is ${size.width} px wide in a ${size.window} px window`).toBeLessThanOrEqual(size.window);
}

describeInBrowser('Payroll master data in Chromium: accounts, holidays, absences', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    const tenant = await createTenant(portal.t.deps, { name: 'Lindenhof Service' });
    const greta = await createAccount(portal.t.deps, tenant.id, {
      email: admin.email,
      name: 'Greta Brandt',
      role: 'admin',
      properties: 'all',
    });
    await withPassword(portal.t, tenant.id, greta.id, admin.password);
    await createAccount(portal.t.deps, tenant.id, {
      email: 'walter@lindenhof.example',
      name: 'Walter Krause',
      role: 'worker',
      properties: 'all',
    });
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, DESKTOP));
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('sets a personnel number and target hours, applies the NRW holidays, adds a vacation week and shows the month', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await submitSignIn(page, admin.email, admin.password);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();

    // Accounts: the payroll section of Walter's dialog.
    await page.goto(`${portal.url}/accounts`);
    await page.getByRole('button', { name: 'Rolle und Zugriff von Walter Krause ändern' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Personalnummer').fill('1042');
    await dialog.getByLabel('Kostenstelle').fill('KST-7');
    await dialog.getByLabel('Wöchentliche Sollstunden').fill('39 Stunden');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog.getByText('Stunden von 0 bis 168 eingeben').waitFor();
    await dialog.getByLabel('Wöchentliche Sollstunden').fill('39,5');
    await dialog.getByRole('checkbox', { name: 'Samstag' }).check();
    await screenshot(page, 'payroll-account-dialog-de-desktop');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Walter Krause.*1042/ }).waitFor();
    await screenshot(page, 'payroll-accounts-de-desktop');
    // The dialog shows what was saved, in German notation.
    await page.getByRole('button', { name: 'Rolle und Zugriff von Walter Krause ändern' }).click();
    expect(await page.getByRole('dialog').getByLabel('Wöchentliche Sollstunden').inputValue()).toBe('39,5');
    expect(await page.getByRole('dialog').getByRole('checkbox', { name: 'Samstag' }).isChecked()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();

    // Settings → Working time: the preset of North Rhine-Westphalia for 2026.
    await page.goto(`${portal.url}/settings/working-time?year=2026`);
    await page.getByLabel('Bundesland').selectOption('NW');
    await page.getByRole('button', { name: 'Vorlage übernehmen' }).click();
    await page.getByText('11 Feiertage für 2026 eingetragen.').waitFor();
    await page.getByText('Fronleichnam').waitFor();
    await page.getByText('3. Okt. 2026').waitFor();
    await screenshot(page, 'payroll-working-time-de-desktop');

    // Absences: a week of vacation in October (Monday to Sunday: Walter works Monday to Saturday).
    await page.goto(`${portal.url}/absences?month=2026-10`);
    await page.getByRole('heading', { level: 1, name: 'Abwesenheiten' }).waitFor();
    await page.getByRole('button', { name: 'Abwesenheit eintragen' }).click();
    const add = page.getByRole('dialog');
    await add.getByLabel('Person').selectOption({ label: 'Walter Krause' });
    await add.getByLabel('Von').fill('2026-10-05');
    await add.getByLabel('Bis').fill('2026-10-11');
    await add.getByLabel('Art').selectOption('vacation');
    await add.getByRole('button', { name: 'Eintragen' }).click();
    await page.getByText('6 Tage eingetragen.').waitFor();
    const row = page.getByRole('row', { name: /Walter Krause/ });
    // The month refreshes after the toast: wait for it rather than read it once.
    await expect.poll(() => row.getByRole('button', { name: /Abwesenheit von Walter Krause/ }).count()).toBe(6);
    // Saturday 3 October is a holiday for everyone.
    await expect.poll(() => row.locator('.absence-cell--holiday').count()).toBe(1);
    await screenshot(page, 'payroll-absences-de-desktop');
    await noSideScroll(page);

    // The phone: a list per person, and the other screens without sideways scrolling.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: /Walter Krause/ }).waitFor();
    await noSideScroll(page);
    await screenshot(page, 'payroll-absences-de-phone');
    await page.goto(`${portal.url}/settings/working-time?year=2026`);
    await page.getByText('Fronleichnam').waitFor();
    await noSideScroll(page);
    await screenshot(page, 'payroll-working-time-de-phone');
    await page.goto(`${portal.url}/accounts`);
    await page.getByRole('button', { name: 'Rolle und Zugriff von Walter Krause ändern' }).click();
    await page.getByRole('dialog').getByLabel('Personalnummer').waitFor();
    await screenshot(page, 'payroll-account-dialog-de-phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await noSideScroll(page);
    await screenshot(page, 'payroll-accounts-de-phone');
  });
});
