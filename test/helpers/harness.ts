import { InProcessPdfRenderer } from '../../src/platform/pdf/in-process.js';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { AppDeps } from '../../src/http/deps.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import { type FileStore, MemoryFileStore } from '../../src/platform/file-store/file-store.js';
import { PostgresFileStore } from '../../src/platform/file-store/postgres-file-store.js';
import { createAccount, type PropertyAccess } from '../../src/modules/accounts/accounts.service.js';
import { createApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { createTenant, type Plan, type Tenant } from '../../src/modules/tenants/tenants.service.js';
import type { ServiceDeps } from '../../src/modules/shared/context.js';
import { SCOPES, type Scope } from '../../src/modules/access/scopes.js';
import type { RateLimiter } from '../../src/ratelimit/limiter.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { type Backend, backends, describeEachBackend, redisUrl } from './backends.js';
import { migratedScratchDatabase } from './scratch-database.js';

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
  /**
   * Where the app keeps uploaded files: as in production on PostgreSQL (the database's own
   * store), in memory on PGlite, unless a test passes its own.
   */
  fileStore: FileStore;
  close(): Promise<void>;
}

/**
 * The files of a freshly migrated in-memory PGlite, taken from the first one this process
 * opens; later ones start from a copy (about a third of the CPU initdb and migrations take).
 */
let pgliteFiles: Promise<Blob> | undefined;

async function openMigrated(backend: Backend): Promise<Database> {
  if (backend.name === 'postgres') {
    const database = await openPostgres(backend.url as string);
    await database.migrate();
    return database;
  }
  if (pgliteFiles) return openPglite(undefined, await pgliteFiles);
  const first = openPglite(undefined).then(async (database) => {
    await database.migrate();
    return database;
  });
  pgliteFiles = first.then((database) => (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none'));
  await pgliteFiles;
  return first;
}

/** This worker's in-memory PGlite, made on first use and kept open for the worker's life. */
let sharedPglite: Promise<Database> | undefined;

function sharedPgliteHandle(): Promise<Database> {
  sharedPglite ??= openMigrated({ name: 'pglite' }).then((database) => ({
    ...database,
    // Suites come and go; the database stays for the next one (the process ends with the worker).
    close: async () => undefined,
  }));
  return sharedPglite;
}

/**
 * A migrated database for a suite. On PGlite: this worker's one in-memory database, which
 * the suites of a worker share (closing the handle leaves it open), or with `fresh` a new
 * one of its own, empty but for the migrations. On PostgreSQL: a new pool on the shared
 * test database. Sharing is safe because tests never truncate: each makes its own tenant.
 * Creating a PGlite database costs seconds (initdb), sharing one costs nothing.
 */
export async function openBackend(
  backend: Backend,
  options: {
    fresh?: boolean;
    /**
     * The suite runs jobs (a JobRunner or a worker) or a scan across tenants (such as
     * marking missed plan occurrences): on PostgreSQL it gets a scratch database of its
     * own, dropped on close, since a runner claims every due job in its database, a scan
     * with the suite's clock would change other suites' rows, and suites run in parallel.
     * On PGlite a database of its own too (a copy of the migrated one, seconds cheaper than
     * a new one): the worker's shared database holds every earlier suite's tenants, whose
     * due jobs and overdue tasks the suite's runner and scans would work through.
     */
    runsJobs?: boolean;
  } = {},
): Promise<Database> {
  if (backend.name === 'pglite' && !options.fresh && !options.runsJobs) return sharedPgliteHandle();
  if (backend.name === 'postgres' && options.runsJobs) {
    const scratch = await migratedScratchDatabase(backend.url as string, 'jobs');
    const database = await openPostgres(scratch.url);
    return {
      ...database,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  return openMigrated(backend);
}

/**
 * Builds the real app on PGlite (see openBackend: the worker's shared database, or with
 * `fresh` an empty one, as a first run needs) or on the shared PostgreSQL test database.
 * Tests never truncate: each one makes its own tenant.
 */
export async function startTestApp(
  backend: Backend,
  options: {
    env?: Record<string, string>;
    clock?: FakeClock;
    limiter?: (clock: FakeClock) => RateLimiter;
    database?: Database;
    /** A database of its own, with no tenant in it (PGlite; PostgreSQL is always shared). */
    fresh?: boolean;
    /** The suite runs jobs: see openBackend. */
    runsJobs?: boolean;
    fileStore?: FileStore;
    /** Told of every route as it is registered, with its schemas. */
    onRoute?: AppDeps['onRoute'];
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? fakeClock();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...options.env,
  });
  const database =
    options.database ?? (await openBackend(backend, { fresh: options.fresh, runsJobs: options.runsJobs }));
  const limiter = options.limiter ? options.limiter(clock) : new MemoryRateLimiter(clock);
  const fileStore =
    options.fileStore ?? (database.kind === 'postgres' ? new PostgresFileStore(database.db) : new MemoryFileStore());
  const app = await buildApp({
    config,
    database,
    limiter,
    clock,
    fileStore,
    pdf: new InProcessPdfRenderer(),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
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
