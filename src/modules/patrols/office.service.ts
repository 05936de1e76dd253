import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../domain/errors.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import type { AccountActor } from '../access/actor.js';
import { accountNames } from '../accounts/accounts.service.js';
import { photoRef } from '../files/photo-refs.js';
import { incidentsOfPatrolRound } from '../incidents/incident-report-queries.js';
import { propertyNames } from '../properties/named-properties.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { calendarDay } from '../shared/time.js';
import { addDays, daysBetween, localMidnight } from '../working-time/zoned.js';
import type {
  PatrolDayDto,
  PatrolDayQuery,
  PatrolFiguresDto,
  PatrolLiveQuery,
  PatrolPeriod,
  PatrolPeriodDto,
  PatrolPeriodQuery,
  PatrolRoundDetailDto,
  PatrolRoundSummaryDto,
  PatrolTimelineEntry,
} from './office.schema.js';
import { patrolCheckpoints, patrolRoutes, patrolRounds, patrolScans, patrolSchedules } from './patrols.tables.js';
import {
  periodMetrics,
  roundMetrics,
  slotWithoutRound,
  type PeriodMetrics,
  type RoundMetricStatus,
  type RoundMetrics,
} from './round-metrics.js';
import { isoWeekday, occurrencesBetween } from './schedule.js';
import { routesAtProperties, schedulesOfRoutes } from './setup.service.js';

// The office's view of patrol rounds: a property's day (each scheduled occurrence with its
// round or none, and the ad-hoc rounds), its figures for a day, week or month, the rounds in
// progress, and one round as a timeline. Metrics come from round-metrics.ts; definitions in docs/patrols.md.

type RoundRow = typeof patrolRounds.$inferSelect;
type ScanRow = typeof patrolScans.$inferSelect;
type CheckpointRow = typeof patrolCheckpoints.$inferSelect;

const MINUTE = 60_000;
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
/** Seconds to one decimal (a replay can be milliseconds apart). */
const secondsOf = (ms: number | null): number | null => (ms === null ? null : Math.round(ms / 100) / 10);

export interface Computed {
  round: RoundRow;
  summary: PatrolRoundSummaryDto;
  metrics: RoundMetrics;
  checkpoints: CheckpointRow[];
  scans: ScanRow[];
  lateAfter: number | null;
  windowEnd: number | null;
}

/** Metrics and summaries of some of the tenant's rounds (all rows read in a few queries). */
export async function computeRounds(
  db: Executor,
  tenantId: number,
  rounds: RoundRow[],
  now: number,
): Promise<Computed[]> {
  if (rounds.length === 0) return [];
  const routeIds = [...new Set(rounds.map((r) => r.routeId))];
  const scheduleIds = [...new Set(rounds.flatMap((r) => (r.scheduleId === null ? [] : [r.scheduleId])))];
  const roundIds = rounds.map((r) => r.id);
  const [routes, checkpoints, scans, schedules, propertyRows, names] = await allQueries(db, [
    () =>
      db
        .select({ id: patrolRoutes.id, name: patrolRoutes.name })
        .from(patrolRoutes)
        .where(and(eq(patrolRoutes.tenantId, tenantId), inArray(patrolRoutes.id, routeIds))),
    () =>
      db
        .select()
        .from(patrolCheckpoints)
        .where(and(eq(patrolCheckpoints.tenantId, tenantId), inArray(patrolCheckpoints.routeId, routeIds))),
    () =>
      db
        .select()
        .from(patrolScans)
        .where(and(eq(patrolScans.tenantId, tenantId), inArray(patrolScans.roundId, roundIds)))
        .orderBy(asc(patrolScans.scannedAt), asc(patrolScans.id)),
    () =>
      scheduleIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: patrolSchedules.id,
              windowMinutes: patrolSchedules.windowMinutes,
              graceMinutes: patrolSchedules.graceMinutes,
            })
            .from(patrolSchedules)
            .where(and(eq(patrolSchedules.tenantId, tenantId), inArray(patrolSchedules.id, scheduleIds))),
    () => propertyNames(db, tenantId, [...new Set(rounds.map((r) => r.propertyId))]),
    () =>
      accountNames(
        db,
        tenantId,
        rounds.map((r) => r.startedByAccountId),
      ),
  ]);
  const routeName = new Map(routes.map((r) => [r.id, r.name]));
  const propertyName = new Map(propertyRows.map((p) => [p.id, p.name]));
  const schedule = new Map(schedules.map((s) => [s.id, s]));
  return rounds.map((round) => {
    const own = checkpoints.filter((c) => c.routeId === round.routeId);
    const roundScans = scans.filter((s) => s.roundId === round.id);
    const rule = round.scheduleId === null ? undefined : schedule.get(round.scheduleId);
    const planned = round.plannedStart?.getTime() ?? null;
    const windowEnd = rule !== undefined && planned !== null ? planned + rule.windowMinutes * MINUTE : null;
    const lateAfter = rule !== undefined && windowEnd !== null ? windowEnd + rule.graceMinutes * MINUTE : null;
    const metrics = roundMetrics(
      { startedAt: round.startedAt.getTime(), endedAt: round.endedAt?.getTime() ?? null },
      lateAfter === null ? null : { lateAfter },
      own.map((c) => ({ id: c.id, position: c.position, retiredAt: c.retiredAt?.getTime() ?? null })),
      roundScans.map((s) => ({ id: s.id, checkpointId: s.checkpointId, scannedAt: s.scannedAt.getTime() })),
      now,
    );
    const summary: PatrolRoundSummaryDto = {
      id: round.id,
      route_id: round.routeId,
      route_name: routeName.get(round.routeId) ?? '',
      property_id: round.propertyId,
      property_name: propertyName.get(round.propertyId) ?? '',
      schedule_id: round.scheduleId,
      planned_start: iso(planned),
      started_at: round.startedAt.toISOString(),
      ended_at: iso(round.endedAt?.getTime() ?? null),
      started_by: names.get(round.startedByAccountId) ?? '',
      planned: metrics.planned,
      scanned: metrics.scanned,
      missed_checkpoints: metrics.missedCheckpointIds.length,
      out_of_order: metrics.outOfOrderScanIds.length,
      implausible_scans: metrics.implausibleScans.length,
      late: metrics.late,
      duration_ms: metrics.durationMs,
      status: metrics.status,
    };
    return { round, summary, metrics, checkpoints: own, scans: roundScans, lateAfter, windowEnd };
  });
}

type SlotDto = PatrolDayDto['slots'][number];

/** A slot of a property's period, with what the figures and the patrol report need of it. */
interface SlotRow {
  dto: SlotDto;
  /** The round of the slot with its metrics; null for a slot nobody walked. */
  computed: Computed | null;
  sortAt: number;
  /** The occurrence's lateness limit and the status of its round (none for ad-hoc rounds). */
  metric: { occurrence: { lateAfter: number }; status: RoundMetricStatus | null } | null;
  adHoc: boolean;
}

/**
 * Every scheduled occurrence of a property's routes planned in [from, to) with its round (or
 * missed/upcoming), the rounds of occurrences no longer planned, and the ad-hoc rounds started
 * in it, by time. The caller has checked that the property is one the account sees.
 */
async function propertySlots(
  db: Executor,
  tenantId: number,
  propertyId: number,
  period: { from: number; to: number },
  timeZone: string,
  now: number,
): Promise<SlotRow[]> {
  const { from, to } = period;
  const routes = await routesAtProperties(db, tenantId, [propertyId]);
  const routeName = new Map(routes.map((r) => [r.id, r.name]));
  const rules = await schedulesOfRoutes(
    db,
    tenantId,
    routes.map((r) => r.id),
  );
  const occurrences = rules.flatMap((rule) => occurrencesBetween(rule, from, to, timeZone));
  const rows = await db
    .select()
    .from(patrolRounds)
    .where(
      and(
        eq(patrolRounds.tenantId, tenantId),
        eq(patrolRounds.propertyId, propertyId),
        or(
          and(gte(patrolRounds.plannedStart, new Date(from)), lt(patrolRounds.plannedStart, new Date(to))),
          and(
            isNull(patrolRounds.plannedStart),
            gte(patrolRounds.startedAt, new Date(from)),
            lt(patrolRounds.startedAt, new Date(to)),
          ),
        ),
      ),
    );
  const computed = await computeRounds(db, tenantId, rows, now);
  const byOccurrence = new Map<string, Computed>(
    computed.flatMap((c) =>
      c.round.scheduleId === null || c.round.plannedStart === null
        ? []
        : [[`${c.round.scheduleId}@${c.round.plannedStart.getTime()}`, c] as const],
    ),
  );
  const slots: SlotRow[] = [];
  for (const o of occurrences) {
    const key = `${o.scheduleId}@${o.plannedStart}`;
    const done = byOccurrence.get(key);
    byOccurrence.delete(key);
    slots.push({
      dto: {
        route_id: o.routeId,
        route_name: routeName.get(o.routeId) ?? '',
        schedule_id: o.scheduleId,
        planned_start: iso(o.plannedStart),
        window_end: iso(o.windowEnd),
        late_after: iso(o.lateAfter),
        status: done?.metrics.status ?? slotWithoutRound(o, now),
        round: done?.summary ?? null,
      },
      computed: done ?? null,
      sortAt: o.plannedStart,
      metric: { occurrence: o, status: done?.metrics.status ?? null },
      adHoc: false,
    });
  }
  // Rounds of an occurrence no longer planned (schedule changed or switched off) still show.
  for (const c of byOccurrence.values()) {
    slots.push({
      dto: {
        route_id: c.round.routeId,
        route_name: c.summary.route_name,
        schedule_id: c.round.scheduleId,
        planned_start: c.summary.planned_start,
        window_end: iso(c.windowEnd),
        late_after: iso(c.lateAfter),
        status: c.metrics.status,
        round: c.summary,
      },
      computed: c,
      sortAt: c.round.plannedStart?.getTime() ?? c.round.startedAt.getTime(),
      metric: c.lateAfter === null ? null : { occurrence: { lateAfter: c.lateAfter }, status: c.metrics.status },
      adHoc: false,
    });
  }
  for (const c of computed.filter((c) => c.round.scheduleId === null)) {
    slots.push({
      dto: {
        route_id: c.round.routeId,
        route_name: c.summary.route_name,
        schedule_id: null,
        planned_start: null,
        window_end: null,
        late_after: null,
        status: c.metrics.status,
        round: c.summary,
      },
      computed: c,
      sortAt: c.round.startedAt.getTime(),
      metric: null,
      adHoc: true,
    });
  }
  return slots.sort((a, b) => a.sortAt - b.sortAt || a.dto.route_name.localeCompare(b.dto.route_name));
}

/** The metrics of some slots, the one way they are computed (periodMetrics). */
function metricsOf(slots: readonly SlotRow[], now: number): PeriodMetrics {
  return periodMetrics(
    slots.flatMap((s) => (s.metric === null ? [] : [s.metric])),
    slots.filter((s) => s.adHoc).length,
    now,
  );
}

/** The figures of some slots, as the portal shows them. */
function figuresOf(slots: readonly SlotRow[], now: number): PatrolFiguresDto {
  const m = metricsOf(slots, now);
  return {
    scheduled: m.scheduled,
    due: m.due,
    rounds_done: m.roundsDone,
    ad_hoc: m.adHoc,
    on_time: m.onTime,
    partial: m.partial,
    late: m.late,
    missed: m.missed,
    on_time_percent: m.onTimePercent,
    missed_percent: m.missedPercent,
  };
}

/** A property's day: every scheduled occurrence with its round (or missed/upcoming), and the ad-hoc rounds. */
export async function patrolDay(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  query: PatrolDayQuery,
): Promise<PatrolDayDto> {
  const db = deps.database.db;
  await loadAccessibleProperty(db, actor, query.property_id, () => notFound('Property'));
  const from = localMidnight(query.day, timeZone);
  const to = localMidnight(addDays(query.day, 1), timeZone);
  const slots = await propertySlots(db, actor.tenantId, query.property_id, { from, to }, timeZone, deps.clock());
  return {
    property_id: query.property_id,
    day: query.day,
    time_zone: timeZone,
    summary: figuresOf(slots, deps.clock()),
    slots: slots.map((slot) => slot.dto),
  };
}

export type PeriodSlot = SlotDto & { computed: Computed | null };

/**
 * A property's rounds in [from, to) as the day screen counts them, each slot with its round's
 * metrics, and the period's metrics: what the patrol reports read. The caller has checked
 * access to the property.
 */
export async function propertyPeriod(
  db: Executor,
  tenantId: number,
  propertyId: number,
  period: { from: number; to: number },
  timeZone: string,
  now: number,
): Promise<{ slots: PeriodSlot[]; metrics: PeriodMetrics }> {
  const slots = await propertySlots(db, tenantId, propertyId, period, timeZone, now);
  return {
    slots: slots.map((slot) => ({ ...slot.dto, computed: slot.computed })),
    metrics: metricsOf(slots, now),
  };
}

/** The first and last local day of the period `day` lies in: the day, its week (Monday to Sunday), its month. */
export function periodDays(period: PatrolPeriod, day: string): { from: string; to: string } {
  switch (period) {
    case 'day':
      return { from: day, to: day };
    case 'week': {
      const monday = addDays(day, 1 - isoWeekday(day));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month': {
      const first = `${day.slice(0, 7)}-01`;
      // 31 days after the first lies in the next month, whatever this one's length.
      return { from: first, to: addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1) };
    }
  }
}

/**
 * A property's figures for a day, a week or a month in the tenant's zone (local midnight to
 * local midnight, so a week across a clock change is 167 or 169 hours), and each day's own.
 */
export async function patrolPeriod(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  query: PatrolPeriodQuery,
): Promise<PatrolPeriodDto> {
  const db = deps.database.db;
  await loadAccessibleProperty(db, actor, query.property_id, () => notFound('Property'));
  const { from, to } = periodDays(query.period, query.day);
  const now = deps.clock();
  const slots = await propertySlots(
    db,
    actor.tenantId,
    query.property_id,
    { from: localMidnight(from, timeZone), to: localMidnight(addDays(to, 1), timeZone) },
    timeZone,
    now,
  );
  const byDay = new Map<string, SlotRow[]>();
  for (const slot of slots) {
    const day = calendarDay(slot.sortAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return {
    property_id: query.property_id,
    period: query.period,
    from,
    to,
    time_zone: timeZone,
    summary: figuresOf(slots, now),
    days: daysBetween(from, to).map((day) => ({ day, ...figuresOf(byDay.get(day) ?? [], now) })),
  };
}

/** Rounds in progress on the properties the account sees (or on one of them), oldest first. */
export async function liveRounds(
  deps: ServiceDeps,
  actor: AccountActor,
  query: PatrolLiveQuery,
): Promise<{ data: PatrolRoundSummaryDto[] }> {
  const db = deps.database.db;
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, actor, query.property_id, () => notFound('Property'));
  }
  const rows = await db
    .select()
    .from(patrolRounds)
    .where(
      and(
        eq(patrolRounds.tenantId, actor.tenantId),
        eq(patrolRounds.status, 'in_progress'),
        visibleProperty(actor, patrolRounds.propertyId),
        ...(query.property_id === undefined ? [] : [eq(patrolRounds.propertyId, query.property_id)]),
      ),
    )
    .orderBy(asc(patrolRounds.startedAt), asc(patrolRounds.id));
  const computed = await computeRounds(db, actor.tenantId, rows, deps.clock());
  return { data: computed.map((c) => c.summary) };
}

/** One round as a timeline: start, scans, incidents reported during it, end (phone times). */
export async function patrolRoundDetail(
  deps: ServiceDeps,
  actor: AccountActor,
  roundId: number,
): Promise<PatrolRoundDetailDto> {
  const db = deps.database.db;
  const [found] = await db
    .select({ row: patrolRounds, visible: visibleProperty(actor, patrolRounds.propertyId).mapWith(Boolean) })
    .from(patrolRounds)
    .where(and(eq(patrolRounds.tenantId, actor.tenantId), eq(patrolRounds.id, roundId)));
  const round = requireVisible(found, 'Patrol round');
  const [computed] = await computeRounds(db, actor.tenantId, [round], deps.clock());
  if (!computed) throw notFound('Patrol round');
  const linked = await incidentsOfPatrolRound(db, actor.tenantId, roundId);
  const names = await accountNames(db, actor.tenantId, [
    round.startedByAccountId,
    ...(round.endedByAccountId === null ? [] : [round.endedByAccountId]),
    ...computed.scans.map((s) => s.accountId),
    ...linked.flatMap((i) => (i.reportedByAccountId === null ? [] : [i.reportedByAccountId])),
  ]);
  const checkpoint = new Map(computed.checkpoints.map((c) => [c.id, c]));
  const late = new Set(computed.metrics.lateScanIds);
  const outOfOrder = new Set(computed.metrics.outOfOrderScanIds);
  const implausible = new Map(computed.metrics.implausibleScans.map((flag) => [flag.id, flag]));
  const blank = {
    received_at: null,
    checkpoint_id: null,
    checkpoint_name: null,
    position: null,
    method: null,
    by: null,
    note: null,
    photo: null,
    late: false,
    out_of_order: false,
    implausible: null,
    seconds_since_previous: null,
    incident_id: null,
    incident_title: null,
  } satisfies Omit<PatrolTimelineEntry, 'kind' | 'at'>;
  const timeline: PatrolTimelineEntry[] = [
    {
      ...blank,
      kind: 'start',
      at: round.startedAt.toISOString(),
      received_at: round.startReceivedAt.toISOString(),
      by: names.get(round.startedByAccountId) ?? null,
    },
    ...computed.scans.map((s): PatrolTimelineEntry => {
      const c = checkpoint.get(s.checkpointId);
      return {
        ...blank,
        kind: 'scan',
        at: s.scannedAt.toISOString(),
        received_at: s.receivedAt.toISOString(),
        checkpoint_id: s.checkpointId,
        checkpoint_name: c?.name ?? null,
        position: c?.position ?? null,
        method: s.method,
        by: names.get(s.accountId) ?? null,
        note: s.note,
        photo: s.photoFileId === null ? null : photoRef(s.photoFileId),
        late: late.has(s.id),
        out_of_order: outOfOrder.has(s.id),
        implausible: implausible.get(s.id)?.reason ?? null,
        seconds_since_previous: secondsOf(implausible.get(s.id)?.sincePreviousMs ?? null),
      };
    }),
    ...linked.map((i): PatrolTimelineEntry => ({
      ...blank,
      kind: 'incident',
      at: i.at.toISOString(),
      by: i.reportedByAccountId === null ? null : (names.get(i.reportedByAccountId) ?? null),
      incident_id: i.id,
      incident_title: i.title,
    })),
  ];
  if (round.endedAt !== null) {
    timeline.push({
      ...blank,
      kind: 'end',
      at: round.endedAt.toISOString(),
      by: round.endedByAccountId === null ? null : (names.get(round.endedByAccountId) ?? null),
      note: round.note,
      late: computed.lateAfter !== null && round.endedAt.getTime() > computed.lateAfter,
    });
  }
  const order = { start: 0, scan: 1, incident: 1, end: 2 } as const;
  timeline.sort((a, b) => order[a.kind] - order[b.kind] || Date.parse(a.at) - Date.parse(b.at));
  return {
    round: computed.summary,
    window_end: iso(computed.windowEnd),
    late_after: iso(computed.lateAfter),
    missed_checkpoint_names: computed.metrics.missedCheckpointIds.map((id) => checkpoint.get(id)?.name ?? ''),
    timeline,
  };
}
