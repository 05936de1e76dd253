import { buildApp } from './app.js';
import { type Config } from './config.js';
import type { Database } from './db/client.js';
import { openDatabase } from './db/open.js';
import { countTenants } from './modules/tenants/tenants.service.js';
import type { RateLimiter } from './ratelimit/limiter.js';
import { MemoryRateLimiter } from './ratelimit/memory.js';
import { RedisRateLimiter } from './ratelimit/redis.js';

export function makeRateLimiter(config: Config): RateLimiter {
  return config.redisUrl !== undefined ? new RedisRateLimiter(config.redisUrl) : new MemoryRateLimiter();
}

/**
 * Runs the HTTP server until SIGTERM or SIGINT, then stops taking requests, lets the
 * in-flight ones finish, and closes the database (checkpointing PGlite) and Redis.
 */
export async function serve(config: Config): Promise<void> {
  const database: Database = await openDatabase(config, 'serve');
  let limiter: RateLimiter | undefined;
  try {
    await database.migrate();
    limiter = makeRateLimiter(config);
    const app = await buildApp({ config, database, limiter, clock: Date.now });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      try {
        await app.close();
        await limiter?.close();
      } finally {
        await database.close();
        app.log.info('stopped');
        process.exit(0);
      }
    };
    process.on('SIGTERM', (s) => void stop(s));
    process.on('SIGINT', (s) => void stop(s));
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    app.log.info(
      { database: database.kind, rateLimiter: config.redisUrl ? 'redis' : 'memory', port },
      `Caretaker listening on port ${port}`,
    );
    if ((await countTenants(database.db).catch(() => undefined)) === 0) {
      const setUp = `No tenant yet. Open ${config.publicUrl ?? `http://localhost:${port}`}/ to set up your organisation in the portal.`;
      app.log.info(
        database.kind === 'pglite'
          ? `${setUp} Or, to try it with demo data: stop the server (Ctrl-C), run \`npx caretaker demo\`, start it again and use the key and portal sign-in it prints.`
          : `${setUp} Or, to try it with demo data, run \`npx caretaker demo\` with the same DATABASE_URL and use the key and portal sign-in it prints.`,
      );
    }
  } catch (error) {
    await limiter?.close();
    await database.close();
    throw error;
  }
}
