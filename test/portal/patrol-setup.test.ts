import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PatrolRouteDetailDto } from '../../src/modules/patrols/setup.schema.js';
import { MANUAL_CODE_ALPHABET } from '../../src/modules/patrols/setup-commands.service.js';
import {
  routesAtProperties,
  routeWithCheckpoints,
  schedulesOfRoutes,
} from '../../src/modules/patrols/setup.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { pdfPages } from '../reports/pdf-text.js';
import { auditEvents, expectProblem, type Organisation, organisation } from './organisation.js';

describeEachBackend('portal patrol set-up', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function ok(response: Awaited<ReturnType<PortalClient['get']>>, status = 200): Promise<PatrolRouteDetailDto> {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<PatrolRouteDetailDto>();
  }

  async function routeWith(org: Organisation, property: number, names: string[]): Promise<PatrolRouteDetailDto> {
    let route = await ok(
      await org.admin.post('/portal/api/patrol-routes', { property_id: property, name: 'Night' }),
      201,
    );
    for (const name of names) {
      route = await ok(await org.admin.post(`/portal/api/patrol-routes/${route.id}/checkpoints`, { name }));
    }
    return route;
  }

  it('creates a route with checkpoints that carry a token, a manual code and an optional NFC tag; lists routes', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const created = await ok(
      await org.admin.post('/portal/api/patrol-routes', {
        property_id: property,
        name: '  Night round ',
        description: 'Outside first',
      }),
      201,
    );
    expect(created).toMatchObject({ property_name: 'Lindenhof', name: 'Night round', active: true, checkpoints: [] });

    const withGate = await ok(
      await org.admin.post(`/portal/api/patrol-routes/${created.id}/checkpoints`, {
        name: 'Gate',
        location_hint: 'North entrance',
        instructions: 'Check the lock',
        nfc_tag_id: ' 04:A2:19:7F ',
      }),
    );
    const route = await ok(
      await org.admin.post(`/portal/api/patrol-routes/${created.id}/checkpoints`, { name: 'Boiler room' }),
    );
    expect(withGate.checkpoints).toHaveLength(1);
    expect(route.checkpoints.map((c) => [c.position, c.name, c.nfc_tag_id])).toEqual([
      [1, 'Gate', '04:A2:19:7F'],
      [2, 'Boiler room', null],
    ]);
    for (const checkpoint of route.checkpoints) {
      expect(checkpoint.qr_token).toMatch(/^cp_[A-Za-z0-9_-]{32}$/);
      expect(checkpoint.manual_code).toMatch(new RegExp(`^[${MANUAL_CODE_ALPHABET}]{6}$`));
    }
    expect(new Set(route.checkpoints.map((c) => c.qr_token)).size).toBe(2);

    const list = await org.admin.get(`/portal/api/patrol-routes?property_id=${property}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      data: [
        {
          id: created.id,
          property_id: property,
          property_name: 'Lindenhof',
          name: 'Night round',
          description: 'Outside first',
          active: true,
          checkpoint_count: 2,
          schedule_count: 0,
        },
      ],
    });

    const read = await routeWithCheckpoints(t.deps.database.db, org.tenantId, created.id);
    expect(read?.route).toEqual({ id: created.id, propertyId: property, name: 'Night round', active: true });
    expect(read?.checkpoints.map((c) => c.manualCode)).toEqual(route.checkpoints.map((c) => c.manual_code));
    expect((await routesAtProperties(t.deps.database.db, org.tenantId, [property])).map((r) => r.id)).toEqual([
      created.id,
    ]);
    expect(await routeWithCheckpoints(t.deps.database.db, org.tenantId + 100000, created.id)).toBeNull();

    const actions = (await auditEvents(org.admin)).map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual([
      'patrol_checkpoint.created',
      'patrol_checkpoint.created',
      'patrol_route.created',
    ]);
  });

  it('refuses blank names, a clashing NFC tag (409) and unknown properties with pointers', async () => {
    const org = await organisation(t);
    const property = await org.property();
    expectProblem(
      await org.admin.post('/portal/api/patrol-routes', { property_id: property, name: '   ' }),
      422,
      'validation_failed',
    );
    const unknown = await org.admin.post('/portal/api/patrol-routes', { property_id: 999999999, name: 'X' });
    expectProblem(unknown, 422, 'validation_failed');
    expect(JSON.stringify(unknown.json())).toContain('/property_id');

    const route = await routeWith(org, property, ['A']);
    const first = await ok(
      await org.admin.patch(`/portal/api/patrol-routes/${route.id}/checkpoints/${route.checkpoints[0]!.id}`, {
        nfc_tag_id: 'TAG-1',
      }),
    );
    expect(first.checkpoints[0]?.nfc_tag_id).toBe('TAG-1');
    const other = await routeWith(org, property, []);
    const clash = await org.admin.post(`/portal/api/patrol-routes/${other.id}/checkpoints`, {
      name: 'B',
      nfc_tag_id: 'TAG-1',
    });
    expectProblem(clash, 409, 'nfc_tag_conflict');
    expect(JSON.stringify(clash.json())).toContain('/nfc_tag_id');

    // Another tenant may use the same tag id.
    const stranger = await organisation(t);
    const theirs = await routeWith(stranger, await stranger.property(), []);
    await ok(
      await stranger.admin.post(`/portal/api/patrol-routes/${theirs.id}/checkpoints`, {
        name: 'C',
        nfc_tag_id: 'TAG-1',
      }),
    );
  });

  it('reorders, retires and brings back checkpoints; retired ones go last and keep their codes', async () => {
    const org = await organisation(t);
    const route = await routeWith(org, await org.property(), ['A', 'B', 'C', 'D']);
    const [a, b, c, d] = route.checkpoints.map((cp) => cp.id) as [number, number, number, number];
    const order = (r: PatrolRouteDetailDto) =>
      r.checkpoints.map((cp) => [cp.name, cp.position, cp.retired_at !== null]);

    const reordered = await ok(
      await org.admin.request('PUT', `/portal/api/patrol-routes/${route.id}/checkpoint-order`, {
        checkpoint_ids: [c, a, d, b],
      }),
    );
    expect(order(reordered)).toEqual([
      ['C', 1, false],
      ['A', 2, false],
      ['D', 3, false],
      ['B', 4, false],
    ]);

    const retired = await ok(
      await org.admin.patch(`/portal/api/patrol-routes/${route.id}/checkpoints/${a}`, { retired: true }),
    );
    expect(order(retired)).toEqual([
      ['C', 1, false],
      ['D', 2, false],
      ['B', 3, false],
      ['A', 4, true],
    ]);
    expect(retired.checkpoints[3]?.manual_code).toBe(route.checkpoints[0]?.manual_code);

    const incomplete = await org.admin.request('PUT', `/portal/api/patrol-routes/${route.id}/checkpoint-order`, {
      checkpoint_ids: [c, d],
    });
    expectProblem(incomplete, 422, 'validation_failed');
    const withRetired = await org.admin.request('PUT', `/portal/api/patrol-routes/${route.id}/checkpoint-order`, {
      checkpoint_ids: [c, d, b, a],
    });
    expectProblem(withRetired, 422, 'validation_failed');
    expect(JSON.stringify(withRetired.json())).toContain('/checkpoint_ids/3');

    const back = await ok(
      await org.admin.patch(`/portal/api/patrol-routes/${route.id}/checkpoints/${a}`, { retired: false }),
    );
    expect(order(back)).toEqual([
      ['C', 1, false],
      ['D', 2, false],
      ['B', 3, false],
      ['A', 4, false],
    ]);

    const retiredRoute = await ok(await org.admin.patch(`/portal/api/patrol-routes/${route.id}`, { active: false }));
    expect(retiredRoute.active).toBe(false);
    const actions = (await auditEvents(org.admin)).map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual([
      'patrol_route.retired',
      'patrol_checkpoint.reactivated',
      'patrol_checkpoint.retired',
      'patrol_checkpoints.reordered',
    ]);
  });

  it('validates schedules with pointers and keeps them as rules', async () => {
    const org = await organisation(t);
    const route = await routeWith(org, await org.property(), ['A']);
    const bad = await org.admin.post(`/portal/api/patrol-routes/${route.id}/schedules`, {
      weekdays: [0, 3, 3],
      start_times: ['24:00', '7:5'],
      window_minutes: 0,
      grace_minutes: -1,
      valid_from: '2026-12-01',
      valid_to: '2026-11-01',
    });
    expectProblem(bad, 422, 'validation_failed');
    const pointers = bad.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/weekdays/0',
        '/weekdays',
        '/start_times/0',
        '/start_times/1',
        '/window_minutes',
        '/grace_minutes',
        '/valid_to',
      ]),
    );
    const badDay = await org.admin.post(`/portal/api/patrol-routes/${route.id}/schedules`, {
      weekdays: [1],
      start_times: ['22:00'],
      window_minutes: 60,
      valid_from: '2026-02-30',
    });
    expectProblem(badDay, 422, 'validation_failed');
    expect(JSON.stringify(badDay.json())).toContain('/valid_from');

    const withSchedule = await ok(
      await org.admin.post(`/portal/api/patrol-routes/${route.id}/schedules`, {
        weekdays: [5, 1],
        start_times: ['22:00', '02:30'],
        window_minutes: 90,
        grace_minutes: 15,
        valid_from: '2026-11-01',
      }),
    );
    const schedule = withSchedule.schedules[0]!;
    expect(schedule).toMatchObject({
      weekdays: [1, 5],
      start_times: ['02:30', '22:00'],
      window_minutes: 90,
      grace_minutes: 15,
      valid_from: '2026-11-01',
      valid_to: null,
      active: true,
    });
    const db = t.deps.database.db;
    expect(await schedulesOfRoutes(db, org.tenantId, [route.id])).toEqual([
      {
        id: schedule.id,
        routeId: route.id,
        weekdays: [1, 5],
        startTimes: ['02:30', '22:00'],
        windowMinutes: 90,
        graceMinutes: 15,
        validFrom: '2026-11-01',
        validTo: null,
      },
    ]);
    const paused = await ok(
      await org.admin.patch(`/portal/api/patrol-routes/${route.id}/schedules/${schedule.id}`, { active: false }),
    );
    expect(paused.schedules[0]?.active).toBe(false);
    expect(await schedulesOfRoutes(db, org.tenantId, [route.id])).toEqual([]);
    const badPatch = await org.admin.patch(`/portal/api/patrol-routes/${route.id}/schedules/${schedule.id}`, {
      valid_to: '2026-10-01',
    });
    expectProblem(badPatch, 422, 'validation_failed');
    expect((await auditEvents(org.admin))[0]?.action).toBe('patrol_schedule.changed');
  });

  it('needs patrols.manage, keeps to the account’s properties, and another tenant’s ids answer 404', async () => {
    const org = await organisation(t);
    const mine = await org.property({ name: 'Mine' });
    const other = await org.property({ name: 'Other' });
    const onMine = await routeWith(org, mine, ['A']);
    const onOther = await routeWith(org, other, ['B']);

    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/patrol-routes'), 403, 'permission_denied');

    const { client: limited } = await org.member('manager', [mine]);
    const listed = (await limited.get('/portal/api/patrol-routes')).json<{ data: { id: number }[] }>();
    expect(listed.data.map((r) => r.id)).toEqual([onMine.id]);
    expectProblem(await limited.get(`/portal/api/patrol-routes/${onOther.id}`), 403, 'property_access_denied');
    expectProblem(
      await limited.post(`/portal/api/patrol-routes/${onOther.id}/checkpoints`, { name: 'X' }),
      403,
      'property_access_denied',
    );
    expectProblem(
      await limited.post('/portal/api/patrol-routes', { property_id: other, name: 'X' }),
      403,
      'property_access_denied',
    );

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/patrol-routes/${onMine.id}`), 404, 'not_found');
    expectProblem(
      await stranger.admin.patch(`/portal/api/patrol-routes/${onMine.id}`, { name: 'Taken' }),
      404,
      'not_found',
    );
    expectProblem(
      await stranger.admin.patch(`/portal/api/patrol-routes/${onMine.id}/checkpoints/${onMine.checkpoints[0]!.id}`, {
        retired: true,
      }),
      404,
      'not_found',
    );
    const theirs = await routeWith(stranger, await stranger.property(), []);
    // A checkpoint of another route (of another tenant) is not found on this one.
    expectProblem(
      await stranger.admin.patch(`/portal/api/patrol-routes/${theirs.id}/checkpoints/${onMine.checkpoints[0]!.id}`, {
        name: 'X',
      }),
      404,
      'not_found',
    );
    const theirList = (await stranger.admin.get('/portal/api/patrol-routes')).json<{ data: { id: number }[] }>();
    expect(theirList.data.map((r) => r.id)).toEqual([theirs.id]);
    expect((await org.admin.get(`/portal/api/patrol-routes/${onMine.id}`)).json<PatrolRouteDetailDto>().name).toBe(
      'Night',
    );
  });

  it('prints the checkpoint sheet: a PDF with name, location hint and manual code per checkpoint in use', async () => {
    const org = await organisation(t);
    const route = await routeWith(org, await org.property({ name: 'Lindenhof' }), ['Main gate', 'Boiler room', 'Roof']);
    const [gate, boiler, roof] = route.checkpoints;
    await ok(
      await org.admin.patch(`/portal/api/patrol-routes/${route.id}/checkpoints/${gate!.id}`, {
        location_hint: 'North entrance',
      }),
    );
    await ok(await org.admin.patch(`/portal/api/patrol-routes/${route.id}/checkpoints/${roof!.id}`, { retired: true }));

    const response = await org.admin.get(`/portal/api/patrol-routes/${route.id}/sheet`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain('Main gate');
    expect(text).toContain('North entrance');
    expect(text).toContain('Boiler room');
    expect(text).toContain(gate!.manual_code);
    expect(text).toContain(boiler!.manual_code);
    expect(text).not.toContain(roof!.manual_code);
    expect(text).toMatch(/Kontrollpunkte|Checkpoints/);

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/patrol-routes/${route.id}/sheet`), 404, 'not_found');
  });
});
