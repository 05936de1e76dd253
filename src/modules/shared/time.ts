// Building an Intl.DateTimeFormat costs about 40 times as much as using one, and the
// licence check runs on every write, so each time zone's formatter is made once and kept
// (formatters are immutable; there are only as many as time zones in use). Days are kept
// per minute too: every time zone's offset is a whole number of minutes, so a calendar day
// always starts on a minute boundary, and callers ask for the same few minutes (a period's
// start and end, once per schedule) over and over.
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; days: Map<number, string> }>();

/** The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. */
export function calendarDay(instantMs: number, timeZone: string): string {
  const minute = Math.floor(instantMs / 60_000);
  let entry = dayFormats.get(timeZone);
  if (entry === undefined) {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    entry = { format, days: new Map() };
    dayFormats.set(timeZone, entry);
  }
  let day = entry.days.get(minute);
  if (day === undefined) {
    day = entry.format.format(new Date(instantMs));
    if (entry.days.size > 10_000) entry.days.clear();
    entry.days.set(minute, day);
  }
  return day;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date in YYYY-MM-DD form (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February + 1 year lands on 1 March, which is what a licence year means.
  return date.toISOString().slice(0, 10);
}
