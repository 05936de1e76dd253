import { and, count, eq, lte, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs } from './jobs.tables.js';

export interface DueJobs {
  kind: string;
  /** Queued jobs due at `now`, not yet claimed. */
  due: number;
  /** The earliest due time among them. */
  oldestDueAt: Date;
}

/**
 * Jobs waiting to be claimed, per kind: one grouped read over the partial index of queued
 * jobs (`jobs_due_idx`), so it stays cheap however many finished jobs the table holds.
 */
export async function dueJobsByKind(executor: Executor, now: Date): Promise<DueJobs[]> {
  const rows = await executor
    .select({ kind: jobs.kind, due: count(), oldestDueAt: min(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)))
    .groupBy(jobs.kind);
  return rows.flatMap((row) =>
    row.oldestDueAt === null ? [] : [{ kind: row.kind, due: Number(row.due), oldestDueAt: new Date(row.oldestDueAt) }],
  );
}
