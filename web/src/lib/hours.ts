import { locale } from '../i18n/index.ts';

// Weekly target hours as people write them: "39", "39,5" or "39.5", "39:30"; kept in minutes.

const MAX_MINUTES = 7 * 24 * 60;

/** Minutes from hours as typed (decimal comma or point, or H:MM); undefined when it is none. */
export function parseHours(text: string): number | undefined {
  const value = text.trim();
  if (value === '') return 0;
  const clock = /^(\d{1,3}):([0-5]\d)$/.exec(value);
  let minutes: number;
  if (clock) {
    minutes = Number(clock[1]) * 60 + Number(clock[2]);
  } else if (/^\d{1,3}([.,]\d{1,2})?$/.test(value)) {
    minutes = Math.round(Number(value.replace(',', '.')) * 60);
  } else {
    return undefined;
  }
  return minutes <= MAX_MINUTES ? minutes : undefined;
}

/** Minutes as hours in the person's locale: "39", "39,5" / "39.5", else "39:20". */
export function formatHours(minutes: number): string {
  const hours = minutes / 60;
  if (Number.isInteger(hours * 4)) return hours.toLocaleString(locale, { maximumFractionDigits: 2 });
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The weekdays Monday to Sunday as the person's locale abbreviates them, with their bit in a work-day mask. */
export function weekdayNames(): { bit: number; short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return [0, 1, 2, 3, 4, 5, 6].map((index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    return { bit: 1 << index, short: short.format(date), long: long.format(date) };
  });
}
