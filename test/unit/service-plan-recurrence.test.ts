import { describe, expect, it } from 'vitest';
import {
  type Exceptions,
  nextOccurrenceDays,
  occurrenceDays,
  occurrenceWindow,
  parseRrule,
  type Rule,
} from '../../src/modules/service-plans/recurrence.js';
import { describeSchedule, parseFrequencyWords } from '../../src/modules/service-plans/frequency-words.js';
import { germanHolidays } from '../../src/modules/working-time/holidays.js';

const BERLIN = 'Europe/Berlin';

function rule(text: string): Rule {
  const parsed = parseRrule(text);
  if (!parsed.ok) throw new Error(parsed.problem.detail);
  return parsed.rule;
}

const berlinHolidays = new Set([...germanHolidays(2026, 'BE'), ...germanHolidays(2027, 'BE')].map((h) => h.day));

function days(rrule: string, validFrom: string, from: string, to: string, exceptions: Exceptions = {}): string[] {
  return occurrenceDays(rule(rrule), exceptions, { validFrom, validTo: null, from, to, holidays: berlinHolidays });
}

describe('recurrence of a service', () => {
  it('every 2 weeks on Monday keeps its rhythm and its 06:00 window across the spring clock change', () => {
    expect(days('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2026-03-16', '2026-03-01', '2026-04-30')).toEqual([
      '2026-03-16',
      '2026-03-30',
      '2026-04-13',
      '2026-04-27',
    ]);
    // 06:00 in Berlin: 05:00 UTC in winter (before 29 March), 04:00 UTC in summer.
    const before = occurrenceWindow('2026-03-16', '06:00', '08:30', BERLIN);
    const after = occurrenceWindow('2026-03-30', '06:00', '08:30', BERLIN);
    expect(before.startsAt.toISOString()).toBe('2026-03-16T05:00:00.000Z');
    expect(before.endsAt.toISOString()).toBe('2026-03-16T07:30:00.000Z');
    expect(after.startsAt.toISOString()).toBe('2026-03-30T04:00:00.000Z');
    expect(after.endsAt.toISOString()).toBe('2026-03-30T06:30:00.000Z');
  });

  it('every 2 weeks counts from the week of valid-from, across the autumn clock change', () => {
    // Valid from Wednesday 14 October: its week's Monday (12th) is before valid-from.
    expect(days('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2026-10-14', '2026-10-01', '2026-11-30')).toEqual([
      '2026-10-26',
      '2026-11-09',
      '2026-11-23',
    ]);
    expect(occurrenceWindow('2026-10-26', '06:00', '07:00', BERLIN).startsAt.toISOString()).toBe(
      '2026-10-26T05:00:00.000Z',
    );
    expect(occurrenceWindow('2026-10-19', '06:00', '07:00', BERLIN).startsAt.toISOString()).toBe(
      '2026-10-19T04:00:00.000Z',
    );
    // A night window ends the next morning.
    const night = occurrenceWindow('2026-10-24', '22:00', '04:00', BERLIN);
    expect(night.startsAt.toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(night.endsAt.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('every 2 weeks runs on across the year end, New Year skipped as a holiday when asked', () => {
    const every2 = 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR';
    expect(days(every2, '2026-12-04', '2026-12-01', '2027-01-31')).toEqual([
      '2026-12-04',
      '2026-12-18',
      '2027-01-01',
      '2027-01-15',
      '2027-01-29',
    ]);
    expect(days(every2, '2026-12-04', '2026-12-01', '2027-01-31', { skipHolidays: true })).toEqual([
      '2026-12-04',
      '2026-12-18',
      '2027-01-15',
      '2027-01-29',
    ]);
    // Without BYDAY: valid-from's weekday (Monday 21 December).
    expect(days('FREQ=WEEKLY;INTERVAL=2', '2026-12-21', '2026-12-01', '2027-01-31')).toEqual([
      '2026-12-21',
      '2027-01-04',
      '2027-01-18',
    ]);
  });

  it('monthly on the 31st skips the months without one; the last day is BYMONTHDAY=-1', () => {
    expect(days('FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-01', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
    expect(days('FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-01', '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    // Without BYMONTHDAY: valid-from's day, the 31st here.
    expect(days('FREQ=MONTHLY', '2026-01-31', '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
  });

  it('monthly on the first Monday and on the last Friday', () => {
    expect(days('FREQ=MONTHLY;BYDAY=1MO', '2026-01-01', '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-05',
      '2026-02-02',
      '2026-03-02',
      '2026-04-06',
      '2026-05-04',
      '2026-06-01',
    ]);
    expect(days('FREQ=MONTHLY;BYDAY=-1FR', '2026-01-01', '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
      '2026-06-26',
    ]);
  });

  it('quarterly counts months from valid-from', () => {
    expect(days('FREQ=MONTHLY;INTERVAL=3', '2026-01-15', '2026-01-01', '2027-01-31')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
      '2027-01-15',
    ]);
  });

  it('yearly, and yearly on the last Monday of May', () => {
    expect(days('FREQ=YEARLY', '2026-03-10', '2026-01-01', '2028-12-31')).toEqual([
      '2026-03-10',
      '2027-03-10',
      '2028-03-10',
    ]);
    expect(days('FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO', '2026-01-01', '2026-01-01', '2027-12-31')).toEqual([
      '2026-05-25',
      '2027-05-31',
    ]);
  });

  it('every 2 weeks except December', () => {
    expect(days('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '2026-11-02', '2026-11-01', '2027-01-31', { months: [12] })).toEqual(
      ['2026-11-02', '2026-11-16', '2026-11-30', '2027-01-11', '2027-01-25'],
    );
  });

  it('not on Fridays, not on single dates', () => {
    expect(days('FREQ=DAILY', '2026-03-02', '2026-03-02', '2026-03-08', { weekdays: [5, 7] })).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-07',
    ]);
    expect(
      days('FREQ=WEEKLY;BYDAY=MO,WE', '2026-03-02', '2026-03-02', '2026-03-15', { dates: ['2026-03-04'] }),
    ).toEqual(['2026-03-02', '2026-03-09', '2026-03-11']);
  });

  it("working days skip Berlin's public holidays: Good Friday, Easter Monday, 1 May, Christmas", () => {
    const working = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
    const skip = { skipHolidays: true };
    expect(days(working, '2026-01-01', '2026-04-01', '2026-04-10', skip)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
    expect(days(working, '2026-01-01', '2026-04-27', '2026-05-05', skip)).toEqual([
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-04',
      '2026-05-05',
    ]);
    expect(days(working, '2026-01-01', '2026-12-21', '2026-12-31', skip)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it('valid-to ends the service; the next dates look past a year', () => {
    expect(
      occurrenceDays(
        rule('FREQ=WEEKLY;BYDAY=TH'),
        {},
        {
          validFrom: '2026-03-01',
          validTo: '2026-03-19',
          from: '2026-03-01',
          to: '2026-04-30',
        },
      ),
    ).toEqual(['2026-03-05', '2026-03-12', '2026-03-19']);
    expect(
      nextOccurrenceDays(
        rule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29'),
        {},
        { validFrom: '2026-01-01', validTo: null, from: '2026-01-01' },
        2,
      ),
    ).toEqual(['2028-02-29', '2032-02-29']);
  });

  it('refuses what it does not support, with the reason', () => {
    const refused = (text: string) => {
      const parsed = parseRrule(text);
      return parsed.ok ? null : parsed.problem.code;
    };
    expect(refused('FREQ=HOURLY')).toBe('rrule_unsupported');
    expect(refused('FREQ=WEEKLY;COUNT=3')).toBe('rrule_unsupported');
    expect(refused('FREQ=WEEKLY;BYDAY=1MO')).toBe('rrule_invalid');
    expect(refused('FREQ=MONTHLY;BYMONTHDAY=32')).toBe('rrule_invalid');
    expect(refused('INTERVAL=2')).toBe('rrule_invalid');
    expect(refused('RRULE:FREQ=MONTHLY;BYDAY=-1FR')).toBeNull();
  });
});

describe('frequencies in plain words', () => {
  const cases: [string, string | null, Exceptions][] = [
    ['werktäglich', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', { skipHolidays: true }],
    ['daily on working days', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', { skipHolidays: true }],
    ['täglich', 'FREQ=DAILY', {}],
    ['Mo/Mi/Fr', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', {}],
    ['Mon, Wed and Fri', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', {}],
    ['wöchentlich', 'FREQ=WEEKLY', {}],
    ['weekly on Tuesday', 'FREQ=WEEKLY;BYDAY=TU', {}],
    ['alle 2 Wochen', 'FREQ=WEEKLY;INTERVAL=2', {}],
    ['every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2', {}],
    ['14-tägig am Montag', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', {}],
    ['monatlich am ersten Montag', 'FREQ=MONTHLY;BYDAY=1MO', {}],
    ['monthly on the first Monday', 'FREQ=MONTHLY;BYDAY=1MO', {}],
    ['monatlich am letzten Freitag', 'FREQ=MONTHLY;BYDAY=-1FR', {}],
    ['monthly on the 15th', 'FREQ=MONTHLY;BYMONTHDAY=15', {}],
    ['quartalsweise', 'FREQ=MONTHLY;INTERVAL=3', {}],
    ['quarterly', 'FREQ=MONTHLY;INTERVAL=3', {}],
    ['jährlich', 'FREQ=YEARLY', {}],
    ['bei Bedarf', null, {}],
    ['on demand', null, {}],
    [
      'alle 2 Wochen am Montag, nicht im Dezember, nicht an Feiertagen',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      { months: [12], skipHolidays: true },
    ],
    ['täglich, nicht freitags', 'FREQ=DAILY', { weekdays: [5] }],
    ['every week on Monday, except July and August', 'FREQ=WEEKLY;BYDAY=MO', { months: [7, 8] }],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'FREQ=MONTHLY;BYMONTHDAY=-1', {}],
  ];
  it.each(cases)('%s', (words, rrule, exceptions) => {
    const parsed = parseFrequencyWords(words);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.schedule?.rrule ?? null).toBe(rrule);
    expect(parsed.schedule?.exceptions ?? {}).toEqual(exceptions);
  });

  it('refuses words it does not know, naming them', () => {
    expect(parseFrequencyWords('gelegentlich')).toEqual({
      ok: false,
      reason: '"gelegentlich" is not a frequency this reader knows.',
    });
    expect(parseFrequencyWords('wöchentlich, nicht bei Regen')).toEqual({
      ok: false,
      reason: '"nicht bei regen" is not an exception this reader knows.',
    });
    expect(parseFrequencyWords('bei Bedarf, nicht im Dezember').ok).toBe(false);
  });
});

describe('a schedule said as a sentence', () => {
  const cases: [string, Exceptions, string, string][] = [
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      { months: [12], skipHolidays: true },
      'jeden 2. Montag, nicht im Dezember, nicht an Feiertagen',
      'every 2nd Monday, not in December, not on public holidays',
    ],
    [
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      { skipHolidays: true },
      'montags bis freitags, nicht an Feiertagen',
      'Monday to Friday, not on public holidays',
    ],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', {}, 'jeden Montag, Mittwoch und Freitag', 'every Monday, Wednesday and Friday'],
    ['FREQ=MONTHLY;BYDAY=1MO', {}, 'monatlich am ersten Montag', 'monthly on the first Monday'],
    ['FREQ=MONTHLY;BYDAY=-1FR', {}, 'monatlich am letzten Freitag', 'monthly on the last Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=31', {}, 'monatlich am 31.', 'monthly on the 31st'],
    ['FREQ=MONTHLY;INTERVAL=3', {}, 'quartalsweise', 'quarterly'],
    [
      'FREQ=DAILY',
      { weekdays: [5], dates: ['2026-12-24'] },
      'täglich, nicht freitags, nicht am 24.12.2026',
      'daily, not on Fridays, not on 24 Dec 2026',
    ],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
      { months: [7, 8] },
      'alle 2 Wochen am Dienstag und Donnerstag, nicht im Juli und August',
      'every 2 weeks on Tuesday and Thursday, not in July or August',
    ],
  ];
  it.each(cases)('%s', (rrule, exceptions, de, en) => {
    expect(describeSchedule(rule(rrule), exceptions, 'de')).toBe(de);
    expect(describeSchedule(rule(rrule), exceptions, 'en')).toBe(en);
  });

  it('on demand has no schedule', () => {
    expect(describeSchedule(null, {}, 'de')).toBe('bei Bedarf');
    expect(describeSchedule(null, {}, 'en')).toBe('on demand');
  });
});
