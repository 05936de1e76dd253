import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { PERMISSIONS } from '../../src/modules/access/permissions.js';
import { updatePortalAccount } from '../../src/modules/accounts/accounts.portal.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createRole } from '../../src/modules/roles/roles.service.js';
import { DomainError } from '../../src/domain/errors.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { apiGet, auditEvents, expectProblem, organisation } from './organisation.js';

interface AccountBody {
  id: number;
  name: string;
  email: string;
  role: string;
  role_name: string;
  active: boolean;
  property_ids: number[] | null;
  has_password: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

interface AccountList {
  accounts: AccountBody[];
  seats: { used: number; limit: number };
}

interface Created {
  account: AccountBody;
  invite: { url: string; expires_at: string } | null;
}

const newAccount = (role: string, extra: Record<string, unknown> = {}) => ({
  name: `Person ${randomUUID().slice(0, 6)}`,
  email: `${randomUUID().slice(0, 12)}@example.test`,
  role,
  properties: 'all',
  ...extra,
});

describeEachBackend('portal accounts', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function list(client: { get(url: string): Promise<{ statusCode: number; body: string; json<T>(): T }> }) {
    const response = await client.get('/portal/api/accounts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountList>();
  }

  describe('permissions', () => {
    it('refuses managers and workers every account route with 403 permission_denied', async () => {
      const org = await organisation(t);
      const target = await org.account('worker');
      for (const role of ['manager', 'worker'] as const) {
        const { client } = await org.member(role);
        expectProblem(await client.get('/portal/api/accounts'), 403, 'permission_denied');
        expectProblem(await client.post('/portal/api/accounts', newAccount('worker')), 403, 'permission_denied');
        expectProblem(
          await client.patch(`/portal/api/accounts/${target}`, { role: 'admin' }),
          403,
          'permission_denied',
        );
        expectProblem(await client.post(`/portal/api/accounts/${target}/invite-link`), 403, 'permission_denied');
      }
      const accounts = (await list(org.admin)).accounts;
      expect(accounts.find((a) => a.id === target)?.role).toBe('worker');
      expect(accounts).toHaveLength(4);
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({ url: '/portal/api/accounts' });
      expectProblem(response, 401, 'unauthenticated');
    });
  });

  describe('list', () => {
    it('lists the tenant’s accounts with role, access, password and sign-in state, and the seats', async () => {
      const org = await organisation(t);
      const a = await org.property();
      const b = await org.property();
      const worker = await org.account('worker', [b, a]);
      const technical = await org.account('technical', [a]);
      const { accounts, seats } = await list(org.admin);
      expect(accounts.map((x) => x.id)).toEqual([org.adminId, worker, technical]);
      const admin = accounts[0];
      expect(admin).toMatchObject({ role: 'admin', role_name: 'Admin', active: true, property_ids: null });
      expect(admin).not.toHaveProperty('all_properties');
      expect(admin?.has_password).toBe(true);
      expect(accounts[1]).toMatchObject({
        role: 'worker',
        role_name: 'Worker',
        property_ids: [a, b].sort((x, y) => x - y),
        has_password: false,
        last_sign_in_at: null,
      });
      expect(accounts[2]).toMatchObject({ role: 'technical', role_name: 'Technical account' });
      // The technical account takes no seat.
      expect(seats).toEqual({ used: 2, limit: 25 });
      expect(JSON.stringify(accounts)).not.toMatch(/scrypt|password_hash/);
    });

    it('never shows another tenant’s accounts', async () => {
      const a = await organisation(t);
      const b = await organisation(t);
      const other = await b.account('worker');
      const ids = (await list(a.admin)).accounts.map((x) => x.id);
      expect(ids).not.toContain(b.adminId);
      expect(ids).not.toContain(other);
    });
  });

  describe('create', () => {
    it('creates an account with role and properties and returns a working one-time invite link', async () => {
      const org = await organisation(t);
      const property = await org.property();
      const body = newAccount('manager', { properties: [property] });
      const response = await org.admin.post('/portal/api/accounts', body);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<Created>();
      expect(created.account).toMatchObject({
        name: body.name,
        email: body.email,
        role: 'manager',
        role_name: 'Manager',
        active: true,
        property_ids: [property],
        has_password: false,
      });
      expect(created.invite?.url).toMatch(/^http:\/\/localhost(:\d+)?\/invite/);
      const expires = Date.parse(created.invite?.expires_at ?? '');
      expect(expires - t.clock()).toBe(7 * 24 * 3600 * 1000);
      const token = /invite[/#]([\w-]+)$/.exec(created.invite?.url ?? '')?.[1] ?? '';
      const invite = await t.app.inject({ url: `/portal/api/invites/${token}` });
      expect(invite.statusCode, invite.body).toBe(200);
      expect(invite.json<{ email: string }>().email).toBe(body.email);

      const listed = (await list(org.admin)).accounts.find((a) => a.id === created.account.id);
      expect(listed).toEqual(created.account);

      // A new link replaces the previous one.
      const again = await org.admin.post(`/portal/api/accounts/${created.account.id}/invite-link`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<{ url: string }>().url).not.toBe(created.invite?.url);
      expectProblem(await t.app.inject({ url: `/portal/api/invites/${token}` }), 404, 'invite_invalid');
    });

    it('makes invite links absolute on PUBLIC_URL when it is set', async () => {
      const app = await startTestApp(backend, { env: { PUBLIC_URL: 'https://ops.example.com' } });
      try {
        const org = await organisation(app);
        const response = await org.admin.post('/portal/api/accounts', newAccount('worker'));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<Created>().invite?.url).toMatch(/^https:\/\/ops\.example\.com\/invite/);
      } finally {
        await app.close();
      }
    });

    it('gives a technical account no invite link, since it never signs in', async () => {
      const org = await organisation(t);
      const response = await org.admin.post('/portal/api/accounts', newAccount('technical'));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Created>().invite).toBeNull();
    });

    it('refuses unknown fields and roles, a taken e-mail and another tenant’s property', async () => {
      const org = await organisation(t);
      const other = await organisation(t);
      const theirs = await other.property();
      const post = (body: unknown) => org.admin.post('/portal/api/accounts', body);
      expectProblem(await post({ ...newAccount('worker'), colour: 'red' }), 422, 'validation_failed');
      expectProblem(await post(newAccount('owner')), 422, 'validation_failed');
      const body = newAccount('worker');
      expect((await post(body)).statusCode).toBe(201);
      expectProblem(await post({ ...newAccount('worker'), email: body.email.toUpperCase() }), 409, 'email_conflict');
      const foreign = await post(newAccount('worker', { properties: [theirs] }));
      expectProblem(foreign, 422, 'validation_failed');
      const unknown = await post(newAccount('worker', { properties: [Number.MAX_SAFE_INTEGER] }));
      // Another tenant's property reads exactly like one that does not exist.
      expect(foreign.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toBe(
        unknown
          .json<{ errors: { detail: string }[] }>()
          .errors[0]?.detail.replace(String(Number.MAX_SAFE_INTEGER), String(theirs)),
      );
    });

    it('records account.created with the actor', async () => {
      const org = await organisation(t);
      const response = await org.admin.post('/portal/api/accounts', newAccount('worker', { name: 'Ada Field' }));
      const id = response.json<Created>().account.id;
      const events = await auditEvents(org.admin);
      const created = events.find((e) => e.action === 'account.created');
      expect(created).toMatchObject({
        actor: { id: org.adminId },
        target_type: 'account',
        target_id: id,
        details: { name: 'Ada Field', role: 'worker', properties: 'all' },
      });
      expect(events.some((e) => e.action === 'account.invite_created' && e.target_id === id)).toBe(true);
    });
  });

  describe('seats', () => {
    it('refuses a new account beyond the seat limit with 409; technical accounts and API keys take none', async () => {
      const org = await organisation(t, { seatLimit: 2 });
      expect((await org.admin.post('/portal/api/accounts', newAccount('worker'))).statusCode).toBe(201);
      expectProblem(await org.admin.post('/portal/api/accounts', newAccount('manager')), 409, 'seat_limit_reached');
      expect((await org.admin.post('/portal/api/accounts', newAccount('technical'))).statusCode).toBe(201);
      for (let i = 0; i < 3; i++) await org.fixture.keyFor(SCOPES);
      const created = await org.admin.post('/portal/api/api-keys', { name: 'PMS', scopes: ['tasks:read'] });
      expect(created.statusCode, created.body).toBe(201);
      expect((await list(org.admin)).seats).toEqual({ used: 2, limit: 2 });
      expectProblem(await org.admin.post('/portal/api/accounts', newAccount('admin')), 409, 'seat_limit_reached');
    });

    it('refuses reactivation and turning a technical account into a person beyond the limit', async () => {
      const org = await organisation(t, { seatLimit: 2 });
      const worker = await org.account('worker');
      const technical = await org.account('technical');
      expectProblem(
        await org.admin.patch(`/portal/api/accounts/${technical}`, { role: 'worker' }),
        409,
        'seat_limit_reached',
      );
      expect((await org.admin.patch(`/portal/api/accounts/${worker}`, { active: false })).statusCode).toBe(200);
      expect((await org.admin.patch(`/portal/api/accounts/${technical}`, { role: 'worker' })).statusCode).toBe(200);
      expectProblem(
        await org.admin.patch(`/portal/api/accounts/${worker}`, { active: true }),
        409,
        'seat_limit_reached',
      );
      // Reactivating as a technical account takes no seat.
      const back = await org.admin.patch(`/portal/api/accounts/${worker}`, { active: true, role: 'technical' });
      expect(back.statusCode, back.body).toBe(200);
      expect((await list(org.admin)).seats).toEqual({ used: 2, limit: 2 });
    });

    it('lets only one of several concurrent creations take the last seat', async () => {
      const org = await organisation(t, { seatLimit: 2 });
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => org.admin.post('/portal/api/accounts', newAccount('worker'))),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      expect((await list(org.admin)).seats).toEqual({ used: 2, limit: 2 });
    });
  });

  describe('changes and guard rails', () => {
    it('changes name, role and property access, and audits role and access with before and after', async () => {
      const org = await organisation(t);
      const lindenhof = await org.property({ name: 'Lindenhof' });
      const worker = await org.account('worker', 'all', 'Bea Berg');
      const response = await org.admin.patch(`/portal/api/accounts/${worker}`, {
        name: 'Bea Berg-Stein',
        role: 'manager',
        properties: [lindenhof],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AccountBody>()).toMatchObject({
        name: 'Bea Berg-Stein',
        role: 'manager',
        role_name: 'Manager',
        property_ids: [lindenhof],
      });
      const events = await auditEvents(org.admin);
      expect(events.find((e) => e.action === 'account.role_changed')).toMatchObject({
        actor: { id: org.adminId },
        target_id: worker,
        details: { name: 'Bea Berg-Stein', before: 'worker', after: 'manager', after_name: 'Manager' },
      });
      expect(events.find((e) => e.action === 'account.property_access_changed')).toMatchObject({
        actor: { id: org.adminId },
        target_id: worker,
        details: { before: 'all', after: [{ id: lindenhof, name: 'Lindenhof' }] },
      });
      // Sending the same values again changes nothing and records nothing.
      const again = await org.admin.patch(`/portal/api/accounts/${worker}`, {
        role: 'manager',
        properties: [lindenhof],
      });
      expect(again.statusCode).toBe(200);
      expect((await auditEvents(org.admin)).length).toBe(events.length);
    });

    it('limiting an account to one property shrinks what its API key lists at once', async () => {
      const org = await organisation(t);
      const keep = await org.property();
      const drop = await org.property();
      const technical = await org.account('technical');
      const key = await org.fixture.keyFor(['properties:read'], technical);
      const ids = async () =>
        (await apiGet(t, key, '/api/v1/properties')).json<{ data: { id: number }[] }>().data.map((p) => p.id);
      expect(await ids()).toEqual([keep, drop]);
      const response = await org.admin.patch(`/portal/api/accounts/${technical}`, { properties: [keep] });
      expect(response.statusCode, response.body).toBe(200);
      expect(await ids()).toEqual([keep]);
      await org.admin.patch(`/portal/api/accounts/${technical}`, { properties: [] });
      expect(await ids()).toEqual([]);
    });

    it('deactivation stops the account’s session and its keys at once; reactivation is audited', async () => {
      const org = await organisation(t);
      const { id, client } = await org.member('manager');
      const key = await org.fixture.keyFor(['properties:read'], id);
      expect((await client.get('/portal/api/properties')).statusCode).toBe(200);
      expect((await apiGet(t, key, '/api/v1/me')).statusCode).toBe(200);

      const response = await org.admin.patch(`/portal/api/accounts/${id}`, { active: false });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AccountBody>().active).toBe(false);
      expectProblem(await client.get('/portal/api/properties'), 401, 'unauthenticated');
      expectProblem(await apiGet(t, key, '/api/v1/me'), 401, 'unauthenticated');

      expect((await org.admin.patch(`/portal/api/accounts/${id}`, { active: true })).statusCode).toBe(200);
      // The key works again; the ended session stays ended.
      expect((await apiGet(t, key, '/api/v1/me')).statusCode).toBe(200);
      expectProblem(await client.get('/portal/api/properties'), 401, 'unauthenticated');
      const actions = (await auditEvents(org.admin)).filter((e) => e.target_id === id).map((e) => e.action);
      expect(actions.slice(0, 2)).toEqual(['account.reactivated', 'account.deactivated']);
    });

    it('refuses changes to one’s own role, access or active state with 403 own_account_locked', async () => {
      const org = await organisation(t);
      const property = await org.property();
      const self = `/portal/api/accounts/${org.adminId}`;
      expectProblem(await org.admin.patch(self, { active: false }), 403, 'own_account_locked');
      expectProblem(await org.admin.patch(self, { role: 'manager' }), 403, 'own_account_locked');
      expectProblem(await org.admin.patch(self, { properties: [property] }), 403, 'own_account_locked');
      const renamed = await org.admin.patch(self, { name: 'New Name', role: 'admin', properties: 'all' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const me = (await list(org.admin)).accounts.find((a) => a.id === org.adminId);
      expect(me).toMatchObject({ name: 'New Name', role: 'admin', active: true, property_ids: null });
    });

    it('lets one admin demote another while a second admin remains', async () => {
      const org = await organisation(t);
      const other = await org.account('admin');
      const response = await org.admin.patch(`/portal/api/accounts/${other}`, { role: 'worker' });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('keeps the last active admin: no demotion, no deactivation (409 last_admin)', async () => {
      const org = await organisation(t);
      // Someone as mighty as the admin without the admin role: a custom role with every permission.
      const admin = { kind: 'person', tenantId: org.tenantId, accountId: org.adminId, allProperties: true } as const;
      const role = await createRole(t.deps, admin, { name: 'Co-admin', permissions: [...PERMISSIONS] });
      const coAdmin = await createAccount(t.deps, org.tenantId, {
        email: `co-admin-${randomUUID()}@example.test`,
        role: 'manager',
      });
      await updatePortalAccount(t.deps, admin, coAdmin.id, { role: role.id });
      const actor = { kind: 'person', tenantId: org.tenantId, accountId: coAdmin.id, allProperties: true } as const;
      for (const patch of [{ role: 'manager' }, { active: false }]) {
        const error = await updatePortalAccount(t.deps, actor, org.adminId, patch).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).code).toBe('last_admin');
      }
      // With a second active admin the first may go.
      const second = await org.account('admin');
      await updatePortalAccount(t.deps, actor, org.adminId, { role: 'manager' });
      const error = await updatePortalAccount(t.deps, actor, second, { active: false }).catch((e: unknown) => e);
      expect((error as DomainError).code).toBe('last_admin');
    });
  });

  describe('other tenants', () => {
    it('answers 404 for another tenant’s account on every route and changes nothing', async () => {
      const a = await organisation(t);
      const b = await organisation(t);
      const theirs = await b.account('worker');
      const unknown = Number.MAX_SAFE_INTEGER;
      for (const id of [theirs, b.adminId, unknown]) {
        expectProblem(await a.admin.patch(`/portal/api/accounts/${id}`, { active: false }), 404, 'not_found');
        expectProblem(await a.admin.patch(`/portal/api/accounts/${id}`, { name: 'x' }), 404, 'not_found');
        expectProblem(await a.admin.post(`/portal/api/accounts/${id}/invite-link`), 404, 'not_found');
      }
      const { accounts } = await list(b.admin);
      expect(accounts.find((x) => x.id === theirs)).toMatchObject({ active: true, role: 'worker' });
      expect(accounts.find((x) => x.id === b.adminId)?.active).toBe(true);
      const bSession = await portalSignIn(t, { tenantId: b.tenantId, accountId: theirs });
      expect((await bSession.get('/portal/api/properties')).statusCode).toBe(200);
      expect((await auditEvents(b.admin)).filter((e) => e.actor?.id === a.adminId)).toEqual([]);
    });
  });
});
