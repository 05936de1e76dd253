import { type ShiftInput, workSpans } from './attendance.js';
import { addDays, localDayAndTime, localMidnight, weekday, zonedInstant } from './zoned.js';

// Surcharge time of a shift (Zuschläge): night, Sunday and public-holiday minutes, as a
// pure function over instants read in the organisation's zone (docs/payroll.md):
//
// - Real elapsed minutes: a night with a clock change has 6 or 8 hours between 23:00 and
//   06:00 in Berlin, as it has on the wall.
// - The night window is two local wall-clock times; when the end is not after the start
//   (23:00–06:00, 20:00–06:00) it runs over midnight into the next day. A window edge the
//   clock skips is moved on by the gap, as everywhere in working time (zoned.ts).
// - Sunday and holiday are whole local days, 00:00 to 24:00.
// - Breaks are subtracted from the part of the shift they lie in (the shift's work spans,
//   attendance.ts). Breaks are always recorded with their times here; a break left open
//   ends with the shift.
// - The kinds are counted independently and stack: an hour on a Sunday night counts as
//   night and as Sunday; an hour on a holiday that is a Sunday counts as Sunday and as
//   holiday. Whether both are paid (and which rate is tax free) is the payroll's decision.

export const surchargeKinds = ['night', 'sunday', 'holiday'] as const;
export type SurchargeKind = (typeof surchargeKinds)[number];

export interface NightWindow {
  /** Local `HH:MM` the night begins. */
  start: string;
  /** Local `HH:MM` the night ends; not after `start`: the next day. */
  end: string;
}

export interface SurchargeMinutes {
  night: number;
  sunday: number;
  holiday: number;
}

const parseClock = (value: string): [number, number] => {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(value);
  if (!match) throw new Error(`Not a local time: ${value}`);
  return [Number(match[1]), Number(match[2])];
};

const overlap = (a: number, b: number, from: number, to: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));

/** The night, Sunday and holiday minutes of a closed shift (an open one has none). */
export function surchargeMinutes(
  shift: Pick<ShiftInput, 'start' | 'end' | 'breaks'>,
  window: NightWindow,
  holidays: ReadonlySet<string>,
  timeZone: string,
): SurchargeMinutes {
  const [startHour, startMinute] = parseClock(window.start);
  const [endHour, endMinute] = parseClock(window.end);
  const crossesMidnight = endHour * 60 + endMinute <= startHour * 60 + startMinute;
  let night = 0;
  let sunday = 0;
  let holiday = 0;
  for (const [from, to] of workSpans({ id: 0, accountId: 0, ...shift })) {
    // From the day before the span's first day: that day's night may reach into it.
    let day = addDays(localDayAndTime(from, timeZone).day, -1);
    for (;;) {
      const dayStart = localMidnight(day, timeZone);
      if (dayStart >= to) break;
      const next = addDays(day, 1);
      const dayEnd = localMidnight(next, timeZone);
      const onDay = overlap(from, to, dayStart, dayEnd);
      if (weekday(day) === 0) sunday += onDay;
      if (holidays.has(day)) holiday += onDay;
      const nightStart = zonedInstant(day, startHour, startMinute, timeZone);
      const nightEnd = zonedInstant(crossesMidnight ? next : day, endHour, endMinute, timeZone);
      night += overlap(from, to, nightStart, nightEnd);
      day = next;
    }
  }
  return { night: night / 60_000, sunday: sunday / 60_000, holiday: holiday / 60_000 };
}

/**
 * The surcharge minutes of a closed shift per local day it touches (a night shift has its
 * part before midnight on one day and the rest on the next), counting only what lies
 * between `periodStart` and `periodEnd`.
 */
export function surchargeMinutesByDay(
  shift: Pick<ShiftInput, 'start' | 'end' | 'breaks'>,
  window: NightWindow,
  holidays: ReadonlySet<string>,
  timeZone: string,
  periodStart: number,
  periodEnd: number,
): Map<string, SurchargeMinutes> {
  const byDay = new Map<string, SurchargeMinutes>();
  if (shift.end === null) return byDay;
  const from = Math.max(shift.start, periodStart);
  const to = Math.min(shift.end, periodEnd);
  if (to <= from) return byDay;
  for (let day = localDayAndTime(from, timeZone).day; ; day = addDays(day, 1)) {
    const dayStart = localMidnight(day, timeZone);
    if (dayStart >= to) break;
    const part = { start: Math.max(from, dayStart), end: Math.min(to, localMidnight(addDays(day, 1), timeZone)) };
    if (part.end <= part.start) continue;
    const minutes = surchargeMinutes({ ...part, breaks: shift.breaks }, window, holidays, timeZone);
    if (minutes.night > 0 || minutes.sunday > 0 || minutes.holiday > 0) byDay.set(day, minutes);
  }
  return byDay;
}
