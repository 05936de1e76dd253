// What the public event feed adds to an API write. Every write records its event (the feed
// position drawn from the tenant's counter, the event row with the resource, and its
// dispatch job where a subscriber listens) in its own transaction. Measured in this
// process, on PGlite and (with DATABASE_URL) PostgreSQL, with the app as `npm start` builds
// it (PostgreSQL: the Redis rate limiter when REDIS_URL is set, as with several instances):
//   API: `POST /api/v1/tasks` with an API key, through the whole app (app.inject: key
//        lookup, rate limit, validation, the service, the response's serialisation);
//   service: createTask, the same write without the HTTP layer.
// Each twice: as it is, and the same code with the event left out (leaveOutEventsForBench,
// which only this bench sets: the change records no event at all). The two alternate in
// rounds, in turn first, so a busy machine slows both alike; the figure is A / B - 1, what
// the event adds to a write (target: under 5 % of the API write). Beside the time, the CPU
// time per write (this process's, which on PGlite includes the database, plus on
// PostgreSQL that of the database's backends when it runs on this machine), which a busy
// machine inflates far less than the time.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { makeRateLimiter } from '../src/main.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import type { AccountActor } from '../src/modules/access/actor.js';
import { SCOPES } from '../src/modules/access/scopes.js';
import { createApiKey } from '../src/modules/api-keys/api-keys.service.js';
import { createProperty } from '../src/modules/properties/properties.service.js';
import { createTask } from '../src/modules/tasks/tasks.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { leaveOutEventsForBench } from '../src/platform/events/events.js';

const ROUNDS = Number(process.env.BENCH_EVENT_ROUNDS ?? 12);
const PER_ROUND = Number(process.env.BENCH_EVENT_WRITES ?? 150);
const TARGET_SHARE = 0.05;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface Figures {
  withMs: number;
  withoutMs: number;
  share: number;
  /** CPU ms per write (process + database backends), undefined where the backends cannot be seen. */
  cpuWithMs: number | undefined;
  cpuWithoutMs: number | undefined;
  cpuShare: number | undefined;
}

/**
 * On-CPU time so far, in ms, of the PostgreSQL backends serving `database` when the server
 * runs on this machine (Linux: /proc/<pid>/schedstat, in ns), summed; undefined when they
 * cannot be seen.
 */
function backendCpuMs(database: string): number | undefined {
  try {
    let total = 0;
    let found = false;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
        total += Number(readFileSync(`/proc/${entry}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
        found = true;
      } catch {
        // the process ended meanwhile
      }
    }
    return found ? total : undefined;
  } catch {
    return undefined;
  }
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function engine(name: string, env: Record<string, string>) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // High enough that the limiter counts every request but never refuses one.
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...env,
  });
  const database = await openDatabase(config, 'bench');
  const limiter = makeRateLimiter(config);
  try {
    await database.migrate();
    const clock = Date.now;
    const app = await buildApp({ config, database, limiter, clock });
    await app.ready();
    const deps = { database, clock };
    const tenant = await createTenant(deps, { name: `Bench events ${randomUUID().slice(0, 6)}` });
    const account = await createAccount(deps, tenant.id, { email: `${randomUUID()}@bench.test`, properties: 'all' });
    const { key } = await createApiKey(deps, tenant.id, { accountId: account.id, name: 'bench', scopes: [...SCOPES] });
    const actor: AccountActor = { kind: 'api_key', tenantId: tenant.id, accountId: account.id, allProperties: true };
    const property = await createProperty(deps, actor, { name: 'Bench site' });
    const body = (n: number) => ({
      uuid: randomUUID(),
      title: `Clean stairwell ${n}`,
      property_id: property.id,
      due_date: '2026-12-01',
      description: 'Weekly cleaning of the stairwell, floors 1 to 5.',
    });
    const api = async (n: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/tasks',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify(body(n)),
      });
      if (response.statusCode !== 201) throw new Error(`POST /api/v1/tasks: ${response.statusCode} ${response.body}`);
    };
    const service = async (n: number) => {
      const { created } = await createTask(deps, actor, body(n));
      if (!created) throw new Error('createTask created nothing');
    };
    // The PostgreSQL backends to watch, by the database they serve (the same machine only).
    const served = config.databaseUrl === undefined ? undefined : new URL(config.databaseUrl);
    const backendsOf =
      served && ['127.0.0.1', 'localhost', '[::1]'].includes(served.hostname)
        ? decodeURIComponent(served.pathname.slice(1))
        : undefined;
    const cpuMs = () => {
      const backends = backendsOf === undefined ? 0 : backendCpuMs(backendsOf);
      return backends === undefined ? undefined : processCpuMs() + backends;
    };
    const time = async (write: (n: number) => Promise<void>, withEvents: boolean) => {
      leaveOutEventsForBench(!withEvents);
      try {
        const cpuBefore = cpuMs();
        const started = performance.now();
        for (let i = 0; i < PER_ROUND; i++) await write(i);
        const ms = (performance.now() - started) / PER_ROUND;
        const cpuAfter = cpuMs();
        const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / PER_ROUND;
        return { ms, cpu };
      } finally {
        leaveOutEventsForBench(false);
      }
    };
    const compare = async (write: (n: number) => Promise<void>): Promise<Figures> => {
      // Warm-up of both.
      await time(write, true);
      await time(write, false);
      const whole: { ms: number; cpu: number | undefined }[] = [];
      const alone: { ms: number; cpu: number | undefined }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Each goes first in every other round.
        if (round % 2 === 0) {
          whole.push(await time(write, true));
          alone.push(await time(write, false));
        } else {
          alone.push(await time(write, false));
          whole.push(await time(write, true));
        }
      }
      const withMs = median(whole.map((r) => r.ms));
      const withoutMs = median(alone.map((r) => r.ms));
      const cpus = (rounds: typeof whole) => rounds.flatMap((r) => (r.cpu === undefined ? [] : [r.cpu]));
      const seen = cpus(whole).length === ROUNDS && cpus(alone).length === ROUNDS;
      const cpuWithMs = seen ? median(cpus(whole)) : undefined;
      const cpuWithoutMs = seen ? median(cpus(alone)) : undefined;
      return {
        withMs,
        withoutMs,
        share: withMs / withoutMs - 1,
        cpuWithMs,
        cpuWithoutMs,
        cpuShare: cpuWithMs === undefined || cpuWithoutMs === undefined ? undefined : cpuWithMs / cpuWithoutMs - 1,
      };
    };
    const viaApi = await compare(api);
    const viaService = await compare(service);
    await app.close();
    return { name, limiter: config.redisUrl ? 'Redis' : 'memory', api: viaApi, service: viaService };
  } finally {
    await limiter.close();
    await database.close();
  }
}

export async function benchEvents(command: string): Promise<string> {
  const results: Awaited<ReturnType<typeof engine>>[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-events-'));
  try {
    results.push(await engine('PGlite', { DATA_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `caretaker_bench_ev_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    try {
      results.push(
        await engine('PostgreSQL', {
          DATABASE_URL: scratch.toString(),
          ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        }),
      );
    } finally {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
  }
  const verdict = (share: number) => (share < TARGET_SHARE ? 'met' : '**missed**');
  const pct = (share: number | undefined) => (share === undefined ? '–' : `${(share * 100).toFixed(1)} %`);
  const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));
  const row = (r: (typeof results)[number], what: string, f: Figures, target: string) =>
    `| ${r.name} (${r.limiter}) | ${what} | ${ms(f.withMs)} | ${ms(f.withoutMs)} | ${pct(f.share)} | ${ms(f.cpuWithMs)} | ${ms(f.cpuWithoutMs)} | ${pct(f.cpuShare)} | ${target} |`;
  return [
    '## Event rows on API writes',
    '',
    `\`POST /api/v1/tasks\` with an API key through the whole app (\`app.inject\`: key lookup, rate limit, validation, the task and its event in one transaction, the response), against the same code with the event left out (no feed position, row or dispatch job; a switch only the bench sets); below it the same for \`createTask\`, the service alone. ${ROUNDS} alternating rounds of ${PER_ROUND} writes of each, median per-write time and CPU time (this process's, which on PGlite includes the database, plus that of the PostgreSQL backends; a busy machine inflates it far less than the time). No webhook endpoint, so no dispatch job (as for a tenant without one). \`${command}\`, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end.${url ? '' : ' PostgreSQL SKIPPED: DATABASE_URL is not set.'}`,
    '',
    '| Engine (rate limiter) | Write | with its event, ms | without, ms | added | CPU with, ms | CPU without, ms | CPU added | target: added < 5 % |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.flatMap((r) => [
      row(
        r,
        'API',
        r.api,
        `${verdict(r.api.share)} (CPU: ${r.api.cpuShare === undefined ? '–' : verdict(r.api.cpuShare)})`,
      ),
      row(r, 'service', r.service, ''),
    ]),
    '',
    '',
  ].join('\n');
}
