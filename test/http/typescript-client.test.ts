import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type CaretakerClient,
  createCaretakerClient,
  drain,
  feed,
  hasAnswers,
  pages,
  tasksByUuid,
  unwrap,
} from '../../clients/typescript/src/index.js';
import { createApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { beginIdempotent, IDEMPOTENCY_LEASE_MS, requestHash } from '../../src/platform/idempotency/idempotency.js';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { describeEachBackend, makeTenant, startTestApp, type TenantFixture, type TestApp } from '../helpers/harness.js';

// The typed client's own logic against the server (through app.inject): following the
// form-response change feed until caught up, and retrying a write whose Idempotency-Key
// is still held by an earlier request.

/** The client's fetch, answered by the app without a port. */
function injectFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const sent: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      sent[name] = value;
    });
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: url.pathname + url.search,
      headers: sent,
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

describeEachBackend('TypeScript client: feeds and retries', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const clientFor = (apiKey: string, sleep?: (ms: number) => Promise<void>): CaretakerClient =>
    createCaretakerClient({
      baseUrl: 'http://caretaker.test',
      apiKey,
      fetch: injectFetch(t.app),
      ...(sleep ? { sleep } : {}),
    });

  async function submittingTenant(): Promise<{ tenant: TenantFixture; submit: () => Promise<number> }> {
    const tenant = await makeTenant(t.deps);
    const client = clientFor(tenant.key);
    const propertyId = unwrap(await client.POST('/api/v1/properties', { body: { name: 'Feed site' } })).id;
    const { id: templateId } = await createFormTemplate(t.deps, tenant.tenant.id, {
      name: 'Check',
      fields: [{ id: 'ok', type: 'checkbox', label: 'OK', required: true }],
    });
    const submit = () =>
      saveFormResponse(t.deps, tenant.tenant.id, {
        templateId,
        propertyId,
        accountId: tenant.accountId,
        answers: { ok: true },
        submit: true,
      });
    return { tenant, submit };
  }

  it('drain() follows the form-response feed until caught up and answers the cursor to poll with next time', async () => {
    const { tenant, submit } = await submittingTenant();
    const first: number[] = [];
    for (let i = 0; i < 5; i++) first.push(await submit());
    const client = clientFor(tenant.key);
    let requests = 0;
    const fetchPage = (cursor: string | undefined) => {
      requests++;
      if (requests > 20) throw new Error('the feed was polled on and on');
      return client.GET('/api/v1/form-responses', {
        params: { query: { status: 'submitted', pageSize: 2, ...(cursor ? { cursor } : {}) } },
      });
    };

    const handed: number[] = [];
    const stored: string[] = [];
    const cursor = await drain(
      fetchPage,
      undefined,
      async (items) => void handed.push(...items.map((item) => item.id)),
      async (position) => void stored.push(position),
    );
    expect(handed).toEqual(first);
    expect(requests).toBeLessThanOrEqual(4); // 2 + 2 + 1, and at most one empty page
    expect(stored.at(-1)).toBe(cursor);

    // Nothing new: one poll, nothing handed over, the cursor stays usable.
    requests = 0;
    handed.length = 0;
    const idle = await drain(fetchPage, cursor, async (items) => void handed.push(...items.map((item) => item.id)));
    expect(handed).toEqual([]);
    expect(requests).toBe(1);

    // One more submission: exactly that one next time.
    const later = await submit();
    const pagesSeen: number[][] = [];
    for await (const page of feed(fetchPage, idle)) pagesSeen.push(page.data.map((item) => item.id));
    expect(pagesSeen.flat()).toEqual([later]);
  });

  it('drain() with expand=answers hands over each response with its answers, one request per page', async () => {
    const { tenant, submit } = await submittingTenant();
    const submitted = [await submit(), await submit(), await submit()];
    const client = clientFor(tenant.key);
    let requests = 0;
    const answers: [number, unknown][] = [];
    await drain(
      (cursor) => {
        requests++;
        return client.GET('/api/v1/form-responses', {
          params: { query: { expand: 'answers', pageSize: 50, ...(cursor ? { cursor } : {}) } },
        });
      },
      undefined,
      async (items) => {
        for (const item of items) {
          if (!hasAnswers(item)) throw new Error('expand=answers answered an item without answers');
          answers.push([item.id, item.answers[0]?.value]); // typed: no `?.` needed on answers
        }
      },
    );
    expect(answers).toEqual(submitted.map((id) => [id, true]));
    expect(requests).toBe(1);
  });

  it('tasksByUuid() finds tasks by any number of uuids, 100 a request', async () => {
    const tenant = await makeTenant(t.deps);
    let requests = 0;
    const inject = injectFetch(t.app);
    const client = createCaretakerClient({
      baseUrl: 'http://caretaker.test',
      apiKey: tenant.key,
      fetch: (request) => {
        if (new URL(request.url).pathname === '/api/v1/tasks' && request.method === 'GET') requests++;
        return inject(request);
      },
    });
    const propertyId = unwrap(await client.POST('/api/v1/properties', { body: { name: 'Batch site' } })).id;
    const mine = ['0b7e3c1a-5d2f-4e6a-9b8c-7d6e5f4a3b21', '0B7E3C1A-5D2F-4E6A-9B8C-7D6E5F4A3B22'];
    const created = [];
    for (const uuid of mine) {
      created.push(
        unwrap(
          await client.POST('/api/v1/tasks', {
            body: { uuid, title: 'Clean', property_id: propertyId, due_date: '2026-12-01' },
          }),
        ),
      );
    }
    const asked = [...Array.from({ length: 148 }, () => randomUUID()), mine[1] ?? '', mine[0] ?? ''];
    const found = await tasksByUuid(client, asked);
    expect(found.map((task) => task.id).sort((a, b) => a - b)).toEqual(created.map((task) => task.id));
    expect(requests).toBe(2); // 150 uuids: 100 + 50
  });

  it('pages() is refused for a change feed by the compiler, and ends there at the first empty page', async () => {
    const { tenant, submit } = await submittingTenant();
    const ids = [await submit(), await submit(), await submit()];
    const client = clientFor(tenant.key);
    let requests = 0;
    const seen: number[] = [];
    // @ts-expect-error a change feed's next_cursor is never null: use feed() or drain()
    for await (const item of pages((cursor) => {
      requests++;
      if (requests > 20) throw new Error('pages() polled the feed on and on');
      return client
        .GET('/api/v1/form-responses', { params: { query: { pageSize: 2, ...(cursor ? { cursor } : {}) } } })
        .then(unwrap);
    }))
      seen.push((item as { id: number }).id);
    expect(seen).toEqual(ids);
    expect(requests).toBe(3);
  });

  it('retries a write whose Idempotency-Key an earlier request still holds (409 idempotency_key_in_use), with growing pauses', async () => {
    const tenant = await makeTenant(t.deps);
    const created = await createApiKey(t.deps, tenant.tenant.id, {
      accountId: tenant.accountId,
      name: 'retrying key',
      scopes: [...SCOPES],
    });
    const body = { name: 'Hafenstraße 9', external_id: 'PMS-409' };
    const key = 'booking-409';
    // The first request with this key is still running (its lease is held).
    await beginIdempotent(
      t.database.db,
      { tenantId: tenant.tenant.id, apiKeyId: created.id, key },
      requestHash('POST', '/api/v1/properties', body),
      t.clock(),
    );
    const waits: number[] = [];
    const client = clientFor(created.key, async (ms) => {
      waits.push(ms);
      // After the second pause the earlier request has given up its key.
      if (waits.length === 2) t.clock.advance(IDEMPOTENCY_LEASE_MS + 1);
    });
    const result = await client.POST('/api/v1/properties', { body, headers: { 'Idempotency-Key': key } });
    expect(result.response.status).toBe(201);
    expect(unwrap(result).external_id).toBe('PMS-409');
    expect(waits).toEqual([250, 500]);

    // Bounded: a key held throughout comes back as the 409 after the last retry.
    const held = 'held-throughout';
    const heldBody = { name: 'Other', external_id: 'PMS-410' };
    await beginIdempotent(
      t.database.db,
      { tenantId: tenant.tenant.id, apiKeyId: created.id, key: held },
      requestHash('POST', '/api/v1/properties', heldBody),
      t.clock(),
    );
    const patient: number[] = [];
    const bounded = createCaretakerClient({
      baseUrl: 'http://caretaker.test',
      apiKey: created.key,
      fetch: injectFetch(t.app),
      retries: 3,
      sleep: async (ms) => void patient.push(ms),
    });
    const refused = await bounded.POST('/api/v1/properties', { body: heldBody, headers: { 'Idempotency-Key': held } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.code).toBe('idempotency_key_in_use');
    expect(patient).toEqual([250, 500, 1000]);

    // Other conflicts are answers, not retried.
    const conflicts: number[] = [];
    const again = await clientFor(created.key, async (ms) => void conflicts.push(ms)).POST('/api/v1/properties', {
      body: { name: 'Duplicate', external_id: 'PMS-409' },
    });
    expect(again.error?.code).toBe('external_id_conflict');
    expect(conflicts).toEqual([]);
  });

  it('takes each material movement in its own shape only: the compiler refuses a receipt with a property_id', async () => {
    const tenant = await makeTenant(t.deps, { modules: ['material'] });
    const client = clientFor(tenant.key);
    const item = unwrap(
      await client.POST('/api/v1/material/items', { body: { name: 'Soap', sku: 'SOAP-1', unit: 'bottle' } }),
    );
    const propertyId = unwrap(await client.POST('/api/v1/properties', { body: { name: 'Soap site' } })).id;
    const refused = await client.POST('/api/v1/material/movements', {
      // @ts-expect-error a receipt goes into the warehouse: it has no property_id
      body: { type: 'receipt', item_id: item.id, quantity: 3, property_id: propertyId },
    });
    expect(refused.response.status).toBe(422);
    const booked = await client.POST('/api/v1/material/movements', {
      body: { type: 'transfer_to_property', item_id: item.id, property_id: propertyId, quantity: 1 },
    });
    expect(booked.error?.code).toBe('insufficient_stock');
  });

  it('honours Retry-After on a 409 idempotency_key_in_use', async () => {
    const waits: number[] = [];
    let calls = 0;
    const client = createCaretakerClient({
      baseUrl: 'http://caretaker.test',
      apiKey: 'ct_test_unused',
      sleep: async (ms) => void waits.push(ms),
      fetch: async () => {
        calls++;
        if (calls === 1) {
          return new Response(
            JSON.stringify({
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              detail: 'still running',
              code: 'idempotency_key_in_use',
              request_id: 'r1',
            }),
            { status: 409, headers: { 'content-type': 'application/problem+json', 'retry-after': '3' } },
          );
        }
        return Response.json({ ok: true });
      },
    });
    const answer = await client.GET('/api/v1/me');
    expect(answer.response.status).toBe(200);
    expect(waits).toEqual([3000]);
  });
});
