import { readFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import { Ajv } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

const PROBLEM = 'application/problem+json';
/** The origin app.inject answers on; an asset anywhere else would need the network. */
const ORIGIN = 'http://localhost';

interface Example {
  $ref?: string;
  summary?: string;
  value?: unknown;
}
interface Media {
  schema?: object;
  example?: unknown;
  examples?: Record<string, Example>;
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
    examples?: Record<string, Example>;
  };
}
interface ProblemValue {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: { pointer: string; detail: string }[];
}

/** Compiles a schema of the document, its `$ref`s resolved against the document's components. */
function schemaValidator(doc: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const addFormats = ajvFormats.default as unknown as ajvFormats.FormatsPlugin;
  addFormats(ajv);
  ajv.addSchema({ components: doc.components }, 'openapi');
  return {
    compile: (schema: object) =>
      ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/')) as object),
  };
}

/** An example, or the one a `$ref` names under components.examples. */
function exampleIn(doc: Document, example: Example): Example {
  if (example.$ref === undefined) return example;
  const listed = doc.components.examples?.[decodeURIComponent(example.$ref.replace('#/components/examples/', ''))];
  if (!listed) throw new Error(`unresolved ${example.$ref}`);
  return listed;
}

/** Absolute http(s) URLs in a text, other than on the page's own origin. */
function foreignUrls(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'`<>()]+/g)]
    .map((match) => match[0])
    .filter((url) => new URL(url).origin !== ORIGIN);
}

/** Every script and stylesheet (and icon) the page loads, resolved against the page URL. */
function referencedAssets(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? '', ORIGIN + pageUrl).href,
  );
}

describe('API reference at /api/v1/docs', () => {
  let t: TestApp;
  let doc: Document;
  let operations: [string, Operation][];

  beforeAll(async () => {
    t = await startTestApp({ name: 'pglite' }, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const response = await call(t.app, { url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json<Document>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    );
  });
  afterAll(async () => t.close());

  it('answers the reference page, without a key, at /api/v1/docs and /api/v1/docs/: the guide and every operation', async () => {
    const guide = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    for (const url of ['/api/v1/docs', '/api/v1/docs/']) {
      const response = await call(t.app, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['ratelimit'], url).toBeUndefined();
      const html = response.body;
      // The whole page is in the answer: nothing is rendered by a script.
      for (const [, operation] of operations) {
        const id = (operation as { operationId?: string }).operationId ?? '';
        expect(html, id).toContain(`id="op-${id}"`);
      }
      // The guide: polling, idempotency, errors, limits, and every other section of docs/api.md.
      for (const id of ['guide-polling-recipe', 'guide-retrying-writes-safely', 'guide-errors', 'guide-rate-limit']) {
        expect(html, id).toContain(`id="${id}"`);
      }
      const sections = [...guide.matchAll(/^## (.+)$/gm)].length;
      expect([...html.matchAll(/<h3 id="guide-/g)].length, url).toBe(sections);
      for (const name of Object.keys((doc.components as { schemas?: object }).schemas ?? {})) {
        expect(html, name).toContain(`id="schema-${name}"`);
      }
      for (const code of ['validation_failed', 'rate_limited', 'uuid_conflict', 'idempotency_key_reused']) {
        expect(html, code).toContain(`id="error-${code}"`);
      }
      expect(html).toContain('href="/api/v1/docs/explorer/"');
    }
  });

  it('escapes what it shows: no markup from the document reaches the page as markup', async () => {
    const html = (await call(t.app, { url: '/api/v1/docs' })).body;
    expect([...html.matchAll(/<script\b/g)].length).toBe(1);
    // A curl example holds JSON with quotes and the like, shown as text.
    expect(html).toMatch(/curl -X POST &quot;\$CARETAKER_URL\/api\/v1\/tasks&quot;/);
  });

  it('serves the page compressed, with an ETag that answers 304 while unchanged', async () => {
    const plain = await call(t.app, { url: '/api/v1/docs' });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const compressed = await call(t.app, { url: '/api/v1/docs', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 5);
    const again = await call(t.app, { url: '/api/v1/docs', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the interactive explorer (Swagger UI, "Try it out") at /api/v1/docs/explorer', async () => {
    for (const url of ['/api/v1/docs/explorer', '/api/v1/docs/explorer/']) {
      const response = await call(t.app, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toMatch(/<div id="swagger-ui">/);
    }
    const redirect = await call(t.app, { url: '/api/v1/docs/explorer/static/index.html' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/api/v1/docs/explorer/');
  });

  it('serves every script and stylesheet the pages reference from this server', async () => {
    const reference = (await call(t.app, { url: '/api/v1/docs' })).body;
    expect(referencedAssets(reference, '/api/v1/docs')).toEqual([`${ORIGIN}/api/v1/docs/reference.js`]);
    const script = await call(t.app, { url: '/api/v1/docs/reference.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(foreignUrls(script.body)).toEqual([]);
    for (const pageUrl of ['/api/v1/docs/explorer', '/api/v1/docs/explorer/']) {
      const html = (await call(t.app, { url: pageUrl })).body;
      expect(foreignUrls(html), pageUrl).toEqual([]);
      const assets = referencedAssets(html, pageUrl);
      expect(assets.filter((a) => a.endsWith('.js')).length, pageUrl).toBeGreaterThanOrEqual(3);
      expect(assets.filter((a) => a.endsWith('.css')).length, pageUrl).toBeGreaterThanOrEqual(1);
      for (const asset of assets) {
        const url = new URL(asset);
        expect(url.origin, asset).toBe(ORIGIN);
        const response = await call(t.app, { url: url.pathname + url.search });
        expect(response.statusCode, asset).toBe(200);
        expect(response.body.length, asset).toBeGreaterThan(0);
        if (asset.endsWith('.js')) expect(response.headers['content-type'], asset).toMatch(/javascript/);
        if (asset.endsWith('.css')) {
          expect(response.headers['content-type'], asset).toMatch(/^text\/css/);
          // Fonts and images in stylesheets must be inline too: no @import, url() only to data: or this server.
          expect(response.body, asset).not.toMatch(/@import/);
          for (const [, target = ''] of response.body.matchAll(/url\(\s*["']?([^"')\s]+)/g)) {
            const resolved = new URL(target, asset);
            expect(resolved.protocol === 'data:' || resolved.origin === ORIGIN, `${asset}: url(${target})`).toBe(true);
          }
        }
      }
    }
  });

  it('starts Swagger UI on the same OpenAPI document, with no outside host and no validator badge', async () => {
    const initializer = await call(t.app, { url: '/api/v1/docs/explorer/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    // Comments are not loaded; everything else in the script is.
    const code = initializer.body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(foreignUrls(code)).toEqual([]);
    expect(initializer.body).toMatch(/validatorUrl:\s*null/);
    const specUrl = /url:\s*resolveUrl\('([^']+)'\)/.exec(initializer.body)?.[1];
    expect(specUrl).toBe('./json');
    const fromDocs = await call(t.app, { url: new URL(specUrl ?? '', `${ORIGIN}/api/v1/docs/explorer/`).pathname });
    expect(fromDocs.statusCode).toBe(200);
    expect(fromDocs.json()).toEqual(doc);
  });

  it('tells the browser to load nothing from other hosts', async () => {
    for (const url of ['/api/v1/docs', '/api/v1/docs/explorer']) {
      const response = await call(t.app, { url });
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/connect-src 'self'/);
      expect(csp).not.toMatch(/https?:|\*/);
    }
  });

  it('offers "Try it out" with X-Api-Key or a Bearer key', () => {
    const schemes = Object.values(doc.components.securitySchemes);
    expect(schemes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }),
        expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      ]),
    );
  });

  it('is not counted against the per-key rate limit, even when a key is sent', async () => {
    const tenant = await makeTenant(t.deps);
    for (let i = 0; i < 6; i++) {
      for (const url of [
        '/api/v1/docs',
        '/api/v1/docs/explorer/json',
        '/api/v1/docs/explorer/static/swagger-ui-bundle.js',
      ]) {
        const response = await call(t.app, { url, key: tenant.key });
        expect(response.statusCode, url).toBe(200);
      }
    }
    const me = await call(t.app, { url: '/api/v1/me', key: tenant.key });
    expect(me.statusCode).toBe(200);
    expect(me.headers['ratelimit']).toMatch(/^"per-key";r=2;/);
  });

  it('keeps its own routes out of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/v1/docs'))).toEqual([]);
  });

  it('shows an example for every request body, and each example is a valid body', () => {
    const ajv = schemaValidator(doc);
    const withBody = operations.filter(([, operation]) => operation.requestBody !== undefined);
    expect(withBody.length).toBeGreaterThan(0);
    for (const [where, operation] of withBody) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        const values = [
          ...(media.example === undefined ? [] : [media.example]),
          ...Object.values(media.examples ?? {}).map((example) => exampleIn(doc, example).value),
        ];
        expect(values.length, `${where} ${type}`).toBeGreaterThan(0);
        const validate = ajv.compile(media.schema ?? {});
        for (const value of values) {
          expect(validate(value), `${where} ${type} ${JSON.stringify(validate.errors)}`).toBe(true);
        }
      }
    }
  });

  it('shows one named example per error code on every error response', () => {
    const ajv = schemaValidator(doc);
    let checked = 0;
    for (const [where, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const codes = [...(response.description ?? '').matchAll(/`(\w+)`/g)]
          .map((m) => m[1])
          .filter((c) => c !== 'code');
        expect(codes.length, `${where} ${status}`).toBeGreaterThan(0);
        const media = response.content?.[PROBLEM];
        expect(media, `${where} ${status}`).toBeDefined();
        const examples = media?.examples ?? {};
        expect(Object.keys(examples).sort(), `${where} ${status}`).toEqual([...codes].sort());
        const validate = ajv.compile(media?.schema ?? {});
        for (const [name, reference] of Object.entries(examples)) {
          const example = exampleIn(doc, reference);
          const label = `${where} ${status} ${name}`;
          const value = example.value as ProblemValue;
          expect(example.summary, label).toBeTruthy();
          expect(validate(value), `${label} ${JSON.stringify(validate.errors)}`).toBe(true);
          expect(value.code, label).toBe(name);
          expect(value.status, label).toBe(Number(status));
          expect(value.type, label).toBe(`urn:caretaker:problem:${name}`);
          expect(value.detail.length, label).toBeGreaterThan(10);
          expect(value.request_id, label).toMatch(/^[\w.:-]{8,100}$/);
          if (name === 'validation_failed') {
            expect(value.errors?.length, label).toBeGreaterThan(0);
            for (const error of value.errors ?? []) expect(error.pointer, label).toMatch(/^\//);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(operations.length * 3);
  });
});
