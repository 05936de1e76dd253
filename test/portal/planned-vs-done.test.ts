import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { markMissedPlannedTasks } from '../../src/modules/tasks/planned-tasks.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { type PortalClient, portalSignIn } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

interface Counts {
  planned: number;
  on_time: number;
  late: number;
  missed: number;
  open: number;
}
interface Row extends Counts {
  id: number | null;
  name: string | null;
  property_name: string | null;
  reasons: { day: string; title: string; outcome: string; reason: string }[];
}
interface Answer {
  time_zone: string;
  totals: Counts;
  rows: Row[];
}

const counts = (planned: number, on_time: number, late: number, missed: number, open: number): Counts => ({
  planned,
  on_time,
  late,
  missed,
  open,
});
const figures = (row: Counts) => counts(row.planned, row.on_time, row.late, row.missed, row.open);

describeEachBackend('planned vs. done', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Marking missed occurrences scans every tenant: on PostgreSQL, a database of its own.
    t = await startTestApp(backend, { runsJobs: true });
  });
  afterAll(async () => t.close());

  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: <U>() => U }>, status = 200) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json<T>();
  };

  async function service(client: PortalClient, property: number, area: string, title: string, frequency: string) {
    const made = await ok<{ id: number }>(
      client.post(`/portal/api/properties/${property}/plan-areas`, { name: area }),
      201,
    );
    return (
      await ok<{ id: number }>(
        client.post(`/portal/api/plan-areas/${made.id}/services`, {
          title,
          frequency,
          window_start: '06:00',
          window_end: '08:00',
          valid_from: '2026-03-23',
        }),
        201,
      )
    ).id;
  }

  it('counts a week across the clock change: on time to the window’s last instant, late after it, missed, open; with reasons', async () => {
    // Friday 20 March 2026 in Berlin; the clocks go forward on Sunday 29 March.
    t.clock.set(Date.parse('2026-03-20T10:00:00Z'));
    const org = await organisation(t);
    let admin = org.admin;
    // Sessions lapse while the clock jumps days ahead: sign in again at each new moment.
    const at = async (instant: string) => {
      t.clock.set(Date.parse(instant));
      admin = await portalSignIn(t, { tenantId: org.tenantId, accountId: org.adminId });
    };
    const client = await ok<{ id: number }>(admin.post('/portal/api/clients', { name: 'Alster Immobilien' }), 201);
    const linden = (
      await ok<{ id: number }>(admin.post('/portal/api/properties', { name: 'Lindenhof', client_id: client.id }), 201)
    ).id;
    const park = (await ok<{ id: number }>(admin.post('/portal/api/properties', { name: 'Parkhaus' }), 201)).id;
    const daily = await service(admin, linden, 'RG1 Büro', 'Büro reinigen', 'täglich');
    const sunday = await service(admin, linden, 'RG2 Sanitär', 'Sanitär prüfen', 'wöchentlich am Sonntag');
    const monday = await service(admin, park, 'Tiefgarage', 'Tiefgarage fegen', 'wöchentlich am Montag');

    const taskOf = async (serviceId: number, day: string): Promise<number> => {
      const result = await t.database.db.execute(
        sql`select id from tasks where tenant_id = ${org.tenantId} and plan_service_id = ${serviceId} and plan_occurrence_date = ${day}`,
      );
      return Number((result as { rows: { id: number | string }[] }).rows[0]!.id);
    };
    const complete = async (serviceId: number, day: string, instant: string, note?: string) => {
      await at(instant);
      await ok(
        admin.post(`/portal/api/field/tasks/${await taskOf(serviceId, day)}/complete`, {
          uuid: randomUUID(),
          ...(note ? { note } : {}),
        }),
      );
    };
    const week = (group: string, extra = '') =>
      ok<Answer>(
        admin.get(`/portal/api/service-plans/planned-vs-done?from=2026-03-23&to=2026-03-29&group=${group}${extra}`),
      );

    // Monday before six: the whole week is still open (7 daily, 1 Sunday, 1 Monday).
    await at('2026-03-23T04:00:00Z');
    const before = await week('property');
    expect(before.time_zone).toBe('Europe/Berlin');
    expect(figures(before.totals)).toEqual(counts(9, 0, 0, 0, 9));

    // Window 06:00–08:00 CET is 05:00–07:00 UTC. Done at its last instant: on time; one
    // millisecond later: late.
    await complete(daily, '2026-03-23', '2026-03-23T07:00:00.000Z');
    await complete(monday, '2026-03-23', '2026-03-23T07:00:00.001Z', 'Schlüssel fehlte');
    await complete(daily, '2026-03-24', '2026-03-24T06:00:00Z');
    // Wednesday and Thursday nobody comes; the scan marks them missed.
    await at('2026-03-26T07:05:00Z');
    await markMissedPlannedTasks({ database: t.database, clock: t.clock });
    await ok(
      admin.patch(`/portal/api/tasks/${await taskOf(daily, '2026-03-25')}`, { missed_reason: 'Zugang gesperrt' }),
    );
    // Friday: marked missed, then done at 10:00 local: late.
    await at('2026-03-27T07:05:00Z');
    await markMissedPlannedTasks({ database: t.database, clock: t.clock });
    await complete(daily, '2026-03-27', '2026-03-27T09:00:00Z', 'Nachgeholt');
    await complete(daily, '2026-03-28', '2026-03-28T05:30:00Z');
    // Sunday in summer time: 06:00–08:00 CEST is 04:00–06:00 UTC. 05:59 UTC is on time;
    // 06:30 UTC is 08:30 local, late (it would be 07:30 in winter time).
    await complete(daily, '2026-03-29', '2026-03-29T05:59:00Z');
    await complete(sunday, '2026-03-29', '2026-03-29T06:30:00Z');
    await at('2026-03-29T12:00:00Z');
    await markMissedPlannedTasks({ database: t.database, clock: t.clock });

    const byProperty = await week('property');
    expect(figures(byProperty.totals)).toEqual(counts(9, 4, 3, 2, 0));
    expect(byProperty.rows.map((row) => [row.name, figures(row)])).toEqual([
      ['Lindenhof', counts(8, 4, 2, 2, 0)],
      ['Parkhaus', counts(1, 0, 1, 0, 0)],
    ]);
    expect(byProperty.rows[0]!.reasons).toEqual([
      {
        task_id: expect.any(Number),
        day: '2026-03-25',
        title: 'Büro reinigen',
        outcome: 'missed',
        reason: 'Zugang gesperrt',
      },
      { task_id: expect.any(Number), day: '2026-03-27', title: 'Büro reinigen', outcome: 'late', reason: 'Nachgeholt' },
    ]);
    expect(byProperty.rows[1]!.reasons.map((r) => [r.outcome, r.reason])).toEqual([['late', 'Schlüssel fehlte']]);

    const byArea = await week('area');
    expect(byArea.rows.map((row) => [row.property_name, row.name, figures(row)])).toEqual([
      ['Lindenhof', 'RG1 Büro', counts(7, 4, 1, 2, 0)],
      ['Lindenhof', 'RG2 Sanitär', counts(1, 0, 1, 0, 0)],
      ['Parkhaus', 'Tiefgarage', counts(1, 0, 1, 0, 0)],
    ]);

    const byClient = await week('client');
    expect(byClient.rows.map((row) => [row.id === null ? null : row.name, figures(row)])).toEqual([
      ['Alster Immobilien', counts(8, 4, 2, 2, 0)],
      [null, counts(1, 0, 1, 0, 0)],
    ]);
    const oneClient = await week('property', `&client_id=${client.id}`);
    expect(oneClient.rows.map((row) => row.name)).toEqual(['Lindenhof']);

    // The month so far: Monday 30 and Tuesday 31 March are still to come (two daily, one Monday).
    const month = await ok<Answer>(
      admin.get('/portal/api/service-plans/planned-vs-done?from=2026-03-01&to=2026-03-31&group=property'),
    );
    expect(figures(month.totals)).toEqual(counts(12, 4, 3, 2, 3));

    // A reason is only for a missed occurrence.
    expectProblem(
      await admin.patch(`/portal/api/tasks/${await taskOf(daily, '2026-03-24')}`, { missed_reason: 'Nein' }),
      422,
      'validation_failed',
    );

    // Someone limited to the car park sees only its figures; Lindenhof and its client are refused.
    const limited = await org.member('manager', [park]);
    const theirs = await ok<Answer>(
      limited.client.get('/portal/api/service-plans/planned-vs-done?from=2026-03-23&to=2026-03-29&group=property'),
    );
    expect(theirs.rows.map((row) => [row.name, figures(row)])).toEqual([['Parkhaus', counts(1, 0, 1, 0, 0)]]);
    expect(figures(theirs.totals)).toEqual(counts(1, 0, 1, 0, 0));
    expectProblem(
      await limited.client.get(
        `/portal/api/service-plans/planned-vs-done?from=2026-03-23&to=2026-03-29&group=area&property_id=${linden}`,
      ),
      403,
      'property_access_denied',
    );
    expectProblem(
      await limited.client.get(
        `/portal/api/service-plans/planned-vs-done?from=2026-03-23&to=2026-03-29&group=area&client_id=${client.id}`,
      ),
      403,
      'property_access_denied',
    );
  });

  it('refuses a period that ends before it begins or is longer than a year', async () => {
    t.clock.set(Date.parse('2026-03-20T10:00:00Z'));
    const org = await organisation(t);
    expectProblem(
      await org.admin.get('/portal/api/service-plans/planned-vs-done?from=2026-03-29&to=2026-03-23&group=property'),
      422,
      'validation_failed',
    );
    expectProblem(
      await org.admin.get('/portal/api/service-plans/planned-vs-done?from=2026-01-01&to=2027-01-02&group=property'),
      422,
      'validation_failed',
    );
  });
});
