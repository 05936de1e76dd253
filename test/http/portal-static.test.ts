import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, portalStatic } from '../../src/http/portal/static.js';
import { installErrorHandler } from '../../src/http/plugins/error-handler.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head></html>';
// Large enough to be worth compressing.
const SCRIPT = `console.log(${JSON.stringify('caretaker portal '.repeat(200))});`;

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js'), SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** The portal's static routes beside stand-ins for the server's own routes, with the real error handler. */
async function appServing(root: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/api/v1/me', async () => ({ api: true }));
  app.get('/portal/api/session', async () => ({ session: true }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(portalStatic({ root }));
  await app.ready();
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('portal static files', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fakeBuild();
    app = await appServing(root);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / with a strict content security policy and no caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(INDEX);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    // WebAssembly only (the QR reader), never eval of JavaScript.
    expect(csp).not.toMatch(/(?<!wasm-)unsafe-eval/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers every page of the portal with index.html, so reloading a deep link works', async () => {
    for (const url of ['/properties', '/settings/integrations', '/invite', '/invite/abc?x=1', '/accounts/']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('serves hashed assets cacheable for a year, with their own content type', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SCRIPT);

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses text files for clients that accept it', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const refused = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SCRIPT);
  });

  it('answers a repeated request with 304 when the file has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/', headers: html });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: '/', headers: { ...html, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await app.inject({ method: 'GET', url: '/', headers: { ...html, 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('leaves the server paths to the server: unknown ones are 404 problems, never the page', async () => {
    for (const url of ['/api/v1/nothing', '/api', '/portal/api/nothing', '/files/1/2', '/readyz']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.json().code, url).toBe('not_found');
    }
    const api = await app.inject({ method: 'GET', url: '/api/v1/me', headers: html });
    expect(api.json()).toEqual({ api: true });
    const session = await app.inject({ method: 'GET', url: '/portal/api/session', headers: html });
    expect(session.json()).toEqual({ session: true });
  });

  it('answers every page path with the page, whatever the Accept header (curl, link checkers, mail scanners)', async () => {
    const accepts = [{ accept: '*/*' }, {}, { accept: 'application/json' }, html];
    for (const headers of accepts) {
      for (const url of ['/invite?token=abc', '/properties', '/settings/integrations']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/invite?token=abc', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
  });

  it('keeps JSON 404s under /api and /portal/api, and 404 for a missing asset or file', async () => {
    for (const url of ['/api/v1/nope', '/portal/api/nope', '/api']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
    for (const url of ['/assets/index-Gone5678.js', '/favicon-missing.ico', '/robots.txt']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
    const post = await app.inject({ method: 'POST', url: '/properties', headers: html, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('never serves a file from outside the build', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('portal static files before the first build', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says how to build the portal, and serves it once it is built', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const root = join(mkdtempSync(join(tmpdir(), 'portal-unbuilt-')), 'web');
    const app = await appServing(root);
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain('npm run build');
      const deep = await app.inject({ method: 'GET', url: '/settings', headers: html });
      expect(deep.body).toContain('npm run build');
      const api = await app.inject({ method: 'GET', url: '/api/v1/me' });
      expect(api.json()).toEqual({ api: true });

      mkdirSync(root, { recursive: true });
      writeFileSync(join(root, 'index.html'), INDEX);
      vi.setSystemTime(Date.now() + 5000);
      const built = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(built.statusCode).toBe(200);
      expect(built.body).toBe(INDEX);
    } finally {
      await app.close();
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });
});

describeEachBackend('portal static files in the real app', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps API errors as problem+json even for a browser', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const portal = await t.app.inject({ method: 'GET', url: '/portal/api/nothing-here', headers: html });
    expect(portal.statusCode).toBe(404);
    expect(portal.headers['content-type']).toContain('application/problem+json');
    const keyless = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: html });
    expect(keyless.statusCode).toBe(401);
    const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: html });
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('answers a browser at / and at portal pages, and keeps these routes out of the OpenAPI document', async () => {
    for (const url of ['/', '/settings/integrations']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      // 200 with the page once `npm run build` ran, 503 with build instructions before.
      expect([200, 503], url).toContain(res.statusCode);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const openapi = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = Object.keys(openapi.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  });
});
