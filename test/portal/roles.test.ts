import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

interface PortalRole {
  key: string;
  name: string;
  description: string;
  permissions: string[];
  built_in: boolean;
  holders: number;
}

describeEachBackend('portal roles screen', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('creates, renames, re-permissions and deletes a custom role, with audit entries', async () => {
    const org = await organisation(t);
    const created = await org.admin.post('/portal/api/roles', {
      name: 'Schichtleitung',
      description: 'Leitet die Schicht',
      permissions: ['tasks.manage', 'audit.view'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json<PortalRole>();
    expect(role).toMatchObject({
      name: 'Schichtleitung',
      permissions: ['audit.view', 'tasks.manage'],
      built_in: false,
      holders: 0,
    });

    const renamed = await org.admin.patch(`/portal/api/roles/${role.key}`, {
      name: 'Schichtleitung Nord',
      permissions: ['tasks.manage', 'incidents.manage'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<PortalRole>()).toMatchObject({
      name: 'Schichtleitung Nord',
      permissions: ['tasks.manage', 'incidents.manage'],
    });

    const list = (await org.admin.get('/portal/api/roles')).json<{ roles: PortalRole[] }>().roles;
    expect(list.map((r) => [r.key, r.built_in])).toEqual([
      ['admin', true],
      ['manager', true],
      ['worker', true],
      ['technical', true],
      [role.key, false],
    ]);
    expect(list.find((r) => r.key === 'admin')?.holders).toBe(1);

    // Held by an account: refused with how many hold it; once nobody does, it goes.
    const holder = await org.account('worker');
    expect((await org.admin.patch(`/portal/api/accounts/${holder}`, { role: role.key })).statusCode).toBe(200);
    const refused = await org.admin.request('DELETE', `/portal/api/roles/${role.key}`);
    expectProblem(refused, 409, 'role_in_use');
    expect(refused.json<{ detail: string }>().detail).toMatch(/1 account holds/);
    expect((await org.admin.get('/portal/api/roles')).json<{ roles: PortalRole[] }>().roles.at(-1)?.holders).toBe(1);
    expect((await org.admin.patch(`/portal/api/accounts/${holder}`, { role: 'worker' })).statusCode).toBe(200);
    const deleted = await org.admin.request('DELETE', `/portal/api/roles/${role.key}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await org.admin.get('/portal/api/roles')).json<{ roles: PortalRole[] }>().roles).toHaveLength(4);
    expectProblem(await org.admin.request('DELETE', `/portal/api/roles/${role.key}`), 404, 'not_found');

    const actions = (await auditEvents(org.admin)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['role.created', 'role.changed', 'role.deleted']));
  });

  it('keeps built-in roles read-only, names unique, and rights within the acting account', async () => {
    const org = await organisation(t);
    expectProblem(await org.admin.patch('/portal/api/roles/manager', { name: 'Boss' }), 403, 'built_in_role');
    expectProblem(await org.admin.request('DELETE', '/portal/api/roles/worker'), 403, 'built_in_role');
    expectProblem(
      await org.admin.post('/portal/api/roles', { name: 'manager', permissions: [] }),
      409,
      'name_conflict',
    );
    expectProblem(
      await org.admin.post('/portal/api/roles', { name: 'X', permissions: ['nonsense'] }),
      422,
      'validation_failed',
    );

    // Only accounts.manage opens the screen's writes.
    const { client: manager } = await org.member('manager');
    expectProblem(await manager.post('/portal/api/roles', { name: 'Y', permissions: [] }), 403, 'permission_denied');
    expect((await manager.get('/portal/api/roles')).statusCode).toBe(200);

    // Another tenant's role is not found.
    const made = (await org.admin.post('/portal/api/roles', { name: 'Eigene', permissions: [] })).json<PortalRole>();
    const stranger = await organisation(t);
    expectProblem(await stranger.admin.patch(`/portal/api/roles/${made.key}`, { name: 'Z' }), 404, 'not_found');
    expectProblem(await stranger.admin.request('DELETE', `/portal/api/roles/${made.key}`), 404, 'not_found');
  });
});
