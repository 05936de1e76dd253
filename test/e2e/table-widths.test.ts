import { eq, and, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createClient } from '../../src/modules/clients/clients.service.js';
import { properties } from '../../src/modules/properties/properties.tables.js';
import { createProperty } from '../../src/modules/properties/properties.service.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, type RunningPortal, screenshot, startPortal } from './browser.js';

// The office's tables on the laptop and desktop screens it has (1280×800 and 1440×900), in German
// and English: the clients and accounts tables keep whole words in their cells and their action
// buttons on screen, and the absences grid shows the month up to its last day.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const admin = { email: 'greta.brandt@wohnanlage-lindenhof.example', password: 'four calm harbour lights' };

/** Cells whose content is wider than the cell, and words split over two lines, with where they are. */
async function cellProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = (globalThis as unknown as { document: Document }).document;
    for (const cell of Array.from(doc.querySelectorAll<HTMLElement>('table td, table th'))) {
      if (cell.scrollWidth > cell.clientWidth) {
        problems.push(`“${cell.textContent?.trim()}” is ${cell.scrollWidth} px wide in a ${cell.clientWidth} px cell`);
      }
      const walker = doc.createTreeWalker(cell, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\-–/@.]+/g)) {
          const range = doc.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`“${match[0]}” is broken over ${lines.size} lines`);
        }
      }
    }
    return problems;
  });
}

/** Buttons in the last cell of each row that are not fully inside the window and the table's card. */
async function actionsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const g = globalThis as unknown as { document: Document; innerWidth: number };
    const off: string[] = [];
    for (const row of Array.from(g.document.querySelectorAll<HTMLTableRowElement>('table tbody tr'))) {
      const last = row.cells[row.cells.length - 1];
      const card = row.closest('.table-wrap')?.getBoundingClientRect();
      for (const button of Array.from(last?.querySelectorAll('button') ?? [])) {
        const box = button.getBoundingClientRect();
        const right = Math.min(g.innerWidth, card?.right ?? g.innerWidth);
        const left = card?.left ?? 0;
        if (box.width === 0 || box.right > right + 0.5 || box.left < left - 0.5) {
          off.push(`${button.textContent?.trim() || button.getAttribute('aria-label')} at ${box.left}–${box.right}`);
        }
      }
    }
    return off;
  });
}

describeInBrowser('Office tables at 1280×800 and 1440×900 in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortal();
    const tenant = await createTenant(portal.t.deps, { name: 'Wohnanlage Lindenhof Hausverwaltung' });
    const greta = await createAccount(portal.t.deps, tenant.id, {
      email: admin.email,
      name: 'Greta Brandt-Hohenstein',
      role: 'admin',
      properties: 'all',
    });
    await withPassword(portal.t, tenant.id, greta.id, admin.password);
    const people = [
      ['Walter Krause', 'walter.krause@wohnanlage-lindenhof.example', 'worker'],
      ['Aleksandra Nowakowska-Schmidt', 'aleksandra.nowakowska-schmidt@wohnanlage-lindenhof.example', 'worker'],
      ['Hans-Jürgen Oberhausen', 'hj.oberhausen@wohnanlage-lindenhof.example', 'manager'],
    ] as const;
    for (const [name, email, role] of people) {
      await createAccount(portal.t.deps, tenant.id, { email, name, role, properties: 'all' });
    }
    const actor = { kind: 'person' as const, tenantId: tenant.id, accountId: greta.id, allProperties: true };
    const clients = [
      ['Wohnanlage Lindenhof Verwaltungsgesellschaft mbH', 'Komödienstraße 12', 'Köln'],
      ['Domstadt Wohnbau eG', 'Hohenstaufenring 57a', 'Köln'],
      ['Gemeinnützige Wohnungsbaugenossenschaft Rheinufer', 'Rheinuferstraße 140', 'Düsseldorf-Oberkassel'],
    ];
    for (const [index, [name, street, city]] of clients.entries()) {
      const client = await createClient(portal.t.deps, actor, {
        name: name ?? '',
        address: { street, postal_code: '50667', city },
        contact_emails: [`objektbetreuung${index}@wohnanlage-verwaltungsgesellschaft.example`],
      });
      const property = await createProperty(portal.t.deps, actor, { name: `Wohnanlage ${street}` });
      await portal.t.database.db
        .update(properties)
        .set({ clientId: client.id })
        .where(and(eq(properties.tenantId, tenant.id), inArray(properties.id, [property.id])));
    }
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  for (const size of SIZES) {
    for (const locale of ['de-DE', 'en-GB']) {
      it(`shows whole clients, accounts and absences at ${size.width}×${size.height} (${locale})`, async () => {
        const context = await browser.newContext({ viewport: size, locale, reducedMotion: 'reduce' });
        try {
          const page = await context.newPage();
          const de = locale === 'de-DE';
          await page.goto(`${portal.url}/`);
          await page.getByLabel(de ? 'E-Mail' : 'E-mail').fill(admin.email);
          await page.getByLabel(de ? 'Passwort' : 'Password', { exact: true }).fill(admin.password);
          await page.getByRole('button', { name: de ? 'Anmelden' : 'Sign in' }).click();
          // Signed in once the portal left the sign-in page (its own heading would match at once).
          await page.waitForURL((url) => !url.pathname.startsWith('/sign-in') && url.pathname !== '/');
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          const name = `tables-${locale.slice(0, 2)}-${size.width}x${size.height}`;

          await page.goto(`${portal.url}/clients`);
          await page
            .getByRole('row')
            .filter({ hasText: 'Gemeinnützige Wohnungsbaugenossenschaft Rheinufer' })
            .waitFor();
          await screenshot(page, `${name}-clients`);
          expect(await cellProblems(page)).toEqual([]);
          expect(await actionsOffScreen(page)).toEqual([]);

          await page.goto(`${portal.url}/accounts`);
          await page.getByRole('row').filter({ hasText: 'Aleksandra Nowakowska-Schmidt' }).waitFor();
          await screenshot(page, `${name}-accounts`);
          expect(await cellProblems(page)).toEqual([]);
          expect(await actionsOffScreen(page)).toEqual([]);

          // October 2026 has 31 days: the 31st is on screen without scrolling the grid.
          await page.goto(`${portal.url}/absences?month=2026-10`);
          const grid = page.locator('.absence-month');
          await grid.getByRole('row').filter({ hasText: 'Walter Krause' }).waitFor();
          await screenshot(page, `${name}-absences`);
          const lastDay = grid.locator('thead th').last();
          expect(await lastDay.innerText()).toMatch(/^31\s/);
          const seen = await page.evaluate(() => {
            const g = globalThis as unknown as { document: Document; innerWidth: number };
            const wrap = g.document.querySelector('.absence-month-wrap')?.getBoundingClientRect();
            const cells = g.document.querySelectorAll('.absence-month thead th');
            const last = cells[cells.length - 1]?.getBoundingClientRect();
            return { right: last?.right ?? Infinity, wrapRight: wrap?.right ?? 0, window: g.innerWidth };
          });
          expect(seen.right, `the 31st ends at ${seen.right} px, the grid at ${seen.wrapRight} px`).toBeLessThanOrEqual(
            Math.min(seen.wrapRight, seen.window) + 0.5,
          );
          expect(await cellProblems(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
