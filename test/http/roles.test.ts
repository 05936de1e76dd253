import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/modules/access/permissions.js';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.js';
import { accounts, roles } from '../../src/db/schema.js';
import { createAccount, type PropertyAccess } from '../../src/modules/accounts/accounts.service.js';
import type { RoleDto } from '../../src/modules/roles/roles.schema.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import { expectProblem, pointers, walk } from '../helpers/material.js';
import { portalSignIn } from '../helpers/portal.js';
import { changeInFlight, settlesWithin } from '../helpers/tenant-lock.js';

describeEachBackend('/roles', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** A tenant whose first account is an admin with an all-scope key. */
  async function world() {
    const tenant = await makeTenant(t.deps);
    const tenantId = tenant.tenant.id;
    const builtInAccount = async (role: string, properties: PropertyAccess = 'all') =>
      (
        await createAccount(t.deps, tenantId, {
          email: `${randomUUID()}@example.test`,
          name: `${role} person`,
          role,
          properties,
        })
      ).id;
    /** An account holding any role (custom ones through the API), with an all-scope key. */
    const member = async (role: string) => {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/v1/accounts',
        key: tenant.key,
        body: { name: `Holder of ${role}`, email: `${randomUUID()}@example.test`, role },
      });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: number }>().id;
      return { id, key: await tenant.keyFor(SCOPES, id) };
    };
    const createRole = async (body: Record<string, unknown>, key = tenant.key) => {
      const response = await call(t.app, { method: 'POST', url: '/api/v1/roles', key, body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<RoleDto>();
    };
    return { tenant, tenantId, key: tenant.key, builtInAccount, member, createRole };
  }

  const post = (key: string, body: unknown) => call(t.app, { method: 'POST', url: '/api/v1/roles', key, body });
  const patch = (key: string, id: string, body: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/roles/${id}`, key, body });

  describe('reading', () => {
    it('lists the built-in roles in catalogue order, then the tenant’s own by id', async () => {
      const w = await world();
      const b = await w.createRole({ name: 'Night shift', permissions: ['audit.view'] });
      const a = await w.createRole({ name: 'Accountant', description: 'Reads the log', permissions: [] });
      const listed = await walk<RoleDto>(t.app, w.key, '/api/v1/roles');
      expect(listed.map((role) => role.id)).toEqual(['admin', 'manager', 'worker', 'technical', b.id, a.id]);
      expect(listed[0]).toEqual({
        id: 'admin',
        name: 'Admin',
        description: expect.any(String),
        permissions: [...PERMISSIONS],
        built_in: true,
        created_at: null,
        updated_at: null,
      });
      expect(listed[1]?.permissions).toEqual([
        'properties.edit',
        'audit.view',
        'time.manage',
        'tasks.manage',
        'incidents.manage',
        'forms.manage',
        'patrols.manage',
        'material.manage',
      ]);
      expect(listed[5]).toMatchObject({ name: 'Accountant', description: 'Reads the log', built_in: false });
      expect(b.id).toMatch(/^role_\d+$/);

      const one = await call(t.app, { url: `/api/v1/roles/${b.id}`, key: w.key });
      expect(one.json()).toEqual(b);
      expect((await call(t.app, { url: '/api/v1/roles/manager', key: w.key })).json()).toEqual(listed[1]);
    });

    it('pages across built-in and custom roles without repeating or skipping one', async () => {
      const w = await world();
      for (let i = 0; i < 3; i++) await w.createRole({ name: `Role ${i}`, permissions: [] });
      const all = await walk<RoleDto>(t.app, w.key, '/api/v1/roles?pageSize=200');
      expect(all).toHaveLength(7);
      for (const size of [1, 2, 3, 4, 5]) {
        expect(await walk<RoleDto>(t.app, w.key, `/api/v1/roles?pageSize=${size}`), `pageSize ${size}`).toEqual(all);
      }
      const custom = await walk<RoleDto>(t.app, w.key, '/api/v1/roles?built_in=false&pageSize=2');
      expect(custom.map((r) => r.id)).toEqual(all.slice(4).map((r) => r.id));
      const builtIn = await walk<RoleDto>(t.app, w.key, '/api/v1/roles?built_in=true&pageSize=3');
      expect(builtIn.map((r) => r.id)).toEqual(['admin', 'manager', 'worker', 'technical']);
    });

    it('updated_since lists only custom roles changed since then; built-in roles never change', async () => {
      const w = await world();
      const old = await w.createRole({ name: 'Old', permissions: [] });
      t.clock.advance(60_000);
      const since = new Date(t.clock()).toISOString();
      const fresh = await w.createRole({ name: 'Fresh', permissions: [] });
      const url = `/api/v1/roles?updated_since=${encodeURIComponent(since)}`;
      expect((await walk<RoleDto>(t.app, w.key, url)).map((r) => r.id)).toEqual([fresh.id]);
      t.clock.advance(60_000);
      expect((await patch(w.key, old.id, { description: 'Changed' })).statusCode).toBe(200);
      expect((await walk<RoleDto>(t.app, w.key, url)).map((r) => r.id)).toEqual([old.id, fresh.id]);
    });

    it('permissions stored outside the catalogue grant nothing and are not shown', async () => {
      const w = await world();
      const id = 900_000_000 + Math.floor(Math.random() * 90_000_000);
      await t.database.db.insert(roles).values({
        tenantId: w.tenantId,
        id,
        key: `role_${id}`,
        name: `Legacy ${randomUUID().slice(0, 4)}`,
        permissions: ['reports.export', 'audit.view'],
      });
      const response = await call(t.app, { url: `/api/v1/roles/role_${id}`, key: w.key });
      expect(response.json<RoleDto>().permissions).toEqual(['audit.view']);
      const holder = await w.member(`role_${id}`);
      const client = await portalSignIn(t, { tenantId: w.tenantId, accountId: holder.id });
      const session = (await client.get('/portal/api/session')).json<{ user: { permissions: string[] } }>();
      expect(session.user.permissions).toEqual(['audit.view']);
    });

    it('the permission catalogue is listed in order with descriptions', async () => {
      const w = await world();
      const response = await call(t.app, { url: '/api/v1/roles/permissions', key: w.key });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<{ data: { key: string; description: string }[] }>().data;
      expect(data.map((p) => p.key)).toEqual([...PERMISSIONS]);
      for (const entry of data) expect(entry.description.length).toBeGreaterThan(5);
    });
  });

  describe('writing', () => {
    it('creates a role (201, Location), keeps catalogue order and audits it', async () => {
      const w = await world();
      const response = await post(w.key, {
        name: '  Shift lead ',
        description: 'Runs a shift.',
        permissions: ['audit.view', 'properties.edit'],
      });
      expect(response.statusCode, response.body).toBe(201);
      const role = response.json<RoleDto>();
      expect(role).toMatchObject({
        name: 'Shift lead',
        description: 'Runs a shift.',
        permissions: ['properties.edit', 'audit.view'],
        built_in: false,
      });
      expect(role.created_at).toBe(new Date(t.clock()).toISOString());
      expect(response.headers.location).toMatch(new RegExp(`^https?://[^/]+/api/v1/roles/${role.id}$`));
      const admin = await portalSignIn(t, { tenantId: w.tenantId, accountId: w.tenant.accountId });
      const events = (await admin.get('/portal/api/audit-events')).json<{
        data: { action: string; details: object }[];
      }>().data;
      expect(events[0]).toMatchObject({
        action: 'role.created',
        details: { name: 'Shift lead', role: role.id, permissions: ['properties.edit', 'audit.view'] },
      });

      const changed = await patch(w.key, role.id, { permissions: ['audit.view'], name: 'Shift lead (day)' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Shift lead (day)', permissions: ['audit.view'] });
      const latest = (await admin.get('/portal/api/audit-events')).json<{
        data: { action: string; details: object }[];
      }>().data[0];
      expect(latest).toMatchObject({
        action: 'role.changed',
        details: {
          name: 'Shift lead (day)',
          name_before: 'Shift lead',
          permissions_before: ['properties.edit', 'audit.view'],
          permissions_after: ['audit.view'],
        },
      });
      // null clears the description.
      expect((await patch(w.key, role.id, { description: null })).json<RoleDto>().description).toBeNull();
    });

    it('refuses a name another role has, in any letter case, built-in names included (409 name_conflict)', async () => {
      const w = await world();
      const first = await w.createRole({ name: 'Caretaker', permissions: [] });
      const second = await w.createRole({ name: 'Gardener', permissions: [] });
      for (const name of ['caretaker', 'CARETAKER ', 'admin', 'Technical Account', 'MANAGER']) {
        expectProblem(await post(w.key, { name, permissions: [] }), 409, 'name_conflict');
      }
      expectProblem(await patch(w.key, second.id, { name: 'CareTaker' }), 409, 'name_conflict');
      expectProblem(await patch(w.key, second.id, { name: 'Worker' }), 409, 'name_conflict');
      // A role may change the letter case of its own name; another tenant may use the same names.
      expect((await patch(w.key, first.id, { name: 'CARETAKER' })).statusCode).toBe(200);
      const other = await world();
      expect((await post(other.key, { name: 'Caretaker', permissions: [] })).statusCode).toBe(201);
      const listed = await walk<RoleDto>(t.app, w.key, '/api/v1/roles?built_in=false');
      expect(listed.map((r) => r.name)).toEqual(['CARETAKER', 'Gardener']);
    });

    it('refuses an unknown or repeated permission with 422 pointing at it', async () => {
      const w = await world();
      const unknown = await post(w.key, { name: 'X', permissions: ['audit.view', 'reports.export'] });
      expectProblem(unknown, 422, 'validation_failed');
      expect(pointers(unknown)).toContain('/permissions/1');
      expectProblem(
        await post(w.key, { name: 'X', permissions: ['audit.view', 'audit.view'] }),
        422,
        'validation_failed',
      );
      expectProblem(await post(w.key, { name: ' ', permissions: [] }), 422, 'validation_failed');
      expect(await walk(t.app, w.key, '/api/v1/roles?built_in=false')).toEqual([]);
    });

    it('refuses every change to a built-in role with 403 built_in_role', async () => {
      const w = await world();
      for (const id of ['admin', 'manager', 'worker', 'technical']) {
        const before = (await call(t.app, { url: `/api/v1/roles/${id}`, key: w.key })).json();
        expectProblem(await patch(w.key, id, { name: `My ${id}` }), 403, 'built_in_role');
        expectProblem(await patch(w.key, id, { permissions: [] }), 403, 'built_in_role');
        expect((await call(t.app, { url: `/api/v1/roles/${id}`, key: w.key })).json()).toEqual(before);
      }
    });

    it('answers 404 for an unknown role and for another tenant’s, with the same words', async () => {
      const mine = await world();
      const theirs = await world();
      const role = await theirs.createRole({ name: 'Theirs', permissions: ['audit.view'] });
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'Mine now' }],
      ] as const) {
        const foreign = await call(t.app, { method, url: `/api/v1/roles/${role.id}`, key: mine.key, body });
        const missing = await call(t.app, { method, url: '/api/v1/roles/role_999999999', key: mine.key, body });
        expect(expectProblem(foreign, 404, 'not_found').detail).toBe(expectProblem(missing, 404, 'not_found').detail);
      }
      expect((await call(t.app, { url: `/api/v1/roles/${role.id}`, key: theirs.key })).json<RoleDto>().name).toBe(
        'Theirs',
      );
    });
  });

  describe('a key acts within its own account’s rights', () => {
    it('a manager’s key creates and changes roles only within the manager’s permissions', async () => {
      const w = await world();
      const manager = await w.builtInAccount('manager');
      const key = await w.tenant.keyFor(SCOPES, manager);
      const denied = await post(key, { name: 'Power', permissions: ['properties.edit', 'settings.edit'] });
      expect(expectProblem(denied, 403, 'exceeds_own_rights').detail).toContain('settings.edit');
      const own = await post(key, { name: 'Helper', permissions: ['audit.view'] });
      expect(own.statusCode, own.body).toBe(201);
      const helper = own.json<RoleDto>();
      expectProblem(await patch(key, helper.id, { permissions: ['accounts.manage'] }), 403, 'exceeds_own_rights');
      expect((await patch(key, helper.id, { permissions: ['properties.edit', 'audit.view'] })).statusCode).toBe(200);

      // A role that already grants more than the manager has is out of reach, even for a rename.
      const strong = await w.createRole({ name: 'Office lead', permissions: ['accounts.manage', 'audit.view'] });
      expectProblem(await patch(key, strong.id, { name: 'Weak lead' }), 403, 'exceeds_own_rights');
      expectProblem(await patch(key, strong.id, { permissions: ['audit.view'] }), 403, 'exceeds_own_rights');
      const after = (await call(t.app, { url: `/api/v1/roles/${strong.id}`, key: w.key })).json<RoleDto>();
      expect(after).toMatchObject({ name: 'Office lead', permissions: ['accounts.manage', 'audit.view'] });
      expect(
        (await walk<RoleDto>(t.app, w.key, '/api/v1/roles?built_in=false')).map((role) => role.name).sort(),
      ).toEqual(['Helper', 'Office lead']);
    });

    it('a technical account’s key can only make roles without permissions', async () => {
      const w = await world();
      const technical = await w.builtInAccount('technical', []);
      const key = await w.tenant.keyFor(['roles:write', 'roles:read'], technical);
      expectProblem(await post(key, { name: 'Auditor', permissions: ['audit.view'] }), 403, 'exceeds_own_rights');
      expect((await post(key, { name: 'Plain', permissions: [] })).statusCode).toBe(201);
    });

    it('a key cannot change the role its own account holds (403 own_account_locked)', async () => {
      const w = await world();
      const lead = await w.createRole({ name: 'Lead', permissions: PERMISSIONS });
      const holder = await w.member(lead.id);
      expectProblem(await patch(holder.key, lead.id, { permissions: ['audit.view'] }), 403, 'own_account_locked');
      expectProblem(await patch(holder.key, lead.id, { name: 'Boss' }), 403, 'own_account_locked');
      // Every holder of the role is locked out of it; an account that does not hold it may change it.
      const other = await w.member(lead.id);
      expectProblem(await patch(other.key, lead.id, { name: 'Boss' }), 403, 'own_account_locked');
      expect((await patch(w.key, lead.id, { name: 'Boss' })).statusCode).toBe(200);
    });
  });

  describe('a key reaches no account through a role that its own account could not touch', () => {
    it('a property-limited key cannot change a role held by an account seeing more properties', async () => {
      const w = await world();
      const a = await createPropertyVia(t.app, w.key, { name: 'Harbour View' });
      const b = await createPropertyVia(t.app, w.key, { name: 'Old Mill' });
      const limited = await w.builtInAccount('admin', [a]);
      const key = await w.tenant.keyFor(SCOPES, limited);
      const role = async (name: string, holders: PropertyAccess[]) => {
        const created = await w.createRole({ name, permissions: ['audit.view'] });
        for (const access of holders) {
          const holder = await call(t.app, {
            method: 'POST',
            url: '/api/v1/accounts',
            key: w.key,
            body: {
              name: `Holder of ${name}`,
              email: `${randomUUID()}@example.test`,
              role: created.id,
              property_ids: access === 'all' ? null : access,
            },
          });
          expect(holder.statusCode, holder.body).toBe(201);
        }
        return created.id;
      };
      const everywhere = await role('Everywhere', ['all']);
      const atB = await role('At the mill', [[a], [a, b]]);
      const atA = await role('At the harbour', [[a], []]);
      const unheld = await role('Nobody yet', []);
      for (const id of [everywhere, atB]) {
        const widened = await patch(key, id, { permissions: PERMISSIONS });
        expect(expectProblem(widened, 403, 'exceeds_own_rights').detail).toContain('sees properties');
        expectProblem(await patch(key, id, { permissions: [] }), 403, 'exceeds_own_rights');
        expectProblem(await patch(key, id, { name: 'Renamed' }), 403, 'exceeds_own_rights');
        const after = (await call(t.app, { url: `/api/v1/roles/${id}`, key: w.key })).json<RoleDto>();
        expect(after.permissions).toEqual(['audit.view']);
        expect(after.name).not.toBe('Renamed');
      }
      // Roles whose holders see only what the key's account sees, or that nobody holds, are in reach.
      for (const id of [atA, unheld]) {
        const changed = await patch(key, id, { permissions: ['properties.edit', 'audit.view'] });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      // The all-properties key may change them all.
      for (const id of [everywhere, atB]) expect((await patch(w.key, id, { permissions: [] })).statusCode).toBe(200);
    });
  });

  describe('role writes wait for an account change in flight (tenant lock)', () => {
    const demote = (tenantId: number, accountId: number) => async (tx: Executor) => {
      await tx
        .update(accounts)
        .set({ role: 'worker' })
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    };

    it('creating a role while the key’s account is being demoted sees the weaker role', async () => {
      const w = await world();
      const manager = await w.builtInAccount('manager');
      const key = await w.tenant.keyFor(SCOPES, manager);
      const change = await changeInFlight(t.database, w.tenantId, demote(w.tenantId, manager));
      const request = post(key, { name: 'Auditor', permissions: ['audit.view'] });
      const early = await settlesWithin(request, 300);
      await change.commit();
      expect(early, 'the role write waits for the tenant lock').toBe(false);
      expectProblem(await request, 403, 'exceeds_own_rights');
      expect(await walk(t.app, w.key, '/api/v1/roles?built_in=false')).toEqual([]);
    });

    it('changing a role while the key’s account is being demoted sees the weaker role', async () => {
      const w = await world();
      const manager = await w.builtInAccount('manager');
      const key = await w.tenant.keyFor(SCOPES, manager);
      const helper = await w.createRole({ name: 'Helper', permissions: [] });
      const change = await changeInFlight(t.database, w.tenantId, demote(w.tenantId, manager));
      const request = patch(key, helper.id, { permissions: ['audit.view'] });
      const early = await settlesWithin(request, 300);
      await change.commit();
      expect(early, 'the role write waits for the tenant lock').toBe(false);
      expectProblem(await request, 403, 'exceeds_own_rights');
      const after = (await call(t.app, { url: `/api/v1/roles/${helper.id}`, key: w.key })).json<RoleDto>();
      expect(after.permissions).toEqual([]);
    });
  });

  describe('custom roles in the portal', () => {
    it('a custom role’s permissions hold in a portal session, and a change holds on the next request', async () => {
      const w = await world();
      const people = await w.createRole({ name: 'People office', permissions: ['accounts.manage'] });
      const holder = await w.member(people.id);
      const client = await portalSignIn(t, { tenantId: w.tenantId, accountId: holder.id });
      const session = (await client.get('/portal/api/session')).json<{
        user: { role: string; role_name: string; permissions: string[] };
      }>();
      expect(session.user).toMatchObject({
        role: people.id,
        role_name: 'People office',
        permissions: ['accounts.manage'],
      });
      const accounts = await client.get('/portal/api/accounts');
      expect(accounts.statusCode, accounts.body).toBe(200);
      const listed = accounts.json<{ accounts: { id: number; role: string; role_name: string }[] }>().accounts;
      expect(listed.find((a) => a.id === holder.id)).toMatchObject({ role: people.id, role_name: 'People office' });
      expectProblem(await client.get('/portal/api/audit-events'), 403, 'permission_denied');

      expect((await patch(w.key, people.id, { permissions: ['audit.view'] })).statusCode).toBe(200);
      expectProblem(await client.get('/portal/api/accounts'), 403, 'permission_denied');
      expect((await client.get('/portal/api/audit-events')).statusCode).toBe(200);
      const after = (await client.get('/portal/api/session')).json<{ user: { permissions: string[] } }>();
      expect(after.user.permissions).toEqual(['audit.view']);
    });

    it('the portal lists custom roles after the built-in ones and accepts them for accounts', async () => {
      const w = await world();
      const lead = await w.createRole({ name: 'Lead', description: 'Leads', permissions: ['audit.view'] });
      const other = await world();
      const foreign = await other.createRole({ name: 'Foreign', permissions: [] });
      const admin = await portalSignIn(t, { tenantId: w.tenantId, accountId: w.tenant.accountId });
      const listed = (await admin.get('/portal/api/roles')).json<{
        roles: { key: string; name: string; built_in: boolean; permissions: string[] }[];
      }>().roles;
      expect(listed.map((r) => [r.key, r.built_in])).toEqual([
        ['admin', true],
        ['manager', true],
        ['worker', true],
        ['technical', true],
        [lead.id, false],
      ]);
      const body = { name: 'Lee Lead', email: `${randomUUID()}@example.test`, role: lead.id, properties: 'all' };
      const created = await admin.post('/portal/api/accounts', body);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ account: { role: lead.id, role_name: 'Lead' } });
      const id = created.json<{ account: { id: number } }>().account.id;
      for (const role of [foreign.id, 'role_999999999']) {
        const refused = await admin.post('/portal/api/accounts', {
          ...body,
          email: `${randomUUID()}@example.test`,
          role,
        });
        expectProblem(refused, 422, 'validation_failed');
        expect(pointers(refused)).toEqual(['/role']);
        const changed = await admin.patch(`/portal/api/accounts/${id}`, { role });
        expectProblem(changed, 422, 'validation_failed');
        expect(pointers(changed)).toEqual(['/role']);
      }
      const back = await admin.patch(`/portal/api/accounts/${id}`, { role: 'worker' });
      expect(back.json()).toMatchObject({ role: 'worker', role_name: 'Worker' });
    });

    it('the last_admin rule stays about the built-in admin role', async () => {
      const w = await world();
      const all = await w.createRole({ name: 'Everything', permissions: PERMISSIONS });
      const deputy = await w.member(all.id);
      // The only built-in admin cannot be demoted, even though an account with every permission remains.
      const response = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/accounts/${w.tenant.accountId}`,
        key: deputy.key,
        body: { role: all.id },
      });
      expectProblem(response, 409, 'last_admin');
    });
  });
});
