import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, incidents, tasks } from '../../src/db/schema.js';
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

// Incidents from the office in German at 1280×800 and 390×844: "Neue Meldung" on the list,
// an owner and a due date in the detail, and "Als Aufgabe anlegen" from it.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'gates break on fridays';

describeInBrowser('Incidents from the office in Chromium: report, owner, task', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let phonePage: Page | undefined;
  let tenantId = 0;
  reportPagesOnFailure(() => [page, phonePage]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    const adminId = tenant.accountId;
    const email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    await portal.t.database.db
      .update(accounts)
      .set({ name: 'Petra Hansen' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    await createAccount(portal.t.deps, tenantId, {
      email: 'jana@example.test',
      name: 'Jana Becker',
      role: 'manager',
      properties: 'all',
    });
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

  it('reports an incident in the portal, gives it an owner and a due date, and makes a task from it', async () => {
    await page.getByRole('link', { name: 'Meldungen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Meldungen' }).waitFor();
    await page.getByRole('button', { name: 'Neue Meldung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Meldung' });
    await dialog.getByLabel('Objekt', { exact: true }).selectOption({ label: 'Lindenhof 3' });
    await dialog.getByLabel('Titel', { exact: true }).fill('Hoftor schließt nicht');
    await dialog.getByLabel('Dringlichkeit').selectOption('high');
    await dialog.getByLabel('Ort im Objekt').fill('Einfahrt');
    await dialog.getByLabel('Beschreibung').fill('Scharnier oben abgerissen.');
    await screenshot(page, 'office-incidents-new-de-desktop');
    await dialog.getByRole('button', { name: 'Meldung erfassen' }).click();

    // The list shows the new incident on top; open it.
    await page.getByRole('table').getByRole('link', { name: 'Hoftor schließt nicht' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hoftor schließt nicht' }).waitFor();
    await page.getByText('Einfahrt').waitFor();
    const [incident] = await portal.t.database.db.select().from(incidents).where(eq(incidents.tenantId, tenantId));
    expect(incident).toMatchObject({ origin: 'portal', severity: 'high', title: 'Hoftor schließt nicht' });

    await page.getByLabel('Zuständig', { exact: true }).selectOption({ label: 'Jana Becker' });
    await page.getByLabel('Fällig am').fill('2026-12-04');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('hat Jana Becker als zuständig eingetragen').waitFor();
    await page.getByText('hat die Fälligkeit auf 4. Dez. 2026 gesetzt').waitFor();

    await page.getByRole('button', { name: 'Als Aufgabe anlegen' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Aufgabe aus Meldung anlegen' });
    // Prefilled from the incident: title, description, its owner and due date.
    expect(await taskDialog.getByLabel('Titel').inputValue()).toBe('Hoftor schließt nicht');
    expect(await taskDialog.getByLabel('Beschreibung').inputValue()).toBe('Scharnier oben abgerissen.');
    expect(await taskDialog.getByLabel('Fällig am').inputValue()).toBe('2026-12-04');
    await taskDialog.getByLabel('Titel').fill('Hoftor reparieren');
    await screenshot(page, 'office-incidents-task-de-desktop');
    await taskDialog.getByRole('button', { name: 'Aufgabe anlegen' }).dblclick();
    await page.getByText('hat die Aufgabe „Hoftor reparieren“ angelegt').waitFor();
    await page.getByRole('link', { name: 'Hoftor reparieren' }).waitFor();
    await screenshot(page, 'office-incidents-detail-de-desktop');
    const made = await portal.t.database.db.select().from(tasks).where(eq(tasks.tenantId, tenantId));
    expect(made.map((task) => [task.title, task.incidentId, task.dueDate])).toEqual([
      ['Hoftor reparieren', incident?.id, '2026-12-04'],
    ]);

    // The task links back to the incident.
    await page.getByRole('link', { name: 'Hoftor reparieren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Aufgaben' }).waitFor();
    await page.getByRole('link', { name: 'Aus Meldung' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hoftor schließt nicht' }).waitFor();
  });

  it('fits a phone: the new-incident dialog and the detail', async () => {
    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    try {
      await phone.addCookies(await desktop.cookies());
      phonePage = await phone.newPage();
      await phonePage.goto(`${portal.url}/incidents`);
      await phonePage.getByRole('heading', { level: 1, name: 'Meldungen' }).waitFor();
      await phonePage.getByRole('button', { name: 'Neue Meldung' }).click();
      await phonePage.getByRole('dialog', { name: 'Neue Meldung' }).waitFor();
      expect(await fitsWidth(phonePage)).toBe(true);
      await screenshot(phonePage, 'office-incidents-new-de-phone');
      await phonePage.getByRole('button', { name: 'Abbrechen' }).click();
      await phonePage.getByRole('link', { name: 'Hoftor schließt nicht' }).click();
      await phonePage.getByRole('button', { name: 'Als Aufgabe anlegen' }).waitFor();
      expect(await fitsWidth(phonePage)).toBe(true);
      await screenshot(phonePage, 'office-incidents-detail-de-phone');
    } finally {
      await phone.close();
    }
  });
});
