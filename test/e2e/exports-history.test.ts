import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.js';
import { createAccount, findAccount } from '../../src/modules/accounts/accounts.service.js';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { createWorkingTimeExport } from '../../src/modules/working-time/export-history.service.js';
import { workingTimeExports } from '../../src/modules/working-time/working-time.tables.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
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

// The export screen with its history, in German on the desktop (1366×800) and on a phone
// (390×844), and in English: choose people, download, and find the export in the history.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'payroll every first monday';

describeInBrowser('Exports in Chromium: the people filter and the export history', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let tenantId = 0;
  let adminId = 0;
  let email = '';

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    adminId = tenant.accountId;
    email = (await findAccount(portal.t.database.db, tenantId, adminId))?.email ?? '';
    await withPassword(portal.t, tenantId, adminId, PASSWORD);
    await portal.t.database.db
      .update(accounts)
      .set({ name: 'Petra Hansen' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
    const lindenhof = await createPropertyVia(portal.t.app, tenant.key, {
      name: 'Lindenhof 3',
      address: { city: 'Köln' },
    });
    const hafen = await createPropertyVia(portal.t.app, tenant.key, {
      name: 'Hafenstraße 12',
      address: { city: 'Hamburg' },
    });
    const people: number[] = [];
    for (const name of ['Walter Krause', 'Erika Böhm', 'Jürgen Schmidt-Leutheusser']) {
      const id = (
        await createAccount(portal.t.deps, tenantId, {
          email: `${name.split(' ')[0]?.toLowerCase()}@nordlicht.example`,
          name,
          role: 'worker',
          properties: 'all',
        })
      ).id;
      people.push(id);
      for (const [day, property] of [
        ['2026-10-05', lindenhof],
        ['2026-10-06', hafen],
      ] as const) {
        for (const [kind, hour] of [
          ['start', 7],
          ['end', 15],
        ] as const) {
          const at = zonedInstant(day, hour, 0, 'Europe/Berlin');
          await applyClockAction(
            { ...portal.t.deps, clock: () => at },
            { kind: 'person', tenantId, accountId: id, allProperties: true },
            {
              uuid: crypto.randomUUID(),
              kind,
              deviceAt: new Date(at).toISOString(),
              ...(kind === 'start' ? { propertyId: property } : {}),
            },
          );
        }
      }
    }
    // A history to look at: an old export whose file is gone, one marked as exported, one filtered.
    const files = { ...portal.t.deps, files: portal.t.fileStore };
    const base = { layout: 'matrix', preset: 'de', hours: 'decimal' } as const;
    const old = await createWorkingTimeExport(
      files,
      tenantId,
      { kind: 'person', tenantId, accountId: adminId, allProperties: true },
      { ...base, from: '2026-08-01', to: '2026-08-31' },
      { markExported: false },
    );
    await portal.t.database.db
      .update(workingTimeExports)
      .set({ fileKey: null, expiresAt: new Date(Date.now() - 86_400_000) })
      .where(and(eq(workingTimeExports.tenantId, tenantId), eq(workingTimeExports.id, old.id)));
    await createWorkingTimeExport(
      files,
      tenantId,
      { kind: 'person', tenantId, accountId: adminId, allProperties: true },
      { ...base, from: '2026-09-01', to: '2026-09-30' },
      { markExported: true },
    );
    await createWorkingTimeExport(
      files,
      tenantId,
      { kind: 'person', tenantId, accountId: adminId, allProperties: true },
      {
        ...base,
        layout: 'detail',
        hours: 'hmm',
        from: '2026-10-01',
        to: '2026-10-15',
        propertyIds: [lindenhof, hafen],
        accountIds: people,
      },
      { markExported: false },
    );
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

  it('exports chosen people in German and lists the export first in the history', async () => {
    await page.goto(`${portal.url}/exports`);
    await page.getByRole('heading', { level: 1, name: 'Exporte' }).waitFor();
    const history = page.getByRole('table');
    await history.getByRole('row').nth(3).waitFor();
    // Dates in German, in the organisation's zone; the expired export says so.
    await history.getByText('1. Sept. 2026 – 30. Sept. 2026').first().waitFor();
    await history.getByText('Abgelaufen').first().waitFor();
    await history.getByText('Als exportiert markiert').first().waitFor();
    await history.getByText('Lindenhof 3, Hafenstraße 12').first().waitFor();
    await history.getByText('Walter Krause, Erika Böhm und 1 weitere').first().waitFor();

    await page.getByLabel('Von').fill('2026-10-01');
    await page.getByLabel('Bis', { exact: true }).fill('2026-10-31');
    await page.getByRole('radio', { name: 'Nur bestimmte Personen' }).check();
    await page.getByRole('checkbox', { name: 'Erika Böhm' }).check();
    await screenshot(page, 'exports-history-de-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('arbeitszeiten-matrix-2026-10-01-2026-10-31.csv');
    const { readFile } = await import('node:fs/promises');
    const rows = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(';')[1])).toEqual(['Erika Böhm']);
    // The new export comes first in the history.
    await history.getByRole('row').nth(4).waitFor();
    const newest = (await history.getByRole('row').nth(1).textContent()) ?? '';
    expect(newest).toContain('1. Okt. 2026 – 31. Okt. 2026');
    expect(newest).toContain('Erika Böhm');
  });

  it('shows the history as cards on a phone, nothing wider than the screen', async () => {
    const phone = await browser.newContext({ viewport: PHONE, locale: 'de-DE', reducedMotion: 'reduce' });
    try {
      await phone.addCookies(await desktop.cookies());
      const phonePage = await phone.newPage();
      await phonePage.goto(`${portal.url}/exports`);
      await phonePage.getByRole('heading', { name: 'Exportverlauf' }).waitFor();
      await phonePage.getByRole('table').getByRole('row').nth(4).waitFor();
      await phonePage.getByRole('radio', { name: 'Nur bestimmte Objekte' }).check();
      const width = await phonePage.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phonePage, 'exports-history-de-phone');
    } finally {
      await phone.close();
    }
  });

  it('speaks English to a person who chose English, dates included', async () => {
    await portal.t.database.db
      .update(accounts)
      .set({ language: 'en' })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, adminId)));
    await page.goto(`${portal.url}/exports`);
    await page.getByRole('heading', { name: 'Export history' }).waitFor();
    await page.getByRole('table').getByText('1 Sept 2026 – 30 Sept 2026').first().waitFor();
    await page.getByRole('checkbox', { name: 'Mark as exported' }).check();
    await screenshot(page, 'exports-history-en-desktop');
  });
});
