import { describe, expect, it } from 'vitest';
import type { ShiftInput } from '../../src/modules/working-time/attendance.js';
import { type ArbzgRule, checkArbzg } from '../../src/modules/working-time/arbzg.js';

// The working-time rules at their edges, with every instant written by hand with its
// Berlin offset (+01:00 in winter, +02:00 in summer) and every expected figure counted by
// hand: net time, counted breaks, the longest stretch, the rest between two days.

const ZONE = 'Europe/Berlin';
const MIN = 60_000;
const H = 60 * MIN;
const at = (iso: string) => Date.parse(iso);

let nextId = 1;
function shift(start: string, end: string | null, breaks: [string, string][] = []): ShiftInput {
  return {
    id: nextId++,
    accountId: 1,
    start: at(start),
    end: end === null ? null : at(end),
    breaks: breaks.map(([from, to]) => ({ start: at(from), end: at(to) })),
  };
}

const NO_HOLIDAYS = new Set<string>();
const rules = (shifts: ShiftInput[], holidays = NO_HOLIDAYS) =>
  checkArbzg(shifts, ZONE, holidays).map((f) => ({ rule: f.rule, day: f.day, actual: f.actualMs, limit: f.limitMs }));
const only = (rule: ArbzgRule, shifts: ShiftInput[], holidays = NO_HOLIDAYS) =>
  rules(shifts, holidays).filter((f) => f.rule === rule);

describe('ArbZG §4: breaks on net working time', () => {
  it('6:00 h net needs no break; 6:01 h needs 30 min and is one stretch too long', () => {
    expect(rules([shift('2026-03-10T08:00:00+01:00', '2026-03-10T14:00:00+01:00')])).toEqual([]);
    expect(rules([shift('2026-03-10T08:00:00+01:00', '2026-03-10T14:01:00+01:00')])).toEqual([
      { rule: 'breaks', day: '2026-03-10', actual: 0, limit: 30 * MIN },
      { rule: 'stretch', day: '2026-03-10', actual: 6 * H + MIN, limit: 6 * H },
    ]);
  });

  it('9:00 h net with 30 min of break is fine; 9:01 h net needs 45 min (presence 9:31)', () => {
    const nine = shift('2026-03-10T08:00:00+01:00', '2026-03-10T17:30:00+01:00', [
      ['2026-03-10T12:00:00+01:00', '2026-03-10T12:30:00+01:00'],
    ]);
    expect(rules([nine])).toEqual([]);
    const nineOne = shift('2026-03-11T08:00:00+01:00', '2026-03-11T17:31:00+01:00', [
      ['2026-03-11T12:00:00+01:00', '2026-03-11T12:30:00+01:00'],
    ]);
    expect(rules([nineOne])).toEqual([{ rule: 'breaks', day: '2026-03-11', actual: 30 * MIN, limit: 45 * MIN }]);
  });

  it('counts a break of 15 min, not one of 14 min (which is working time)', () => {
    // 08:00–14:14 with 11:00–11:14 off: the 14 minutes are work, so 6:14 h net with no break.
    const fourteen = shift('2026-03-12T08:00:00+01:00', '2026-03-12T14:14:00+01:00', [
      ['2026-03-12T11:00:00+01:00', '2026-03-12T11:14:00+01:00'],
    ]);
    expect(rules([fourteen])).toEqual([
      { rule: 'breaks', day: '2026-03-12', actual: 0, limit: 30 * MIN },
      { rule: 'stretch', day: '2026-03-12', actual: 6 * H + 14 * MIN, limit: 6 * H },
    ]);
    // 08:00–15:00 with two blocks of 15 min: 6:30 h net, 30 min counted, longest stretch 2:45 h.
    const twoBlocks = shift('2026-03-13T08:00:00+01:00', '2026-03-13T15:00:00+01:00', [
      ['2026-03-13T10:00:00+01:00', '2026-03-13T10:15:00+01:00'],
      ['2026-03-13T12:00:00+01:00', '2026-03-13T12:15:00+01:00'],
    ]);
    expect(rules([twoBlocks])).toEqual([]);
  });

  it('finds 6 h 30 min in a row even when the day’s breaks add up', () => {
    // 06:00–15:15, a 45-min break at 12:30: net 8:30 h, breaks enough, but 06:00–12:30 is 6:30 h.
    const late = shift('2026-03-16T06:00:00+01:00', '2026-03-16T15:15:00+01:00', [
      ['2026-03-16T12:30:00+01:00', '2026-03-16T13:15:00+01:00'],
    ]);
    expect(rules([late])).toEqual([{ rule: 'stretch', day: '2026-03-16', actual: 6 * H + 30 * MIN, limit: 6 * H }]);
  });

  it('takes the gap of a split shift as its break, and a split shift is no rest breach', () => {
    const morning = shift('2026-03-17T06:00:00+01:00', '2026-03-17T10:00:00+01:00');
    const evening = shift('2026-03-17T14:00:00+01:00', '2026-03-17T18:00:00+01:00');
    expect(rules([morning, evening])).toEqual([]);
  });
});

describe('ArbZG §3: at most 10 h net a day', () => {
  it('10:00 h net is allowed, 10:30 h is not', () => {
    // 06:00–16:45 with 45 min of breaks = 10:00 h net.
    const ten = shift('2026-03-18T06:00:00+01:00', '2026-03-18T16:45:00+01:00', [
      ['2026-03-18T09:00:00+01:00', '2026-03-18T09:30:00+01:00'],
      ['2026-03-18T13:00:00+01:00', '2026-03-18T13:15:00+01:00'],
    ]);
    expect(rules([ten])).toEqual([]);
    const tenHalf = shift('2026-03-19T06:00:00+01:00', '2026-03-19T17:15:00+01:00', [
      ['2026-03-19T09:00:00+01:00', '2026-03-19T09:30:00+01:00'],
      ['2026-03-19T13:00:00+01:00', '2026-03-19T13:15:00+01:00'],
    ]);
    expect(rules([tenHalf])).toEqual([
      { rule: 'daily_max', day: '2026-03-19', actual: 10 * H + 30 * MIN, limit: 10 * H },
    ]);
  });

  it('counts a night shift wholly to the day it began', () => {
    // Tue 20:00 – Wed 07:00 with 45 min off: 10:15 h net, all on Tuesday.
    const night = shift('2026-03-24T20:00:00+01:00', '2026-03-25T07:00:00+01:00', [
      ['2026-03-25T00:00:00+01:00', '2026-03-25T00:30:00+01:00'],
      ['2026-03-25T03:00:00+01:00', '2026-03-25T03:15:00+01:00'],
    ]);
    expect(only('daily_max', [night])).toEqual([
      { rule: 'daily_max', day: '2026-03-24', actual: 10 * H + 15 * MIN, limit: 10 * H },
    ]);
  });
});

describe('ArbZG §5: 11 h of rest, in real time across a clock change', () => {
  it('autumn: 22:00 CEST to 08:00 CET is 11:00 h (allowed), to 07:59 CET is 10:59 h', () => {
    const saturday = () => shift('2026-10-24T14:00:00+02:00', '2026-10-24T22:00:00+02:00');
    expect(only('rest', [saturday(), shift('2026-10-25T08:00:00+01:00', '2026-10-25T12:00:00+01:00')])).toEqual([]);
    expect(only('rest', [saturday(), shift('2026-10-25T07:59:00+01:00', '2026-10-25T12:00:00+01:00')])).toEqual([
      { rule: 'rest', day: '2026-10-25', actual: 10 * H + 59 * MIN, limit: 11 * H },
    ]);
  });

  it('spring: 22:00 CET to 09:00 CEST is only 10 h', () => {
    const saturday = shift('2026-03-28T14:00:00+01:00', '2026-03-28T22:00:00+01:00');
    const sunday = shift('2026-03-29T09:00:00+02:00', '2026-03-29T13:00:00+02:00');
    expect(only('rest', [saturday, sunday])).toEqual([
      { rule: 'rest', day: '2026-03-29', actual: 10 * H, limit: 11 * H },
    ]);
  });
});

describe('Sundays and public holidays', () => {
  it('flags work on a holiday and the Sunday a night shift reaches into; leaves open shifts out', () => {
    const mayDay = shift('2026-05-01T08:00:00+02:00', '2026-05-01T12:00:00+02:00');
    const saturdayNight = shift('2026-03-14T22:00:00+01:00', '2026-03-15T04:00:00+01:00');
    const open = shift('2026-03-22T08:00:00+01:00', null);
    expect(rules([mayDay, saturdayNight, open], new Set(['2026-05-01']))).toEqual([
      { rule: 'sunday', day: '2026-03-15', actual: 0, limit: 0 },
      { rule: 'holiday', day: '2026-05-01', actual: 0, limit: 0 },
    ]);
  });

  it('does not flag a Saturday shift that ends at midnight', () => {
    expect(rules([shift('2026-03-14T18:00:00+01:00', '2026-03-15T00:00:00+01:00')])).toEqual([]);
  });
});
