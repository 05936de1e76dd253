import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { portalSessions } from '../../src/modules/credentials/credentials.tables.js';
import { createProperty } from '../../src/modules/properties/properties.service.js';
import { listOutgoingMail } from '../../src/platform/mail/outgoing.js';
import { withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, newPage, type RunningPortal, screenshot, startPortal } from './browser.js';

// The office's everyday screens, in German and English, at desktop (1366×800) and phone
// (390×844) size: set-up in German, organisation settings with a logo, the own profile,
// 600 properties paged on the server, no-access, password reset by e-mail, a session that
// ends while a dialog is filled in, and a filled dialog that asks before it closes.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const admin = { name: 'Greta Brandt', email: 'greta@nordlicht.example', password: 'four calm harbour lights' };

/** The page's own size, read in the browser. */
interface PageSize {
  document: { documentElement: { scrollWidth: number; scrollHeight: number } };
  innerWidth: number;
}
const pageSize = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as PageSize;
    return {
      width: g.document.documentElement.scrollWidth,
      height: g.document.documentElement.scrollHeight,
      window: g.innerWidth,
    };
  });

async function noSideScroll(page: Page): Promise<void> {
  const size = await pageSize(page);
  const widths = [size.width, size.window];
  expect(widths[0], `page is ${widths[0]} px wide in a ${widths[1]} px window`).toBeLessThanOrEqual(widths[1] ?? 0);
}

describeInBrowser('Portal in Chromium: languages, settings, profile, long lists, sessions', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminId = 0;

  beforeAll(async () => {
    portal = await startPortal();
    // Reset links point at the address people open: this one, known once it listens.
    portal.t.config.publicUrl = portal.url;
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, DESKTOP));
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const asAdmin = () => ({ kind: 'person' as const, tenantId, accountId: adminId, allProperties: true });
  const who = () =>
    page.evaluate(async () => {
      const body = (await (await fetch('/portal/api/session')).json()) as {
        user: { account_id: number; tenant: { id: number } } | null;
      };
      return body.user;
    });

  it('sets up a German organisation in German: the portal speaks German, with dates in its zone', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Organisation einrichten' }).waitFor();
    // Limits are the server's, said in the person's language; never the schema's raw English.
    await page.getByLabel('Name der Organisation').fill('N'.repeat(201));
    await page.getByRole('button', { name: 'Einrichten und anmelden' }).click();
    const typed = await page.getByLabel('Name der Organisation').inputValue();
    if (typed.length > 200) await page.getByText('Höchstens 200 Zeichen.').waitFor();
    expect(await page.getByText(/Must NOT/).count()).toBe(0);
    // After a failed submit the focus is on the first field to fix.
    expect(await page.locator(':focus').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Name der Organisation').fill('Nordlicht Gebäudeservice');
    await page.getByLabel('Zeitzone').selectOption('Europe/Berlin');
    expect(await page.getByLabel('Sprache der Organisation').inputValue()).toBe('de');
    await page.getByLabel('Ihr Name').fill(admin.name);
    await page.getByLabel('E-Mail').fill(admin.email);
    await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
    await page.getByLabel('Passwort bestätigen').fill(admin.password);
    await screenshot(page, 'setup-de-desktop');
    await page.getByRole('button', { name: 'Einrichten und anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const user = await who();
    tenantId = user?.tenant.id ?? 0;
    adminId = user?.account_id ?? 0;

    // The audit log writes the set-up's time in German, in the organisation's zone, with the zone.
    await page.goto(`${portal.url}/settings/audit-log`);
    await page.getByRole('heading', { level: 1, name: 'Protokoll' }).waitFor();
    const when = await page.locator('time').first().getAttribute('title');
    expect(when).toMatch(/\d{1,2}\. \w+\.? \d{4}, \d{2}:\d{2} (MEZ|MESZ)/);
  });

  it('the settings overview says what each section holds, and the sections hold it', async () => {
    await page.goto(`${portal.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    await page.getByText('Was Ihre Organisation und Sie selbst einstellen.', { exact: false }).waitFor();
    const tile = (name: string) => page.locator('a.tile').filter({ hasText: name });
    expect(await tile('Ihr Profil').textContent()).toBe(
      'Ihr ProfilIhr Name, Ihre E-Mail-Adresse, Ihre Sprache, Ihr Passwort und wo Sie angemeldet sind.',
    );
    expect(await tile('Integrationen').textContent()).toContain('API-Schlüssel');
    expect(await tile('Integrationen').textContent()).toContain('Webhooks');
    // What the tiles name is there.
    await tile('Integrationen').click();
    await page.getByRole('heading', { name: 'API-Schlüssel' }).waitFor();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.goto(`${portal.url}/profile`);
    await page.getByLabel('E-Mail').waitFor();
    await page.getByRole('heading', { name: 'Passwort' }).waitFor();
    await page.getByRole('heading', { name: 'Angemeldete Geräte' }).waitFor();
  });

  it('changes the organisation’s settings and logo; the logo shows in the navigation', async () => {
    await page.goto(`${portal.url}/settings/organisation`);
    await page.getByRole('heading', { level: 1, name: 'Organisation' }).waitFor();
    // Time zones by country, in German, the usual ones for a German office first; the stored value stays the IANA name.
    const zone = page.getByLabel('Zeitzone');
    const groups = await zone.locator('optgroup').evaluateAll((all) => all.map((g) => g.getAttribute('label')));
    expect(groups.slice(0, 3)).toEqual(['Häufig gewählt', 'Afghanistan', 'Ägypten']);
    const common = await zone
      .locator('optgroup[label="Häufig gewählt"] option')
      .evaluateAll((all) => all.map((o) => [o.getAttribute('value'), o.textContent]));
    expect(common[0]?.[0]).toBe('Europe/Berlin');
    expect(common[0]?.[1]).toMatch(/^Deutschland — Berlin \((MEZ, UTC\+1|MESZ, UTC\+2)\)$/);
    expect(common.map(([value]) => value)).toEqual(expect.arrayContaining(['Europe/Vienna', 'Europe/Zurich']));
    expect(await zone.inputValue()).toBe('Europe/Berlin');
    expect(await zone.locator('optgroup[label="Deutschland"] option').count()).toBeGreaterThan(0);
    const logo = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0b5cad' } })
      .png()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByText('Das Logo wurde gespeichert.').waitFor();
    await page.locator('img.shell-logo').waitFor();
    await screenshot(page, 'organisation-de-desktop');
    const { context: phoneContext, page: phone } = await newPage(browser, PHONE);
    try {
      await phone.context().addCookies(await context.cookies());
      await phone.goto(`${portal.url}/settings/organisation`);
      await phone.getByRole('heading', { level: 1, name: 'Organisation' }).waitFor();
      await noSideScroll(phone);
      await screenshot(phone, 'organisation-de-phone');
    } finally {
      await phoneContext.close();
    }
  });

  it('the profile switches this person to English and changes the password', async () => {
    await page.getByRole('link', { name: admin.name }).click();
    await page.getByRole('heading', { level: 1, name: 'Ihr Profil' }).waitFor();
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByLabel('Current password').fill('not the password at all');
    await page.getByLabel('New password', { exact: true }).fill('five calm harbour lights');
    await page.getByLabel('Confirm new password').fill('five calm harbour lights');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This is not your current password.').waitFor();
    // Focus is on the field to fix, not on the button.
    expect(await page.locator(':focus').getAttribute('autocomplete')).toBe('current-password');
    await page.getByLabel('Current password').fill(admin.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Other devices were signed out.').waitFor();
    admin.password = 'five calm harbour lights';
    await screenshot(page, 'profile-en-desktop');
  });

  it('pages 600 properties on the server; search, sort and page live in the address', async () => {
    for (let n = 1; n <= 600; n++) {
      await createProperty(portal.t.deps, asAdmin(), {
        name: `Objekt ${String(n).padStart(3, '0')}`,
        address: { street: `Hauptstraße ${n}`, postal_code: '50667', city: n % 2 ? 'Köln' : 'Bonn' },
      });
    }
    await page.goto(`${portal.url}/properties`);
    await page.getByText('Page 1 of 12').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(50);
    expect((await pageSize(page)).height).toBeLessThan(6000);

    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByText('Page 2 of 12').waitFor();
    expect(page.url()).toContain('page=2');
    await page.getByRole('button', { name: /^Name/ }).click();
    await page.waitForURL(/sort=-name/);
    expect(page.url()).not.toContain('page=');
    await page.getByText('Page 1 of 12').waitFor();
    await page.getByRole('rowheader', { name: 'Objekt 600' }).waitFor();
    expect(await page.locator('tbody tr th').first().textContent()).toBe('Objekt 600');

    await page.getByLabel('Search properties').fill('Objekt 12');
    await page.waitForURL(/q=Objekt\+12/);
    await page.getByText('10 properties').waitFor();
    await page.reload();
    await page.getByText('10 properties').waitFor();
    expect(await page.getByLabel('Search properties').inputValue()).toBe('Objekt 12');
    await screenshot(page, 'properties-search-en-desktop');
  });

  it('downloads the working-time matrix from Exports, in the preset of the person’s language', async () => {
    await page.goto(`${portal.url}/exports`);
    await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor();
    await page.getByLabel('From').fill('2026-10-01');
    await page.getByLabel('To', { exact: true }).fill('2026-10-31');
    await screenshot(page, 'exports-en-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('working-times-matrix-2026-10-01-2026-10-31.csv');
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(file, 'utf8');
    expect(text.split('\r\n')[0]?.startsWith('Personnel number,Name,Cost centre,2026-10-01,')).toBe(true);
  });

  it('a 200-character unbroken name stays on the screen, on the desktop and on a phone', async () => {
    await createProperty(portal.t.deps, asAdmin(), { name: 'X'.repeat(200) });
    await page.goto(`${portal.url}/properties?q=XXXXXXXXXX`);
    await page.getByText('1 property').waitFor();
    await noSideScroll(page);
    const { context: phoneContext, page: phone } = await newPage(browser, PHONE);
    try {
      await phone.context().addCookies(await context.cookies());
      await phone.goto(`${portal.url}/properties?q=XXXXXXXXXX`);
      await phone.getByText('1 property').waitFor();
      await noSideScroll(phone);
      await screenshot(phone, 'properties-long-name-phone');
    } finally {
      await phoneContext.close();
    }
  });

  it('a filled dialog asks before Escape or Back close it', async () => {
    await page.goto(`${portal.url}/properties`);
    await page.getByRole('button', { name: 'New property' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Lindenhof 3');
    await page.keyboard.press('Escape');
    await dialog.getByText('Discard your changes?').waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Lindenhof 3');
    await page.goBack();
    await dialog.getByText('Discard your changes?').waitFor();
    expect(page.url()).toContain('/properties');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('when the session ends over a filled dialog, signing in again saves what was typed', async () => {
    await page.getByRole('button', { name: 'New property' }).click();
    const dialog = page.getByRole('dialog', { name: 'New property' });
    // Typing a name asks, a moment later, whether another property has it. That question
    // is answered before the session ends, or it would be the request that finds it ended.
    const namesakes = page.waitForResponse(
      (response) => response.url().includes('/property-table') && response.url().includes('Hafenstra'),
    );
    await dialog.getByLabel('Name').fill('Hafenstraße 12');
    await namesakes;
    // The session ends (idle timeout, say) while the form is open.
    await portal.t.database.db.delete(portalSessions);
    await dialog.getByRole('button', { name: 'Create property' }).click();
    const again = page.getByRole('dialog', { name: 'Sign in again' });
    await again.waitFor();
    await screenshot(page, 'session-ended-sign-in-again-desktop');
    await again.getByLabel('Password').fill(admin.password);
    await again.getByRole('button', { name: 'Sign in and continue' }).click();
    await page.getByText('Hafenstraße 12 was created.').waitFor();
    await page.goto(`${portal.url}/properties?q=Hafenstra`);
    await page.getByRole('rowheader', { name: 'Hafenstraße 12' }).waitFor();
  });

  it('a worker who opens the accounts page is told there is no access, not that it is missing', async () => {
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'walter@nordlicht.example',
      name: 'Walter Krause',
      role: 'worker',
      properties: [],
    });
    await withPassword(portal.t, tenantId, worker.id, 'tidy stairwell every monday');
    const { context: workerContext, page: workerPage } = await newPage(browser, PHONE);
    try {
      await workerPage.goto(`${portal.url}/`);
      await workerPage.getByRole('button', { name: 'English' }).click();
      await workerPage.getByLabel('E-mail').fill('walter@nordlicht.example');
      await workerPage.getByLabel('Password', { exact: true }).fill('tidy stairwell every monday');
      await workerPage.getByRole('button', { name: 'Sign in' }).click();
      // His organisation speaks German, and he chose nothing else.
      await workerPage.getByRole('heading', { level: 1, name: 'Objekte' }).waitFor();
      await workerPage.goto(`${portal.url}/accounts`);
      await workerPage.getByRole('heading', { level: 1, name: 'Kein Zugriff' }).waitFor();
      await screenshot(workerPage, 'no-access-de-phone');
    } finally {
      await workerContext.close();
    }
    // The accounts page names the properties an account sees.
    await page.goto(`${portal.url}/accounts`);
    await page.getByRole('row', { name: /Walter Krause.*No property yet/ }).waitFor();
  });

  it('accounts: archived properties are not offered, a new invite link asks first, a duplicate name is warned', async () => {
    const archived = await createProperty(portal.t.deps, asAdmin(), { name: 'Alte Wache (archived)' });
    await page.goto(`${portal.url}/properties?q=Alte%20Wache`);
    await page.getByRole('button', { name: 'Archive Alte Wache (archived)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive property' }).click();
    await page.getByText('Alte Wache (archived) was archived.').waitFor();

    await page.goto(`${portal.url}/accounts`);
    await page.getByRole('button', { name: 'Change role and access of Walter Krause' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Search properties').fill('Alte Wache');
    await dialog.getByText('Nothing matches your search.').waitFor();
    expect(archived.id).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'New invite link for Walter Krause' }).click();
    const confirm = page.getByRole('dialog', { name: 'Make a new invite link for Walter Krause?' });
    await confirm.getByText('The new link replaces it').waitFor();
    await confirm.getByRole('button', { name: 'Make a new link' }).click();
    await page.getByRole('dialog').getByLabel('Invite link').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

    await page.goto(`${portal.url}/properties`);
    await page.getByRole('button', { name: 'New property' }).click();
    const create = page.getByRole('dialog', { name: 'New property' });
    await create.getByLabel('Name').fill('objekt 007');
    await create.getByText('Another property is already called “objekt 007”. You can save anyway.').waitFor();
    await screenshot(page, 'property-duplicate-name-desktop');
  });

  it('resets a forgotten password by e-mail and signs in with the new one', async () => {
    await page.keyboard.press('Escape');
    const discard = page.getByRole('button', { name: 'Discard' });
    if (await discard.isVisible()) await discard.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await screenshot(page, 'password-reset-sent-desktop');

    const mails = await listOutgoingMail(portal.t.database.db, tenantId, { pageSize: 5 });
    const mail = mails.data.find((m) => m.purpose === 'account.password_reset');
    // Greta reads English now: the mail is in English.
    expect(mail?.subject).toMatch(/^New password for Caretaker/);
    const link = /(http:\/\/\S+\/invite#[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(portal.url)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('Choose a password').fill('six calm harbour lights');
    await page.getByLabel('Confirm password').fill('six calm harbour lights');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect((await who())?.account_id).toBe(adminId);
  });
});
