import { Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema.js';
import { defineJobKind, type JobKindDefinition, PermanentJobError } from '../../src/platform/jobs/kinds.js';
import { enqueueJob, enqueueJobs } from '../../src/platform/jobs/queue.js';
import { JobRunner, type RunnerOptions } from '../../src/platform/jobs/runner.js';
import { OutboxMailer } from '../../src/platform/mail/outbox.js';
import { describeEachBackend, fakeClock, openBackend } from '../helpers/harness.js';

const log = pino({ level: 'silent' });
const Payload = Type.Object({ n: Type.Integer() });

function kind(overrides: Partial<JobKindDefinition<typeof Payload>> = {}) {
  return defineJobKind({
    name: `test.${randomUUID()}`,
    payload: Payload,
    handler: async () => undefined,
    ...overrides,
  });
}

function runner(database: Database, options: Partial<RunnerOptions> & Pick<RunnerOptions, 'kinds'>) {
  return new JobRunner({ database, ports: { mailer: new OutboxMailer() }, log, ...options });
}

async function jobByKey(database: Database, key: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  if (!row) throw new Error(`no job ${key}`);
  return row;
}

/** Resolves when `open` is called: a handler that waits for the test. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describeEachBackend('jobs', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openBackend(backend);
    await database.db.execute(sql`create table if not exists test_job_effects (job_key text not null, worker text)`);
  });
  afterAll(async () => database.close());

  const effects = async (key: string) => {
    const result: unknown = await database.db.execute(sql`select worker from test_job_effects where job_key = ${key}`);
    return (result as { rows: { worker: string }[] }).rows;
  };

  it('queues an occurrence once: a second request with the same key is dropped', async () => {
    const clock = fakeClock();
    const k = kind();
    const key = `occurrence:${randomUUID()}`;
    const first = await enqueueJob(database.db, clock, k, { key, payload: { n: 1 } });
    const again = await enqueueJob(database.db, clock, k, { key, payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false });
    const rows = await database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 1 }]);
    // Concurrent requests for one key, as from several processes: still one job.
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => enqueueJob(database.db, clock, k, { key: `${key}:race`, payload: { n: 3 } })),
    );
    expect(racing.filter((r) => r.created)).toHaveLength(1);
    await expect(
      enqueueJob(database.db, clock, k, { key: `${key}:bad`, payload: { n: 'x' } as never }),
    ).rejects.toThrow(/does not match/);
  });

  it('runs a job when it is due, not before, and marks it done', async () => {
    const clock = fakeClock(Date.parse('2026-05-04T08:00:00Z'));
    const ran: number[] = [];
    const k = kind({ handler: async (payload) => void ran.push(payload.n) });
    const r = runner(database, { kinds: [k], clock });
    const key = randomUUID();
    await enqueueJob(database.db, clock, k, { key: `${key}:now`, payload: { n: 1 } });
    await enqueueJob(database.db, clock, k, {
      key: `${key}:later`,
      payload: { n: 2 },
      runAt: new Date(clock() + 60_000),
    });
    expect(await r.runDue()).toBe(1);
    expect(ran).toEqual([1]);
    clock.advance(59_999);
    expect(await r.runDue()).toBe(0);
    clock.advance(1);
    expect(await r.runDue()).toBe(1);
    expect(ran).toEqual([1, 2]);
    const done = await jobByKey(database, `${key}:later`);
    expect(done).toMatchObject({ state: 'done', attempts: 1, lockedBy: null, lastError: null });
    expect(done.finishedAt?.getTime()).toBe(clock());
  });

  it('retries with exponential backoff, then ends failed with the last error and calls onFailed once', async () => {
    const clock = fakeClock(Date.parse('2026-05-04T08:00:00Z'));
    let attempt = 0;
    const failures: string[] = [];
    const k = kind({
      retry: { maxAttempts: 4, backoffMs: 1000, maxBackoffMs: 3000 },
      handler: async () => {
        attempt += 1;
        throw new Error(`SMTP server said no (${attempt})`);
      },
      onFailed: async (payload, ctx) => void failures.push(`${payload.n}: ${ctx.error}`),
    });
    const r = runner(database, { kinds: [k], clock });
    const key = randomUUID();
    await enqueueJob(database.db, clock, k, { key, payload: { n: 7 } });

    const waits: number[] = [];
    for (let i = 1; i <= 3; i++) {
      expect(await r.runDue()).toBe(1);
      const row = await jobByKey(database, key);
      expect(row).toMatchObject({ state: 'queued', attempts: i, lastError: `Error: SMTP server said no (${i})` });
      const wait = row.runAt.getTime() - clock();
      waits.push(wait);
      clock.advance(wait - 1);
      expect(await r.runDue()).toBe(0);
      clock.advance(1);
    }
    expect(waits).toEqual([1000, 2000, 3000]); // doubling, capped at maxBackoffMs
    expect(await r.runDue()).toBe(1);
    const failed = await jobByKey(database, key);
    expect(failed).toMatchObject({ state: 'failed', attempts: 4, lastError: 'Error: SMTP server said no (4)' });
    expect(failures).toEqual(['7: Error: SMTP server said no (4)']);
    clock.advance(3_600_000);
    expect(await r.runDue()).toBe(0);
    expect(attempt).toBe(4);
  });

  it('fails at once on a permanent error or a payload that no longer matches the kind', async () => {
    const clock = fakeClock();
    const k = kind({
      handler: async () => {
        throw new PermanentJobError('no such address');
      },
    });
    const r = runner(database, { kinds: [k], clock });
    const key = randomUUID();
    await enqueueJob(database.db, clock, k, { key, payload: { n: 1 } });
    await database.db.insert(jobs).values({
      kind: k.name,
      key: `${key}:old-shape`,
      payload: { count: 1 },
      runAt: new Date(clock()),
      maxAttempts: 5,
    });
    expect(await r.runDue()).toBe(2);
    expect(await jobByKey(database, key)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'PermanentJobError: no such address',
    });
    const old = await jobByKey(database, `${key}:old-shape`);
    expect(old).toMatchObject({ state: 'failed', attempts: 1 });
    expect(old.lastError).toMatch(/does not match/);
  });

  it('takes a job over once its worker stops renewing the lease; the first worker can no longer finish it', async () => {
    // Worker A hangs: its clock stands still, so its renewals never move the lease.
    const start = Date.parse('2026-05-04T08:00:00Z');
    const clockA = fakeClock(start);
    const clockB = fakeClock(start);
    const hang = gate();
    const started = gate();
    const k = kind({
      leaseMs: 5000,
      handler: async (_payload, ctx) => {
        if (ctx.job.attempt === 1) {
          started.open();
          await hang.opened;
        }
        await ctx.completeInTransaction(async (tx) => {
          await tx.execute(
            sql`insert into test_job_effects (job_key, worker) values (${ctx.job.key}, ${ctx.job.attempt})`,
          );
        });
      },
    });
    const a = runner(database, { kinds: [k], clock: clockA, workerId: `A-${randomUUID()}` });
    const b = runner(database, { kinds: [k], clock: clockB, workerId: `B-${randomUUID()}` });
    const key = randomUUID();
    await enqueueJob(database.db, clockA, k, { key, payload: { n: 1 } });
    const aRun = a.runDue();
    await started.opened;
    expect(await jobByKey(database, key)).toMatchObject({ state: 'running', lockedBy: a.workerId });

    clockB.advance(5000); // the lease ends at start + 5000: not yet expired
    expect(await b.runDue()).toBe(0);
    clockB.advance(1);
    expect(await b.runDue()).toBe(1);
    expect(await jobByKey(database, key)).toMatchObject({ state: 'done', attempts: 2 });

    hang.open(); // A wakes up and tries to finish: fenced out, rolled back
    await aRun;
    const row = await jobByKey(database, key);
    expect(row).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
    expect(await effects(key)).toEqual([{ worker: '2' }]);
  });

  it('fails a job whose last attempt lost its worker', async () => {
    const clock = fakeClock();
    const k = kind({ retry: { maxAttempts: 1 }, leaseMs: 1000, onFailed: async () => undefined });
    const key = randomUUID();
    const [id] = await enqueueJobs(database.db, clock, k, [{ key, payload: { n: 1 } }]);
    // A worker claimed it and died (kill -9): no process renews its lease.
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'dead-worker', lockedUntil: new Date(clock() + 1000) })
      .where(eq(jobs.id, id as number));
    const r = runner(database, { kinds: [k], clock });
    clock.advance(1001);
    expect(await r.runDue()).toBe(0);
    const row = await jobByKey(database, key);
    expect(row.state).toBe('failed');
    expect(row.lastError).toBe('lease expired: worker dead-worker stopped before finishing attempt 1');
  });

  it('on stop: stops claiming, finishes what it runs within the grace period, puts back the rest', async () => {
    const quickGate = gate();
    const slowGate = gate();
    const started = new Set<number>();
    const k = kind({
      handler: async (payload) => {
        started.add(payload.n);
        await (payload.n === 1 ? quickGate.opened : slowGate.opened);
      },
    });
    const r = runner(database, { kinds: [k], concurrency: 2 });
    const key = randomUUID();
    await enqueueJobs(database.db, Date.now, k, [
      { key: `${key}:quick`, payload: { n: 1 } },
      { key: `${key}:slow`, payload: { n: 2 } },
    ]);
    await r.start();
    await waitFor(() => started.size === 2);
    await enqueueJob(database.db, Date.now, k, { key: `${key}:after`, payload: { n: 3 } });
    const stopped = r.stop(300);
    quickGate.open();
    await stopped;
    expect(started.has(3)).toBe(false);
    expect(await jobByKey(database, `${key}:quick`)).toMatchObject({ state: 'done' });
    // Released, not failed: no attempt counted, due now, free for any worker.
    expect(await jobByKey(database, `${key}:slow`)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(await jobByKey(database, `${key}:after`)).toMatchObject({ state: 'queued', attempts: 0 });
    slowGate.open();
    const other = runner(database, { kinds: [k] });
    expect(await other.runDue()).toBe(2);
    expect(await jobByKey(database, `${key}:slow`)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a burst of bulk jobs leaves a slot free: a prompt job due after it runs at once', async () => {
    const bulkGate = gate();
    const bulkStarted: number[] = [];
    let promptStarted = false;
    const bulk = kind({
      lane: 'bulk',
      handler: async (payload) => {
        bulkStarted.push(payload.n);
        await bulkGate.opened;
      },
    });
    const prompt = kind({ handler: async () => void (promptStarted = true) });
    const r = runner(database, { kinds: [bulk, prompt], concurrency: 3 });
    const key = randomUUID();
    // Ten report sendings, due a second ago, each taking long.
    await enqueueJobs(
      database.db,
      Date.now,
      bulk,
      Array.from({ length: 10 }, (_, n) => ({
        key: `${key}:bulk:${n}`,
        payload: { n },
        runAt: new Date(Date.now() - 1000),
      })),
    );
    await r.start();
    try {
      await waitFor(() => bulkStarted.length === 2);
      // At most concurrency - 1 bulk jobs run at once; the last slot waits for prompt work.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(bulkStarted).toHaveLength(2);
      await enqueueJob(database.db, Date.now, prompt, { key: `${key}:prompt`, payload: { n: 99 } });
      await waitFor(() => promptStarted, 2000);
      expect(bulkStarted).toHaveLength(2);
      bulkGate.open();
      await waitFor(() => bulkStarted.length === 10);
    } finally {
      bulkGate.open();
      await r.stop();
    }
  });

  it('wakes an idle worker on enqueue: a due job starts well within a second, without polling', async () => {
    const startedAt: number[] = [];
    const k = kind({ handler: async () => void startedAt.push(Date.now()) });
    const r = runner(database, { kinds: [k], pollMs: 60_000 });
    await r.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // idle, sleeping on its 60 s poll
      const delays: number[] = [];
      for (let i = 0; i < 5; i++) {
        const enqueuedAt = Date.now();
        await database.db.transaction(async (tx) => {
          await enqueueJob(tx, Date.now, k, { key: `${randomUUID()}`, payload: { n: i } });
        });
        await waitFor(() => startedAt.length === i + 1, 2000);
        delays.push((startedAt[i] as number) - enqueuedAt);
      }
      expect(Math.max(...delays)).toBeLessThan(500);
      // A job due in 300 ms starts on time through the runner's own timer.
      const due = Date.now() + 300;
      await enqueueJob(database.db, Date.now, k, { key: randomUUID(), payload: { n: 9 }, runAt: new Date(due) });
      await waitFor(() => startedAt.length === 6, 2000);
      expect((startedAt[5] as number) - due).toBeGreaterThanOrEqual(0);
      expect((startedAt[5] as number) - due).toBeLessThan(500);
    } finally {
      await r.stop();
    }
  });

  it('two runners on separate connections share 1,000 jobs without running one twice', async () => {
    const second = backend.name === 'postgres' ? await openBackend(backend) : database;
    const runs = new Map<number, number>();
    const portsA = { mailer: new OutboxMailer() };
    const portsB = { mailer: new OutboxMailer() };
    const byRunner = { A: 0, B: 0 };
    const k = kind({
      handler: async (_payload, ctx) => {
        runs.set(ctx.job.id, (runs.get(ctx.job.id) ?? 0) + 1);
        byRunner[ctx.ports === portsA ? 'A' : 'B'] += 1;
      },
    });
    const runners = [
      runner(database, { kinds: [k], concurrency: 8, ports: portsA }),
      runner(second, { kinds: [k], concurrency: 8, ports: portsB }),
    ];
    try {
      await Promise.all(runners.map((r) => r.start()));
      const key = randomUUID();
      const ids = await enqueueJobs(
        database.db,
        Date.now,
        k,
        Array.from({ length: 1000 }, (_, n) => ({ key: `${key}:${n}`, payload: { n } })),
      );
      expect(ids).toHaveLength(1000);
      await waitFor(() => runs.size === 1000, 60_000);
      await waitFor(async () => {
        const [row] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.kind, k.name), eq(jobs.state, 'done')));
        return row?.n === 1000;
      }, 10_000);
      for (const id of ids) expect(runs.get(id), `job ${id}`).toBe(1);
      const rows = await database.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, k.name));
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Both took part.
      expect(byRunner.A).toBeGreaterThan(0);
      expect(byRunner.B).toBeGreaterThan(0);
      expect(byRunner.A + byRunner.B).toBe(1000);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      if (second !== database) await second.close();
    }
  });
});
