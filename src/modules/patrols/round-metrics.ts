// What the office is told about patrol rounds, computed from rows without touching the
// database. Definitions (docs/patrols.md, "In the office"):
// - Planned: the route's checkpoints not retired before the round started, in route order.
// - Scanned: planned checkpoints with at least one scan; scans of other checkpoints (retired
//   before the start) are shown but do not count.
// - Late scan: on a scheduled round, a scan whose phone time is after the occurrence's window
//   end plus grace. Late round: a scheduled round that ended (phone time) after window end
//   plus grace, or has a late scan. Ad-hoc rounds have no window and are never late. Phone
//   times are used, not receipt times, so a round walked offline and sent later is not late.
// - Out of order: a scan of a checkpoint earlier on the route than one already scanned
//   (scans taken in phone-time order).
// - Implausible scan (a flag for the office, it does not change the status), in phone-time
//   order: a scan of another checkpoint less than MIN_SECONDS_BETWEEN_CHECKPOINTS after the
//   scan before it (nobody walks from one checkpoint to the next and scans it that fast:
//   several checkpoints within seconds means codes typed or replayed from one place), or a
//   scan before the round's start.
// - Status: in_progress while not ended; an ended round is missed when it scanned none of
//   its planned checkpoints, partial when it scanned some, late when it scanned all but was
//   late, complete otherwise. An occurrence without a round is missed once its lateness
//   limit has passed, and upcoming before that.
import type { Occurrence } from './schedule.js';

export const roundMetricStatuses = ['complete', 'partial', 'missed', 'late', 'in_progress'] as const;
export type RoundMetricStatus = (typeof roundMetricStatuses)[number];
export type SlotStatus = RoundMetricStatus | 'upcoming';

export interface MetricCheckpoint {
  id: number;
  position: number;
  retiredAt: number | null;
}

export interface MetricRound {
  startedAt: number;
  endedAt: number | null;
}

export interface MetricScan {
  id: number;
  checkpointId: number;
  scannedAt: number;
}

/** The least time between scans of two different checkpoints that is taken as walked. */
export const MIN_SECONDS_BETWEEN_CHECKPOINTS = 15;

export type ImplausibleReason = 'too_fast' | 'before_start';

export interface ImplausibleScan {
  id: number;
  reason: ImplausibleReason;
  /** For too_fast: milliseconds since the scan before it. */
  sincePreviousMs: number | null;
}

export interface RoundMetrics {
  planned: number;
  scanned: number;
  /** Planned checkpoints not scanned, in route order. */
  missedCheckpointIds: number[];
  lateScanIds: number[];
  outOfOrderScanIds: number[];
  /** Scans flagged as implausible, in phone-time order. */
  implausibleScans: ImplausibleScan[];
  late: boolean;
  /** Start to end; for a round in progress, start to now. */
  durationMs: number;
  status: RoundMetricStatus;
}

/** The checkpoints a round started at `startedAt` was to visit, in route order. */
export function plannedCheckpoints<C extends MetricCheckpoint>(checkpoints: readonly C[], startedAt: number): C[] {
  return checkpoints
    .filter((c) => c.retiredAt === null || c.retiredAt > startedAt)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function roundMetrics(
  round: MetricRound,
  occurrence: Pick<Occurrence, 'lateAfter'> | null,
  checkpoints: readonly MetricCheckpoint[],
  scans: readonly MetricScan[],
  now: number,
): RoundMetrics {
  const planned = plannedCheckpoints(checkpoints, round.startedAt);
  const positionOf = new Map(planned.map((c) => [c.id, c.position]));
  const ordered = [...scans].sort((a, b) => a.scannedAt - b.scannedAt || a.id - b.id);
  const seen = new Set<number>();
  const outOfOrderScanIds: number[] = [];
  const lateScanIds: number[] = [];
  let furthest = -Infinity;
  for (const scan of ordered) {
    const position = positionOf.get(scan.checkpointId);
    if (position === undefined) continue;
    seen.add(scan.checkpointId);
    if (position < furthest) outOfOrderScanIds.push(scan.id);
    furthest = Math.max(furthest, position);
    if (occurrence !== null && scan.scannedAt > occurrence.lateAfter) lateScanIds.push(scan.id);
  }
  const implausibleScans: ImplausibleScan[] = [];
  ordered.forEach((scan, index) => {
    const previous = index > 0 ? ordered[index - 1] : undefined;
    const since = previous === undefined ? null : scan.scannedAt - previous.scannedAt;
    if (scan.scannedAt < round.startedAt) {
      implausibleScans.push({ id: scan.id, reason: 'before_start', sincePreviousMs: null });
    } else if (
      previous !== undefined &&
      since !== null &&
      previous.checkpointId !== scan.checkpointId &&
      since < MIN_SECONDS_BETWEEN_CHECKPOINTS * 1000
    ) {
      implausibleScans.push({ id: scan.id, reason: 'too_fast', sincePreviousMs: since });
    }
  });
  const missedCheckpointIds = planned.filter((c) => !seen.has(c.id)).map((c) => c.id);
  const ended = round.endedAt !== null;
  const late =
    occurrence !== null && (lateScanIds.length > 0 || (round.endedAt !== null && round.endedAt > occurrence.lateAfter));
  let status: RoundMetricStatus;
  if (!ended) status = 'in_progress';
  else if (planned.length > 0 && seen.size === 0) status = 'missed';
  else if (seen.size < planned.length) status = 'partial';
  else status = late ? 'late' : 'complete';
  return {
    planned: planned.length,
    scanned: seen.size,
    missedCheckpointIds,
    lateScanIds,
    outOfOrderScanIds,
    implausibleScans,
    late,
    durationMs: Math.max(0, (round.endedAt ?? now) - round.startedAt),
    status,
  };
}

/** An occurrence's status when no round was started for it. */
export function slotWithoutRound(occurrence: Pick<Occurrence, 'lateAfter'>, now: number): 'missed' | 'upcoming' {
  return now > occurrence.lateAfter ? 'missed' : 'upcoming';
}

export interface PeriodMetrics {
  /** Occurrences planned in the period. */
  scheduled: number;
  /** Of those, the ones whose lateness limit has passed (only they count in the percentages). */
  due: number;
  /** Rounds started for an occurrence in the period, and ad-hoc rounds. */
  roundsDone: number;
  adHoc: number;
  /** Due occurrences by what became of them: complete (= on time), partial, late, missed. */
  onTime: number;
  partial: number;
  late: number;
  missed: number;
  /** Share of due occurrences done complete and on time, and of those missed, 0–100 (null without due ones). */
  onTimePercent: number | null;
  missedPercent: number | null;
}

/**
 * Per period (and property): each slot is an occurrence with the status of its round, or
 * none. On time = complete; missed = no round, or a round that scanned nothing; partial and
 * late are the rounds' statuses. An occurrence still open (before its lateness limit)
 * without a round is not counted yet.
 */
export function periodMetrics(
  slots: readonly { occurrence: Pick<Occurrence, 'lateAfter'>; status: RoundMetricStatus | null }[],
  adHocRounds: number,
  now: number,
): PeriodMetrics {
  let due = 0;
  let onTime = 0;
  let partial = 0;
  let late = 0;
  let missed = 0;
  let done = 0;
  for (const slot of slots) {
    if (slot.status !== null) done += 1;
    const open = now <= slot.occurrence.lateAfter;
    if (open && (slot.status === null || slot.status === 'in_progress')) continue;
    due += 1;
    if (slot.status === 'complete') onTime += 1;
    if (slot.status === 'partial') partial += 1;
    if (slot.status === 'late') late += 1;
    if (slot.status === null || slot.status === 'missed') missed += 1;
  }
  const percent = (n: number) => (due === 0 ? null : Math.round((n / due) * 1000) / 10);
  return {
    scheduled: slots.length,
    due,
    roundsDone: done + adHocRounds,
    adHoc: adHocRounds,
    onTime,
    partial,
    late,
    missed,
    onTimePercent: percent(onTime),
    missedPercent: percent(missed),
  };
}
