import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  fitsWidth,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The office keeps its customers in German on the desktop (1366×800): creates a client,
// gives a property to it, and sets up the client's report branding with a logo, watching
// the preview; then the same screens in English on a phone (390×844).

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

describeInBrowser('Clients and report branding in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = '';
  let tenantId = 0;
  let accountId = 0;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    accountId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenantId, accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, accountId, 'office manager passphrase');
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3', address: { city: 'Köln' } });
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Marktplatz 1' });
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('creates a client, gives it a property and sets its branding with a logo', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, 'office manager passphrase');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();

    // A client: a bad e-mail is named, then it is created.
    await page.getByRole('link', { name: 'Kunden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kunden' }).waitFor();
    await page.getByText('Noch keine Kunden.').waitFor();
    await page.getByRole('button', { name: 'Neuer Kunde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Kunde' });
    await dialog.getByLabel('Name').fill('Domstadt Wohnbau eG');
    await dialog.getByLabel(/^Straße/).fill('Komödienstraße 12');
    await dialog.getByLabel(/^PLZ/).fill('50667');
    await dialog.getByLabel(/^Ort/).fill('Köln');
    await dialog.getByLabel(/^Kontakt-E-Mails/).fill('Objekte@Domstadt.example\nkein-postfach');
    await dialog.getByRole('button', { name: 'Kunden anlegen' }).click();
    await dialog.getByText('„kein-postfach“ ist keine E-Mail-Adresse.').waitFor();
    await dialog.getByLabel(/^Kontakt-E-Mails/).fill('Objekte@Domstadt.example, p.hollmann@domstadt.example');
    await screenshot(page, 'clients-create-de-desktop');
    await dialog.getByRole('button', { name: 'Kunden anlegen' }).click();
    await page.getByText('Domstadt Wohnbau eG wurde angelegt.').waitFor();
    await row('Domstadt Wohnbau eG').getByText('p.hollmann@domstadt.example').waitFor();

    // The property gets the client; the table shows it and filters by it.
    await page.getByRole('link', { name: 'Objekte' }).click();
    await page.getByRole('button', { name: 'Lindenhof 3 bearbeiten' }).click();
    const propertyDialog = page.getByRole('dialog', { name: 'Objekt bearbeiten' });
    await propertyDialog.getByLabel('Kunde').selectOption({ label: 'Domstadt Wohnbau eG' });
    await propertyDialog.getByRole('button', { name: 'Speichern' }).click();
    await propertyDialog.waitFor({ state: 'detached' });
    await row('Lindenhof 3').getByText('Domstadt Wohnbau eG').waitFor();
    await page.getByLabel('Kunde', { exact: true }).selectOption({ label: 'Domstadt Wohnbau eG' });
    await row('Marktplatz 1').waitFor({ state: 'detached' });
    expect(page.url()).toContain('client=');
    await screenshot(page, 'clients-properties-de-desktop');

    // The client's own branding: too light a colour is refused, a logo shows in the preview.
    await page.getByRole('link', { name: 'Kunden' }).click();
    await row('Domstadt Wohnbau eG').getByText('1 Objekt').waitFor();
    await page.getByRole('button', { name: 'Domstadt Wohnbau eG öffnen' }).first().click();
    const detail = page.getByRole('dialog', { name: 'Domstadt Wohnbau eG' });
    await detail.getByTestId('client-properties').getByText('Lindenhof 3').waitFor();
    await detail.getByText('Dieser Kunde hat kein eigenes Branding').waitFor();
    await detail.getByRole('button', { name: 'Eigenes Branding einrichten' }).click();
    const accent = detail.getByRole('textbox', { name: 'Akzentfarbe' });
    await accent.fill('#ffcc00');
    await detail.getByRole('button', { name: 'Branding speichern' }).click();
    await detail
      .getByText(/nötig sind mindestens 4,5:1/)
      .first()
      .waitFor();
    await accent.fill('#8b1e3f');
    await detail.getByText(/Kontrast zu weißer Schrift: 8,91:1/).waitFor();
    const logo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#8b1e3f' } })
      .png()
      .toBuffer();
    await detail
      .getByTestId('branding-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await detail.getByTestId('branding-preview').getByRole('img', { name: 'Logo von Domstadt Wohnbau eG' }).waitFor();
    await detail.getByLabel('Adressblock').fill('Domstadt Wohnbau eG\nKomödienstraße 12\n50667 Köln');
    await detail.getByLabel('Fußzeile oder Hinweis').fill('Im Auftrag der Domstadt Wohnbau eG');
    await detail.getByTestId('branding-preview').getByText('Im Auftrag der Domstadt Wohnbau eG').waitFor();
    await detail.getByRole('button', { name: 'Branding speichern' }).click();
    await page.getByText('Das Branding wurde gespeichert.').waitFor();
    await detail.getByRole('button', { name: 'Eigenes Branding entfernen' }).waitFor();
    await screenshot(page, 'clients-branding-de-desktop');
    await detail.getByRole('button', { name: 'Schließen' }).first().click();
    await row('Domstadt Wohnbau eG').getByText('Eigenes').waitFor();
    await screenshot(page, 'clients-list-de-desktop');

    // Settings → Report branding: the tenant's default.
    await page.goto(`${portal.url}/settings/branding`);
    await page.getByRole('heading', { level: 1, name: 'Berichts-Branding' }).waitFor();
    await page.getByText('Noch kein Branding festgelegt').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'branding-default-de-desktop');

    // Settings → Roles: a role of one's own, with a permission chosen by its description.
    await page.goto(`${portal.url}/settings/roles`);
    await page.getByRole('heading', { level: 1, name: 'Rollen' }).waitFor();
    await page.getByRole('button', { name: 'Neue Rolle' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Neue Rolle' });
    await roleDialog.getByLabel('Name', { exact: true }).fill('Schichtleitung');
    await roleDialog.getByRole('checkbox', { name: /tasks\.manage/ }).check();
    await roleDialog.getByRole('button', { name: 'Rolle anlegen' }).click();
    await page.getByText('Die Rolle Schichtleitung wurde angelegt.').waitFor();
    await page
      .getByTestId(/^role-role_/)
      .getByText('Aufgaben an den sichtbaren Objekten anlegen')
      .waitFor();
    await screenshot(page, 'roles-de-desktop');

    // A task given to someone who sees the property; the list shows it and filters by it.
    await page.goto(`${portal.url}/tasks`);
    await page.getByRole('button', { name: 'Neue Aufgabe' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Neue Aufgabe' });
    await taskDialog.getByLabel('Titel').fill('Treppenhaus wischen');
    await taskDialog.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3' });
    const assignee = taskDialog.getByLabel('Zuständig');
    await expect.poll(() => assignee.locator('option').count()).toBeGreaterThan(1);
    await assignee.selectOption({ index: 1 });
    await taskDialog.getByRole('button', { name: 'Aufgabe anlegen' }).click();
    // The dialog has its own "Zuständig"; the filter's is the only one once it has closed.
    await taskDialog.waitFor({ state: 'hidden' });
    await row('Treppenhaus wischen')
      .getByText(/^Zugewiesen an /)
      .waitFor();
    await page.getByLabel('Zuständig', { exact: true }).selectOption({ label: 'Nicht zugewiesen' });
    await row('Treppenhaus wischen').waitFor({ state: 'detached' });
    await page.getByLabel('Zuständig', { exact: true }).selectOption({ label: 'Ich' });
    await row('Treppenhaus wischen').waitFor();
    expect(page.url()).toContain('assignee=me');
    await screenshot(page, 'tasks-assignee-de-desktop');
  });

  it('fits a phone, in English', async () => {
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await row('Domstadt Wohnbau eG').getByText('Own').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'clients-list-en-phone');
    await page.getByRole('button', { name: 'Open Domstadt Wohnbau eG' }).first().click();
    const detail = page.getByRole('dialog', { name: 'Domstadt Wohnbau eG' });
    await detail.getByTestId('branding-preview').getByText('Im Auftrag der Domstadt Wohnbau eG').waitFor();
    await detail.getByTestId('branding-preview').getByRole('img').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'clients-branding-en-phone');
  });
});
