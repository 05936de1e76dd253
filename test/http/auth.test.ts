import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey } from '../../src/modules/credentials/api-key.js';
import { SCOPES, type Scope } from '../../src/modules/access/scopes.js';
import type { Database } from '../../src/db/client.js';
import { apiKeys } from '../../src/db/schema.js';
import { updateAccount } from '../../src/modules/accounts/accounts.service.js';
import { revokeApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import type { RateLimiter } from '../../src/ratelimit/limiter.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { RedisRateLimiter } from '../../src/ratelimit/redis.js';
import type { ServiceDeps } from '../../src/modules/shared/context.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import {
  call,
  type Call,
  createPropertyVia,
  describeEachBackend,
  type FakeClock,
  fakeClock,
  makeTenant,
  openBackend,
  redisUrl,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

// 2026-06-01 14:00 in Berlin, 05:00 in Los Angeles, already 2 June 02:00 on Kiritimati.
const NOON_UTC = Date.parse('2026-06-01T12:00:00Z');

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ status: number; code: string; detail: string; request_id: string }>();
  expect(body.status).toBe(status);
  expect(body.code).toBe(code);
  expect(body.request_id).toBeTruthy();
  expect(body.request_id).toBe(response.headers['x-request-id']);
  return body;
}

function expectUnauthenticated(response: LightMyRequestResponse) {
  const body = expectProblem(response, 401, 'unauthenticated');
  expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
  return body;
}

interface RouteCase extends Call {
  scope: Scope;
  ok: number;
}

/** Every scoped route, with a request that succeeds when the key has the scope. */
function everyRoute(propertyId: number, taskId: number): RouteCase[] {
  return [
    { method: 'GET', url: '/api/v1/properties', scope: 'properties:read', ok: 200 },
    {
      method: 'POST',
      url: '/api/v1/properties',
      body: { name: `Created ${randomUUID()}` },
      scope: 'properties:write',
      ok: 201,
    },
    { method: 'GET', url: `/api/v1/properties/${propertyId}`, scope: 'properties:read', ok: 200 },
    {
      method: 'PATCH',
      url: `/api/v1/properties/${propertyId}`,
      body: { notes: `Changed ${randomUUID()}` },
      scope: 'properties:write',
      ok: 200,
    },
    { method: 'GET', url: '/api/v1/tasks', scope: 'tasks:read', ok: 200 },
    {
      method: 'POST',
      url: '/api/v1/tasks',
      body: { uuid: randomUUID(), title: 'Final cleaning', property_id: propertyId, due_date: '2026-06-10' },
      scope: 'tasks:write',
      ok: 201,
    },
    { method: 'GET', url: `/api/v1/tasks/${taskId}`, scope: 'tasks:read', ok: 200 },
    { method: 'GET', url: '/api/v1/service-plans', scope: 'tasks:read', ok: 200 },
  ];
}

async function createTaskVia(app: FastifyInstance, key: string, propertyId: number): Promise<number> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/tasks',
    key,
    body: { uuid: randomUUID(), title: 'Checkout cleaning', property_id: propertyId, due_date: '2026-06-05' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function keyIdOf(app: FastifyInstance, key: string): Promise<number> {
  const response = await call(app, { url: '/api/v1/me', key });
  expect(response.statusCode).toBe(200);
  return response.json<{ key: { id: number } }>().key.id;
}

async function storedKey(database: Database, key: string) {
  const [row] = await database.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row) throw new Error('key row not found');
  return row;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the key's last_used_at equals `expected` (it is written in the background). */
async function waitForLastUsed(database: Database, key: string, expected: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const row = await storedKey(database, key);
    if (row.lastUsedAt?.getTime() === expected) return;
    if (Date.now() > deadline) {
      throw new Error(`last_used_at is ${row.lastUsedAt?.toISOString()}, expected ${new Date(expected).toISOString()}`);
    }
    await sleep(20);
  }
}

describeEachBackend('authentication and authorisation', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openBackend(backend);
  });
  afterAll(async () => database.close());

  describe('keys', () => {
    let t: TestApp;
    let deps: ServiceDeps;
    beforeAll(async () => {
      t = await startTestApp(backend, {
        database,
        clock: fakeClock(NOON_UTC),
        env: { AUTH_FAILURES_PER_MINUTE: '1000000' },
      });
      deps = t.deps;
    });
    afterAll(async () => t.close());

    it('accepts the key as X-Api-Key and as Authorization: Bearer', async () => {
      const tenant = await makeTenant(deps);
      const viaHeader = await call(t.app, { url: '/api/v1/me', key: tenant.key });
      expect(viaHeader.statusCode).toBe(200);
      expect(viaHeader.json().tenant.id).toBe(tenant.tenant.id);

      for (const scheme of ['Bearer', 'bearer']) {
        const viaBearer = await call(t.app, {
          url: '/api/v1/me',
          headers: { authorization: `${scheme} ${tenant.key}` },
        });
        expect(viaBearer.statusCode).toBe(200);
        expect(viaBearer.json().tenant.id).toBe(tenant.tenant.id);
      }
    });

    it('answers /me with the tenant, account and key, but never the secret', async () => {
      const tenant = await makeTenant(deps);
      const key = await tenant.keyFor(['tasks:write', 'properties:read']);
      const response = await call(t.app, { url: '/api/v1/me', key });
      expect(response.statusCode).toBe(200);
      const me = response.json();
      expect(me.tenant).toMatchObject({ id: tenant.tenant.id, plan: 'STANDARD', licence_active: true });
      expect(me.account.id).toBe(tenant.accountId);
      expect(me.key.prefix).toBe(key.slice(0, 12));
      expect([...me.key.scopes].sort()).toEqual(['properties:read', 'tasks:write']);
      expect(response.body).not.toContain(key.slice(12));
    });

    it('never takes the key from the query string', async () => {
      const tenant = await makeTenant(deps);
      for (const url of [
        `/api/v1/me?api_key=${tenant.key}`,
        `/api/v1/me?access_token=${tenant.key}`,
        `/api/v1/me?key=${tenant.key}`,
        `/api/v1/properties?api_key=${tenant.key}`,
      ]) {
        expectUnauthenticated(await call(t.app, { url }));
      }
    });

    it('refuses missing, malformed, mistyped and unknown keys with 401 and WWW-Authenticate: Bearer', async () => {
      const tenant = await makeTenant(deps);
      const last = tenant.key.at(-1) === 'a' ? 'b' : 'a';
      const badChecksum = tenant.key.slice(0, -1) + last;
      const unknown = generateApiKey().raw;
      const attempts: Record<string, string>[] = [
        {},
        { 'x-api-key': '' },
        { 'x-api-key': 'hello' },
        { 'x-api-key': 'ct_live_tooshort' },
        { 'x-api-key': badChecksum },
        { 'x-api-key': unknown },
        { 'x-api-key': tenant.key.toUpperCase() },
        { authorization: `Bearer ${unknown}` },
        { authorization: `Basic ${Buffer.from(`user:${tenant.key}`).toString('base64')}` },
        { authorization: tenant.key },
        { authorization: 'Bearer' },
      ];
      for (const headers of attempts) {
        const response = await call(t.app, { url: '/api/v1/me', headers });
        expectUnauthenticated(response);
        expect(response.body).not.toContain(tenant.key.slice(12));
      }
    });

    it('refuses an unauthenticated request on every route before looking at its body', async () => {
      const tenant = await makeTenant(deps);
      const propertyId = await createPropertyVia(t.app, tenant.key);
      const taskId = await createTaskVia(t.app, tenant.key, propertyId);
      for (const route of [...everyRoute(propertyId, taskId), { method: 'GET' as const, url: '/api/v1/me' }]) {
        expectUnauthenticated(await call(t.app, { ...route, key: undefined }));
        expectUnauthenticated(await call(t.app, { ...route, key: generateApiKey().raw }));
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/properties' });
      expect(head.statusCode).toBe(401);
      expect(head.headers['www-authenticate']).toMatch(/^Bearer\b/);
      // A body that would fail validation still gets 401, not 400 or 422.
      expectUnauthenticated(await call(t.app, { method: 'POST', url: '/api/v1/tasks', body: '{"nope": ' }));
      expectUnauthenticated(await call(t.app, { method: 'POST', url: '/api/v1/tasks', body: { unknown: 1 } }));
      const list = await call(t.app, { url: '/api/v1/tasks', key: tenant.key });
      expect(list.json().data).toHaveLength(1);
    });

    it('refuses a revoked key on the very next request, on every instance', async () => {
      const second = await startTestApp(backend, { database, clock: t.clock });
      try {
        const tenant = await makeTenant(deps);
        const keep = await tenant.keyFor(['properties:read']);
        const revoked = await tenant.keyFor(['properties:read']);
        const keyId = await keyIdOf(t.app, revoked);
        expect((await call(second.app, { url: '/api/v1/properties', key: revoked })).statusCode).toBe(200);

        await revokeApiKey(deps, tenant.tenant.id, keyId);

        for (const app of [t.app, second.app]) {
          expectUnauthenticated(await call(app, { url: '/api/v1/properties', key: revoked }));
          expectUnauthenticated(await call(app, { url: '/api/v1/me', key: revoked }));
          expectUnauthenticated(
            await call(app, { url: '/api/v1/me', headers: { authorization: `Bearer ${revoked}` } }),
          );
          // Other keys of the same account are untouched.
          expect((await call(app, { url: '/api/v1/properties', key: keep })).statusCode).toBe(200);
        }
      } finally {
        await second.close();
      }
    });

    it('refuses keys of a deactivated account at once and accepts them again after reactivation', async () => {
      const tenant = await makeTenant(deps);
      const limitedAccount = await tenant.account('all');
      const key = await tenant.keyFor(['properties:read'], limitedAccount);
      const otherKey = await tenant.keyFor(['properties:read']);
      expect((await call(t.app, { url: '/api/v1/properties', key })).statusCode).toBe(200);

      await updateAccount(deps, tenant.tenant.id, limitedAccount, { active: false });
      expectUnauthenticated(await call(t.app, { url: '/api/v1/properties', key }));
      expectUnauthenticated(await call(t.app, { url: '/api/v1/me', key }));
      expect((await call(t.app, { url: '/api/v1/properties', key: otherKey })).statusCode).toBe(200);

      await updateAccount(deps, tenant.tenant.id, limitedAccount, { active: true });
      const back = await call(t.app, { url: '/api/v1/me', key });
      expect(back.statusCode).toBe(200);
      expect(back.json().account.id).toBe(limitedAccount);
    });

    it('refuses a route whose scope the key lacks with 403 naming the scope, on every route', async () => {
      const tenant = await makeTenant(deps);
      const propertyId = await createPropertyVia(t.app, tenant.key);
      const taskId = await createTaskVia(t.app, tenant.key, propertyId);
      for (const route of everyRoute(propertyId, taskId)) {
        const without = await tenant.keyFor(SCOPES.filter((scope) => scope !== route.scope));
        const refused = await call(t.app, { ...route, key: without });
        const body = expectProblem(refused, 403, 'insufficient_scope');
        expect(body.detail).toContain(route.scope);

        const only = await tenant.keyFor([route.scope]);
        const allowed = await call(t.app, { ...route, key: only });
        expect(allowed.statusCode, `${route.method} ${route.url}: ${allowed.body}`).toBe(route.ok);
      }
      // The refused writes changed nothing: one property and one task made above, one each by the allowed POSTs.
      const properties = await call(t.app, { url: '/api/v1/properties', key: tenant.key });
      expect(properties.json().data).toHaveLength(2);
      const tasks = await call(t.app, { url: '/api/v1/tasks', key: tenant.key });
      expect(tasks.json().data).toHaveLength(2);
    });

    it('refuses a write with only the read scope and a read with only the write scope', async () => {
      const tenant = await makeTenant(deps);
      const propertyId = await createPropertyVia(t.app, tenant.key);
      const readOnly = await tenant.keyFor(['properties:read', 'tasks:read']);
      const writeOnly = await tenant.keyFor(['properties:write', 'tasks:write']);
      const patch = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}`,
        key: readOnly,
        body: { notes: 'should not land' },
      });
      expect(expectProblem(patch, 403, 'insufficient_scope').detail).toContain('properties:write');
      const get = await call(t.app, { url: `/api/v1/properties/${propertyId}`, key: writeOnly });
      expect(expectProblem(get, 403, 'insufficient_scope').detail).toContain('properties:read');
      const current = await call(t.app, { url: `/api/v1/properties/${propertyId}`, key: readOnly });
      expect(current.json().notes).toBeNull();
    });

    it('answers /me for a key with no scopes at all', async () => {
      const tenant = await makeTenant(deps);
      const bare = await tenant.keyFor([]);
      const response = await call(t.app, { url: '/api/v1/me', key: bare });
      expect(response.statusCode).toBe(200);
      expect(response.json().key.scopes).toEqual([]);
      expectProblem(await call(t.app, { url: '/api/v1/tasks', key: bare }), 403, 'insufficient_scope');
    });

    it('refuses every route, /me included, below the STANDARD plan; PREMIUM works', async () => {
      const tenant = await makeTenant(deps);
      const propertyId = await createPropertyVia(t.app, tenant.key);
      const taskId = await createTaskVia(t.app, tenant.key, propertyId);

      await updateTenant(deps, tenant.tenant.id, { plan: 'BASIC' });
      for (const route of [...everyRoute(propertyId, taskId), { method: 'GET' as const, url: '/api/v1/me' }]) {
        const body = expectProblem(await call(t.app, { ...route, key: tenant.key }), 403, 'plan_required');
        expect(body.detail).toContain('STANDARD');
      }
      const basic = await makeTenant(deps, { plan: 'BASIC' });
      expectProblem(await call(t.app, { url: '/api/v1/me', key: basic.key }), 403, 'plan_required');

      await updateTenant(deps, tenant.tenant.id, { plan: 'PREMIUM' });
      for (const route of everyRoute(propertyId, taskId)) {
        const response = await call(t.app, { ...route, key: tenant.key });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(route.ok);
      }
      const me = await call(t.app, { url: '/api/v1/me', key: tenant.key });
      expect(me.json().tenant.plan).toBe('PREMIUM');
    });

    it('blocks every write with 402 once the licence has expired, keeps reads working, and unblocks on renewal', async () => {
      const tenant = await makeTenant(deps, { licenceValidUntil: '2026-12-31' });
      const propertyId = await createPropertyVia(t.app, tenant.key);
      const taskId = await createTaskVia(t.app, tenant.key, propertyId);

      await updateTenant(deps, tenant.tenant.id, { licenceValidUntil: '2026-05-31' });
      for (const route of everyRoute(propertyId, taskId)) {
        const response = await call(t.app, { ...route, key: tenant.key });
        if (route.method === 'GET') {
          expect(response.statusCode, `${route.url}: ${response.body}`).toBe(200);
        } else {
          const body = expectProblem(response, 402, 'licence_expired');
          expect(body.detail).toContain('2026-05-31');
        }
      }
      const me = await call(t.app, { url: '/api/v1/me', key: tenant.key });
      expect(me.statusCode).toBe(200);
      expect(me.json().tenant).toMatchObject({ licence_valid_until: '2026-05-31', licence_active: false });

      // Nothing was written while blocked.
      const properties = await call(t.app, { url: '/api/v1/properties', key: tenant.key });
      expect(properties.json().data).toHaveLength(1);
      expect(properties.json().data[0].notes).toBeNull();
      const tasks = await call(t.app, { url: '/api/v1/tasks', key: tenant.key });
      expect(tasks.json().data).toHaveLength(1);

      await updateTenant(deps, tenant.tenant.id, { licenceValidUntil: '2027-05-31' });
      for (const route of everyRoute(propertyId, taskId)) {
        const response = await call(t.app, { ...route, key: tenant.key });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(route.ok);
      }
      const renewed = await call(t.app, { url: '/api/v1/me', key: tenant.key });
      expect(renewed.json().tenant.licence_active).toBe(true);
    });

    it('records last_used_at on first use, at most once a minute', async () => {
      const tenant = await makeTenant(deps);
      const key = await tenant.keyFor(['properties:read']);
      expect((await storedKey(database, key)).lastUsedAt).toBeNull();

      const first = t.clock();
      expect((await call(t.app, { url: '/api/v1/properties', key })).statusCode).toBe(200);
      await waitForLastUsed(database, key, first);

      t.clock.advance(30_000);
      expect((await call(t.app, { url: '/api/v1/properties', key })).statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/v1/me', key })).statusCode).toBe(200);
      await sleep(300);
      expect((await storedKey(database, key)).lastUsedAt?.getTime()).toBe(first);

      t.clock.advance(31_000);
      const later = t.clock();
      expect((await call(t.app, { url: '/api/v1/properties', key })).statusCode).toBe(200);
      await waitForLastUsed(database, key, later);
      expect(later - first).toBeGreaterThan(60_000);
    });
  });

  describe('licence days in the tenant’s time zone', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, { database, clock: fakeClock(NOON_UTC) });
    });
    afterAll(async () => t.close());

    async function writeAndMe(key: string) {
      const write = await call(t.app, { method: 'POST', url: '/api/v1/properties', key, body: { name: 'Villa' } });
      const me = await call(t.app, { url: '/api/v1/me', key });
      expect(me.statusCode).toBe(200);
      return { write, licenceActive: me.json().tenant.licence_active as boolean };
    }

    it('treats a licence ending today as expired where the next day has already begun', async () => {
      t.clock.set(NOON_UTC);
      const kiritimati = await makeTenant(t.deps, { licenceValidUntil: '2026-06-01', timezone: 'Pacific/Kiritimati' });
      const { write, licenceActive } = await writeAndMe(kiritimati.key);
      expectProblem(write, 402, 'licence_expired');
      expect(licenceActive).toBe(false);
      expect((await call(t.app, { url: '/api/v1/properties', key: kiritimati.key })).statusCode).toBe(200);
    });

    it('keeps the licence valid through its last day where that day is still running', async () => {
      t.clock.set(NOON_UTC);
      for (const timezone of ['America/Los_Angeles', 'Europe/Berlin', 'Pacific/Pago_Pago']) {
        const tenant = await makeTenant(t.deps, { licenceValidUntil: '2026-06-01', timezone });
        const { write, licenceActive } = await writeAndMe(tenant.key);
        expect(write.statusCode, `${timezone}: ${write.body}`).toBe(201);
        expect(licenceActive).toBe(true);
      }
    });

    it('ends the licence at midnight of the tenant’s time zone', async () => {
      const berlin = await makeTenant(t.deps, { licenceValidUntil: '2026-06-01', timezone: 'Europe/Berlin' });
      const losAngeles = await makeTenant(t.deps, { licenceValidUntil: '2026-06-01', timezone: 'America/Los_Angeles' });

      // 23:59:59.999 on 1 June in Berlin (CEST, UTC+2).
      t.clock.set(Date.parse('2026-06-01T21:59:59.999Z'));
      expect((await writeAndMe(berlin.key)).write.statusCode).toBe(201);

      // Midnight in Berlin: 2 June there, still 1 June in Los Angeles.
      t.clock.set(Date.parse('2026-06-01T22:00:00Z'));
      expectProblem((await writeAndMe(berlin.key)).write, 402, 'licence_expired');
      expect((await writeAndMe(losAngeles.key)).write.statusCode).toBe(201);

      // Midnight in Los Angeles (PDT, UTC-7).
      t.clock.set(Date.parse('2026-06-02T07:00:00Z'));
      const { write, licenceActive } = await writeAndMe(losAngeles.key);
      expectProblem(write, 402, 'licence_expired');
      expect(licenceActive).toBe(false);
    });
  });

  const redis = redisUrl();

  /** The per-key limit through HTTP; `shared` marks a limiter that several instances can share. */
  const rateLimitSuite = (makeLimiter: (clock: FakeClock, namespace: string) => RateLimiter, shared: boolean) => () => {
    const namespace = `test:${randomUUID()}:`;
    const env = { RATE_LIMIT_PER_MINUTE: '5', AUTH_FAILURES_PER_MINUTE: '1000000' };
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, {
        database,
        clock: fakeClock(NOON_UTC),
        env,
        limiter: (clock) => makeLimiter(clock, namespace),
      });
    });
    afterAll(async () => t.close());

    const POLICY = '"per-key";q=5;w=60';

    it('allows 5 requests a minute, then answers 429 with Retry-After until the window has moved on', async () => {
      const tenant = await makeTenant(t.deps);
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await call(t.app, { url: '/api/v1/properties', key: tenant.key });
        expect(response.statusCode).toBe(200);
        expect(response.headers['ratelimit-policy']).toBe(POLICY);
        seen.push(String(response.headers.ratelimit));
      }
      expect(seen).toEqual([4, 3, 2, 1, 0].map((left) => `"per-key";r=${left};t=60`));

      const refused = await call(t.app, { url: '/api/v1/properties', key: tenant.key });
      const body = expectProblem(refused, 429, 'rate_limited');
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['ratelimit-policy']).toBe(POLICY);
      expect(refused.headers.ratelimit).toBe('"per-key";r=0;t=60');
      expect(body.detail).toMatch(/5 requests/);
      // /me counts too.
      expectProblem(await call(t.app, { url: '/api/v1/me', key: tenant.key }), 429, 'rate_limited');

      t.clock.advance(20_000);
      const stillRefused = await call(t.app, { url: '/api/v1/properties', key: tenant.key });
      expectProblem(stillRefused, 429, 'rate_limited');
      expect(stillRefused.headers['retry-after']).toBe('40');

      t.clock.advance(40_000);
      const again = await call(t.app, { url: '/api/v1/properties', key: tenant.key });
      expect(again.statusCode).toBe(200);
      expect(again.headers.ratelimit).toBe('"per-key";r=4;t=60');
    });

    it('counts a rolling minute, not a fixed one', async () => {
      const tenant = await makeTenant(t.deps);
      const get = () => call(t.app, { url: '/api/v1/me', key: tenant.key });
      for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200);
      t.clock.advance(50_000);
      for (let i = 0; i < 2; i++) expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expectProblem(refused, 429, 'rate_limited');
      expect(refused.headers['retry-after']).toBe('10');

      // 60 s after the first three: exactly three slots are free again, not five.
      t.clock.advance(10_000);
      const after = [await get(), await get(), await get(), await get()];
      expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expect(after[2]?.headers.ratelimit).toBe('"per-key";r=0;t=50');
      expect(after[3]?.headers['retry-after']).toBe('50');
    });

    it('counts requests refused for a missing scope or plan', async () => {
      const tenant = await makeTenant(t.deps);
      const key = await tenant.keyFor(['tasks:read']);
      for (let i = 0; i < 5; i++) {
        const refused = await call(t.app, { url: '/api/v1/properties', key });
        expectProblem(refused, 403, 'insufficient_scope');
        expect(refused.headers['ratelimit-policy']).toBe(POLICY);
        expect(refused.headers.ratelimit).toBe(`"per-key";r=${4 - i};t=60`);
      }
      expectProblem(await call(t.app, { url: '/api/v1/tasks', key }), 429, 'rate_limited');

      const basic = await makeTenant(t.deps, { plan: 'BASIC' });
      for (let i = 0; i < 5; i++) {
        expectProblem(await call(t.app, { url: '/api/v1/me', key: basic.key }), 403, 'plan_required');
      }
      expectProblem(await call(t.app, { url: '/api/v1/me', key: basic.key }), 429, 'rate_limited');
    });

    it('gives every key its own budget', async () => {
      const tenant = await makeTenant(t.deps);
      const second = await tenant.keyFor(['properties:read']);
      const otherTenant = await makeTenant(t.deps);
      for (let i = 0; i < 5; i++) {
        expect((await call(t.app, { url: '/api/v1/properties', key: tenant.key })).statusCode).toBe(200);
      }
      expectProblem(await call(t.app, { url: '/api/v1/properties', key: tenant.key }), 429, 'rate_limited');

      for (const key of [second, otherTenant.key]) {
        const response = await call(t.app, { url: '/api/v1/properties', key });
        expect(response.statusCode).toBe(200);
        expect(response.headers.ratelimit).toBe('"per-key";r=4;t=60');
      }
    });

    it('sends the policy on every API response, refusals included', async () => {
      const tenant = await makeTenant(t.deps);
      const responses = [
        await call(t.app, { url: '/api/v1/me', key: tenant.key }),
        await call(t.app, { url: '/api/v1/me' }),
        await call(t.app, { url: '/api/v1/properties/999999999', key: tenant.key }),
        await call(t.app, { method: 'POST', url: '/api/v1/properties', key: tenant.key, body: { bogus: true } }),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404, 422]);
      // Without a valid key the budget that applies is the address's failed authentications.
      expect(responses.map((r) => r.headers['ratelimit-policy'])).toEqual([
        POLICY,
        `"failed-auth";q=${env.AUTH_FAILURES_PER_MINUTE};w=60`,
        POLICY,
        POLICY,
      ]);
      for (const response of responses) expect(response.headers.ratelimit).toBeDefined();
    });

    if (shared)
      it('shares one budget between two instances on one Redis', async () => {
        const second = await startTestApp(backend, {
          database,
          clock: t.clock,
          env,
          limiter: (clock) => makeLimiter(clock, namespace),
        });
        try {
          const tenant = await makeTenant(t.deps);
          const statuses: number[] = [];
          for (let i = 0; i < 8; i++) {
            const app = i % 2 === 0 ? t.app : second.app;
            statuses.push((await call(app, { url: '/api/v1/me', key: tenant.key })).statusCode);
          }
          expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

          t.clock.advance(60_000);
          const concurrent = await Promise.all(
            Array.from({ length: 12 }, (_, i) =>
              call(i % 2 === 0 ? t.app : second.app, { url: '/api/v1/me', key: tenant.key }),
            ),
          );
          expect(concurrent.filter((r) => r.statusCode === 200)).toHaveLength(5);
          expect(concurrent.filter((r) => r.statusCode === 429)).toHaveLength(7);
        } finally {
          await second.close();
        }
      });
  };

  describe(
    'rate limit per key, in memory',
    rateLimitSuite((clock) => new MemoryRateLimiter(clock), false),
  );
  describe.skipIf(!redis)(
    `rate limit per key, on Redis${redis ? '' : ' (skipped: REDIS_URL not set)'}`,
    rateLimitSuite((clock, namespace) => new RedisRateLimiter(redis as string, clock, namespace), true),
  );

  describe('failed authentications per client address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend, {
        database,
        clock: fakeClock(NOON_UTC),
        env: { AUTH_FAILURES_PER_MINUTE: '3' },
      });
    });
    afterAll(async () => t.close());

    let lastOctet = 0;
    const nextAddress = () => `203.0.113.${++lastOctet}`;
    const from = (remoteAddress: string, key: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        remoteAddress,
        headers: key === undefined ? {} : { 'x-api-key': key },
      });

    it('answers 429 after 3 failed attempts from one address, while valid keys keep working', async () => {
      const tenant = await makeTenant(t.deps);
      const address = nextAddress();
      for (const bad of ['ct_live_guess', generateApiKey().raw, generateApiKey().raw]) {
        expectUnauthenticated(await from(address, bad));
      }
      const blocked = await from(address, generateApiKey().raw);
      expectProblem(blocked, 429, 'rate_limited');
      expect(Number(blocked.headers['retry-after'])).toBe(60);
      // A valid key from the same address is not slowed down by the failed guesses.
      for (let i = 0; i < 5; i++) {
        const ok = await from(address, tenant.key);
        expect(ok.statusCode).toBe(200);
      }
      // Another address is not affected.
      expectUnauthenticated(await from(nextAddress(), generateApiKey().raw));

      t.clock.advance(60_000);
      expectUnauthenticated(await from(address, generateApiKey().raw));
    });

    it('reports the address’s failed-authentication budget in RateLimit on 401 and on its 429', async () => {
      const address = nextAddress();
      const policies: unknown[] = [];
      const left: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const refused = await from(address, i === 0 ? undefined : generateApiKey().raw);
        expectUnauthenticated(refused);
        policies.push(refused.headers['ratelimit-policy']);
        left.push(refused.headers.ratelimit);
      }
      expect(policies).toEqual(Array(3).fill('"failed-auth";q=3;w=60'));
      expect(left).toEqual([2, 1, 0].map((r) => `"failed-auth";r=${r};t=60`));
      t.clock.advance(15_000);
      const blocked = await from(address, generateApiKey().raw);
      expectProblem(blocked, 429, 'rate_limited');
      expect(blocked.headers['ratelimit-policy']).toBe('"failed-auth";q=3;w=60');
      expect(blocked.headers.ratelimit).toBe('"failed-auth";r=0;t=45');
      expect(blocked.headers['retry-after']).toBe('45');
    });

    it('answers unknown paths (404) and missing methods (405) without RateLimit headers, counting them against nothing', async () => {
      const tenant = await makeTenant(t.deps);
      const address = nextAddress();
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', remoteAddress: address }),
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/no-such-thing',
          remoteAddress: address,
          headers: { 'x-api-key': tenant.key },
        }),
        await t.app.inject({ method: 'DELETE', url: '/api/v1/tasks', remoteAddress: address }),
        await t.app.inject({ method: 'PUT', url: '/api/v1/me', remoteAddress: address, headers: { 'x-api-key': 'x' } }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 405, 405]);
      for (const answer of answers) {
        expect(answer.headers.ratelimit).toBeUndefined();
        expect(answer.headers['ratelimit-policy']).toBeUndefined();
      }
      // Nothing was counted: the address still has its whole failed-authentication budget.
      const first = await from(address, generateApiKey().raw);
      expect(first.headers.ratelimit).toBe('"failed-auth";r=2;t=60');
    });

    it('counts a revoked key as a failed attempt', async () => {
      const tenant = await makeTenant(t.deps);
      const key = await tenant.keyFor(['properties:read']);
      const keyId = await keyIdOf(t.app, key);
      await revokeApiKey(t.deps, tenant.tenant.id, keyId);
      const address = nextAddress();
      for (let i = 0; i < 3; i++) expectUnauthenticated(await from(address, key));
      expectProblem(await from(address, key), 429, 'rate_limited');
    });
  });
});
