import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from './deps.js';

/**
 * The document without a running server, for `caretaker openapi` and the client
 * generator: the app built on an empty in-memory database, asked once, closed.
 */
export async function buildOpenApiDocument(config: Config): Promise<Record<string, unknown>> {
  return withOfflineApp(config, {}, (app) => app.swagger() as unknown as Record<string, unknown>);
}

/**
 * Builds the app on an empty in-memory database, hands it (ready, not listening) to `use`
 * and closes it again: for generators that read the app's routes and schemas. A test may
 * lend a migrated database of its own instead (left open); the routes and schemas do not
 * depend on what it holds.
 */
export async function withOfflineApp<T>(
  config: Config,
  extra: Pick<AppDeps, 'onRoute'>,
  use: (app: FastifyInstance) => T | Promise<T>,
  lent?: Database,
): Promise<T> {
  const [{ buildApp }, { openPglite }, { MemoryRateLimiter }] = await Promise.all([
    import('../app.js'),
    import('../db/client.js'),
    import('../ratelimit/memory.js'),
  ]);
  const database = lent ?? (await openPglite(undefined));
  const clock = () => Date.now();
  const limiter = new MemoryRateLimiter(clock);
  try {
    if (!lent) await database.migrate();
    const app = await buildApp({ config: { ...config, logLevel: 'silent' }, database, limiter, clock, ...extra });
    try {
      await app.ready();
      return await use(app);
    } finally {
      await app.close();
    }
  } finally {
    await limiter.close();
    if (!lent) await database.close();
  }
}
