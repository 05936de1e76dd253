import { locale, t, timeZone } from '../i18n/index.ts';

// Dates, times and numbers in the person's locale and the organisation's time zone (see
// i18n/index.ts); a time of day always shows its zone. Formatters are made once per
// locale and zone.

const cache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(kind: 'date' | 'dateTime' | 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    const base: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
    format =
      kind === 'day'
        ? // A calendar day (YYYY-MM-DD) is no instant: it is shown as it is, in no zone.
          new Intl.DateTimeFormat(locale, { ...base, timeZone: 'UTC' })
        : kind === 'time'
          ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })
          : new Intl.DateTimeFormat(locale, {
              ...base,
              ...(kind === 'dateTime' ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : {}),
              ...(timeZone ? { timeZone } : {}),
            });
    cache.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the organisation's zone (before sign-in the browser's), as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', timeZone ? { timeZone } : {}).format(now);
}

function parse(value: string): Date | undefined {
  const date = CALENDAR_DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar day, or the day of an instant in the organisation's zone: "23 Nov 2026", "23. Nov. 2026". */
export function formatDate(value: string): string {
  const date = parse(value);
  if (!date) return value;
  return dateTimeFormat(CALENDAR_DAY.test(value) ? 'day' : 'date').format(date);
}

/** An instant with its time of day and zone: "23 Nov 2026, 21:07 CET", "23. Nov. 2026, 21:07 MEZ". */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTimeFormat('dateTime').format(date) : value;
}

export function formatNumber(value: number): string {
  return value.toLocaleString(locale);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "vor 3 Stunden", "just now". */
export function formatRelative(value: string, now: number = Date.now()): string {
  const date = parse(value);
  if (!date) return value;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return t.time.justNow;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), 'minute');
}

/** The time of day of an instant, in the organisation's zone: "21:07". */
export function formatTime(instantMs: number): string {
  return dateTimeFormat('time').format(instantMs);
}

/** A file's size in the person's locale, never broken between number and unit: "12.4 kB", "3,1 MB". */
export function formatFileSize(bytes: number): string {
  const mega = bytes >= 1e6;
  // Small files show as 0.1 kB rather than 0 kB.
  const size = mega ? bytes / 1e6 : bytes > 0 ? Math.max(bytes / 1e3, 0.1) : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  })
    .format(size)
    .replace(/\s/g, '\u00a0');
}

/** A distance on the ground in the locale: "350 m", "1.2 km" / "1,2 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) {
    const rounded = metres < 100 ? Math.round(metres / 10) * 10 : Math.round(metres / 50) * 50;
    if (rounded < 1000) {
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(rounded);
    }
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/** The time of day now in the organisation's zone, as HH:MM (for a time field's default). */
export function timeNow(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(now);
}

/** The instant of a day (YYYY-MM-DD) and time (HH:MM) on the organisation's clocks, as ISO; undefined if not a time. */
export function instantOf(day: string, time: string): string | undefined {
  const wall = Date.parse(`${day}T${time}:00Z`);
  if (!CALENDAR_DAY.test(day) || !/^\d{2}:\d{2}$/.test(time) || Number.isNaN(wall)) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
  // How far the zone's clocks are ahead of UTC at an instant.
  const offset = (ms: number) => {
    const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - ms;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first)).toISOString();
}
