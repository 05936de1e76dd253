// When a report subscription sends, and which period each sending covers: pure functions
// over instants and local calendar days in an IANA zone, no I/O.
//
// Decisions:
// - A local time the clocks skip (spring forward) runs at the first valid instant after it:
//   02:30 on the day Berlin jumps from 02:00 to 03:00 runs at 03:00. A local time the clocks
//   pass twice (fall back) runs once, at the first of the two.
// - Monthly on day n: a month without that day (31 in April, 29–31 in February) sends on
//   its last day.
// - Weeks run Monday to Sunday (ISO); weekdays are numbered 1 (Monday) to 7 (Sunday).
// - Periods are half-open [from, to): the previous calendar day, week or month in the
//   zone; "since the last sending" runs from the previous occurrence to this one, and on
//   the first sending from the occurrence before it by the same recurrence (as if it had
//   been sent then), so the first e-mail covers what every later one does.
import {
  addDays,
  localMidnight,
  wallClock,
  weekday as sundayFirstWeekday,
  zonedInstant,
} from '../working-time/zoned.js';
import type { FieldError } from '../../domain/errors.js';
import { calendarDay } from '../shared/time.js';

export type Frequency = 'daily' | 'weekly' | 'monthly';

export interface Recurrence {
  frequency: Frequency;
  /** HH:MM, local. */
  time: string;
  /** weekly: ISO weekdays 1 (Monday) … 7 (Sunday). */
  weekdays?: readonly number[] | undefined;
  /** monthly on day n (1–31). */
  day_of_month?: number | undefined;
  /** monthly on the first or last given weekday. */
  nth_weekday?: { which: 'first' | 'last'; weekday: number } | undefined;
}

export interface Bounds {
  /** First local day that may have an occurrence (YYYY-MM-DD). */
  startsOn: string;
  /** Last local day that may have one; null: no end. */
  endsOn: string | null;
}

export type PeriodKind = 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';

export interface Period {
  from: Date;
  to: Date;
}

/** What is wrong with a recurrence, as pointers into it; empty when it is sound. */
export function recurrenceProblems(recurrence: Recurrence): FieldError[] {
  const problems: FieldError[] = [];
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(recurrence.time)) {
    problems.push({ pointer: '/time', detail: 'A time is HH:MM, 00:00 to 23:59.', code: 'not_a_time' });
  }
  const weekly = recurrence.frequency === 'weekly';
  const monthly = recurrence.frequency === 'monthly';
  if (weekly && (recurrence.weekdays === undefined || recurrence.weekdays.length === 0)) {
    problems.push({ pointer: '/weekdays', detail: 'Choose at least one weekday.', code: 'weekdays_missing' });
  }
  if (!weekly && recurrence.weekdays !== undefined) {
    problems.push({
      pointer: '/weekdays',
      detail: 'Weekdays belong to a weekly recurrence.',
      code: 'recurrence_mismatch',
    });
  }
  if (monthly && (recurrence.day_of_month === undefined) === (recurrence.nth_weekday === undefined)) {
    problems.push({
      pointer: '/day_of_month',
      detail: 'A monthly recurrence takes either a day of the month or the first or last weekday.',
      code: 'recurrence_mismatch',
    });
  }
  if (!monthly && recurrence.day_of_month !== undefined) {
    problems.push({
      pointer: '/day_of_month',
      detail: 'A day of the month belongs to a monthly recurrence.',
      code: 'recurrence_mismatch',
    });
  }
  if (!monthly && recurrence.nth_weekday !== undefined) {
    problems.push({
      pointer: '/nth_weekday',
      detail: 'The first or last weekday belongs to a monthly recurrence.',
      code: 'recurrence_mismatch',
    });
  }
  return problems;
}

const isoWeekday = (day: string): number => sundayFirstWeekday(day) || 7;

function daysInMonth(day: string): number {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const dayOfMonth = (day: string): number => Number(day.slice(8, 10));

/** Whether the recurrence sends on a local calendar day. */
export function sendsOn(recurrence: Recurrence, day: string): boolean {
  switch (recurrence.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return (recurrence.weekdays ?? []).includes(isoWeekday(day));
    case 'monthly': {
      const n = dayOfMonth(day);
      const last = daysInMonth(day);
      if (recurrence.day_of_month !== undefined) return n === Math.min(recurrence.day_of_month, last);
      const nth = recurrence.nth_weekday;
      if (nth === undefined || isoWeekday(day) !== nth.weekday) return false;
      return nth.which === 'first' ? n <= 7 : n + 7 > last;
    }
  }
}

/**
 * The instant of a local day and time. A time in a gap (spring forward) becomes the first
 * valid instant after it, the moment of the jump; a time passed twice, the first of the two.
 */
export function localInstant(day: string, time: string, timeZone: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const candidate = zonedInstant(day, hour, minute, timeZone);
  const back = wallClock(candidate, timeZone);
  const wanted = Date.parse(`${day}T${time}:00Z`);
  const got = Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute);
  if (got === wanted) return candidate;
  // In a gap: zonedInstant moved on by the gap's length; find the jump itself, the first
  // minute whose wall clock reads at or after the wanted time (offsets change on minutes).
  let low = candidate - 4 * 3_600_000;
  let high = candidate;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    const w = wallClock(middle, timeZone);
    if (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) >= wanted) high = middle;
    else low = middle;
  }
  return high;
}

/** Monthly sends at most ~31 days apart; two years of days cover any recurrence that can fire. */
const SEARCH_DAYS = 800;

function inBounds(day: string, bounds: Bounds): boolean {
  return day >= bounds.startsOn && (bounds.endsOn === null || day <= bounds.endsOn);
}

/** The first occurrence strictly after `afterMs`, within the bounds; null when none is left. */
export function nextOccurrence(recurrence: Recurrence, timeZone: string, afterMs: number, bounds: Bounds): Date | null {
  // A local day's occurrence can lie before its midnight in UTC terms only by the zone's
  // offset, so starting one day early never misses one.
  let day = addDays(calendarDay(afterMs, timeZone), -1);
  if (day < bounds.startsOn) day = bounds.startsOn;
  for (let i = 0; i < SEARCH_DAYS; i++, day = addDays(day, 1)) {
    if (bounds.endsOn !== null && day > bounds.endsOn) return null;
    if (!sendsOn(recurrence, day)) continue;
    const at = localInstant(day, recurrence.time, timeZone);
    if (at > afterMs) return new Date(at);
  }
  return null;
}

/** The last occurrence at or before `atMs`, within the bounds; null when there was none. */
export function previousOccurrence(
  recurrence: Recurrence,
  timeZone: string,
  atMs: number,
  bounds: Bounds,
  options: { strictlyBefore?: boolean } = {},
): Date | null {
  let day = addDays(calendarDay(atMs, timeZone), 1);
  for (let i = 0; i < SEARCH_DAYS; i++, day = addDays(day, -1)) {
    if (day < bounds.startsOn) return null;
    if (!sendsOn(recurrence, day) || !inBounds(day, bounds)) continue;
    const at = localInstant(day, recurrence.time, timeZone);
    if (options.strictlyBefore === true ? at < atMs : at <= atMs) return new Date(at);
  }
  return null;
}

function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function previousMonthStart(day: string): string {
  return firstOfMonth(addDays(firstOfMonth(day), -1));
}

/**
 * The period a sending at `occurrenceMs` covers. `previousSendingMs` is the occurrence sent
 * before it (for since_last_sending); without one, the recurrence's own previous occurrence
 * is taken (unbounded by the start date), and without that the previous day.
 */
export function periodOf(
  kind: PeriodKind,
  recurrence: Recurrence,
  timeZone: string,
  occurrenceMs: number,
  previousSendingMs: number | null,
): Period {
  const day = calendarDay(occurrenceMs, timeZone);
  const span = (from: string, to: string): Period => ({
    from: new Date(localMidnight(from, timeZone)),
    to: new Date(localMidnight(to, timeZone)),
  });
  switch (kind) {
    case 'previous_day':
      return span(addDays(day, -1), day);
    case 'previous_week': {
      const monday = mondayOf(day);
      return span(addDays(monday, -7), monday);
    }
    case 'previous_month':
      return span(previousMonthStart(day), firstOfMonth(day));
    case 'since_last_sending': {
      const from =
        previousSendingMs ??
        previousOccurrence(
          recurrence,
          timeZone,
          occurrenceMs,
          { startsOn: '0001-01-01', endsOn: null },
          {
            strictlyBefore: true,
          },
        )?.getTime() ??
        localMidnight(addDays(day, -1), timeZone);
      return { from: new Date(from), to: new Date(occurrenceMs) };
    }
  }
}

/** The period as the e-mail and the history say it, in German or English. */
export function periodLabel(kind: PeriodKind, period: Period, timeZone: string, language: 'de' | 'en'): string {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const lastDay = calendarDay(period.to.getTime() - 1, timeZone);
  const firstDay = calendarDay(period.from.getTime(), timeZone);
  const asDate = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(new Date(`${day}T12:00:00Z`));
  const full: Intl.DateTimeFormatOptions =
    language === 'de'
      ? { day: '2-digit', month: '2-digit', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' };
  switch (kind) {
    case 'previous_day':
      return asDate(firstDay, full);
    case 'previous_week': {
      const week = isoWeekNumber(firstDay);
      const range = `${asDate(firstDay, full)} – ${asDate(lastDay, full)}`;
      return language === 'de' ? `KW ${week} (${range})` : `week ${week} (${range})`;
    }
    case 'previous_month':
      return asDate(firstDay, { month: 'long', year: 'numeric' });
    case 'since_last_sending': {
      const at = new Intl.DateTimeFormat(locale, { timeZone, ...full, hour: '2-digit', minute: '2-digit' });
      return `${at.format(period.from)} – ${at.format(period.to)}`;
    }
  }
}

function isoWeekNumber(day: string): number {
  // The week's Thursday decides its year; week 1 holds the year's first Thursday.
  const thursday = addDays(day, 4 - isoWeekday(day));
  const january1 = `${thursday.slice(0, 4)}-01-01`;
  const days = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${january1}T00:00:00Z`)) / 86_400_000;
  return Math.floor(days / 7) + 1;
}
