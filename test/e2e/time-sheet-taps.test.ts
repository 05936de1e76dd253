import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { addDays, localDayAndTime, zonedInstant } from '../../src/modules/working-time/zoned.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, type RunningPortal, screenshot, startPortal } from './browser.js';

// The time sheet shows a phone's times with their seconds where they have them (07:00 to
// 07:07:40, net 0:08) and keeps them when the entry is saved; a shift whose end from the
// phone has not arrived while a later start has is flagged. In English, desktop 1366×800.

const DESKTOP = { width: 1366, height: 800 };
const ZONE = 'Europe/Berlin';

describeInBrowser('Time sheet in Chromium: a phone’s seconds and a missing end', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminEmail = '';
  let monday = '';
  let shortShift = 0;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminEmail = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, 'office manager passphrase');
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, tenant.accountId)));
    const property = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const workerId = (
      await createAccount(portal.t.deps, tenantId, {
        email: 'ina@nordlicht.example',
        name: 'Ina Sekunde',
        role: 'worker',
        properties: 'all',
      })
    ).id;
    // Last week, so the days lie in the past whatever today is.
    const today = localDayAndTime(Date.now(), ZONE).day;
    const dow = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    monday = addDays(today, -dow - 7);
    const tuesday = addDays(monday, 1);
    const actor = { kind: 'person' as const, tenantId, accountId: workerId, allProperties: true };
    let n = 0;
    const clock = async (kind: 'start' | 'pause' | 'end', day: string, h: number, m: number, s = 0) => {
      const at = zonedInstant(day, h, m, ZONE) + s * 1000;
      await applyClockAction({ ...portal.t.deps, clock: () => at + 2_000 }, actor, {
        uuid: `50000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
        kind,
        deviceAt: new Date(at).toISOString(),
        ...(kind === 'start' ? { propertyId: property } : {}),
      });
    };
    // Monday 07:00:00–07:07:40. Tuesday: in at 06:00, a pause at 08:00, then (the phone's
    // end and resume still on their way) a new start at 11:00, ended at 12:00.
    await clock('start', monday, 7, 0);
    const short = await applyClockAction({ ...portal.t.deps, clock: () => zonedInstant(monday, 7, 8, ZONE) }, actor, {
      uuid: '50000000-0000-4000-8000-100000000000',
      kind: 'end',
      deviceAt: new Date(zonedInstant(monday, 7, 7, ZONE) + 40_000).toISOString(),
    });
    shortShift = short.shiftId ?? 0;
    await clock('start', tuesday, 6, 0);
    await clock('pause', tuesday, 8, 0);
    await clock('start', tuesday, 11, 0);
    await clock('end', tuesday, 12, 0);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const row = (text: RegExp | string) => page.getByRole('row').filter({ hasText: text });

  it('shows the seconds the net is computed from, flags the missing end, and keeps the seconds on saving', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill('office manager passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.goto(`${portal.url}/time-sheets?at=${monday}`);
    await page.getByRole('heading', { level: 1, name: 'Time sheets' }).waitFor();
    await row('07:00–07:07:40').getByText('0:08').waitFor();
    // Closed at its last tap, the pause at 08:00: 2 h, flagged.
    await row('06:00–08:00').getByText('The phone’s end has not arrived: ends at the last tap').waitFor();
    await screenshot(page, 'time-sheet-seconds-en-desktop');

    // Saved with a note only, the entry keeps its times to the second.
    await row('07:00–07:07:40')
      .getByRole('button', { name: /^Edit the entry of Ina Sekunde/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Correct the entry' });
    expect(await dialog.getByLabel('End').inputValue()).toBe('07:07:40');
    await dialog.getByLabel('Note').fill('Keys returned');
    await dialog.getByLabel('Reason').fill('Note from the phone call');
    await screenshot(page, 'time-sheet-seconds-edit-en-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The entry is saved.').waitFor();
    await row('07:00–07:07:40').getByText('0:08').waitFor();
    const [saved] = await portal.t.database.db
      .select({ endedAt: workShifts.endedAt, note: workShifts.note })
      .from(workShifts)
      .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, shortShift)));
    expect(saved).toEqual({
      endedAt: new Date(zonedInstant(monday, 7, 7, ZONE) + 40_000),
      note: 'Keys returned',
    });
  });
});
