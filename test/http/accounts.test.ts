import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/modules/access/permissions.js';
import { SCOPES } from '../../src/modules/access/scopes.js';
import type { AccountDto } from '../../src/modules/accounts/accounts.schema.js';
import { createAccount, type PropertyAccess } from '../../src/modules/accounts/accounts.service.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
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

const email = () => `${randomUUID().slice(0, 13)}@example.test`;

describeEachBackend('/accounts', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { PUBLIC_URL: 'https://ops.example.com' } });
  });
  afterAll(async () => t.close());

  /** A tenant with an admin (all-scope key), two properties a and b, and helpers. */
  async function world(options: { seatLimit?: number } = {}) {
    const tenant = await makeTenant(t.deps);
    const tenantId = tenant.tenant.id;
    if (options.seatLimit !== undefined) await updateTenant(t.deps, tenantId, { seatLimit: options.seatLimit });
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    /** An account with a built-in role, made as the operator would, and an all-scope key for it. */
    const member = async (role: string, properties: PropertyAccess = 'all') => {
      const id = (await createAccount(t.deps, tenantId, { email: email(), name: `${role} person`, role, properties }))
        .id;
      return { id, key: await tenant.keyFor(SCOPES, id) };
    };
    return { tenant, tenantId, key: tenant.key, adminId: tenant.accountId, a, b, member };
  }

  const create = (key: string, body: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/accounts',
      key,
      body: { name: 'New Person', email: email(), ...body },
    });
  const patch = (key: string, id: number, body: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/accounts/${id}`, key, body });
  const get = (key: string, id: number) => call(t.app, { url: `/api/v1/accounts/${id}`, key });
  const invite = (key: string, id: number) =>
    call(t.app, { method: 'POST', url: `/api/v1/accounts/${id}/invite-link`, key, body: {} });
  const created = (response: LightMyRequestResponse): AccountDto => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AccountDto>();
  };

  describe('create and read', () => {
    it('creates an account (201, Location) that reads back the same and shows no secret', async () => {
      const w = await world();
      const address = email();
      const response = await create(w.key, {
        name: ' Anna Berger ',
        email: address,
        role: 'worker',
        property_ids: [w.b, w.a],
      });
      const account = created(response);
      expect(account).toEqual({
        id: expect.any(Number),
        name: 'Anna Berger',
        email: address,
        role: 'worker',
        role_name: 'Worker',
        active: true,
        property_ids: [w.a, w.b].sort((x, y) => x - y),
        has_password: false,
        last_sign_in_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(response.headers.location).toBe(`https://ops.example.com/api/v1/accounts/${account.id}`);
      expect((await get(w.key, account.id)).json()).toEqual(account);
      const everyone = await walk<AccountDto>(t.app, w.key, '/api/v1/accounts');
      expect(everyone.map((x) => x.id)).toEqual([w.adminId, account.id]);
      expect(everyone[0]).toMatchObject({ role: 'admin', property_ids: null });
      expect(everyone[0]).not.toHaveProperty('all_properties');
      expect(JSON.stringify(everyone)).not.toMatch(/scrypt|password_hash|token/);
      // Without property_ids, or with null, an account sees all properties; an empty list limits it to none.
      expect(created(await create(w.key, { role: 'technical' }))).toMatchObject({ property_ids: null });
      expect(created(await create(w.key, { role: 'worker', property_ids: null }))).toMatchObject({
        property_ids: null,
      });
      expect(created(await create(w.key, { role: 'worker', property_ids: [] }))).toMatchObject({ property_ids: [] });
    });

    it('filters by e-mail (any case), role, active and updated_since', async () => {
      const w = await world();
      const address = email();
      const worker = created(await create(w.key, { role: 'worker', email: address }));
      const technical = created(await create(w.key, { role: 'technical' }));
      t.clock.advance(60_000);
      const since = new Date(t.clock()).toISOString();
      expect((await patch(w.key, technical.id, { active: false })).statusCode).toBe(200);
      const ids = async (query: string) =>
        (await walk<AccountDto>(t.app, w.key, `/api/v1/accounts?${query}`)).map((x) => x.id);
      expect(await ids(`email=${encodeURIComponent(address.toUpperCase())}`)).toEqual([worker.id]);
      expect(await ids('role=worker')).toEqual([worker.id]);
      expect(await ids('active=false')).toEqual([technical.id]);
      expect(await ids('active=true')).toEqual([w.adminId, worker.id]);
      expect(await ids(`updated_since=${encodeURIComponent(since)}`)).toEqual([technical.id]);
    });

    it('refuses an e-mail address another account of the tenant has, in any case (409 email_conflict)', async () => {
      const w = await world();
      const address = email();
      const first = created(await create(w.key, { role: 'worker', email: address }));
      const second = created(await create(w.key, { role: 'worker' }));
      expectProblem(await create(w.key, { role: 'worker', email: address.toUpperCase() }), 409, 'email_conflict');
      expectProblem(await patch(w.key, second.id, { email: address.toUpperCase() }), 409, 'email_conflict');
      // Another tenant may use the same address; an account may change the case of its own.
      const other = await world();
      created(await create(other.key, { role: 'worker', email: address }));
      const recased = await patch(w.key, first.id, { email: address.toUpperCase() });
      expect(recased.json<AccountDto>().email).toBe(address.toUpperCase());
      expect((await walk(t.app, w.key, '/api/v1/accounts')).length).toBe(3);
    });

    it('refuses an unknown role, a bad e-mail and the retired all_properties field with 422 at the field', async () => {
      const w = await world();
      for (const role of ['owner', 'role_999999999', 'Admin']) {
        const response = await create(w.key, { role });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response)).toEqual(['/role']);
      }
      // Property access has one field, property_ids, as on form templates and workflow rules.
      const retired = await create(w.key, { role: 'worker', all_properties: true });
      expectProblem(retired, 422, 'validation_failed');
      expect(pointers(retired)).toEqual(['/all_properties']);
      const notAList = await create(w.key, { role: 'worker', property_ids: 'all' });
      expectProblem(notAList, 422, 'validation_failed');
      expect(pointers(notAList)).toEqual(['/property_ids']);
      const badEmail = await create(w.key, { role: 'worker', email: 'not-an-address' });
      expectProblem(badEmail, 422, 'validation_failed');
      expect(pointers(badEmail)).toEqual(['/email']);
      expect((await walk(t.app, w.key, '/api/v1/accounts')).length).toBe(1);
    });

    it('changes name, e-mail, role and property access, and audits each change', async () => {
      const w = await world();
      const account = created(await create(w.key, { role: 'worker', name: 'Bea Berg' }));
      const address = email();
      t.clock.advance(1000);
      const response = await patch(w.key, account.id, {
        name: 'Bea Berg-Stein',
        email: address,
        role: 'manager',
        property_ids: [w.a],
      });
      expect(response.statusCode, response.body).toBe(200);
      const changed = response.json<AccountDto>();
      expect(changed).toMatchObject({
        name: 'Bea Berg-Stein',
        email: address,
        role: 'manager',
        role_name: 'Manager',
        property_ids: [w.a],
      });
      expect(changed.updated_at).not.toBe(account.updated_at);
      // Left out, property_ids stays; null opens every property.
      expect((await patch(w.key, account.id, { name: 'Bea B. Stein' })).json()).toMatchObject({ property_ids: [w.a] });
      const opened = await patch(w.key, account.id, { property_ids: null });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ property_ids: null });
      expect((await get(w.key, account.id)).json()).toMatchObject({ property_ids: null });
      const admin = await portalSignIn(t, { tenantId: w.tenantId, accountId: w.adminId });
      const events = (await admin.get('/portal/api/audit-events')).json<{
        data: { action: string; actor: { id: number } | null; target_id: number; details: object }[];
      }>().data;
      const about = events.filter((e) => e.target_id === account.id).map((e) => e.action);
      expect(about).toEqual(
        expect.arrayContaining([
          'account.created',
          'account.email_changed',
          'account.role_changed',
          'account.property_access_changed',
        ]),
      );
      expect(events.find((e) => e.action === 'account.email_changed')).toMatchObject({
        actor: { id: w.adminId },
        details: { before: account.email, after: address },
      });
    });

    it('accepts an account as read back as a PATCH body, once its read-only fields are left out', async () => {
      const w = await world();
      const limited = created(await create(w.key, { role: 'worker', property_ids: [w.b, w.a] }));
      const open = created(await create(w.key, { role: 'technical' }));
      const none = created(await create(w.key, { role: 'worker', property_ids: [] }));
      const writable = (account: AccountDto) => {
        const { id, role_name, has_password, last_sign_in_at, created_at, updated_at, ...rest } = account;
        void [id, role_name, has_password, last_sign_in_at, created_at, updated_at];
        return rest;
      };
      t.clock.advance(1000);
      // The key's own account too: sending back its role, access and active flag unchanged is no change.
      for (const id of [limited.id, open.id, none.id, w.adminId]) {
        const read = (await get(w.key, id)).json<AccountDto>();
        const response = await patch(w.key, id, writable(read));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual(read);
      }
      // Edited and sent back: limit the open account, then open it again with null.
      const read = (await get(w.key, open.id)).json<AccountDto>();
      const narrowed = await patch(w.key, open.id, { ...writable(read), property_ids: [w.b] });
      expect(narrowed.json()).toMatchObject({ property_ids: [w.b] });
      const reopened = await patch(w.key, open.id, { ...writable(narrowed.json<AccountDto>()), property_ids: null });
      expect(reopened.json()).toMatchObject({ property_ids: null });
      // A key limited to a property sends back what it read of an account at that property.
      const keeper = await w.member('admin', [w.a]);
      const atA = created(await create(keeper.key, { role: 'worker', property_ids: [w.a] }));
      const same = await patch(keeper.key, atA.id, writable((await get(keeper.key, atA.id)).json<AccountDto>()));
      expect(same.statusCode, same.body).toBe(200);
      // The read-only fields themselves are unknown to the body.
      const whole = await patch(w.key, limited.id, (await get(w.key, limited.id)).json());
      expectProblem(whole, 422, 'validation_failed');
      expect(pointers(whole)).toEqual(
        expect.arrayContaining([
          '/id',
          '/role_name',
          '/has_password',
          '/last_sign_in_at',
          '/created_at',
          '/updated_at',
        ]),
      );
    });

    it('deactivation stops the account’s keys and portal sessions at once', async () => {
      const w = await world();
      const worker = await w.member('worker');
      const session = await portalSignIn(t, { tenantId: w.tenantId, accountId: worker.id });
      expect((await call(t.app, { url: '/api/v1/me', key: worker.key })).statusCode).toBe(200);
      expect((await patch(w.key, worker.id, { active: false })).json<AccountDto>().active).toBe(false);
      expectProblem(await call(t.app, { url: '/api/v1/me', key: worker.key }), 401, 'unauthenticated');
      expectProblem(await session.get('/portal/api/properties'), 401, 'unauthenticated');
      expect((await patch(w.key, worker.id, { active: true })).statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/v1/me', key: worker.key })).statusCode).toBe(200);
    });
  });

  describe('seats', () => {
    it('refuses creating or reactivating beyond the seat limit (409); technical accounts take none', async () => {
      const w = await world({ seatLimit: 2 });
      const worker = created(await create(w.key, { role: 'worker' }));
      expectProblem(await create(w.key, { role: 'manager' }), 409, 'seat_limit_reached');
      const technical = created(await create(w.key, { role: 'technical' }));
      expectProblem(await patch(w.key, technical.id, { role: 'worker' }), 409, 'seat_limit_reached');
      expect((await patch(w.key, worker.id, { active: false })).statusCode).toBe(200);
      created(await create(w.key, { role: 'worker' }));
      expectProblem(await patch(w.key, worker.id, { active: true }), 409, 'seat_limit_reached');
      // A custom role takes a seat like any role but the technical one.
      const role = (
        await call(t.app, {
          method: 'POST',
          url: '/api/v1/roles',
          key: w.key,
          body: { name: 'Cleaner', permissions: [] },
        })
      ).json<{ id: string }>().id;
      expectProblem(await create(w.key, { role }), 409, 'seat_limit_reached');
      expectProblem(await patch(w.key, technical.id, { role }), 409, 'seat_limit_reached');
      const active = await walk<AccountDto>(t.app, w.key, '/api/v1/accounts?active=true');
      expect(active.filter((x) => x.role !== 'technical')).toHaveLength(2);
    });

    it('parallel creations at the seat limit end with exactly the limit', async () => {
      const w = await world({ seatLimit: 4 });
      const responses = await Promise.all(Array.from({ length: 8 }, () => create(w.key, { role: 'worker' })));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('seat_limit_reached');
      expect(await walk(t.app, w.key, '/api/v1/accounts?active=true')).toHaveLength(4);
    });
  });

  describe('guard rails', () => {
    it('a key cannot change its own account’s role, access or active flag (403 own_account_locked)', async () => {
      const w = await world();
      for (const body of [{ role: 'manager' }, { property_ids: [w.a] }, { property_ids: [] }, { active: false }]) {
        expectProblem(await patch(w.key, w.adminId, body), 403, 'own_account_locked');
      }
      const renamed = await patch(w.key, w.adminId, { name: 'Still Admin', role: 'admin', property_ids: null });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Still Admin', role: 'admin', active: true, property_ids: null });
    });

    it('keeps the last active admin (409 last_admin)', async () => {
      const w = await world();
      const second = await w.member('admin');
      expect((await patch(w.key, second.id, { active: false })).statusCode).toBe(200);
      expect((await patch(w.key, second.id, { active: true })).statusCode).toBe(200);
      // A deputy whose custom role grants everything may demote one admin, but not the last.
      const role = (
        await call(t.app, {
          method: 'POST',
          url: '/api/v1/roles',
          key: w.key,
          body: { name: 'Deputy', permissions: PERMISSIONS },
        })
      ).json<{ id: string }>().id;
      const deputy = created(await create(w.key, { role }));
      const deputyKey = await w.tenant.keyFor(SCOPES, deputy.id);
      expect((await patch(deputyKey, w.adminId, { role: 'manager' })).statusCode).toBe(200);
      expectProblem(await patch(deputyKey, second.id, { active: false }), 409, 'last_admin');
      expectProblem(await patch(deputyKey, second.id, { role: role }), 409, 'last_admin');
      expect((await get(w.key, second.id)).json()).toMatchObject({ role: 'admin', active: true });
    });
  });

  describe('no privilege escalation', () => {
    it('a manager’s key grants only roles within the manager’s permissions and leaves stronger accounts alone', async () => {
      const w = await world();
      const manager = await w.member('manager');
      const denied = await create(manager.key, { role: 'admin' });
      expect(expectProblem(denied, 403, 'exceeds_own_rights').detail).toContain('settings.edit');
      const worker = created(await create(manager.key, { role: 'worker' }));
      expect(created(await create(manager.key, { role: 'manager' })).role).toBe('manager');
      expectProblem(await patch(manager.key, worker.id, { role: 'admin' }), 403, 'exceeds_own_rights');
      // The admin holds more than the manager: not even a rename, nor an invite link.
      expectProblem(await patch(manager.key, w.adminId, { name: 'Renamed' }), 403, 'exceeds_own_rights');
      expectProblem(await patch(manager.key, w.adminId, { active: false }), 403, 'exceeds_own_rights');
      expectProblem(await invite(manager.key, w.adminId), 403, 'exceeds_own_rights');
      // A custom role with a permission the manager lacks is out of reach as well.
      const strong = await call(t.app, {
        method: 'POST',
        url: '/api/v1/roles',
        key: w.key,
        body: { name: 'People office', permissions: ['accounts.manage'] },
      });
      const strongId = strong.json<{ id: string }>().id;
      expectProblem(await create(manager.key, { role: strongId }), 403, 'exceeds_own_rights');
      expectProblem(await patch(manager.key, worker.id, { role: strongId }), 403, 'exceeds_own_rights');
      const admin = (await get(w.key, w.adminId)).json<AccountDto>();
      expect(admin).toMatchObject({ role: 'admin', active: true });
      expect(admin.name).not.toBe('Renamed');
      expect((await get(w.key, worker.id)).json<AccountDto>().role).toBe('worker');
      // Within its rights the manager's key works.
      expect((await patch(manager.key, worker.id, { role: 'manager', name: 'Promoted' })).statusCode).toBe(200);
    });

    it('a property-limited key grants only its own properties and leaves wider accounts alone', async () => {
      const w = await world();
      const limited = await w.member('admin', [w.a]);
      const all = await create(limited.key, { role: 'worker' });
      expectProblem(all, 403, 'exceeds_own_rights');
      expectProblem(await create(limited.key, { role: 'worker', property_ids: null }), 403, 'exceeds_own_rights');
      const outside = await create(limited.key, { role: 'worker', property_ids: [w.a, w.b] });
      expect(expectProblem(outside, 403, 'property_access_denied').detail).not.toContain('Old Mill');
      const mine = created(await create(limited.key, { role: 'worker', property_ids: [w.a] }));
      expectProblem(await patch(limited.key, mine.id, { property_ids: [w.b] }), 403, 'property_access_denied');
      expectProblem(await patch(limited.key, mine.id, { property_ids: null }), 403, 'exceeds_own_rights');
      expect((await patch(limited.key, mine.id, { property_ids: [] })).json<AccountDto>().property_ids).toEqual([]);
      // Accounts seeing more than the key's account are out of reach.
      const wide = created(await create(w.key, { role: 'worker' }));
      const atB = created(await create(w.key, { role: 'worker', property_ids: [w.b] }));
      for (const id of [wide.id, atB.id]) {
        expectProblem(await patch(limited.key, id, { name: 'Taken over' }), 403, 'exceeds_own_rights');
        expectProblem(await invite(limited.key, id), 403, 'exceeds_own_rights');
      }
      // A property of another tenant is unknown here: 422, before any access check.
      const other = await world();
      const foreign = await create(limited.key, { role: 'worker', property_ids: [other.a] });
      expectProblem(foreign, 422, 'validation_failed');
      expect(pointers(foreign)).toEqual(['/property_ids']);
      const names = (await walk<AccountDto>(t.app, w.key, '/api/v1/accounts')).map((x) => x.name);
      expect(names).not.toContain('Taken over');
    });
  });

  describe('invite links', () => {
    const acceptInvite = async (url: string, password: string) => {
      const token = new URL(url).hash.slice(1);
      const visit = await t.app.inject({ url: '/portal/api/session' });
      const cookie = visit.cookies.find((c) => c.name === 'ct_csrf')?.value ?? '';
      return t.app.inject({
        method: 'POST',
        url: `/portal/api/invites/${token}/accept`,
        headers: {
          cookie: `ct_csrf=${cookie}`,
          'x-csrf-token': visit.json<{ csrf_token: string }>().csrf_token,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ password }),
      });
    };

    it('returns an absolute one-time link the portal accepts once; a newer link replaces it', async () => {
      const w = await world();
      const person = created(await create(w.key, { role: 'manager' }));
      const first = await invite(w.key, person.id);
      expect(first.statusCode, first.body).toBe(201);
      const link = first.json<{ url: string; expires_at: string }>();
      expect(link.url).toMatch(/^https:\/\/ops\.example\.com\/invite#[\w-]{20,}$/);
      expect(Date.parse(link.expires_at) - t.clock()).toBe(7 * 24 * 3600 * 1000);

      const second = (await invite(w.key, person.id)).json<{ url: string }>();
      expect(second.url).not.toBe(link.url);
      expectProblem(await acceptInvite(link.url, 'a fine new password'), 404, 'invite_invalid');
      const accepted = await acceptInvite(second.url, 'a fine new password');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ user: { account_id: person.id, role: 'manager' } });
      expectProblem(await acceptInvite(second.url, 'another password!'), 404, 'invite_invalid');
      expect((await get(w.key, person.id)).json<AccountDto>().has_password).toBe(true);
    });

    it('gives technical and deactivated accounts no link (422), nor the key’s own account (403)', async () => {
      const w = await world();
      const technical = created(await create(w.key, { role: 'technical' }));
      const gone = created(await create(w.key, { role: 'worker' }));
      await patch(w.key, gone.id, { active: false });
      for (const id of [technical.id, gone.id]) {
        const response = await invite(w.key, id);
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response)).toEqual(['/path/id']);
      }
      expectProblem(await invite(w.key, w.adminId), 403, 'own_account_locked');
      const manager = await w.member('manager');
      expectProblem(await invite(manager.key, manager.id), 403, 'own_account_locked');
    });

    it('an account with every permission but not the admin role still cannot reach the admin through a weaker key', async () => {
      const w = await world();
      const everything = await call(t.app, {
        method: 'POST',
        url: '/api/v1/roles',
        key: w.key,
        body: { name: 'Everything', permissions: PERMISSIONS },
      });
      const role = everything.json<{ id: string }>().id;
      const deputy = created(await create(w.key, { role }));
      const deputyKey = await w.tenant.keyFor(SCOPES, deputy.id);
      // Same permissions and access as the admin: the deputy's key may reach the admin's account.
      expect((await invite(deputyKey, w.adminId)).statusCode).toBe(201);
      const worker = await w.member('worker');
      expectProblem(await invite(worker.key, deputy.id), 403, 'exceeds_own_rights');
    });
  });
});
