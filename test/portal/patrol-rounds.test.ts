import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import type { PatrolDayDto, PatrolRoundDetailDto } from '../../src/modules/patrols/office.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

describeEachBackend('portal patrol rounds', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const patrolRowsOf = (org: Organisation) => patrolRows(t.deps.database, org);

  /** A Friday in Berlin (CET): 08:00 done, 12:00 late, 20:00 missed, and an ad-hoc round still going. */
  async function friday(org: Organisation) {
    const property = await org.property({ name: 'Lindenhof' });
    const rows = patrolRowsOf(org);
    const { routeId, checkpointIds } = await rows.route(property, ['Gate', 'Garage', 'Roof']);
    const [gate, garage, roof] = checkpointIds as [number, number, number];
    const scheduleId = await rows.schedule(routeId, ['08:00', '12:00', '20:00']);
    const done = await rows.round({
      routeId,
      propertyId: property,
      scheduleId,
      plannedStart: '2026-11-20T07:00:00Z',
      startedAt: '2026-11-20T07:02:00Z',
      endedAt: '2026-11-20T07:20:00Z',
      scans: [
        { checkpointId: gate, at: '2026-11-20T07:05:00Z', method: 'manual' },
        { checkpointId: garage, at: '2026-11-20T07:10:00Z', method: 'nfc', note: 'Door open, closed it.' },
        { checkpointId: roof, at: '2026-11-20T07:15:00Z' },
      ],
    });
    const late = await rows.round({
      routeId,
      propertyId: property,
      scheduleId,
      plannedStart: '2026-11-20T11:00:00Z',
      startedAt: '2026-11-20T11:05:00Z',
      endedAt: '2026-11-20T12:30:00Z',
      scans: [
        { checkpointId: gate, at: '2026-11-20T11:10:00Z' },
        { checkpointId: roof, at: '2026-11-20T11:20:00Z' },
        { checkpointId: garage, at: '2026-11-20T12:25:00Z' },
      ],
    });
    const adHoc = await rows.round({
      routeId,
      propertyId: property,
      startedAt: '2026-11-20T15:00:00Z',
      scans: [{ checkpointId: gate, at: '2026-11-20T15:03:00Z' }],
    });
    t.clock.set(Date.parse('2026-11-20T22:00:00Z'));
    return { property, routeId, done, late, adHoc };
  }

  it('lists the day: scheduled occurrences with their rounds, missed ones and ad-hoc rounds, with shares', async () => {
    const org = await organisation(t);
    const { property, done, late, adHoc } = await friday(org);
    const response = await org.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json<PatrolDayDto>();
    expect(day.time_zone).toBe('Europe/Berlin');
    expect(day.slots.map((s) => [s.planned_start, s.status, s.round?.id ?? null])).toEqual([
      ['2026-11-20T07:00:00.000Z', 'complete', done],
      ['2026-11-20T11:00:00.000Z', 'late', late],
      [null, 'in_progress', adHoc],
      ['2026-11-20T19:00:00.000Z', 'missed', null],
    ]);
    expect(day.slots[1]).toMatchObject({
      late_after: '2026-11-20T12:10:00.000Z',
      round: { scanned: 3, planned: 3, out_of_order: 1, late: true, duration_ms: 85 * 60_000 },
    });
    expect(day.summary).toEqual({
      scheduled: 3,
      due: 3,
      rounds_done: 3,
      ad_hoc: 1,
      on_time: 1,
      missed: 1,
      on_time_percent: 33.3,
      missed_percent: 33.3,
    });

    // Earlier in the day the evening round is still to come and not yet counted.
    t.clock.set(Date.parse('2026-11-20T16:00:00Z'));
    const noon = (
      await org.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`)
    ).json<PatrolDayDto>();
    expect(noon.slots.at(-1)?.status).toBe('upcoming');
    expect(noon.summary).toMatchObject({ due: 2, on_time_percent: 50, missed_percent: 0 });

    const bad = await org.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=20.11.2026`);
    expectProblem(bad, 422, 'validation_failed');
  });

  it('shows rounds in progress and one round as a timeline with scans and incidents', async () => {
    const org = await organisation(t);
    const { property, done, adHoc } = await friday(org);
    const live = await org.admin.get('/portal/api/patrol-rounds/live');
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json<{ data: { id: number; scanned: number; planned: number; property_name: string }[] }>()).toEqual({
      data: [expect.objectContaining({ id: adHoc, scanned: 1, planned: 3, property_name: 'Lindenhof' })],
    });

    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const { incident } = await createIncident(t.deps, actor, {
      title: 'Broken window in garage',
      severity: 'medium',
      property_id: property,
      occurred_at: '2026-11-20T07:11:00Z',
    });
    await t.deps.database.db
      .update(incidents)
      .set({ patrolRoundId: done })
      .where(and(eq(incidents.tenantId, org.tenantId), eq(incidents.id, incident.id)));

    const response = await org.admin.get(`/portal/api/patrol-rounds/${done}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<PatrolRoundDetailDto>();
    expect(detail.round).toMatchObject({ status: 'complete', scanned: 3, started_by: expect.any(String) });
    expect(detail.timeline.map((e) => [e.kind, e.at, e.checkpoint_name ?? e.incident_title, e.method])).toEqual([
      ['start', '2026-11-20T07:02:00.000Z', null, null],
      ['scan', '2026-11-20T07:05:00.000Z', 'Gate', 'manual'],
      ['scan', '2026-11-20T07:10:00.000Z', 'Garage', 'nfc'],
      ['incident', '2026-11-20T07:11:00.000Z', 'Broken window in garage', null],
      ['scan', '2026-11-20T07:15:00.000Z', 'Roof', 'qr'],
      ['end', '2026-11-20T07:20:00.000Z', null, null],
    ]);
    expect(detail.timeline[2]).toMatchObject({
      received_at: '2026-11-20T07:11:00.000Z',
      note: 'Door open, closed it.',
      late: false,
      out_of_order: false,
    });
    expect(detail.missed_checkpoint_names).toEqual([]);

    const missing = await org.admin.get('/portal/api/patrol-rounds/999999999');
    expectProblem(missing, 404, 'not_found');
  });

  it('keeps to the permission and the property list, and another tenant’s rounds are 404', async () => {
    const org = await organisation(t);
    const { property, done } = await friday(org);
    const elsewhere = await org.property({ name: 'Rheinblick' });

    const worker = await org.member('worker');
    expect((await worker.client.get('/portal/api/patrol-rounds/live')).statusCode).toBe(403);
    expect((await worker.client.get(`/portal/api/patrol-rounds/${done}`)).statusCode).toBe(403);

    const limited = await org.member('manager', [elsewhere]);
    expectProblem(
      await limited.client.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`),
      403,
      'property_access_denied',
    );
    expectProblem(await limited.client.get(`/portal/api/patrol-rounds/${done}`), 403, 'property_access_denied');
    expect((await limited.client.get('/portal/api/patrol-rounds/live')).json()).toEqual({ data: [] });

    const other = await organisation(t);
    expectProblem(await other.admin.get(`/portal/api/patrol-rounds/${done}`), 404, 'not_found');
    expectProblem(
      await other.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`),
      404,
      'not_found',
    );
    expectProblem(await other.admin.get(`/portal/api/patrol-rounds/live?property_id=${property}`), 404, 'not_found');
    expect((await other.admin.get('/portal/api/patrol-rounds/live')).json()).toEqual({ data: [] });
  });
});
