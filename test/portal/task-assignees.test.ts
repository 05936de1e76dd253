import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PortalTaskDto } from '../../src/modules/tasks/tasks.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';

describeEachBackend('portal task assignees', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('assigns on create and edit to people who see the property, lists and filters by assignee', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const anna = await org.account('worker', [lindenhof], 'Anna Arbeit');
    const bernd = await org.account('worker', [rheinblick], 'Bernd Bau');
    const technical = await org.account('technical', 'all', 'PMS sync');

    const candidates = await org.admin.get(`/portal/api/tasks/assignees?property_id=${lindenhof}`);
    expect(candidates.statusCode, candidates.body).toBe(200);
    const names = candidates.json<{ data: { id: number; name: string }[] }>().data.map((p) => p.id);
    expect(names).toContain(anna);
    expect(names).toContain(org.adminId);
    expect(names).not.toContain(bernd);
    expect(names).not.toContain(technical);

    const created = await org.admin.post('/portal/api/tasks', {
      title: 'Treppenhaus',
      property_id: lindenhof,
      due_date: '2026-11-26',
      assignee_account_id: anna,
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json<PortalTaskDto>();
    expect(task.assignee).toEqual({ id: anna, name: 'Anna Arbeit' });

    // Someone without access to the property, a technical account, an unknown id: 422.
    for (const id of [bernd, technical, 999_999]) {
      const refused = await org.admin.post('/portal/api/tasks', {
        title: 'X',
        property_id: lindenhof,
        due_date: '2026-11-26',
        assignee_account_id: id,
      });
      expectProblem(refused, 422, 'validation_failed');
      expect(refused.json<{ errors: { pointer: string }[] }>().errors[0]?.pointer).toBe('/assignee_account_id');
    }
    const wrongEdit = await org.admin.patch(`/portal/api/tasks/${task.id}`, { assignee_account_id: bernd });
    expectProblem(wrongEdit, 422, 'validation_failed');
    expect(wrongEdit.json<{ detail: string; errors: { detail: string }[] }>().errors[0]?.detail).toMatch(/Bernd Bau/);

    const mine = await org.admin.post('/portal/api/tasks', {
      title: 'Heizung',
      property_id: rheinblick,
      due_date: '2026-11-27',
      assignee_account_id: org.adminId,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const loose = await org.admin.post('/portal/api/tasks', {
      title: 'Laub',
      property_id: rheinblick,
      due_date: '2026-11-27',
    });
    expect(loose.json<PortalTaskDto>().assignee).toBeNull();

    const titles = async (query: string) =>
      (await org.admin.get(`/portal/api/tasks${query}`)).json<{ data: PortalTaskDto[] }>().data.map((x) => x.title);
    expect(await titles(`?assignee=${anna}`)).toEqual(['Treppenhaus']);
    expect(await titles('?assignee=me')).toEqual(['Heizung']);
    expect(await titles('?assignee=none')).toEqual(['Laub']);
    expectProblem(await org.admin.get('/portal/api/tasks?assignee=someone'), 422, 'validation_failed');

    // Reassign, then unassign.
    const moved = await org.admin.patch(`/portal/api/tasks/${task.id}`, { assignee_account_id: org.adminId });
    expect(moved.json<PortalTaskDto>().assignee?.id).toBe(org.adminId);
    const cleared = await org.admin.patch(`/portal/api/tasks/${task.id}`, { assignee_account_id: null });
    expect(cleared.json<PortalTaskDto>().assignee).toBeNull();

    // The API's task stays as it was: no assignee.
    const api = await t.app.inject({ url: `/api/v1/tasks/${task.id}`, headers: { 'x-api-key': org.fixture.key } });
    expect(api.statusCode, api.body).toBe(200);
    expect(Object.keys(api.json<object>())).not.toContain('assignee');
    expect(Object.keys(api.json<object>())).not.toContain('assignee_account_id');
  });

  it('never assigns to another tenant’s account', async () => {
    const org = await organisation(t);
    const property = await org.property();
    const stranger = await organisation(t);
    const refused = await org.admin.post('/portal/api/tasks', {
      title: 'X',
      property_id: property,
      due_date: '2026-11-26',
      assignee_account_id: stranger.adminId,
    });
    expectProblem(refused, 422, 'validation_failed');
    const strangerProperty = await stranger.property();
    expectProblem(
      await org.admin.get(`/portal/api/tasks/assignees?property_id=${strangerProperty}`),
      422,
      'validation_failed',
    );
  });
});
