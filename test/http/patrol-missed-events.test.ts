import { afterAll, beforeAll, expect, it } from 'vitest';
import { missedPatrolRounds, recordMissedRounds } from '../../src/modules/patrols/missed.js';
import type { PublicEventDto } from '../../src/platform/events/public-events.js';
import { SCHEDULES } from '../../src/worker.js';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import { organisation } from '../portal/organisation.js';

describeEachBackend('patrol.round.missed events', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('an occurrence past its lateness limit without a round is one event, whoever scans how often', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const rows = patrolRows(t.deps.database, org);
    const { routeId, checkpointIds } = await rows.route(property, ['Gate', 'Roof']);
    // Berlin (CET, UTC+1): 08:00, 12:00 and 20:00, window 60 min, grace 10 min.
    const scheduleId = await rows.schedule(routeId, ['08:00', '12:00', '20:00']);
    await rows.round({
      routeId,
      propertyId: property,
      scheduleId,
      plannedStart: '2026-11-20T07:00:00Z',
      startedAt: '2026-11-20T07:02:00Z',
      endedAt: '2026-11-20T07:20:00Z',
      scans: [{ checkpointId: checkpointIds[0] as number, at: '2026-11-20T07:05:00Z' }],
    });
    const scan = async (at: string) => {
      t.clock.set(Date.parse(at));
      return recordMissedRounds(t.deps, [org.tenantId]);
    };
    try {
      expect(SCHEDULES).toContain(missedPatrolRounds);
      // 12:00's limit is 13:10 local (12:10Z): not yet at 12:09Z, missed at 12:11Z.
      expect(await scan('2026-11-20T12:09:00Z')).toBe(0);
      expect(await scan('2026-11-20T12:11:00Z')).toBe(1);
      expect(await scan('2026-11-20T12:16:00Z')).toBe(0);
      // 20:00 local (19:00Z) passes its limit at 20:10Z; a scan hours later still records it, once.
      expect(await scan('2026-11-21T01:00:00Z')).toBe(1);
      expect(await scan('2026-11-21T01:05:00Z')).toBe(0);

      const reader = await org.fixture.keyFor(['patrols:read']);
      const page = await call(t.app, { url: '/api/v1/events', key: reader });
      expect(page.statusCode, page.body).toBe(200);
      const events = page.json<{ data: PublicEventDto[] }>().data;
      expect(events.map((e) => [e.type, e.data.object])).toEqual([
        [
          'patrol.round.missed',
          {
            route_id: routeId,
            route_name: 'Night round',
            property_id: property,
            schedule_id: scheduleId,
            planned_start: '2026-11-20T11:00:00.000Z',
            window_end: '2026-11-20T12:00:00.000Z',
            late_after: '2026-11-20T12:10:00.000Z',
            status: 'missed',
          },
        ],
        [
          'patrol.round.missed',
          {
            route_id: routeId,
            route_name: 'Night round',
            property_id: property,
            schedule_id: scheduleId,
            planned_start: '2026-11-20T19:00:00.000Z',
            window_end: '2026-11-20T20:00:00.000Z',
            late_after: '2026-11-20T20:10:00.000Z',
            status: 'missed',
          },
        ],
      ]);
      // A key without patrols:read does not see them.
      const other = await org.fixture.keyFor(['tasks:read']);
      expect((await call(t.app, { url: '/api/v1/events', key: other })).json<{ data: unknown[] }>().data).toEqual([]);
    } finally {
      t.clock.set(Date.now());
    }
  });
});
