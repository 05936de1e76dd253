import { describe, expect, it } from 'vitest';
import { surchargeMinutes } from '../../src/modules/working-time/surcharges.js';

// Every expected figure is worked out by hand from the wall clock in Europe/Berlin: UTC+1
// in winter, UTC+2 in summer (29 March 2026 02:00 → 03:00, 25 October 2026 03:00 → 02:00).

const BERLIN = 'Europe/Berlin';
const utc = (iso: string) => Date.parse(`${iso}Z`);
const W23 = { start: '23:00', end: '06:00' };
const W20 = { start: '20:00', end: '06:00' };
const none = new Set<string>();
const shift = (start: string, end: string | null, breaks: [string, string | null][] = []) => ({
  start: utc(start),
  end: end === null ? null : utc(end),
  breaks: breaks.map(([from, to]) => ({ start: utc(from), end: to === null ? null : utc(to) })),
});

describe('surcharge minutes', () => {
  it('splits a weekday night shift at 23:00 and 06:00', () => {
    // Mon 2 Nov 2026 22:00 → Tue 07:00 local: 23:00–06:00 is night.
    expect(surchargeMinutes(shift('2026-11-02T21:00', '2026-11-03T06:00'), W23, none, BERLIN)).toEqual({
      night: 420,
      sunday: 0,
      holiday: 0,
    });
  });

  it('takes a window from 20:00', () => {
    // The same shift: 22:00–06:00 is night.
    expect(surchargeMinutes(shift('2026-11-02T21:00', '2026-11-03T06:00'), W20, none, BERLIN).night).toBe(480);
    // Tue 18:00–21:30 local: 20:00–21:30.
    expect(surchargeMinutes(shift('2026-11-03T17:00', '2026-11-03T20:30'), W20, none, BERLIN).night).toBe(90);
  });

  it('counts nothing at the window edges themselves, and each minute past them', () => {
    expect(surchargeMinutes(shift('2026-11-03T05:00', '2026-11-03T22:00'), W23, none, BERLIN).night).toBe(0);
    // 05:59–23:01 local.
    expect(surchargeMinutes(shift('2026-11-03T04:59', '2026-11-03T22:01'), W23, none, BERLIN).night).toBe(2);
  });

  it('counts a Saturday-to-Sunday night as night and as Sunday', () => {
    // Sat 7 Nov 22:00 → Sun 8 Nov 07:00 local: night 23:00–06:00, Sunday 00:00–07:00.
    expect(surchargeMinutes(shift('2026-11-07T21:00', '2026-11-08T06:00'), W23, none, BERLIN)).toEqual({
      night: 420,
      sunday: 420,
      holiday: 0,
    });
  });

  it('counts a Sunday-to-Monday night as Sunday until midnight only', () => {
    // Sun 8 Nov 20:00 → Mon 04:00 local: night 23:00–04:00, Sunday 20:00–24:00.
    expect(surchargeMinutes(shift('2026-11-08T19:00', '2026-11-09T03:00'), W23, none, BERLIN)).toEqual({
      night: 300,
      sunday: 240,
      holiday: 0,
    });
  });

  it('counts a holiday from its midnight', () => {
    const christmas = new Set(['2026-12-25']);
    // Fri 25 Dec 06:00–14:00 local.
    expect(surchargeMinutes(shift('2026-12-25T05:00', '2026-12-25T13:00'), W23, christmas, BERLIN)).toEqual({
      night: 0,
      sunday: 0,
      holiday: 480,
    });
    // Thu 24 Dec 22:00 → Fri 25 Dec 06:00 local: holiday 00:00–06:00, night 23:00–06:00.
    expect(surchargeMinutes(shift('2026-12-24T21:00', '2026-12-25T05:00'), W23, christmas, BERLIN)).toEqual({
      night: 420,
      sunday: 0,
      holiday: 360,
    });
  });

  it('counts a holiday on a Sunday as both', () => {
    // Easter Sunday 5 Apr 2026 (a holiday in Brandenburg), 10:00–12:00 local summer time.
    const easter = new Set(['2026-04-05']);
    expect(surchargeMinutes(shift('2026-04-05T08:00', '2026-04-05T10:00'), W23, easter, BERLIN)).toEqual({
      night: 0,
      sunday: 120,
      holiday: 120,
    });
  });

  it('counts the short night of 29 March 2026 in real minutes', () => {
    // Sat 28 Mar 22:00 CET (21:00Z) → Sun 29 Mar 07:00 CEST (05:00Z): 8 hours in all.
    // Night 23:00 CET (22:00Z) → 06:00 CEST (04:00Z): 6 h. Sunday 00:00 (23:00Z) → 05:00Z: 6 h.
    expect(surchargeMinutes(shift('2026-03-28T21:00', '2026-03-29T05:00'), W23, none, BERLIN)).toEqual({
      night: 360,
      sunday: 360,
      holiday: 0,
    });
  });

  it('counts the long night of 25 October 2026 in real minutes', () => {
    // Sat 24 Oct 22:00 CEST (20:00Z) → Sun 25 Oct 07:00 CET (06:00Z): 10 hours in all.
    // Night 23:00 CEST (21:00Z) → 06:00 CET (05:00Z): 8 h. Sunday 00:00 CEST (22:00Z) → 06:00Z: 8 h.
    expect(surchargeMinutes(shift('2026-10-24T20:00', '2026-10-25T06:00'), W23, none, BERLIN)).toEqual({
      night: 480,
      sunday: 480,
      holiday: 0,
    });
    // Window 20–6: 20:00 CEST (18:00Z) → 06:00 CET (05:00Z) is 11 h; shift 19:00 → 07:00 local.
    expect(surchargeMinutes(shift('2026-10-24T17:00', '2026-10-25T06:00'), W20, none, BERLIN).night).toBe(660);
  });

  it('subtracts a break from the part it lies in', () => {
    // Tue 3 Nov 20:00 → Wed 06:00 local, breaks 21:00–21:30 (not night) and 01:00–01:30 (night).
    const s = shift('2026-11-03T19:00', '2026-11-04T05:00', [
      ['2026-11-03T20:00', '2026-11-03T20:30'],
      ['2026-11-04T00:00', '2026-11-04T00:30'],
    ]);
    expect(surchargeMinutes(s, W23, none, BERLIN).night).toBe(390);
    // A break across the window's start: 21:00 → 01:00 local, break 22:45–23:15; night 23:15–01:00.
    const across = shift('2026-11-03T20:00', '2026-11-04T00:00', [['2026-11-03T21:45', '2026-11-03T22:15']]);
    expect(surchargeMinutes(across, W23, none, BERLIN).night).toBe(105);
  });

  it('ends a break left open with the shift, and counts nothing for an open shift', () => {
    // 22:00 → 02:00 local, break from 01:00 never ended: night 23:00–01:00.
    const s = shift('2026-11-03T21:00', '2026-11-04T01:00', [['2026-11-04T00:00', null]]);
    expect(surchargeMinutes(s, W23, none, BERLIN).night).toBe(120);
    expect(surchargeMinutes(shift('2026-11-03T21:00', null), W23, none, BERLIN)).toEqual({
      night: 0,
      sunday: 0,
      holiday: 0,
    });
  });

  it('takes a window within one day', () => {
    // 00:00–04:00 only; shift 22:00 → 06:00 local.
    const window = { start: '00:00', end: '04:00' };
    expect(surchargeMinutes(shift('2026-11-03T21:00', '2026-11-04T05:00'), window, none, BERLIN).night).toBe(240);
  });
});
