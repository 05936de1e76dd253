import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.js';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { storePhoto } from '../../src/modules/files/photos.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
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

// Forms in the office, in German on the desktop (1366×800) and on a phone (390×844): a
// template gets a new field and a property, the catalogue is imported, and a response with
// a photo and a signature is read.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'forms are filled on site';

/** A photo of a green lawn with a red bin, as a JPEG. */
function photo(): Promise<Buffer> {
  const bin = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#7fb069"/><rect y="0" width="800" height="220" fill="#a8d5e2"/><rect x="320" y="260" width="160" height="220" rx="12" fill="#c0392b"/><rect x="300" y="240" width="200" height="30" rx="6" fill="#922b21"/></svg>',
  );
  return sharp(bin).jpeg({ quality: 80 }).toBuffer();
}

/** A signature stroke in blue ink, as a PNG. */
function signature(): Promise<Buffer> {
  const ink = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#fff"/><path d="M40 140 C 90 40, 130 40, 150 120 S 220 180, 260 90 S 330 40, 360 130 S 450 160, 560 80" stroke="#1d3a8a" stroke-width="5" fill="none" stroke-linecap="round"/><line x1="30" y1="170" x2="570" y2="170" stroke="#999" stroke-width="2"/></svg>',
  );
  return sharp(ink).png().toBuffer();
}

describeInBrowser('Forms in the office in Chromium: template editor, catalogue import, a response', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let responseId = 0;
  let templateId = 0;
  let me = { tenantId: 0, accountId: 0 };

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const adminId = tenant.accountId;
    me = { tenantId, accountId: adminId };
    const db = portal.t.database.db;
    const email = (await findAccount(db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    await db
      .update(accounts)
      .set({ name: 'Petra Hansen' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Hafenstraße 12' });
    const template = await createFormTemplate(portal.t.deps, tenantId, {
      name: 'Reinigungskontrolle',
      fields: [
        { id: 'eingang', type: 'checkbox', label: 'Eingang sauber', required: true },
        {
          id: 'bereiche',
          type: 'multiple_choice',
          label: 'Geprüfte Bereiche',
          options: ['Eingang', 'Treppenhaus', 'Müllplatz'],
        },
        { id: 'zustand', type: 'single_choice', label: 'Zustand', options: ['Gut', 'Mangelhaft'] },
        { id: 'datum', type: 'date', label: 'Datum der Reinigung' },
        { id: 'uhrzeit', type: 'time', label: 'Uhrzeit' },
        { id: 'bewertung', type: 'rating', label: 'Gesamteindruck' },
        { id: 'tonnen', type: 'number', label: 'Anzahl Tonnen' },
        { id: 'bemerkung', type: 'text', label: 'Bemerkungen' },
        { id: 'foto', type: 'photo', label: 'Foto' },
        { id: 'unterschrift', type: 'signature', label: 'Unterschrift' },
      ],
    });
    templateId = template.id;
    const store = portal.t.fileStore;
    // As the field app uploads them: normalised, with a 400-px thumbnail.
    const { file: picture } = await storePhoto(db, store, tenantId, {
      upload: await photo(),
      uploadedByAccountId: adminId,
    });
    const { file: drawn } = await storePhoto(db, store, tenantId, {
      upload: await signature(),
      uploadedByAccountId: adminId,
    });
    responseId = await saveFormResponse(portal.t.deps, tenantId, {
      templateId: template.id,
      propertyId: lindenhof,
      accountId: adminId,
      answers: {
        eingang: false,
        bereiche: ['Eingang', 'Müllplatz'],
        zustand: 'Mangelhaft',
        datum: '2026-11-24',
        uhrzeit: '07:45',
        bewertung: 2,
        tonnen: 4,
        bemerkung: 'Müllplatz verschmutzt, Tonne 3 ohne Deckel.',
      },
      photos: [
        { fieldId: 'foto', fileId: picture.id },
        { fieldId: 'unterschrift', fileId: drawn.id },
      ],
      submit: true,
    });
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

  it('adds a field to a template and offers it at one property: version 2', async () => {
    await page.getByRole('link', { name: 'Formularvorlagen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Formularvorlagen' }).waitFor();
    await page.getByRole('link', { name: 'Reinigungskontrolle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reinigungskontrolle' }).waitFor();

    // A blank question is refused at the field it concerns.
    await page.getByLabel('Art des neuen Felds').selectOption('single_choice');
    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.locator('[data-field-index="10"] .field__error').first().waitFor();
    await page.getByLabel('Frage 11').fill('Zustand der Tonnen');
    await page.getByLabel('Auswahlmöglichkeiten').last().fill('In Ordnung\nBeschädigt\nFehlt');
    await page.getByRole('button', { name: 'Feld 11 nach oben' }).click();
    await expect.poll(() => page.getByLabel('Frage 10').inputValue()).toBe('Zustand der Tonnen');

    await page.getByText('Ausgewählten Objekten').click();
    await page.getByRole('group', { name: 'Ausgewählten Objekten' }).getByText('Lindenhof 3').click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Als Version 2 gespeichert.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Versionen' }).waitFor();
    await expect.poll(() => page.locator('.version-list li').count()).toBe(2);
    await screenshot(page, 'form-template-editor-de-desktop');

    // The older version reads as it was.
    await page.getByRole('link', { name: 'Diese Version zeigen' }).click();
    await page.getByText('Eine ältere Version').waitFor();
    await expect.poll(() => page.locator('.field-card').count()).toBe(10);
    await page.getByRole('button', { name: 'Zurück zur Vorlage' }).click();
    await page.getByRole('button', { name: 'Alle Formularvorlagen' }).click();
    const row = page.locator('tr', { hasText: 'Reinigungskontrolle' });
    await row.getByText('Lindenhof 3').waitFor();
    expect(await row.locator('td').first().textContent()).toBe('2');
  });

  it('imports entries from the catalogue and tells created from existing', async () => {
    await page.getByRole('link', { name: 'Aus dem Katalog importieren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vorlagenkatalog' }).waitFor();
    const entries = page.locator('.catalog-entry');
    await entries.first().waitFor();
    await entries.nth(0).getByRole('checkbox').check();
    await entries.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: '2 Vorlagen importieren' }).click();
    await page.getByRole('heading', { name: 'Import abgeschlossen' }).waitFor();
    await expect.poll(() => page.locator('.import-result li', { hasText: 'Angelegt' }).count()).toBe(2);
    await entries.nth(0).getByText('Importiert').waitFor();

    await entries.nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: '1 Vorlage importieren' }).click();
    await page.locator('.import-result li', { hasText: 'Schon vorhanden' }).waitFor();
    await screenshot(page, 'form-catalog-de-desktop');
  });

  it('lists responses with filters and opens one with its photo and signature', async () => {
    await page.getByRole('link', { name: 'Formulare', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Ausgefüllte Formulare' }).waitFor();
    await page.getByLabel('Status').selectOption('draft');
    await page.getByText('Keine ausgefüllten Formulare passen zu diesen Filtern.').waitFor();
    await page.getByLabel('Status').selectOption('submitted');
    await page.waitForURL((url) => url.searchParams.get('status') === 'submitted');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Reinigungskontrolle' }).waitFor();
    // One photo and a signature: "1" photo, the signature said apart.
    const listed = table.getByRole('row').filter({ hasText: 'Reinigungskontrolle' });
    expect(await listed.getByRole('cell').last().textContent()).toBe('1mit Unterschrift');
    await screenshot(page, 'form-responses-de-desktop');

    await table.getByRole('link', { name: 'Reinigungskontrolle' }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(responseId));
    await page.getByText('Müllplatz verschmutzt, Tonne 3 ohne Deckel.').waitFor();
    await page.getByText('Version 1 (aktuell: 2)').waitFor();
    await page.getByRole('img', { name: '2 von 5' }).waitFor();
    const signatureImage = page.getByRole('img', { name: 'Unterschrift: Unterschrift' });
    await expect
      .poll(() => signatureImage.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(600);
    const thumbnail = page.getByRole('button', { name: 'Foto: Foto 1 größer zeigen' });
    await expect
      .poll(() => thumbnail.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(400);
    await screenshot(page, 'form-response-de-desktop');
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'Foto' });
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(800);
    await screenshot(page, 'form-response-photo-de-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('speaks English to a person who chose English', async () => {
    const db = portal.t.database.db;
    await db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, me.tenantId), eq(accounts.id, me.accountId)));
    try {
      await page.goto(`${portal.url}/form-responses?id=${responseId}`);
      await page.getByRole('heading', { level: 2, name: 'Answers' }).waitFor();
      await page.getByText('Version 1 (current: 2)').waitFor();
      await page.getByRole('img', { name: '2 of 5' }).waitFor();
      await page.locator('[data-field="eingang"]').getByText('No', { exact: true }).waitFor();
      await screenshot(page, 'form-response-en-desktop');
    } finally {
      await db
        .update(accounts)
        .set({ language: null })
        .where(and(eq(accounts.tenantId, me.tenantId), eq(accounts.id, me.accountId)));
    }
  });

  it('shows the list as cards and the response on a phone, nothing wider than the screen', async () => {
    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    try {
      await phone.addCookies(await desktop.cookies());
      const phonePage = await phone.newPage();
      const scrollWidth = () =>
        phonePage.evaluate(
          () =>
            (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
              .documentElement.scrollWidth,
        );
      await phonePage.goto(`${portal.url}/form-responses`);
      await phonePage.getByRole('table').getByRole('link', { name: 'Reinigungskontrolle' }).waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phonePage, 'form-responses-de-phone');
      await phonePage.getByRole('link', { name: 'Reinigungskontrolle' }).click();
      await phonePage.getByText('Müllplatz verschmutzt, Tonne 3 ohne Deckel.').waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phonePage, 'form-response-de-phone');
      await phonePage.goto(`${portal.url}/form-templates?id=${templateId}`);
      await phonePage.getByRole('heading', { level: 2, name: 'Felder' }).waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phonePage, 'form-template-editor-de-phone');
    } finally {
      await phone.close();
    }
  });
});
