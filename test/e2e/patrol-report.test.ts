import { readFileSync } from 'node:fs';
import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { generateReportJob } from '../../src/modules/reports/report-jobs.js';
import { calendarDay } from '../../src/modules/shared/time.js';
import { addDays, zonedInstant } from '../../src/modules/working-time/zoned.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { WorkerPoolPdfRenderer } from '../../src/platform/pdf/worker-pool.js';
import { createPropertyVia, makeTenant } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import { withPassword } from '../helpers/portal.js';
import { pdfPages } from '../reports/pdf-text.js';
import {
  describeInBrowser,
  fitsWidth,
  launchBrowser,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The office asks for patrol reports in German on the rounds screen, on a desktop
// (1280×800) and a phone (390×844): the property's report for the week of the day on
// screen, and the report of one round from its timeline; both download as PDFs.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const BERLIN = 'Europe/Berlin';
const PASSWORD = 'office manager passphrase';

describeInBrowser('Patrol reports in Chromium: a period and one round, as PDFs', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pdf: WorkerPoolPdfRenderer;
  let runner: JobRunner;
  let email = '';
  let propertyId = 0;
  let roundId = 0;
  const day = addDays(calendarDay(Date.now(), BERLIN), -1);
  const local = (hour: number, minute: number) => new Date(zonedInstant(day, hour, minute, BERLIN)).toISOString();

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    pdf = new WorkerPoolPdfRenderer({ size: 1 });
    runner = new JobRunner({
      database: portal.t.database,
      kinds: [generateReportJob],
      ports: { mailer: new OutboxMailer(), files: portal.t.fileStore, pdf },
      log: pino({ level: 'silent' }),
      clock: () => Date.now(),
    });
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const adminId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    propertyId = await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    const rows = patrolRows(portal.t.database, { tenantId, adminId });
    const { routeId, checkpointIds } = await rows.route(propertyId, ['Tor', 'Tiefgarage', 'Dach'], 'Nachtrunde');
    const [gate, garage] = checkpointIds as [number, number, number];
    const scheduleId = await rows.schedule(routeId, ['08:00', '20:00']);
    roundId = await rows.round({
      routeId,
      propertyId,
      scheduleId,
      plannedStart: local(8, 0),
      startedAt: local(8, 2),
      endedAt: local(8, 25),
      scans: [
        { checkpointId: gate, at: local(8, 5) },
        { checkpointId: garage, at: local(8, 12), method: 'nfc', note: 'Rolltor stand offen, geschlossen.' },
      ],
    });
    context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', reducedMotion: 'reduce' });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await pdf?.close();
    await portal?.close();
  });

  /** Clicks the button, runs the report job as the worker would, and reads the download. */
  async function download(button: ReturnType<Page['getByRole']>) {
    const downloading = page.waitForEvent('download');
    await button.click();
    await expect.poll(async () => (await runner.runDue()) > 0 || undefined, { timeout: 20_000 }).toBe(true);
    const file = await downloading;
    return { name: file.suggestedFilename(), text: (await pdfPages(readFileSync(await file.path()))).join('\n') };
  }

  it('makes the week’s report of the property and the report of one round', async () => {
    await page.goto(`${portal.url}/`);
    await submitSignIn(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.goto(`${portal.url}/patrol-rounds?property=${propertyId}&day=${day}`);
    const section = page.getByTestId('patrol-period-report');
    await section.getByRole('heading', { name: 'Bericht für einen Zeitraum' }).waitFor();
    expect(await section.getByLabel('Zeitraum').inputValue()).toBe('week');

    // From–to with the last day first: said, and nothing can be asked for.
    await section.getByLabel('Zeitraum').selectOption('custom');
    await section.getByLabel('Von').fill(day);
    await section.getByLabel('Bis').fill(addDays(day, -2));
    await section.getByText('Der letzte Tag liegt vor dem ersten.').waitFor();
    expect(await section.getByRole('button', { name: 'PDF-Bericht' }).isDisabled()).toBe(true);

    await section.getByLabel('Zeitraum').selectOption('week');
    const week = await download(section.getByRole('button', { name: 'PDF-Bericht' }));
    expect(week.name).toMatch(
      new RegExp(`^Rundgangsbericht-${propertyId}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    expect(week.text).toContain('Rundgangsbericht');
    expect(week.text).toContain('Lindenhof 3');
    expect(week.text).toContain('Nachtrunde');
    expect(week.text).toContain('Unvollständig');
    await section.getByRole('link', { name: 'Erneut herunterladen' }).waitFor();
    await screenshot(page, 'patrol-report-period-de-desktop');

    await page.goto(`${portal.url}/patrol-rounds?round=${roundId}`);
    await page.getByTestId('patrol-timeline').getByText('1. Tor').waitFor();
    const round = await download(page.getByRole('button', { name: 'PDF-Bericht' }));
    expect(round.name).toBe(`Rundgangsbericht-${roundId}.pdf`);
    expect(round.text).toContain('3 Dach bis 09:00 – verpasst');
    expect(round.text).toContain('Rolltor stand offen, geschlossen.');
    await screenshot(page, 'patrol-report-round-de-desktop');

    await page.setViewportSize(PHONE);
    await page.goto(`${portal.url}/patrol-rounds?property=${propertyId}&day=${day}`);
    await section.getByLabel('Zeitraum').selectOption('month');
    await section.getByRole('button', { name: 'PDF-Bericht' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'patrol-report-period-de-phone');
    await page.goto(`${portal.url}/patrol-rounds?round=${roundId}`);
    await page.getByTestId('patrol-timeline').getByText('1. Tor').waitFor();
    await screenshot(page, 'patrol-report-round-de-phone');
  });
});
