import { describe, expect, it } from 'vitest';
import {
  type Bounds,
  localInstant,
  nextOccurrence,
  periodLabel,
  periodOf,
  previousOccurrence,
  type Recurrence,
  recurrenceProblems,
  sendsOn,
} from '../../src/modules/report-schedules/recurrence.js';

const BERLIN = 'Europe/Berlin';
const open: Bounds = { startsOn: '2020-01-01', endsOn: null };
const iso = (ms: number | Date | null) => (ms === null ? null : new Date(ms).toISOString());

/** Every occurrence from `from` (exclusive) for `count` steps. */
function run(recurrence: Recurrence, zone: string, fromIso: string, count: number, bounds = open): string[] {
  const out: string[] = [];
  let after = Date.parse(fromIso);
  for (let i = 0; i < count; i++) {
    const next = nextOccurrence(recurrence, zone, after, bounds);
    if (next === null) break;
    out.push(next.toISOString());
    after = next.getTime();
  }
  return out;
}

describe('recurrence: when a subscription sends', () => {
  it('sends a weekly Monday 06:00 Berlin subscription at 06:00 local on both sides of each clock change', () => {
    const mondays = { frequency: 'weekly', time: '06:00', weekdays: [1] } as const;
    // Spring forward on Sunday 30 March 2025: 05:00Z before (CET), 04:00Z after (CEST).
    expect(run(mondays, BERLIN, '2025-03-20T00:00:00Z', 2)).toEqual([
      '2025-03-24T05:00:00.000Z',
      '2025-03-31T04:00:00.000Z',
    ]);
    // Fall back on Sunday 26 October 2025.
    expect(run(mondays, BERLIN, '2025-10-16T00:00:00Z', 2)).toEqual([
      '2025-10-20T04:00:00.000Z',
      '2025-10-27T05:00:00.000Z',
    ]);
  });

  it('runs a daily 02:30 once at 03:00 on the spring-forward day and once on the fall-back day', () => {
    const daily = { frequency: 'daily', time: '02:30' } as const;
    expect(run(daily, BERLIN, '2025-03-29T00:00:00Z', 3)).toEqual([
      '2025-03-29T01:30:00.000Z', // 02:30 CET
      '2025-03-30T01:00:00.000Z', // 02:30 does not exist: 03:00 CEST, the first valid instant after it
      '2025-03-31T00:30:00.000Z', // 02:30 CEST
    ]);
    expect(run(daily, BERLIN, '2025-10-25T00:00:00Z', 3)).toEqual([
      '2025-10-25T00:30:00.000Z', // 02:30 CEST
      '2025-10-26T00:30:00.000Z', // 02:30 happens twice; only the first (CEST) counts
      '2025-10-27T01:30:00.000Z', // 02:30 CET
    ]);
  });

  it('places a local time in the gap at the moment of the jump, and an ambiguous one at its first instant', () => {
    expect(iso(localInstant('2025-03-30', '02:00', BERLIN))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(localInstant('2025-03-30', '02:59', BERLIN))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(localInstant('2025-03-30', '03:00', BERLIN))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(localInstant('2025-10-26', '02:15', BERLIN))).toBe('2025-10-26T00:15:00.000Z');
    // New York springs forward at 02:00 local too, on 9 March 2025.
    expect(iso(localInstant('2025-03-09', '02:30', 'America/New_York'))).toBe('2025-03-09T07:00:00.000Z');
  });

  it('sends monthly on day 31 on the last day of shorter months, and on day 29 on 28 February', () => {
    const on31 = { frequency: 'monthly', time: '08:00', day_of_month: 31 } as const;
    expect(run(on31, 'UTC', '2025-01-01T00:00:00Z', 4)).toEqual([
      '2025-01-31T08:00:00.000Z',
      '2025-02-28T08:00:00.000Z',
      '2025-03-31T08:00:00.000Z',
      '2025-04-30T08:00:00.000Z',
    ]);
    const on29 = { frequency: 'monthly', time: '08:00', day_of_month: 29 } as const;
    expect(run(on29, 'UTC', '2024-02-01T00:00:00Z', 1)).toEqual(['2024-02-29T08:00:00.000Z']);
    expect(run(on29, 'UTC', '2025-02-01T00:00:00Z', 2)).toEqual([
      '2025-02-28T08:00:00.000Z',
      '2025-03-29T08:00:00.000Z',
    ]);
  });

  it('sends on the first Monday and the last Friday of a month', () => {
    const firstMonday = { frequency: 'monthly', time: '07:00', nth_weekday: { which: 'first', weekday: 1 } } as const;
    expect(run(firstMonday, 'UTC', '2025-08-31T00:00:00Z', 3)).toEqual([
      '2025-09-01T07:00:00.000Z',
      '2025-10-06T07:00:00.000Z',
      '2025-11-03T07:00:00.000Z',
    ]);
    const lastFriday = { frequency: 'monthly', time: '17:00', nth_weekday: { which: 'last', weekday: 5 } } as const;
    expect(run(lastFriday, 'UTC', '2025-01-01T00:00:00Z', 3)).toEqual([
      '2025-01-31T17:00:00.000Z',
      '2025-02-28T17:00:00.000Z',
      '2025-03-28T17:00:00.000Z',
    ]);
  });

  it('sends on several weekdays and keeps to the start and end dates', () => {
    const monWedFri = { frequency: 'weekly', time: '09:00', weekdays: [1, 3, 5] } as const;
    expect(run(monWedFri, 'UTC', '2025-06-01T00:00:00Z', 10, { startsOn: '2025-06-04', endsOn: '2025-06-09' })).toEqual(
      ['2025-06-04T09:00:00.000Z', '2025-06-06T09:00:00.000Z', '2025-06-09T09:00:00.000Z'],
    );
    expect(
      nextOccurrence(monWedFri, 'UTC', Date.parse('2025-06-09T09:00:00Z'), {
        startsOn: '2025-06-04',
        endsOn: '2025-06-09',
      }),
    ).toBeNull();
  });

  it('finds the latest occurrence at or before an instant (catch-up after downtime sends that one only)', () => {
    const daily = { frequency: 'daily', time: '06:00' } as const;
    expect(iso(previousOccurrence(daily, BERLIN, Date.parse('2025-06-12T10:00:00Z'), open))).toBe(
      '2025-06-12T04:00:00.000Z',
    );
    expect(iso(previousOccurrence(daily, BERLIN, Date.parse('2025-06-12T04:00:00Z'), open))).toBe(
      '2025-06-12T04:00:00.000Z',
    );
    expect(
      previousOccurrence(daily, BERLIN, Date.parse('2025-06-12T10:00:00Z'), { startsOn: '2025-06-13', endsOn: null }),
    ).toBeNull();
  });

  it('says what is wrong with a recurrence, with a pointer', () => {
    expect(recurrenceProblems({ frequency: 'weekly', time: '06:00' })).toEqual([
      { pointer: '/weekdays', detail: 'Choose at least one weekday.', code: 'weekdays_missing' },
    ]);
    expect(recurrenceProblems({ frequency: 'monthly', time: '06:00' }).map((p) => p.pointer)).toEqual([
      '/day_of_month',
    ]);
    expect(
      recurrenceProblems({
        frequency: 'monthly',
        time: '06:00',
        day_of_month: 3,
        nth_weekday: { which: 'first', weekday: 1 },
      }),
    ).toHaveLength(1);
    expect(recurrenceProblems({ frequency: 'daily', time: '06:00', weekdays: [1] }).map((p) => p.pointer)).toEqual([
      '/weekdays',
    ]);
    expect(recurrenceProblems({ frequency: 'daily', time: '24:00' }).map((p) => p.pointer)).toEqual(['/time']);
    expect(sendsOn({ frequency: 'daily', time: '06:00' }, '2025-01-01')).toBe(true);
  });
});

describe('recurrence: the period a sending covers', () => {
  const weekly = { frequency: 'weekly', time: '06:00', weekdays: [1] } as const;

  it('is the previous calendar day, Monday-to-Sunday week or month in the zone', () => {
    const monday = Date.parse('2025-03-31T04:00:00Z'); // Monday 06:00 CEST, the day after the clocks changed
    expect(periodOf('previous_day', weekly, BERLIN, monday, null)).toEqual({
      from: new Date('2025-03-29T23:00:00Z'), // Sunday 00:00 CET
      to: new Date('2025-03-30T22:00:00Z'), // Monday 00:00 CEST: a 23-hour day
    });
    expect(periodOf('previous_week', weekly, BERLIN, monday, null)).toEqual({
      from: new Date('2025-03-23T23:00:00Z'),
      to: new Date('2025-03-30T22:00:00Z'),
    });
    expect(periodOf('previous_month', weekly, BERLIN, Date.parse('2025-03-01T05:00:00Z'), null)).toEqual({
      from: new Date('2025-01-31T23:00:00Z'),
      to: new Date('2025-02-28T23:00:00Z'),
    });
    // On a Wednesday the previous week is still the last full Monday-to-Sunday one.
    expect(periodOf('previous_week', weekly, 'UTC', Date.parse('2025-06-11T06:00:00Z'), null)).toEqual({
      from: new Date('2025-06-02T00:00:00Z'),
      to: new Date('2025-06-09T00:00:00Z'),
    });
  });

  it('runs since the last sending, and on the first one since the occurrence before it', () => {
    const at = Date.parse('2025-06-09T06:00:00Z');
    expect(periodOf('since_last_sending', weekly, 'UTC', at, Date.parse('2025-05-19T06:00:00Z'))).toEqual({
      from: new Date('2025-05-19T06:00:00Z'),
      to: new Date(at),
    });
    expect(periodOf('since_last_sending', weekly, 'UTC', at, null)).toEqual({
      from: new Date('2025-06-02T06:00:00Z'),
      to: new Date(at),
    });
  });

  it('is said in German and English', () => {
    const week = { from: new Date('2025-03-23T23:00:00Z'), to: new Date('2025-03-30T22:00:00Z') };
    expect(periodLabel('previous_week', week, BERLIN, 'de')).toBe('KW 13 (24.03.2025 – 30.03.2025)');
    expect(periodLabel('previous_week', week, BERLIN, 'en')).toBe('week 13 (24 Mar 2025 – 30 Mar 2025)');
    const month = { from: new Date('2025-01-31T23:00:00Z'), to: new Date('2025-02-28T23:00:00Z') };
    expect(periodLabel('previous_month', month, BERLIN, 'de')).toBe('Februar 2025');
    expect(periodLabel('previous_month', month, BERLIN, 'en')).toBe('February 2025');
    const day = { from: new Date('2025-03-29T23:00:00Z'), to: new Date('2025-03-30T22:00:00Z') };
    expect(periodLabel('previous_day', day, BERLIN, 'de')).toBe('30.03.2025');
  });
});
