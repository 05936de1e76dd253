import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import {
  patrolCheckpoints,
  patrolRounds,
  patrolRoutes,
  patrolScans,
  patrolSchedules,
} from '../../src/modules/patrols/patrols.tables.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { addDays, zonedInstant } from '../../src/modules/working-time/zoned.js';
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

// The office looks at yesterday's patrol rounds of a property in German on the desktop
// (1366×800) and on a phone (390×844): the 08:00 round complete, the 12:00 one late, the
// 20:00 one missed, an ad-hoc round still in progress in the live panel, and one round's
// timeline with its scans.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const BERLIN = 'Europe/Berlin';

describeInBrowser('Patrol rounds in Chromium: the day, the live panel, a timeline', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = '';
  let propertyId = 0;
  let completeRound = 0;
  const day = addDays(calendarDay(Date.now(), BERLIN), -1);
  const local = (hour: number, minute: number) => new Date(zonedInstant(day, hour, minute, BERLIN));

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const accountId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenantId, accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, accountId, 'office manager passphrase');
    propertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const db = portal.t.database.db;
    const [route] = await db
      .insert(patrolRoutes)
      .values({ tenantId, propertyId, name: 'Nachtrunde' })
      .returning({ id: patrolRoutes.id });
    if (!route) throw new Error('no route');
    const checkpoints = await db
      .insert(patrolCheckpoints)
      .values(
        ['Tor', 'Tiefgarage', 'Dach'].map((name, i) => ({
          tenantId,
          routeId: route.id,
          position: i + 1,
          name,
          qrToken: randomUUID(),
          manualCode: randomUUID().slice(0, 8),
        })),
      )
      .returning({ id: patrolCheckpoints.id });
    const [schedule] = await db
      .insert(patrolSchedules)
      .values({
        tenantId,
        routeId: route.id,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTimes: ['08:00', '12:00', '20:00'],
        windowMinutes: 60,
        graceMinutes: 10,
      })
      .returning({ id: patrolSchedules.id });
    if (!schedule) throw new Error('no schedule');
    const round = async (
      planned: [number, number] | null,
      start: [number, number],
      end: [number, number] | null,
      scans: [number, [number, number], 'qr' | 'nfc' | 'manual'][],
    ) => {
      const [row] = await db
        .insert(patrolRounds)
        .values({
          tenantId,
          uuid: randomUUID(),
          routeId: route.id,
          propertyId,
          scheduleId: planned ? schedule.id : null,
          plannedStart: planned ? local(...planned) : null,
          status: end ? 'ended' : 'in_progress',
          startedByAccountId: accountId,
          startedAt: local(...start),
          startReceivedAt: local(...start),
          endedAt: end ? local(...end) : null,
          endedByAccountId: end ? accountId : null,
        })
        .returning({ id: patrolRounds.id });
      if (!row) throw new Error('no round');
      for (const [index, at, method] of scans) {
        const checkpoint = checkpoints[index];
        if (!checkpoint) throw new Error('no checkpoint');
        await db.insert(patrolScans).values({
          tenantId,
          uuid: randomUUID(),
          roundId: row.id,
          checkpointId: checkpoint.id,
          method,
          scannedAt: local(...at),
          receivedAt: local(at[0], at[1] + 2),
          accountId,
          note: index === 1 && method === 'nfc' ? 'Rolltor stand offen, geschlossen.' : null,
        });
      }
      return row.id;
    };
    completeRound = await round(
      [8, 0],
      [8, 2],
      [8, 25],
      [
        [0, [8, 5], 'qr'],
        [1, [8, 12], 'nfc'],
        [2, [8, 20], 'manual'],
      ],
    );
    await round(
      [12, 0],
      [12, 5],
      [13, 30],
      [
        [0, [12, 10], 'qr'],
        [2, [12, 20], 'qr'],
        [1, [13, 25], 'qr'],
      ],
    );
    await round(null, [15, 0], null, [[0, [15, 3], 'qr']]);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const row = (text: string) => page.getByTestId('patrol-day').getByRole('row').filter({ hasText: text });

  it('shows the day with statuses, the rounds in progress and a timeline, on a desktop and a phone', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, 'office manager passphrase');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.getByRole('link', { name: 'Rundgänge', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Rundgänge' }).waitFor();
    await page.getByLabel('Tag', { exact: true }).fill(day);
    await expect.poll(() => page.url()).toContain(`day=${day}`);

    await row('08:00').getByText('Vollständig').waitFor();
    await row('12:00').getByText('Verspätet').waitFor();
    await row('20:00').getByText('Verpasst').waitFor();
    await row('Spontan').getByText('Läuft').waitFor();
    expect(await row('12:00').textContent()).toContain('1 Scan außer der Reihe');
    await page.getByTestId('patrol-live').getByText('1 von 3').waitFor();
    expect(await page.locator('.patrol-summary').textContent()).toContain('33,3 %');
    await screenshot(page, 'patrol-rounds-day-de-desktop');

    // The week holding that day: Monday to Sunday, each day with its figures.
    await page.getByTestId('patrol-period').getByRole('button', { name: 'Woche' }).click();
    await expect.poll(() => page.url()).toContain('period=week');
    const days = page.getByTestId('patrol-period-days');
    await days.waitFor();
    await expect.poll(() => days.getByRole('row').count()).toBe(8);
    const figures = page.getByTestId('patrol-period').locator('.patrol-summary');
    expect(await figures.textContent()).toContain('Verspätet1');
    await screenshot(page, 'patrol-rounds-week-de-desktop');
    await page.getByRole('button', { name: 'Vorherige Woche' }).click();
    await expect.poll(() => page.url()).not.toContain(`day=${day}`);
    await expect.poll(() => days.getByRole('row').count()).toBe(8);
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await expect.poll(async () => figures.textContent()).toContain('Verspätet1');
    await page.getByTestId('patrol-period').getByRole('button', { name: 'Monat' }).click();
    await expect.poll(() => page.url()).toContain('period=month');
    await screenshot(page, 'patrol-rounds-month-de-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'patrol-rounds-month-de-phone');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);
    // A day of the month opens its day view.
    await days.locator(`a[href$="day=${day}"]`).click();
    await expect.poll(() => page.url()).not.toContain('period=');
    await row('08:00').getByText('Vollständig').waitFor();

    await row('08:00').getByRole('link', { name: 'Nachtrunde' }).click();
    await expect.poll(() => page.url()).toContain(`round=${completeRound}`);
    const timeline = page.getByTestId('patrol-timeline');
    await timeline.getByText('1. Tor').waitFor();
    await timeline.getByText('Rolltor stand offen, geschlossen.').waitFor();
    expect(await timeline.textContent()).toContain('NFC-Tag');
    expect(await timeline.textContent()).toContain('Rundgang beendet');
    await screenshot(page, 'patrol-rounds-timeline-de-desktop');

    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/patrol-rounds?property=${propertyId}&day=${day}`);
    await row('20:00').getByText('Verpasst').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'patrol-rounds-day-de-phone');
    await page.goto(`${portal.url}/patrol-rounds?round=${completeRound}`);
    await page.getByTestId('patrol-timeline').getByText('3. Dach').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'patrol-rounds-timeline-de-phone');
  });
});
