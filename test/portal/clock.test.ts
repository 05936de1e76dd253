import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockPeriod } from '../../src/modules/working-time/people.service.js';
import { clockActions, workBreaks, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';

interface ClockBody {
  running: { property_id: number; property_name: string; started_at: string; break_started_at: string | null } | null;
  today_minutes: number;
  week_minutes: number;
  time_zone: string;
  properties: { id: number; name: string }[];
  last_shift_rules: { rule: string; day: string; actual_minutes: number; limit_minutes: number }[];
}

describeEachBackend('portal clock routes (the field app)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('a worker sees their properties, clocks in once per uuid, and sees the running shift and today’s time', async () => {
    // Midday on a Wednesday in Berlin: the shift below lies within one day and one week.
    t.clock.set(Date.parse('2026-11-25T11:00:00Z'));
    const org = await organisation(t);
    const mine = await org.property({ name: 'Lindenhof 3' });
    await org.property({ name: 'Not mine' });
    const { client: worker } = await org.member('worker', [mine]);
    const before = (await worker.get('/portal/api/clock')).json<ClockBody>();
    expect(before.running).toBeNull();
    expect(before.properties.map((p) => p.name)).toEqual(['Lindenhof 3']);
    expect(before.time_zone).toBe('Europe/Berlin');

    const start = new Date(t.clock() - 90 * 60_000).toISOString();
    const action = { uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f71', kind: 'start', device_at: start, property_id: mine };
    const first = await worker.post('/portal/api/clock/actions', action);
    expect(first.json()).toMatchObject({ applied: true });
    const again = await worker.post('/portal/api/clock/actions', action);
    expect(again.json()).toMatchObject({ applied: false });

    const after = (await worker.get('/portal/api/clock')).json<ClockBody>();
    expect(after.running).toMatchObject({ property_id: mine, property_name: 'Lindenhof 3', break_started_at: null });
    expect(after.today_minutes + after.week_minutes).toBeGreaterThanOrEqual(2 * 89);

    expectProblem(
      await worker.post('/portal/api/clock/actions', { ...action, uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f72' }),
      409,
      'invalid_transition',
    );
  });

  it('after clocking out, the phone names the working-time rules the shift broke, for twelve hours', async () => {
    t.clock.set(Date.parse('2026-11-24T16:00:00Z'));
    const org = await organisation(t);
    const mine = await org.property({ name: 'Lindenhof 3' });
    const { client: worker } = await org.member('worker', [mine]);
    const tap = async (kind: string, utc: string) => {
      t.clock.set(Date.parse(utc));
      const response = await worker.post('/portal/api/clock/actions', {
        uuid: randomUUID(),
        kind,
        device_at: utc,
        ...(kind === 'start' ? { property_id: mine } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const rules = async () => (await worker.get('/portal/api/clock')).json<ClockBody>().last_shift_rules;
    // Monday 23 November, Berlin (UTC+1): 14:00–22:30 with 30 minutes' break, 8 h net: no rule broken.
    await tap('start', '2026-11-23T13:00:00Z');
    await tap('pause', '2026-11-23T17:00:00Z');
    await tap('resume', '2026-11-23T17:30:00Z');
    await tap('end', '2026-11-23T21:30:00Z');
    expect(await rules()).toEqual([]);
    // Tuesday: 06:00–16:30 with one break of 20 minutes at 10:00. Worked out by hand:
    // rest 22:30 → 06:00 = 7:30 h (450 min, 660 due); net 10:30 h − 20 min = 10:10 h (610 min,
    // at most 600); breaks 20 min where 45 are due after 9 h; 10:20–16:30 = 6:10 h (370 min)
    // without a break, at most 360.
    await tap('start', '2026-11-24T05:00:00Z');
    await tap('pause', '2026-11-24T09:00:00Z');
    await tap('resume', '2026-11-24T09:20:00Z');
    await tap('end', '2026-11-24T15:30:00Z');
    const broken = await rules();
    expect([...broken].sort((a, b) => a.rule.localeCompare(b.rule))).toEqual([
      { rule: 'breaks', day: '2026-11-24', actual_minutes: 20, limit_minutes: 45 },
      { rule: 'daily_max', day: '2026-11-24', actual_minutes: 610, limit_minutes: 600 },
      { rule: 'rest', day: '2026-11-24', actual_minutes: 450, limit_minutes: 660 },
      { rule: 'stretch', day: '2026-11-24', actual_minutes: 370, limit_minutes: 360 },
    ]);
    // Twelve hours after the end it still says so; a minute later no more.
    t.clock.set(Date.parse('2026-11-25T03:30:00Z'));
    expect(await rules()).toHaveLength(4);
    t.clock.set(Date.parse('2026-11-25T03:31:00Z'));
    expect(await rules()).toEqual([]);
    // A rule switched off is not named; block is named like warn (clocking out is never refused).
    t.clock.set(Date.parse('2026-11-24T15:31:00Z'));
    const modes = await org.admin.patch('/portal/api/working-time-settings', {
      rules: { breaks: 'off', max_daily: 'block' },
    });
    expect(modes.statusCode, modes.body).toBe(200);
    expect((await rules()).map((r: { rule: string }) => r.rule).sort()).toEqual(['daily_max', 'rest']);
    const off = await org.admin.patch('/portal/api/working-time-settings', {
      rules: { max_daily: 'off', rest: 'off' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await rules()).toEqual([]);
  });

  it('refuses a property of another organisation as unknown, and bad bodies with 422', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const theirs = await other.property({ name: 'Theirs' });
    const { client: worker } = await org.member('worker');
    const at = new Date(t.clock()).toISOString();
    expectProblem(
      await worker.post('/portal/api/clock/actions', {
        uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f73',
        kind: 'start',
        device_at: at,
        property_id: theirs,
      }),
      422,
      'validation_failed',
    );
    for (const body of [
      { uuid: 'not-a-uuid', kind: 'start', device_at: at },
      { uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f74', kind: 'lunch', device_at: at },
      { uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f75', kind: 'pause', device_at: 'yesterday' },
    ]) {
      expectProblem(await worker.post('/portal/api/clock/actions', body), 422, 'validation_failed');
    }
    expectProblem(await t.app.inject({ url: '/portal/api/clock' }), 401, 'unauthenticated');
  });

  it('refuses taps that touch a locked day (409 period_locked) and records nothing; a replay still answers', async () => {
    // Monday 23 November 2026, 10:00 in Berlin; the week before is exported and locked.
    t.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    const org = await organisation(t);
    const mine = await org.property({ name: 'Lindenhof 3' });
    const { id: workerId, client: worker } = await org.member('worker', [mine]);
    const tap = (body: Record<string, unknown>) =>
      worker.post('/portal/api/clock/actions', {
        uuid: randomUUID(),
        sent_at: new Date(t.clock()).toISOString(),
        ...body,
      });
    const rows = async () => {
      const where = (table: typeof workShifts | typeof clockActions) =>
        and(eq(table.tenantId, org.tenantId), eq(table.accountId, workerId));
      return {
        shifts: await t.database.db.select().from(workShifts).where(where(workShifts)),
        actions: await t.database.db.select().from(clockActions).where(where(clockActions)),
      };
    };
    // Sunday 22 November, 21:00 Berlin: a night shift begun before the lock.
    const nightStart = { uuid: randomUUID(), kind: 'start', device_at: '2026-11-22T20:00:00Z', property_id: mine };
    expect((await tap(nightStart)).json()).toMatchObject({ applied: true });
    await lockPeriod(t.deps, org.tenantId, org.adminId, '2026-11-16', '2026-11-22');

    // Its end would bring Sunday's hours into the locked week.
    const end = await tap({ kind: 'end', device_at: '2026-11-23T05:00:00Z' });
    expectProblem(end, 409, 'period_locked');
    expect(end.json<{ detail: string }>().detail).toMatch(/^2026-11-22 lies in a locked period/);
    // A pause on the locked Sunday, and a new shift on Friday of the locked week, likewise.
    expectProblem(await tap({ kind: 'pause', device_at: '2026-11-22T22:00:00Z' }), 409, 'period_locked');
    expectProblem(
      await tap({ kind: 'start', device_at: '2026-11-20T07:00:00Z', property_id: mine }),
      409,
      'period_locked',
    );
    const after = await rows();
    expect(after.shifts).toHaveLength(1);
    expect(after.shifts[0]!.endedAt).toBeNull();
    expect(after.actions).toHaveLength(1);
    expect(await t.database.db.select().from(workBreaks).where(eq(workBreaks.tenantId, org.tenantId))).toHaveLength(0);
    // The start, sent again after the lock (its answer was lost), is still the one start.
    expect((await tap(nightStart)).json()).toMatchObject({ applied: false });
  });

  it('bounds a tap by its receipt: at most 5 minutes ahead, at most 7 days late', async () => {
    t.clock.set(Date.parse('2026-11-25T11:00:00Z'));
    const org = await organisation(t);
    const mine = await org.property({ name: 'Lindenhof 3' });
    const { client: worker } = await org.member('worker', [mine]);
    const now = t.clock();
    const tap = (kind: string, deviceMs: number) =>
      worker.post('/portal/api/clock/actions', {
        uuid: randomUUID(),
        kind,
        device_at: new Date(deviceMs).toISOString(),
        ...(kind === 'start' ? { property_id: mine } : {}),
      });
    const HOUR = 3_600_000;
    // Older than 7 days: refused; 6 days 23 hours: taken.
    expectProblem(await tap('start', now - 7 * 24 * HOUR - 60_000), 422, 'clock_action_too_late');
    expect((await tap('start', now - 7 * 24 * HOUR + HOUR)).json()).toMatchObject({ applied: true });
    expect((await tap('end', now - 7 * 24 * HOUR + 3 * HOUR)).json()).toMatchObject({ applied: true });
    // An end 23 hours ahead of the receipt is refused, and so is 6 minutes; 4 minutes is a fast phone clock.
    expect((await tap('start', now - 2 * HOUR)).json()).toMatchObject({ applied: true });
    const ahead = await tap('end', now + 23 * HOUR);
    expectProblem(ahead, 422, 'device_clock_ahead');
    expect(ahead.json<{ detail: string }>().detail).toMatch(/more than 5 minutes after it reached the server/);
    expectProblem(await tap('end', now + 6 * 60_000), 422, 'device_clock_ahead');
    expect((await tap('end', now + 4 * 60_000)).json()).toMatchObject({ applied: true });
  });
});
