import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { tasks } from '../../src/modules/tasks/tasks.tables.js';
import { patrolRoutes, patrolSchedules } from '../../src/modules/patrols/patrols.tables.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { addDays } from '../../src/modules/working-time/zoned.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { portalSignIn, withPassword } from '../helpers/portal.js';
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

// An office manager signs in and lands on the home page: a person on site, an overdue task,
// a critical incident and a round missed today, each opening its list; when a second person
// clocks in on the phone, the page shows it within 10 seconds without a reload. German and
// English, desktop (1280×800) and phone (390×844).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'office manager passphrase';

describeInBrowser('The home page in Chromium: what needs the office now, updated live', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = '';
  let tenantId = 0;
  let propertyId = 0;
  let second = 0;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    email = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, PASSWORD);
    propertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const db = portal.t.database.db;
    const worker = async (name: string) =>
      (
        await createAccount(portal.t.deps, tenantId, {
          email: `${randomUUID()}@example.test`,
          name,
          role: 'worker',
          properties: [propertyId],
        })
      ).id;
    const first = await worker('Ali Demir');
    second = await worker('Olga Wolf');
    // Ali has been on site for two hours.
    await db.insert(workShifts).values({
      tenantId,
      uuid: randomUUID(),
      accountId: first,
      propertyId,
      startedAt: new Date(Date.now() - 2 * 3_600_000),
    });
    // A task due yesterday, still open.
    const today = calendarDay(Date.now(), 'Europe/Berlin');
    await db.insert(tasks).values({
      tenantId,
      uuid: randomUUID(),
      propertyId,
      title: 'Treppenhaus reinigen',
      dueDate: addDays(today, -1),
      createFingerprint: 'home',
    });
    // A critical incident, reported through the API.
    const incident = await portal.t.app.inject({
      method: 'POST',
      url: '/api/v1/incidents',
      headers: { authorization: `Bearer ${tenant.key}` },
      payload: { uuid: randomUUID(), property_id: propertyId, title: 'Wasser im Keller', severity: 'critical' },
    });
    expect(incident.statusCode, incident.body).toBe(201);
    // A round due at midnight with a one-minute window: missed by now, whenever today the test runs.
    const [route] = await db
      .insert(patrolRoutes)
      .values({ tenantId, propertyId, name: 'Nachtrunde' })
      .returning({ id: patrolRoutes.id });
    await db.insert(patrolSchedules).values({
      tenantId,
      routeId: route!.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startTimes: ['00:00'],
      windowMinutes: 1,
      graceMinutes: 0,
    });
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const figure = (label: RegExp) => page.locator('.home-figure').filter({ hasText: label });

  it('opens on the home page with the day’s figures, each opening its list', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');

    expect(await figure(/Vor Ort/).textContent()).toBe('1Vor Ort0 in der Pause');
    expect(await figure(/überfällig/).textContent()).toBe('1Aufgaben überfällig0 heute fällig');
    expect(await figure(/Meldungen offen/).textContent()).toBe('1Meldungen offen1 Kritisch');
    expect(await figure(/verpasst/).textContent()).toBe(
      '1Rundgänge heute verpasst0 verspätet · 0 laufen · 0 stehen noch an',
    );
    const incidents = page.getByRole('region', { name: 'Dringende Meldungen' });
    await incidents.getByText('Wasser im Keller').waitFor();
    await incidents.getByText('Kritisch').waitFor();
    const rounds = page.getByRole('region', { name: 'Rundgänge heute' });
    await rounds.getByText('Nachtrunde').waitFor();
    await rounds.getByText('geplant 00:00 Uhr').waitFor();
    const onSite = page.getByRole('region', { name: 'Jetzt vor Ort' });
    await onSite.getByText('Ali Demir').waitFor();
    await page.getByRole('region', { name: 'Überfällige Aufgaben' }).getByText('Treppenhaus reinigen').waitFor();
    await screenshot(page, 'home-de-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'home-de-phone');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);

    // The incident opens in the incidents screen.
    await incidents.getByRole('link', { name: 'Wasser im Keller' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wasser im Keller' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
  });

  it('shows a person who clocks in on the phone within 10 seconds, without a reload', async () => {
    const phone = await portalSignIn(portal.t, { tenantId, accountId: second });
    const clockIn = await phone.post('/portal/api/clock/actions', {
      uuid: randomUUID(),
      kind: 'start',
      device_at: new Date().toISOString(),
      property_id: propertyId,
    });
    expect(clockIn.statusCode, clockIn.body).toBeLessThan(300);
    const started = Date.now();
    await page.getByRole('region', { name: 'Jetzt vor Ort' }).getByText('Olga Wolf').waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await figure(/Vor Ort/).textContent()).toBe('2Vor Ort0 in der Pause');
  });

  it('speaks English to a person who chose it', async () => {
    // As the profile page sends it, with the session's CSRF token.
    const csrf = await page.evaluate(async () => {
      const session = (await (await fetch('/portal/api/session')).json()) as { csrf_token: string };
      return session.csrf_token;
    });
    const response = await page.request.patch(`${portal.url}/portal/api/profile`, {
      data: { language: 'en' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(response.status(), await response.text()).toBe(200);
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('region', { name: 'Urgent incidents' }).getByText('Critical').waitFor();
    expect(await figure(/missed today/).textContent()).toBe('1Rounds missed today0 late · 0 running · 0 still to come');
    await screenshot(page, 'home-en-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'home-en-phone');
    expect(await fitsWidth(page)).toBe(true);
  });
});
