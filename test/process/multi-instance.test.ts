// Two real `caretaker serve` processes on one PostgreSQL database and one Redis, as in
// a deployment with several instances behind a load balancer: they share one exact
// rate-limit budget per key, and a key revoked with the CLI is refused by both at once.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.js';
import { cliJson, cliOk, killChildren, processEnv, type ServerProcess, startServer } from './processes.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ready = Boolean(databaseUrl && redisUrl);
if (!ready) {
  console.warn('SKIPPING the multi-instance suite: it needs DATABASE_URL and REDIS_URL (CI sets both; see .ci/run).');
}

const LIMIT = 20;

interface KeyJson {
  id: number;
  key: string;
}

describe.skipIf(!ready)(
  `two server instances on one PostgreSQL and one Redis${ready ? '' : ' (skipped: DATABASE_URL and REDIS_URL not set)'}`,
  { timeout: 120_000 },
  () => {
    let env: NodeJS.ProcessEnv;
    let servers: ServerProcess[] = [];
    let accountId: number;
    // Their own database: the servers' workers would otherwise run other suites' jobs.
    let scratch: ScratchDatabase | undefined;

    async function me(server: ServerProcess, key: string) {
      const response = await fetch(`${server.url}/api/v1/me`, { headers: { 'x-api-key': key } });
      return { status: response.status, headers: response.headers, body: await response.text() };
    }

    // Counters are kept per key hash, so a fresh key starts with a full budget even when
    // an earlier run against another database used the same key id.
    async function freshKey(name: string): Promise<KeyJson> {
      const key = await cliJson<KeyJson>(
        ['key', 'create', '--account', String(accountId), '--name', name, '--scopes', 'tasks:read', '--json'],
        env,
      );
      return key;
    }

    beforeAll(async () => {
      scratch = await scratchDatabase(databaseUrl ?? '', 'multi');
      env = processEnv({
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl ?? '',
        // Never used with DATABASE_URL set; pointed somewhere harmless all the same.
        DATA_DIR: path.join(os.tmpdir(), `caretaker-multi-${randomUUID()}`),
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        // Failed authentications are counted per client address in the shared Redis;
        // other suites on 127.0.0.1 must not turn this suite's expected 401s into 429s.
        AUTH_FAILURES_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      });
      const tenant = await cliJson<{ id: number }>(
        ['tenant', 'create', '--name', `Multi ${randomUUID().slice(0, 8)}`, '--json'],
        env,
      );
      const account = await cliJson<{ id: number }>(
        ['account', 'create', '--tenant', String(tenant.id), '--email', `multi-${randomUUID()}@example.test`, '--json'],
        env,
      );
      accountId = account.id;
      servers = await Promise.all([startServer(env), startServer(env)]);
    });

    afterAll(async () => {
      await Promise.allSettled(servers.map((server) => server.stop('SIGTERM', 15_000)));
      await killChildren();
      await scratch?.drop();
    });

    it(`shares one budget of ${LIMIT} per key: exactly ${LIMIT} succeed across both, then 429 from either`, async () => {
      const { key } = await freshKey('budget');
      const [a, b] = servers as [ServerProcess, ServerProcess];
      for (let i = 0; i < LIMIT; i++) {
        const server = i % 2 === 0 ? a : b;
        const response = await me(server, key);
        expect(response.status, `request ${i + 1} on instance ${i % 2 === 0 ? 'A' : 'B'}`).toBe(200);
        expect(response.headers.get('ratelimit-policy')).toBe(`"per-key";q=${LIMIT};w=60`);
        // The count left is the shared one: each instance sees the other's requests.
        expect(response.headers.get('ratelimit')).toMatch(new RegExp(`^"per-key";r=${LIMIT - 1 - i};t=\\d+$`));
      }
      for (const server of [a, b, a]) {
        const refused = await me(server, key);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(JSON.parse(refused.body)).toMatchObject({ status: 429, code: 'rate_limited' });
      }
    });

    it('a key revoked with the CLI while both run is refused by each on its very next request', async () => {
      const fresh = await freshKey('to revoke');
      for (const server of servers) expect((await me(server, fresh.key)).status).toBe(200);

      await cliOk(['key', 'revoke', String(fresh.id)], env);

      for (const server of servers) {
        const response = await me(server, fresh.key);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
    });

    it('both instances are still up and stop cleanly on SIGTERM', async () => {
      for (const server of servers) expect(server.running(), server.output().stderr).toBe(true);
      const exits = await Promise.all(servers.map((server) => server.stop('SIGTERM', 30_000)));
      for (const [i, exit] of exits.entries()) {
        expect(exit, servers[i]?.output().stderr).toEqual({ code: 0, signal: null });
      }
    });
  },
);
