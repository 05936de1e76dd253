import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';

/** Debian's Chromium; CI installs the package (see .ci/run). No browser is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFound = existsSync(CHROMIUM_PATH);

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Screenshots the browser suites keep for people to look at (CI keeps them as artifacts). */
export const SCREENSHOTS_DIR = path.join(ROOT, 'test-results', 'screenshots');

/** A browser suite, skipped with a loud reason when no Chromium is installed. */
export function describeInBrowser(title: string, body: () => void): void {
  if (!chromiumFound) {
    console.warn(
      `SKIPPING browser suites: no Chromium at ${CHROMIUM_PATH} (install Debian's chromium package or set CHROMIUM_PATH; .ci/run installs it).`,
    );
  }
  describe.skipIf(!chromiumFound)(`${title}${chromiumFound ? '' : ' (skipped: no Chromium found)'}`, body);
}

function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The worker's Chromium: browser suites share a worker process (vitest.config.ts, `e2e`). */
let running: Promise<Browser> | undefined;

/**
 * A browser for one suite: the worker's Chromium, started once (about a second each time),
 * seen through a handle whose `close()` closes only the windows (contexts) this suite
 * opened, so that each suite still starts with no cookie, storage or page of another.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await (running ??= startChromium());
  if (!browser.isConnected()) browser = await (running = startChromium());
  const opened = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          opened.add(context);
          return context;
        };
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          opened.add(page.context());
          return page;
        };
      }
      if (property === 'contexts') return () => target.contexts().filter((context) => opened.has(context));
      if (property === 'close') {
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
          opened.clear();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Builds the portal's static files once when they are missing (CI builds them before the tests). */
export function ensurePortalBuilt(): void {
  if (existsSync(path.join(ROOT, 'dist', 'web', 'index.html'))) return;
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

export interface RunningPortal {
  t: TestApp;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * The real app, listening on a free port, on a fresh in-memory PGlite: an installation
 * with no tenant yet, as a first-time user finds it.
 */
export async function startPortal(): Promise<RunningPortal> {
  ensurePortalBuilt();
  // The browser lives in real time, so the app follows the wall clock here.
  const wallClock = Object.assign(() => Date.now(), { set: () => undefined, advance: () => undefined });
  const t = await startTestApp({ name: 'pglite' }, { clock: wallClock, fresh: true });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url, close: () => t.close() };
}

/** Whether the page fits its window: no sideways scrolling. */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
    return g.document.documentElement.scrollWidth <= g.innerWidth;
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The last portal and field API answers a page received, oldest first (for failure reports). */
const answersOf = new WeakMap<Page, string[]>();

export function recordAnswers(page: Page): void {
  const answers: string[] = [];
  answersOf.set(page, answers);
  const started = Date.now();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.includes('/api/')) return;
    answers.push(
      `+${Date.now() - started} ms ${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`,
    );
    if (answers.length > 25) answers.shift();
  });
  page.on('requestfailed', (request) => {
    answers.push(
      `+${Date.now() - started} ms ${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText ?? ''}`,
    );
    if (answers.length > 25) answers.shift();
  });
}

/**
 * When a step of the suite fails, prints what the pages showed at that moment: the address,
 * the open dialog's title, the visible text and the last API answers, and keeps a
 * screenshot as `failed-<step>.png`. A browser failure then explains itself in the log.
 */
export function reportPagesOnFailure(pages: () => (Page | undefined)[]): void {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    for (const [index, page] of pages().entries()) {
      if (!page || page.isClosed()) continue;
      await reportPage(page, `failed-${context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}`, {
        title: `Page ${index} when "${context.task.name}" failed`,
      });
    }
  });
}

/**
 * Prints what `page` shows now (address, open dialog, visible text, the last API answers
 * where recordAnswers watches it) and keeps a screenshot as `<name>.png`: for a test that
 * closes its own pages, called where it fails, before they close.
 */
export async function reportPage(page: Page, name: string, { title = name }: { title?: string } = {}): Promise<void> {
  try {
    const seen = await page.evaluate(() => ({
      url: location.pathname + location.search,
      dialog:
        document.querySelector('dialog[open]')?.getAttribute('aria-label') ??
        document.querySelector('dialog[open] h2')?.textContent ??
        null,
      text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 600),
    }));
    await screenshot(page, name);
    console.error(
      [
        `${title}:`,
        `  at ${seen.url}${seen.dialog ? `, dialog open: ${seen.dialog}` : ''}`,
        `  shows: ${seen.text}`,
        '  last API answers:',
        ...(answersOf.get(page) ?? []).map((line) => `    ${line}`),
        `  screenshot: ${name}.png`,
      ].join('\n'),
    );
  } catch (failure) {
    console.error(`${title}: the page could not be read: ${String(failure)}`);
  }
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  recordAnswers(page);
  return { context, page };
}

/**
 * Fills the German sign-in form (portal or field app) and submits it; the caller waits for
 * what the signed-in page should show.
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
