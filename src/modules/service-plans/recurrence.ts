// When a service of a cleaning plan is due: a subset of iCalendar RRULE (RFC 5545) with the
// exceptions offices write next to it, evaluated on local calendar days. Pure functions, no I/O.
//
// Decisions (docs/service-plans.md):
// - An occurrence is a local date; its time window is local wall-clock time added later,
//   so a 06:00 window stays 06:00 across a clock change.
// - The service's valid-from day anchors the interval: "every 2 weeks" counts ISO weeks
//   (Monday first, WKST=MO) from the week holding valid-from, months from its month, years
//   from its year. Unlike DTSTART, valid-from itself is no occurrence unless the rule matches it.
// - Without BYDAY/BYMONTHDAY a weekly rule falls on valid-from's weekday, a monthly one on its
//   day of the month, a yearly one on its month and day.
// - A month without the named day (the 31st, or the 30th in February) has no occurrence, as
//   RFC 5545 says; "the last day of the month" is BYMONTHDAY=-1.
// - BYDAY with an ordinal (1MO, -1FR) counts within the month for MONTHLY, and for YEARLY
//   with BYMONTH; within the year for YEARLY without BYMONTH.
// - Supported parts: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY, BYMONTHDAY,
//   BYMONTH, WKST=MO. Anything else (COUNT, UNTIL, BYSETPOS, BYHOUR, …) is refused: valid-to
//   ends a service, the window gives its time.
import type { FieldError, FieldErrorCode } from '../../domain/errors.js';
import { localInstant } from '../report-schedules/recurrence.js';

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** iCalendar weekday codes in ISO order: index + 1 is the ISO weekday (1 = Monday). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface ByDay {
  /** ISO weekday, 1 (Monday) … 7 (Sunday). */
  weekday: number;
  /** 1 = first, 2 = second, -1 = last, -2 = second to last; absent = every such weekday. */
  ordinal?: number | undefined;
}

export interface Rule {
  freq: Frequency;
  interval: number;
  byDay?: ByDay[] | undefined;
  /** 1…31 or -1…-31 (from the end of the month). */
  byMonthDay?: number[] | undefined;
  /** 1…12. */
  byMonth?: number[] | undefined;
}

export interface Exceptions {
  /** Months without occurrences, 1…12. */
  months?: readonly number[] | undefined;
  /** ISO weekdays without occurrences. */
  weekdays?: readonly number[] | undefined;
  /** Single local days without an occurrence (YYYY-MM-DD). */
  dates?: readonly string[] | undefined;
  /** No occurrence on the organisation's public holidays. */
  skipHolidays?: boolean | undefined;
}

export type RuleParse = { ok: true; rule: Rule } | { ok: false; problem: FieldError };

const refuse = (detail: string, code: FieldErrorCode = 'rrule_invalid'): RuleParse => ({
  ok: false,
  problem: { pointer: '/rrule', detail, code },
});

function integers(value: string): number[] | null {
  const parts = value.split(',');
  const out: number[] = [];
  for (const part of parts) {
    if (!/^[+-]?\d{1,3}$/.test(part)) return null;
    out.push(Number(part));
  }
  return out;
}

/** Reads an RRULE ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", an "RRULE:" prefix allowed). */
export function parseRrule(text: string): RuleParse {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (body === '') return refuse('The rule is empty.');
  const seen = new Set<string>();
  let freq: Frequency | undefined;
  let interval = 1;
  let byDay: ByDay[] | undefined;
  let byMonthDay: number[] | undefined;
  let byMonth: number[] | undefined;
  for (const part of body.split(';')) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(part.trim());
    if (!match) return refuse(`"${part}" is not NAME=VALUE.`);
    const name = match[1]!.toUpperCase();
    const value = match[2]!.toUpperCase();
    if (seen.has(name)) return refuse(`${name} is given twice.`);
    seen.add(name);
    switch (name) {
      case 'FREQ':
        if (!(FREQUENCIES as readonly string[]).includes(value))
          return refuse('FREQ is DAILY, WEEKLY, MONTHLY or YEARLY.', 'rrule_unsupported');
        freq = value as Frequency;
        break;
      case 'INTERVAL':
        if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 366)
          return refuse('INTERVAL is a whole number from 1 to 366.');
        interval = Number(value);
        break;
      case 'WKST':
        if (value !== 'MO') return refuse('Weeks start on Monday (WKST=MO).', 'rrule_unsupported');
        break;
      case 'BYDAY': {
        byDay = [];
        for (const item of value.split(',')) {
          const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
          if (!m) return refuse(`"${item}" is not a weekday such as MO, 1MO or -1FR.`);
          const ordinal = m[1] === undefined ? undefined : Number(m[1]);
          if (ordinal !== undefined && (ordinal === 0 || Math.abs(ordinal) > 53))
            return refuse(`"${item}": the ordinal is 1 to 53 or -1 to -53.`);
          byDay.push({ weekday: WEEKDAY_CODES.indexOf(m[2] as (typeof WEEKDAY_CODES)[number]) + 1, ordinal });
        }
        break;
      }
      case 'BYMONTHDAY': {
        const days = integers(value);
        if (!days || days.some((d) => d === 0 || Math.abs(d) > 31))
          return refuse('BYMONTHDAY is 1 to 31 or -1 to -31.');
        byMonthDay = days;
        break;
      }
      case 'BYMONTH': {
        const months = integers(value);
        if (!months || months.some((m) => m < 1 || m > 12)) return refuse('BYMONTH is 1 to 12.');
        byMonth = months;
        break;
      }
      default:
        return refuse(
          `${name} is not supported; valid-from/valid-to and the time window take its place.`,
          'rrule_unsupported',
        );
    }
  }
  if (freq === undefined) return refuse('FREQ is missing.');
  if (byDay?.some((d) => d.ordinal !== undefined) && (freq === 'DAILY' || freq === 'WEEKLY'))
    return refuse('A weekday with an ordinal (1MO, -1FR) belongs to a monthly or yearly rule.');
  if (byMonthDay !== undefined && freq === 'WEEKLY') return refuse('BYMONTHDAY does not go with FREQ=WEEKLY.');
  return { ok: true, rule: { freq, interval, byDay, byMonthDay, byMonth } };
}

/** The canonical RRULE text of a rule (parts in a fixed order). */
export function formatRrule(rule: Rule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byMonth?.length) parts.push(`BYMONTH=${rule.byMonth.join(',')}`);
  if (rule.byMonthDay?.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.byDay?.length)
    parts.push(`BYDAY=${rule.byDay.map((d) => `${d.ordinal ?? ''}${WEEKDAY_CODES[d.weekday - 1]}`).join(',')}`);
  return parts.join(';');
}

// Days are counted as whole days since 1970-01-01 (a Thursday): cheap to step and compare.
const DAY_MS = 86_400_000;

export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

export function dayString(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

interface Civil {
  year: number;
  month: number;
  day: number;
  /** ISO weekday. */
  weekday: number;
  daysInMonth: number;
}

function civil(n: number): Civil {
  const date = new Date(n * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return {
    year,
    month,
    day: date.getUTCDate(),
    weekday: ((((n + 3) % 7) + 7) % 7) + 1,
    daysInMonth: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

const mod = (a: number, b: number) => ((a % b) + b) % b;

function matchesMonthDay(days: readonly number[], c: Civil): boolean {
  return days.some((d) => (d > 0 ? d === c.day : c.daysInMonth + 1 + d === c.day));
}

/** Whether the weekday matches one BYDAY item, its ordinal counted within [1, span] at position `index`. */
function matchesByDay(items: readonly ByDay[], weekday: number, index: number, span: number): boolean {
  const fromStart = Math.floor((index - 1) / 7) + 1;
  const fromEnd = -(Math.floor((span - index) / 7) + 1);
  return items.some(
    (d) => d.weekday === weekday && (d.ordinal === undefined || d.ordinal === fromStart || d.ordinal === fromEnd),
  );
}

function dayOfYear(c: Civil): number {
  return (Date.UTC(c.year, c.month - 1, c.day) - Date.UTC(c.year, 0, 1)) / DAY_MS + 1;
}

const isLeap = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

/** Whether the rule, anchored at `anchor` (the service's valid-from), falls on local day `n`. */
function ruleMatches(rule: Rule, anchor: number, anchorCivil: Civil, n: number, c: Civil): boolean {
  if (rule.byMonth && !rule.byMonth.includes(c.month)) return false;
  switch (rule.freq) {
    case 'DAILY':
      if (mod(n - anchor, rule.interval) !== 0) return false;
      if (rule.byMonthDay && !matchesMonthDay(rule.byMonthDay, c)) return false;
      return !rule.byDay || rule.byDay.some((d) => d.weekday === c.weekday);
    case 'WEEKLY': {
      const weeks = Math.floor((n - c.weekday - (anchor - anchorCivil.weekday)) / 7);
      if (mod(weeks, rule.interval) !== 0) return false;
      return rule.byDay ? rule.byDay.some((d) => d.weekday === c.weekday) : c.weekday === anchorCivil.weekday;
    }
    case 'MONTHLY': {
      const months = (c.year - anchorCivil.year) * 12 + c.month - anchorCivil.month;
      if (mod(months, rule.interval) !== 0) return false;
      if (rule.byMonthDay && !matchesMonthDay(rule.byMonthDay, c)) return false;
      if (rule.byDay && !matchesByDay(rule.byDay, c.weekday, c.day, c.daysInMonth)) return false;
      return rule.byMonthDay !== undefined || rule.byDay !== undefined || c.day === anchorCivil.day;
    }
    case 'YEARLY': {
      if (mod(c.year - anchorCivil.year, rule.interval) !== 0) return false;
      if (rule.byMonthDay && !matchesMonthDay(rule.byMonthDay, c)) return false;
      if (rule.byDay) {
        const inYear = rule.byMonth === undefined;
        const index = inYear ? dayOfYear(c) : c.day;
        const span = inYear ? (isLeap(c.year) ? 366 : 365) : c.daysInMonth;
        if (!matchesByDay(rule.byDay, c.weekday, index, span)) return false;
      }
      if (rule.byMonthDay !== undefined || rule.byDay !== undefined) return true;
      return (rule.byMonth !== undefined || c.month === anchorCivil.month) && c.day === anchorCivil.day;
    }
  }
}

export interface Range {
  /** The service's valid-from: the anchor, and the first day that may have an occurrence. */
  validFrom: string;
  /** The last day that may have one; null: open. */
  validTo: string | null;
  /** The days asked for, both included. */
  from: string;
  to: string;
  /** The organisation's public holidays in [from, to] (for exceptions.skipHolidays). */
  holidays?: ReadonlySet<string> | undefined;
}

/** The local days in the range the rule falls on, exceptions removed, in order. */
export function occurrenceDays(rule: Rule, exceptions: Exceptions, range: Range): string[] {
  const anchor = dayNumber(range.validFrom);
  const anchorCivil = civil(anchor);
  const first = Math.max(anchor, dayNumber(range.from));
  const last = Math.min(range.validTo === null ? Infinity : dayNumber(range.validTo), dayNumber(range.to));
  const excludedDates = new Set(exceptions.dates ?? []);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const c = civil(n);
    if (exceptions.months?.includes(c.month) || exceptions.weekdays?.includes(c.weekday)) continue;
    if (!ruleMatches(rule, anchor, anchorCivil, n, c)) continue;
    const day = dayString(n);
    if (excludedDates.has(day)) continue;
    if (exceptions.skipHolidays && range.holidays?.has(day)) continue;
    out.push(day);
  }
  return out;
}

/** The first `count` occurrence days from `from` on (what the editor shows as "the next 10 dates"). */
export function nextOccurrenceDays(
  rule: Rule,
  exceptions: Exceptions,
  range: Omit<Range, 'to'>,
  count: number,
): string[] {
  const out: string[] = [];
  // Ten years of days bound the search: a yearly rule on 29 February still finds two.
  let from = range.from;
  for (let year = 0; year < 10 && out.length < count; year++) {
    const to = dayString(dayNumber(from) + 365);
    out.push(...occurrenceDays(rule, exceptions, { ...range, from, to }).slice(0, count - out.length));
    from = dayString(dayNumber(to) + 1);
  }
  return out;
}

/**
 * The instants of an occurrence's local time window (HH:MM each). An end at or before the
 * start ends on the next day (22:00–02:00). Times the clocks skip or pass twice follow
 * localInstant (report-schedules): the first valid instant, the first of the two.
 */
export function occurrenceWindow(
  day: string,
  start: string,
  end: string,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const endDay = end <= start ? dayString(dayNumber(day) + 1) : day;
  return {
    startsAt: new Date(localInstant(day, start, timeZone)),
    endsAt: new Date(localInstant(endDay, end, timeZone)),
  };
}
