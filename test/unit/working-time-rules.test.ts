import { describe, expect, it } from 'vitest';
import { roundedMinutes, workSpans } from '../../src/modules/working-time/attendance.js';
import { csvLine, date, minutes, number, text } from '../../src/modules/working-time/csv.js';
import { easterSunday, germanHolidays } from '../../src/modules/working-time/holidays.js';
import { localMidnight, zonedInstant } from '../../src/modules/working-time/zoned.js';

const de = { preset: 'de' as const, hours: 'decimal' as const };
const en = { preset: 'en' as const, hours: 'hmm' as const };

describe('CSV cells', () => {
  it('writes a text a spreadsheet would run as a formula with a leading apostrophe, full-width forms included', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      expect(
        csvLine([text(`${start}SUM(A1)`)], en).startsWith(`"'${start}`) ||
          csvLine([text(`${start}SUM(A1)`)], en).startsWith(`'${start}`),
      ).toBe(true);
    }
    expect(csvLine([text('Anna'), text('a-b')], en)).toBe('Anna,a-b\r\n');
  });

  it('never guards numbers: a negative balance stays a number', () => {
    expect(csvLine([minutes(-90), number(-1.5, 1)], de)).toBe('-1,50;-1,5\r\n');
    expect(csvLine([minutes(-90)], en)).toBe('-1:30\r\n');
  });

  it('quotes separators, quotes and line breaks; writes dates per preset', () => {
    expect(csvLine([text('Müller; Hans'), text('say "hi"'), date('2026-10-25')], de)).toBe(
      '"Müller; Hans";"say ""hi""";25.10.2026\r\n',
    );
    expect(csvLine([text('a,b'), date('2026-10-25')], en)).toBe('"a,b",2026-10-25\r\n');
  });
});

describe('time rules', () => {
  it('knows the 23- and 25-hour days of Europe/Berlin', () => {
    const hours = (day: string, next: string) =>
      (localMidnight(next, 'Europe/Berlin') - localMidnight(day, 'Europe/Berlin')) / 3_600_000;
    expect(hours('2026-03-29', '2026-03-30')).toBe(23);
    expect(hours('2026-10-25', '2026-10-26')).toBe(25);
    expect(hours('2026-11-23', '2026-11-24')).toBe(24);
    // 02:30 on 29 March does not exist: it is moved on by the skipped hour, to 03:30 summer time.
    expect(new Date(zonedInstant('2026-03-29', 2, 30, 'Europe/Berlin')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 on 25 October happens twice: the first one (summer time) is meant.
    expect(new Date(zonedInstant('2026-10-25', 2, 30, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('rounds sums half away from zero to the step, and works out spans without breaks', () => {
    expect(roundedMinutes(128 * 60_000, 15)).toBe(135);
    expect(roundedMinutes(184 * 60_000, 15)).toBe(180);
    expect(roundedMinutes(-22.5 * 60_000, 15)).toBe(-30);
    expect(roundedMinutes(90.4 * 60_000, 0)).toBe(90);
    const shift = {
      id: 1,
      accountId: 1,
      start: 0,
      end: 600,
      breaks: [
        { start: 100, end: 200 },
        { start: 500, end: null },
      ],
    };
    expect(workSpans(shift)).toEqual([
      [0, 100],
      [200, 500],
    ]);
  });
});

describe('German public holidays', () => {
  it('computes Easter and the holidays that hang on it', () => {
    expect(['2024', '2025', '2026', '2027'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
    ]);
    const nrw = germanHolidays(2026, 'NW');
    expect(nrw.map((h) => h.day)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(germanHolidays(2026, 'SN').find((h) => h.name === 'Buß- und Bettag')?.day).toBe('2026-11-18');
    expect(germanHolidays(2026, 'BY').some((h) => h.name === 'Heilige Drei Könige')).toBe(true);
    expect(germanHolidays(2026, 'BE').some((h) => h.name === 'Internationaler Frauentag')).toBe(true);
    expect(germanHolidays(2022, 'MV').some((h) => h.name === 'Internationaler Frauentag')).toBe(false);
  });
});
