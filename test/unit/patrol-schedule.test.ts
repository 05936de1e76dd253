import { describe, expect, it } from 'vitest';
import { isLate, isoWeekday, occurrencesBetween, type ScheduleRule } from '../../src/modules/patrols/schedule.js';

const BERLIN = 'Europe/Berlin';
const rule = (overrides: Partial<ScheduleRule> = {}): ScheduleRule => ({
  id: 1,
  routeId: 7,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startTimes: ['02:30', '22:00'],
  windowMinutes: 60,
  graceMinutes: 10,
  validFrom: null,
  validTo: null,
  ...overrides,
});
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('patrol schedules', () => {
  it('knows ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('follows the wall clock across the spring change: 02:30 happens once, at 03:30 CEST', () => {
    const found = occurrencesBetween(rule(), utc('2026-03-28T12:00:00Z'), utc('2026-03-30T12:00:00Z'), BERLIN);
    expect(found.map((o) => `${o.day} ${o.startTime} ${iso(o.plannedStart)}`)).toEqual([
      '2026-03-28 22:00 2026-03-28T21:00:00.000Z',
      '2026-03-29 02:30 2026-03-29T01:30:00.000Z',
      '2026-03-29 22:00 2026-03-29T20:00:00.000Z',
      '2026-03-30 02:30 2026-03-30T00:30:00.000Z',
    ]);
  });

  it('runs a 02:30 start once on the autumn day the clock passes 02:30 twice', () => {
    const found = occurrencesBetween(rule(), utc('2026-10-24T12:00:00Z'), utc('2026-10-26T12:00:00Z'), BERLIN);
    const autumn = found.filter((o) => o.day === '2026-10-25' && o.startTime === '02:30');
    expect(autumn.map((o) => iso(o.plannedStart))).toEqual(['2026-10-25T00:30:00.000Z']);
    expect(iso(found.find((o) => o.day === '2026-10-25' && o.startTime === '22:00')?.plannedStart ?? 0)).toBe(
      '2026-10-25T21:00:00.000Z',
    );
  });

  it('keeps to the weekdays and the days it is valid, and counts lateness from window end plus grace', () => {
    const weekdays = rule({ weekdays: [1], startTimes: ['06:00'], validFrom: '2026-11-16', validTo: '2026-11-23' });
    const found = occurrencesBetween(weekdays, utc('2026-11-01T00:00:00Z'), utc('2026-12-31T00:00:00Z'), BERLIN);
    expect(found.map((o) => o.day)).toEqual(['2026-11-16', '2026-11-23']);
    const [first] = found;
    if (!first) throw new Error('no occurrence');
    expect(iso(first.windowEnd)).toBe('2026-11-16T06:00:00.000Z');
    expect(isLate(first, utc('2026-11-16T06:10:00Z'))).toBe(false);
    expect(isLate(first, utc('2026-11-16T06:10:01Z'))).toBe(true);
  });
});
