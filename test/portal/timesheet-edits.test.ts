import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyClockAction } from '../../src/modules/working-time/clock.service.js';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

interface Entry {
  id: number;
  account_id: number;
  property_id: number;
  day: string;
  start: string;
  end: string | null;
  break_minutes: number;
  net_minutes: number | null;
  status: string;
  note: string | null;
  breaks: { start: string; end: string | null }[];
  edited_by: string | null;
}

interface Revision {
  action: string;
  actor: string | null;
  reason: string;
  before: { started_at: string; ended_at: string | null; breaks: unknown[] } | null;
  after: { started_at: string; ended_at: string | null; property_id: number } | null;
}

const WEEK = 'from=2026-11-16&to=2026-11-22';

describeEachBackend('portal time sheet: the office changes entries', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    t.clock.set(zonedInstant('2026-11-23', 9, 0, 'Europe/Berlin'));
  });
  afterAll(async () => t.close());

  async function setUp() {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof 3' });
    const other = await org.property({ name: 'Marktplatz 1' });
    const workerId = await org.account('worker', 'all', 'Walter Krause');
    const sheet = async () => (await org.admin.get(`/portal/api/time-sheet?${WEEK}`)).json<{ data: Entry[] }>().data;
    return { org, property, other, workerId, sheet };
  }

  it('adds a missing entry over midnight with its break, and keeps who, when and why', async () => {
    const { org, property, workerId, sheet } = await setUp();
    const created = await org.admin.post('/portal/api/time-sheet/entries', {
      account_id: workerId,
      property_id: property,
      day: '2026-11-18',
      start: '22:00',
      end: '06:00',
      breaks: [{ start: '23:45', end: '00:15' }],
      note: 'Nachtstreife',
      reason: 'Phone was broken, paper sheet',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [entry] = await sheet();
    expect(entry).toMatchObject({
      id: created.json<{ id: number }>().id,
      day: '2026-11-18',
      start: '22:00',
      end: '06:00',
      break_minutes: 30,
      net_minutes: 450,
      status: 'edited',
      note: 'Nachtstreife',
      breaks: [{ start: '23:45', end: '00:15' }],
    });
    expect(entry?.edited_by).toBeTruthy();

    const history = (await org.admin.get(`/portal/api/time-sheet/entries/${entry!.id}/history`)).json<{
      data: Revision[];
    }>().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', reason: 'Phone was broken, paper sheet', before: null });
    // 22:00 in Berlin in November is 21:00 UTC; the end is the next morning.
    expect(history[0]?.after).toMatchObject({
      started_at: '2026-11-18T21:00:00.000Z',
      ended_at: '2026-11-19T05:00:00.000Z',
    });
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.entry_created',
      details: { reason: 'Phone was broken, paper sheet' },
    });
  });

  it('corrects a clocked entry, closes one left running, and an edit needs approving again', async () => {
    const { org, property, other, workerId, sheet } = await setUp();
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: workerId, allProperties: true };
    // Each tap reaches the server seconds after it was made (a tap may be at most 7 days late).
    const clock = async (uuidEnd: string, kind: 'start' | 'pause' | 'end', day: string, h: number, m: number) =>
      applyClockAction({ ...t.deps, clock: () => zonedInstant(day, h, m, 'Europe/Berlin') + 2_000 }, actor, {
        uuid: `30000000-0000-4000-8000-${String(org.tenantId).padStart(6, '0')}${uuidEnd}`,
        kind,
        deviceAt: new Date(zonedInstant(day, h, m, 'Europe/Berlin')).toISOString(),
        ...(kind === 'start' ? { propertyId: property } : {}),
      });
    await clock('000001', 'start', '2026-11-16', 7, 0);
    await clock('000002', 'end', '2026-11-16', 15, 0);
    // Tuesday: clocked in, paused, never clocked out.
    await clock('000003', 'start', '2026-11-17', 7, 0);
    await clock('000004', 'pause', '2026-11-17', 12, 0);

    const [monday, tuesday] = await sheet();
    expect((await org.admin.post('/portal/api/time-sheet/approve', { ids: [monday!.id] })).json()).toEqual({
      approved: 1,
    });

    const edited = await org.admin.patch(`/portal/api/time-sheet/entries/${monday!.id}`, {
      start: '06:30',
      property_id: other,
      breaks: [{ start: '11:00', end: '11:30' }],
      reason: 'Started earlier, said the customer',
    });
    expect(edited.statusCode, edited.body).toBe(204);
    const closed = await org.admin.patch(`/portal/api/time-sheet/entries/${tuesday!.id}`, {
      end: '15:30',
      reason: 'Forgot to clock out',
    });
    expect(closed.statusCode, closed.body).toBe(204);

    const after = await sheet();
    expect(after.map((e) => [e.start, e.end, e.break_minutes, e.net_minutes, e.status, e.property_id])).toEqual([
      ['06:30', '15:00', 30, 480, 'edited', other],
      // The break that was running ends with the shift: 12:00 to 15:30.
      ['07:00', '15:30', 210, 300, 'edited', property],
    ]);
    const history = (await org.admin.get(`/portal/api/time-sheet/entries/${monday!.id}/history`)).json<{
      data: Revision[];
    }>().data;
    expect(history[0]).toMatchObject({ action: 'edited', reason: 'Started earlier, said the customer' });
    expect(history[0]?.before).toMatchObject({ started_at: '2026-11-16T06:00:00.000Z', breaks: [] });
    expect(history[0]?.after).toMatchObject({ started_at: '2026-11-16T05:30:00.000Z', property_id: other });

    // The phone's late "end" for the shift the office closed (after the office's end) is kept and changes nothing.
    expect(await clock('000005', 'end', '2026-11-17', 16, 0)).toEqual({ shiftId: null, applied: true });
    expect((await sheet()).map((e) => [e.start, e.end, e.break_minutes, e.net_minutes])).toEqual([
      ['06:30', '15:00', 30, 480],
      ['07:00', '15:30', 210, 300],
    ]);

    expect((await org.admin.post('/portal/api/time-sheet/approve', { ids: after.map((e) => e.id) })).json()).toEqual({
      approved: 2,
    });
    expect((await sheet()).map((e) => e.status)).toEqual(['approved', 'approved']);
  });

  it('deletes an entry with a reason; it counts nowhere and keeps its history', async () => {
    const { org, property, workerId, sheet } = await setUp();
    const { id } = (
      await org.admin.post('/portal/api/time-sheet/entries', {
        account_id: workerId,
        property_id: property,
        day: '2026-11-19',
        start: '08:00',
        end: '12:00',
        reason: 'Added by hand',
      })
    ).json<{ id: number }>();
    expectProblem(
      await org.admin.request('DELETE', `/portal/api/time-sheet/entries/${id}`, { reason: '' }),
      422,
      'validation_failed',
    );
    expect(await sheet()).toHaveLength(1);
    const deleted = await org.admin.request('DELETE', `/portal/api/time-sheet/entries/${id}`, {
      reason: 'Entered twice',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await sheet()).toEqual([]);
    const history = (await org.admin.get(`/portal/api/time-sheet/entries/${id}/history`)).json<{
      data: Revision[];
    }>().data;
    expect(history.map((r) => [r.action, r.reason])).toEqual([
      ['deleted', 'Entered twice'],
      ['created', 'Added by hand'],
    ]);
    expect(history[0]?.after).toBeNull();
  });

  it('refuses bad times, overlaps and changes to locked days with a clear error, and changes nothing', async () => {
    const { org, property, workerId, sheet } = await setUp();
    const add = (body: Record<string, unknown>) =>
      org.admin.post('/portal/api/time-sheet/entries', {
        account_id: workerId,
        property_id: property,
        day: '2026-11-16',
        start: '08:00',
        end: '16:00',
        reason: 'Paper sheet',
        ...body,
      });
    expect((await add({})).statusCode).toBe(201);

    const problems: [Record<string, unknown>, number, string, string?][] = [
      [{ start: '8:00' }, 422, 'validation_failed', '/start'],
      [{ start: '25:00' }, 422, 'validation_failed', '/start'],
      [{ reason: 'x' }, 422, 'validation_failed', '/reason'],
      [{ day: '2026-11-17', breaks: [{ start: '12:00', end: '11:00' }] }, 422, 'validation_failed', '/breaks/0/end'],
      [{ day: '2026-11-17', breaks: [{ start: '15:00', end: '17:00' }] }, 422, 'validation_failed', '/breaks/0/end'],
      [{ day: '2026-11-30' }, 422, 'validation_failed', '/start'],
      [{ property_id: 999_999_999 }, 422, 'validation_failed', '/property_id'],
      [{ account_id: 999_999_999 }, 422, 'validation_failed', '/account_id'],
      [{ start: '15:00', end: '18:00' }, 409, 'entry_overlap'],
    ];
    for (const [body, status, code, pointer] of problems) {
      const response = await add(body);
      expectProblem(response, status, code);
      if (pointer) {
        expect(response.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer, JSON.stringify(body)).toBe(
          pointer,
        );
      }
    }
    expect(await sheet()).toHaveLength(1);

    // The overlap names the other entry by its times (Berlin 08:00–16:00 on 16 Nov is 07:00–15:00 UTC),
    // so the portal can word it in the person's language; its id is shown nowhere.
    const overlap = await add({ start: '15:00', end: '18:00' });
    expectProblem(overlap, 409, 'entry_overlap');
    expect(overlap.json<{ conflicting_entry: unknown }>().conflicting_entry).toEqual({
      started_at: '2026-11-16T07:00:00.000Z',
      ended_at: '2026-11-16T15:00:00.000Z',
    });
    // Schema refusals carry a code per field (and the limit of a too long text).
    const schema = await org.admin.post('/portal/api/time-sheet/entries', {
      property_id: property,
      day: '2026-11-16',
      start: '08:00',
      end: '16:00',
      reason: 'x'.repeat(501),
      colour: 'red',
    });
    expectProblem(schema, 422, 'validation_failed');
    expect(schema.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { pointer: '/account_id', detail: expect.any(String), code: 'required' },
        { pointer: '/colour', detail: expect.any(String), code: 'unknown_field' },
        { pointer: '/reason', detail: expect.any(String), code: 'too_long', limit: 500 },
      ]),
    );

    expect((await org.admin.post('/portal/api/time-locks', { from: '2026-11-16', to: '2026-11-22' })).statusCode).toBe(
      204,
    );
    const [entry] = await sheet();
    expectProblem(await add({ day: '2026-11-18' }), 409, 'period_locked');
    expectProblem(
      await org.admin.patch(`/portal/api/time-sheet/entries/${entry!.id}`, { end: '17:00', reason: 'Longer' }),
      409,
      'period_locked',
    );
    expectProblem(
      await org.admin.request('DELETE', `/portal/api/time-sheet/entries/${entry!.id}`, { reason: 'Not needed' }),
      409,
      'period_locked',
    );
    // Nothing changed.
    expect((await sheet()).map((e) => [e.start, e.end, e.status])).toEqual([['08:00', '16:00', 'locked']]);
  });

  it('an admin unlocks a period with a reason; a manager cannot', async () => {
    const { org, property, workerId, sheet } = await setUp();
    await org.admin.post('/portal/api/time-sheet/entries', {
      account_id: workerId,
      property_id: property,
      day: '2026-11-16',
      start: '08:00',
      end: '16:00',
      reason: 'Paper sheet',
    });
    await org.admin.post('/portal/api/time-locks', { from: '2026-11-01', to: '2026-11-30' });
    const locks = (await org.admin.get('/portal/api/time-locks')).json<{ data: { id: number; from: string }[] }>().data;
    expect(locks.map((l) => [l.from])).toEqual([['2026-11-01']]);
    const lockId = locks[0]!.id;

    const { client: manager } = await org.member('manager');
    expect((await manager.get('/portal/api/time-locks')).statusCode).toBe(200);
    expectProblem(
      await manager.post(`/portal/api/time-locks/${lockId}/unlock`, { reason: 'Correction' }),
      403,
      'permission_denied',
    );
    expectProblem(
      await org.admin.post(`/portal/api/time-locks/${lockId}/unlock`, { reason: '' }),
      422,
      'validation_failed',
    );
    const unlocked = await org.admin.post(`/portal/api/time-locks/${lockId}/unlock`, {
      reason: 'Payroll found a missing night shift',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(204);
    expect((await org.admin.get('/portal/api/time-locks')).json()).toEqual({ data: [] });
    expect((await auditEvents(org.admin))[0]).toMatchObject({
      action: 'time.period_unlocked',
      details: { from: '2026-11-01', to: '2026-11-30', reason: 'Payroll found a missing night shift' },
    });
    expect((await sheet()).map((e) => e.status)).toEqual(['edited']);
    // Unlocking twice: the lock is gone.
    expectProblem(
      await org.admin.post(`/portal/api/time-locks/${lockId}/unlock`, { reason: 'Again please' }),
      404,
      'not_found',
    );
  });

  it('another organisation’s entries and locks are not there', async () => {
    const { org, property, workerId } = await setUp();
    const { id } = (
      await org.admin.post('/portal/api/time-sheet/entries', {
        account_id: workerId,
        property_id: property,
        day: '2026-11-16',
        start: '08:00',
        end: '16:00',
        reason: 'Paper sheet',
      })
    ).json<{ id: number }>();
    await org.admin.post('/portal/api/time-locks', { from: '2026-10-01', to: '2026-10-31' });
    const [lock] = (await org.admin.get('/portal/api/time-locks')).json<{ data: { id: number }[] }>().data;
    const stranger = await organisation(t);
    const theirProperty = await stranger.property({ name: 'Elsewhere' });
    expectProblem(
      await stranger.admin.patch(`/portal/api/time-sheet/entries/${id}`, { end: '17:00', reason: 'Mine now' }),
      404,
      'not_found',
    );
    expectProblem(
      await stranger.admin.request('DELETE', `/portal/api/time-sheet/entries/${id}`, { reason: 'Mine now' }),
      404,
      'not_found',
    );
    expectProblem(await stranger.admin.get(`/portal/api/time-sheet/entries/${id}/history`), 404, 'not_found');
    expectProblem(
      await stranger.admin.post(`/portal/api/time-locks/${lock!.id}/unlock`, { reason: 'Not mine' }),
      404,
      'not_found',
    );
    // Nor can they book their property on our person, or our property on theirs.
    expectProblem(
      await stranger.admin.post('/portal/api/time-sheet/entries', {
        account_id: workerId,
        property_id: theirProperty,
        day: '2026-11-16',
        start: '08:00',
        end: '16:00',
        reason: 'Paper sheet',
      }),
      422,
      'validation_failed',
    );
    expectProblem(
      await org.admin.patch(`/portal/api/time-sheet/entries/${id}`, { property_id: theirProperty, reason: 'Moved' }),
      422,
      'validation_failed',
    );
    const people = (await stranger.admin.get('/portal/api/time-sheet/people')).json<{ data: { id: number }[] }>();
    expect(people.data.map((p) => p.id)).not.toContain(workerId);
  });
});
