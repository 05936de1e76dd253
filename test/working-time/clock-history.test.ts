import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import {
  applyClockAction,
  type ClockAction,
  type PastClockAction,
  recordClockHistory,
} from '../../src/modules/working-time/clock.service.js';
import { lockPeriod } from '../../src/modules/working-time/people.service.js';
import { clockActions, workBreaks, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// A person's past taps written in one go (the demo's two months of shifts) give what the
// same taps give sent one by one, each arriving 30 s after it was tapped: the same shifts
// (times, a missing end, notes, clock difference, when each last changed), breaks and taps
// with their shifts. The taps, Monday 16 to Thursday 19 November 2026 (UTC):
//
// | day | taps                                                                          |
// |-----|-------------------------------------------------------------------------------|
// | Mon | pause 05:00 (before any start: waits), start 06:00 "Schlüssel", pause 10:00,   |
// |     | resume 10:30, end 14:00 "fertig", resume 14:05 (after the end: ignored)        |
// | Tue | start 06:00, resume 07:00 (no break: ignored), pause 09:00 (phone 10 min off), |
// |     | no end                                                                         |
// | Wed | start 06:00 (closes Tuesday at its last tap, 09:00), end 12:00                 |
// | Thu | start 06:00, pause 10:00: running, on a break                                  |
//
// Each tap is sent as it is tapped and arrives 30 s later (a clock difference of 30 s as the
// server sees it); Tuesday's pause comes from a phone 10 minutes behind (10:30 min).

const DAYS = { mon: '2026-11-16', tue: '2026-11-17', wed: '2026-11-18', thu: '2026-11-19' };

describeEachBackend('a clock history written in one go', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  let propertyId = 0;
  let people = 0;
  let uuids = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { timezone: 'Europe/Berlin' });
    tenantId = tenant.tenant.id;
    propertyId = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
  });
  afterAll(async () => t.close());

  async function person() {
    const account = await createAccount(t.deps, tenantId, {
      email: `clock-history-${++people}-${Date.now()}@example.test`,
      name: `Person ${people}`,
      role: 'worker',
      properties: 'all',
    });
    return { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
  }

  function history(): PastClockAction[] {
    const tap = (
      kind: ClockAction['kind'],
      day: string,
      time: string,
      extra: Partial<ClockAction> & { phoneOffMs?: number } = {},
    ): PastClockAction => {
      const at = Date.parse(`${day}T${time}:00Z`);
      const { phoneOffMs = 0, ...rest } = extra;
      return {
        action: {
          uuid: `30000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`,
          kind,
          deviceAt: new Date(at).toISOString(),
          sentAt: new Date(at + phoneOffMs).toISOString(),
          ...(kind === 'start' ? { propertyId } : {}),
          ...rest,
        },
        receivedAt: at + 30_000,
      };
    };
    return [
      tap('pause', DAYS.mon, '05:00'),
      tap('start', DAYS.mon, '06:00', { note: 'Schlüssel' }),
      tap('pause', DAYS.mon, '10:00'),
      tap('resume', DAYS.mon, '10:30'),
      tap('end', DAYS.mon, '14:00', { note: 'fertig' }),
      tap('resume', DAYS.mon, '14:05'),
      tap('start', DAYS.tue, '06:00'),
      tap('resume', DAYS.tue, '07:00'),
      tap('pause', DAYS.tue, '09:00', { phoneOffMs: -10 * 60_000 }),
      tap('start', DAYS.wed, '06:00'),
      tap('end', DAYS.wed, '12:00'),
      tap('start', DAYS.thu, '06:00'),
      tap('pause', DAYS.thu, '10:00'),
    ];
  }

  /** The person's shifts, breaks and taps, with shifts named by their place in time. */
  async function recorded(accountId: number) {
    const db = t.deps.database.db;
    const shifts = await db
      .select()
      .from(workShifts)
      .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.accountId, accountId)))
      .orderBy(asc(workShifts.startedAt));
    const place = new Map(shifts.map((s, index) => [s.id, index]));
    const breaks = await db.select().from(workBreaks).where(eq(workBreaks.tenantId, tenantId));
    const taps = await db
      .select()
      .from(clockActions)
      .where(and(eq(clockActions.tenantId, tenantId), eq(clockActions.accountId, accountId)))
      .orderBy(asc(clockActions.deviceAt));
    return {
      shifts: shifts.map((s) => ({
        startedAt: s.startedAt.toISOString(),
        endedAt: s.endedAt?.toISOString() ?? null,
        endMissing: s.endMissing,
        note: s.note,
        clockSkewMs: s.clockSkewMs,
        // A shift of one tap was never changed: its time is the moment it was written.
        updatedAt: s.updatedAt.getTime() > Date.parse('2026-12-01') ? 'when written' : s.updatedAt.toISOString(),
        breaks: breaks
          .filter((b) => b.shiftId === s.id)
          .map((b) => [b.startedAt.toISOString(), b.endedAt?.toISOString() ?? null])
          .sort(),
      })),
      taps: taps.map((a) => ({
        kind: a.kind,
        deviceAt: a.deviceAt.toISOString(),
        receivedAt: a.receivedAt.toISOString(),
        shift: a.shiftId === null ? null : place.get(a.shiftId),
        note: a.note,
        clockSkewMs: a.clockSkewMs,
      })),
    };
  }

  it('gives the shifts, breaks and taps the same taps give one by one', async () => {
    const oneByOne = await person();
    for (const { action, receivedAt } of history()) {
      await applyClockAction({ ...t.deps, clock: () => receivedAt }, oneByOne, action);
    }
    const inOneGo = await person();
    expect(await recordClockHistory(t.deps, inOneGo, history())).toBe(4);

    const expected = await recorded(oneByOne.accountId);
    // Worked out from the taps above, to know the comparison compares something.
    expect(expected.shifts).toEqual([
      {
        startedAt: '2026-11-16T06:00:00.000Z',
        endedAt: '2026-11-16T14:00:00.000Z',
        endMissing: false,
        note: 'fertig',
        clockSkewMs: 30_000,
        updatedAt: '2026-11-16T14:05:30.000Z',
        breaks: [['2026-11-16T10:00:00.000Z', '2026-11-16T10:30:00.000Z']],
      },
      {
        startedAt: '2026-11-17T06:00:00.000Z',
        endedAt: '2026-11-17T09:00:00.000Z',
        endMissing: true,
        note: null,
        clockSkewMs: 10 * 60_000 + 30_000,
        updatedAt: '2026-11-18T06:00:30.000Z',
        breaks: [['2026-11-17T09:00:00.000Z', '2026-11-17T09:00:00.000Z']],
      },
      {
        startedAt: '2026-11-18T06:00:00.000Z',
        endedAt: '2026-11-18T12:00:00.000Z',
        endMissing: false,
        note: null,
        clockSkewMs: 30_000,
        updatedAt: '2026-11-18T12:00:30.000Z',
        breaks: [],
      },
      {
        startedAt: '2026-11-19T06:00:00.000Z',
        endedAt: null,
        endMissing: false,
        note: null,
        clockSkewMs: 30_000,
        updatedAt: '2026-11-19T10:00:30.000Z',
        breaks: [['2026-11-19T10:00:00.000Z', null]],
      },
    ]);
    expect(expected.taps.map((tap) => tap.shift)).toEqual([null, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3]);
    expect(await recorded(inOneGo.accountId)).toEqual(expected);
  });

  it('is refused for a person who has taps already, and on a locked day', async () => {
    const someone = await person();
    const [first, ...rest] = history();
    await applyClockAction({ ...t.deps, clock: () => first!.receivedAt }, someone, first!.action);
    await expect(recordClockHistory(t.deps, someone, rest)).rejects.toMatchObject({ code: 'invalid_transition' });

    const other = await person();
    await lockPeriod(t.deps, tenantId, null, DAYS.wed, DAYS.wed);
    await expect(recordClockHistory(t.deps, other, history())).rejects.toMatchObject({ code: 'period_locked' });
    expect((await recorded(other.accountId)).taps).toEqual([]);
  });
});
