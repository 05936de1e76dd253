import { and, desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, updateOwnProfile } from '../../src/modules/accounts/accounts.service.js';
import { storedFiles } from '../../src/modules/files/files.tables.js';
import { createInspectionTemplate } from '../../src/modules/inspections/inspections.service.js';
import { inspectionRatings, inspections } from '../../src/modules/inspections/inspections.tables.js';
import { createPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
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

// A quality inspection in the field app on a phone (390×844), walked without a network: the
// proposed sample with an area added, every criterion rated with the scale's buttons, a defect
// refused without a note or photo and then given a photo, another with a note, the summary
// ("calculated when sent"), the client representative's name and signature; a reload keeps
// it, and back online it is sent once. The score the server stored is checked against the one
// worked out by hand below. Then the same walk in English, online, with the server's score.

const PHONE = { width: 390, height: 844 };

/** Scale 1–5: 1 = 100, 2 = 90, 3 = 80, 4 = 70, 5 = 60 %. Sanitär weighs 2; threshold 85 %. */
const DEFINITION = {
  scale: {
    kind: '1-5' as const,
    steps: [
      { value: '1', percent: 100 },
      { value: '2', percent: 90 },
      { value: '3', percent: 80 },
      { value: '4', percent: 70 },
      { value: '5', percent: 60 },
    ],
  },
  criteria: [
    { id: 'boden', label: 'Boden', areaTypes: [], weight: 2 },
    { id: 'abfall', label: 'Abfallbehälter', areaTypes: [], weight: 1 },
    { id: 'sanitaer', label: 'Sanitärobjekte', areaTypes: ['Sanitär'], weight: 1 },
  ],
  areaTypeWeights: { Sanitär: 2 },
  thresholdPercent: 85,
  samplePercent: 50,
  sampleMinimum: 1,
};

/**
 * What is rated where, by the area's place in the walk (the sample is drawn with a new seed
 * each time, so which two of the four offices are proposed varies; the third office is the
 * one added). Offices come first (area types by name), the washroom last.
 *
 *   Büro 1:   Boden 1 (2 × 100), Abfallbehälter 2 (90)          -> 290 / 3 = 96.667
 *   Büro 2:   Boden 4 (2 × 70, defect, photo), Abfall n/a      -> 140 / 2 = 70
 *   Büro 3:   Boden 2 (2 × 90), Abfallbehälter 1 (100)          -> 280 / 3 = 93.333
 *   WC:       Boden 2 (2 × 90), Abfall 3 (80), Sanitär 5 (60, defect, note) -> 320 / 4 = 80
 *
 *   Büro    = (290/3 + 70 + 280/3) / 3 = (190 + 70) / 3 = 260/3 = 86.667 (weight 1)
 *   Sanitär = 80 (weight 2)
 *   overall = (1 × 260/3 + 2 × 80) / 3 = (260 + 480) / 9 = 740/9 = 82.222… -> 82.2 %, below 85.
 */
const WALK: Record<string, [string | null, { defect?: 'photo' | 'note' }?]>[] = [
  { Boden: ['1'], Abfallbehälter: ['2'] },
  { Boden: ['4', { defect: 'photo' }], Abfallbehälter: [null] },
  { Boden: ['2'], Abfallbehälter: ['1'] },
  { Boden: ['2'], Abfallbehälter: ['3'], Sanitärobjekte: ['5', { defect: 'note' }] },
];
const EXPECTED_SCORE = 740 / 9;

const TEXTS = {
  de: {
    forms: 'Formulare',
    entry: 'Qualitätskontrolle',
    property: 'Objekt',
    template: 'Vorlage',
    propose: 'Stichprobe vorschlagen',
    addArea: 'Bereich hinzufügen',
    add: 'Hinzufügen',
    begin: 'Kontrolle beginnen',
    areaOf: (i: number) => `Bereich ${i} von 4`,
    na: 'entfällt',
    defect: 'Beanstandung',
    note: 'Notiz',
    gallery: 'Aus Galerie wählen',
    next: 'Nächster Bereich ›',
    toSummary: 'Zur Zusammenfassung',
    rateOne: 'Bewerten Sie noch 1 Kriterium (oder setzen Sie es auf „entfällt“).',
    needsEvidence: 'Ergänzen Sie bei der Beanstandung eine Notiz oder ein Foto.',
    computed: 'wird beim Senden berechnet',
    toSignature: 'Zur Unterschrift',
    name: 'Name des Vertreters des Kunden',
    sign: 'Unterschrift des Vertreters des Kunden',
    complete: 'Kontrolle abschließen',
    kept: 'Auf diesem Telefon gespeichert; sie wird gesendet, sobald es Netz gibt.',
    sent: 'Die Kontrolle wurde gesendet.',
    score: 'Gesamtergebnis: 82,2 % – unter der Schwelle (Schwelle 85 %)',
    note1: 'Armatur verkalkt',
  },
  en: {
    forms: 'Forms',
    entry: 'Quality inspection',
    property: 'Property',
    template: 'Template',
    propose: 'Propose sample',
    addArea: 'Add area',
    add: 'Add',
    begin: 'Start inspection',
    areaOf: (i: number) => `Area ${i} of 4`,
    na: 'n/a',
    defect: 'Defect',
    note: 'Note',
    gallery: 'Choose from gallery',
    next: 'Next area ›',
    toSummary: 'To the summary',
    rateOne: 'Rate 1 more criterion (or mark it n/a).',
    needsEvidence: 'Add a note or a photo to the defect.',
    computed: 'calculated when sent',
    toSignature: 'To the signature',
    name: 'Name of the client representative',
    sign: 'Signature of the client representative',
    complete: 'Complete inspection',
    kept: 'Kept on this phone; it is sent as soon as there is a network.',
    sent: 'The inspection has been sent.',
    score: 'Overall score: 82.2 % – below the threshold (Threshold 85 %)',
    note1: 'Tap scaled',
  },
};
type Texts = (typeof TEXTS)['de'];

/** A photo as a phone's camera would give it: an 800×600 JPEG of one colour. */
function picture(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer();
}

describeInBrowser('Field app in Chromium: a quality inspection walked offline and signed', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let propertyId = 0;
  let managerId = 0;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps, { timezone: 'Europe/Berlin', modules: ['material'] });
    tenantId = tenant.tenant.id;
    const office = { kind: 'person' as const, tenantId, accountId: tenant.accountId, allProperties: true };
    propertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    for (const name of ['Büro 1.01', 'Büro 1.02', 'Büro 1.03', 'Büro 1.04'])
      await createPlanArea(portal.t.deps, office, { property_id: propertyId, name, type: 'Büro' });
    await createPlanArea(portal.t.deps, office, { property_id: propertyId, name: 'WC Damen', type: 'Sanitär' });
    await createInspectionTemplate(portal.t.deps, office, {
      name: 'Qualitätskontrolle Unterhaltsreinigung',
      definition: DEFINITION,
    });
    const manager = await createAccount(portal.t.deps, tenantId, {
      email: 'petra@nordlicht.example',
      name: 'Petra Lang',
      role: 'manager',
      properties: [propertyId],
    });
    managerId = manager.id;
    await withPassword(portal.t, tenantId, manager.id, 'clean floors make happy clients');
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/app`);
    await submitSignIn(page, 'petra@nordlicht.example', 'clean floors make happy clients');
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const stored = async () =>
    portal.t.database.db
      .select()
      .from(inspections)
      .where(and(eq(inspections.tenantId, tenantId), eq(inspections.inspectorAccountId, managerId)));

  /** Opens the inspection screen from the Forms tab and waits for the kept properties. */
  async function open(phone: Page, x: Texts) {
    await phone.getByRole('navigation').getByRole('button', { name: x.forms }).click();
    await phone.getByRole('button', { name: x.entry }).waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await screenshot(phone, `field-inspection-forms-entry-${x === TEXTS.de ? 'de' : 'en'}-phone`);
    await phone.getByRole('button', { name: x.entry }).click();
    await phone.getByRole('heading', { level: 1, name: x.entry }).waitFor();
    await expect.poll(() => phone.getByLabel(x.property).locator('option').count(), { timeout: 15_000 }).toBe(2);
  }

  /** Walks the whole inspection as WALK says, taking a screenshot of each step. */
  async function walk(phone: Page, x: Texts, lang: 'de' | 'en', offline: boolean) {
    const shot = async (name: string) => {
      expect(await fitsWidth(phone), name).toBe(true);
      await screenshot(phone, `field-inspection-${name}-${lang}-phone`);
    };
    await shot('start');
    await phone.getByLabel(x.property).selectOption({ label: 'Lindenhof 3' });
    await phone.getByLabel(x.template).selectOption({ label: 'Qualitätskontrolle Unterhaltsreinigung' });
    await phone.getByRole('button', { name: x.propose }).click();
    // 50 % of 4 offices = 2, of one washroom ⌈0.5⌉ = 1: three areas proposed.
    await expect.poll(() => phone.locator('.inspection__sampled').count()).toBe(3);
    await phone.getByText(/Startwert \d+|seed \d+/).waitFor();
    // One more office: the first one not proposed.
    const add = phone.getByLabel(x.addArea);
    const value = await add.locator('option').nth(1).getAttribute('value');
    await add.selectOption(value ?? '');
    await phone.getByRole('button', { name: x.add, exact: true }).click();
    await expect.poll(() => phone.locator('.inspection__sampled').count()).toBe(4);
    await shot('sample');
    await phone.getByRole('button', { name: x.begin }).click();

    for (const [index, ratings] of WALK.entries()) {
      await phone.getByText(x.areaOf(index + 1)).waitFor();
      const group = (label: string) => phone.getByRole('group', { name: label, exact: true });
      if (index === 0) {
        // Only the floor rated: the phone asks for the rest before moving on.
        await group('Boden').getByRole('button', { name: '1 · 100 %' }).click();
        await phone.getByRole('button', { name: x.next }).click();
        await phone.getByRole('alert').getByText(x.rateOne).waitFor();
      }
      for (const [criterion, [step, extra]] of Object.entries(ratings)) {
        const item = group(criterion);
        await item
          .getByRole('button', { name: step === null ? x.na : `${step} · ${100 - (Number(step) - 1) * 10} %` })
          .click();
        if (extra?.defect === undefined) continue;
        await item.getByRole('button', { name: x.defect }).click();
        if (extra.defect === 'photo') {
          // A defect with nothing to show for it: refused on the phone, the criterion says why.
          await phone.getByRole('button', { name: x.next }).click();
          await phone.getByRole('alert').getByText(x.needsEvidence).waitFor();
          await shot('defect-refused');
          const chooser = phone.waitForEvent('filechooser');
          await item.getByRole('button', { name: x.gallery }).click();
          await (await chooser).setFiles({ name: 'boden.jpg', mimeType: 'image/jpeg', buffer: await picture() });
          await expect
            .poll(() =>
              item
                .getByRole('img')
                .first()
                .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
            )
            .toBe(800);
          await shot('defect-photo');
        } else {
          await item.getByLabel(x.note).fill(x.note1);
        }
      }
      if (index === 1 && offline) {
        // A reload keeps the walk where it was, with what was rated.
        await phone.reload();
        await phone.getByText(x.areaOf(2)).waitFor();
        expect(await group('Boden').getByRole('button', { name: '4 · 70 %' }).getAttribute('aria-pressed')).toBe(
          'true',
        );
        expect(await group('Boden').getByRole('button', { name: x.defect }).getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => group('Boden').getByRole('img').count()).toBe(1);
      }
      if (index === 3) await shot('area');
      await phone.getByRole('button', { name: index === WALK.length - 1 ? x.toSummary : x.next }).click();
    }

    await phone.getByText(x.computed).first().waitFor();
    await shot('summary');
    await phone.getByRole('button', { name: x.toSignature }).click();
    await phone.getByLabel(x.name).fill('Frau Berg');
    const canvas = phone.getByRole('img', { name: x.sign });
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no signature canvas');
    await phone.mouse.move(box.x + 30, box.y + 120);
    await phone.mouse.down();
    for (const [px, py] of [
      [70, 60],
      [110, 130],
      [150, 50],
      [200, 120],
      [260, 70],
    ] as const)
      await phone.mouse.move(box.x + px, box.y + py, { steps: 6 });
    await phone.mouse.up();
    await shot('signature');
    await phone.getByRole('button', { name: x.complete }).click();
  }

  it('walks an inspection offline with a defect photo and a signature; back online it is sent once', async () => {
    const x = TEXTS.de;
    await open(page, x);
    // The service worker keeps the app, so the page opens again without a network.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const g = globalThis as unknown as {
              caches: { keys(): Promise<string[]>; open(n: string): Promise<{ keys(): Promise<unknown[]> }> };
            };
            const first = (await g.caches.keys())[0];
            return first ? (await (await g.caches.open(first)).keys()).length : 0;
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(4);
    await context.setOffline(true);
    await walk(page, x, 'de', true);

    await page.getByText(x.kept).waitFor();
    await page.getByText(`Gesamtergebnis: ${x.computed}`).waitFor();
    await page.getByText('Wartet auf Senden').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'field-inspection-waiting-de-phone');
    expect(await stored()).toEqual([]);

    await page.reload();
    await page.getByText(`Gesamtergebnis: ${x.computed}`).waitFor();
    await context.setOffline(false);
    await expect.poll(async () => (await stored())[0]?.status, { timeout: 30_000 }).toBe('completed');
    await page.getByText(x.sent).waitFor({ timeout: 20_000 });
    await page.getByText(x.score).waitFor();
    await screenshot(page, 'field-inspection-sent-de-phone');

    const [inspection, ...more] = await stored();
    expect(more).toEqual([]);
    if (!inspection) throw new Error('no inspection');
    expect(inspection.propertyId).toBe(propertyId);
    expect(inspection.sample.map((a) => a.areaType).sort()).toEqual(['Büro', 'Büro', 'Büro', 'Sanitär']);
    expect(inspection.clientRepresentativeName).toBe('Frau Berg');
    expect(inspection.scorePercent).toBeCloseTo(EXPECTED_SCORE, 9);
    expect(inspection.passed).toBe(false);
    const [signature] = await portal.t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, inspection.clientSignatureFileId ?? 0)));
    // The drawing, uploaded like a photo (the server keeps pictures as JPEG), by the inspector.
    expect(signature?.contentType).toMatch(/^image\//);
    expect(signature?.uploadedByAccountId).toBe(managerId);

    // The ratings as rated, in the walk's order (offices by the phone's sample, the washroom last).
    const rows = await portal.t.database.db
      .select()
      .from(inspectionRatings)
      .where(and(eq(inspectionRatings.tenantId, tenantId), eq(inspectionRatings.inspectionId, inspection.id)));
    const offices = inspection.sample.filter((a) => a.areaType === 'Büro').map((a) => a.areaId);
    const washroom = inspection.sample.find((a) => a.areaType === 'Sanitär')?.areaId;
    expect(rows).toHaveLength(9);
    const of = (area: number | undefined, criterion: string) =>
      rows.find((r) => r.areaId === area && r.criterionId === criterion);
    // The two proposed offices in the walk's order are the sample's first two (by the sample's
    // draw); the added one is walked third. Each office's floor says which place it had.
    const floors = offices.map((area) => of(area, 'boden')?.step).sort();
    expect(floors).toEqual(['1', '2', '4']);
    const defectOffice = offices.find((area) => of(area, 'boden')?.step === '4');
    expect(of(defectOffice, 'boden')).toMatchObject({ defect: true, note: null });
    expect(of(defectOffice, 'boden')?.photoFileIds).toHaveLength(1);
    expect(of(defectOffice, 'abfall')?.step).toBeNull();
    expect(of(washroom, 'sanitaer')).toMatchObject({ step: '5', defect: true, note: x.note1, photoFileIds: [] });
    expect(rows.filter((r) => r.defect)).toHaveLength(2);
    expect(of(defectOffice, 'boden')?.photoFileIds).not.toContain(signature?.id);
  });

  it('speaks English, and online shows the score the server computed', async () => {
    const english = await createAccount(portal.t.deps, tenantId, {
      email: 'sam@nordlicht.example',
      name: 'Sam Taylor',
      role: 'manager',
      properties: [propertyId],
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
      await sam.getByRole('heading', { level: 1, name: 'Clock' }).waitFor();
      const x = TEXTS.en;
      await open(sam, x);
      await walk(sam, x, 'en', false);
      await sam.getByText(x.sent).waitFor({ timeout: 20_000 });
      await sam.getByText(x.score).waitFor();
      expect(await fitsWidth(sam)).toBe(true);
      await screenshot(sam, 'field-inspection-sent-en-phone');
      const [done] = await portal.t.database.db
        .select()
        .from(inspections)
        .where(and(eq(inspections.tenantId, tenantId), eq(inspections.inspectorAccountId, english.id)));
      expect(done?.scorePercent).toBeCloseTo(EXPECTED_SCORE, 9);
      expect(done?.clientRepresentativeName).toBe('Frau Berg');
    } finally {
      await phone.close();
    }
  });

  it('re-inspects the areas with defects offline, linked to the inspection it follows up', async () => {
    const [sams] = await portal.t.database.db
      .select()
      .from(inspections)
      .where(and(eq(inspections.tenantId, tenantId), eq(inspections.clientRepresentativeName, 'Frau Berg')))
      .orderBy(desc(inspections.id))
      .limit(1);
    if (!sams) throw new Error('no inspection to follow up');
    const x = TEXTS.de;
    // Fetched again online: both walks above left defects, the newest (Sam's) is offered first.
    await page.reload();
    await open(page, x);
    const due = page.getByRole('region', { name: 'Fällige Nachkontrollen' });
    await expect.poll(() => due.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    await due
      .getByRole('listitem')
      .first()
      .getByText(/Kontrolle vom \d+\. \S+ \d{4} · 2 Beanstandungen/)
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'field-inspection-reinspections-de-phone');

    await context.setOffline(true);
    await due
      .getByRole('button', { name: /^Nachkontrolle beginnen/ })
      .first()
      .click();
    // The sample: the two areas with defects (an office and the washroom), no seed, no minimum.
    await page.getByText(/^Nachkontrolle der Kontrolle vom/).waitFor();
    await expect.poll(() => page.locator('.inspection__sampled').count()).toBe(2);
    expect(await page.getByText('zuvor beanstandet').count()).toBe(2);
    expect(await page.getByText(/Startwert/).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'field-inspection-reinspection-sample-de-phone');
    await page.getByRole('button', { name: x.begin }).click();

    const group = (label: string) => page.getByRole('group', { name: label, exact: true });
    const rate = (label: string, step: string, percent: number) =>
      group(label)
        .getByRole('button', { name: `${step} · ${percent} %` })
        .click();
    // The office: its floor was the defect (a photo, no note); now all fine: 100.
    await page.getByText('Bereich 1 von 2').waitFor();
    await group('Boden')
      .getByText(/^Beanstandet am \d+\. \S+ \d{4}$/)
      .waitFor();
    expect(
      await group('Abfallbehälter')
        .getByText(/Beanstandet/)
        .count(),
    ).toBe(0);
    await rate('Boden', '1', 100);
    await rate('Abfallbehälter', '1', 100);
    await page.getByRole('button', { name: x.next }).click();
    // The washroom: the sanitary objects' defect with Sam's note.
    await page.getByText('Bereich 2 von 2').waitFor();
    await group('Sanitärobjekte')
      .getByText(/^Beanstandet am \d+\. \S+ \d{4}: Tap scaled$/)
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'field-inspection-reinspection-area-de-phone');
    await rate('Boden', '1', 100);
    await rate('Abfallbehälter', '1', 100);
    await rate('Sanitärobjekte', '2', 90);
    await page.getByRole('button', { name: x.toSummary }).click();
    await page.getByRole('button', { name: x.toSignature }).click();
    await page.getByRole('button', { name: x.complete }).click();
    await page.getByText(x.kept).waitFor();
    // Kept on the phone, it is no longer offered; the other one is.
    await expect.poll(() => due.getByRole('listitem').count()).toBe(1);

    await context.setOffline(false);
    const followUp = async () =>
      (
        await portal.t.database.db
          .select()
          .from(inspections)
          .where(and(eq(inspections.tenantId, tenantId), eq(inspections.reinspectionOf, sams.id)))
      )[0];
    await expect.poll(async () => (await followUp())?.status, { timeout: 30_000 }).toBe('completed');
    const done = await followUp();
    // Office: (2 × 100 + 100) / 3 = 100. Washroom: (2 × 100 + 100 + 90) / 4 = 97.5 (Sanitär weighs 2).
    // Overall (1 × 100 + 2 × 97.5) / 3 = 295 / 3 = 98.33… -> passed.
    expect(done?.scorePercent).toBeCloseTo(295 / 3, 9);
    expect(done?.passed).toBe(true);
    expect(done?.sample.map((a) => a.areaType).sort()).toEqual(['Büro', 'Sanitär']);
    expect(done?.inspectorAccountId).toBe(managerId);
    await page.getByText(x.sent).waitFor({ timeout: 20_000 });
    // Fetched again, the server no longer offers it either.
    await page.reload();
    await open(page, x);
    await expect.poll(() => due.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
  });
});
