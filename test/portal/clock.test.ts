import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';

interface ClockBody {
  running: { property_id: number; property_name: string; started_at: string; break_started_at: string | null } | null;
  today_minutes: number;
  week_minutes: number;
  time_zone: string;
  properties: { id: number; name: string }[];
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
});
