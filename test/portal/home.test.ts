import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HomeDto } from '../../src/modules/cockpit/cockpit.schema.js';
import { incidents } from '../../src/modules/incidents/incidents.tables.js';
import { tasks } from '../../src/modules/tasks/tasks.tables.js';
import { workBreaks, workShifts } from '../../src/modules/working-time/working-time.tables.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { patrolRows } from '../helpers/patrol-rows.js';
import type { PortalClient } from '../helpers/portal.js';
import { type Organisation, organisation } from './organisation.js';

// The portal's home on Friday 20 November 2026 at 16:00 in Berlin (15:00 UTC): the figures
// below are counted by hand from the rows each test writes.

const NOW = Date.parse('2026-11-20T15:00:00Z');
const at = (iso: string) => new Date(iso);

describeEachBackend('portal home', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function home(client: PortalClient): Promise<HomeDto> {
    const response = await client.get('/portal/api/home');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<HomeDto>();
  }

  /** Lindenhof (the manager's only property) and Hafen (another one), each with its day. */
  async function friday(org: Organisation) {
    const db = t.database.db;
    const tenantId = org.tenantId;
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const hafen = await org.property({ name: 'Hafen' });
    const ali = await org.account('worker', [lindenhof], 'Ali Demir');
    const nina = await org.account('worker', [hafen], 'Nina Berg');
    const olga = await org.account('worker', [lindenhof], 'Olga Wolf');

    // On site: Ali since 07:00 (on a break since 15:50), Nina at Hafen since 08:00; Olga went home.
    const [aliShift] = await db
      .insert(workShifts)
      .values({
        tenantId,
        uuid: randomUUID(),
        accountId: ali,
        propertyId: lindenhof,
        startedAt: at('2026-11-20T06:00:00Z'),
      })
      .returning({ id: workShifts.id });
    await db.insert(workBreaks).values({ tenantId, shiftId: aliShift!.id, startedAt: at('2026-11-20T14:50:00Z') });
    await db.insert(workShifts).values([
      { tenantId, uuid: randomUUID(), accountId: nina, propertyId: hafen, startedAt: at('2026-11-20T07:00:00Z') },
      {
        tenantId,
        uuid: randomUUID(),
        accountId: olga,
        propertyId: lindenhof,
        startedAt: at('2026-11-20T05:00:00Z'),
        endedAt: at('2026-11-20T13:00:00Z'),
      },
    ]);

    // Tasks: two overdue and one due today at Lindenhof (a done one and tomorrow's do not count); one overdue at Hafen.
    const task = (propertyId: number, title: string, dueDate: string, status: 'open' | 'in_progress' | 'done') => ({
      tenantId,
      uuid: randomUUID(),
      propertyId,
      title,
      dueDate,
      status,
      createFingerprint: 'home',
    });
    const inserted = await db
      .insert(tasks)
      .values([
        task(lindenhof, 'Clean the stairwell', '2026-11-18', 'open'),
        task(lindenhof, 'Replace the lamp', '2026-11-19', 'in_progress'),
        task(lindenhof, 'Sweep the yard', '2026-11-17', 'done'),
        task(lindenhof, 'Empty the bins', '2026-11-20', 'open'),
        task(lindenhof, 'Wash the windows', '2026-11-21', 'open'),
        task(hafen, 'Check the gate', '2026-11-10', 'open'),
      ])
      .returning({ id: tasks.id, title: tasks.title });
    const taskId = (title: string) => inserted.find((row) => row.title === title)!.id;

    // Incidents at Lindenhof: critical (today 10:00), high (yesterday), medium, a resolved low and a closed high; a critical at Hafen.
    const incident = (
      propertyId: number,
      title: string,
      severity: 'low' | 'medium' | 'high' | 'critical',
      status: 'open' | 'in_progress' | 'resolved' | 'closed',
      createdAt: string,
    ) => ({
      tenantId,
      uuid: randomUUID(),
      propertyId,
      title,
      severity,
      status,
      createFingerprint: 'home',
      createdAt: at(createdAt),
    });
    const reported = await db
      .insert(incidents)
      .values([
        incident(lindenhof, 'Water in the cellar', 'critical', 'open', '2026-11-20T09:00:00Z'),
        incident(lindenhof, 'Lift stuck', 'high', 'in_progress', '2026-11-19T10:00:00Z'),
        incident(lindenhof, 'Graffiti', 'medium', 'open', '2026-11-18T08:00:00Z'),
        incident(lindenhof, 'Loose tile', 'low', 'resolved', '2026-11-10T08:00:00Z'),
        incident(lindenhof, 'Broken door', 'high', 'closed', '2026-11-01T08:00:00Z'),
        incident(hafen, 'Fire alarm', 'critical', 'open', '2026-11-20T12:00:00Z'),
      ])
      .returning({ id: incidents.id, title: incidents.title });
    const incidentId = (title: string) => reported.find((row) => row.title === title)!.id;

    // Patrols, Berlin times (window 60 min, grace 10): Lindenhof 08:00 missed, 12:00 walked late,
    // 15:30 running, 20:00 still to come; Hafen 09:00 missed and a round running there.
    const rows = patrolRows(t.database, org);
    const lindenhofRoute = await rows.route(lindenhof, ['Gate', 'Roof'], 'Lindenhof night round');
    const lindenhofSchedule = await rows.schedule(lindenhofRoute.routeId, ['08:00', '12:00', '15:30', '20:00']);
    const [gate, roof] = lindenhofRoute.checkpointIds as [number, number];
    const late = await rows.round({
      routeId: lindenhofRoute.routeId,
      propertyId: lindenhof,
      scheduleId: lindenhofSchedule,
      plannedStart: '2026-11-20T11:00:00Z',
      startedAt: '2026-11-20T11:05:00Z',
      endedAt: '2026-11-20T12:30:00Z',
      scans: [
        { checkpointId: gate, at: '2026-11-20T11:10:00Z' },
        { checkpointId: roof, at: '2026-11-20T12:25:00Z' },
      ],
    });
    await rows.round({
      routeId: lindenhofRoute.routeId,
      propertyId: lindenhof,
      scheduleId: lindenhofSchedule,
      plannedStart: '2026-11-20T14:30:00Z',
      startedAt: '2026-11-20T14:35:00Z',
      scans: [{ checkpointId: gate, at: '2026-11-20T14:40:00Z' }],
    });
    const hafenRoute = await rows.route(hafen, ['Pier'], 'Hafen round');
    await rows.schedule(hafenRoute.routeId, ['09:00']);
    await rows.round({ routeId: hafenRoute.routeId, propertyId: hafen, startedAt: '2026-11-20T14:00:00Z', scans: [] });
    t.clock.set(NOW);
    return { lindenhof, hafen, ali, olga, taskId, incidentId, late };
  }

  it('tells a manager of one property what needs them there now, counted by hand', async () => {
    const org = await organisation(t);
    const f = await friday(org);
    const manager = await org.member('manager', [f.lindenhof]);
    const body = await home(manager.client);
    expect(body.day).toBe('2026-11-20');
    expect(body.time_zone).toBe('Europe/Berlin');
    expect(body.on_site).toEqual({
      count: 1,
      on_break: 1,
      people: [
        {
          account_id: f.ali,
          name: 'Ali Demir',
          property_id: f.lindenhof,
          property_name: 'Lindenhof',
          since: '2026-11-20T06:00:00.000Z',
          on_break: true,
        },
      ],
    });
    expect(body.tasks).toEqual({
      overdue: 2,
      due_today: 1,
      oldest_overdue: [
        {
          id: f.taskId('Clean the stairwell'),
          title: 'Clean the stairwell',
          property_id: f.lindenhof,
          property_name: 'Lindenhof',
          due_date: '2026-11-18',
          status: 'open',
        },
        {
          id: f.taskId('Replace the lamp'),
          title: 'Replace the lamp',
          property_id: f.lindenhof,
          property_name: 'Lindenhof',
          due_date: '2026-11-19',
          status: 'in_progress',
        },
      ],
    });
    expect(body.incidents).toEqual({
      open: 3,
      by_severity: [
        { severity: 'critical', count: 1, oldest_reported_at: '2026-11-20T09:00:00.000Z' },
        { severity: 'high', count: 1, oldest_reported_at: '2026-11-19T10:00:00.000Z' },
        { severity: 'medium', count: 1, oldest_reported_at: '2026-11-18T08:00:00.000Z' },
        { severity: 'low', count: 0, oldest_reported_at: null },
      ],
      urgent: [
        {
          id: f.incidentId('Water in the cellar'),
          title: 'Water in the cellar',
          severity: 'critical',
          status: 'open',
          property_id: f.lindenhof,
          property_name: 'Lindenhof',
          reported_at: '2026-11-20T09:00:00.000Z',
        },
        {
          id: f.incidentId('Lift stuck'),
          title: 'Lift stuck',
          severity: 'high',
          status: 'in_progress',
          property_id: f.lindenhof,
          property_name: 'Lindenhof',
          reported_at: '2026-11-19T10:00:00.000Z',
        },
      ],
    });
    expect(body.patrols).toMatchObject({ running: 1, late: 1, missed: 1, upcoming: 1 });
    expect(body.patrols?.missed_rounds).toEqual([
      expect.objectContaining({
        route_name: 'Lindenhof night round',
        property_name: 'Lindenhof',
        planned_start: '2026-11-20T07:00:00.000Z',
        late_after: '2026-11-20T08:10:00.000Z',
        round_id: null,
      }),
    ]);
    expect(body.patrols?.late_rounds).toEqual([
      expect.objectContaining({ planned_start: '2026-11-20T11:00:00.000Z', round_id: f.late }),
    ]);
    // Nothing of Hafen, not even its name.
    expect(JSON.stringify(body)).not.toContain('Hafen');
    expect(JSON.stringify(body)).not.toContain('Fire alarm');
  });

  it('counts every property for an admin who sees them all', async () => {
    const org = await organisation(t);
    await friday(org);
    const body = await home(org.admin);
    expect(body.on_site).toMatchObject({ count: 2, on_break: 1 });
    expect(body.on_site?.people.map((p) => p.name)).toEqual(['Ali Demir', 'Nina Berg']);
    expect(body.tasks).toMatchObject({ overdue: 3, due_today: 1 });
    expect(body.tasks?.oldest_overdue[0]?.title).toBe('Check the gate');
    expect(body.incidents?.open).toBe(4);
    expect(body.incidents?.by_severity[0]).toEqual({
      severity: 'critical',
      count: 2,
      oldest_reported_at: '2026-11-20T09:00:00.000Z',
    });
    expect(body.incidents?.urgent.map((i) => i.title)).toEqual(['Water in the cellar', 'Fire alarm', 'Lift stuck']);
    // Hafen's 09:00 was missed and an ad-hoc round is running there.
    expect(body.patrols).toMatchObject({ running: 2, late: 1, missed: 2, upcoming: 1 });
    expect(body.patrols?.missed_rounds.map((r) => r.planned_start)).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-20T07:00:00.000Z',
    ]);
  });

  it('answers many portals asking at once, each with the figures of what they see, and the next read sees a change', async () => {
    const org = await organisation(t);
    const f = await friday(org);
    const otherAdmin = await org.member('admin', 'all');
    const manager = await org.member('manager', [f.lindenhof]);
    // Twenty reads at the same moment: two admins who see everything and a manager of Lindenhof.
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => home([org.admin, otherAdmin.client, manager.client][i % 3]!)),
    );
    pages.forEach((page, i) => {
      expect(page.on_site?.count, `read ${i}`).toBe(i % 3 === 2 ? 1 : 2);
      expect(page.incidents?.open, `read ${i}`).toBe(i % 3 === 2 ? 3 : 4);
    });
    // Olga comes back: the next read counts her, nothing older is handed out.
    await t.database.db.insert(workShifts).values({
      tenantId: org.tenantId,
      uuid: randomUUID(),
      accountId: f.olga,
      propertyId: f.lindenhof,
      startedAt: at('2026-11-20T14:30:00Z'),
    });
    expect((await home(org.admin)).on_site?.count).toBe(3);
    expect((await home(manager.client)).on_site?.count).toBe(2);
  });

  it('shows a person only the parts their permissions open, and no other organisation’s', async () => {
    const org = await organisation(t);
    const f = await friday(org);
    const worker = await org.member('worker', [f.lindenhof]);
    const body = await home(worker.client);
    expect(body).toMatchObject({ on_site: null, tasks: null, incidents: null, patrols: null });

    const other = await organisation(t);
    const empty = await home(other.admin);
    expect(empty.on_site).toEqual({ count: 0, on_break: 0, people: [] });
    expect(empty.tasks).toEqual({ overdue: 0, due_today: 0, oldest_overdue: [] });
    expect(empty.incidents?.open).toBe(0);
    expect(empty.patrols).toEqual({ running: 0, late: 0, missed: 0, upcoming: 0, missed_rounds: [], late_rounds: [] });
  });

  it('refuses without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/home' });
    expect(response.statusCode).toBe(401);
  });
});
