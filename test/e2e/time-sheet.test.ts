import { and, eq, isNull } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { workShiftRevisions, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { addDays, localDayAndTime, zonedInstant } from '../../src/modules/working-time/zoned.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, type RunningPortal, screenshot, startPortal } from './browser.js';

// The office corrects the time sheet in the portal, in English, on the desktop (1366×800)
// and on a phone (390×844): a forgotten clock-out closed, a shift corrected with its
// break, a paper-sheet night shift added, each with a reason and a history; everything
// approved, the month locked (nothing changes then) and unlocked again by the admin.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const ZONE = 'Europe/Berlin';

describeInBrowser('Time sheet in Chromium: correct, add, approve, lock, unlock', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let workerId = 0;
  let adminEmail = '';
  // Days of the current week at most 6 days back, so they are in the past and in one week view.
  let monday = '';
  let day1 = '';
  let day2 = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminEmail = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, 'office manager passphrase');
    // The admin works in English (the organisation's language is German).
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, tenant.accountId)));
    const property = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Marktplatz 1' });
    workerId = (
      await createAccount(portal.t.deps, tenantId, {
        email: 'walter@nordlicht.example',
        name: 'Walter Krause',
        role: 'worker',
        properties: 'all',
      })
    ).id;
    // Two days of last week, so both lie in the past whatever today is.
    const today = localDayAndTime(Date.now(), ZONE).day;
    const dow = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    monday = addDays(today, -dow - 7);
    day1 = addDays(monday, 1);
    day2 = addDays(monday, 2);
    const actor = { kind: 'person' as const, tenantId, accountId: workerId, allProperties: true };
    let n = 0;
    // Each tap arrives as it is made (a tap delivered over 7 days late is refused).
    const clock = async (kind: 'start' | 'end', day: string, h: number, m: number) => {
      n++;
      const at = zonedInstant(day, h, m, ZONE);
      await applyClockAction({ ...portal.t.deps, clock: () => at + 2_000 }, actor, {
        uuid: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        kind,
        deviceAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId: property } : {}),
      });
    };
    // Tuesday: clocked 07:00–15:00. Wednesday: clocked in at 06:00 and never out.
    await clock('start', day1, 7, 0);
    await clock('end', day1, 15, 0);
    await clock('start', day2, 6, 0);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const row = (text: RegExp | string) => page.getByRole('row').filter({ hasText: text });

  it('corrects a shift and closes a forgotten one, each with a reason kept in its history', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill('office manager passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.goto(`${portal.url}/time-sheets?at=${monday}`);
    await page.getByRole('heading', { level: 1, name: 'Time sheets' }).waitFor();
    await row('07:00–15:00').waitFor();
    await row('06:00–…').getByText('Running for more than 16 hours').waitFor();

    // Tuesday: started half an hour earlier, with a break, at another property.
    await row('07:00–15:00')
      .getByRole('button', { name: /^Edit the entry of Walter Krause/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Correct the entry' });
    await dialog.getByLabel('Start').fill('06:30');
    await dialog.getByLabel('Property').selectOption({ label: 'Marktplatz 1' });
    await dialog.getByRole('button', { name: 'Add a break' }).click();
    await dialog.getByLabel('Break 1 from').fill('11:00');
    await dialog.getByLabel('Break 1 to').fill('11:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // No reason: the dialog says so at the field and keeps what was typed.
    await dialog.getByText('Fill in this field.').waitFor();
    expect(await dialog.getByLabel('Start').inputValue()).toBe('06:30');
    await dialog.getByLabel('Reason').fill('Started earlier, as the customer confirmed');
    await screenshot(page, 'time-sheet-edit-en-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The entry is saved.').waitFor();
    const corrected = row('06:30–15:00');
    await corrected.getByText('Edited', { exact: true }).waitFor();
    expect(await corrected.textContent()).toContain('Marktplatz 1');
    expect(await corrected.textContent()).toContain('0:30');
    expect(await corrected.textContent()).toContain('8:00');

    // Wednesday: the clock-out was forgotten; the office sets the end.
    await row('06:00–…')
      .getByRole('button', { name: /^Edit the entry/ })
      .click();
    const closing = page.getByRole('dialog', { name: 'Correct the entry' });
    await closing.getByLabel('End').fill('14:15');
    await closing.getByLabel('Reason').fill('Forgot to clock out, per phone call');
    await closing.getByRole('button', { name: 'Save' }).click();
    await row('06:00–14:15').getByText('Edited', { exact: true }).waitFor();

    await corrected.getByRole('button', { name: /^History of the entry/ }).click();
    const history = page.getByRole('dialog', { name: /^History: Walter Krause/ });
    await history.getByText('Reason: Started earlier, as the customer confirmed').waitFor();
    await history.getByText(/Before: .*07:00–15:00 · break 0:00 · Lindenhof 3/).waitFor();
    await history.getByText(/After: .*06:30–15:00 · break 0:30 · Marktplatz 1/).waitFor();
    await screenshot(page, 'time-sheet-history-en-desktop');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    const shifts = await portal.t.database.db
      .select()
      .from(workShifts)
      .where(and(eq(workShifts.tenantId, tenantId), isNull(workShifts.deletedAt)));
    expect(shifts.every((s) => s.endedAt !== null)).toBe(true);
    const revisions = await portal.t.database.db
      .select()
      .from(workShiftRevisions)
      .where(eq(workShiftRevisions.tenantId, tenantId));
    expect(revisions.map((r) => r.reason).sort()).toEqual([
      'Forgot to clock out, per phone call',
      'Started earlier, as the customer confirmed',
    ]);
  });

  it('adds a night shift from a paper sheet and approves the week', async () => {
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an entry' });
    await dialog.getByLabel('Person').selectOption({ label: 'Walter Krause' });
    await dialog.getByLabel('Property').selectOption({ label: 'Lindenhof 3' });
    await dialog.getByLabel('Day').fill(monday);
    await dialog.getByLabel('Start').fill('22:00');
    await dialog.getByLabel('End').fill('06:00');
    await dialog.getByText('Ends on the next day.').waitFor();
    await dialog.getByLabel('Reason').fill('Night patrol on the paper sheet');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText('The entry is added.').waitFor();
    await row('22:00–06:00').waitFor();
    await page.getByText('Total of 3 entries').waitFor();

    await page.getByRole('button', { name: 'Approve all' }).click();
    // Asked first, with the count.
    await page.getByRole('dialog', { name: 'Approve 3 entries?' }).getByRole('button', { name: 'Approve 3' }).click();
    await page.getByText('3 entries approved.').waitFor();
    await expect.poll(() => page.getByRole('cell').getByText('Approved', { exact: true }).count()).toBe(3);
    await screenshot(page, 'time-sheet-approved-en-desktop');
  });

  it('locks the month: nothing can change; the admin unlocks it with a reason', async () => {
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('button', { name: 'Lock this month' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lock this month' }).click();
    await page.getByText('The month is locked.').waitFor();
    await expect.poll(() => page.getByRole('cell').getByText('Locked', { exact: true }).count()).toBe(3);
    expect(await page.getByRole('button', { name: /^Edit the entry/ }).count()).toBe(0);
    await page.getByText(/^Locked: .* by /).waitFor();
    await screenshot(page, 'time-sheet-locked-month-en-desktop');

    await page.getByRole('button', { name: 'Unlock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock the period?' });
    await dialog.getByLabel('Reason').fill('Payroll found a missing night shift');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText('The period is unlocked.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Edit the entry/ }).count()).toBe(3);
  });

  it('fits a phone: the sheet and the edit dialog without sideways scrolling', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`${portal.url}/time-sheets?at=${monday}`);
    await phone.getByRole('heading', { level: 1, name: 'Time sheets' }).waitFor();
    await phone.getByText('22:00–06:00').waitFor();
    const width = () =>
      phone.evaluate(() => {
        const g = globalThis as unknown as {
          document: { documentElement: { scrollWidth: number } };
          innerWidth: number;
        };
        return g.document.documentElement.scrollWidth - g.innerWidth;
      });
    expect(await width()).toBeLessThanOrEqual(0);
    await screenshot(phone, 'time-sheet-en-phone');
    await phone
      .getByRole('button', { name: /^Edit the entry/ })
      .first()
      .click();
    await phone.getByRole('dialog', { name: 'Correct the entry' }).getByRole('button', { name: 'Add a break' }).click();
    expect(await width()).toBeLessThanOrEqual(0);
    await screenshot(phone, 'time-sheet-edit-en-phone');
    await phone.close();
  });

  it('a break rule set to block refuses an entry until the office gives a reason for the exception', async () => {
    await page.goto(`${portal.url}/settings/working-time`);
    await page.getByLabel(/^Breaks \(§4 ArbZG/).selectOption('block');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('Working-time settings saved.').waitFor();

    await page.goto(`${portal.url}/time-sheets?at=${monday}`);
    await page.getByRole('heading', { level: 1, name: 'Time sheets' }).waitFor();
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an entry' });
    await dialog.getByLabel('Person').selectOption({ label: 'Walter Krause' });
    await dialog.getByLabel('Property').selectOption({ label: 'Lindenhof 3' });
    // Saturday 08:00–14:01 without a break: 6:01 h, 30 minutes due.
    await dialog.getByLabel('Day').fill(addDays(monday, 5));
    await dialog.getByLabel('Start').fill('08:00');
    await dialog.getByLabel('End').fill('14:01');
    await dialog.getByLabel('Reason').fill('Paper sheet');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await dialog.getByText('The entry breaks a working-time rule set to block.', { exact: false }).first().waitFor();
    await dialog.getByLabel('Reason for the exception').fill('Storm damage, nobody to relieve him');
    await screenshot(page, 'time-sheet-rule-blocked-en-desktop');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText('The entry is added.').waitFor();
    await row('08:00–14:01').getByText('0 min of break where 30 are due (ArbZG §4)').waitFor();
  });
});
