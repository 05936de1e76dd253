import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { recordAudit } from '../../src/modules/audit/audit.service.js';
import { makeTenant } from '../helpers/harness.js';
import { withPassword } from '../helpers/portal.js';
import {
  describeInBrowser,
  launchBrowser,
  newPage,
  type RunningPortal,
  screenshot,
  startPortal,
  submitSignIn,
} from './browser.js';

// The audit log in German: entries as sentences, the "what" filter kept in the address,
// and the CSV download of the filtered log.

const PASSWORD = 'four calm harbour lights';

describeInBrowser('Portal in Chromium: the audit log', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1366, height: 800 }));
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('reads as German sentences and filters by what was changed', async () => {
    const { deps, database } = portal.t;
    const tenant = await makeTenant(deps, { timezone: 'Europe/Berlin' });
    const tenantId = tenant.tenant.id;
    const julia = await createAccount(deps, tenantId, {
      name: 'Julia Hoffmann',
      email: `julia-${tenantId}@nordlicht.example`,
      role: 'admin',
    });
    await withPassword(portal.t, tenantId, julia.id, PASSWORD);
    const write = (action: 'client.created' | 'time.period_locked', details: Record<string, unknown>) =>
      recordAudit(database.db, {
        tenantId,
        actorAccountId: julia.id,
        action,
        targetType: 'tenant',
        targetId: tenantId,
        details,
        at: new Date(Date.now() - 60 * 60 * 1000),
      });
    await write('client.created', { name: 'Nordbau' });
    await write('time.period_locked', { from: '2026-02-01', to: '2026-02-28' });

    await page.goto(`${portal.url}/`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await submitSignIn(page, julia.email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();

    await page.goto(`${portal.url}/settings/audit-log`);
    await page.getByRole('heading', { level: 1, name: 'Protokoll' }).waitFor();
    const client = page.getByText('Julia Hoffmann hat den Kunden „Nordbau“ angelegt.');
    const locked = page.getByText(
      'Julia Hoffmann hat die Arbeitszeiten vom 1. Februar 2026 bis 28. Februar 2026 gesperrt.',
    );
    await client.waitFor();
    await locked.waitFor();
    // The test tenant's key, made without signing in, by the operator.
    await page.getByText(/^Der Betreiber hat den API-Schlüssel „test key“ für .+ erstellt\.$/).waitFor();
    expect(await page.getByText(/time\.|client\.|ausgeführt/).count()).toBe(0);

    await page.getByLabel('Was').selectOption({ label: 'Arbeitszeiten' });
    await client.waitFor({ state: 'detached' });
    await locked.waitFor();
    expect(new URL(page.url()).searchParams.get('group')).toBe('working_time');
    await screenshot(page, 'audit-log-de-desktop');

    // The download is the same filter, as German Excel opens it.
    const href = (await page.getByRole('link', { name: 'CSV herunterladen' }).getAttribute('href')) ?? '';
    expect(href).toBe('/portal/api/audit-events/export.csv?group=working_time');
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, href);
    const csv = Buffer.from(bytes).toString('utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFZeit;Wer;Aktion;Beschreibung;Betroffen');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};Julia Hoffmann;time\.period_locked;Julia Hoffmann hat die Arbeitszeiten vom 1\. Februar 2026 bis 28\. Februar 2026 gesperrt\.;tenant \d+$/,
      ),
      '',
    ]);

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await client.waitFor();
  });
});
