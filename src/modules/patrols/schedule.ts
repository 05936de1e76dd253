// When scheduled rounds are due. A schedule names weekdays and wall-clock start times in the
// tenant's time zone; each (day, start time) is one occurrence, whose instant follows the
// zone's clock changes: 22:00 in Berlin is 21:00 UTC in winter and 20:00 UTC in summer. A
// start time the clock skips (02:30 on the spring-forward day) happens once, at 03:30; one it
// passes twice (02:30 on the fall-back day) happens once, the first time. The window and the
// grace are lengths of real time from the planned start.
import { addDays, zonedInstant } from '../working-time/zoned.js';
import { calendarDay } from '../shared/time.js';

export interface ScheduleRule {
  id: number;
  routeId: number;
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** HH:MM, wall clock in the tenant's zone. */
  startTimes: readonly string[];
  windowMinutes: number;
  graceMinutes: number;
  /** First and last local day the schedule applies (inclusive), or open. */
  validFrom: string | null;
  validTo: string | null;
}

export interface Occurrence {
  scheduleId: number;
  routeId: number;
  /** The local day and start time it was planned for. */
  day: string;
  startTime: string;
  plannedStart: number;
  /** The round should be done by then… */
  windowEnd: number;
  /** …and counts as late only after this (window end plus grace). */
  lateAfter: number;
}

const MINUTE = 60_000;

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The occurrences whose planned start lies in [fromMs, toMs), in time order. */
export function occurrencesBetween(rule: ScheduleRule, fromMs: number, toMs: number, timeZone: string): Occurrence[] {
  const result: Occurrence[] = [];
  if (toMs <= fromMs) return result;
  const times = [...new Set(rule.startTimes)].sort();
  const last = calendarDay(toMs, timeZone);
  for (let day = addDays(calendarDay(fromMs, timeZone), -1); day <= last; day = addDays(day, 1)) {
    if (!rule.weekdays.includes(isoWeekday(day))) continue;
    if (rule.validFrom !== null && day < rule.validFrom) continue;
    if (rule.validTo !== null && day > rule.validTo) continue;
    for (const startTime of times) {
      const [hour, minute] = startTime.split(':').map(Number) as [number, number];
      const plannedStart = zonedInstant(day, hour, minute, timeZone);
      if (plannedStart < fromMs || plannedStart >= toMs) continue;
      const windowEnd = plannedStart + rule.windowMinutes * MINUTE;
      result.push({
        scheduleId: rule.id,
        routeId: rule.routeId,
        day,
        startTime,
        plannedStart,
        windowEnd,
        lateAfter: windowEnd + rule.graceMinutes * MINUTE,
      });
    }
  }
  return result.sort((a, b) => a.plannedStart - b.plannedStart || a.scheduleId - b.scheduleId);
}

/** Whether a moment (a round's end, a scan) is late for the occurrence: after window plus grace. */
export function isLate(occurrence: Pick<Occurrence, 'lateAfter'>, atMs: number): boolean {
  return atMs > occurrence.lateAfter;
}
