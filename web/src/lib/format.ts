import { locale, t } from '../i18n/index.ts';

const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });

function parse(value: string): Date | undefined {
  // A plain calendar date (YYYY-MM-DD) is a day, not an instant: read it at local noon.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : value;
}

export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now". */
export function formatRelative(value: string, now: number = Date.now()): string {
  const date = parse(value);
  if (!date) return value;
  const seconds = Math.round((date.getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return t.time.justNow;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return relativeFormat.format(Math.round(seconds / 60), 'minute');
}
