import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
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

// The service plan (Leistungsverzeichnis) in German at 1280×800 and on a phone (390×844):
// from the property list to its plan, an area added, a service whose frequency is typed in
// plain words; the editor says it back as a sentence with the next ten dates.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'the stairwell on mondays';

describeInBrowser('Service plan in Chromium: areas, services, the frequency in plain words', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page | undefined;
  let mobile: Page | undefined;
  let email = '';
  reportPagesOnFailure(() => [page, mobile]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    email = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, PASSWORD);
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof' });
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

  it('adds an area and a service written in words, and shows its sentence and next dates', async () => {
    const p = page!;
    await p.goto(`${portal.url}/properties`);
    await p.getByRole('link', { name: 'Leistungsverzeichnis von Lindenhof' }).click();
    await p.getByText('Dieses Objekt hat noch keine Bereiche.').waitFor();

    await p.getByRole('button', { name: 'Neuer Bereich' }).click();
    const areaDialog = p.getByRole('dialog', { name: 'Neuer Bereich' });
    await areaDialog.getByLabel('Name').fill('Treppenhaus');
    await areaDialog.getByLabel('Etage').fill('EG–3. OG');
    await areaDialog.getByLabel('Fläche in m²').fill('42,5');
    await areaDialog.getByRole('button', { name: 'Bereich anlegen' }).click();
    await areaDialog.waitFor({ state: 'detached' });
    await p.getByRole('heading', { name: 'Treppenhaus' }).waitFor();
    await expect.poll(() => p.getByText('Etage EG–3. OG · 42,5 m²').count()).toBe(1);

    await p.getByRole('button', { name: 'Leistung hinzufügen: Treppenhaus' }).click();
    const dialog = p.getByRole('dialog', { name: 'Neue Leistung in Treppenhaus' });
    await dialog.getByLabel('Was').fill('Treppenhaus wischen');
    await dialog.getByLabel('Gültig ab').fill('2027-01-04');
    // Words the reader does not know: the field says so in German.
    await dialog.getByLabel('Häufigkeit').fill('jeden blauen Mond');
    await dialog.getByText('Diese Häufigkeit wird nicht verstanden.', { exact: false }).waitFor();

    await dialog.getByLabel('Häufigkeit').fill('alle 2 Wochen am Montag, nicht im Dezember');
    const preview = dialog.getByTestId('frequency-preview');
    await preview.getByText('jeden 2. Montag, nicht im Dezember').waitFor();
    // Counted from the week of 4 January 2027; December left out.
    const dates = () => preview.locator('time').evaluateAll((cells) => cells.map((c) => c.getAttribute('datetime')));
    await expect
      .poll(dates)
      .toEqual([
        '2027-01-04',
        '2027-01-18',
        '2027-02-01',
        '2027-02-15',
        '2027-03-01',
        '2027-03-15',
        '2027-03-29',
        '2027-04-12',
        '2027-04-26',
        '2027-05-10',
      ]);
    expect(await preview.locator('time').first().textContent()).toMatch(/^Mo\.?, 4\. Jan\.? 2027$/);

    await preview.scrollIntoViewIfNeeded();
    await screenshot(p, 'service-plan-preview-desktop');
    await dialog.getByLabel('Erwartete Minuten').fill('30');
    await dialog.getByRole('button', { name: 'Punkt hinzufügen' }).click();
    await dialog.getByLabel('Checklistenpunkt 1').fill('Handläufe abwischen');
    await dialog.getByRole('button', { name: 'Punkt hinzufügen' }).click();
    await dialog.getByLabel('Checklistenpunkt 2').fill('Stufen nass wischen');
    await screenshot(p, 'service-plan-editor-desktop');
    await dialog.getByRole('button', { name: 'Leistung anlegen' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = p.getByRole('row', { name: /Treppenhaus wischen/ });
    await row.getByText('jeden 2. Montag, nicht im Dezember').waitFor();
    await expect.poll(() => row.getByText('06:00–08:00 Uhr').count()).toBe(1);
    await expect.poll(() => row.getByText('30 Min.').count()).toBe(1);
    await expect.poll(() => row.getByText('Alle im Objekt').count()).toBe(1);
    await expect.poll(() => row.getByText(/ab 4\. Jan\.? 2027/).count()).toBe(1);
    expect(await fitsWidth(p)).toBe(true);
    await screenshot(p, 'service-plan-desktop');

    // Editing shows the rule as it was saved, and the same dates.
    await row.getByRole('button', { name: 'Leistung Treppenhaus wischen bearbeiten' }).click();
    const edit = p.getByRole('dialog', { name: 'Leistung bearbeiten' });
    await expect.poll(() => edit.getByLabel('Häufigkeit').inputValue()).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
    await edit.getByTestId('frequency-preview').getByText('jeden 2. Montag, nicht im Dezember').waitFor();
    expect(await edit.getByLabel('Checklistenpunkt 2').inputValue()).toBe('Stufen nass wischen');
    await edit.getByRole('button', { name: 'Abbrechen' }).click();

    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    await phone.addCookies(await desktop.cookies());
    mobile = await phone.newPage();
    await mobile.goto(p.url());
    await mobile.getByText('jeden 2. Montag, nicht im Dezember').waitFor();
    expect(await fitsWidth(mobile)).toBe(true);
    await screenshot(mobile, 'service-plan-phone');
    await mobile.getByRole('button', { name: 'Leistung hinzufügen: Treppenhaus' }).click();
    const phoneDialog = mobile.getByRole('dialog', { name: 'Neue Leistung in Treppenhaus' });
    await phoneDialog.getByLabel('Häufigkeit').fill('werktäglich');
    const phonePreview = phoneDialog.getByTestId('frequency-preview');
    await phonePreview.getByText('montags bis freitags, nicht an Feiertagen').waitFor();
    // "Werktäglich" itself leaves out public holidays: the box shows it ticked.
    await expect.poll(() => phoneDialog.getByLabel('Nicht an Feiertagen').isChecked()).toBe(true);
    await phonePreview.scrollIntoViewIfNeeded();
    await screenshot(mobile, 'service-plan-editor-phone');
    await phone.close();
  }, 180_000);
});
