import type { AbsenceKind } from './working-time.tables.js';
import { addDays, daysBetween, localDayAndTime, localMidnight, weekday, zonedInstant } from './zoned.js';

// The time rules of the exports, as pure functions over instants:
//
// - A shift's working time is its span minus its breaks. It is split at local midnight in
//   the tenant's zone, so a night shift counts on both days, and a day with a clock change
//   has 23 or 25 hours.
// - Night hours are those between 23:00 and 06:00 local; Sunday and holiday hours those on
//   a Sunday or a public holiday (local days).
// - Open shifts count in no total.
// - Rounding (to 1, 5 or 15 minutes, or none) is applied at the end, to sums, never to
//   single entries.
// - Target: a person's weekly minutes spread over their work days; public holidays owe
//   nothing. Vacation, sick and other absences on a work day credit that day's target
//   (half for a half day). Balance = worked + credited − target.

export interface BreakInput {
  start: number;
  end: number | null;
}

export interface ShiftInput {
  id: number;
  accountId: number;
  start: number;
  /** Null while the shift is open. */
  end: number | null;
  breaks: readonly BreakInput[];
}

export interface AbsenceInput {
  accountId: number;
  day: string;
  kind: AbsenceKind;
  halfDay: boolean;
}

export interface PersonInput {
  accountId: number;
  weeklyTargetMinutes: number;
  /** Monday = 1 … Sunday = 64. */
  workDays: number;
}

export interface DayFigures {
  workedMs: number;
  nightMs: number;
}

export interface PersonPeriod {
  accountId: number;
  /** Worked time per local day of the period. */
  days: Map<string, DayFigures>;
  workedMs: number;
  breakMs: number;
  nightMs: number;
  sundayMs: number;
  holidayMs: number;
  targetMs: number;
  creditedMs: number;
  /** Absence days per kind (a half day counts 0.5). */
  absenceDays: Record<AbsenceKind, number>;
  absences: Map<string, AbsenceInput>;
  openShifts: number;
}

/** The spans of a closed shift that are work: its span minus its breaks (a break left open ends with the shift). */
export function workSpans(shift: ShiftInput): [number, number][] {
  if (shift.end === null) return [];
  const end = shift.end;
  const breaks = shift.breaks
    .map((b): [number, number] => [Math.max(b.start, shift.start), Math.min(b.end ?? end, end)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const spans: [number, number][] = [];
  let cursor = shift.start;
  for (const [from, to] of breaks) {
    if (from > cursor) spans.push([cursor, from]);
    cursor = Math.max(cursor, to);
  }
  if (end > cursor) spans.push([cursor, end]);
  return spans;
}

/** The break spans of a closed shift, clipped to it. */
export function breakSpans(shift: ShiftInput): [number, number][] {
  if (shift.end === null) return [];
  const end = shift.end;
  return shift.breaks
    .map((b): [number, number] => [Math.max(b.start, shift.start), Math.min(b.end ?? end, end)])
    .filter(([from, to]) => to > from);
}

const overlap = (a: number, b: number, from: number, to: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));

/** Calls `visit(day, from, to)` for each local day a span touches, with the part on that day. */
export function eachLocalDay(
  span: [number, number],
  timeZone: string,
  visit: (day: string, from: number, to: number) => void,
): void {
  const [start, end] = span;
  let day = localDayAndTime(start, timeZone).day;
  while (localMidnight(day, timeZone) < end) {
    const dayStart = localMidnight(day, timeZone);
    const dayEnd = localMidnight(addDays(day, 1), timeZone);
    const from = Math.max(start, dayStart);
    const to = Math.min(end, dayEnd);
    if (to > from) visit(day, from, to);
    day = addDays(day, 1);
  }
}

const nightWindows = new Map<string, [number, number][]>();

/** 00:00–06:00 and 23:00–24:00 of a local day, as instants. */
function nightOf(day: string, timeZone: string): [number, number][] {
  const key = `${timeZone}|${day}`;
  let windows = nightWindows.get(key);
  if (!windows) {
    windows = [
      [localMidnight(day, timeZone), zonedInstant(day, 6, 0, timeZone)],
      [zonedInstant(day, 23, 0, timeZone), localMidnight(addDays(day, 1), timeZone)],
    ];
    if (nightWindows.size > 100_000) nightWindows.clear();
    nightWindows.set(key, windows);
  }
  return windows;
}

const WEEKDAY_BIT = [64, 1, 2, 4, 8, 16, 32]; // Sunday … Saturday

export function isWorkDay(workDays: number, day: string): boolean {
  return (workDays & (WEEKDAY_BIT[weekday(day)] ?? 0)) !== 0;
}

function countWorkDays(workDays: number): number {
  let count = 0;
  for (const bit of WEEKDAY_BIT) if (workDays & bit) count++;
  return count;
}

/** One person's figures for the period [from, to] (local days, both included). */
export function personPeriod(
  person: PersonInput,
  shifts: readonly ShiftInput[],
  absences: readonly AbsenceInput[],
  holidays: ReadonlySet<string>,
  period: { from: string; to: string; timeZone: string },
): PersonPeriod {
  const { from, to, timeZone } = period;
  const periodStart = localMidnight(from, timeZone);
  const periodEnd = localMidnight(addDays(to, 1), timeZone);
  const result: PersonPeriod = {
    accountId: person.accountId,
    days: new Map(),
    workedMs: 0,
    breakMs: 0,
    nightMs: 0,
    sundayMs: 0,
    holidayMs: 0,
    targetMs: 0,
    creditedMs: 0,
    absenceDays: { vacation: 0, sick: 0, other: 0 },
    absences: new Map(),
    openShifts: 0,
  };
  for (const shift of shifts) {
    if (shift.end === null) {
      result.openShifts++;
      continue;
    }
    for (const span of workSpans(shift)) {
      const clipped: [number, number] = [Math.max(span[0], periodStart), Math.min(span[1], periodEnd)];
      if (clipped[1] <= clipped[0]) continue;
      eachLocalDay(clipped, timeZone, (day, start, end) => {
        const ms = end - start;
        let night = 0;
        for (const [a, b] of nightOf(day, timeZone)) night += overlap(start, end, a, b);
        const figures = result.days.get(day) ?? { workedMs: 0, nightMs: 0 };
        figures.workedMs += ms;
        figures.nightMs += night;
        result.days.set(day, figures);
        result.workedMs += ms;
        result.nightMs += night;
        if (weekday(day) === 0) result.sundayMs += ms;
        if (holidays.has(day)) result.holidayMs += ms;
      });
    }
    for (const [a, b] of breakSpans(shift)) result.breakMs += overlap(a, b, periodStart, periodEnd);
  }

  const workDayCount = countWorkDays(person.workDays);
  const dailyTarget = workDayCount === 0 ? 0 : (person.weeklyTargetMinutes * 60_000) / workDayCount;
  for (const absence of absences) {
    if (absence.day < from || absence.day > to) continue;
    result.absences.set(absence.day, absence);
    result.absenceDays[absence.kind] += absence.halfDay ? 0.5 : 1;
  }
  for (const day of daysBetween(from, to)) {
    if (!isWorkDay(person.workDays, day) || holidays.has(day)) continue;
    result.targetMs += dailyTarget;
    const absence = result.absences.get(day);
    if (absence) result.creditedMs += absence.halfDay ? dailyTarget / 2 : dailyTarget;
  }
  return result;
}

/** Minutes after rounding a sum to `step` minutes (0: to the whole minute), half away from zero. */
export function roundedMinutes(ms: number, step: number): number {
  const minutes = ms / 60_000;
  const unit = step > 0 ? step : 1;
  const rounded = Math.round(Math.abs(minutes) / unit) * unit;
  return minutes < 0 ? -rounded : rounded;
}
