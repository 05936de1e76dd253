import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe } from 'vitest';
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

export async function launchBrowser(): Promise<Browser> {
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

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
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
  return { context, page };
}
