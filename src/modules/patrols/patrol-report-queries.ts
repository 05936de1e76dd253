// What a PDF patrol report (src/modules/reports) reads of the patrols module: one round, or
// a property's rounds over a period, with the office's figures (office.service.ts, metrics
// from round-metrics.ts) and, per checkpoint, the scans the checkpoint table shows.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { accountNames } from '../accounts/accounts.service.js';
import { addDays, localMidnight } from '../working-time/zoned.js';
import { computeRounds, propertyPeriod, type Computed } from './office.service.js';
import type { CheckpointMethod } from './patrols.tables.js';
import { patrolRounds } from './patrols.tables.js';
import {
  type ImplausibleReason,
  plannedCheckpoints,
  type PeriodMetrics,
  type RoundMetrics,
  type SlotStatus,
} from './round-metrics.js';

export interface ReportScan {
  id: number;
  /** The phone's time of the scan. */
  scannedAt: Date;
  method: CheckpointMethod;
  by: string;
  note: string | null;
  photoFileId: number | null;
  late: boolean;
  outOfOrder: boolean;
  /** Flagged as implausible (round-metrics.ts), with the time since the scan before it for too_fast. */
  implausible: { reason: ImplausibleReason; sincePreviousMs: number | null } | null;
}

export interface ReportCheckpoint {
  id: number;
  position: number;
  name: string;
  /** False for a checkpoint retired before the round started but scanned anyway (not counted). */
  planned: boolean;
  /** Planned and not scanned. */
  missed: boolean;
  /** Its scans in this round, in phone-time order (a repeated scan is listed, counted once). */
  scans: ReportScan[];
}

export interface PatrolRoundForReport {
  id: number;
  routeName: string;
  propertyId: number;
  /** Null for an ad-hoc round. */
  plannedStart: Date | null;
  windowEnd: Date | null;
  lateAfter: Date | null;
  startedAt: Date;
  endedAt: Date | null;
  /** Who started it, scanned and ended it, each once, in that order. */
  guards: string[];
  /** The note left when ending it. */
  note: string | null;
  metrics: RoundMetrics;
  /** The planned checkpoints in route order, then scanned ones that were not planned. */
  checkpoints: ReportCheckpoint[];
}

export interface PatrolSlotForReport {
  routeName: string;
  plannedStart: Date | null;
  status: SlotStatus;
  /** The round walked for it; null for an occurrence nobody started. */
  round: PatrolRoundForReport | null;
}

export interface PatrolPeriodForReport {
  /** In time order: scheduled occurrences with their round or none, and ad-hoc rounds. */
  slots: PatrolSlotForReport[];
  metrics: PeriodMetrics;
}

/** Whether the round exists in the actor's tenant (undefined if not), its property, and whether the actor sees that property. */
export async function patrolRoundVisibility(
  db: Executor,
  actor: AccountActor,
  roundId: number,
): Promise<{ visible: boolean; propertyId: number } | undefined> {
  const [found] = await db
    .select({
      visible: visibleProperty(actor, patrolRounds.propertyId).mapWith(Boolean),
      propertyId: patrolRounds.propertyId,
    })
    .from(patrolRounds)
    .where(and(eq(patrolRounds.tenantId, actor.tenantId), eq(patrolRounds.id, roundId)));
  return found;
}

async function forReport(db: Executor, tenantId: number, computed: Computed[]): Promise<PatrolRoundForReport[]> {
  const names = await accountNames(db, tenantId, [
    ...computed.flatMap((c) => [
      c.round.startedByAccountId,
      ...c.scans.map((s) => s.accountId),
      ...(c.round.endedByAccountId === null ? [] : [c.round.endedByAccountId]),
    ]),
  ]);
  return computed.map((c) => {
    const { round, metrics } = c;
    const late = new Set(metrics.lateScanIds);
    const outOfOrder = new Set(metrics.outOfOrderScanIds);
    const implausible = new Map(metrics.implausibleScans.map((flag) => [flag.id, flag]));
    const missed = new Set(metrics.missedCheckpointIds);
    const scansOf = (checkpointId: number): ReportScan[] =>
      c.scans
        .filter((s) => s.checkpointId === checkpointId)
        .map((s) => ({
          id: s.id,
          scannedAt: s.scannedAt,
          method: s.method,
          by: names.get(s.accountId) ?? '',
          note: s.note,
          photoFileId: s.photoFileId,
          late: late.has(s.id),
          outOfOrder: outOfOrder.has(s.id),
          implausible: implausible.get(s.id) ?? null,
        }));
    const planned = plannedCheckpoints(
      c.checkpoints.map((cp) => ({ ...cp, retiredAt: cp.retiredAt?.getTime() ?? null })),
      round.startedAt.getTime(),
    );
    const plannedIds = new Set(planned.map((cp) => cp.id));
    const scannedElsewhere = c.checkpoints
      .filter((cp) => !plannedIds.has(cp.id) && c.scans.some((s) => s.checkpointId === cp.id))
      .sort((a, b) => a.position - b.position);
    const guardIds = [
      round.startedByAccountId,
      ...c.scans.map((s) => s.accountId),
      ...(round.endedByAccountId === null ? [] : [round.endedByAccountId]),
    ];
    return {
      id: round.id,
      routeName: c.summary.route_name,
      propertyId: round.propertyId,
      plannedStart: round.plannedStart,
      windowEnd: c.windowEnd === null ? null : new Date(c.windowEnd),
      lateAfter: c.lateAfter === null ? null : new Date(c.lateAfter),
      startedAt: round.startedAt,
      endedAt: round.endedAt,
      guards: [...new Set(guardIds)].map((id) => names.get(id) ?? ''),
      note: round.note,
      metrics,
      checkpoints: [
        ...planned.map((cp) => ({ ...cp, planned: true })),
        ...scannedElsewhere.map((cp) => ({ ...cp, planned: false })),
      ].map((cp) => ({
        id: cp.id,
        position: cp.position,
        name: cp.name,
        planned: cp.planned,
        missed: missed.has(cp.id),
        scans: scansOf(cp.id),
      })),
    };
  });
}

/** One of the tenant's rounds with its figures at `now`; undefined when there is no such round. */
export async function patrolRoundForReport(
  db: Executor,
  tenantId: number,
  roundId: number,
  now: number,
): Promise<PatrolRoundForReport | undefined> {
  const rows = await db
    .select()
    .from(patrolRounds)
    .where(and(eq(patrolRounds.tenantId, tenantId), eq(patrolRounds.id, roundId)));
  const [round] = await forReport(db, tenantId, await computeRounds(db, tenantId, rows, now));
  return round;
}

/**
 * A property's rounds from the first to the last local day (inclusive) in the tenant's
 * zone, as the day screen counts them (propertyPeriod), with their figures at `now`.
 */
export async function patrolPeriodForReport(
  db: Executor,
  tenantId: number,
  propertyId: number,
  period: { from: string; to: string },
  timeZone: string,
  now: number,
): Promise<PatrolPeriodForReport> {
  const { slots, metrics } = await propertyPeriod(
    db,
    tenantId,
    propertyId,
    { from: localMidnight(period.from, timeZone), to: localMidnight(addDays(period.to, 1), timeZone) },
    timeZone,
    now,
  );
  const rounds = await forReport(
    db,
    tenantId,
    slots.flatMap((slot) => (slot.computed === null ? [] : [slot.computed])),
  );
  const byId = new Map(rounds.map((r) => [r.id, r]));
  return {
    slots: slots.map((slot) => ({
      routeName: slot.route_name,
      plannedStart: slot.planned_start === null ? null : new Date(slot.planned_start),
      status: slot.status,
      round: slot.computed === null ? null : (byId.get(slot.computed.round.id) ?? null),
    })),
    metrics,
  };
}
