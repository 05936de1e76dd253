import react from '@vitejs/plugin-react';
import { eq } from 'drizzle-orm';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedFiles } from '../../src/modules/files/files.tables.js';
import { createSession } from '../../src/modules/credentials/sessions.service.js';
import { makeTenant } from '../helpers/harness.js';
import { TEST_PASSWORD, withPassword } from '../helpers/portal.js';
import { describeInBrowser, launchBrowser, type RunningPortal, screenshot, startPortal } from './browser.js';

// The phone's photo toolkit in Chromium on a 390×844 phone: PhotoInput on a page of its own
// (built here from web/src), photos from the gallery and the camera, an unreadable file
// refused with its message, one removed, the rest uploaded through uploadPhoto.

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'test-results', 'photo-input-fixture');
const BASE = '/photo-input-fixture/';
const PHONE = { width: 390, height: 844 };

const ENTRY = `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { setCsrfToken } from '${ROOT}/web/src/api/client.ts';
import { PhotoInput } from '${ROOT}/web/src/field/PhotoInput.tsx';
import { uploadPhoto } from '${ROOT}/web/src/field/photos.ts';
import '${ROOT}/web/src/styles/base.css';
import '${ROOT}/web/src/styles/layout.css';
import '${ROOT}/web/src/styles/components.css';
import '${ROOT}/web/src/field/field.css';

function Fixture() {
  const [ids, setIds] = useState<string[]>([]);
  const [result, setResult] = useState('');
  async function send() {
    try {
      const uploaded = [];
      for (const id of ids) uploaded.push(await uploadPhoto(id));
      setResult(JSON.stringify(uploaded));
    } catch (error) {
      setResult('failed: ' + (error as Error).message);
    }
  }
  return (
    <main className="fieldapp__main">
      <section className="fieldapp__card">
        <PhotoInput value={ids} onChange={setIds} multiple label="Photos of the damage" />
        <p><button type="button" className="button button--primary" onClick={() => void send()}>Send</button></p>
        <output data-testid="result">{result}</output>
      </section>
    </main>
  );
}

const session = await (await fetch('/portal/api/session')).json();
setCsrfToken(session.csrf_token);
createRoot(document.getElementById('root')!).render(<Fixture />);
`;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhotoInput</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`;

async function buildFixture(): Promise<string> {
  const source = path.join(FIXTURE, 'src');
  const out = path.join(FIXTURE, 'dist');
  await rm(FIXTURE, { recursive: true, force: true });
  await mkdir(source, { recursive: true });
  await writeFile(path.join(source, 'main.tsx'), ENTRY);
  await writeFile(path.join(source, 'index.html'), HTML);
  await build({
    configFile: false,
    root: source,
    base: BASE,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5000 },
  });
  return out;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

describeInBrowser('PhotoInput on a phone in Chromium: gallery, camera, refusal, remove, upload', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tenantId = 0;

  beforeAll(async () => {
    const out = await buildFixture();
    portal = await startPortal();
    browser = await launchBrowser();
    const tenant = await makeTenant(portal.t.deps);
    tenantId = tenant.tenant.id;
    await withPassword(portal.t, tenantId, tenant.accountId, TEST_PASSWORD);
    const session = await createSession(portal.t.database.db, Date.now(), {
      tenantId,
      accountId: tenant.accountId,
      kind: 'device',
      ip: '127.0.0.1',
      userAgent: 'phone',
    });
    context = await browser.newContext({ viewport: PHONE, locale: 'en-GB', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'ct_session', value: session.token, url: portal.url }]);
    // The fixture's files are answered by the browser itself, on the server's origin.
    await context.route(`${portal.url}${BASE}**`, async (route) => {
      const name = new URL(route.request().url()).pathname.slice(BASE.length) || 'index.html';
      const file = path.join(out, name);
      await route.fulfill({ body: await readFile(file), contentType: TYPES[path.extname(file)] ?? 'text/plain' });
    });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  async function choose(button: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(files);
  }

  const photos = () => page.getByRole('listitem');

  it('adds photos from the gallery and the camera, refuses an unreadable file, removes one and uploads the rest', async () => {
    await page.goto(`${portal.url}${BASE}index.html`);
    await page.getByText('No photo yet.').waitFor();

    const large = await sharp({ create: { width: 3200, height: 2400, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const signature = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await choose('Choose from gallery', [
      { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: large },
      { name: 'signature.png', mimeType: 'image/png', buffer: signature },
    ]);
    await expect.poll(() => photos().count()).toBe(2);
    await page.getByRole('img', { name: 'Photo 2' }).waitFor();

    // A file that is no picture at all, whatever its name says.
    await choose('Choose from gallery', [
      { name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not a picture at all') },
    ]);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('This file is not a picture the phone can read.');
    await expect.poll(() => photos().count()).toBe(2);

    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(() => photos().count()).toBe(1);

    const fromCamera = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e76f51' } })
      .jpeg()
      .toBuffer();
    await choose('Take photo', [{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: fromCamera }]);
    await expect.poll(() => photos().count()).toBe(2);
    await screenshot(page, 'photo-input-phone');

    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/^\[/);
    const uploaded = JSON.parse((await page.getByTestId('result').textContent()) ?? '[]') as {
      width: number;
      height: number;
      thumbnail_url: string;
    }[];
    // The sideways 3200×2400 photo arrives upright and at 1,600 px; the camera's as it was.
    expect(uploaded.map((p) => [p.width, p.height])).toEqual([
      [1200, 1600],
      [1200, 900],
    ]);
    const rows = await portal.t.database.db.select().from(storedFiles).where(eq(storedFiles.tenantId, tenantId));
    expect(rows).toHaveLength(2);

    // The thumbnail shows in the page, with the session's cookie.
    const loaded = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return [response.status, response.headers.get('content-type')];
    }, uploaded[0]?.thumbnail_url ?? '');
    expect(loaded).toEqual([200, 'image/jpeg']);
  });
});
