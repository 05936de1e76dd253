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

// Importing an LV from CSV in German at 1280×800 and on a phone (390×844): a file with one
// line naming a property nobody has is refused with its line number and nothing can be
// imported; the fixed file is checked again and imported, and the plan shows its services.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'the stairwell on mondays';

const HEADER = 'Objekt;Bereich;Leistung;Häufigkeit;Minuten;Checkliste';
const lines = (third: string) =>
  Buffer.from(
    [
      HEADER,
      'LH-01;RG1 Büros;Böden saugen;Mo/Mi/Fr;30;Papierkörbe leeren|Böden saugen',
      'LH-01;RG2 Sanitär;Sanitärräume reinigen;werktäglich;45;Waschbecken|Spiegel',
      third,
    ].join('\r\n'),
    'utf8',
  );
const BAD = lines('XX-99;Treppenhaus;Treppe wischen;wöchentlich;20;');
const GOOD = lines('Lindenhof;Treppenhaus;Treppe wischen;wöchentlich am Montag;20;');

describeInBrowser('Service plan CSV import in Chromium: a refused line, fixed, then imported', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page | undefined;
  let mobile: Page | undefined;
  let property = 0;
  reportPagesOnFailure(() => [page, mobile]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const email = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, PASSWORD);
    property = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof', external_id: 'LH-01' });
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

  it('shows the refused line, and imports the fixed file', async () => {
    const p = page!;
    await p.goto(`${portal.url}/service-plan?property=${property}`);
    await p.getByText('Dieses Objekt hat noch keine Bereiche.').waitFor();
    await p.getByRole('button', { name: 'CSV importieren' }).click();
    const dialog = p.getByRole('dialog', { name: 'Leistungsverzeichnis aus CSV importieren' });

    await dialog.getByTestId('plan-import-file').setInputFiles({ name: 'lv.csv', mimeType: 'text/csv', buffer: BAD });
    await dialog.getByText('1 Problem: noch kann nichts importiert werden').waitFor();
    const refused = dialog.getByTestId('plan-import-refusals').getByRole('row', { name: /^Zeile 4 / });
    await refused.getByText('Keines Ihrer Objekte hat diese externe ID oder diesen Namen.').waitFor();
    await expect.poll(() => refused.getByText('XX-99').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Importieren' }).isDisabled()).toBe(true);
    // The good lines show what they would make.
    const planned = dialog.getByTestId('plan-import-plan');
    await planned
      .getByRole('row', { name: /Böden saugen/ })
      .getByText('Neu', { exact: true })
      .waitFor();
    expect(await fitsWidth(p)).toBe(true);
    await screenshot(p, 'service-plan-import-refused-desktop');

    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    await phone.addCookies(await desktop.cookies());
    mobile = await phone.newPage();
    await mobile.goto(p.url());
    await mobile.getByRole('button', { name: 'CSV importieren' }).click();
    const phoneDialog = mobile.getByRole('dialog', { name: 'Leistungsverzeichnis aus CSV importieren' });
    await phoneDialog
      .getByTestId('plan-import-file')
      .setInputFiles({ name: 'lv.csv', mimeType: 'text/csv', buffer: BAD });
    await phoneDialog.getByText('1 Problem: noch kann nichts importiert werden').waitFor();
    expect(await fitsWidth(mobile)).toBe(true);
    await screenshot(mobile, 'service-plan-import-refused-phone');
    await phone.close();

    // The fixed file: every line readable, three new services, Import offered.
    await dialog.getByTestId('plan-import-file').setInputFiles({ name: 'lv.csv', mimeType: 'text/csv', buffer: GOOD });
    await dialog.getByText('Jede Zeile ist lesbar.', { exact: false }).waitFor();
    await dialog
      .getByText('3 neue Bereiche, 3 neue Leistungen, 0 geändert, 0 unverändert.', { exact: false })
      .waitFor();
    await dialog
      .getByRole('row', { name: /Treppe wischen/ })
      .getByText('jeden Montag')
      .waitFor();
    await screenshot(p, 'service-plan-import-ready-desktop');
    await dialog.getByRole('button', { name: 'Importieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    await p.getByText('3 Leistungen importiert.').waitFor();

    for (const area of ['RG1 Büros', 'RG2 Sanitär', 'Treppenhaus'])
      await p.getByRole('heading', { name: area }).waitFor();
    const row = p.getByRole('row', { name: /Böden saugen/ });
    await expect.poll(() => row.getByText('30 Min.').count()).toBe(1);
    await expect.poll(() => row.getByText('2 Checklistenpunkte').count()).toBe(1);
    await screenshot(p, 'service-plan-import-done-desktop');

    // The planning horizon, for the whole organisation, below the plan.
    const horizon = p.getByLabel('Tage im Voraus');
    await expect.poll(() => horizon.inputValue()).toBe('14');
    await horizon.fill('400');
    await p.getByRole('region', { name: 'Planungshorizont' }).getByRole('button', { name: 'Speichern' }).click();
    await p.getByText('Geben Sie ganze Tage ein, 1 bis 366.').waitFor();
    await horizon.fill('28');
    await p.getByRole('region', { name: 'Planungshorizont' }).getByRole('button', { name: 'Speichern' }).click();
    await p.getByText('Planungshorizont gespeichert: 28 Tage.').waitFor();
    const saved = await p.request.get(`${portal.url}/portal/api/service-plans/settings`);
    expect(await saved.json()).toEqual({ horizon_days: 28 });
    await screenshot(p, 'service-plan-horizon-desktop');
  }, 180_000);
});
