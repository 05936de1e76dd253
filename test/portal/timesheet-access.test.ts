import { afterAll, beforeAll, expect, it } from 'vitest';
import { zonedInstant } from '../../src/modules/working-time/zoned.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';

// What a manager limited to one property sees and changes of working time, and that nobody
// changes or approves their own time. The route-by-route refusals are in route-access.test.ts;
// here is what such a manager gets where they are not refused.

interface Entry {
  id: number;
  account_id: number;
  property_id: number;
}

const MONTH = 'from=2026-11-01&to=2026-11-30';

describeEachBackend('working time within a manager’s properties', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    t.clock.set(zonedInstant('2026-11-23', 9, 0, 'Europe/Berlin'));
  });
  afterAll(async () => t.close());

  async function setUp() {
    const org = await organisation(t);
    const north = await org.property({ name: 'Nordhof' });
    const south = await org.property({ name: 'Südhof' });
    const manager = await org.member('manager', [north]);
    // Two workers: one only at Nordhof, one only at Südhof; and one who works everywhere.
    const nora = await org.account('worker', [north], 'Nora Nord');
    const sven = await org.account('worker', [south], 'Sven Süd');
    const alex = await org.account('worker', 'all', 'Alex Überall');
    const entry = async (accountId: number, propertyId: number, day: string) => {
      const created = await org.admin.post('/portal/api/time-sheet/entries', {
        account_id: accountId,
        property_id: propertyId,
        day,
        start: '08:00',
        end: '12:30',
        reason: 'From the paper sheet',
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: number }>().id;
    };
    const ids = {
      noraNorth: await entry(nora, north, '2026-11-02'),
      svenSouth: await entry(sven, south, '2026-11-02'),
      alexNorth: await entry(alex, north, '2026-11-03'),
      alexSouth: await entry(alex, south, '2026-11-04'),
    };
    return { org, north, south, manager: manager.client, managerId: manager.id, nora, sven, alex, ids };
  }

  it('shows and exports only the entries at the manager’s property, with the people who work there', async () => {
    const s = await setUp();
    const sheet = (await s.manager.get(`/portal/api/time-sheet?${MONTH}`)).json<{ data: Entry[] }>().data;
    expect(sheet.map((e) => e.id).sort()).toEqual([s.ids.noraNorth, s.ids.alexNorth].sort());

    const people = (await s.manager.get('/portal/api/time-sheet/people')).json<{ data: { id: number }[] }>().data;
    const listed = people.map((p) => p.id);
    expect(listed).toContain(s.nora);
    expect(listed).toContain(s.alex);
    expect(listed).not.toContain(s.sven);

    // Without a filter, the detail export covers the manager's property alone: Nora's 4:30
    // and Alex's 4:30 at Nordhof, not Sven's nor Alex's day at Südhof.
    const csv = await s.manager.get(`/portal/api/exports/working-times?${MONTH}&layout=detail&preset=en`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.split('\n').filter((line) => /Nordhof|Südhof/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows.every((line) => line.includes('Nordhof'))).toBe(true);

    // The history shows that export (its filter is Nordhof), not the admin's of every property.
    await s.org.admin.post('/portal/api/exports/working-times', { from: '2026-11-01', to: '2026-11-30' });
    const history = (await s.manager.get('/portal/api/exports/working-times/history')).json<{
      data: { properties: { id: number }[] | null }[];
    }>().data;
    expect(history.map((h) => h.properties?.map((p) => p.id))).toEqual([[s.north]]);
  });

  it('changes entries only at the manager’s property, and person-wide records only of people who work only there', async () => {
    const s = await setUp();
    const edit = (id: number) =>
      s.manager.patch(`/portal/api/time-sheet/entries/${id}`, { start: '07:30', reason: 'Started earlier' });
    expect((await edit(s.ids.alexNorth)).statusCode).toBe(204);
    expectProblem(await edit(s.ids.alexSouth), 403, 'property_access_denied');

    // Moving an entry to a property the manager does not see is refused, and so is booking
    // Nora at Südhof, where she may not work.
    expectProblem(
      await s.manager.patch(`/portal/api/time-sheet/entries/${s.ids.noraNorth}`, {
        property_id: s.south,
        reason: 'Wrong place',
      }),
      403,
      'property_access_denied',
    );

    // Payroll numbers and absences: Nora's yes; Alex (works everywhere) and Sven no.
    const profile = (id: number) =>
      s.manager.request('PUT', `/portal/api/accounts/${id}/payroll-profile`, { personnel_number: `P-${id}` });
    expect((await profile(s.nora)).statusCode).toBe(200);
    expectProblem(await profile(s.alex), 403, 'property_access_denied');
    expectProblem(await profile(s.sven), 403, 'property_access_denied');
    const profiles = (await s.manager.get('/portal/api/payroll-profiles')).json<{ data: { account_id: number }[] }>()
      .data;
    expect(profiles.map((p) => p.account_id)).toEqual([s.nora]);

    const absence = (id: number) =>
      s.manager.post('/portal/api/absences', { account_id: id, from: '2026-11-25', to: '2026-11-25', kind: 'sick' });
    expect((await absence(s.nora)).statusCode).toBe(201);
    expectProblem(await absence(s.alex), 403, 'property_access_denied');
    const calendar = (await s.manager.get('/portal/api/absences?from=2026-11-01&to=2026-11-30')).json<{
      people: { account_id: number }[];
    }>();
    // Nora, and the manager, who also works only at Nordhof; not Alex or Sven.
    expect(calendar.people.map((p) => p.account_id).sort()).toEqual([s.managerId, s.nora].sort());

    // What reaches every property is for those who see every property.
    expectProblem(
      await s.manager.post('/portal/api/time-locks', { from: '2026-11-01', to: '2026-11-07' }),
      403,
      'property_access_denied',
    );
    expectProblem(
      await s.manager.post('/portal/api/exports/working-times', {
        from: '2026-11-01',
        to: '2026-11-07',
        mark_exported: true,
      }),
      403,
      'property_access_denied',
    );
  });

  it('refuses anyone adding, changing, deleting or approving their own time', async () => {
    const s = await setUp();
    const own = await s.org.admin.post('/portal/api/time-sheet/entries', {
      account_id: s.managerId,
      property_id: s.north,
      day: '2026-11-05',
      start: '09:00',
      end: '17:00',
      reason: 'Forgot the phone',
    });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json<{ id: number }>().id;

    expectProblem(
      await s.manager.post('/portal/api/time-sheet/entries', {
        account_id: s.managerId,
        property_id: s.north,
        day: '2026-11-06',
        start: '09:00',
        end: '17:00',
        reason: 'Forgot the phone',
      }),
      403,
      'own_entry',
    );
    expectProblem(
      await s.manager.patch(`/portal/api/time-sheet/entries/${ownId}`, { end: '18:00', reason: 'Stayed longer' }),
      403,
      'own_entry',
    );
    expectProblem(
      await s.manager.request('DELETE', `/portal/api/time-sheet/entries/${ownId}`, { reason: 'Not needed' }),
      403,
      'own_entry',
    );
    // Approving a batch with one's own entry in it approves nothing.
    expectProblem(
      await s.manager.post('/portal/api/time-sheet/approve', { ids: [s.ids.noraNorth, ownId] }),
      403,
      'own_entry',
    );
    const statuses = (await s.org.admin.get(`/portal/api/time-sheet?${MONTH}`)).json<{
      data: { id: number; status: string }[];
    }>().data;
    expect(statuses.find((e) => e.id === s.ids.noraNorth)?.status).toBe('edited');
    // Someone else approves both.
    const approved = await s.org.admin.post('/portal/api/time-sheet/approve', { ids: [s.ids.noraNorth, ownId] });
    expect(approved.json()).toEqual({ approved: 2 });
  });

  it('answers a period at the end of the calendar with a clear error, not a failure', async () => {
    const s = await setUp();
    for (const url of [
      '/portal/api/time-sheet?from=9999-12-01&to=9999-12-31',
      '/portal/api/exports/working-times?from=9999-12-01&to=9999-12-31',
      '/portal/api/absences?from=0001-01-01&to=0001-01-31',
    ]) {
      expectProblem(await s.org.admin.get(url), 422, 'validation_failed');
    }
  });
});
