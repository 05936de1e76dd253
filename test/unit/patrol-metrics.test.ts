import { describe, expect, it } from 'vitest';
import {
  periodMetrics,
  plannedCheckpoints,
  roundMetrics,
  slotWithoutRound,
  type MetricCheckpoint,
} from '../../src/modules/patrols/round-metrics.js';
import { occurrencesBetween, type ScheduleRule } from '../../src/modules/patrols/schedule.js';
import { localMidnight } from '../../src/modules/working-time/zoned.js';
import { periodDays } from '../../src/modules/patrols/office.service.js';

const BERLIN = 'Europe/Berlin';
const utc = (iso: string) => Date.parse(iso);
const MIN = 60_000;
const rule = (overrides: Partial<ScheduleRule> = {}): ScheduleRule => ({
  id: 1,
  routeId: 7,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startTimes: ['22:00'],
  windowMinutes: 60,
  graceMinutes: 10,
  validFrom: null,
  validTo: null,
  ...overrides,
});
const checkpoints: MetricCheckpoint[] = [
  { id: 13, position: 3, retiredAt: null },
  { id: 11, position: 1, retiredAt: null },
  { id: 12, position: 2, retiredAt: null },
];
const onDay = (day: string) => {
  const from = localMidnight(day, BERLIN);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from, to: localMidnight(next, BERLIN) };
};

describe('patrol round metrics', () => {
  const occurrence = { lateAfter: utc('2026-11-20T22:10:00Z') }; // 22:00 CET, 60 min window, 10 grace
  const start = utc('2026-11-20T21:02:00Z');

  it('counts a round walked in order and in time as complete', () => {
    const m = roundMetrics(
      { startedAt: start, endedAt: start + 30 * MIN },
      occurrence,
      checkpoints,
      [
        { id: 1, checkpointId: 11, scannedAt: start + 5 * MIN },
        { id: 2, checkpointId: 12, scannedAt: start + 10 * MIN },
        { id: 3, checkpointId: 13, scannedAt: start + 20 * MIN },
      ],
      start + 40 * MIN,
    );
    expect(m).toEqual({
      planned: 3,
      scanned: 3,
      missedCheckpointIds: [],
      lateScanIds: [],
      outOfOrderScanIds: [],
      implausibleScans: [],
      late: false,
      durationMs: 30 * MIN,
      status: 'complete',
    });
  });

  it('flags scans of different checkpoints under 15 s apart and scans before the start, and nothing else', () => {
    const SEC = 1000;
    // [checkpoint, seconds after the start] per scan, and the flags written by hand.
    const cases: { scans: [number, number][]; flagged: [number, 'too_fast' | 'before_start', number | null][] }[] = [
      // Seven checkpoints in 105 ms: every scan after the first.
      {
        scans: [11, 12, 13, 11, 12, 13, 11].map((c, i) => [c, 60 + i * 0.0175] as [number, number]),
        flagged: [2, 3, 4, 5, 6, 7].map((id) => [id, 'too_fast', 17.5]),
      },
      // Walked: 2 minutes, then exactly 15 s (plausible), then 14 s (not).
      {
        scans: [
          [11, 60],
          [12, 180],
          [13, 195],
          [11, 209],
        ],
        flagged: [[4, 'too_fast', 14 * SEC]],
      },
      // The same checkpoint twice within a second is a repeated scan, not a walk.
      {
        scans: [
          [11, 60],
          [11, 60.5],
          [12, 200],
        ],
        flagged: [],
      },
      // Before the round's start on the phone.
      {
        scans: [
          [11, -30],
          [12, 120],
        ],
        flagged: [[1, 'before_start', null]],
      },
    ];
    for (const { scans, flagged } of cases) {
      const m = roundMetrics(
        { startedAt: start, endedAt: start + 30 * MIN },
        null,
        checkpoints,
        scans.map(([checkpointId, seconds], index) => ({
          id: index + 1,
          checkpointId,
          scannedAt: start + seconds * SEC,
        })),
        start + 40 * MIN,
      );
      expect(m.implausibleScans).toEqual(
        flagged.map(([id, reason, since]) => ({
          id,
          reason,
          sincePreviousMs: since === null ? null : (expect.closeTo(since, 0) as unknown as number),
        })),
      );
    }
  });

  it('names missed checkpoints and out-of-order scans; a repeated scan counts once', () => {
    const m = roundMetrics(
      { startedAt: start, endedAt: start + 30 * MIN },
      occurrence,
      checkpoints,
      [
        { id: 1, checkpointId: 13, scannedAt: start + 5 * MIN },
        { id: 2, checkpointId: 11, scannedAt: start + 10 * MIN },
        { id: 3, checkpointId: 11, scannedAt: start + 12 * MIN },
      ],
      start + 40 * MIN,
    );
    expect(m).toMatchObject({ scanned: 2, missedCheckpointIds: [12], outOfOrderScanIds: [2, 3], status: 'partial' });
  });

  it('leaves out checkpoints retired before the start, keeps those retired later', () => {
    const withRetired = [
      ...checkpoints,
      { id: 14, position: 4, retiredAt: start - MIN },
      { id: 15, position: 5, retiredAt: start + MIN },
    ];
    expect(plannedCheckpoints(withRetired, start).map((c) => c.id)).toEqual([11, 12, 13, 15]);
    const m = roundMetrics(
      { startedAt: start, endedAt: start + 10 * MIN },
      null,
      withRetired,
      [{ id: 1, checkpointId: 14, scannedAt: start + MIN }],
      start,
    );
    expect(m).toMatchObject({ planned: 4, scanned: 0, status: 'missed' });
  });

  it('draws the grace edge exactly: at window end plus grace on time, a millisecond after late', () => {
    const scans = [
      { id: 1, checkpointId: 11, scannedAt: start },
      { id: 2, checkpointId: 12, scannedAt: start + MIN },
      { id: 3, checkpointId: 13, scannedAt: occurrence.lateAfter },
    ];
    const atEdge = roundMetrics({ startedAt: start, endedAt: occurrence.lateAfter }, occurrence, checkpoints, scans, 0);
    expect(atEdge).toMatchObject({ late: false, status: 'complete' });
    const after = roundMetrics(
      { startedAt: start, endedAt: occurrence.lateAfter + 1 },
      occurrence,
      checkpoints,
      scans,
      0,
    );
    expect(after).toMatchObject({ late: true, lateScanIds: [], status: 'late' });
    const lateScan = roundMetrics(
      { startedAt: start, endedAt: occurrence.lateAfter + 1 },
      occurrence,
      checkpoints,
      [...scans.slice(0, 2), { id: 3, checkpointId: 13, scannedAt: occurrence.lateAfter + 1 }],
      0,
    );
    expect(lateScan).toMatchObject({ lateScanIds: [3], status: 'late' });
    // Ad-hoc rounds have no window.
    expect(
      roundMetrics({ startedAt: start, endedAt: start + 9 * 60 * MIN }, null, checkpoints, scans, 0),
    ).toMatchObject({ late: false, status: 'complete' });
  });

  it('reports a round not ended as in progress with its elapsed time', () => {
    const m = roundMetrics({ startedAt: start, endedAt: null }, occurrence, checkpoints, [], start + 7 * MIN);
    expect(m).toMatchObject({
      status: 'in_progress',
      durationMs: 7 * MIN,
      scanned: 0,
      missedCheckpointIds: [11, 12, 13],
    });
    expect(slotWithoutRound(occurrence, occurrence.lateAfter)).toBe('upcoming');
    expect(slotWithoutRound(occurrence, occurrence.lateAfter + 1)).toBe('missed');
  });

  it('counts lateness in real time over the spring change (a 23-hour day)', () => {
    const day = onDay('2026-03-29');
    expect(day.to - day.from).toBe(23 * 60 * MIN);
    const hourly = rule({ startTimes: ['00:00', '01:00', '02:00', '03:00', '04:00'], windowMinutes: 90 });
    const found = occurrencesBetween(hourly, day.from, day.to, BERLIN);
    // 02:00 does not exist on the wall clock and is walked at 03:00 CEST, with the 03:00 start.
    expect(found.map((o) => `${o.startTime} ${new Date(o.plannedStart).toISOString()}`)).toEqual([
      '00:00 2026-03-28T23:00:00.000Z',
      '01:00 2026-03-29T00:00:00.000Z',
      '02:00 2026-03-29T01:00:00.000Z',
      '03:00 2026-03-29T01:00:00.000Z',
      '04:00 2026-03-29T02:00:00.000Z',
    ]);
    const one = found[1];
    if (!one) throw new Error('no occurrence');
    // 01:00 CET + 90 min + 10 grace = 01:40Z, which the wall clock shows as 03:40 CEST.
    expect(new Date(one.lateAfter).toISOString()).toBe('2026-03-29T01:40:00.000Z');
    const walked = roundMetrics(
      { startedAt: one.plannedStart, endedAt: utc('2026-03-29T01:39:00Z') },
      one,
      checkpoints,
      checkpoints.map((c, i) => ({ id: i, checkpointId: c.id, scannedAt: one.plannedStart + c.position * 10 * MIN })),
      0,
    );
    expect(walked).toMatchObject({ status: 'complete', durationMs: 99 * MIN });
  });

  it('counts lateness in real time over the autumn change (a 25-hour day) and per period', () => {
    const day = onDay('2026-10-25');
    expect(day.to - day.from).toBe(25 * 60 * MIN);
    const night = rule({ startTimes: ['01:30', '22:00'], windowMinutes: 60, graceMinutes: 15 });
    const found = occurrencesBetween(night, day.from, day.to, BERLIN);
    expect(found.map((o) => new Date(o.plannedStart).toISOString())).toEqual([
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T21:00:00.000Z',
    ]);
    const [early, evening] = found;
    if (!early || !evening) throw new Error('no occurrence');
    // 01:30 CEST + 75 min is 01:45Z: on the wall clock 02:45 CET, after 02:00–03:00 ran twice.
    expect(new Date(early.lateAfter).toISOString()).toBe('2026-10-25T00:45:00.000Z');
    const late = roundMetrics(
      { startedAt: early.plannedStart, endedAt: utc('2026-10-25T00:46:00Z') },
      early,
      checkpoints,
      checkpoints.map((c) => ({ id: c.id, checkpointId: c.id, scannedAt: early.plannedStart + c.position * MIN })),
      0,
    );
    expect(late.status).toBe('late');
    const endOfDay = day.to + 60 * MIN;
    expect(
      periodMetrics(
        [
          { occurrence: early, status: late.status },
          { occurrence: evening, status: null },
        ],
        1,
        endOfDay,
      ),
    ).toEqual({
      scheduled: 2,
      due: 2,
      roundsDone: 2,
      adHoc: 1,
      onTime: 0,
      partial: 0,
      late: 1,
      missed: 1,
      onTimePercent: 0,
      missedPercent: 50,
    });
  });

  it('does not count open occurrences in the percentages yet', () => {
    const now = utc('2026-11-20T12:00:00Z');
    const past = { lateAfter: now - MIN };
    const open = { lateAfter: now + MIN };
    expect(
      periodMetrics(
        [
          { occurrence: past, status: 'complete' },
          { occurrence: past, status: 'missed' },
          { occurrence: past, status: 'partial' },
          { occurrence: open, status: 'in_progress' },
          { occurrence: open, status: null },
          { occurrence: open, status: 'complete' },
        ],
        0,
        now,
      ),
    ).toMatchObject({
      scheduled: 6,
      due: 4,
      roundsDone: 5,
      onTime: 2,
      partial: 1,
      late: 0,
      missed: 1,
      onTimePercent: 50,
      missedPercent: 25,
    });
    expect(periodMetrics([], 0, now)).toMatchObject({ due: 0, onTimePercent: null, missedPercent: null });
  });
});

describe('periodDays', () => {
  it('is the day, its week from Monday to Sunday, or its calendar month', () => {
    expect(periodDays('day', '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(periodDays('week', '2026-11-20')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodDays('week', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodDays('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // A week across the new year, and months of every length.
    expect(periodDays('week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodDays('month', '2026-11-20')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodDays('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodDays('month', '2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodDays('month', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
