// `patrol.round.missed`: a scheduled occurrence whose lateness limit passed without a round
// becomes an event partners read (GET /api/v1/events, webhooks), once per occurrence, and
// an alert for the office (within a minute of the limit). A scan every minute looks at the occurrences that became overdue in the last six
// hours, so a worker that was down for a while catches up; each occurrence carries its
// occurrence key, so scans running at once or again record it once.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { recordEvents } from '../../platform/events/events.js';
import { occurrenceKeysRecorded } from '../../platform/events/public-events.js';
import { defineSchedule } from '../../platform/jobs/schedule.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { tenantsByTimeZone } from '../tenants/tenants.service.js';
import { occurrencesBetween, type Occurrence } from './schedule.js';
import { toRule } from './setup.service.js';
import { patrolRoutes, patrolRounds, patrolSchedules } from './patrols.tables.js';

/** How far back a scan looks for occurrences that became overdue. */
export const MISSED_LOOKBACK_MS = 6 * 3_600_000;
/** The longest window plus grace a schedule can have (patrol schedules: docs/patrols.md). */
const LONGEST_WINDOW_MS = 48 * 3_600_000;

export const missedPatrolRounds = defineSchedule({
  name: 'patrols.missed',
  cron: '* * * * *',
  timeZone: 'UTC',
  catchUpMs: 60_000,
  run: async (_occurrence, ctx) => {
    await recordMissedRounds({ database: ctx.database, clock: ctx.clock });
  },
});

const iso = (ms: number) => new Date(ms).toISOString();

const occurrenceKey = (o: Pick<Occurrence, 'scheduleId' | 'plannedStart'>) =>
  `patrol.round.missed:${o.scheduleId}:${iso(o.plannedStart)}`;

/** Records `patrol.round.missed` for every occurrence overdue without a round; returns how many it recorded. */
export async function recordMissedRounds(
  deps: { database: Database; clock: Clock },
  onlyTenantIds?: readonly number[],
): Promise<number> {
  const now = deps.clock();
  let recorded = 0;
  for (const zone of await tenantsByTimeZone(deps.database.db)) {
    const tenantIds = onlyTenantIds ? zone.tenantIds.filter((id) => onlyTenantIds.includes(id)) : zone.tenantIds;
    if (tenantIds.length === 0) continue;
    for (const tenantId of tenantIds) {
      recorded += await deps.database.db.transaction((tx) =>
        recordForTenant(tx, deps.clock, tenantId, zone.timeZone, now),
      );
    }
  }
  return recorded;
}

async function recordForTenant(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  timeZone: string,
  now: number,
): Promise<number> {
  const schedules = await tx
    .select({ schedule: patrolSchedules, route: patrolRoutes })
    .from(patrolSchedules)
    .innerJoin(
      patrolRoutes,
      and(eq(patrolRoutes.tenantId, patrolSchedules.tenantId), eq(patrolRoutes.id, patrolSchedules.routeId)),
    )
    .where(
      and(eq(patrolSchedules.tenantId, tenantId), eq(patrolSchedules.active, true), eq(patrolRoutes.active, true)),
    );
  if (schedules.length === 0) return 0;
  const overdue = schedules.flatMap(({ schedule, route }) =>
    occurrencesBetween(toRule(schedule), now - MISSED_LOOKBACK_MS - LONGEST_WINDOW_MS, now, timeZone)
      .filter((o) => o.lateAfter < now && o.lateAfter >= now - MISSED_LOOKBACK_MS)
      .map((o) => ({ occurrence: o, route })),
  );
  if (overdue.length === 0) return 0;
  const walked = await tx
    .select({ scheduleId: patrolRounds.scheduleId, plannedStart: patrolRounds.plannedStart })
    .from(patrolRounds)
    .where(
      and(
        eq(patrolRounds.tenantId, tenantId),
        inArray(patrolRounds.scheduleId, [...new Set(overdue.map((o) => o.occurrence.scheduleId))]),
      ),
    );
  const started = new Set(walked.map((r) => `${r.scheduleId}@${r.plannedStart?.getTime()}`));
  const candidates = overdue.filter(
    ({ occurrence }) => !started.has(`${occurrence.scheduleId}@${occurrence.plannedStart}`),
  );
  const known = await occurrenceKeysRecorded(
    tx,
    tenantId,
    candidates.map(({ occurrence }) => occurrenceKey(occurrence)),
  );
  const fresh = candidates.filter(({ occurrence }) => !known.has(occurrenceKey(occurrence)));
  const events = await recordEvents(
    tx,
    clock,
    fresh.map(({ occurrence, route }) => ({
      tenantId,
      type: 'patrol.round.missed' as const,
      origin: 'schedule' as const,
      subjectId: occurrence.scheduleId,
      propertyId: route.propertyId,
      occurrenceKey: occurrenceKey(occurrence),
      object: {
        route_id: route.id,
        route_name: route.name,
        property_id: route.propertyId,
        schedule_id: occurrence.scheduleId,
        planned_start: iso(occurrence.plannedStart),
        window_end: iso(occurrence.windowEnd),
        late_after: iso(occurrence.lateAfter),
        status: 'missed',
      },
    })),
  );
  return events.length;
}
