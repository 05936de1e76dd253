// The key cache must never let a change to what a key may do wait: revoking it,
// deactivating or limiting its account, or changing the tenant's plan, licence or modules
// holds on the very next request, on the instance that made the change and on others.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { apiKeys } from '../../src/db/schema.js';
import { updateAccount } from '../../src/modules/accounts/accounts.service.js';
import { listApiKeys, revokeApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { KEY_CACHE_MAX_AGE_MS, principalsChanged, sharedEpochName } from '../../src/modules/api-keys/key-cache.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import { RedisRateLimiter } from '../../src/ratelimit/redis.js';
import {
  call,
  createPropertyVia,
  fakeClock,
  makeTenant,
  openBackend,
  redisUrl,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';

type Change = {
  name: string;
  /** Makes the change through the services, as the portal, the API and the CLI do. */
  apply: (t: TestApp, f: TenantFixture) => Promise<void>;
  /** What the next request with the key must answer. */
  url: string;
  status: number;
  code?: string;
};

const keyId = async (t: TestApp, f: TenantFixture) => {
  const keys = await listApiKeys(t.database.db, f.tenant.id);
  const key = keys.find((k) => k.revoked_at === null);
  if (!key) throw new Error('no live key');
  return key.id;
};

const CHANGES: Change[] = [
  {
    name: 'revoking the key',
    apply: async (t, f) => {
      await revokeApiKey(t.deps, f.tenant.id, await keyId(t, f));
    },
    url: '/api/v1/me',
    status: 401,
    code: 'unauthenticated',
  },
  {
    name: 'deactivating its account',
    apply: async (t, f) => {
      await updateAccount(t.deps, f.tenant.id, f.accountId, { active: false });
    },
    url: '/api/v1/me',
    status: 401,
    code: 'unauthenticated',
  },
  {
    name: 'deactivating its account through the accounts API',
    apply: async (t, f) => {
      const admin = await f.keyFor(SCOPES, await f.account());
      const response = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/accounts/${f.accountId}`,
        key: admin,
        body: { active: false },
      });
      expect(response.statusCode).toBe(200);
    },
    url: '/api/v1/me',
    status: 401,
    code: 'unauthenticated',
  },
  {
    name: 'moving the tenant to BASIC',
    apply: async (t, f) => {
      await updateTenant(t.deps, f.tenant.id, { plan: 'BASIC' });
    },
    url: '/api/v1/me',
    status: 403,
    code: 'plan_required',
  },
  {
    name: 'switching the material module off',
    apply: async (t, f) => {
      await updateTenant(t.deps, f.tenant.id, { modules: [] });
    },
    url: '/api/v1/material/items',
    status: 403,
    code: 'module_disabled',
  },
];

async function warm(t: TestApp, key: string, url: string): Promise<void> {
  // Twice: the first request learns the key's tenant, the second caches the principal.
  for (let i = 0; i < 3; i++) expect((await call(t.app, { url, key })).statusCode).toBe(200);
}

describe('key cache on one instance [pglite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ name: 'pglite' });
  });
  afterAll(async () => t.close());

  for (const change of CHANGES) {
    it(`${change.name} holds on the next request`, async () => {
      const f = await makeTenant(t.deps, { modules: ['material'] });
      await warm(t, f.key, change.url);
      await change.apply(t, f);
      const response = await call(t.app, { url: change.url, key: f.key });
      expect(response.statusCode).toBe(change.status);
      if (change.code) expect(response.json<{ code: string }>().code).toBe(change.code);
    });
  }

  it('limiting the account to a list of properties narrows the next list', async () => {
    const f = await makeTenant(t.deps);
    const seen = await createPropertyVia(t.app, f.key);
    await createPropertyVia(t.app, f.key);
    await warm(t, f.key, '/api/v1/properties');
    await updateAccount(t.deps, f.tenant.id, f.accountId, { properties: [seen] });
    const response = await call(t.app, { url: '/api/v1/properties', key: f.key });
    expect(response.json<{ data: { id: number }[] }>().data.map((p) => p.id)).toEqual([seen]);
  });

  it('an expired licence blocks the next write', async () => {
    const f = await makeTenant(t.deps);
    await warm(t, f.key, '/api/v1/me');
    await updateTenant(t.deps, f.tenant.id, { licenceValidUntil: '2020-01-01' });
    const response = await call(t.app, { method: 'POST', url: '/api/v1/properties', key: f.key, body: { name: 'X' } });
    expect(response.statusCode).toBe(402);
  });

  it('keys of other tenants stay cached and keep working', async () => {
    const a = await makeTenant(t.deps);
    const b = await makeTenant(t.deps);
    await warm(t, a.key, '/api/v1/me');
    await warm(t, b.key, '/api/v1/me');
    await revokeApiKey(t.deps, a.tenant.id, await keyId(t, a));
    expect((await call(t.app, { url: '/api/v1/me', key: a.key })).statusCode).toBe(401);
    expect((await call(t.app, { url: '/api/v1/me', key: b.key })).statusCode).toBe(200);
  });

  it('a change made by hand in SQL holds once the cache entry is too old', async () => {
    const f = await makeTenant(t.deps);
    await warm(t, f.key, '/api/v1/me');
    await revokeByHand(t, f);
    // Nothing announced the change: the cached principal serves until it is too old.
    expect((await call(t.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(200);
    t.clock.advance(KEY_CACHE_MAX_AGE_MS);
    expect((await call(t.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(401);
  });

  it('a change announced through a copy of the database handle (as transactions make) holds at once', async () => {
    const f = await makeTenant(t.deps);
    await warm(t, f.key, '/api/v1/me');
    await revokeByHand(t, f);
    await principalsChanged({ ...t.database }, f.tenant.id);
    expect((await call(t.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(401);
  });
});

/** Revokes the tenant's live key in SQL, announcing nothing. */
async function revokeByHand(t: TestApp, f: TenantFixture): Promise<void> {
  const id = await keyId(t, f);
  await t.database.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.tenantId, f.tenant.id), eq(apiKeys.id, id)));
}

/** Shared counters in memory, as Redis keeps them; `failing` makes every bump fail. */
class SharedMemoryLimiter extends MemoryRateLimiter {
  failing = false;
  private readonly counters = new Map<string, number>();

  async hitAndRead(key: string, limit: number, windowMs: number, counter: string) {
    return { ...(await this.hit(key, limit, windowMs)), counter: this.counters.get(counter) ?? 0 };
  }

  bump(counter: string): Promise<void> {
    if (this.failing) return Promise.reject(new Error('connection lost'));
    this.counters.set(counter, (this.counters.get(counter) ?? 0) + 1);
    return Promise.resolve();
  }
}

describe('key cache with shared epochs [pglite]', () => {
  let t: TestApp;
  let limiter: SharedMemoryLimiter;
  beforeAll(async () => {
    t = await startTestApp(
      { name: 'pglite' },
      {
        limiter: (clock) => {
          limiter = new SharedMemoryLimiter(clock);
          return limiter;
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('serves a known key from the cache, checking the shared epoch', async () => {
    const f = await makeTenant(t.deps);
    await warm(t, f.key, '/api/v1/me');
    await revokeByHand(t, f);
    expect((await call(t.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(200);
    // Another instance's change reaches only the shared epoch.
    await limiter.bump(sharedEpochName(f.tenant.id));
    expect((await call(t.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(401);
  });

  it('a change whose announcement fails is saved but answered 503, and holds here at once', async () => {
    const f = await makeTenant(t.deps);
    const admin = await f.keyFor(SCOPES, await f.account());
    await warm(t, f.key, '/api/v1/me');
    limiter.failing = true;
    try {
      const response = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/accounts/${f.accountId}`,
        key: admin,
        body: { active: false },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ code: string; detail: string }>().detail).toContain('saved');
    } finally {
      limiter.failing = false;
    }
    expect((await call(t.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(401);
    const account = await call(t.app, { url: `/api/v1/accounts/${f.accountId}`, key: admin });
    expect(account.json<{ active: boolean }>().active).toBe(false);
  });
});

const redis = redisUrl();
const postgresUrl = process.env.DATABASE_URL;
const reason = !postgresUrl ? 'DATABASE_URL is not set' : !redis ? 'REDIS_URL is not set' : '';
if (reason) console.warn(`SKIPPING the two-instance key cache suite: ${reason} (CI sets both; see .ci/run).`);

describe.skipIf(reason !== '')(
  `key cache across two instances on PostgreSQL and Redis${reason ? ` (skipped: ${reason})` : ''}`,
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const namespace = `test:${randomUUID()}:`;
      const clock = fakeClock();
      // Two instances: own database handles and Redis connections, as two processes have.
      const open = async () =>
        startTestApp(
          { name: 'postgres', url: postgresUrl },
          {
            clock,
            database: await openBackend({ name: 'postgres', url: postgresUrl }),
            limiter: () => new RedisRateLimiter(redis as string, undefined, namespace),
          },
        );
      a = await open();
      b = await open();
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await a.database.close();
      await b.database.close();
    });

    for (const change of CHANGES) {
      it(`${change.name} on one instance holds on the other's next request`, async () => {
        const f = await makeTenant(a.deps, { modules: ['material'] });
        await warm(a, f.key, change.url);
        await change.apply(b, f);
        const response = await call(a.app, { url: change.url, key: f.key });
        expect(response.statusCode).toBe(change.status);
        if (change.code) expect(response.json<{ code: string }>().code).toBe(change.code);
      });
    }

    it('a known key is served from the cache while the shared epoch stands', async () => {
      const f = await makeTenant(a.deps);
      await warm(a, f.key, '/api/v1/me');
      await revokeByHand(b, f);
      // Nothing announced it: instance a still trusts its entry, which proves the cache serves.
      expect((await call(a.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(200);
      a.clock.advance(KEY_CACHE_MAX_AGE_MS);
      expect((await call(a.app, { url: '/api/v1/me', key: f.key })).statusCode).toBe(401);
    });

    it('a key is looked up again after a change on the other instance', async () => {
      const f = await makeTenant(a.deps);
      await warm(a, f.key, '/api/v1/me');
      await updateTenant(b.deps, f.tenant.id, { name: 'Renamed by the other instance' });
      const me = await call(a.app, { url: '/api/v1/me', key: f.key });
      expect(me.json<{ tenant: { name: string } }>().tenant.name).toBe('Renamed by the other instance');
    });
  },
);
