// Calendar days (YYYY-MM-DD) are no instants: they are counted on the calendar, in no zone.

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
