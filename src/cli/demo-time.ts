// The demo's clock: its history lies in the tenant's own time zone.

export const TIME_ZONE = 'Europe/Berlin';
export const DAY_MS = 24 * 60 * 60 * 1000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time zone's offset from UTC at an instant, in minutes ("GMT+02:00" is 120). */
function offsetMinutes(instantMs: number): number {
  const name = offsetFormat.formatToParts(new Date(instantMs)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? 'GMT');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a day in the time zone. */
export function localInstant(day: string, hour: number, minute: number): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - offsetMinutes(wall) * 60_000;
  return wall - offsetMinutes(first) * 60_000;
}

export function localTime(instantMs: number): string {
  return timeFormat.format(new Date(instantMs));
}
