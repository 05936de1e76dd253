import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { incidentPhotos, incidents } from '../../src/modules/incidents/incidents.tables.js';
import {
  patrolCheckpoints,
  patrolRounds,
  patrolRoutes,
  patrolScans,
} from '../../src/modules/patrols/patrols.tables.js';
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

// A round on a phone (390×844) by typed codes: the first scan online, two while the phone is
// offline (progress counts them at once), sent once each when it is back; a code that is no
// checkpoint is refused on the phone and not recorded; an incident with a severity, a
// description and a photo reported during the round while offline, linked to the round once
// sent; the round is ended.

const PHONE = { width: 390, height: 844 };

describeInBrowser('Field app in Chromium: a patrol round by manual codes, offline and back', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps, { timezone: 'Europe/Berlin' });
    tenantId = tenant.tenant.id;
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const [route] = await portal.t.database.db
      .insert(patrolRoutes)
      .values({ tenantId, propertyId: lindenhof, name: 'Nachtrunde' })
      .returning();
    const names = ['Haupteingang', 'Tiefgarage', 'Heizungsraum', 'Dachzugang'];
    await portal.t.database.db.insert(patrolCheckpoints).values(
      names.map((name, index) => ({
        tenantId,
        routeId: route!.id,
        position: index + 1,
        name,
        locationHint: index === 1 ? 'Ebene −1, neben dem Tor' : null,
        qrToken: randomUUID(),
        manualCode: `L${index + 1}`,
      })),
    );
    const worker = await createAccount(portal.t.deps, tenantId, {
      email: 'wache@nordlicht.example',
      name: 'Wachmann Weber',
      role: 'worker',
      properties: 'all',
    });
    await withPassword(portal.t, tenantId, worker.id, 'night round every evening');
    context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.goto(`${portal.url}/app`);
    await submitSignIn(page, 'wache@nordlicht.example', 'night round every evening');
    await page.getByRole('heading', { level: 1, name: 'Stempeluhr' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  const scans = async () => portal.t.database.db.select().from(patrolScans).where(eq(patrolScans.tenantId, tenantId));
  const progress = () => page.getByTestId('patrol-progress').textContent();
  const reported = async () => portal.t.database.db.select().from(incidents).where(eq(incidents.tenantId, tenantId));

  async function typeCode(code: string): Promise<void> {
    await page.getByLabel('Code des Kontrollpunkts').fill(code);
    await page.getByRole('button', { name: 'Kontrollpunkt erfassen' }).click();
  }

  it('walks a round by typed codes, offline for two scans, each recorded once, a bad code refused', async () => {
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: 'Rundgang' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rundgang' }).waitFor();
    await page.getByRole('button', { name: 'Nachtrunde · Lindenhof 3' }).click();
    await expect.poll(progress).toBe('0 von 4');
    await page.getByText('Haupteingang').waitFor();
    await screenshot(page, 'field-patrol-start-phone');

    // The first checkpoint with a note and a photo from the gallery.
    await page.getByLabel('Notiz (optional)').fill('Tür verschlossen');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Aus Galerie wählen' }).click();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3070c0' } })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: 'eingang.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img').first().waitFor();
    await typeCode('L1');
    await expect.poll(async () => (await scans()).length).toBe(1);
    expect((await scans())[0]).toMatchObject({ note: 'Tür verschlossen' });
    expect((await scans())[0]?.photoFileId).not.toBeNull();
    await expect.poll(progress).toBe('1 von 4');
    await page.getByText('Ebene −1, neben dem Tor').waitFor();

    await context.setOffline(true);
    await typeCode('l2');
    await typeCode('L3');
    // Typed codes are checked by the server alone: kept on the phone, not counted yet.
    await page.getByText('2 Codes warten auf die Prüfung durch den Server').waitFor();
    expect(await progress()).toBe('1 von 4');
    await screenshot(page, 'field-patrol-offline-phone');
    expect((await scans()).length).toBe(1);

    await context.setOffline(false);
    await expect.poll(async () => (await scans()).length, { timeout: 30_000 }).toBe(3);
    await expect.poll(progress, { timeout: 30_000 }).toBe('3 von 4');
    await page.getByText('Dachzugang').first().waitFor();

    await typeCode('ZZ-999');
    await page.getByRole('alert').getByText('Dieser Code ist kein Kontrollpunkt. Es wurde nichts erfasst.').waitFor();
    await screenshot(page, 'field-patrol-refused-phone');
    expect((await scans()).length).toBe(3);

    // An incident during the round, with a severity, a description and a photo, sent while
    // offline: it waits on the phone and goes out, linked to the round, when the phone is back.
    const incidentCard = page.getByRole('region', { name: 'Meldung während des Rundgangs' });
    await incidentCard.getByRole('button', { name: 'Meldung erfassen' }).click();
    await incidentCard.getByRole('button', { name: 'Meldung senden' }).click();
    await incidentCard.getByText('Sagen Sie in wenigen Worten, was passiert ist.').waitFor();
    await incidentCard.getByLabel('Was ist passiert?').fill('Tür zum Heizungsraum aufgebrochen');
    await incidentCard.getByLabel('Dringlichkeit').selectOption({ label: 'Hoch' });
    await incidentCard.getByLabel('Beschreibung (optional)').fill('Schloss herausgebrochen, Raum leer.');
    const incidentChooser = page.waitForEvent('filechooser');
    await incidentCard.getByRole('button', { name: 'Aus Galerie wählen' }).click();
    const incidentPhoto = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a04000' } })
      .jpeg()
      .toBuffer();
    await (await incidentChooser).setFiles({ name: 'tuer.jpg', mimeType: 'image/jpeg', buffer: incidentPhoto });
    await incidentCard.getByRole('img').first().waitFor();
    await screenshot(page, 'field-patrol-incident-phone');
    await context.setOffline(true);
    await incidentCard.getByRole('button', { name: 'Meldung senden' }).click();
    // Offline it says so (online it would not promise to send it later), and the waiting count names what waits.
    await page
      .getByText(
        'Meldung „Tür zum Heizungsraum aufgebrochen“ bleibt auf diesem Telefon und wird mit diesem Rundgang gemeldet, sobald Sie wieder online sind.',
      )
      .waitFor();
    await page.getByText('1 Eintrag wartet auf das Senden').waitFor();
    expect(await reported()).toHaveLength(0);
    await context.setOffline(false);
    await expect.poll(async () => (await reported()).length, { timeout: 30_000 }).toBe(1);
    const [round] = await portal.t.database.db.select().from(patrolRounds).where(eq(patrolRounds.tenantId, tenantId));
    const [incident] = await reported();
    expect(incident).toMatchObject({
      title: 'Tür zum Heizungsraum aufgebrochen',
      severity: 'high',
      description: 'Schloss herausgebrochen, Raum leer.',
      patrolRoundId: round?.id,
    });
    // When it was seen on the phone, not when the server got it.
    expect(incident?.occurredAt?.getTime()).toBeLessThan(incident?.createdAt.getTime() ?? 0);
    const photos = await portal.t.database.db
      .select()
      .from(incidentPhotos)
      .where(and(eq(incidentPhotos.tenantId, tenantId), eq(incidentPhotos.incidentId, incident?.id ?? 0)));
    expect(photos).toHaveLength(1);

    await typeCode('L4');
    await expect.poll(async () => (await scans()).length).toBe(4);
    await expect.poll(progress).toBe('4 von 4');
    await page.getByRole('button', { name: 'Rundgang beenden' }).click();
    await page.getByText('Rundgang beendet: 4 von 4 Kontrollpunkten.').waitFor();
    await expect
      .poll(async () => {
        const [round] = await portal.t.database.db
          .select()
          .from(patrolRounds)
          .where(eq(patrolRounds.tenantId, tenantId));
        return round?.status;
      })
      .toBe('ended');
    await screenshot(page, 'field-patrol-ended-phone');

    const recorded = await scans();
    const checkpointIds = recorded.map((scan) => scan.checkpointId);
    expect(new Set(checkpointIds).size).toBe(4);
    expect(recorded.every((scan) => scan.method === 'manual')).toBe(true);
    const rounds = await portal.t.database.db
      .select()
      .from(patrolRounds)
      .where(and(eq(patrolRounds.tenantId, tenantId), eq(patrolRounds.status, 'ended')));
    expect(rounds).toHaveLength(1);
  });
});
