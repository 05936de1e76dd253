// What the public event feed adds to an API write. Every write records its event (the feed
// position drawn from the tenant's counter, and the event row with the resource) in its own
// transaction. Measured in this process, on PGlite and (with DATABASE_URL) PostgreSQL:
//   A. the write as it is: createTask through the service, as POST /api/v1/tasks runs it
//      (property check, uuid lookup, the task and its event in one transaction);
//   B. the write as it was before the feed: the same property check, uuid lookup and the
//      task's insert on its own, without the event;
// A and B alternate in rounds, so a busy machine slows both alike; the figure is A / B - 1,
// what the event adds to a write (target: under 5 %). The subscribers are installed as the
// server installs them, so a dispatch job is queued only where a job subscriber listens.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import type { AccountActor } from '../src/modules/access/actor.js';
import { createProperty } from '../src/modules/properties/properties.service.js';
import { createTask } from '../src/modules/tasks/tasks.service.js';
import { createTenant } from '../src/modules/tenants/tenants.service.js';
import { and, eq } from 'drizzle-orm';
import { installCommitSubscribers } from '../src/platform/events/events.js';
import { loadAccessibleProperty } from '../src/modules/properties/properties.service.js';
import { notFound } from '../src/domain/errors.js';
import { tasks } from '../src/modules/tasks/tasks.tables.js';
import { SUBSCRIBERS } from '../src/subscribers.js';

const ROUNDS = Number(process.env.BENCH_EVENT_ROUNDS ?? 12);
const PER_ROUND = Number(process.env.BENCH_EVENT_WRITES ?? 150);
const TARGET_SHARE = 0.05;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function engine(name: string, database: Database) {
  await database.migrate();
  installCommitSubscribers(database, SUBSCRIBERS);
  const deps = { database, clock: Date.now };
  const tenant = await createTenant(deps, { name: `Bench events ${randomUUID().slice(0, 6)}` });
  const account = await createAccount(deps, tenant.id, { email: `${randomUUID()}@bench.test`, properties: 'all' });
  const actor: AccountActor = { kind: 'api_key', tenantId: tenant.id, accountId: account.id, allProperties: true };
  const property = await createProperty(deps, actor, { name: 'Bench site' });
  const write = (n: number) =>
    createTask(deps, actor, {
      uuid: randomUUID(),
      title: `Clean stairwell ${n}`,
      property_id: property.id,
      due_date: '2026-12-01',
      description: 'Weekly cleaning of the stairwell, floors 1 to 5.',
    });
  const before = async (n: number) => {
    const uuid = randomUUID();
    await loadAccessibleProperty(database.db, actor, property.id, () => notFound('Property'));
    await database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenant.id), eq(tasks.uuid, uuid)));
    await database.db
      .insert(tasks)
      .values({
        tenantId: tenant.id,
        uuid,
        propertyId: property.id,
        title: `Clean stairwell ${n}`,
        description: 'Weekly cleaning of the stairwell, floors 1 to 5.',
        dueDate: '2026-12-01',
        createFingerprint: 'bench',
        origin: 'api',
      })
      .onConflictDoNothing({ target: [tasks.tenantId, tasks.uuid] })
      .returning();
  };
  // Warm-up of both.
  for (let i = 0; i < 50; i++) {
    await write(i);
    await before(i);
  }
  const whole: number[] = [];
  const alone: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    for (let i = 0; i < PER_ROUND; i++) await write(i);
    whole.push((performance.now() - started) / PER_ROUND);
    started = performance.now();
    for (let i = 0; i < PER_ROUND; i++) await before(i);
    alone.push((performance.now() - started) / PER_ROUND);
  }
  const a = median(whole);
  const b = median(alone);
  return { name, wholeMs: a, beforeMs: b, share: a / b - 1 };
}

export async function benchEvents(command: string): Promise<string> {
  const results: Awaited<ReturnType<typeof engine>>[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caretaker-bench-events-'));
  const pglite = await openPglite(dir);
  try {
    results.push(await engine('PGlite', pglite));
  } finally {
    await pglite.close();
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
    const database = await openPostgres(scratch.toString());
    try {
      results.push(await engine('PostgreSQL', database));
    } finally {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
  }
  const verdict = (share: number) => (share < TARGET_SHARE ? 'met' : '**missed**');
  return [
    '## Event rows on API writes',
    '',
    `A task created through the service as \`POST /api/v1/tasks\` runs it (the task and its event in one transaction) against the same property check, uuid lookup and insert without the event, as the write was before the feed; ${ROUNDS} alternating rounds of ${PER_ROUND} of each, median per-write time. \`${command}\`, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end.${url ? '' : ' PostgreSQL SKIPPED: DATABASE_URL is not set.'}`,
    '',
    '| Engine | write with its event, ms | write without, ms | added | target |',
    '| --- | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.wholeMs.toFixed(2)} | ${r.beforeMs.toFixed(2)} | ${(r.share * 100).toFixed(1)} % | < 5 %: ${verdict(r.share)} |`,
    ),
    '',
    '',
  ].join('\n');
}
