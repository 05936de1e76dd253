// The German working-time rules (Arbeitszeitgesetz) over a person's closed shifts, as pure
// functions over instants. What each check reads (docs/working-time.md, "Working-time
// rules"):
//
// - A working day is the local day (tenant's zone) a shift starts on; a night shift counts
//   wholly to the day it began, as the law's "Arbeitstag" does.
// - Breaks count (§4) only in blocks of at least 15 minutes; a shorter interruption is
//   working time. Net working time (§2) is the span of the day's shifts minus counted breaks;
//   a gap of 15 minutes or more between two shifts of a day counts as a break too.
// - §3: more than 10 h net on a working day.
// - §4: over 6 h net needs at least 30 min of counted breaks, over 9 h at least 45 min;
//   and no stretch of more than 6 h of work without a counted break.
// - §5: less than 11 h of uninterrupted rest between the end of a working day's last shift
//   and the start of the next working day's first one (real time: a DST night is 23 or
//   25 hours long).
// - §9: work on a Sunday or a public holiday (local days), however little.
// Thresholds are strict: exactly 6:00 h net needs no break, 6:01 h does.
import type { ShiftInput } from './attendance.js';
import { localDayAndTime, weekday } from './zoned.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The rules' limits, named as the law names them. */
export const ARBZG = {
  maxDailyNetMs: 10 * HOUR,
  breakAfterMs: 6 * HOUR,
  longBreakAfterMs: 9 * HOUR,
  breakMs: 30 * MINUTE,
  longBreakMs: 45 * MINUTE,
  minBreakBlockMs: 15 * MINUTE,
  maxStretchMs: 6 * HOUR,
  minRestMs: 11 * HOUR,
} as const;

export const ARBZG_RULES = ['daily_max', 'breaks', 'stretch', 'rest', 'sunday', 'holiday'] as const;
export type ArbzgRule = (typeof ARBZG_RULES)[number];

export interface ArbzgFinding {
  rule: ArbzgRule;
  /** The working day it concerns (for `rest`: the day whose start came too soon). */
  day: string;
  /** The shifts it concerns. */
  shiftIds: number[];
  /** What was measured (net time, counted breaks, the longest stretch, the rest), in ms. */
  actualMs: number;
  /** The limit it breaks: a maximum (daily_max, stretch), a minimum (breaks, rest), 0 for sunday/holiday. */
  limitMs: number;
}

interface Day {
  day: string;
  shifts: (ShiftInput & { end: number })[];
  /** Work spans of the day's shifts, counted breaks removed, merged and in order. */
  work: [number, number][];
  netMs: number;
  breakMs: number;
  first: number;
  last: number;
}

/** The counted breaks (≥ 15 min) of a closed shift, clipped to it. */
function countedBreaks(shift: ShiftInput & { end: number }): [number, number][] {
  return shift.breaks
    .map((b): [number, number] => [Math.max(b.start, shift.start), Math.min(b.end ?? shift.end, shift.end)])
    .filter(([from, to]) => to - from >= ARBZG.minBreakBlockMs)
    .sort((a, b) => a[0] - b[0]);
}

function workingDay(day: string, shifts: (ShiftInput & { end: number })[]): Day {
  const sorted = [...shifts].sort((a, b) => a.start - b.start);
  const work: [number, number][] = [];
  let breakMs = 0;
  let previousEnd: number | null = null;
  for (const shift of sorted) {
    // A gap of 15 minutes or more between two shifts of the day is a counted break.
    if (previousEnd !== null && shift.start - previousEnd >= ARBZG.minBreakBlockMs) {
      breakMs += shift.start - previousEnd;
    }
    let cursor = shift.start;
    for (const [from, to] of countedBreaks(shift)) {
      if (from > cursor) work.push([cursor, from]);
      breakMs += to - Math.max(from, cursor);
      cursor = Math.max(cursor, to);
    }
    if (shift.end > cursor) work.push([cursor, shift.end]);
    previousEnd = Math.max(previousEnd ?? shift.end, shift.end);
  }
  // Spans closer than 15 minutes together are one stretch (a short gap is no break).
  const merged: [number, number][] = [];
  for (const span of work) {
    const last = merged[merged.length - 1];
    if (last && span[0] - last[1] < ARBZG.minBreakBlockMs) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  const netMs = work.reduce((sum, [from, to]) => sum + (to - from), 0);
  return {
    day,
    shifts: sorted,
    work: merged,
    netMs,
    breakMs,
    first: sorted[0]?.start ?? 0,
    last: Math.max(...sorted.map((s) => s.end)),
  };
}

/** The break a day of `netMs` needs by §4. */
export function requiredBreakMs(netMs: number): number {
  if (netMs > ARBZG.longBreakAfterMs) return ARBZG.longBreakMs;
  if (netMs > ARBZG.breakAfterMs) return ARBZG.breakMs;
  return 0;
}

/**
 * Every finding of the rules over one person's shifts (open shifts are left out: their end
 * is not known yet). `holidays` holds the public holidays as local days.
 */
export function checkArbzg(
  shifts: readonly ShiftInput[],
  timeZone: string,
  holidays: ReadonlySet<string>,
): ArbzgFinding[] {
  const closed = shifts.filter((s): s is ShiftInput & { end: number } => s.end !== null && s.end > s.start);
  const byDay = new Map<string, (ShiftInput & { end: number })[]>();
  for (const shift of closed) {
    const day = localDayAndTime(shift.start, timeZone).day;
    byDay.set(day, [...(byDay.get(day) ?? []), shift]);
  }
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => workingDay(day, list));
  const findings: ArbzgFinding[] = [];
  const ids = (d: Day) => d.shifts.map((s) => s.id);
  for (const [index, d] of days.entries()) {
    if (d.netMs > ARBZG.maxDailyNetMs) {
      findings.push({
        rule: 'daily_max',
        day: d.day,
        shiftIds: ids(d),
        actualMs: d.netMs,
        limitMs: ARBZG.maxDailyNetMs,
      });
    }
    const required = requiredBreakMs(d.netMs);
    if (d.breakMs < required) {
      findings.push({ rule: 'breaks', day: d.day, shiftIds: ids(d), actualMs: d.breakMs, limitMs: required });
    }
    const longest = Math.max(...d.work.map(([from, to]) => to - from));
    if (longest > ARBZG.maxStretchMs) {
      findings.push({ rule: 'stretch', day: d.day, shiftIds: ids(d), actualMs: longest, limitMs: ARBZG.maxStretchMs });
    }
    const previous = index > 0 ? days[index - 1] : undefined;
    if (previous !== undefined) {
      const rest = d.first - previous.last;
      if (rest < ARBZG.minRestMs) {
        findings.push({
          rule: 'rest',
          day: d.day,
          shiftIds: [...ids(previous).slice(-1), ...ids(d).slice(0, 1)],
          actualMs: Math.max(0, rest),
          limitMs: ARBZG.minRestMs,
        });
      }
    }
    // Sunday and holiday work: any local day the work touches, not only the start day.
    const touched = new Set<string>();
    for (const shift of d.shifts) {
      touched.add(localDayAndTime(shift.start, timeZone).day);
      touched.add(localDayAndTime(shift.end - 1, timeZone).day);
    }
    for (const day of [...touched].sort()) {
      if (holidays.has(day)) findings.push({ rule: 'holiday', day, shiftIds: ids(d), actualMs: 0, limitMs: 0 });
      else if (weekday(day) === 0) findings.push({ rule: 'sunday', day, shiftIds: ids(d), actualMs: 0, limitMs: 0 });
    }
  }
  return findings;
}
