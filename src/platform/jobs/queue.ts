import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs } from './jobs.tables.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { JobKind } from './kinds.js';

/** What queuing needs of a kind: its name, payload schema and attempts; the handler runs elsewhere. */
export type JobSpec<S extends TSchema> = Pick<JobKind<S>, 'name' | 'payload' | 'retry'>;

/** Enqueuing NOTIFYs this channel; workers LISTEN on it to start due jobs at once. */
export const JOBS_CHANNEL = 'caretaker_jobs';

export interface JobRequest<P> {
  payload: P;
  /**
   * Names the occurrence, unique across all tenants and kinds: a second request with the
   * same key is dropped, so one occurrence is queued once however often it is asked for.
   * Include the tenant when the work is a tenant's: `rule:<tenant>:<rule>:event:<event>`.
   */
  key: string;
  /** The tenant the work belongs to; omit for platform jobs. */
  tenantId?: number | null;
  /** When it is due; now when omitted. */
  runAt?: Date;
}

function checkedPayload<S extends TSchema>(kind: JobSpec<S>, payload: Static<S>): Static<S> {
  if (!Value.Check(kind.payload, payload)) {
    const first = Value.Errors(kind.payload, payload).First();
    throw new Error(`payload for ${kind.name} does not match its schema: ${first?.path ?? ''} ${first?.message ?? ''}`);
  }
  return payload;
}

function checkedKey(key: string): string {
  if (key.length === 0 || key.length > 500) throw new Error('a job key has 1 to 500 characters');
  return key;
}

/**
 * Queues occurrences of a kind, dropping those whose key exists; returns the ids of the
 * jobs it created. Call it with the transaction of the change that asks for the work, so
 * the jobs exist exactly when that change committed; workers are woken after the commit.
 */
export async function enqueueJobs<S extends TSchema>(
  executor: Executor,
  clock: Clock,
  kind: JobSpec<S>,
  requests: readonly JobRequest<Static<S>>[],
): Promise<number[]> {
  if (requests.length === 0) return [];
  const now = new Date(clock());
  const rows = requests.map((request) => ({
    tenantId: request.tenantId ?? null,
    kind: kind.name,
    key: checkedKey(request.key),
    payload: checkedPayload(kind, request.payload),
    runAt: request.runAt ?? now,
    maxAttempts: kind.retry.maxAttempts,
  }));
  const created = await executor
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (created.length > 0) await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return created.map((row) => row.id);
}

/** Queues one occurrence; `created` is false when its key was queued before. */
export async function enqueueJob<S extends TSchema>(
  executor: Executor,
  clock: Clock,
  kind: JobSpec<S>,
  request: JobRequest<Static<S>>,
): Promise<{ created: true; id: number } | { created: false }> {
  const [id] = await enqueueJobs(executor, clock, kind, [request]);
  return id === undefined ? { created: false } : { created: true, id };
}

/** Which of these job keys are still waiting or running (a job done, failed or pruned is not). */
export async function unfinishedJobKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: jobs.key })
    .from(jobs)
    .where(and(inArray(jobs.key, [...keys]), inArray(jobs.state, ['queued', 'running'])));
  return new Set(rows.map((row) => row.key));
}

/**
 * Queues one occurrence, or, when its key is already queued for later, moves it to
 * `runAt`: for a job that works off a queue of its own (webhook deliveries of one
 * endpoint), asked for again whenever new work arrives. A running, done or failed job
 * with the key is left alone.
 */
export async function hastenJob<S extends TSchema>(
  executor: Executor,
  clock: Clock,
  kind: JobSpec<S>,
  request: JobRequest<Static<S>>,
): Promise<void> {
  await hastenJobs(executor, clock, kind, [request]);
}

/** hastenJob for several occurrences of a kind, in one statement. */
export async function hastenJobs<S extends TSchema>(
  executor: Executor,
  clock: Clock,
  kind: JobSpec<S>,
  requests: readonly JobRequest<Static<S>>[],
): Promise<void> {
  if (requests.length === 0) return;
  const now = new Date(clock());
  await executor
    .insert(jobs)
    .values(
      requests.map((request) => ({
        tenantId: request.tenantId ?? null,
        kind: kind.name,
        key: checkedKey(request.key),
        payload: checkedPayload(kind, request.payload),
        runAt: request.runAt ?? now,
        maxAttempts: kind.retry.maxAttempts,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.key,
      set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
      setWhere: sql`${jobs.state} = 'queued'`,
    });
  await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/**
 * A data-modifying CTE body that queues one job per row of `from` (a CTE the caller's
 * statement defines) and NOTIFYs the workers, for a change that wants its job queued in
 * the same statement as its own row (one round trip less per write). `key`, `tenantId` and
 * `payload` are SQL over `from`'s columns; the payload is built in SQL, so it must match
 * the kind's schema by construction (`runAt`: a time, or SQL giving one). Name it in a WITH clause: `queued as (<this>)`; the
 * statement must read `notified` from it (select count(*) from queued) for the NOTIFY.
 */
export function queueJobsFrom(
  kind: Pick<JobKind, 'name' | 'retry'>,
  source: { from: SQL; key: SQL; tenantId: SQL; payload: SQL; runAt: Date | SQL; where?: SQL },
): SQL {
  return sql`insert into ${jobs} (tenant_id, kind, key, payload, run_at, max_attempts)
    select ${source.tenantId}, ${kind.name}, ${source.key}, ${source.payload}, ${source.runAt instanceof Date ? source.runAt.toISOString() : source.runAt}::timestamptz, ${kind.retry.maxAttempts}::int
    from ${source.from}${source.where ? sql` where ${source.where}` : sql``}
    on conflict (key) do nothing
    returning pg_notify(${JOBS_CHANNEL}, '') is null as notified`;
}
