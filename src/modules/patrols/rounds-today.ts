// Today's scheduled rounds at a glance (the portal's home): how many are running, late,
// missed and still to come on the properties the actor sees, with the missed and late ones
// named. Missed and late mean what they mean on the patrol-rounds screen (round-metrics.ts).
import { and, eq, gte, lt, or } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { propertyNames } from '../properties/named-properties.js';
import { addDays, localMidnight } from '../working-time/zoned.js';
import { computeRounds } from './office.service.js';
import { patrolRoutes, patrolRounds, patrolSchedules } from './patrols.tables.js';
import { occurrencesBetween } from './schedule.js';
import { toRule } from './setup.service.js';

export interface RoundSlotToday {
  routeId: number;
  routeName: string;
  propertyId: number;
  propertyName: string;
  plannedStart: number;
  lateAfter: number;
  /** The round walked for it (late ones), or null (missed ones). */
  roundId: number | null;
}

export interface RoundsToday {
  running: number;
  late: number;
  missed: number;
  upcoming: number;
  /** The most recent first, at most `limit` each. */
  missedRounds: RoundSlotToday[];
  lateRounds: RoundSlotToday[];
}

/** The figures of `today` (a local day in `timeZone`) as of `now`. */
export async function roundsToday(
  db: Executor,
  actor: AccountActor,
  today: string,
  timeZone: string,
  now: number,
  limit: number,
): Promise<RoundsToday> {
  const from = localMidnight(today, timeZone);
  const to = localMidnight(addDays(today, 1), timeZone);
  const [scheduled, rounds] = await allQueries(db, [
    // The active schedules of the active routes the actor sees, each with its route.
    () =>
      db
        .select({ schedule: patrolSchedules, routeName: patrolRoutes.name, propertyId: patrolRoutes.propertyId })
        .from(patrolSchedules)
        .innerJoin(
          patrolRoutes,
          and(eq(patrolRoutes.tenantId, patrolSchedules.tenantId), eq(patrolRoutes.id, patrolSchedules.routeId)),
        )
        .where(
          and(
            eq(patrolSchedules.tenantId, actor.tenantId),
            eq(patrolSchedules.active, true),
            eq(patrolRoutes.active, true),
            visibleProperty(actor, patrolRoutes.propertyId),
          ),
        ),
    // Today's scheduled rounds, and every round still running (whenever it started).
    () =>
      db
        .select()
        .from(patrolRounds)
        .where(
          and(
            eq(patrolRounds.tenantId, actor.tenantId),
            visibleProperty(actor, patrolRounds.propertyId),
            or(
              and(gte(patrolRounds.plannedStart, new Date(from)), lt(patrolRounds.plannedStart, new Date(to))),
              eq(patrolRounds.status, 'in_progress'),
            ),
          ),
        ),
  ]);
  const route = new Map(
    scheduled.map((s) => [s.schedule.routeId, { id: s.schedule.routeId, name: s.routeName, propertyId: s.propertyId }]),
  );
  const occurrences = scheduled.flatMap((s) => occurrencesBetween(toRule(s.schedule), from, to, timeZone));
  const computed = await computeRounds(db, actor.tenantId, rounds, now);
  const walked = new Map(
    computed.flatMap((c) =>
      c.round.scheduleId === null || c.round.plannedStart === null
        ? []
        : [[`${c.round.scheduleId}@${c.round.plannedStart.getTime()}`, c] as const],
    ),
  );
  const missed: Omit<RoundSlotToday, 'propertyName'>[] = [];
  const late: Omit<RoundSlotToday, 'propertyName'>[] = [];
  let upcoming = 0;
  for (const o of occurrences) {
    const r = route.get(o.routeId);
    if (r === undefined) continue;
    const slot = {
      routeId: r.id,
      routeName: r.name,
      propertyId: r.propertyId,
      plannedStart: o.plannedStart,
      lateAfter: o.lateAfter,
    };
    const round = walked.get(`${o.scheduleId}@${o.plannedStart}`);
    if (round === undefined) {
      if (now > o.lateAfter) missed.push({ ...slot, roundId: null });
      else upcoming++;
      continue;
    }
    // Late: ended after its limit with every checkpoint, or still running past it.
    const status = round.metrics.status;
    if (status === 'late' || (status === 'in_progress' && now > o.lateAfter))
      late.push({ ...slot, roundId: round.round.id });
  }
  // The most recent first: what just happened is what someone can still act on.
  const shown = (slots: typeof missed) => [...slots].sort((a, b) => b.plannedStart - a.plannedStart).slice(0, limit);
  const missedShown = shown(missed);
  const lateShown = shown(late);
  const names = new Map(
    (
      await propertyNames(db, actor.tenantId, [...new Set([...missedShown, ...lateShown].map((s) => s.propertyId))])
    ).map((p) => [p.id, p.name]),
  );
  const named = (slot: (typeof missed)[number]): RoundSlotToday => ({
    ...slot,
    propertyName: names.get(slot.propertyId) ?? '',
  });
  return {
    running: computed.filter((c) => c.round.status === 'in_progress').length,
    late: late.length,
    missed: missed.length,
    upcoming,
    missedRounds: missedShown.map(named),
    lateRounds: lateShown.map(named),
  };
}
