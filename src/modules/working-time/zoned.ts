// Wall-clock times in a time zone, as instants: when a local day begins, what local day and
// time an instant is. Working time is kept as instants (UTC) and read in the tenant's zone,
// so a day with a clock change has 23 or 25 hours, as it has on the wall.

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone. */
export function wallClock(
  instantMs: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const values: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

function measuredOffset(instantMs: number, timeZone: string): number {
  const w = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * Minutes the zone is ahead of UTC at an instant (Berlin: 60 in winter, 120 in summer).
 * Offsets change only on quarter hours (in every zone there is), so they are kept per
 * quarter hour: an export reads a few thousand, not one per entry.
 */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(instantMs / QUARTER_HOUR);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    offset = measuredOffset(bucket * QUARTER_HOUR, timeZone);
    if (zone.size > 200_000) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

const parseDay = (day: string): [number, number, number] => day.split('-').map(Number) as [number, number, number];

/**
 * The instant a local wall-clock time happens. A time the clock skips (spring forward) is
 * moved on by the length of the gap (02:30 becomes 03:30), as calendars do; a time it
 * passes twice (fall back) is the first of the two.
 */
export function zonedInstant(day: string, hour: number, minute: number, timeZone: string): number {
  // Kept: schedules ask for the same few times of the same few days over and over (every
  // route of a tenant at 08:00 today), and each answer reads the zone's wall clock.
  const key = `${timeZone}|${day}|${hour}:${minute}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = computeZonedInstant(day, hour, minute, timeZone);
    if (instants.size > 100_000) instants.clear();
    instants.set(key, instant);
  }
  return instant;
}

const instants = new Map<string, number>();

function computeZonedInstant(day: string, hour: number, minute: number, timeZone: string): number {
  const [y, m, d] = parseDay(day);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The offset before and after the guess: wall - offset is the answer when it maps back.
  const first = wall - offsetMinutes(wall - 14 * 3_600_000, timeZone) * 60_000;
  const second = wall - offsetMinutes(wall + 14 * 3_600_000, timeZone) * 60_000;
  const candidates = [Math.min(first, second), Math.max(first, second)];
  for (const candidate of candidates) {
    const back = wallClock(candidate, timeZone);
    if (Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute) === wall) return candidate;
  }
  // In a gap: read with the offset from before the jump, which lands as far past the jump.
  return Math.max(first, second);
}

const midnights = new Map<string, number>();

/** When a local day begins (cached: a period has few days, a matrix asks for them often). */
export function localMidnight(day: string, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    instant = zonedInstant(day, 0, 0, timeZone);
    if (midnights.size > 100_000) midnights.clear();
    midnights.set(key, instant);
  }
  return instant;
}

const nextDays = new Map<string, string>();

export function addDays(day: string, days: number): string {
  if (days === 1) {
    const cached = nextDays.get(day);
    if (cached !== undefined) return cached;
  }
  const [y, m, d] = parseDay(day);
  const result = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  if (days === 1) {
    if (nextDays.size > 100_000) nextDays.clear();
    nextDays.set(day, result);
  }
  return result;
}

const weekdays = new Map<string, number>();

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  let result = weekdays.get(day);
  if (result === undefined) {
    const [y, m, d] = parseDay(day);
    result = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekdays.size > 100_000) weekdays.clear();
    weekdays.set(day, result);
  }
  return result;
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const DAY_MS = 86_400_000;
/** `00:00` … `23:59`. */
const clockTimes = Array.from(
  { length: 1440 },
  (_, minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
);
const dayNames = new Map<number, string>();

/** The local day (YYYY-MM-DD) and time (HH:MM) of an instant (a detail export asks for two per entry). */
export function localDayAndTime(instantMs: number, timeZone: string): { day: string; time: string } {
  const local = instantMs + offsetMinutes(instantMs, timeZone) * 60_000;
  const dayNumber = Math.floor(local / DAY_MS);
  let day = dayNames.get(dayNumber);
  if (day === undefined) {
    day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    if (dayNames.size > 100_000) dayNames.clear();
    dayNames.set(dayNumber, day);
  }
  return { day, time: clockTimes[Math.floor((local - dayNumber * DAY_MS) / 60_000)] ?? '' };
}

/**
 * A local time as the time sheet and the detail export show it: `HH:MM`, or `HH:MM:SS` when
 * the instant is not on a whole minute (a phone's tap), so that the times shown are the ones
 * the net is computed from. `time` is `localDayAndTime(instantMs, …).time`; zone offsets
 * are whole minutes, so the seconds are those of the instant.
 */
export function shownTime(instantMs: number, time: string): string {
  const seconds = Math.floor(instantMs / 1000) % 60;
  return seconds === 0 ? time : `${time}:${String(seconds).padStart(2, '0')}`;
}
