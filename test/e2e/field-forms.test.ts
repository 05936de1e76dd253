import { and, eq } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, updateAccount, updateOwnProfile } from '../../src/modules/accounts/accounts.service.js';
import type { FormResponseDetailDto, FormResponseSummaryDto } from '../../src/modules/forms/forms.schema.js';
import { formResponsePhotos, formResponses } from '../../src/modules/forms/forms.tables.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { call, createPropertyVia, makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// A form filled on a phone (390×844): every kind of answer, a photo from the gallery and a
// signature drawn with the finger (here the mouse), submitted without a network. Back
// online, the phone sends the files and then the submission; an integrator polling the API
// since before sees the response exactly once, with the photo and the signature.

const PHONE = { width: 390, height: 844 };

describeInBrowser('Field app in Chromium: filling a form offline', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let pollerKey = '';
  let photo = '';
  let workerId = 0;
  let otherPropertyId = 0;

  beforeAll(async () => {
    // A photo as a phone camera makes one (a gradient, so it is not a trivially small file).
    photo = path.join(mkdtempSync(path.join(tmpdir(), 'field-forms-')), 'IMG_0412.jpg');
    const width = 1200;
    const height = 900;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      pixels[i * 3] = (i % width) % 256;
      pixels[i * 3 + 1] = Math.floor(i / width) % 256;
      pixels[i * 3 + 2] = 120;
    }
    writeFileSync(
      photo,
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg()
        .toBuffer(),
    );
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3', address: { city: 'Köln' } });
    otherPropertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Rheinblick 12' });
    await createFormTemplate(portal.t.deps, tenantId, {
      name: 'Schlüsselübergabe',
      fields: [{ id: 'keys', type: 'number', label: 'Anzahl Schlüssel', required: true }],
    });
    await createFormTemplate(portal.t.deps, tenantId, {
      name: 'Reinigungskontrolle',
      description: 'Wöchentliche Kontrolle des Treppenhauses',
      fields: [
        { id: 'entrance_clean', type: 'checkbox', label: 'Eingang sauber', required: true },
        { id: 'rating', type: 'rating', label: 'Gesamteindruck', required: true },
        { id: 'bins', type: 'single_choice', label: 'Müllplatz', options: ['ordentlich', 'überfüllt'] },
        { id: 'areas', type: 'multiple_choice', label: 'Geprüfte Bereiche', options: ['Flur', 'Hof', 'Keller'] },
        { id: 'temperature', type: 'number', label: 'Temperatur im Flur' },
        { id: 'visited_on', type: 'date', label: 'Datum' },
        { id: 'arrived', type: 'time', label: 'Ankunft' },
        { id: 'remarks', type: 'text', label: 'Bemerkungen' },
        { id: 'photos', type: 'photo', label: 'Fotos vom Müllplatz', required: true },
        { id: 'signature', type: 'signature', label: 'Unterschrift Hausmeister', required: true },
      ],
    });
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'aylin@nordlicht.example',
      name: 'Aylin Demir',
      role: 'worker',
      properties: 'all',
    });
    workerId = worker.id;
    await withPassword(portal.t, tenantId, worker.id, 'bins on tuesday and friday');
    pollerKey = await tenant.keyFor(['form_responses:read']);
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  /** The integrator: polls submitted responses with the cursor it kept, as the API guide says. */
  function startPoller() {
    let cursor: string | undefined;
    const seen: FormResponseSummaryDto[] = [];
    const poll = async () => {
      const response = await call(portal.t.app, {
        url: `/api/v1/form-responses?status=submitted&pageSize=200${cursor ? `&cursor=${cursor}` : ''}`,
        key: pollerKey,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ data: FormResponseSummaryDto[]; next_cursor: string }>();
      seen.push(...page.data);
      cursor = page.next_cursor;
      return seen.length;
    };
    return { seen, poll };
  }

  it('fills every kind of field, submits offline and the poller sees the response once', async () => {
    const poller = startPoller();
    expect(await poller.poll()).toBe(0);

    await page.goto(`${portal.url}/app`);
    await submitSignIn(page, 'aylin@nordlicht.example', 'bins on tuesday and friday');
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
    await page.getByRole('button', { name: 'Formulare' }).click();
    await page.getByRole('heading', { level: 1, name: 'Formulare' }).waitFor();
    await page.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
    await page.getByRole('list', { name: 'Formulare für Lindenhof 3' }).waitFor();
    await screenshot(page, 'field-forms-list-phone');
    await page.getByRole('button', { name: /Reinigungskontrolle/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Reinigungskontrolle' }).waitFor();

    // Submitting an empty form names what is missing, next to each question.
    await page.getByRole('button', { name: 'Formular abschicken' }).click();
    await page.getByText('4 Antworten fehlen oder sind ungültig. Siehe die markierten Fragen.').waitFor();
    await expect.poll(() => page.getByText('Bitte beantworten Sie diese Frage.').count()).toBe(2);
    await page.getByText('Bitte fügen Sie mindestens ein Foto hinzu.').waitFor();
    await page.getByText('Bitte unterschreiben Sie hier.').waitFor();
    await screenshot(page, 'field-forms-required-phone');

    await page
      .getByRole('group', { name: /Eingang sauber/ })
      .getByLabel('Nein')
      .check();
    await page.getByLabel('4 von 5').check();
    await page.getByLabel('überfüllt').check();
    await page.getByLabel('Flur', { exact: true }).check();
    await page.getByLabel('Hof', { exact: true }).check();
    await page.getByLabel('Temperatur im Flur').fill('19,5');
    await page.getByLabel('Datum').fill('2026-11-25');
    await page.getByLabel('Ankunft').fill('07:45');
    await page.getByLabel('Bemerkungen').fill('Tonnen am Hof überfüllt, Abholung angefragt.');

    // A photo from the gallery, through the phone's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Aus Galerie wählen' }).click();
    await (await chooser).setFiles(photo);
    // Its preview shows from the copy kept on the phone.
    await expect
      .poll(() =>
        page
          .locator('[data-field="photos"] img')
          .evaluateAll((images) =>
            images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0),
          ),
      )
      .toEqual([true]);

    // A signature drawn across the canvas.
    const canvas = page.getByRole('img', { name: /Unterschrift Hausmeister/ });
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature canvas');
    await page.mouse.move(box.x + 30, box.y + 120);
    await page.mouse.down();
    for (const [x, y] of [
      [70, 60],
      [110, 130],
      [150, 50],
      [200, 120],
      [260, 70],
      [300, 110],
    ] as const) {
      await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
    }
    await page.mouse.up();

    // The draft reaches the server with its photo and signature, and the poller still sees nothing.
    await expect
      .poll(
        async () =>
          (
            await portal.t.database.db
              .select({ fieldId: formResponsePhotos.fieldId })
              .from(formResponsePhotos)
              .where(eq(formResponsePhotos.tenantId, tenantId))
          )
            .map((row) => row.fieldId)
            .sort(),
        { timeout: 20_000 },
      )
      .toEqual(['photos', 'signature']);
    await page.getByText('Entwurf gespeichert').waitFor();

    // A reload keeps everything: the form opens again with its answers, photo and signature.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Reinigungskontrolle' }).waitFor();
    expect(await page.getByLabel('Temperatur im Flur').inputValue()).toBe('19,5');
    expect(await page.getByLabel('4 von 5').isChecked()).toBe(true);
    await page.getByRole('img', { name: 'Unterschrift: Unterschrift Hausmeister' }).waitFor();
    await page.getByRole('button', { name: 'Neu unterschreiben' }).waitFor();
    await expect
      .poll(() =>
        page
          .locator('[data-field="photos"] img, [data-field="signature"] img')
          .evaluateAll((images) =>
            images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0),
          ),
      )
      .toEqual([true, true]);
    await screenshot(page, 'field-forms-reloaded-phone');
    await screenshot(page, 'field-forms-filled-phone');
    // Nothing is wider than the phone.
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      ),
    ).toBeLessThanOrEqual(PHONE.width);
    const drafts = await portal.t.database.db.select().from(formResponses).where(eq(formResponses.tenantId, tenantId));
    expect(drafts.map((row) => row.status)).toEqual(['draft']);
    expect(await poller.poll()).toBe(0);

    // Offline: the submission waits on the phone.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Formular abschicken' }).click();
    await page.getByText('1 Formular wartet auf das Senden').waitFor();
    await page.getByText('Auf dem Telefon abgeschickt; wird gesendet, sobald Sie online sind').waitFor();
    await screenshot(page, 'field-forms-waiting-offline-phone');
    expect(
      (await portal.t.database.db.select().from(formResponses).where(eq(formResponses.tenantId, tenantId))).map(
        (row) => row.status,
      ),
    ).toEqual(['draft']);

    // Back online: sent once, seen once.
    await context.setOffline(false);
    await page.getByText('Formular gesendet.').waitFor({ timeout: 30_000 });
    await expect.poll(() => poller.poll(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'field-forms-sent-phone');
    // Later polls bring nothing new.
    expect(await poller.poll()).toBe(1);
    expect(await poller.poll()).toBe(1);
    const [summary] = poller.seen;
    expect(summary).toMatchObject({ status: 'submitted', template: { name: 'Reinigungskontrolle' } });

    const rows = await portal.t.database.db
      .select()
      .from(formResponses)
      .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.status, 'submitted')));
    expect(rows).toHaveLength(1);

    const detail = await call(portal.t.app, { url: `/api/v1/form-responses/${summary?.id ?? 0}`, key: pollerKey });
    expect(detail.statusCode, detail.body).toBe(200);
    const response = detail.json<FormResponseDetailDto>();
    const value = (field: string) => response.answers.find((answer) => answer.field_id === field)?.value;
    expect(value('entrance_clean')).toBe(false);
    expect(value('rating')).toBe(4);
    expect(value('bins')).toBe('überfüllt');
    expect(value('areas')).toEqual(['Flur', 'Hof']);
    expect(value('temperature')).toBe(19.5);
    expect(value('visited_on')).toBe('2026-11-25');
    expect(value('arrived')).toBe('07:45');
    expect(value('remarks')).toBe('Tonnen am Hof überfüllt, Abholung angefragt.');
    expect(response.photos.map((photo) => photo.field_id)).toEqual(['photos', 'signature']);
    expect(response.photos[0]?.content_type).toBe('image/jpeg');
    expect(response.photos[1]?.byte_size).toBeGreaterThan(500);
    // The list on the phone is empty again: nothing waits, no draft is left.
    expect(await page.getByText('Entwürfe').count()).toBe(0);
  });
  it('says why the server refused a form sent later, in the person’s language, and the poller sees nothing of it', async () => {
    const poller = startPoller();
    expect(await poller.poll()).toBe(1);
    await page.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
    await page.getByRole('button', { name: /Schlüsselübergabe/ }).click();
    await page.getByLabel('Anzahl Schlüssel').fill('zwei');
    await page.getByRole('button', { name: 'Formular abschicken' }).click();
    await page.getByText('Geben Sie eine Zahl ein, z. B. 12 oder 19,5.').waitFor();
    await page.getByLabel('Anzahl Schlüssel').fill('2');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Formular abschicken' }).click();
    await page.getByText('1 Formular wartet auf das Senden').waitFor();
    // Meanwhile the office moves the person to another property.
    await updateAccount(portal.t.deps, tenantId, workerId, { properties: [otherPropertyId] });
    await context.setOffline(false);

    await page.getByRole('heading', { name: 'Nicht angenommen' }).waitFor({ timeout: 30_000 });
    await page
      .getByText(
        'Der Server hat dieses Formular nicht angenommen: Sie sind diesem Objekt nicht mehr zugeordnet. Fragen Sie im Büro nach.',
      )
      .waitFor();
    expect(await page.getByText(/wartet auf das Senden/).count()).toBe(0);
    await screenshot(page, 'field-forms-refused-phone');
    expect(await poller.poll()).toBe(1);
  });
  it('speaks English to a person who reads English: the questions, what is missing, the draft', async () => {
    const english = await createAccount(portal.t.deps, tenantId, {
      email: 'sam@nordlicht.example',
      name: 'Sam Taylor',
      role: 'worker',
      properties: 'all',
    });
    await updateOwnProfile(portal.t.deps, tenantId, english.id, { language: 'en' });
    await withPassword(portal.t, tenantId, english.id, 'stairwells and lifts');
    const phone = await browser.newContext({ viewport: PHONE, locale: 'en-GB', reducedMotion: 'reduce' });
    try {
      const sam = await phone.newPage();
      await sam.goto(`${portal.url}/app`);
      await sam.getByLabel('E-mail').fill('sam@nordlicht.example');
      await sam.getByLabel('Password', { exact: true }).fill('stairwells and lifts');
      await sam.getByRole('button', { name: 'Sign in' }).click();
      await sam.getByRole('button', { name: 'Forms' }).click();
      await sam.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
      await sam.getByLabel('Property').selectOption({ label: 'Rheinblick 12' });
      await sam.getByRole('button', { name: /Reinigungskontrolle/ }).click();
      await sam.getByRole('button', { name: 'Submit form' }).click();
      await sam.getByText('4 answers are missing or not valid. See the marked questions.').waitFor();
      await expect.poll(() => sam.getByText('Please answer this question.').count()).toBe(2);
      await sam.getByText('Please add at least one photo.').waitFor();
      await sam.getByText('Please sign here.').waitFor();
      await sam
        .getByRole('group', { name: /Eingang sauber/ })
        .getByLabel('Yes')
        .check();
      await sam.getByText('Draft saved').waitFor({ timeout: 20_000 });
      await screenshot(sam, 'field-forms-en-phone');
      await sam.getByRole('button', { name: '← All forms' }).click();
      await sam.getByRole('button', { name: 'Continue Reinigungskontrolle' }).waitFor();
    } finally {
      await phone.close();
    }
  });
  it('keeps no draft of a form closed without an answer, nor of one whose only answer was taken back', async () => {
    const ben = await createAccount(portal.t.deps, tenantId, {
      email: 'ben@nordlicht.example',
      name: 'Ben Krause',
      role: 'worker',
      properties: 'all',
    });
    await withPassword(portal.t, tenantId, ben.id, 'keys in the blue box');
    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    const drafts = async () =>
      (
        await portal.t.database.db
          .select({ status: formResponses.status })
          .from(formResponses)
          .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.createdByAccountId, ben.id)))
      ).map((row) => row.status);
    try {
      const app = await phone.newPage();
      await app.goto(`${portal.url}/app`);
      await submitSignIn(app, 'ben@nordlicht.example', 'keys in the blue box');
      await app.getByRole('button', { name: 'Formulare' }).click();
      await app.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });

      // Opened and closed at once: nothing to continue.
      await app.getByRole('button', { name: /Schlüsselübergabe/ }).click();
      await app.getByLabel('Anzahl Schlüssel').waitFor();
      await app.getByRole('button', { name: '← Alle Formulare' }).click();
      await app.getByRole('heading', { level: 1, name: 'Formulare' }).waitFor();
      await app.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
      await app.getByRole('list', { name: 'Formulare für Lindenhof 3' }).waitFor();
      expect(await app.getByText('Entwürfe').count()).toBe(0);

      // An answer saved as a draft, then taken back: closing it leaves nothing, on the phone or the server.
      await app.getByRole('button', { name: /Schlüsselübergabe/ }).click();
      await app.getByLabel('Anzahl Schlüssel').fill('2');
      await app.getByText('Entwurf gespeichert').waitFor({ timeout: 20_000 });
      expect(await drafts()).toEqual(['draft']);
      await app.getByLabel('Anzahl Schlüssel').fill('');
      await app.getByRole('button', { name: '← Alle Formulare' }).click();
      await app.getByRole('heading', { level: 1, name: 'Formulare' }).waitFor();
      await app.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
      await app.getByRole('list', { name: 'Formulare für Lindenhof 3' }).waitFor();
      expect(await app.getByText('Entwürfe').count()).toBe(0);
      await expect.poll(drafts, { timeout: 20_000 }).toEqual([]);
      await app.reload();
      await app.getByRole('heading', { level: 1, name: 'Formulare' }).waitFor();
      await app.getByLabel('Objekt').selectOption({ label: 'Lindenhof 3, Köln' });
      await app.getByRole('list', { name: 'Formulare für Lindenhof 3' }).waitFor();
      expect(await app.getByText('Entwürfe').count()).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
