// Webhook fan-out: 10,000 events of one tenant to three endpoints on loopback, two that
// answer at once and one that answers each request after 10 s. The events are recorded
// first, as API writes record them (the event and its dispatch job in the write's
// transaction, here 100 writes a transaction), then the worker's JobRunner (the real job
// kinds, 4 jobs at a time, as `caretaker serve` and `caretaker worker` run it) starts, and
// the clock runs until both fast endpoints hold every event (target: within 60 s). The same
// is measured without the slow endpoint: the two times side by side show whether the slow
// one holds the fast ones up. PostgreSQL with DATABASE_URL, else PGlite.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import type { AccountActor } from '../src/modules/access/actor.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import { createProperty } from '../src/modules/properties/properties.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { createEndpoint, updateEndpoint } from '../src/modules/webhooks/webhooks.service.js';
import { recordEvents } from '../src/platform/events/events.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { OutboxMailer } from '../src/platform/mail/outbox.js';
import { installSubscribers } from '../src/subscribers.js';
import { JOB_KINDS } from '../src/worker.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const SLOW_MS = 10_000;
const TARGET_MS = 60_000;
const CONCURRENCY = 4;
const LIMIT_MS = Number(process.env.BENCH_WEBHOOK_LIMIT_MS ?? 300_000);

interface Receiver {
  url: string;
  ids: Set<string>;
  requests: number;
  close(): Promise<void>;
}

async function receiver(delayMs: number): Promise<Receiver> {
  const ids = new Set<string>();
  const state = { requests: 0 };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      state.requests++;
      const answer = () => {
        ids.add(String(request.headers['webhook-id']));
        response.writeHead(204).end();
      };
      if (delayMs > 0) setTimeout(answer, delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    ids,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Run {
  withSlow: boolean;
  recordMs: number;
  fastMs: number | undefined;
  fastGot: number[];
  slowGot: number;
}

async function run(database: Database, withSlow: boolean): Promise<Run> {
  const deps = { database, clock: Date.now };
  const config = loadConfig({ WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8', LOG_LEVEL: 'silent' });
  const tenant = await createTenant(deps, { name: `Bench webhooks ${randomUUID().slice(0, 6)}` });
  const account = await createAccount(deps, tenant.id, { email: `${randomUUID()}@bench.test`, properties: 'all' });
  const actor: AccountActor = { kind: 'api_key', tenantId: tenant.id, accountId: account.id, allProperties: true };
  const property = await createProperty(deps, actor, { name: 'Bench site' });
  const fast = [await receiver(0), await receiver(0)];
  const slow = withSlow ? await receiver(SLOW_MS) : undefined;
  const endpointIds: number[] = [];
  const runner = new JobRunner({
    database,
    kinds: JOB_KINDS,
    ports: { mailer: new OutboxMailer(), config },
    log: pino({ level: 'silent' }),
    concurrency: CONCURRENCY,
  });
  try {
    // Events from before the endpoints are not sent: let the set-up's go first.
    await runner.runDue();
    for (const hook of [...fast, ...(slow ? [slow] : [])]) {
      const { endpoint } = await createEndpoint({ ...deps, allowNetworks: config.webhookAllowNetworks }, actor, {
        url: hook.url,
        event_types: ['task.created'],
      });
      endpointIds.push(endpoint.id);
    }
    let started = performance.now();
    for (let done = 0; done < EVENTS; done += 100) {
      await database.db.transaction(async (tx) =>
        recordEvents(
          tx,
          Date.now,
          Array.from({ length: Math.min(100, EVENTS - done) }, (_, i) => ({
            tenantId: tenant.id,
            type: 'task.created' as const,
            origin: 'api' as const,
            subjectId: done + i + 1,
            propertyId: property.id,
            object: {
              id: done + i + 1,
              title: `Clean stairwell ${done + i}`,
              property_id: property.id,
              status: 'open',
              due_date: '2026-12-01',
              description: 'Weekly cleaning of the stairwell, floors 1 to 5.',
            },
          })),
        ),
      );
    }
    const recordMs = performance.now() - started;
    started = performance.now();
    await runner.start();
    let fastMs: number | undefined;
    while (performance.now() - started < LIMIT_MS) {
      if (fast.every((hook) => hook.ids.size >= EVENTS)) {
        fastMs = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      withSlow,
      recordMs,
      fastMs,
      fastGot: fast.map((hook) => hook.ids.size),
      slowGot: slow?.ids.size ?? 0,
    };
  } finally {
    // Switched off, so the next run's worker does not go on with this run's slow endpoint.
    const webhookDeps = { ...deps, allowNetworks: config.webhookAllowNetworks };
    for (const id of endpointIds) await updateEndpoint(webhookDeps, actor, id, { enabled: false });
    await runner.stop(100);
    for (const hook of [...fast, ...(slow ? [slow] : [])]) await hook.close();
  }
}

async function onEngine<T>(work: (database: Database, engine: string) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-webhooks-'));
    const database = await openPglite(dir);
    try {
      await database.migrate();
      installSubscribers(database);
      return await work(database, 'PGlite');
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `caretaker_bench_wh_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openPostgres(scratch.toString());
  try {
    await database.migrate();
    installSubscribers(database);
    return await work(database, 'PostgreSQL');
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

export async function benchWebhooks(command: string): Promise<string> {
  const { engine, runs } = await onEngine(async (database, engine) => {
    const runs = [await run(database, true), await run(database, false)];
    return { engine, runs };
  });
  const seconds = (ms: number | undefined) =>
    ms === undefined ? `not within ${LIMIT_MS / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
  const verdict = (ms: number | undefined) => (ms !== undefined && ms <= TARGET_MS ? 'met' : '**missed**');
  return [
    '## Webhook fan-out',
    '',
    `${EVENTS.toLocaleString('en')} \`task.created\` events of one tenant (recorded as API writes record them, 100 a transaction, before the worker starts) to endpoints on loopback: two answer 204 at once, one (where listed) after ${SLOW_MS / 1000} s per request. The worker's JobRunner (every job kind, ${CONCURRENCY} jobs at a time) runs in the bench's process; the time runs from its start until both fast endpoints hold all ${EVENTS.toLocaleString('en')} events. ${engine}${process.env.DATABASE_URL ? '' : ' (DATABASE_URL not set)'}. \`${command}\`, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end.`,
    '',
    '| Endpoints | recording the events | fast endpoints complete | events each fast one got | slow one got meanwhile | target ≤ 60 s |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...runs.map(
      (r) =>
        `| ${r.withSlow ? `2 fast + 1 slow (${SLOW_MS / 1000} s)` : '2 fast'} | ${seconds(r.recordMs)} | ${seconds(r.fastMs)} | ${r.fastGot.map((n) => n.toLocaleString('en')).join(' / ')} | ${r.withSlow ? r.slowGot : '–'} | ${verdict(r.fastMs)} |`,
    ),
    '',
    '',
  ].join('\n');
}
