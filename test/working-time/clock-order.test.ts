import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { type ClockAction, applyClockAction, clockStatus } from '../../src/modules/working-time/clock.service.js';
import { editEntry } from '../../src/modules/working-time/entry-edits.service.js';
import { type ExportRequest, workingTimesCsv } from '../../src/modules/working-time/export.service.js';
import { lockPeriod } from '../../src/modules/working-time/people.service.js';
import { timeSheet } from '../../src/modules/working-time/timesheets.service.js';
import { createPropertyVia, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// Clock taps delivered in any order, any number of times, land at the times they were
// tapped. The day below is Tuesday 17 November 2026 in Berlin (UTC+1, no clock change):
//
// | tap    | local | UTC   |
// |--------|-------|-------|
// | start  | 08:00 | 07:00 |
// | pause  | 12:00 | 11:00 |
// | resume | 12:30 | 11:30 |
// | end    | 16:00 | 15:00 |
//
// Worked out by hand: 08:00–16:00 is 8 h, less the break of 30 minutes: 7:30 net (7.50 h).
// The detail export shows: 2026-11-17, 08:00, 16:00, break 30, net 7:30, status recorded.

const ZONE = 'Europe/Berlin';
const DAY = '2026-11-17';
type Kind = ClockAction['kind'];

/** Every order of the given items. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The detail export of one person as rows of cells (en preset; nothing here is quoted). */
async function detailRows(t: TestApp, tenantId: number, accountId: number, from = DAY, to = DAY) {
  const request: ExportRequest = { from, to, layout: 'detail', preset: 'en', hours: 'hmm', accountIds: [accountId] };
  let out = '';
  for await (const piece of workingTimesCsv(t.deps, tenantId, request)) out += piece;
  const rows = out
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const header = rows[0]!;
  const pick = ['Date', 'Start', 'End', 'Break (min)', 'Net (h)', 'Status'].map((name) => header.indexOf(name));
  expect(pick).not.toContain(-1);
  return rows.slice(1).map((r) => pick.map((i) => r[i]));
}

describeEachBackend('clock taps in any order', (backend) => {
  let t: TestApp;
  let tenantId = 0;
  let adminId = 0;
  let propertyId = 0;
  let people = 0;
  let taps = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const tenant = await makeTenant(t.deps, { timezone: ZONE });
    tenantId = tenant.tenant.id;
    adminId = tenant.accountId;
    propertyId = await createPropertyVia(t.app, tenant.key, { name: 'Lindenhof 3' });
  });
  afterAll(async () => t.close());

  async function person() {
    const account = await createAccount(t.deps, tenantId, {
      email: `clock-order-${++people}-${Date.now()}@example.test`,
      name: `Person ${people}`,
      role: 'worker',
      properties: 'all',
    });
    return { kind: 'person' as const, tenantId, accountId: account.id, allProperties: true };
  }

  const office = () => ({ kind: 'person' as const, tenantId, accountId: adminId, allProperties: true });

  /** A tap made at the given UTC time, with its own uuid. */
  const tap = (kind: Kind, utc: string): ClockAction => ({
    uuid: `20000000-0000-4000-8000-${String(++taps).padStart(12, '0')}`,
    kind,
    deviceAt: utc,
    ...(kind === 'start' ? { propertyId } : {}),
  });

  const dayTaps = () => ({
    start: tap('start', `${DAY}T07:00:00Z`),
    pause: tap('pause', `${DAY}T11:00:00Z`),
    resume: tap('resume', `${DAY}T11:30:00Z`),
    end: tap('end', `${DAY}T15:00:00Z`),
  });
  const EXPECTED_DAY = [[DAY, '08:00', '16:00', '30', '7:30', 'recorded']];

  describe('the four taps of a day, in all 24 orders, each order sent twice', () => {
    const orders = permutations(['start', 'pause', 'resume', 'end'] as const);
    it('there are 24 orders', () => {
      expect(orders).toHaveLength(24);
    });
    for (const order of orders) {
      it(order.join(', '), async () => {
        const actor = await person();
        const day = dayTaps();
        // The phone was offline all day and sends its taps half an hour after the end.
        t.clock.set(Date.parse(`${DAY}T15:30:00Z`));
        const first = [];
        for (const kind of order) first.push(await applyClockAction(t.deps, actor, day[kind]));
        expect(first.map((o) => o.applied)).toEqual([true, true, true, true]);
        // A tap sent before the start arrived waits for it (no shift yet); after it, it has its shift.
        const startAt = order.indexOf('start');
        const shiftId = first[startAt]!.shiftId;
        expect(shiftId).toEqual(expect.any(Number));
        expect(first.map((o) => o.shiftId)).toEqual(order.map((_, i) => (i < startAt ? null : shiftId)));
        expect(await detailRows(t, tenantId, actor.accountId)).toEqual(EXPECTED_DAY);

        // The answers were lost; the phone sends the same taps again, in the same order.
        const again = [];
        for (const kind of order) again.push(await applyClockAction(t.deps, actor, day[kind]));
        expect(again).toEqual(order.map(() => ({ shiftId, applied: false })));
        expect(await detailRows(t, tenantId, actor.accountId)).toEqual(EXPECTED_DAY);
        // The shift is over: nothing runs, and the day counts 7:30.
        const status = await clockStatus(t.deps, actor, ZONE);
        expect(status.running).toBeNull();
        expect(status.todayMs).toBe(7.5 * 3_600_000);
      });
    }
  });

  it('each tap delivered several times, mixed in with the others, gives the same shift', async () => {
    const actor = await person();
    const day = dayTaps();
    t.clock.set(Date.parse(`${DAY}T15:30:00Z`));
    for (const kind of ['end', 'resume', 'end', 'pause', 'resume', 'start', 'pause', 'start', 'end'] as const) {
      await applyClockAction(t.deps, actor, day[kind]);
    }
    expect(await detailRows(t, tenantId, actor.accountId)).toEqual(EXPECTED_DAY);
  });

  describe('two shifts in a day, their taps delivered interleaved', () => {
    // 06:00–10:00 at no break (4:00), then 12:00–18:00 with a break 14:00–14:15 (5:45).
    const expected = [
      [DAY, '06:00', '10:00', '0', '4:00', 'recorded'],
      [DAY, '12:00', '18:00', '15', '5:45', 'recorded'],
    ];
    const orders: [string, string[]][] = [
      ['the second shift first, the first one’s start last', ['bStart', 'aEnd', 'bEnd', 'aStart', 'bResume', 'bPause']],
      [
        'both starts first (the first shift waits for its end)',
        ['aStart', 'bStart', 'bPause', 'aEnd', 'bEnd', 'bResume'],
      ],
      ['ends first', ['bEnd', 'aEnd', 'bResume', 'bPause', 'bStart', 'aStart']],
    ];
    for (const [name, order] of orders) {
      it(name, async () => {
        const actor = await person();
        const all: Record<string, ClockAction> = {
          aStart: tap('start', `${DAY}T05:00:00Z`),
          aEnd: tap('end', `${DAY}T09:00:00Z`),
          bStart: tap('start', `${DAY}T11:00:00Z`),
          bPause: tap('pause', `${DAY}T13:00:00Z`),
          bResume: tap('resume', `${DAY}T13:15:00Z`),
          bEnd: tap('end', `${DAY}T17:00:00Z`),
        };
        t.clock.set(Date.parse(`${DAY}T17:10:00Z`));
        for (const key of order) await applyClockAction(t.deps, actor, all[key]!);
        expect(await detailRows(t, tenantId, actor.accountId)).toEqual(expected);
        for (const key of [...order].reverse()) {
          expect((await applyClockAction(t.deps, actor, all[key]!)).applied).toBe(false);
        }
        expect(await detailRows(t, tenantId, actor.accountId)).toEqual(expected);
      });
    }

    it('a start that arrives before the earlier shift’s end: only the latest shift runs meanwhile', async () => {
      const actor = await person();
      const aStart = tap('start', `${DAY}T05:00:00Z`);
      const aPause = tap('pause', `${DAY}T07:00:00Z`);
      const aEnd = tap('end', `${DAY}T09:00:00Z`);
      const bStart = tap('start', `${DAY}T11:00:00Z`);
      t.clock.set(Date.parse(`${DAY}T11:05:00Z`));
      for (const action of [aStart, aPause, bStart]) await applyClockAction(t.deps, actor, action);
      // The first shift is closed at its last tap (the pause at 08:00) until its end arrives.
      const second = [DAY, '12:00', '', '', '', 'open'];
      expect(await detailRows(t, tenantId, actor.accountId)).toEqual([
        [DAY, '06:00', '08:00', '0', '2:00', 'recorded'],
        second,
      ]);
      const endMissing = async () =>
        (await timeSheet(t.deps, office(), ZONE, { from: DAY, to: DAY, accountId: actor.accountId })).map(
          (e) => e.flags.endMissing,
        );
      expect(await endMissing()).toEqual([true, false]);
      const running = await clockStatus(t.deps, actor, ZONE);
      expect(running.running?.startedAt.toISOString()).toBe(`${DAY}T11:00:00.000Z`);
      await applyClockAction(t.deps, actor, aEnd);
      // The break 08:00–10:00 ends with the shift: 4 h less 2 h of break.
      expect(await detailRows(t, tenantId, actor.accountId)).toEqual([
        [DAY, '06:00', '10:00', '120', '2:00', 'recorded'],
        second,
      ]);
      expect(await endMissing()).toEqual([false, false]);
    });
  });

  it('odd taps are kept and answered, and counted as the phone allows them: a resume without a pause, two pauses', async () => {
    const actor = await person();
    t.clock.set(Date.parse(`${DAY}T15:30:00Z`));
    const odd = [
      tap('start', `${DAY}T07:00:00Z`),
      tap('resume', `${DAY}T08:00:00Z`), // no break runs: ignored
      tap('pause', `${DAY}T11:00:00Z`),
      tap('pause', `${DAY}T11:10:00Z`), // the break began at 12:00 already
      tap('resume', `${DAY}T11:30:00Z`),
      tap('pause', `${DAY}T14:00:00Z`), // no resume: the break ends with the shift
      tap('end', `${DAY}T15:00:00Z`),
      tap('pause', `${DAY}T15:10:00Z`), // after the end: ignored
    ];
    for (const action of [...odd].reverse()) {
      expect((await applyClockAction(t.deps, actor, action)).applied).toBe(true);
    }
    // 8 h less 30 min and 60 min of breaks.
    expect(await detailRows(t, tenantId, actor.accountId)).toEqual([[DAY, '08:00', '16:00', '90', '6:30', 'recorded']]);
  });

  it('a shift the office has corrected keeps the office’s times: a late tap for it is refused, later shifts go on', async () => {
    const actor = await person();
    const day = dayTaps();
    t.clock.set(Date.parse(`${DAY}T11:05:00Z`));
    await applyClockAction(t.deps, actor, day.start);
    const { shiftId } = await applyClockAction(t.deps, actor, day.pause);
    // The phone is lost; the office enters the end and the break from a paper note.
    t.clock.set(Date.parse(`${DAY}T18:00:00Z`));
    await editEntry(t.deps, { kind: 'person', tenantId, accountId: adminId, allProperties: true }, ZONE, shiftId!, {
      day: DAY,
      start: '08:00',
      end: '16:30',
      breaks: [{ start: '12:00', end: '12:45' }],
      reason: 'Phone lost',
    });
    const officeRow = [[DAY, '08:00', '16:30', '45', '7:45', 'edited']];
    expect(await detailRows(t, tenantId, actor.accountId)).toEqual(officeRow);
    // The phone turns up and sends its remaining taps.
    for (const late of [day.resume, day.end]) {
      await expect(applyClockAction(t.deps, actor, late)).rejects.toMatchObject({
        code: 'entry_edited',
        message: expect.stringMatching(/office has entered or corrected the shift begun 2026-11-17 08:00/),
      });
    }
    // A start inside the office's entry (a second phone) would count the time twice.
    await expect(applyClockAction(t.deps, actor, tap('start', `${DAY}T13:00:00Z`))).rejects.toMatchObject({
      code: 'entry_edited',
    });
    // A replay of a tap it had before still answers.
    expect(await applyClockAction(t.deps, actor, day.pause)).toEqual({ shiftId, applied: false });
    expect(await detailRows(t, tenantId, actor.accountId)).toEqual(officeRow);
    // The next day's shift is the phone's again.
    t.clock.set(Date.parse('2026-11-18T15:30:00Z'));
    await applyClockAction(t.deps, actor, tap('end', '2026-11-18T15:00:00Z'));
    await applyClockAction(t.deps, actor, tap('start', '2026-11-18T07:00:00Z'));
    expect(await detailRows(t, tenantId, actor.accountId, DAY, '2026-11-18')).toEqual([
      ...officeRow,
      ['2026-11-18', '08:00', '16:00', '0', '8:00', 'recorded'],
    ]);
  });

  it('a late tap that would change a locked day is refused; one that changes nothing is kept', async () => {
    const actor = await person();
    const day = dayTaps();
    t.clock.set(Date.parse(`${DAY}T15:30:00Z`));
    await applyClockAction(t.deps, actor, day.start);
    await applyClockAction(t.deps, actor, day.end);
    const lockedRow = [[DAY, '08:00', '16:00', '0', '8:00', 'locked']];
    // Payroll exports and locks the week; the pause and resume arrive after.
    await lockPeriod(t.deps, tenantId, adminId, '2026-11-16', '2026-11-22');
    t.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    await expect(applyClockAction(t.deps, actor, day.pause)).rejects.toMatchObject({
      code: 'period_locked',
      message: expect.stringMatching(/^2026-11-17 lies in a locked period/),
    });
    // Without its pause, the resume changes nothing: kept, the locked day as it was.
    expect((await applyClockAction(t.deps, actor, day.resume)).applied).toBe(true);
    expect(await detailRows(t, tenantId, actor.accountId)).toEqual(lockedRow);
    // A start that arrives late on the locked day is refused too.
    await expect(applyClockAction(t.deps, actor, tap('start', `${DAY}T17:00:00Z`))).rejects.toMatchObject({
      code: 'period_locked',
    });
    expect(await detailRows(t, tenantId, actor.accountId)).toEqual(lockedRow);
  });
});
