// The jobs benchmark (part of `npm run bench`): no-op jobs through two worker processes
// on PostgreSQL (bench/jobs-worker.ts, the real JobRunner), and through the runner inside
// one process on PGlite. It reports throughput, duplicates (a job started twice, counted
// from the workers' own records) and the delay from a job's due time to its start:
// jobs queued one by one while the workers idle (woken by NOTIFY) and jobs queued ahead
// to become due later (woken by the runner's own timer).
//
// Knobs: DATABASE_URL, BENCH_JOBS (3000 for the throughput run), BENCH_JOB_CONCURRENCY (8 per worker).
import { type Static, Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { jobs } from '../src/db/schema.js';
import { defineJobKind, type JobKind } from '../src/platform/jobs/kinds.js';
import { enqueueJob, enqueueJobs } from '../src/platform/jobs/queue.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { OutboxMailer } from '../src/platform/mail/outbox.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const JOBS = Number(process.env.BENCH_JOBS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_JOB_CONCURRENCY ?? 8);
const TRICKLE = 200;

type Ran = [id: number, startedAt: number, dueAt: number];

const Empty = Type.Object({});

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Phases {
  throughput: { jobs: number; seconds: number; perSecond: number };
  duplicates: number;
  notDone: number;
  share: number[];
  idleWake: number[];
  scheduled: number[];
}

/** The three phases against workers already running; `records` returns what every worker ran so far. */
async function phases(
  database: Database,
  kind: JobKind<typeof Empty>,
  stopAndCollect: () => Promise<Ran[][]>,
): Promise<Phases> {
  const run = randomUUID();
  const countDone = async (prefix: string) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, kind.name), eq(jobs.state, 'done'), sql`${jobs.key} like ${`${prefix}%`}`));
    return row?.n ?? 0;
  };

  // 1. Throughput: JOBS due at once, committed together.
  const burst = `${run}:burst:`;
  const started = Date.now();
  await database.db.transaction(async (tx) => {
    for (let from = 0; from < JOBS; from += 1000) {
      const requests: { key: string; payload: Static<typeof Empty> }[] = [];
      for (let n = from; n < Math.min(JOBS, from + 1000); n++) requests.push({ key: `${burst}${n}`, payload: {} });
      await enqueueJobs(tx, Date.now, kind, requests);
    }
  });
  while ((await countDone(burst)) < JOBS) await sleep(100);
  const seconds = (Date.now() - started) / 1000;

  // 2. Idle wake-up: one job at a time, due now, while the workers wait.
  const trickle = `${run}:trickle:`;
  for (let n = 0; n < TRICKLE; n++) {
    await enqueueJob(database.db, Date.now, kind, { key: `${trickle}${n}`, payload: {} });
    await sleep(10 + Math.random() * 20);
  }
  // 3. Due later: queued now, due at random times over the next 5 s.
  const later = `${run}:later:`;
  const now = Date.now();
  await enqueueJobs(
    database.db,
    Date.now,
    kind,
    Array.from({ length: TRICKLE }, (_, n) => ({
      key: `${later}${n}`,
      payload: {},
      runAt: new Date(now + 500 + Math.random() * 5000),
    })),
  );
  const deadline = Date.now() + 30_000;
  while ((await countDone(trickle)) + (await countDone(later)) < 2 * TRICKLE && Date.now() < deadline) await sleep(50);

  const perWorker = await stopAndCollect();
  const all = perWorker.flat();
  const seen = new Map<number, number>();
  for (const [id] of all) seen.set(id, (seen.get(id) ?? 0) + 1);
  const [notDoneRow] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind.name), sql`${jobs.state} <> 'done'`));
  const keyOf = new Map(
    (await database.db.select({ id: jobs.id, key: jobs.key }).from(jobs).where(eq(jobs.kind, kind.name))).map((r) => [
      r.id,
      r.key,
    ]),
  );
  const delays = (prefix: string) =>
    all.filter(([id]) => keyOf.get(id)?.startsWith(prefix)).map(([, startedAt, dueAt]) => startedAt - dueAt);
  return {
    throughput: { jobs: JOBS, seconds, perSecond: JOBS / seconds },
    duplicates: [...seen.values()].filter((n) => n > 1).length,
    notDone: notDoneRow?.n ?? 0,
    share: perWorker.map((records) => records.length),
    idleWake: delays(trickle),
    scheduled: delays(later),
  };
}

async function postgres(url: string): Promise<Phases> {
  const database = await openPostgres(url, 4);
  await database.migrate();
  const kind = defineJobKind({ name: `bench.noop.${randomUUID()}`, payload: Empty, handler: async () => undefined });
  const workers = [0, 1].map(() => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'jobs-worker.ts')], {
      env: { ...process.env, DATABASE_URL: url, JOB_KIND: kind.name, CONCURRENCY: String(CONCURRENCY) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, output: () => out, exited };
  });
  try {
    const deadline = Date.now() + 60_000;
    while (!workers.every((w) => w.output().startsWith('ready\n'))) {
      if (Date.now() > deadline) throw new Error('the bench workers did not start');
      await sleep(50);
    }
    return await phases(database, kind, async () => {
      for (const worker of workers) worker.child.kill('SIGTERM');
      await Promise.all(workers.map((w) => w.exited));
      return workers.map((w) => JSON.parse(w.output().split('\n')[1] ?? '[]') as Ran[]);
    });
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await database.db.execute(sql`delete from jobs where kind = ${kind.name}`);
    await database.close();
  }
}

async function pglite(): Promise<Phases> {
  const database = await openPglite(undefined);
  await database.migrate();
  const ran: Ran[] = [];
  const kind = defineJobKind({
    name: `bench.noop.${randomUUID()}`,
    payload: Empty,
    handler: async (_payload, ctx) => void ran.push([ctx.job.id, Date.now(), ctx.job.runAt.getTime()]),
  });
  const runner = new JobRunner({
    database,
    kinds: [kind],
    ports: { mailer: new OutboxMailer() },
    log: pino({ level: 'warn' }),
    concurrency: CONCURRENCY,
  });
  await runner.start();
  try {
    return await phases(database, kind, async () => {
      await runner.stop();
      return [ran];
    });
  } finally {
    await database.close();
  }
}

/**
 * Lanes: BURST sendings (20 ms each) due at once, and 20 small jobs due over the 2 s after
 * them. Answers the small jobs' delays from due time to start, in ms: with the sendings in
 * the bulk lane (as report sendings are), and with everything in one lane (as before).
 */
const BURST = 1000;
async function lanes(bulkLane: 'bulk' | 'prompt'): Promise<number[]> {
  const database = await openPglite(undefined);
  await database.migrate();
  const delays: number[] = [];
  const sending = defineJobKind({
    name: `bench.sending.${randomUUID()}`,
    payload: Empty,
    lane: bulkLane,
    handler: async () => {
      await sleep(20);
    },
  });
  const small = defineJobKind({
    name: `bench.small.${randomUUID()}`,
    payload: Empty,
    handler: async (_payload, ctx) => void delays.push(Date.now() - ctx.job.runAt.getTime()),
  });
  const runner = new JobRunner({
    database,
    kinds: [sending, small],
    ports: { mailer: new OutboxMailer() },
    log: pino({ level: 'warn' }),
    concurrency: CONCURRENCY,
  });
  try {
    const now = Date.now();
    await enqueueJobs(
      database.db,
      Date.now,
      sending,
      Array.from({ length: BURST }, (_, n) => ({ key: `sending:${n}`, payload: {}, runAt: new Date(now) })),
    );
    await enqueueJobs(
      database.db,
      Date.now,
      small,
      Array.from({ length: 20 }, (_, n) => ({ key: `small:${n}`, payload: {}, runAt: new Date(now + 100 * (n + 1)) })),
    );
    await runner.start();
    const deadline = Date.now() + 120_000;
    while (delays.length < 20 && Date.now() < deadline) await sleep(20);
    return delays;
  } finally {
    await runner.stop();
    await database.close();
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function row(name: string, p: Phases): string {
  return `| ${name} | ${fmt(p.throughput.perSecond)} | ${p.duplicates} | ${p.notDone} | ${p.share.map((n) => fmt(n)).join(' / ')} | ${fmt(quantile(p.idleWake, 0.5))} / ${fmt(quantile(p.idleWake, 0.99))} | ${fmt(quantile(p.scheduled, 0.5))} / ${fmt(quantile(p.scheduled, 0.99))} |`;
}

/** Runs the jobs benchmark and returns its section of bench/RESULTS.md. */
export async function benchJobs(commandLine: string): Promise<string> {
  const lines = [
    '## Jobs',
    '',
    `- Command: \`${commandLine}\`; ${new Date().toISOString()}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) at the start: the figures move with the machine's other work.`,
    `- No-op jobs. Throughput: ${fmt(JOBS)} jobs due at once, committed in one transaction, until the last is marked done. Duplicates: jobs a worker started more than once (from the workers' own records), to be 0. "Idle wake-up": ${TRICKLE} jobs queued one by one, due at once, while the workers wait (woken by NOTIFY on PostgreSQL, in-process on PGlite). "Due later": ${TRICKLE} jobs queued ahead, due at random times 0.5–5.5 s later (the runner's own timer). Delays are from the due time to the handler's start, in ms.`,
    `- PostgreSQL: two worker processes (\`bench/jobs-worker.ts\`, the real JobRunner, ${CONCURRENCY} jobs at a time each, pool of 10). PGlite: the runner inside the one process.`,
    '',
    '| Setup | jobs/s | duplicates | not done | jobs per worker | idle wake-up p50 / p99 ms | due later p50 / p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  console.log('\n=== jobs ===');
  const url = process.env.DATABASE_URL;
  if (url) {
    console.log('  PostgreSQL, two worker processes');
    const result = await postgres(url);
    lines.push(row('PostgreSQL, 2 worker processes', result));
    if (result.duplicates > 0 || result.notDone > 0) {
      throw new Error(`jobs bench: ${result.duplicates} duplicates, ${result.notDone} not done`);
    }
  } else {
    lines.push('| PostgreSQL | SKIPPED: DATABASE_URL is not set | | | | | |');
  }
  console.log('  PGlite, in-process runner');
  lines.push(row('PGlite, runner inside the process', await pglite()));
  console.log('  Lanes: a burst of sendings and small jobs due behind it (PGlite)');
  const withLanes = await lanes('bulk');
  const oneLane = await lanes('prompt');
  lines.push(
    '',
    `Lanes (PGlite, runner inside the process, ${CONCURRENCY} at a time): ${fmt(BURST)} sendings of 20 ms each due at once, and 20 small jobs (scans, rule e-mails) due one every 100 ms after them. Delay of the small jobs from due time to start, p50 / p99 ms:`,
    '',
    '| Sendings in | small jobs p50 / p99 ms |',
    '| --- | ---: |',
    `| the bulk lane (as report sendings are) | ${fmt(quantile(withLanes, 0.5))} / ${fmt(quantile(withLanes, 0.99))} |`,
    `| the same lane as the small jobs (before) | ${fmt(quantile(oneLane, 0.5))} / ${fmt(quantile(oneLane, 0.99))} |`,
  );
  lines.push('');
  const section = lines.join('\n');
  console.log(section);
  return section;
}
