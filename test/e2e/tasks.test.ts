import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { storePhoto } from '../../src/modules/files/photos.service.js';
import { applyTaskTap } from '../../src/modules/tasks/field-tasks.service.js';
import { accounts } from '../../src/modules/accounts/accounts.tables.js';
import { call, createPropertyVia, makeTenant } from '../helpers/harness.js';
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

// The office works with tasks in German on the desktop (1366×800), then in English on a
// phone (390×844): a cleaning task from the PMS is listed "über die API", the office adds one,
// filters by property and status, marks one done and cancels the other after asking.

const DESKTOP = { width: 1366, height: 800 };

const PHONE = { width: 390, height: 844 };

describeInBrowser('Tasks in Chromium: list, create, filter, complete, cancel', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email = '';
  let tenantId = 0;
  let accountId = 0;
  let lindenhofId = 0;
  let apiKey = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    accountId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenant.tenant.id, tenant.accountId))?.email ?? '';
    await withPassword(portal.t, tenant.tenant.id, tenant.accountId, 'office manager passphrase');
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    lindenhofId = lindenhof;
    apiKey = tenant.key;
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Marktplatz 1' });
    // Made in this order: the list shows them by due date, what is done only on asking.
    const made: Record<string, number> = {};
    for (const [title, due] of [
      ['Dachrinne prüfen', '2026-12-01'],
      ['Zählerstand Heizung ablesen', '2026-11-10'],
      ['Endreinigung nach Abreise, Wohnung 3B', '2026-11-20'],
      ['Schlüssel für Wohnung 3B übergeben', '2026-11-20'],
    ] as const) {
      const fromPms = await call(portal.t.app, {
        method: 'POST',
        url: '/api/v1/tasks',
        key: tenant.key,
        body: { uuid: randomUUID(), title, property_id: lindenhof, due_date: due },
      });
      expect(fromPms.statusCode, fromPms.body).toBe(201);
      made[title] = fromPms.json<{ id: number }>().id;
    }
    const done = await call(portal.t.app, {
      method: 'PATCH',
      url: `/api/v1/tasks/${made['Zählerstand Heizung ablesen']}`,
      key: tenant.key,
      body: { status: 'done' },
    });
    expect(done.statusCode, done.body).toBe(200);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('creates a task, filters the list, marks one done and cancels one after asking', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, 'office manager passphrase');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.getByRole('link', { name: 'Aufgaben', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Aufgaben' }).waitFor();
    await row('Endreinigung nach Abreise').getByText('über die API').waitFor();
    expect(await row('Endreinigung nach Abreise').textContent()).toContain('20. Nov. 2026');

    // What needs doing, due soonest first; the task already done only under "Alle Status", on top.
    const titles = () => page.getByRole('rowheader').allTextContents();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Status', { exact: true }).locator('option:checked').textContent()).toBe(
      'Offen und in Arbeit',
    );
    expect(await titles()).toEqual([
      'Endreinigung nach Abreise, Wohnung 3B',
      'Schlüssel für Wohnung 3B übergeben',
      'Dachrinne prüfen',
    ]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Alle Status' });
    await row('Zählerstand Heizung ablesen').waitFor();
    expect(await titles()).toEqual([
      'Zählerstand Heizung ablesen',
      'Endreinigung nach Abreise, Wohnung 3B',
      'Schlüssel für Wohnung 3B übergeben',
      'Dachrinne prüfen',
    ]);
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await row('Zählerstand Heizung ablesen').waitFor({ state: 'detached' });

    // A new task: without a title the dialog says so and keeps what was chosen.
    await page.getByRole('button', { name: 'Neue Aufgabe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Aufgabe' });
    await dialog.getByLabel('Objekt').selectOption({ label: 'Marktplatz 1' });
    await dialog.getByLabel('Fällig am').fill('2026-12-03');
    await dialog.getByRole('button', { name: 'Aufgabe anlegen' }).click();
    await dialog.getByText('Bitte füllen Sie dieses Feld aus.').waitFor();
    expect(await dialog.getByLabel('Objekt').inputValue()).not.toBe('');
    await dialog.getByLabel('Titel').fill('Treppenhaus wischen');
    await dialog.getByLabel(/^Beschreibung/).fill('Alle vier Etagen, auch der Keller.');
    await screenshot(page, 'tasks-create-de-desktop');
    await dialog.getByRole('button', { name: 'Aufgabe anlegen' }).click();
    await page.getByText('„Treppenhaus wischen“ angelegt.').waitFor();
    await row('Treppenhaus wischen').getByText('im Portal').waitFor();
    expect(await row('Treppenhaus wischen').textContent()).toContain('3. Dez. 2026');
    await screenshot(page, 'tasks-list-de-desktop');

    // Filter by property: the address keeps it, a reload shows the same.
    await page.getByLabel('Objekt', { exact: true }).selectOption({ label: 'Marktplatz 1' });
    await row('Endreinigung nach Abreise').waitFor({ state: 'detached' });
    expect(page.url()).toContain('property=');
    await page.reload();
    await row('Treppenhaus wischen').waitFor();
    await expect.poll(() => row('Endreinigung nach Abreise').count()).toBe(0);

    // Done: the status changes in place, and the task leaves the list of what needs doing.
    await page.getByRole('button', { name: '„Treppenhaus wischen“ als erledigt markieren' }).click();
    await page.getByText('„Treppenhaus wischen“: Erledigt').waitFor();
    await row('Treppenhaus wischen').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await row('Endreinigung nach Abreise').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Alle Status' });

    // Cancel asks first; "Abbrechen" leaves the task as it was.
    await page.getByRole('button', { name: '„Endreinigung nach Abreise, Wohnung 3B“ stornieren' }).click();
    const confirm = page.getByRole('dialog', { name: /stornieren\?$/ });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row('Endreinigung nach Abreise').getByText('Storniert').count()).toBe(0);
    await page.getByRole('button', { name: '„Endreinigung nach Abreise, Wohnung 3B“ stornieren' }).click();
    await page
      .getByRole('dialog', { name: /stornieren\?$/ })
      .getByRole('button', { name: 'Aufgabe stornieren' })
      .click();
    await row('Endreinigung nach Abreise').getByText('Storniert', { exact: true }).waitFor();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Storniert' });
    await row('Treppenhaus wischen').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Alle Status' });

    await page.getByRole('button', { name: 'Tafel' }).click();
    await page.getByRole('region', { name: 'Erledigt' }).getByText('Treppenhaus wischen').waitFor();
    await page.getByRole('region', { name: 'Storniert' }).getByText('Endreinigung nach Abreise').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'tasks-board-de-desktop');
  });

  it('fits a phone, in English: the list as cards, the board in one column', async () => {
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/tasks?status=all`);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await row('Treppenhaus wischen').getByText('in the portal').waitFor();
    await row('Endreinigung nach Abreise').getByText('via API').waitFor();
    expect(await row('Endreinigung nach Abreise').textContent()).toContain('20 Nov 2026');
    const fits = () => fitsWidth(page);
    expect(await fits()).toBe(true);
    await screenshot(page, 'tasks-list-en-phone');
    await page.getByRole('button', { name: 'New task' }).click();
    await page.getByRole('dialog', { name: 'New task' }).getByLabel('Title').waitFor();
    await screenshot(page, 'tasks-create-en-phone');
    await page.getByRole('dialog', { name: 'New task' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Board' }).click();
    await page.getByRole('region', { name: 'Done' }).getByText('Treppenhaus wischen').waitFor();
    expect(await fits()).toBe(true);
    await screenshot(page, 'tasks-board-en-phone');
  });

  it('shows the office a task completed in the field: who, when, the note and the photo', async () => {
    const deps = portal.t.deps;
    const worker = await createAccount(deps, tenantId, {
      email: `${randomUUID()}@example.test`,
      name: 'Jana Weber',
      role: 'worker',
      properties: [lindenhofId],
    });
    const actor = { kind: 'person' as const, tenantId, accountId: worker.id, allProperties: false };
    const created = await call(portal.t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key: apiKey,
      body: { uuid: randomUUID(), title: 'Müllraum reinigen', property_id: lindenhofId, due_date: '2026-11-21' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json<{ id: number }>().id;
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#6b8e6b' },
    })
      .jpeg()
      .toBuffer();
    const photo = await storePhoto(portal.t.database.db, portal.t.fileStore, tenantId, {
      upload: jpeg,
      originalName: 'muellraum.jpg',
      uploadedByAccountId: worker.id,
    });
    await applyTaskTap(deps, actor, taskId, {
      kind: 'complete',
      body: {
        uuid: randomUUID(),
        note: 'Boden gewischt, Tonne 2 hat einen Riss im Deckel.',
        photo_file_ids: [photo.file.id],
      },
    });

    // On the phone, in English: the card says who and that a note and a photo came with it.
    await page.goto(`${portal.url}/tasks?status=all`);
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    const hint = row('Müllraum reinigen').getByRole('button', { name: 'by Jana Weber · Note · 1 photo' });
    await hint.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await hint.scrollIntoViewIfNeeded();
    await screenshot(page, 'tasks-completion-card-en-phone');
    await hint.click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    const completion = dialog.getByRole('region', { name: 'Completed' });
    await completion.getByText('Boden gewischt, Tonne 2 hat einen Riss im Deckel.').waitFor();
    await completion.getByText('Jana Weber').waitFor();
    const thumbnail = completion.locator('img').first();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'tasks-completion-en-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // On the desktop, in German: the same in the dialog, and the photo opens larger.
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'de' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    await page.setViewportSize(DESKTOP);
    await page.goto(`${portal.url}/tasks?status=all`);
    await page.getByRole('heading', { level: 1, name: 'Aufgaben' }).waitFor();
    await row('Müllraum reinigen').getByRole('button', { name: 'von Jana Weber · Notiz · 1 Foto' }).waitFor();
    await screenshot(page, 'tasks-completion-list-de-desktop');
    await row('Müllraum reinigen').getByRole('button', { name: 'von Jana Weber · Notiz · 1 Foto' }).click();
    const bearbeiten = page.getByRole('dialog', { name: 'Aufgabe bearbeiten' });
    const erledigt = bearbeiten.getByRole('region', { name: 'Erledigt' });
    await erledigt.getByText('Boden gewischt, Tonne 2 hat einen Riss im Deckel.').waitFor();
    await erledigt.getByText('Jana Weber').waitFor();
    await screenshot(page, 'tasks-completion-de-desktop');
    await erledigt.getByRole('button', { name: /Foto 1/ }).click();
    const large = page.getByRole('dialog', { name: 'Müllraum reinigen' }).locator('img');
    await expect
      .poll(() => large.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'tasks-completion-photo-de-desktop');
  });
});
