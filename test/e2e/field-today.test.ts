import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createPlanArea, createPlanService } from '../../src/modules/service-plans/service-plans.service.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { taskActions, taskPhotos, tasks } from '../../src/modules/tasks/tasks.tables.js';
import { localDayAndTime } from '../../src/modules/working-time/zoned.js';
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

// The field app's "Today" on a phone (390×844): today's planned services at the person's
// properties by time, one opened and its checklist worked through offline (a "not OK" item is
// refused without a note or photo; one has a note, another a photo), completed offline; back
// online the server has the results once, as one checklist action, and the service is done.

const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'Europe/Berlin';

/** A window around the present hour in Berlin, so the service is due now whenever the test runs. */
function windowAroundNow(): { window_start: string; window_end: string } {
  const hour = Number(localDayAndTime(Date.now(), TIME_ZONE).time.slice(0, 2));
  const start = Math.max(0, hour - 1);
  const end = hour >= 22 ? '23:59' : `${String(hour + 2).padStart(2, '0')}:00`;
  return { window_start: `${String(start).padStart(2, '0')}:00`, window_end: end };
}

/** A photo as a phone's camera would give it: an 800×600 JPEG of one colour. */
function picture(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer();
}

describeInBrowser('Field app in Chromium: today’s services and their checklists', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let workerId = 0;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    // With the material module: the tab bar at its fullest.
    const tenant = await makeTenant(portal.t.deps, { timezone: TIME_ZONE, modules: ['material'] });
    tenantId = tenant.tenant.id;
    const office = { kind: 'person' as const, tenantId, accountId: tenant.accountId, allProperties: true };
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const rheinblick = await createPropertyVia(portal.t.app, tenant.key, { name: 'Rheinblick' });
    const today = calendarDay(Date.now(), TIME_ZONE);
    const sanitary = await createPlanArea(portal.t.deps, office, { property_id: lindenhof, name: 'RG2 Sanitär' });
    const stairs = await createPlanArea(portal.t.deps, office, { property_id: lindenhof, name: 'Treppenhaus' });
    const lobby = await createPlanArea(portal.t.deps, office, { property_id: rheinblick, name: 'Lobby' });
    await createPlanService(portal.t.deps, office, sanitary.id, {
      title: 'Sanitärräume reinigen',
      rrule: 'FREQ=DAILY',
      ...windowAroundNow(),
      checklist: ['Waschbecken', 'Spiegel', 'Boden'],
      valid_from: today,
    });
    // Early in the day: first in the list.
    await createPlanService(portal.t.deps, office, stairs.id, {
      title: 'Treppen wischen',
      rrule: 'FREQ=DAILY',
      window_start: '00:00',
      window_end: '00:30',
      checklist: ['Geländer'],
      valid_from: today,
    });
    // At a property the person does not work at: not theirs.
    await createPlanService(portal.t.deps, office, lobby.id, {
      title: 'Lobby saugen',
      rrule: 'FREQ=DAILY',
      window_start: '00:00',
      window_end: '23:59',
      checklist: ['Teppich'],
      valid_from: today,
    });
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'sabine@nordlicht.example',
      name: 'Sabine Öztürk',
      role: 'worker',
      properties: [lindenhof],
    });
    workerId = worker.id;
    await withPassword(portal.t, tenantId, worker.id, 'shiny mirrors every morning');
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/app`);
    await submitSignIn(page, 'sabine@nordlicht.example', 'shiny mirrors every morning');
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('lists today’s services at my properties by time, with property, area and status', async () => {
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: 'Heute' }).click();
    await page.getByRole('heading', { level: 1, name: 'Heute' }).waitFor();
    const rows = page.locator('.fieldapp__list > li');
    await expect.poll(() => rows.count()).toBe(2);
    const texts = await rows.allTextContents();
    const { window_start: from, window_end: to } = windowAroundNow();
    expect(texts[0]).toContain('00:00–00:30 Uhr');
    expect(texts[0]).toContain('Treppen wischen');
    expect(texts[0]).toContain('Lindenhof 3 · Treppenhaus');
    expect(texts[1]).toContain(`${from}–${to} Uhr`);
    expect(texts[1]).toContain('Sanitärräume reinigen');
    expect(texts[1]).toContain('Lindenhof 3 · RG2 Sanitär');
    expect(texts[1]).toContain('Offen');
    expect(texts[1]).toContain('0 von 3 geprüft');
    // Rheinblick is not the person's property.
    expect(texts.join(' ')).not.toContain('Lobby saugen');
    expect(await fitsWidth(page)).toBe(true);
    // Seven tabs at 390 px: every label whole within its tab.
    const cut = await page.locator('.fieldapp__tab').evaluateAll((buttons) =>
      buttons
        .map((button) => {
          const label = button.querySelector('.fieldapp__tab-label') as unknown as {
            getBoundingClientRect(): { left: number; right: number };
            textContent: string;
          };
          const outer = button.getBoundingClientRect();
          const inner = label.getBoundingClientRect();
          return inner.left < outer.left || inner.right > outer.right ? label.textContent : null;
        })
        .filter((label) => label !== null),
    );
    expect(cut).toEqual([]);
    await screenshot(page, 'field-today-phone');
  });

  it('works through a checklist offline; back online the server has the results once and the service is done', async () => {
    const [occurrence] = await portal.t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.title, 'Sanitärräume reinigen')));
    const taskId = occurrence?.id ?? 0;
    await page.getByRole('button', { name: /Sanitärräume reinigen/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Sanitärräume reinigen' }).waitFor();

    await context.setOffline(true);
    const item = (name: string) => page.getByRole('group', { name, exact: true });
    await item('Waschbecken').getByRole('button', { name: 'OK', exact: true }).click();
    await item('Spiegel').getByRole('button', { name: 'Nicht OK' }).click();
    // Not OK without a note or a photo: refused on the phone, the item says why.
    await page.getByRole('button', { name: 'Erledigt', exact: true }).click();
    await page.getByRole('alert').getByText('Ein Punkt ist „Nicht OK“ ohne Notiz oder Foto.').waitFor();
    await item('Spiegel').getByText('Bei „Nicht OK“ braucht es eine Notiz oder ein Foto.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'field-today-needs-note-phone');

    await item('Spiegel').getByLabel('Was ist nicht in Ordnung?').fill('Spiegel hat einen Sprung');
    // One item still unchecked: not done yet.
    await page.getByRole('button', { name: 'Erledigt', exact: true }).click();
    await page.getByRole('alert').getByText('Ein Punkt ist noch nicht geprüft.').waitFor();
    // The floor is not OK either: a photo (taken offline, kept on the phone) says enough.
    await item('Boden').getByRole('button', { name: 'Nicht OK' }).click();
    const chooser = page.waitForEvent('filechooser');
    await item('Boden').getByRole('button', { name: 'Aus Galerie wählen' }).click();
    await (await chooser).setFiles({ name: 'boden.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await expect
      .poll(() =>
        item('Boden')
          .getByRole('img', { name: 'Foto 1' })
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBe(800);
    await page.getByRole('button', { name: 'Erledigt', exact: true }).click();

    // Kept on the phone: the list shows it done and waiting.
    await page.getByText('„Sanitärräume reinigen“ ist erledigt.').waitFor();
    await page.getByText('1 Eingabe wartet auf das Senden').first().waitFor();
    const row = page.getByRole('button', { name: /Sanitärräume reinigen/ });
    await row.getByText('Wartet auf das Senden').waitFor();
    await row.getByText('Erledigt').waitFor();
    await row.getByText('3 von 3 geprüft').waitFor();
    await page
      .getByText(/Offline\./)
      .first()
      .waitFor();
    await screenshot(page, 'field-today-offline-phone');
    expect(await actionsOf(taskId)).toEqual([]);
    expect((await taskRow(taskId))?.status).toBe('open');

    await context.setOffline(false);
    await expect.poll(async () => (await taskRow(taskId))?.status, { timeout: 20_000 }).toBe('done');
    await row.getByText('Wartet auf das Senden').waitFor({ state: 'detached' });
    const done = await taskRow(taskId);
    expect(done?.completedByAccountId).toBe(workerId);
    // The one photo uploaded, named by the floor's result and kept with the task.
    const photos = await portal.t.database.db
      .select({ fileId: taskPhotos.fileId })
      .from(taskPhotos)
      .where(and(eq(taskPhotos.tenantId, tenantId), eq(taskPhotos.taskId, taskId)));
    expect(photos).toHaveLength(1);
    expect(done?.checklist).toEqual([
      { item: 'Waschbecken', result: 'ok', note: null, file_ids: [] },
      { item: 'Spiegel', result: 'failed', note: 'Spiegel hat einen Sprung', file_ids: [] },
      { item: 'Boden', result: 'failed', note: null, file_ids: [photos[0]?.fileId] },
    ]);
    // One checklist action: sent once, however often the phone tried.
    expect(await actionsOf(taskId)).toEqual(['checklist']);
    await screenshot(page, 'field-today-sent-phone');

    // Opened again it shows what was found, and takes nothing more.
    await row.click();
    await page.getByRole('heading', { level: 1, name: 'Sanitärräume reinigen' }).waitFor();
    await item('Spiegel').getByText('Spiegel hat einen Sprung').waitFor();
    await item('Boden').getByText('1 Foto').waitFor();
    await screenshot(page, 'field-today-done-detail-phone');
    expect(await page.getByRole('button', { name: 'Erledigt', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: '‹ Heute' }).click();
  });

  it('says in the person’s language why the server refused a checklist', async () => {
    // A "not OK" without note or photo that reached the outbox (as an older app could send it).
    const [stairs] = await portal.t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.title, 'Treppen wischen')));
    await page.evaluate(
      ([taskId, accountId]) => {
        const storage = (
          globalThis as unknown as {
            localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
          }
        ).localStorage;
        const queue = JSON.parse(storage.getItem('ct_clock_queue') ?? '[]') as unknown[];
        queue.push({
          type: 'checklist',
          uuid: '6f1c1b0e-4f7a-4c55-9a43-2f1d8e0b7c11',
          device_at: new Date().toISOString(),
          account_id: accountId,
          task_id: taskId,
          results: [{ index: 0, result: 'failed', note: null, photos: [], file_ids: [] }],
          complete: false,
          photos: [],
          uploaded: {},
        });
        storage.setItem('ct_clock_queue', JSON.stringify(queue));
      },
      [stairs?.id ?? 0, workerId],
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Heute' }).waitFor();
    await page
      .getByRole('alert')
      .getByText(
        'Der Server konnte eine Eingabe nicht übernehmen: Geben Sie eine Notiz ein oder fügen Sie ein Foto hinzu.',
      )
      .waitFor();
    expect(await actionsOf(stairs?.id ?? 0)).toEqual([]);
  });

  it('speaks English to a person who chose English', async () => {
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, workerId)));
    await page.goto(`${portal.url}/app/#today`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    const row = page.getByRole('button', { name: /Treppen wischen/ });
    await row.getByText('Open').waitFor();
    await screenshot(page, 'field-today-en-phone');
    await row.click();
    await page.getByRole('heading', { level: 1, name: 'Treppen wischen' }).waitFor();
    const item = page.getByRole('group', { name: 'Geländer', exact: true });
    await item.getByRole('button', { name: 'Not OK' }).click();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await page.getByRole('alert').getByText('One item marked not OK needs a note or a photo.').waitFor();
    await item.getByText('Not OK needs a note or a photo.').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'field-today-needs-note-en-phone');
  });

  function taskRow(id: number) {
    return portal.t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id)))
      .then(([row]) => row);
  }

  async function actionsOf(taskId: number): Promise<string[]> {
    const rows = await portal.t.database.db
      .select({ kind: taskActions.kind })
      .from(taskActions)
      .where(and(eq(taskActions.tenantId, tenantId), eq(taskActions.taskId, taskId)));
    return rows.map((row) => row.kind);
  }
});
