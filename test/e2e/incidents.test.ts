import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateReportJob } from '../../src/modules/reports/report-jobs.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { pdfPages } from '../reports/pdf-text.js';
import { accounts } from '../../src/db/schema.js';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
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

// The incidents screen in German on the desktop (1366×800) and on a phone (390×844): an
// incident reported through the service is taken into work with a comment, then resolved.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'leaks are found on mondays';

describeInBrowser('Incidents in Chromium: list, filters, status workflow and history', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminId = 0;
  const setLanguage = (language: 'en' | null) =>
    portal.t.database.db
      .update(accounts)
      .set({ language })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminId = tenant.accountId;
    const email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    await portal.t.database.db
      .update(accounts)
      .set({ name: 'Petra Hansen' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const hafen = await createPropertyVia(portal.t.app, tenant.key, { name: 'Hafenstraße 12' });
    const actor = { kind: 'person' as const, tenantId, accountId: adminId, allProperties: true };
    await createIncident(portal.t.deps, actor, {
      title: 'Flurbeleuchtung defekt',
      property_id: hafen,
      severity: 'low',
      location: 'Erdgeschoss',
    });
    await createIncident(portal.t.deps, actor, {
      title: 'Wasserschaden im Treppenhaus B',
      property_id: lindenhof,
      severity: 'high',
      location: 'Treppenhaus B, 2. OG',
      description: 'Feuchter Fleck an der Decke über dem Podest im zweiten Stock, wird größer.',
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

  it('filters the list, takes an incident into work with a comment and resolves it', async () => {
    await page.getByRole('link', { name: 'Meldungen', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Meldungen' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row').nth(2).waitFor();
    await screenshot(page, 'incidents-list-de-desktop');

    await page.getByLabel('Dringlichkeit').selectOption('high');
    await page.waitForURL((url) => url.searchParams.get('severity') === 'high');
    await table.getByText('Flurbeleuchtung defekt').waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    await table.getByRole('link', { name: 'Wasserschaden im Treppenhaus B' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wasserschaden im Treppenhaus B' }).waitFor();
    await page.getByText('Treppenhaus B, 2. OG').waitFor();
    await page.getByLabel('Kommentar').fill('Installateur für Montag bestellt.');
    await page.getByRole('button', { name: 'In Bearbeitung nehmen' }).click();
    await page.getByText('hat den Status von „Offen“ auf „In Bearbeitung“ geändert').waitFor();
    await page.locator('.incident-comment', { hasText: 'Installateur für Montag bestellt.' }).waitFor();
    expect(await page.getByLabel('Kommentar').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Als behoben markieren' }).click();
    await page.getByText('hat den Status von „In Bearbeitung“ auf „Behoben“ geändert').waitFor();
    await page.getByRole('button', { name: 'Abschließen' }).waitFor();
    await screenshot(page, 'incidents-detail-de-desktop');

    // Back to the list, which keeps its filter and shows the new status.
    await page.getByRole('button', { name: 'Alle Meldungen' }).click();
    await page.waitForURL((url) => url.searchParams.get('severity') === 'high' && !url.searchParams.has('id'));
    await table.getByText('Behoben').waitFor();
  });

  it('speaks English to a person who chose English', async () => {
    await setLanguage('en');
    await page.goto(`${portal.url}/incidents`);
    await page.getByRole('heading', { level: 1, name: 'Incidents' }).waitFor();
    await page.getByRole('table').getByText('Resolved').waitFor();
    await page.getByRole('link', { name: 'Wasserschaden im Treppenhaus B' }).click();
    await page.getByText('changed the status from In progress to Resolved').waitFor();
    await page.getByRole('button', { name: 'Close incident' }).waitFor();
    await screenshot(page, 'incidents-detail-en-desktop');
    await setLanguage(null);
  });

  it('shows the list as cards and the detail on a phone, nothing wider than the screen', async () => {
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
      await phonePage.goto(`${portal.url}/incidents`);
      await phonePage.getByRole('table').getByRole('row').nth(2).waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phonePage, 'incidents-list-de-phone');
      await phonePage.getByRole('link', { name: 'Wasserschaden im Treppenhaus B' }).click();
      await phonePage.getByText('Installateur für Montag bestellt.').waitFor();
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phonePage, 'incidents-detail-de-phone');
    } finally {
      await phone.close();
    }
  });

  it('generates the incident report as a PDF and downloads it', async () => {
    const pdf = new WorkerPoolPdfRenderer({ size: 1 });
    const runner = new JobRunner({
      database: portal.t.database,
      kinds: [generateReportJob],
      ports: { mailer: new OutboxMailer(), files: portal.t.fileStore, pdf },
      log: pino({ level: 'silent' }),
      clock: () => Date.now(),
    });
    try {
      await page.goto(`${portal.url}/incidents`);
      await page.getByRole('link', { name: 'Wasserschaden im Treppenhaus B' }).click();
      await page.getByText('Installateur für Montag bestellt.').waitFor();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF-Bericht' }).click();
      await page.getByRole('button', { name: 'PDF wird erstellt…' }).waitFor();
      // The report job runs as the worker would run it; the screen polls until it is ready.
      await expect.poll(async () => (await runner.runDue()) > 0 || undefined, { timeout: 20_000 }).toBe(true);
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const file = await download.path();
      const text = (await pdfPages(readFileSync(file))).join('\n');
      expect(text).toContain('Wasserschaden im Treppenhaus B');
      expect(text).toContain('Installateur für Montag bestellt.');
      expect(text).toMatch(/Seite 1 von \d/);
      await page.getByRole('link', { name: 'Erneut herunterladen' }).waitFor();
      await screenshot(page, 'incidents-report-ready-de-desktop');
    } finally {
      await pdf.close();
    }
  });
});
