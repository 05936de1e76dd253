import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { type FileStore, MemoryFileStore } from '../../src/files/file-store.js';
import { createAccount, type PropertyAccess } from '../../src/modules/accounts/accounts.service.js';
import { createApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { createTenant, type Plan, type Tenant } from '../../src/modules/tenants/tenants.service.js';
import type { ServiceDeps } from '../../src/modules/shared/context.js';
import { SCOPES, type Scope } from '../../src/auth/scopes.js';
import type { RateLimiter } from '../../src/ratelimit/limiter.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { type Backend, backends, describeEachBackend, redisUrl } from './backends.js';

export { backends, describeEachBackend, redisUrl, type Backend };

/** A clock tests move by hand. */
export interface FakeClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function fakeClock(start = Date.now()): FakeClock {
  let now = start;
  const clock = (() => now) as FakeClock;
  clock.set = (ms) => {
    now = ms;
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  config: Config;
  deps: ServiceDeps;
  /** Where the app keeps uploaded files: in memory unless a test passes its own. */
  fileStore: FileStore;
  close(): Promise<void>;
}

export async function openBackend(backend: Backend): Promise<Database> {
  const database = backend.name === 'pglite' ? await openPglite(undefined) : await openPostgres(backend.url as string);
  await database.migrate();
  return database;
}

/**
 * Builds the real app on a fresh in-memory PGlite or on the shared PostgreSQL test
 * database. Tests never truncate: each one makes its own tenant.
 */
export async function startTestApp(
  backend: Backend,
  options: {
    env?: Record<string, string>;
    clock?: FakeClock;
    limiter?: (clock: FakeClock) => RateLimiter;
    database?: Database;
    fileStore?: FileStore;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? fakeClock();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...options.env,
  });
  const database = options.database ?? (await openBackend(backend));
  const limiter = options.limiter ? options.limiter(clock) : new MemoryRateLimiter(clock);
  const fileStore = options.fileStore ?? new MemoryFileStore();
  const app = await buildApp({ config, database, limiter, clock, fileStore });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    deps: { database, clock },
    fileStore,
    close: async () => {
      await app.close();
      await limiter.close();
      if (!options.database) await database.close();
    },
  };
}

export interface TenantFixture {
  tenant: Tenant;
  accountId: number;
  /** A key with every scope, bound to the tenant's first (all-properties) account. */
  key: string;
  /** Makes another key on an account of this tenant. */
  keyFor(scopes: readonly Scope[], accountId?: number): Promise<string>;
  /** Makes another account, limited to the given properties or seeing all. */
  account(properties?: PropertyAccess): Promise<number>;
}

export async function makeTenant(
  deps: ServiceDeps,
  options: { plan?: Plan; licenceValidUntil?: string; timezone?: string; modules?: string[] } = {},
): Promise<TenantFixture> {
  const tenant = await createTenant(deps, { name: `Tenant ${randomUUID().slice(0, 8)}`, ...options });
  const account = async (properties: PropertyAccess = 'all') =>
    (await createAccount(deps, tenant.id, { email: `${randomUUID()}@example.test`, properties })).id;
  const accountId = await account();
  const keyFor = async (scopes: readonly Scope[], forAccount = accountId) =>
    (await createApiKey(deps, tenant.id, { accountId: forAccount, name: 'test key', scopes: [...scopes] })).key;
  return { tenant, accountId, key: await keyFor(SCOPES), keyFor, account };
}

export interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS';
  url: string;
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API as an integrator would: the key in X-Api-Key, JSON bodies. */
export async function call(app: FastifyInstance, request: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.key !== undefined) headers['x-api-key'] = request.key;
  if (request.body !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers,
    ...(request.body !== undefined
      ? { payload: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) }
      : {}),
  });
}

/** Creates a property through the API and returns its id. */
export async function createPropertyVia(app: FastifyInstance, key: string, body: Record<string, unknown> = {}) {
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/properties',
    key,
    body: { name: `Property ${randomUUID().slice(0, 6)}`, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`property not created: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}
