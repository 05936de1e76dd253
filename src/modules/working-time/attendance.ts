import type { AbsenceKind } from './working-time.tables.js';
import { addDays, daysBetween, localMidnight, weekday, zonedInstant } from './zoned.js';

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
  // Most shifts have no break (no arrays to build for them: a matrix goes through 200,000).
  if (shift.breaks.length === 0) return end > shift.start ? [[shift.start, end]] : [];
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
  if (shift.end === null || shift.breaks.length === 0) return [];
  const end = shift.end;
  return shift.breaks
    .map((b): [number, number] => [Math.max(b.start, shift.start), Math.min(b.end ?? end, end)])
    .filter(([from, to]) => to > from);
}

const overlap = (a: number, b: number, from: number, to: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));

/**
 * The local days of a period in a zone, computed once: when each begins (and when the day
 * after the last begins), its night windows (00:00–06:00 and 23:00–24:00) and whether it is
 * a Sunday. Splitting a span at midnight is then a search in a sorted list, not a time-zone
 * conversion per span: a payroll matrix splits hundreds of thousands.
 */
interface PeriodCalendar {
  days: string[];
  /** `midnights[i]` begins `days[i]`; the last one ends the period. */
  midnights: number[];
  nights: [number, number, number, number][];
  sundays: boolean[];
}

let lastCalendar: { key: string; calendar: PeriodCalendar } | undefined;

function periodCalendar(from: string, to: string, timeZone: string): PeriodCalendar {
  const key = `${timeZone}|${from}|${to}`;
  if (lastCalendar?.key === key) return lastCalendar.calendar;
  const days = daysBetween(from, to);
  const midnights = [...days, addDays(to, 1)].map((day) => localMidnight(day, timeZone));
  const calendar: PeriodCalendar = {
    days,
    midnights,
    nights: days.map((day, i) => [
      midnights[i] ?? 0,
      zonedInstant(day, 6, 0, timeZone),
      zonedInstant(day, 23, 0, timeZone),
      midnights[i + 1] ?? 0,
    ]),
    sundays: days.map((day) => weekday(day) === 0),
  };
  lastCalendar = { key, calendar };
  return calendar;
}

/** The index of the day of the calendar an instant inside the period falls on. */
function dayIndex(calendar: PeriodCalendar, instant: number): number {
  const { midnights } = calendar;
  let low = 0;
  let high = midnights.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((midnights[middle] ?? 0) <= instant) low = middle;
    else high = middle - 1;
  }
  return low;
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
  const calendar = periodCalendar(from, to, timeZone);
  const { days, midnights, nights, sundays } = calendar;
  const periodStart = midnights[0] ?? 0;
  const periodEnd = midnights[days.length] ?? 0;
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
      const spanStart = Math.max(span[0], periodStart);
      const spanEnd = Math.min(span[1], periodEnd);
      if (spanEnd <= spanStart) continue;
      // The span's part on each local day it touches.
      for (let i = dayIndex(calendar, spanStart); i < days.length; i++) {
        const dayStart = midnights[i] ?? 0;
        if (dayStart >= spanEnd) break;
        const start = Math.max(spanStart, dayStart);
        const end = Math.min(spanEnd, midnights[i + 1] ?? 0);
        if (end <= start) continue;
        const day = days[i] ?? '';
        const [n0, n1, n2, n3] = nights[i] ?? [0, 0, 0, 0];
        const ms = end - start;
        const night = overlap(start, end, n0, n1) + overlap(start, end, n2, n3);
        const figures = result.days.get(day);
        if (figures) {
          figures.workedMs += ms;
          figures.nightMs += night;
        } else result.days.set(day, { workedMs: ms, nightMs: night });
        result.workedMs += ms;
        result.nightMs += night;
        if (sundays[i]) result.sundayMs += ms;
        if (holidays.has(day)) result.holidayMs += ms;
      }
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
  for (const day of days) {
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
