import { describe, expect, it } from 'vitest';
import { calendarDay } from '../../src/modules/shared/time.js';

describe('calendarDay', () => {
  // Local midnight in zones with whole-hour, 45-minute and 15-minute offsets.
  const midnights: [string, string, string][] = [
    ['Europe/Berlin', '2026-11-21T23:00:00Z', '2026-11-22'],
    ['Asia/Kathmandu', '2026-11-21T18:15:00Z', '2026-11-22'],
    ['Pacific/Chatham', '2026-11-21T10:15:00Z', '2026-11-22'],
    ['America/St_Johns', '2026-11-22T03:30:00Z', '2026-11-22'],
  ];

  for (const [zone, midnightUtc, day] of midnights) {
    it(`turns to the next day at local midnight in ${zone}, whatever was asked before`, () => {
      const at = Date.parse(midnightUtc);
      // Asked in an order that crosses the boundary both ways within one minute's memo.
      expect(calendarDay(at - 1, zone)).toBe('2026-11-21');
      expect(calendarDay(at, zone)).toBe(day);
      expect(calendarDay(at - 60_000, zone)).toBe('2026-11-21');
      expect(calendarDay(at + 59_999, zone)).toBe(day);
      expect(calendarDay(at - 1, zone)).toBe('2026-11-21');
    });
  }
});
