import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIncident } from '../../src/modules/incidents/incidents.service.js';
import type { IncidentCreate, PortalIncidentDetailDto } from '../../src/modules/incidents/incidents.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { apiGet, auditEvents, expectProblem, type Organisation, organisation } from './organisation.js';

describeEachBackend('portal incidents', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** Reports an incident as the organisation's admin would through the API. */
  async function report(org: Organisation, input: Partial<IncidentCreate> & { property_id: number }): Promise<number> {
    const actor = { kind: 'person' as const, tenantId: org.tenantId, accountId: org.adminId, allProperties: true };
    const { incident } = await createIncident(t.deps, actor, { title: 'Leak', severity: 'medium', ...input });
    return incident.id;
  }

  it('lists newest first with property, status and severity filters and pages', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const leak = await report(org, { property_id: lindenhof, title: 'Leak in cellar', severity: 'high' });
    const lamp = await report(org, { property_id: rheinblick, title: 'Lamp broken', severity: 'low' });
    const door = await report(org, { property_id: lindenhof, title: 'Door jammed', severity: 'low' });
    await org.admin.post(`/portal/api/incidents/${door}/status`, { status: 'in_progress' });

    const titles = async (query = '') => {
      const response = await org.admin.get(`/portal/api/incidents${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { title: string; property_name: string }[] }>().data.map((i) => i.title);
    };
    expect(await titles()).toEqual(['Door jammed', 'Lamp broken', 'Leak in cellar']);
    expect(await titles(`?property_id=${lindenhof}`)).toEqual(['Door jammed', 'Leak in cellar']);
    expect(await titles('?status=open')).toEqual(['Lamp broken', 'Leak in cellar']);
    expect(await titles('?severity=low&status=in_progress')).toEqual(['Door jammed']);

    const first = await org.admin.get('/portal/api/incidents?pageSize=2');
    const page = first.json<{ data: { id: number; property_name: string }[]; next_cursor: string }>();
    expect(page.data.map((i) => i.id)).toEqual([door, lamp]);
    expect(page.data[1]?.property_name).toBe('Rheinblick');
    const second = await org.admin.get(`/portal/api/incidents?pageSize=2&cursor=${page.next_cursor}`);
    expect(second.json<{ data: { id: number }[]; next_cursor: string | null }>()).toMatchObject({
      data: [{ id: leak }],
      next_cursor: null,
    });

    const bad = await org.admin.get('/portal/api/incidents?status=done');
    expectProblem(bad, 422, 'validation_failed');
    expect(JSON.stringify(bad.json())).toContain('/query/status');
  });

  it('moves open → in_progress → resolved → closed with comments, history oldest first and audit entries', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const id = await report(org, { property_id: property, title: 'Water damage', location: 'Stairwell B' });
    const { id: managerId, client: manager } = await org.member('manager');

    const started = await manager.post(`/portal/api/incidents/${id}/status`, {
      status: 'in_progress',
      comment: '  Plumber booked for Monday. ',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<PortalIncidentDetailDto>()).toMatchObject({
      status: 'in_progress',
      next_statuses: ['resolved', 'open'],
    });

    const commented = await manager.post(`/portal/api/incidents/${id}/comments`, { text: 'Tenant informed.' });
    expect(commented.statusCode, commented.body).toBe(200);

    const resolved = await org.admin.post(`/portal/api/incidents/${id}/status`, { status: 'resolved' });
    expect(resolved.json<PortalIncidentDetailDto>().resolved_at).not.toBeNull();
    // The API shows the new status to integrators too.
    const viaApi = await apiGet(t, org.fixture.key, `/api/v1/incidents/${id}`);
    expect(viaApi.json()).toMatchObject({ status: 'resolved' });

    const closed = await manager.post(`/portal/api/incidents/${id}/status`, { status: 'closed' });
    const detail = closed.json<PortalIncidentDetailDto>();
    expect(detail).toMatchObject({
      title: 'Water damage',
      location: 'Stairwell B',
      property_name: 'Lindenhof',
      status: 'closed',
      next_statuses: [],
    });
    expect(detail.reported_by).toBeTruthy();
    expect(detail.events.map((e) => [e.kind, e.from_status, e.to_status, e.text, e.actor?.id === managerId])).toEqual([
      ['status_changed', 'open', 'in_progress', 'Plumber booked for Monday.', true],
      ['comment', null, null, 'Tenant informed.', true],
      ['status_changed', 'in_progress', 'resolved', null, false],
      ['status_changed', 'resolved', 'closed', null, true],
    ]);

    const audit = (await auditEvents(org.admin)).filter((e) => e.target_type === 'incident');
    expect(audit.map((e) => [e.action, e.details.to ?? null])).toEqual([
      ['incident.status_changed', 'closed'],
      ['incident.status_changed', 'resolved'],
      ['incident.commented', null],
      ['incident.status_changed', 'in_progress'],
    ]);
  });

  it('refuses a move the workflow does not allow with 409 and changes nothing', async () => {
    const org = await organisation(t);
    const id = await report(org, { property_id: await org.property() });
    const skip = await org.admin.post(`/portal/api/incidents/${id}/status`, { status: 'closed', comment: 'Done' });
    expectProblem(skip, 409, 'invalid_transition');
    expectProblem(
      await org.admin.post(`/portal/api/incidents/${id}/status`, { status: 'open' }),
      409,
      'invalid_transition',
    );
    const detail = (await org.admin.get(`/portal/api/incidents/${id}`)).json<PortalIncidentDetailDto>();
    expect(detail).toMatchObject({ status: 'open', events: [] });

    const empty = await org.admin.post(`/portal/api/incidents/${id}/comments`, { text: '   ' });
    expectProblem(empty, 422, 'validation_failed');
    expect(JSON.stringify(empty.json())).toContain('/text');
    expectProblem(
      await org.admin.post(`/portal/api/incidents/${id}/status`, { status: 'gone' }),
      422,
      'validation_failed',
    );
  });

  it('lets only one of two offices moving the same incident at once win; the other gets 409', async () => {
    const org = await organisation(t);
    const id = await report(org, { property_id: await org.property() });
    const { client: manager } = await org.member('manager');
    const answers = await Promise.all([
      org.admin.post(`/portal/api/incidents/${id}/status`, { status: 'in_progress' }),
      manager.post(`/portal/api/incidents/${id}/status`, { status: 'in_progress' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const detail = (await org.admin.get(`/portal/api/incidents/${id}`)).json<PortalIncidentDetailDto>();
    expect(detail.events.map((e) => e.to_status)).toEqual(['in_progress']);
  });

  it('needs incidents.manage, keeps to the account’s properties and another tenant’s incidents answer 404', async () => {
    const org = await organisation(t);
    const mine = await org.property({ name: 'Mine' });
    const other = await org.property({ name: 'Other' });
    const onMine = await report(org, { property_id: mine, title: 'On mine' });
    const onOther = await report(org, { property_id: other, title: 'On other' });

    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/incidents'), 403, 'permission_denied');
    expectProblem(
      await worker.post(`/portal/api/incidents/${onMine}/comments`, { text: 'Hi' }),
      403,
      'permission_denied',
    );

    const { client: limited } = await org.member('manager', [mine]);
    const listed = await limited.get('/portal/api/incidents');
    expect(listed.json<{ data: { title: string }[] }>().data.map((i) => i.title)).toEqual(['On mine']);
    expectProblem(await limited.get(`/portal/api/incidents/${onOther}`), 403, 'property_access_denied');
    const refused = await limited.post(`/portal/api/incidents/${onOther}/status`, { status: 'in_progress' });
    expectProblem(refused, 403, 'property_access_denied');
    expectProblem(await limited.get(`/portal/api/incidents?property_id=${other}`), 403, 'property_access_denied');

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/incidents/${onMine}`), 404, 'not_found');
    const foreign = await stranger.admin.post(`/portal/api/incidents/${onMine}/comments`, { text: 'Hi' });
    expectProblem(foreign, 404, 'not_found');
    expect((await stranger.admin.get('/portal/api/incidents')).json<{ data: unknown[] }>().data).toEqual([]);
    const untouched = (await org.admin.get(`/portal/api/incidents/${onMine}`)).json<PortalIncidentDetailDto>();
    expect(untouched.events).toEqual([]);
  });
});
