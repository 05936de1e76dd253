import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.js';
import { findAccount } from '../../src/modules/accounts/accounts.service.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { JOB_KINDS } from '../../src/worker.js';
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

// Settings → Workflow-Regeln in German at 1280×800 and 390×844: a rule made in the portal,
// read as a sentence, fired by an incident reported in the portal, its run in the log, and
// a dry run with that incident.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'rules fire on tuesdays';

describeInBrowser('Workflow rules in Chromium: make, fire, log, test', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  reportPagesOnFailure(() => [page]);

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    const tenantId = tenant.tenant.id;
    const adminId = tenant.accountId;
    const email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    await portal.t.database.db
      .update(accounts)
      .set({ name: 'Petra Hansen' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Lindenhof 3' });
    await createPropertyVia(portal.t.app, tenant.key, { name: 'Alte Mühle' });
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

  it('makes a rule, an incident reported in the portal fires it, the run shows in the log, and a dry run explains it', async () => {
    await page.goto(`${portal.url}/settings/workflow-rules`);
    await page.getByRole('heading', { level: 1, name: 'Workflow-Regeln' }).waitFor();
    await page.getByRole('button', { name: 'Neue Regel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Workflow-Regel' });
    await dialog.getByLabel('Name').fill('Hoftor-Meldungen');
    await dialog.getByLabel('Wenn').selectOption('incident_created');
    await dialog.getByRole('checkbox', { name: 'Bei allen Objekten' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Lindenhof 3' }).check();
    await dialog.getByLabel('Titel').fill('Tor prüfen');
    await dialog.getByLabel('Fällig nach (Tagen)').fill('2');
    await screenshot(page, 'workflow-rule-new-de-desktop');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(
        'Wenn eine Meldung erstellt wird bei Lindenhof 3, erstelle eine Aufgabe „Tor prüfen“, fällig in 2 Tagen.',
      )
      .waitFor();
    await page.getByText('Diese Regel wurde noch nicht ausgelöst.').waitFor();

    // An incident reported in the portal fires the rule; the worker's jobs run as the worker would.
    await page.goto(`${portal.url}/incidents`);
    await page.getByRole('button', { name: 'Neue Meldung' }).click();
    const report = page.getByRole('dialog', { name: 'Neue Meldung' });
    await report.getByLabel('Objekt', { exact: true }).selectOption({ label: 'Lindenhof 3' });
    await report.getByLabel('Titel', { exact: true }).fill('Hoftor schließt nicht');
    await report.getByLabel('Dringlichkeit').selectOption('critical');
    await report.getByRole('button', { name: 'Meldung erfassen' }).click();
    await report.waitFor({ state: 'hidden' });
    const runner = new JobRunner({
      database: portal.t.database,
      kinds: JOB_KINDS,
      ports: { mailer: new OutboxMailer() },
      log: pino({ level: 'silent' }),
      clock: () => Date.now(),
    });
    await expect.poll(async () => (await runner.runDue()) > 0 || undefined, { timeout: 20_000 }).toBe(true);
    await runner.runDue();

    await page.goto(`${portal.url}/settings/workflow-rules`);
    await page.getByText(/^Erledigt: Aufgabe #\d+ erstellt\.$/).waitFor();
    await screenshot(page, 'workflow-rules-de-desktop');

    await page.getByRole('button', { name: 'Mit einem Datensatz testen' }).click();
    const test = page.getByRole('dialog', { name: '„Hoftor-Meldungen“ testen' });
    expect(await test.getByLabel('Meldung').locator('option:checked').textContent()).toMatch(/Hoftor schließt nicht/);
    await test.getByRole('button', { name: 'Zeigen, was geschähe' }).click();
    await test.getByText('Die Regel würde greifen.').waitFor();
    await test.getByText('Lindenhof 3 gehört zu den Objekten der Regel.').waitFor();
    await test.getByText(/die Aufgabe „Tor prüfen“ bei Lindenhof 3 erstellen, fällig am/).waitFor();
    await screenshot(page, 'workflow-rule-dry-run-de-desktop');
    await test
      .getByRole('button', { name: /Schließen/ })
      .first()
      .click();

    await page.setViewportSize(PHONE);
    await screenshot(page, 'workflow-rules-de-phone');
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);
  });
});
