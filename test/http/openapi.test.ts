import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PROBLEM = 'application/problem+json';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  required?: string[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    examples?: Record<string, unknown>;
    headers?: Record<string, unknown>;
  };
}

/** The schema a `$ref` points at, and `allOf` merged into one: what a client sees. */
function effective(doc: Document, schema: Schema): Schema {
  if (schema.$ref !== undefined) {
    const name = decodeURIComponent(schema.$ref.replace('#/components/schemas/', ''));
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return effective(doc, target);
  }
  if (!schema.allOf) return schema;
  const merged: Schema = { ...schema, allOf: undefined };
  for (const part of schema.allOf.map((branch) => effective(doc, branch))) {
    merged.type ??= part.type;
    merged.additionalProperties ??= part.additionalProperties;
    merged.properties = { ...merged.properties, ...part.properties };
    merged.required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
  }
  return merged;
}

/** The full paths in Fastify's route tree, e.g. `/api/v1/properties/:id`. */
function routePaths(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[├└]── (\S+)/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2]);
    paths.push(stack.join(''));
  }
  return paths;
}

/** Every "METHOD /path" under /api/v1 the app really serves: not 404, not 405. */
async function servedRoutes(app: FastifyInstance): Promise<string[]> {
  const served: string[] = [];
  for (const path of routePaths(app)) {
    // The document itself and its reference page (/api/v1/docs) are not API operations.
    if (!path.startsWith('/api/v1/') || path === '/api/v1/openapi.json' || /^\/api\/v1\/docs(?:\/|$)/.test(path)) {
      continue;
    }
    for (const method of HTTP_METHODS) {
      const response = await app.inject({ method, url: path.replace(/:\w+/g, '1') });
      if (response.statusCode !== 404 && response.statusCode !== 405) served.push(`${method} ${path}`);
    }
  }
  return served.sort();
}

/** Every object schema inside a schema, with its JSON pointer. */
function objectSchemas(doc: Document, given: Schema, pointer = ''): [string, Schema][] {
  const schema = effective(doc, given);
  const found: [string, Schema][] = [];
  // A oneOf of object shapes with nothing of its own is checked through its shapes.
  const onlyShapes = schema.oneOf !== undefined && schema.properties === undefined;
  if ((schema.type === 'object' && !onlyShapes) || schema.properties !== undefined)
    found.push([pointer || '/', schema]);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...objectSchemas(doc, property, `${pointer}/${name}`));
  }
  if (schema.items) found.push(...objectSchemas(doc, schema.items, `${pointer}/items`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    found.push(...objectSchemas(doc, branch, pointer));
  }
  return found;
}

describeEachBackend('OpenAPI document and health', (backend) => {
  let t: TestApp;
  let doc: Document;
  let operations: [string, string, Operation][];
  beforeAll(async () => {
    t = await startTestApp(backend);
    const response = await call(t.app, { url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json<Document>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, string, Operation] => [
        method.toUpperCase(),
        path,
        operation,
      ]),
    );
  });
  afterAll(async () => t.close());

  it('is an OpenAPI 3.1.0 JSON document, served without a key', async () => {
    const response = await call(t.app, { url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title.length).toBeGreaterThan(0);
    expect(doc.info.version.length).toBeGreaterThan(0);
  });

  it('documents every /api/v1 route the app serves, with exactly its methods', async () => {
    const served = await servedRoutes(t.app);
    // The routes issue 2 asks for must be among them.
    expect(served).toEqual(
      expect.arrayContaining([
        'GET /api/v1/me',
        'GET /api/v1/properties',
        'POST /api/v1/properties',
        'GET /api/v1/properties/:id',
        'PATCH /api/v1/properties/:id',
        'GET /api/v1/tasks',
        'POST /api/v1/tasks',
        'GET /api/v1/tasks/:id',
      ]),
    );
    const documented = operations.map(([method, path]) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
    expect(documented).toEqual(served);
  });

  it('names every operation with a unique camelCase operationId, for generated clients', () => {
    const named = operations.map(([method, path, operation]) => ({
      where: `${method} ${path}`,
      id: (operation as { operationId?: string }).operationId,
    }));
    for (const { where, id } of named) expect(id, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
    const ids = named.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(named.map((n) => [n.where, n.id]));
    expect(byRoute).toMatchObject({
      'GET /api/v1/tasks': 'listTasks',
      'PATCH /api/v1/tasks/{id}': 'updateTask',
      'GET /api/v1/form-templates/{id}/versions/{version}': 'getFormTemplateVersion',
      'POST /api/v1/accounts/{id}/invite-link': 'createInviteLink',
      'GET /api/v1/material/warehouse/stock': 'listWarehouseStock',
    });
  });

  it('declares every tag it uses, keeps portal-only fields out of API errors, and types the feed cursor as never null', () => {
    const full = doc as unknown as { tags?: { name: string }[] };
    const declared = new Set((full.tags ?? []).map((tag) => tag.name));
    for (const [method, path, operation] of operations) {
      for (const tag of (operation as { tags?: string[] }).tags ?? [])
        expect(declared, `${method} ${path}`).toContain(tag);
    }
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"tenants"');
    const feedOperation = operations.find(([m, p]) => m === 'GET' && p === '/api/v1/form-responses')?.[2];
    const feed = effective(doc, feedOperation?.responses['200']?.content?.['application/json']?.schema as Schema);
    expect(feed.properties?.next_cursor).toMatchObject({ type: 'string' });
    // Every example value of a `format: uri` field is a valid absolute URL.
    const urls = [...text.matchAll(/"url":"(https?:[^"]+)"/g)].map((m) => m[1] as string);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(() => new URL(url), url).not.toThrow();
    for (const url of urls) expect(url, url).toMatch(/^[\x21-\x7e]+$/);
  });

  it('serves the document compressed when asked, with an ETag that answers 304 while unchanged', async () => {
    const plain = await call(t.app, { url: '/api/v1/openapi.json' });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const br = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(etag);
    const again = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('declares the response headers: request id and rate limit everywhere, Location, Link, Retry-After where they come', () => {
    type WithHeaders = { headers?: Record<string, unknown> };
    const headersOf = (method: string, path: string, status: string) =>
      Object.keys(
        ((operations.find(([m, p]) => m === method && p === path)?.[2].responses[status] ?? {}) as WithHeaders)
          .headers ?? {},
      );
    for (const [method, path, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(Object.keys((response as WithHeaders).headers ?? {}), `${method} ${path} ${status}`).toContain(
          'X-Request-Id',
        );
      }
    }
    expect(headersOf('POST', '/api/v1/tasks', '201')).toEqual(
      expect.arrayContaining(['Location', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed']),
    );
    expect(headersOf('GET', '/api/v1/tasks', '200')).toContain('Link');
    expect(headersOf('GET', '/api/v1/tasks/{id}', '200')).not.toContain('Link');
    expect(headersOf('GET', '/api/v1/tasks', '429')).toContain('Retry-After');
    // Without a valid key: the address's failed-authentication budget.
    expect(headersOf('GET', '/api/v1/tasks', '401')).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
    expect(headersOf('GET', '/api/v1/tasks', '503')).toContain('Retry-After');
    expect(headersOf('PATCH', '/api/v1/tasks/{id}', '405')).toContain('Allow');
  });

  it('states on every operation, once, which scope it needs', () => {
    for (const [method, path, operation] of operations) {
      const description = (operation as { description?: string }).description ?? '';
      const mentions = description.match(/Needs (the scope `[a-z_]+:[a-z]+`|any valid key, no scope)\./g) ?? [];
      expect(mentions, `${method} ${path}`).toHaveLength(1);
    }
  });

  it('lists 401, 403, 405, 429 and 503 as problem+json on every operation, with their codes', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const [method, path, operation] of operations) {
      const where = `${method} ${path}`;
      for (const [status, code] of [
        ['401', 'unauthenticated'],
        ['403', 'plan_required'],
        ['405', 'method_not_allowed'],
        ['429', 'rate_limited'],
        ['503', 'service_unavailable'],
      ] as const) {
        const response = operation.responses[status];
        expect(response, `${where} ${status}`).toBeDefined();
        expect(Object.keys(response?.content ?? {}), `${where} ${status}`).toEqual([PROBLEM]);
        expect(response?.description ?? '', `${where} ${status}`).toContain(code);
      }
    }
  });

  it('lists 402 licence_expired and the 400s of a JSON body on every write', () => {
    const writes = operations.filter(([method]) => method !== 'GET');
    expect(writes.map(([method, path]) => `${method} ${path}`).sort()).toEqual([
      'PATCH /api/v1/accounts/{id}',
      'PATCH /api/v1/form-templates/{id}',
      'PATCH /api/v1/material/items/{id}',
      'PATCH /api/v1/material/requests/{id}',
      'PATCH /api/v1/properties/{id}',
      'PATCH /api/v1/roles/{id}',
      'PATCH /api/v1/tasks/{id}',
      'PATCH /api/v1/webhook-endpoints/{id}',
      'PATCH /api/v1/workflow-rules/{id}',
      'POST /api/v1/accounts',
      'POST /api/v1/accounts/{id}/invite-link',
      'POST /api/v1/form-templates',
      'POST /api/v1/form-templates/catalog-import',
      'POST /api/v1/incidents',
      'POST /api/v1/material/items',
      'POST /api/v1/material/movements',
      'POST /api/v1/material/requests',
      'POST /api/v1/properties',
      'POST /api/v1/roles',
      'POST /api/v1/tasks',
      'POST /api/v1/webhook-endpoints',
      'POST /api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/replay',
      'POST /api/v1/webhook-endpoints/{id}/replay',
      'POST /api/v1/webhook-endpoints/{id}/rotate-secret',
      'POST /api/v1/webhook-endpoints/{id}/test',
      'POST /api/v1/workflow-rules',
    ]);
    for (const [method, path, operation] of writes) {
      const where = `${method} ${path}`;
      expect(operation.responses['402']?.description ?? '', where).toContain('licence_expired');
      expect(Object.keys(operation.responses['402']?.content ?? {})).toEqual([PROBLEM]);
      expect(operation.responses['400']?.description ?? '', where).toContain('malformed_json');
      expect(operation.responses['413']?.description ?? '', where).toContain('payload_too_large');
    }
    for (const [method, path, operation] of operations.filter(([m]) => m === 'GET')) {
      expect(operation.responses['402'], `${method} ${path}`).toBeUndefined();
    }
  });

  it('lists 422 on every operation that validates input, and 404 and 409 where they can happen', () => {
    for (const [method, path, operation] of operations) {
      const where = `${method} ${path}`;
      const validates = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
      if (validates) {
        expect(operation.responses['422']?.description ?? '', where).toContain('validation_failed');
        expect(Object.keys(operation.responses['422']?.content ?? {})).toEqual([PROBLEM]);
      }
    }
    const responses = (method: string, path: string) =>
      operations.find(([m, p]) => m === method && p === path)?.[2].responses ?? {};
    expect(responses('GET', '/api/v1/properties/{id}')['404']?.description).toContain('not_found');
    expect(responses('PATCH', '/api/v1/properties/{id}')['404']?.description).toContain('not_found');
    expect(responses('GET', '/api/v1/tasks/{id}')['404']?.description).toContain('not_found');
    expect(responses('POST', '/api/v1/properties')['409']?.description).toContain('external_id_conflict');
    expect(responses('PATCH', '/api/v1/properties/{id}')['409']?.description).toContain('external_id_conflict');
    expect(responses('POST', '/api/v1/tasks')['409']?.description).toContain('uuid_conflict');
    expect(Object.keys(responses('POST', '/api/v1/tasks'))).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('describes the problem body: type, title, status, detail, code, request_id, errors', () => {
    const [, , operation] = operations[0] ?? [];
    const schema = effective(doc, operation?.responses['401']?.content?.[PROBLEM]?.schema ?? {});
    expect(schema.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'request_id']),
    );
    expect(Object.keys(schema.properties ?? {})).toContain('errors');
  });

  it('names its schemas once under components, and each error response lists the codes it can carry as an enum', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Problem', 'Task', 'TaskCreate', 'TaskPatch', 'TaskPage', 'Property', 'Incident']),
    );
    expect(doc.components.schemas.TaskStatus).toMatchObject({
      type: 'string',
      enum: ['open', 'in_progress', 'done', 'cancelled'],
    });
    const getTask = doc.paths['/api/v1/tasks/{id}']?.get;
    expect(getTask?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Task',
    });
    // The problem body is described once: no response spells out its properties.
    expect(JSON.stringify(doc.paths)).not.toContain('"request_id":{');
    for (const [method, path, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = response.content?.[PROBLEM]?.schema;
        if (!schema) continue;
        const where = `${method} ${path} ${status}`;
        expect(schema.allOf?.[0], where).toEqual({ $ref: '#/components/schemas/Problem' });
        const codes = [...(response.description ?? '').matchAll(/`(\w+)`/g)]
          .map((m) => m[1])
          .filter((c) => c !== 'code');
        expect(effective(doc, schema).properties?.code?.enum, where).toEqual(codes);
      }
    }
    // Every reference resolves.
    const text = JSON.stringify(doc);
    for (const [, kind, name] of text.matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)) {
      const listed = (doc.components as unknown as Record<string, Record<string, unknown>>)[kind as string];
      expect(listed?.[decodeURIComponent(name as string)], `${kind}/${name}`).toBeDefined();
    }
    // The shared examples and headers are listed once: the document stays small (about
    // 10 kB per operation today, each listing its error answers; a copied-in example or
    // problem body would show as a jump here).
    expect(text.length / operations.length).toBeLessThan(12_000);
  });

  it('request bodies refuse unknown fields at every level', () => {
    const withBody = operations.filter(([, , operation]) => operation.requestBody !== undefined);
    // 9, and 5 of /roles and /accounts, 2 of /workflow-rules, 3 of /form-templates, 1 PATCH /tasks/{id},
    // 6 of /webhook-endpoints (the actions take `{}`)
    expect(withBody.length).toBe(9 + 5 + 2 + 3 + 1 + 6);
    for (const [method, path, operation] of withBody) {
      const content = operation.requestBody?.content ?? {};
      expect(Object.keys(content), `${method} ${path}`).toEqual(['application/json']);
      const objects = objectSchemas(doc, content['application/json']?.schema ?? {});
      expect(objects.length).toBeGreaterThan(0);
      for (const [pointer, schema] of objects) {
        expect(schema.additionalProperties, `${method} ${path} ${pointer}`).toBe(false);
      }
    }
  });

  it('a movement to book is one of five shapes, each with only its own fields: a receipt takes no property_id', () => {
    const create = doc.components.schemas.MaterialMovementCreate;
    expect(create?.properties, 'fields outside the oneOf reach every shape in generated clients').toBeUndefined();
    expect(create?.required).toBeUndefined();
    const shapes = Object.fromEntries(
      (create?.oneOf ?? []).map((branch) => {
        const shape = effective(doc, branch);
        const type = shape.properties?.type?.const ?? shape.properties?.type?.enum?.[0];
        return [String(type), Object.keys(shape.properties ?? {}).sort()];
      }),
    );
    const atProperty = ['item_id', 'note', 'property_id', 'quantity', 'type', 'uuid'];
    expect(shapes).toEqual({
      receipt: ['item_id', 'note', 'quantity', 'type', 'uuid'],
      transfer_to_property: atProperty,
      transfer_to_warehouse: atProperty,
      consumption: atProperty,
      correction: ['direction', 'item_id', 'note', 'property_id', 'quantity', 'reason', 'type', 'uuid'],
    });
    expect((create as { discriminator?: { propertyName: string } }).discriminator?.propertyName).toBe('type');
  });

  it('documents the list filters and paging parameters', () => {
    const queryOf = (path: string) =>
      (operations.find(([m, p]) => m === 'GET' && p === path)?.[2].parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    expect(queryOf('/api/v1/properties')).toEqual(
      ['archived', 'cursor', 'external_id', 'pageSize', 'updated_since'].sort(),
    );
    expect(queryOf('/api/v1/tasks')).toEqual(
      ['cursor', 'due_from', 'due_to', 'pageSize', 'property_id', 'status', 'updated_since', 'uuid'].sort(),
    );
  });

  it('/healthz answers 200 without a key', async () => {
    const response = await call(t.app, { url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('/readyz answers 200 when the database is reachable', async () => {
    const response = await call(t.app, { url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', database: backend.name });
  });
});
