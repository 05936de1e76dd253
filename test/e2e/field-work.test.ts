import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.js';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { incidentPhotos, incidents } from '../../src/modules/incidents/incidents.tables.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { createTaskRow } from '../../src/modules/tasks/tasks.service.js';
import { taskActions, taskPhotos, tasks } from '../../src/modules/tasks/tasks.tables.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The field app's work on a phone (390×844): my tasks by due date, one started and completed
// with a note; an incident reported while offline that reaches the server once when the
// phone is back online; the office sees it, with its photo, in the portal (1366×800).

const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'Europe/Berlin';

/** A photo as a phone's camera would give it: a JPEG, here of one colour. */
function picture(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: green, b: blue } } })
    .jpeg()
    .toBuffer();
}

/** Chooses a picture through the file chooser, as a person picks one from the gallery. */
async function choosePhoto(page: Page, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Aus Galerie wählen' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
}

function day(offset: number): string {
  const at = new Date(`${calendarDay(Date.now(), TIME_ZONE)}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
}

describeInBrowser('Field app in Chromium: tasks and incident reports', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminEmail = '';
  let stairwellId = 0;
  let workerId = 0;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps, { timezone: TIME_ZONE });
    tenantId = tenant.tenant.id;
    adminEmail = (await findAccount(portal.t.database.db, tenantId, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenantId, tenant.accountId, 'office manager passphrase');
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, {
      name: 'Lindenhof 3',
      address: { city: 'Köln' },
    });
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'walter@nordlicht.example',
      name: 'Walter Krause',
      role: 'worker',
      properties: 'all',
    });
    workerId = worker.id;
    await withPassword(portal.t, tenantId, worker.id, 'tidy stairwell every monday');
    const office = { kind: 'person' as const, tenantId, accountId: tenant.accountId, allProperties: true };
    const task = async (title: string, dueDate: string, description?: string) =>
      (
        await createTaskRow(
          portal.t.deps,
          office,
          { title, property_id: lindenhof, due_date: dueDate, ...(description ? { description } : {}) },
          'portal',
        )
      ).task.id;
    await task('Mülltonnen rausstellen', day(-1));
    stairwellId = await task('Treppenhaus wischen', day(0), 'Alle Etagen, Geländer abwischen.');
    await task('Laub fegen', day(3));
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/app`);
    await submitSignIn(page, 'walter@nordlicht.example', 'tidy stairwell every monday');
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('lists my tasks by due date, starts one and completes it with a note and a photo', async () => {
    const tabs = page.getByRole('navigation', { name: 'Bereiche' });
    await tabs.getByRole('button', { name: 'Aufgaben' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meine Aufgaben' }).waitFor();
    const group = (name: string) => page.getByRole('region', { name });
    await group('Überfällig').getByText('Mülltonnen rausstellen').waitFor();
    await group('Heute').getByText('Treppenhaus wischen').waitFor();
    await group('Demnächst').getByText('Laub fegen').waitFor();
    await screenshot(page, 'field-tasks-phone');

    await page.getByRole('button', { name: /Treppenhaus wischen/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Treppenhaus wischen' }).waitFor();
    await page.getByText('Alle Etagen, Geländer abwischen.').waitFor();
    await page.getByRole('button', { name: 'Aufgabe beginnen' }).click();
    await expect.poll(() => taskStatus(stairwellId)).toBe('in_progress');
    await page.getByRole('button', { name: 'Aufgabe beginnen' }).waitFor({ state: 'detached' });
    await page.getByLabel('Notiz (optional)').fill('Erledigt, Lampe im 2. OG defekt.');
    await choosePhoto(page, 'treppenhaus.jpg', await picture(40, 120, 200));
    await expect.poll(() => previewWidth()).toBe(800);
    await screenshot(page, 'field-task-detail-phone');
    await page.getByRole('button', { name: 'Aufgabe erledigt' }).click();
    await page.getByText('„Treppenhaus wischen“ ist erledigt.').waitFor();
    await expect.poll(() => taskStatus(stairwellId)).toBe('done');
    // Sent, the task leaves the list; the others stay.
    await page.getByRole('button', { name: /Treppenhaus wischen/ }).waitFor({ state: 'detached' });
    await group('Überfällig').getByText('Mülltonnen rausstellen').waitFor();
    await screenshot(page, 'field-task-completed-phone');

    const [row] = await portal.t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, stairwellId)));
    expect(row).toMatchObject({ status: 'done', completionNote: 'Erledigt, Lampe im 2. OG defekt.' });
    expect(row?.completedByAccountId).not.toBeNull();
    const actions = await portal.t.database.db
      .select()
      .from(taskActions)
      .where(and(eq(taskActions.tenantId, tenantId), eq(taskActions.taskId, stairwellId)));
    expect(actions.map((action) => action.kind).sort()).toEqual(['complete', 'start']);
    const photos = await portal.t.database.db
      .select()
      .from(taskPhotos)
      .where(and(eq(taskPhotos.tenantId, tenantId), eq(taskPhotos.taskId, stairwellId)));
    expect(photos).toHaveLength(1);
    // Sent, the photo is no longer kept on the phone.
    await expect.poll(() => keptOnPhone()).toBe(0);
  });

  it('reports an incident with a photo while offline; back online it arrives once, and the office sees it', async () => {
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: 'Melden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meldung erfassen' }).waitFor();
    await page.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
    await page.getByLabel('Was ist passiert?').fill('Fenster im Treppenhaus gesprungen');
    await page.getByLabel('Dringlichkeit').selectOption('high');
    await page.getByLabel('Wo genau').fill('Treppenhaus, 2. OG');
    await page.getByLabel('Beschreibung (optional)').fill('Scheibe hat einen langen Riss, keine Scherben.');

    await context.setOffline(true);
    // The photo is taken offline too: it is kept on the phone until the report is sent.
    await choosePhoto(page, 'fenster.jpg', await picture(200, 60, 40));
    await expect.poll(() => previewWidth()).toBe(800);
    await page.getByRole('button', { name: 'Meldung senden' }).click();
    await page.getByText('1 Meldung wartet auf das Senden').waitFor();
    await page.getByText(/Lindenhof 3 · .* · 1 Foto/).waitFor();
    expect(await keptOnPhone()).toBe(1);
    await page.getByText(/bleibt auf diesem Telefon/).waitFor();
    await page.getByText(/Offline\. Ihre Eingaben bleiben/).waitFor();
    await screenshot(page, 'field-report-offline-phone');
    expect(await incidentsOf(tenantId)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(async () => (await incidentsOf(tenantId)).length, { timeout: 20_000 }).toBe(1);
    await page.getByText('Meldung „Fenster im Treppenhaus gesprungen“ gesendet. Danke.').waitFor();
    await expect.poll(() => page.getByText(/wartet auf das Senden/).count()).toBe(0);
    await screenshot(page, 'field-report-sent-phone');
    // Once, however the phone retried.
    const [incident] = await incidentsOf(tenantId);
    expect(incident).toMatchObject({
      title: 'Fenster im Treppenhaus gesprungen',
      severity: 'high',
      location: 'Treppenhaus, 2. OG',
      origin: 'field',
    });
    const photos = await portal.t.database.db
      .select()
      .from(incidentPhotos)
      .where(and(eq(incidentPhotos.tenantId, tenantId), eq(incidentPhotos.incidentId, incident?.id ?? 0)));
    expect(photos).toHaveLength(1);
    await expect.poll(() => keptOnPhone()).toBe(0);

    // Online, the phone never says the report waits for the network: it is being sent, then sent.
    await page.evaluate(() => {
      const scope = globalThis as unknown as {
        seen: string[];
        document: { body: unknown; querySelectorAll: (s: string) => { textContent: string }[] };
        MutationObserver: new (callback: () => void) => { observe: (node: unknown, options: object) => void };
      };
      scope.seen = [];
      new scope.MutationObserver(() => {
        for (const notice of scope.document.querySelectorAll('[role="status"]')) scope.seen.push(notice.textContent);
      }).observe(scope.document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
    await page.getByLabel('Was ist passiert?').fill('Licht im Keller defekt');
    await choosePhoto(page, 'keller.jpg', await picture(40, 40, 60));
    await expect.poll(() => previewWidth()).toBe(800);
    await page.getByRole('button', { name: 'Meldung senden' }).click();
    await page.getByText('Meldung „Licht im Keller defekt“ gesendet. Danke.').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await incidentsOf(tenantId)).length).toBe(2);
    const seen = await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen);
    expect(seen).toContain('Meldung „Licht im Keller defekt“ gesendet. Danke.');
    expect(seen.filter((text) => /online|Telefon/.test(text))).toEqual([]);

    const office = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'de-DE' });
    try {
      const desk = await office.newPage();
      await desk.goto(`${portal.url}/`);
      await submitSignIn(desk, adminEmail, 'office manager passphrase');
      await desk.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
      await desk.goto(`${portal.url}/incidents?id=${incident?.id}`);
      await desk.getByRole('heading', { level: 1, name: 'Fenster im Treppenhaus gesprungen' }).waitFor();
      await desk.getByText('Walter Krause').first().waitFor();
      await desk.getByText('Treppenhaus, 2. OG').waitFor();
      // The photo as a thumbnail that opens larger.
      const thumbnail = desk.getByRole('button', { name: 'Foto 1 öffnen' });
      await expect
        .poll(() =>
          thumbnail.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(400);
      await screenshot(desk, 'field-report-in-portal-desktop');
      await thumbnail.click();
      const dialog = desk.getByRole('dialog');
      const large = dialog.getByRole('img', { name: 'Foto 1 von 1' });
      await expect
        .poll(() => large.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(800);
      await screenshot(desk, 'field-report-photo-in-portal-desktop');
    } finally {
      await office.close();
    }
  });

  it('speaks English to a person who chose English', async () => {
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, workerId)));
    // A reload reads the session again (a new address differing only in its #tab would not).
    await page.goto(`${portal.url}/app/#tasks`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
    await page.getByRole('region', { name: 'Overdue' }).getByText('Mülltonnen rausstellen').waitFor();
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('heading', { level: 1, name: 'Report an incident' }).waitFor();
    await page.getByLabel('What happened?').waitFor();
    await page.getByRole('button', { name: 'Choose from gallery' }).waitFor();
    await screenshot(page, 'field-report-en-phone');
  });

  async function taskStatus(id: number): Promise<string | undefined> {
    const [row] = await portal.t.database.db
      .select({ status: tasks.status })
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id)));
    return row?.status;
  }

  /** The width of the first photo's preview on the phone (0 until it has loaded). */
  function previewWidth(): Promise<number> {
    return page
      .getByRole('img', { name: 'Foto 1' })
      .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
  }

  /** How many photos the phone keeps (IndexedDB of the field app). */
  function keptOnPhone(): Promise<number> {
    // Run in the page, where indexedDB is.
    return page.evaluate(`new Promise((resolve) => {
      const request = indexedDB.open('caretaker-photos');
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('photos')) return resolve(0);
        const count = db.transaction('photos').objectStore('photos').count();
        count.onsuccess = () => resolve(count.result);
      };
      request.onerror = () => resolve(-1);
    })`);
  }

  function incidentsOf(tenant: number) {
    return portal.t.database.db.select().from(incidents).where(eq(incidents.tenantId, tenant));
  }
});
