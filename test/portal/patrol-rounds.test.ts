import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import type { PatrolDayDto, PatrolPeriodDto, PatrolRoundDetailDto } from '../../src/modules/patrols/office.schema.js';
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
    return { property, routeId, scheduleId, checkpointIds, done, late, adHoc };
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
      partial: 0,
      late: 1,
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

  it('sums up a week and a month of a property, with each day’s figures', async () => {
    const org = await organisation(t);
    const { property, routeId, scheduleId, checkpointIds } = await friday(org);
    // Wednesday 08:00: only the gate scanned.
    await patrolRowsOf(org).round({
      routeId,
      propertyId: property,
      scheduleId,
      plannedStart: '2026-11-18T07:00:00Z',
      startedAt: '2026-11-18T07:01:00Z',
      endedAt: '2026-11-18T07:30:00Z',
      scans: [{ checkpointId: checkpointIds[0] as number, at: '2026-11-18T07:05:00Z' }],
    });
    const get = (query: string) => org.admin.get(`/portal/api/patrol-rounds/period?property_id=${property}&${query}`);

    const response = await get('period=week&day=2026-11-20');
    expect(response.statusCode, response.body).toBe(200);
    const week = response.json<PatrolPeriodDto>();
    expect(week).toMatchObject({ period: 'week', from: '2026-11-16', to: '2026-11-22', time_zone: 'Europe/Berlin' });
    // Monday to Friday evening are due (Saturday and Sunday are still to come): 15 occurrences,
    // one complete, one partial, one late, twelve without a round.
    expect(week.summary).toEqual({
      scheduled: 21,
      due: 15,
      rounds_done: 4,
      ad_hoc: 1,
      on_time: 1,
      partial: 1,
      late: 1,
      missed: 12,
      on_time_percent: 6.7,
      missed_percent: 80,
    });
    expect(week.days.map((d) => d.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(week.days[2]).toMatchObject({ scheduled: 3, due: 3, partial: 1, missed: 2 });
    expect(week.days[6]).toMatchObject({ scheduled: 3, due: 0, on_time_percent: null });
    // The day's figures are the day view's.
    const day = (await get('period=day&day=2026-11-20')).json<PatrolPeriodDto>();
    const dayView = (
      await org.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`)
    ).json<PatrolDayDto>();
    expect(day.summary).toEqual(dayView.summary);
    expect(day.days).toEqual([{ day: '2026-11-20', ...dayView.summary }]);

    const month = (await get('period=month&day=2026-11-05')).json<PatrolPeriodDto>();
    expect(month).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(month.days).toHaveLength(30);
    expect(month.summary).toMatchObject({ scheduled: 90, rounds_done: 4, on_time: 1, partial: 1, late: 1 });
    // 1–19 November and Friday's three: 60 due, of them 57 without a round.
    expect(month.summary).toMatchObject({ due: 60, missed: 57 });

    expectProblem(await get('period=year&day=2026-11-20'), 422, 'validation_failed');
    expectProblem(await get('period=week'), 422, 'validation_failed');
  });

  it('counts the slots of a week across a clock change by the local calendar', async () => {
    t.clock.set(Date.parse('2026-12-01T12:00:00Z'));
    const org = await organisation(t);
    const property = await org.property({ name: 'Uferhaus' });
    const rows = patrolRowsOf(org);
    const { routeId, checkpointIds } = await rows.route(property, ['Gate']);
    // Just after midnight and just before: a week measured as 7 × 24 hours would lose one or gain one.
    const scheduleId = await rows.schedule(routeId, ['00:30', '23:30']);
    const walk = (plannedStart: string) =>
      rows.round({
        routeId,
        propertyId: property,
        scheduleId,
        plannedStart,
        startedAt: plannedStart,
        endedAt: new Date(Date.parse(plannedStart) + 20 * 60_000).toISOString(),
        scans: [
          { checkpointId: checkpointIds[0] ?? 0, at: new Date(Date.parse(plannedStart) + 5 * 60_000).toISOString() },
        ],
      });
    const week = async (day: string) =>
      (
        await org.admin.get(`/portal/api/patrol-rounds/period?property_id=${property}&period=week&day=${day}`)
      ).json<PatrolPeriodDto>();

    // Autumn: Sunday 25 October 2026 has 25 hours. Its 23:30 (CET) is 22:30 UTC.
    await walk('2026-10-25T22:30:00Z');
    // Monday 26 October 00:30 (CET) belongs to the next week.
    await walk('2026-10-25T23:30:00Z');
    const autumn = await week('2026-10-21');
    expect(autumn).toMatchObject({ from: '2026-10-19', to: '2026-10-25' });
    expect(autumn.summary).toMatchObject({ scheduled: 14, due: 14, rounds_done: 1, on_time: 1, missed: 13 });
    expect(autumn.days.map((d) => d.scheduled)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(autumn.days[6]).toMatchObject({ day: '2026-10-25', on_time: 1 });

    // Spring: Sunday 29 March 2026 has 23 hours. Monday 30 March 00:30 (CEST) is 22:30 UTC on the 29th.
    await walk('2026-03-29T22:30:00Z');
    // Monday 23 March 00:30 (CET) opens the week.
    await walk('2026-03-22T23:30:00Z');
    const spring = await week('2026-03-29');
    expect(spring).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
    expect(spring.summary).toMatchObject({ scheduled: 14, due: 14, rounds_done: 1, on_time: 1, missed: 13 });
    expect(spring.days.map((d) => d.scheduled)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(spring.days[0]).toMatchObject({ day: '2026-03-23', on_time: 1 });
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

  it('flags a round "walked" in 105 ms on its timeline and in its figures; a walked round has no flag', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Bürohaus' });
    const rows = patrolRowsOf(org);
    const names = ['Gate', 'Lobby', 'Stairs', 'Roof', 'Garage', 'Yard', 'Boiler'];
    const { routeId, checkpointIds } = await rows.route(property, names);
    // Seven checkpoints 17.5 ms apart (0 to 105 ms), as the review's phone sent them.
    const faked = await rows.round({
      routeId,
      propertyId: property,
      startedAt: '2026-11-20T21:00:00.000Z',
      endedAt: '2026-11-20T21:00:01.000Z',
      scans: checkpointIds.map((checkpointId, i) => ({
        checkpointId,
        at: new Date(Date.parse('2026-11-20T21:00:00.000Z') + Math.round(i * 17.5)).toISOString(),
      })),
    });
    // Walked: two minutes between checkpoints (22:02 … 22:10), but the last 5 s after the one
    // before it, and the first before the start.
    const walked = await rows.round({
      routeId,
      propertyId: property,
      startedAt: '2026-11-20T22:00:00.000Z',
      endedAt: '2026-11-20T22:20:00.000Z',
      scans: [
        { checkpointId: checkpointIds[0]!, at: '2026-11-20T21:59:30.000Z' },
        ...checkpointIds.slice(1, 6).map((checkpointId, i) => ({
          checkpointId,
          at: `2026-11-20T22:${String(2 * (i + 1)).padStart(2, '0')}:00.000Z`,
        })),
        { checkpointId: checkpointIds[6]!, at: '2026-11-20T22:10:05.000Z' },
      ],
    });
    t.clock.set(Date.parse('2026-11-21T08:00:00Z'));

    const fake = (await org.admin.get(`/portal/api/patrol-rounds/${faked}`)).json<PatrolRoundDetailDto>();
    expect(fake.round).toMatchObject({ status: 'complete', scanned: 7, implausible_scans: 6 });
    const scans = fake.timeline.filter((e) => e.kind === 'scan');
    expect(scans.map((e) => [e.checkpoint_name, e.implausible, e.seconds_since_previous])).toEqual([
      ['Gate', null, null],
      ['Lobby', 'too_fast', 0],
      ['Stairs', 'too_fast', 0],
      ['Roof', 'too_fast', 0],
      ['Garage', 'too_fast', 0],
      ['Yard', 'too_fast', 0],
      ['Boiler', 'too_fast', 0],
    ]);

    const walk = (await org.admin.get(`/portal/api/patrol-rounds/${walked}`)).json<PatrolRoundDetailDto>();
    expect(walk.round).toMatchObject({ status: 'complete', implausible_scans: 2 });
    expect(
      walk.timeline
        .filter((e) => e.implausible !== null)
        .map((e) => [e.checkpoint_name, e.implausible, e.seconds_since_previous]),
    ).toEqual([
      ['Gate', 'before_start', null],
      ['Boiler', 'too_fast', 5],
    ]);
    const day = (
      await org.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`)
    ).json<PatrolDayDto>();
    expect(day.slots.map((s) => s.round?.implausible_scans)).toEqual([6, 2]);
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
    expectProblem(
      await limited.client.get(`/portal/api/patrol-rounds/period?property_id=${property}&period=month&day=2026-11-20`),
      403,
      'property_access_denied',
    );
    expect(
      (await worker.client.get(`/portal/api/patrol-rounds/period?property_id=${property}&period=day&day=2026-11-20`))
        .statusCode,
    ).toBe(403);
    expectProblem(await limited.client.get(`/portal/api/patrol-rounds/${done}`), 403, 'property_access_denied');
    expect((await limited.client.get('/portal/api/patrol-rounds/live')).json()).toEqual({ data: [] });

    const other = await organisation(t);
    expectProblem(await other.admin.get(`/portal/api/patrol-rounds/${done}`), 404, 'not_found');
    expectProblem(
      await other.admin.get(`/portal/api/patrol-rounds/day?property_id=${property}&day=2026-11-20`),
      404,
      'not_found',
    );
    expectProblem(
      await other.admin.get(`/portal/api/patrol-rounds/period?property_id=${property}&period=week&day=2026-11-20`),
      404,
      'not_found',
    );
    expectProblem(await other.admin.get(`/portal/api/patrol-rounds/live?property_id=${property}`), 404, 'not_found');
    expect((await other.admin.get('/portal/api/patrol-rounds/live')).json()).toEqual({ data: [] });
  });
});
