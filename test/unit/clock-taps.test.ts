import { describe, expect, it } from 'vitest';
import { changedSpan, shiftsFromTaps, type Tap } from '../../src/modules/working-time/clock-taps.js';

// Taps as "kind@HH:MM" on one day (minutes are enough here), and the shifts they make,
// written by hand: [start, end, breaks, ignored taps, end missing].

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h! * 60 + m!) * 60_000;
};
const hhmm = (ms: number | null) =>
  ms === null
    ? null
    : `${String(Math.floor(ms / 3_600_000)).padStart(2, '0')}:${String((ms / 60_000) % 60).padStart(2, '0')}`;
const taps = (...specs: string[]): Tap[] =>
  specs.map((spec, i) => {
    const [kind, at] = spec.split('@') as [Tap['kind'], string];
    return { uuid: `${String(i).padStart(2, '0')}-${spec}`, kind, at: minutes(at), note: null };
  });
const shifts = (list: Tap[], closedAt?: Map<string, number>) => {
  const made = shiftsFromTaps(list, closedAt);
  return {
    shifts: made.shifts.map((s) => [
      hhmm(s.start),
      hhmm(s.end),
      s.breaks.map((b) => `${hhmm(b.start)}-${hhmm(b.end) ?? ''}`),
      s.ignored.map((u) => u.slice(3)),
      s.endMissing,
    ]),
    waiting: made.waiting.map((u) => u.slice(3)),
  };
};

describe('shifts from clock taps', () => {
  const cases: [string, string[], ReturnType<typeof shifts>][] = [
    [
      'a day as tapped',
      ['start@08:00', 'pause@12:00', 'resume@12:30', 'end@16:00'],
      { shifts: [['08:00', '16:00', ['12:00-12:30'], [], false]], waiting: [] },
    ],
    [
      'the same taps in another order',
      ['end@16:00', 'resume@12:30', 'start@08:00', 'pause@12:00'],
      { shifts: [['08:00', '16:00', ['12:00-12:30'], [], false]], waiting: [] },
    ],
    [
      'taps before any start wait for it',
      ['pause@12:00', 'end@16:00'],
      { shifts: [], waiting: ['pause@12:00', 'end@16:00'] },
    ],
    [
      'a pause without resume: the break ends with the shift',
      ['start@08:00', 'pause@15:00', 'end@16:00'],
      { shifts: [['08:00', '16:00', ['15:00-16:00'], [], false]], waiting: [] },
    ],
    [
      'a resume without a pause, a second pause, a tap after the end: kept, ignored',
      ['start@08:00', 'resume@09:00', 'pause@12:00', 'pause@12:10', 'resume@12:30', 'end@16:00', 'pause@16:10'],
      {
        shifts: [['08:00', '16:00', ['12:00-12:30'], ['resume@09:00', 'pause@12:10', 'pause@16:10'], false]],
        waiting: [],
      },
    ],
    [
      'running: no end yet',
      ['start@08:00', 'pause@12:00'],
      { shifts: [['08:00', null, ['12:00-'], [], false]], waiting: [] },
    ],
    [
      'a later start before the end: closed at the last tap, the break with it',
      ['start@06:00', 'pause@08:00', 'start@12:00'],
      {
        shifts: [
          ['06:00', '08:00', ['08:00-08:00'], [], true],
          ['12:00', null, [], [], false],
        ],
        waiting: [],
      },
    ],
    [
      'two shifts: each tap goes to the start before it',
      ['end@10:00', 'start@12:00', 'start@06:00', 'end@18:00', 'pause@14:00', 'resume@14:15'],
      {
        shifts: [
          ['06:00', '10:00', [], [], false],
          ['12:00', '18:00', ['14:00-14:15'], [], false],
        ],
        waiting: [],
      },
    ],
    [
      'at the same instant an end belongs to the shift before, a pause to the one after',
      ['start@08:00', 'start@12:00', 'end@12:00', 'pause@12:00', 'end@13:00'],
      {
        shifts: [
          ['08:00', '12:00', [], [], false],
          ['12:00', '13:00', ['12:00-13:00'], [], false],
        ],
        waiting: [],
      },
    ],
  ];
  for (const [name, list, expected] of cases) {
    it(name, () => {
      expect(shifts(taps(...list))).toEqual(expected);
    });
  }

  it('a shift the office closed takes no tap after its end: the tap waits for its own start', () => {
    const list = taps('start@08:00', 'pause@12:00', 'end@17:00');
    const closedAt = new Map([[list[0]!.uuid, minutes('16:30')]]);
    expect(shifts(list, closedAt)).toEqual({
      shifts: [['08:00', null, ['12:00-'], [], false]],
      waiting: ['end@17:00'],
    });
  });
});

describe('what a change touches (for locked days)', () => {
  const shift = (start: string, end: string | null, breaks: [string, string | null][] = []) => ({
    start: minutes(start),
    end: end === null ? null : minutes(end),
    breaks: breaks.map(([a, b]) => ({ start: minutes(a), end: b === null ? null : minutes(b) })),
  });
  const span = (range: [number, number] | null) => (range ? range.map((ms) => hhmm(ms)) : null);

  it('a new shift, or an end, touches the whole shift; a break, only itself; nothing, nothing', () => {
    expect(span(changedSpan(undefined, shift('08:00', null)))).toEqual(['08:00', '08:00']);
    expect(span(changedSpan(shift('08:00', null), shift('08:00', '16:00')))).toEqual(['08:00', '16:00']);
    expect(span(changedSpan(shift('08:00', '16:00'), shift('08:00', '16:00', [['12:00', '12:30']])))).toEqual([
      '12:00',
      '12:30',
    ]);
    expect(
      span(changedSpan(shift('08:00', null, [['12:00', null]]), shift('08:00', null, [['12:00', '12:30']]))),
    ).toEqual(['12:00', '12:30']);
    expect(changedSpan(shift('08:00', '16:00'), shift('08:00', '16:00'))).toBeNull();
  });
});
