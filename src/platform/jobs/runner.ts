// The worker's loop. One process may run several runners; several processes may run
// against one PostgreSQL database. Correctness never depends on timing:
//
// - Claiming is one UPDATE over rows picked with FOR UPDATE SKIP LOCKED: a due job goes
//   to exactly one claimer, and claimers never wait on each other.
// - A claim is a lease (`locked_until`), renewed while the handler runs. A worker that
//   dies stops renewing; once the lease has run out any worker's reaper puts the job
//   back (or fails it when that was its last attempt), and another worker runs it.
// - Every write about a claimed job is fenced by (id, running, locked_by, attempts): a
//   worker whose lease was taken over can no longer finish, fail or release the job.
//
// So a job runs at least once and is marked done once. Effects inside
// `completeInTransaction` commit with the completion and so happen exactly once; effects
// outside it (an SMTP handover) may repeat after a crash, and should be idempotent.
//
// Waking: enqueuing NOTIFYs JOBS_CHANNEL in its transaction, and the runner LISTENs, so
// an idle worker starts a new job right after its commit (PGlite delivers it in-process).
// The runner also sleeps only until the next known due time, and polls every `pollMs`
// whatever happens, which covers a lost notification or a listener that reconnects.
import { Value } from '@sinclair/typebox/value';
import { and, eq, inArray, lt, lte, min, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Database, Tx } from '../../db/client.js';
import { jobs } from './jobs.tables.js';
import type { Clock } from '../../ratelimit/limiter.js';
import {
  type JobContext,
  type JobKind,
  type JobLog,
  type JobPorts,
  PermanentJobError,
  retryDelayMs,
  type RunningJob,
} from './kinds.js';
import { JOBS_CHANNEL } from './queue.js';
import { materialiseSchedules, type Schedule } from './schedule.js';
import { observeJobRun } from '../metrics.js';

type JobRow = typeof jobs.$inferSelect;

export interface RunnerOptions {
  database: Database;
  kinds: readonly JobKind[];
  schedules?: readonly Schedule[];
  ports: JobPorts;
  log: JobLog;
  clock?: Clock;
  /** Jobs run at the same time by this runner. */
  concurrency?: number;
  /** The longest an idle runner sleeps before it looks for due jobs and expired leases. */
  pollMs?: number;
  /** How far ahead schedule occurrences are queued; they are looked at every half of it. */
  scheduleLookaheadMs?: number;
  /** Names this runner in `locked_by`; unique per runner. */
  workerId?: string;
}

class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

const MAX_ERROR_LENGTH = 2000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** What every log line about a job names: the job, its kind and its tenant (null for platform jobs). */
function jobFields(row: JobRow): { job_id: number; job_kind: string; tenant_id: number | null } {
  return { job_id: row.id, job_kind: row.kind, tenant_id: row.tenantId };
}

export class JobRunner {
  readonly workerId: string;
  private readonly database: Database;
  private readonly kinds = new Map<string, JobKind>();
  private readonly schedules: readonly Schedule[];
  private readonly ports: JobPorts;
  private readonly log: JobLog;
  private readonly clock: Clock;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly lookaheadMs: number;
  private readonly active = new Map<number, { row: JobRow; done: Promise<void> }>();

  private running = false;
  private stopping = false;
  private loopDone: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | undefined;
  private pendingWake = false;
  private wakeIdle: (() => void) | undefined;
  private nextReapAt = 0;
  private nextScheduleAt = 0;
  private schedulesMaterialised = false;
  /** The last claim filled every free slot: more may be due. */
  private backlog = false;
  /** Jobs finished in this turn of the event loop, marked done together in one statement. */
  private finished: { row: JobRow; settle: (lost: boolean | Error) => void }[] = [];

  constructor(options: RunnerOptions) {
    this.database = options.database;
    this.schedules = options.schedules ?? [];
    for (const kind of [...options.kinds, ...this.schedules.map((s) => s.kind)]) {
      if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is declared twice`);
      this.kinds.set(kind.name, kind);
    }
    this.ports = options.ports;
    this.log = options.log;
    this.clock = options.clock ?? Date.now;
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 1000;
    this.lookaheadMs = options.scheduleLookaheadMs ?? 120_000;
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Listens for new jobs and starts the loop. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.unlisten = await this.database.listen(JOBS_CHANNEL, () => this.wake());
    this.loopDone = this.loop();
  }

  /** Makes an idle runner look for due jobs now. */
  wake(): void {
    this.pendingWake = true;
    this.wakeIdle?.();
  }

  /** How many jobs this runner is running now. */
  get inFlight(): number {
    return this.active.size;
  }

  /**
   * Stops claiming, waits up to graceMs for the jobs in flight, then puts back those still
   * running (not counted as an attempt) so another worker can take them at once.
   */
  async stop(graceMs = 20_000): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loopDone;
    await this.unlisten?.();
    this.unlisten = undefined;
    if (this.active.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.active.values()].map((entry) => entry.done)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
    }
    for (const { row } of [...this.active.values()]) await this.release(row);
    this.running = false;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.pendingWake = false;
      let sleepMs = this.pollMs;
      try {
        const now = this.clock();
        if (now >= this.nextReapAt) {
          await this.reapExpiredLeases();
          this.nextReapAt = now + this.pollMs;
        }
        if (this.schedules.length > 0 && now >= this.nextScheduleAt) {
          await this.materialiseSchedules();
          this.nextScheduleAt = now + this.lookaheadMs / 2;
        }
        const free = this.concurrency - this.active.size;
        // Working off a backlog, claim in batches (half the slots or more): fewer round trips per job.
        const gathering = this.backlog && this.active.size > 0 && free < Math.ceil(this.concurrency / 2);
        if (free > 0 && !gathering) {
          const claimed = await this.claim(free);
          for (const row of claimed) this.launch(row);
          this.backlog = claimed.length === free;
          if (this.backlog) continue;
          if (claimed.length === 0) {
            const nextDue = await this.nextDueAt();
            if (nextDue !== undefined) sleepMs = Math.min(sleepMs, Math.max(0, nextDue - this.clock()));
          }
        }
        sleepMs = Math.min(sleepMs, Math.max(0, this.nextReapAt - this.clock()));
      } catch (error) {
        this.log.error({ err: error }, 'job runner: database unavailable, trying again');
      }
      await this.idle(sleepMs);
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.pendingWake || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeIdle = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeIdle = done;
    });
  }

  /**
   * Claims, runs and finishes every job that is due now, one batch after another, until
   * none is left; returns how many ran. For tests with a fake clock, and for tools.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    await this.reapExpiredLeases();
    for (;;) {
      const claimed = await this.claim(this.concurrency);
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((row) => this.execute(row)));
      ran += claimed.length;
    }
  }

  /** Queues the schedules' occurrences around now (see schedule.ts). */
  async materialiseSchedules(): Promise<number> {
    const now = this.clock();
    const first = !this.schedulesMaterialised;
    const created = await materialiseSchedules(this.database.db, this.clock, this.schedules, {
      after: (schedule) => new Date(now - (first ? Math.max(schedule.catchUpMs, this.lookaheadMs) : this.lookaheadMs)),
      until: new Date(now + this.lookaheadMs),
    });
    this.schedulesMaterialised = true;
    return created;
  }

  private fence(row: JobRow): SQL | undefined {
    return and(
      eq(jobs.id, row.id),
      eq(jobs.state, 'running'),
      eq(jobs.lockedBy, this.workerId),
      eq(jobs.attempts, row.attempts),
    );
  }

  private leaseEnd(now: number): SQL {
    const cases = [...this.kinds.values()].map((kind) => sql`when ${kind.name} then ${kind.leaseMs}::int`);
    return sql`${new Date(now).toISOString()}::timestamptz + (case ${jobs.kind} ${sql.join(cases, sql` `)} end) * interval '1 millisecond'`;
  }

  /**
   * Claims up to `limit` due jobs: the prompt lane's first, by due time, then bulk ones, of
   * which at most `concurrency - 1` run at once (counting those already running), so one
   * slot always stays free for prompt work however large a burst.
   */
  private async claim(limit: number): Promise<JobRow[]> {
    if (limit <= 0 || this.kinds.size === 0) return [];
    const lanes = { prompt: [] as string[], bulk: [] as string[] };
    for (const kind of this.kinds.values()) lanes[kind.lane].push(kind.name);
    const prompt = lanes.prompt.length > 0 ? await this.claimOf(lanes.prompt, limit) : [];
    const bulkRunning = [...this.active.values()].filter((entry) => this.kinds.get(entry.row.kind)?.lane === 'bulk');
    const bulkRoom = Math.min(limit - prompt.length, Math.max(1, this.concurrency - 1) - bulkRunning.length);
    const bulk = lanes.bulk.length > 0 && bulkRoom > 0 ? await this.claimOf(lanes.bulk, bulkRoom) : [];
    return [...prompt, ...bulk];
  }

  /**
   * Takes at most `limit` due jobs of these kinds. The ids are chosen and locked first, then
   * marked in a second statement of the same transaction: written as one UPDATE … WHERE id
   * IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED), PostgreSQL may run the subquery more than
   * once and take more than `limit` rows (seen: 10 rows for a limit of 2).
   */
  private async claimOf(kinds: string[], limit: number): Promise<JobRow[]> {
    const now = this.clock();
    const rows = await this.database.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, new Date(now)), inArray(jobs.kind, kinds)))
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({
          state: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: this.workerId,
          lockedUntil: this.leaseEnd(now),
          startedAt: new Date(now),
        })
        .where(
          and(
            inArray(
              jobs.id,
              due.map((row) => row.id),
            ),
            eq(jobs.state, 'queued'),
          ),
        )
        .returning();
    });
    return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  private async nextDueAt(): Promise<number | undefined> {
    const [row] = await this.database.db
      .select({ next: min(jobs.runAt) })
      .from(jobs)
      .where(and(eq(jobs.state, 'queued'), inArray(jobs.kind, [...this.kinds.keys()])));
    return row?.next ? new Date(row.next).getTime() : undefined;
  }

  private launch(row: JobRow): void {
    const done = this.execute(row)
      .catch((error: unknown) =>
        this.log.error({ err: error, ...jobFields(row) }, 'job runner: could not record a job'),
      )
      .finally(() => {
        this.active.delete(row.id);
        this.wake();
      });
    this.active.set(row.id, { row, done });
  }

  private runningJob(row: JobRow): RunningJob {
    return {
      id: row.id,
      kind: row.kind,
      key: row.key,
      tenantId: row.tenantId,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
      runAt: row.runAt,
    };
  }

  private async execute(row: JobRow): Promise<void> {
    const kind = this.kinds.get(row.kind);
    if (!kind) return; // never claimed: the claim names only known kinds
    const startedAt = performance.now();
    const job = this.runningJob(row);
    const fence = this.fence(row);
    // Every line about this job, the handler's included, names it and its tenant.
    const log = this.log.child(jobFields(row));
    let completed = false;
    const ctx: JobContext = {
      job,
      database: this.database,
      clock: this.clock,
      ports: this.ports,
      log,
      completeInTransaction: async (work) =>
        this.database.db.transaction(async (tx) => {
          const result = await work(tx);
          await this.markDone(tx, fence);
          completed = true;
          return result;
        }),
    };
    const renewal = setInterval(() => void this.renewLease(row, kind), Math.max(50, kind.leaseMs / 3));
    try {
      if (!Value.Check(kind.payload, row.payload)) {
        const first = Value.Errors(kind.payload, row.payload).First();
        throw new PermanentJobError(
          `the payload does not match ${kind.name}: ${first?.path ?? ''} ${first?.message ?? ''}`,
        );
      }
      await kind.handler(row.payload, ctx);
      if (!completed) await this.markFinished(row);
      observeJobRun(row.kind, 'succeeded', startedAt);
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn('job runner: lease lost, another worker has the job');
        return;
      }
      const outcome = await this.recordFailure(row, kind, job, error, log);
      if (outcome !== undefined) observeJobRun(row.kind, outcome, startedAt);
    } finally {
      clearInterval(renewal);
    }
  }

  private async markDone(executor: Database['db'] | Tx, fence: SQL | undefined): Promise<void> {
    const now = new Date(this.clock());
    const updated = await executor
      .update(jobs)
      .set({ state: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
      .where(fence)
      .returning({ id: jobs.id });
    if (updated.length === 0) throw new LeaseLostError();
  }

  /** Marks a job done, together with the others that finished in the same turn (fenced, each). */
  private markFinished(row: JobRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.finished.push({
        row,
        settle: (outcome) =>
          outcome === false ? resolve() : reject(outcome === true ? new LeaseLostError() : outcome),
      });
      if (this.finished.length === 1) setImmediate(() => void this.flushFinished());
    });
  }

  private async flushFinished(): Promise<void> {
    const batch = this.finished;
    this.finished = [];
    try {
      const updated = await this.database.db
        .update(jobs)
        .set({ state: 'done', finishedAt: new Date(this.clock()), lockedBy: null, lockedUntil: null, lastError: null })
        .where(
          and(
            eq(jobs.state, 'running'),
            eq(jobs.lockedBy, this.workerId),
            or(...batch.map(({ row }) => and(eq(jobs.id, row.id), eq(jobs.attempts, row.attempts)))),
          ),
        )
        .returning({ id: jobs.id });
      const done = new Set(updated.map((r) => r.id));
      for (const { row, settle } of batch) settle(!done.has(row.id));
    } catch (error) {
      for (const { settle } of batch) settle(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Records a failed attempt: queued again, or failed for good; undefined when the job was no longer ours. */
  private async recordFailure(
    row: JobRow,
    kind: JobKind,
    job: RunningJob,
    error: unknown,
    log: JobLog,
  ): Promise<'retried' | 'failed' | undefined> {
    const message = describeError(error);
    const now = this.clock();
    const final = row.attempts >= row.maxAttempts || error instanceof PermanentJobError;
    if (!final) {
      const retryAt = new Date(now + retryDelayMs(kind.retry, row.attempts));
      const updated = await this.database.db
        .update(jobs)
        .set({ state: 'queued', runAt: retryAt, lastError: message, lockedBy: null, lockedUntil: null })
        .where(this.fence(row))
        .returning({ id: jobs.id });
      if (updated.length === 0) return undefined;
      log.warn({ attempt: row.attempts, retryAt: retryAt.toISOString(), error: message }, 'job failed, will retry');
      return 'retried';
    }
    const failed = await this.fail(row, kind, job, message, true).catch(async (hookError: unknown) => {
      log.error({ err: hookError }, 'job runner: onFailed threw; failing the job without it');
      return this.fail(row, kind, job, message, false);
    });
    if (!failed) return undefined;
    log.error({ attempt: row.attempts, error: message }, 'job failed');
    return 'failed';
  }

  /** Marks a job failed (fenced) and runs its onFailed in the same transaction. */
  private async fail(row: JobRow, kind: JobKind | undefined, job: RunningJob, message: string, withHook: boolean) {
    return this.database.db.transaction(async (tx) => {
      const updated = await tx
        .update(jobs)
        .set({
          state: 'failed',
          lastError: message,
          finishedAt: new Date(this.clock()),
          lockedBy: null,
          lockedUntil: null,
        })
        .where(
          and(
            eq(jobs.id, row.id),
            eq(jobs.state, 'running'),
            eq(jobs.attempts, row.attempts),
            row.lockedBy === null ? undefined : eq(jobs.lockedBy, row.lockedBy),
          ),
        )
        .returning({ id: jobs.id });
      if (updated.length === 0) return false;
      if (withHook && kind?.onFailed) {
        await kind.onFailed(row.payload, { job, tx, clock: this.clock, error: message });
      }
      return true;
    });
  }

  private async renewLease(row: JobRow, kind: JobKind): Promise<void> {
    try {
      const updated = await this.database.db
        .update(jobs)
        .set({ lockedUntil: new Date(this.clock() + kind.leaseMs) })
        .where(this.fence(row))
        .returning({ id: jobs.id });
      if (updated.length === 0) this.log.warn(jobFields(row), 'job runner: lease already taken over');
    } catch (error) {
      this.log.warn({ err: error, ...jobFields(row) }, 'job runner: could not renew a lease');
    }
  }

  /** Puts a job this runner holds back in the queue, without counting the attempt. */
  private async release(row: JobRow): Promise<void> {
    await this.database.db
      .update(jobs)
      .set({
        state: 'queued',
        attempts: sql`${jobs.attempts} - 1`,
        runAt: new Date(this.clock()),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(this.fence(row))
      .catch((error: unknown) =>
        this.log.error({ err: error, ...jobFields(row) }, 'job runner: could not release a job'),
      );
    this.log.info(jobFields(row), 'job released at shutdown');
  }

  /**
   * Takes back jobs whose lease ran out (their worker died or hung): queued again to run
   * now, or failed when that was their last attempt. Any runner does it for all kinds.
   */
  async reapExpiredLeases(): Promise<number> {
    const now = new Date(this.clock());
    const expired = await this.database.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)))
        .orderBy(jobs.lockedUntil)
        .limit(100)
        .for('update', { skipLocked: true });
      const retry = rows.filter((row) => row.attempts < row.maxAttempts);
      if (retry.length > 0) {
        await tx
          .update(jobs)
          .set({
            state: 'queued',
            runAt: now,
            lockedBy: null,
            lockedUntil: null,
            lastError: sql`'lease expired: worker ' || ${jobs.lockedBy} || ' stopped before finishing attempt ' || ${jobs.attempts}`,
          })
          .where(
            inArray(
              jobs.id,
              retry.map((row) => row.id),
            ),
          );
      }
      return rows;
    });
    for (const row of expired.filter((r) => r.attempts >= r.maxAttempts)) {
      const message = `lease expired: worker ${row.lockedBy ?? '?'} stopped before finishing attempt ${row.attempts}`;
      const kind = this.kinds.get(row.kind);
      const job = this.runningJob(row);
      await this.fail(row, kind, job, message, true).catch(() => this.fail(row, kind, job, message, false));
    }
    if (expired.length > 0) {
      this.log.warn({ job_ids: expired.map((row) => row.id) }, 'job runner: took back jobs whose lease expired');
      this.wake();
    }
    return expired.length;
  }
}
