import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events, incidents, tasks } from '../../src/db/schema.js';
import type { PortalIncidentDetailDto } from '../../src/modules/incidents/incidents.schema.js';
import type { PortalTaskDto } from '../../src/modules/tasks/tasks.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { apiGet, auditEvents, expectProblem, type Organisation, organisation } from './organisation.js';

describeEachBackend('incidents from the office', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** The events of one resource kind (`incident.` or `task.`) about one subject, in order. */
  async function eventRows(org: Organisation, prefix: string, subjectId: number) {
    const rows = await t.deps.database.db
      .select({ type: events.type, origin: events.origin, object: events.object })
      .from(events)
      .where(and(eq(events.tenantId, org.tenantId), eq(events.subjectId, subjectId)))
      .orderBy(asc(events.id));
    return rows.filter((row) => row.type.startsWith(prefix));
  }

  async function reportInPortal(org: Organisation, propertyId: number, title = 'Broken gate') {
    const response = await org.admin.post('/portal/api/incidents', {
      uuid: randomUUID(),
      property_id: propertyId,
      title,
      severity: 'high',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PortalIncidentDetailDto>().id;
  }

  it('reports an incident from the portal with origin portal, its event and its audit entry; a repeat is one incident', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const body = {
      uuid: randomUUID(),
      property_id: property,
      title: '  Water in the cellar ',
      description: 'Standing water near the boiler.',
      severity: 'critical',
      location: 'Cellar',
      occurred_at: '2026-11-20T06:30:00+01:00',
    };
    const created = await org.admin.post('/portal/api/incidents', body);
    expect(created.statusCode, created.body).toBe(201);
    const incident = created.json<PortalIncidentDetailDto>();
    expect(incident).toMatchObject({
      title: 'Water in the cellar',
      property_name: 'Lindenhof',
      severity: 'critical',
      location: 'Cellar',
      occurred_at: '2026-11-20T05:30:00.000Z',
      status: 'open',
      owner: null,
      due_on: null,
      tasks: [],
    });
    expect(incident.reported_by).toBeTruthy();

    const again = await org.admin.post('/portal/api/incidents', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PortalIncidentDetailDto>().id).toBe(incident.id);
    expectProblem(await org.admin.post('/portal/api/incidents', { ...body, title: 'Other' }), 409, 'uuid_conflict');

    const [row] = await t.deps.database.db.select().from(incidents).where(eq(incidents.id, incident.id));
    expect(row?.origin).toBe('portal');
    const recorded = await eventRows(org, 'incident.', incident.id);
    expect(recorded.map((e) => [e.type, e.origin])).toEqual([['incident.created', 'portal']]);
    // The event carries the incident as API v1 GET shows it.
    const viaApi = await apiGet(t, org.fixture.key, `/api/v1/incidents/${incident.id}`);
    expect(recorded[0]?.object).toEqual(viaApi.json());

    const audit = (await auditEvents(org.admin)).filter(
      (e) => e.target_type === 'incident' && e.target_id === incident.id,
    );
    expect(audit.map((e) => [e.action, e.details.title])).toEqual([['incident.reported', 'Water in the cellar']]);
  });

  it('refuses a property outside the person’s list, another tenant’s property and a missing permission', async () => {
    const org = await organisation(t);
    const mine = await org.property({ name: 'Mine' });
    const other = await org.property({ name: 'Other' });
    const { client: limited } = await org.member('manager', [mine]);
    const base = { title: 'Lamp out', severity: 'low' };
    const refused = await limited.post('/portal/api/incidents', { ...base, uuid: randomUUID(), property_id: other });
    expectProblem(refused, 403, 'property_access_denied');
    const ok = await limited.post('/portal/api/incidents', { ...base, uuid: randomUUID(), property_id: mine });
    expect(ok.statusCode, ok.body).toBe(201);

    // Another organisation's property is unknown here: 422 at /property_id, as in the API.
    const stranger = await organisation(t);
    const foreign = await stranger.admin.post('/portal/api/incidents', {
      ...base,
      uuid: randomUUID(),
      property_id: mine,
    });
    expectProblem(foreign, 422, 'validation_failed');
    expect(foreign.body).toContain('/property_id');

    const { client: worker } = await org.member('worker');
    expectProblem(
      await worker.post('/portal/api/incidents', { ...base, uuid: randomUUID(), property_id: mine }),
      403,
      'permission_denied',
    );
    const count = await t.deps.database.db.select().from(incidents).where(eq(incidents.tenantId, org.tenantId));
    expect(count.map((i) => i.propertyId)).toEqual([mine]);
  });

  it('sets and clears owner and due date with history, incident.updated and the API’s owner; the owner must see the property', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const id = await reportInPortal(org, lindenhof);
    const jana = await org.account('manager', 'all', 'Jana Becker');
    const elsewhere = await org.account('manager', [rheinblick], 'Omar Elsewhere');

    const owners = await org.admin.get(`/portal/api/incidents/${id}/owners`);
    const names = owners.json<{ data: { name: string }[] }>().data.map((p) => p.name);
    expect(names).toContain('Jana Becker');
    expect(names).not.toContain('Omar Elsewhere');

    const noAccess = await org.admin.patch(`/portal/api/incidents/${id}`, { owner_account_id: elsewhere });
    expectProblem(noAccess, 422, 'validation_failed');
    expect(noAccess.body).toContain('/owner_account_id');
    const stranger = await organisation(t);
    const strangerAdmin = stranger.adminId;
    expectProblem(
      await org.admin.patch(`/portal/api/incidents/${id}`, { owner_account_id: strangerAdmin }),
      422,
      'validation_failed',
    );
    expectProblem(
      await org.admin.patch(`/portal/api/incidents/${id}`, { due_on: '2026-13-01' }),
      422,
      'validation_failed',
    );
    expectProblem(await org.admin.patch(`/portal/api/incidents/${id}`, {}), 422, 'validation_failed');

    const planned = await org.admin.patch(`/portal/api/incidents/${id}`, {
      owner_account_id: jana,
      due_on: '2026-12-03',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json<PortalIncidentDetailDto>()).toMatchObject({
      owner: { id: jana, name: 'Jana Becker' },
      due_on: '2026-12-03',
    });
    // The same again changes nothing: no history row, no event.
    await org.admin.patch(`/portal/api/incidents/${id}`, { owner_account_id: jana });
    const cleared = await org.admin.patch(`/portal/api/incidents/${id}`, { due_on: null });
    const detail = cleared.json<PortalIncidentDetailDto>();
    expect(detail).toMatchObject({ owner: { id: jana, name: 'Jana Becker' }, due_on: null });
    expect(detail.events.map((e) => [e.kind, e.text])).toEqual([
      ['owner_changed', 'Jana Becker'],
      ['due_changed', '2026-12-03'],
      ['due_changed', null],
    ]);

    const viaApi = await apiGet(t, org.fixture.key, `/api/v1/incidents/${id}`);
    expect(viaApi.json()).toMatchObject({ owner: { id: jana, name: 'Jana Becker' }, due_on: null });
    const recorded = await eventRows(org, 'incident.', id);
    expect(recorded.map((e) => [e.type, e.origin])).toEqual([
      ['incident.created', 'portal'],
      ['incident.updated', 'portal'],
      ['incident.updated', 'portal'],
    ]);
    expect(recorded[1]?.object).toMatchObject({ owner: { id: jana, name: 'Jana Becker' }, due_on: '2026-12-03' });
    expect(recorded[2]?.object).toEqual(viaApi.json());

    const audit = (await auditEvents(org.admin)).filter((e) => e.action === 'incident.planned');
    expect(audit.map((e) => e.sentence)).toHaveLength(2);
    expect(audit[1]?.details).toMatchObject({ owner: 'Jana Becker', due_on: '2026-12-03' });

    const { client: limited } = await org.member('manager', [rheinblick]);
    expectProblem(
      await limited.patch(`/portal/api/incidents/${id}`, { due_on: '2026-12-05' }),
      403,
      'property_access_denied',
    );
    expectProblem(
      await stranger.admin.patch(`/portal/api/incidents/${id}`, { due_on: '2026-12-05' }),
      404,
      'not_found',
    );
  });

  it('filters the list by owner: mine, nobody and one person', async () => {
    const org = await organisation(t);
    const property = await org.property();
    const jana = await org.account('manager', 'all', 'Jana Becker');
    const gate = await reportInPortal(org, property, 'Gate');
    const roof = await reportInPortal(org, property, 'Roof');
    await reportInPortal(org, property, 'Lamp');
    await org.admin.patch(`/portal/api/incidents/${gate}`, { owner_account_id: org.adminId });
    await org.admin.patch(`/portal/api/incidents/${roof}`, { owner_account_id: jana });
    const titles = async (query: string) =>
      (await org.admin.get(`/portal/api/incidents${query}`))
        .json<{ data: { title: string }[] }>()
        .data.map((i) => i.title);
    expect(await titles('?owner=me')).toEqual(['Gate']);
    expect(await titles(`?owner=${jana}`)).toEqual(['Roof']);
    expect(await titles('?owner=none')).toEqual(['Lamp']);
    expectProblem(await org.admin.get('/portal/api/incidents?owner=someone'), 422, 'validation_failed');
  });

  it('makes a task from an incident once, linked both ways, with task.created and a history row', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const id = await reportInPortal(org, property, 'Broken gate');
    const jana = await org.account('manager', 'all', 'Jana Becker');
    const body = {
      uuid: randomUUID(),
      title: 'Repair the gate',
      description: 'Hinge torn off.',
      due_date: '2026-12-04',
      assignee_account_id: jana,
    };
    const [first, second] = await Promise.all([
      org.admin.post(`/portal/api/incidents/${id}/task`, body),
      org.admin.post(`/portal/api/incidents/${id}/task`, body),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    const taskId = first?.json<{ task_id: number }>().task_id;
    expect(second?.json<{ task_id: number }>().task_id).toBe(taskId);
    const made = await t.deps.database.db.select().from(tasks).where(eq(tasks.tenantId, org.tenantId));
    expect(made).toHaveLength(1);

    const task = (await org.admin.get(`/portal/api/tasks/${taskId}`)).json<PortalTaskDto>();
    expect(task).toMatchObject({
      title: 'Repair the gate',
      description: 'Hinge torn off.',
      property_id: property,
      due_date: '2026-12-04',
      origin: 'portal',
      assignee: { id: jana, name: 'Jana Becker' },
      incident_id: id,
    });
    const detail = (await org.admin.get(`/portal/api/incidents/${id}`)).json<PortalIncidentDetailDto>();
    expect(detail.tasks).toEqual([{ id: taskId, title: 'Repair the gate', status: 'open', due_date: '2026-12-04' }]);
    expect(detail.events.map((e) => [e.kind, e.text])).toEqual([['task_created', 'Repair the gate']]);
    const recorded = await eventRows(org, 'task.', taskId ?? 0);
    expect(recorded.map((e) => [e.type, e.origin])).toEqual([['task.created', 'portal']]);

    expectProblem(
      await org.admin.post(`/portal/api/incidents/${id}/task`, { ...body, title: 'Something else' }),
      409,
      'uuid_conflict',
    );
    const elsewhere = await org.account('manager', [await org.property()], 'Omar Elsewhere');
    const wrong = await org.admin.post(`/portal/api/incidents/${id}/task`, {
      ...body,
      uuid: randomUUID(),
      assignee_account_id: elsewhere,
    });
    expectProblem(wrong, 422, 'validation_failed');
    expect(wrong.body).toContain('/assignee_account_id');
    const stranger = await organisation(t);
    expectProblem(
      await stranger.admin.post(`/portal/api/incidents/${id}/task`, { ...body, uuid: randomUUID() }),
      404,
      'not_found',
    );
  });
});
