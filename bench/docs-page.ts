// The API reference in a real browser (Debian's Chromium): how long /api/v1/docs takes
// until every operation is on screen, cold (a new browser context each time, so nothing
// cached), next to the interactive explorer (Swagger UI at /api/v1/docs/explorer) until it
// shows every operation. Both on the app listening on this machine over PGlite, offline
// (the pages load nothing from other hosts). Median and spread of BENCH_DOCS_ROUNDS (7).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';
import { MemoryRateLimiter } from '../src/ratelimit/memory.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_DOCS_ROUNDS ?? 7);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export async function benchDocsPage(command: string): Promise<string> {
  if (!existsSync(CHROMIUM)) {
    const note = `API reference page SKIPPED: no Chromium at ${CHROMIUM} (install Debian's chromium or set CHROMIUM_PATH).`;
    console.warn(`\n${note}`);
    return `## API reference page\n\n${note}\n`;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-docs-'));
  const database = await openPglite(dataDir);
  await database.migrate();
  const clock = () => Date.now();
  const limiter = new MemoryRateLimiter(clock);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, limiter, clock });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const apiDocument = (await (await fetch(`${base}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(apiDocument.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    const time = async (url: string, selector: string): Promise<number> => {
      // The pages forbid eval; the waiting below needs it, and only it.
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, bypassCSP: true });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(url);
      await page.waitForFunction(
        // Runs in the page, where `document` is the page's.
        ([sel, n]) =>
          (
            globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }
          ).document.querySelectorAll(sel).length === n,
        [selector, operations] as const,
        { timeout: 120_000, polling: 20 },
      );
      const elapsed = performance.now() - started;
      await context.close();
      return elapsed;
    };
    const reference: number[] = [];
    const explorer: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      reference.push(await time(`${base}/api/v1/docs`, 'section.operation'));
      explorer.push(await time(`${base}/api/v1/docs/explorer/`, '.opblock'));
      console.log(
        `  round ${round + 1}: reference ${reference.at(-1)?.toFixed(0)} ms, explorer ${explorer.at(-1)?.toFixed(0)} ms`,
      );
    }
    const row = (name: string, values: number[]) =>
      `| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} |`;
    return [
      '## API reference page',
      '',
      `Chromium ${browser.version()}, 1366×800, a new context (empty cache) per load; time from navigation until all ${operations} operations are in the page; ${ROUNDS} rounds, alternating. \`${command}\`, ${os.cpus().length} cores.`,
      '',
      '| Page | median ms | min–max ms |',
      '| --- | ---: | ---: |',
      row('`/api/v1/docs` (reference, rendered on the server)', reference),
      row('`/api/v1/docs/explorer/` (Swagger UI)', explorer),
      '',
      `The reference is ready in ${((100 * median(reference)) / median(explorer)).toFixed(0)} % of the explorer's time.`,
      '',
    ].join('\n');
  } finally {
    await browser.close();
    await app.close();
    await limiter.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
