import type { Database } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { KEEP_EVENTS_MS, retireEventsBefore } from '../../platform/events/public-events.js';
import { defineSchedule } from '../../platform/jobs/schedule.js';
import { runPointsAt } from '../workflows/runs.service.js';

/**
 * Every night, takes events older than 30 days out of the public feed: deleted, or, where
 * a workflow run still points at one, kept for the run's history without a feed position.
 */
export const prunePublicEvents = defineSchedule({
  name: 'events.prune',
  cron: '37 3 * * *',
  timeZone: 'UTC',
  catchUpMs: 24 * 3600 * 1000,
  run: async (_occurrence, ctx) => pruneOldEvents(ctx),
});

/** Takes the events older than 30 days (by `deps.clock`) out of the public feed: of every tenant, or of `tenantId`. */
export async function pruneOldEvents(deps: { database: Database; clock: Clock }, tenantId?: number): Promise<void> {
  await retireEventsBefore(deps.database.db, new Date(deps.clock() - KEEP_EVENTS_MS), {
    tenantId,
    stillNeeded: runPointsAt,
  });
}
