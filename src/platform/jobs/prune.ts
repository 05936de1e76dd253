import { and, eq, lt, or } from 'drizzle-orm';
import { jobs } from './jobs.tables.js';
import { defineSchedule } from './schedule.js';

/** How long finished jobs are kept: their keys keep refusing a repeat of the occurrence until then. */
export const KEEP_DONE_MS = 30 * 24 * 3600 * 1000;
export const KEEP_FAILED_MS = 90 * 24 * 3600 * 1000;

/** Every night, deletes jobs that finished long ago, so the table holds recent work only. */
export const pruneFinishedJobs = defineSchedule({
  name: 'jobs.prune',
  cron: '17 3 * * *',
  timeZone: 'UTC',
  catchUpMs: 24 * 3600 * 1000,
  run: async (_occurrence, ctx) => {
    const now = ctx.clock();
    await ctx.database.db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.state, 'done'), lt(jobs.finishedAt, new Date(now - KEEP_DONE_MS))),
          and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, new Date(now - KEEP_FAILED_MS))),
        ),
      );
  },
});
