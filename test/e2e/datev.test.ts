import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { setPayrollProfile } from '../../src/modules/working-time/people.service.js';
import { approveEntries } from '../../src/modules/working-time/timesheets.service.js';
import { workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
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

// The office sets its DATEV numbers and the wage type of regular hours, asks for the LODAS
// file of October 2026, reads the refusal (a person without a personnel number, the month
// not locked), fixes it and downloads the file, locking the month in the same step.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'payroll every first monday';

describeInBrowser('DATEV export in Chromium: settings, refusal, file', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = '';
  let tenantId = 0;
  let adminId = 0;
  let workerId = 0;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    const property = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    workerId = (
      await createAccount(portal.t.deps, tenantId, {
        email: 'walter@nordlicht.example',
        name: 'Walter Krause',
        role: 'worker',
        properties: 'all',
      })
    ).id;
    // Walter worked one shift, 7:00 to 15:30 on 5 October 2026.
    for (const [kind, hour, minute] of [
      ['start', 7, 0],
      ['end', 15, 30],
    ] as const) {
      const at = zonedInstant('2026-10-05', hour, minute, 'Europe/Berlin');
      await applyClockAction(
        { ...portal.t.deps, clock: () => at },
        { kind: 'person', tenantId, accountId: workerId, allProperties: true },
        {
          uuid: crypto.randomUUID(),
          kind,
          deviceAt: new Date(at).toISOString(),
          ...(kind === 'start' ? { propertyId: property } : {}),
        },
      );
    }
    context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'de-DE',
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    page = await context.newPage();
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/');
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('refuses with the problems to fix, then makes the LODAS file and locks the month', async () => {
    await page.goto(`${portal.url}/settings/working-time`);
    const datev = page.getByRole('region', { name: 'DATEV' });
    await datev.getByLabel('Beraternummer').fill('1234567');
    await datev.getByLabel('Mandantennummer').fill('12345');
    await datev.getByLabel('Reguläre Stunden', { exact: true }).fill('100');
    await datev.getByLabel('Urlaub', { exact: true }).fill('300');
    await datev.getByLabel('Krankheit', { exact: true }).fill('310');
    await datev.getByLabel('Sonstige Abwesenheit', { exact: true }).fill('320');
    await datev.getByRole('button', { name: 'DATEV-Einstellungen speichern' }).click();
    await page.getByText('DATEV-Einstellungen gespeichert.').waitFor();
    await screenshot(page, 'datev-settings-de-desktop');

    await page.goto(`${portal.url}/exports`);
    await page.getByLabel('Von').fill('2026-10-01');
    await page.getByLabel('Bis', { exact: true }).fill('2026-10-31');
    await page.getByLabel('Exportart').selectOption('datev_lodas');
    await page.getByRole('button', { name: 'DATEV-Datei herunterladen' }).click();
    await page.getByText('Der DATEV-Export wurde abgelehnt. Beheben Sie zuerst:').waitFor();
    await page.getByText('Walter Krause hat keine Personalnummer.').waitFor();
    await page.getByText('Der Zeitraum ist nicht gesperrt.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Beheben' }).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'datev-refused-de-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'datev-refused-de-phone');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);

    await setPayrollProfile(
      portal.t.deps,
      tenantId,
      workerId,
      { personnelNumber: '1001', costCentre: null, weeklyTargetMinutes: 2400, workDays: 31 },
      { kind: 'operator' },
    );
    const shifts = await portal.t.database.db
      .select({ id: workShifts.id })
      .from(workShifts)
      .where(eq(workShifts.tenantId, tenantId));
    await approveEntries(
      portal.t.deps,
      { kind: 'person', tenantId, accountId: adminId, allProperties: true },
      'Europe/Berlin',
      shifts.map((shift) => shift.id),
    );
    await page.getByLabel('Zeitraum mit dem Export sperren').check();
    await page.getByRole('button', { name: 'DATEV-Datei herunterladen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zeitraum als exportiert markieren?' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: 'Exportieren und sperren' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('datev-lodas-2026-10-01-2026-10-31.txt');
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(await download.path())).toString('latin1');
    expect(text.startsWith('[Allgemein]\r\nZiel=LODAS\r\n')).toBe(true);
    expect(text).toContain('BeraterNr=1234567\r\n');
    expect(text).toContain('MandantenNr=12345\r\n');
    // 8.5 hours of regular time for personnel number 1001 under wage type 100.
    expect(text).toContain('\r\n10;01/10/2026;1001;100;1;8,50;;\r\n');
  });
});
