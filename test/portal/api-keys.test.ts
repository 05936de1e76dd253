import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/credentials/api-key.js';
import { type Permission, PERMISSIONS } from '../../src/modules/access/permissions.js';
import { SCOPE_DESCRIPTIONS, SCOPE_PERMISSIONS, SCOPES } from '../../src/modules/access/scopes.js';
import type { Executor } from '../../src/db/client.js';
import { accounts } from '../../src/db/schema.js';
import { DomainError } from '../../src/domain/errors.js';
import { createApiKey, createApiKeyAs } from '../../src/modules/api-keys/api-keys.service.js';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { portalSignIn } from '../helpers/portal.js';
import { changeInFlight, settlesWithin } from '../helpers/tenant-lock.js';
import { apiGet, auditEvents, expectProblem, type Organisation, organisation } from './organisation.js';

interface KeyBody {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  account: { id: number; name: string };
  created_by: { id: number; name: string } | null;
  revoked_by: { id: number; name: string } | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  status: 'active' | 'revoked';
  key?: string;
}

interface KeyList {
  keys: KeyBody[];
  scopes: { scope: string; description: string; permission: string | null }[];
  plan_ok: boolean;
  licence_active: boolean;
}

describeEachBackend('portal API keys', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function list(client: { get(url: string): Promise<{ statusCode: number; body: string; json<T>(): T }> }) {
    const response = await client.get('/portal/api/api-keys');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<KeyList>();
  }

  describe('permissions', () => {
    it('refuses managers and workers with 403 permission_denied and creates or revokes nothing', async () => {
      const org = await organisation(t);
      const created = await org.admin.post('/portal/api/api-keys', { name: 'PMS', scopes: ['tasks:read'] });
      const keyId = created.json<KeyBody>().id;
      for (const role of ['manager', 'worker'] as const) {
        const { client } = await org.member(role);
        expectProblem(await client.get('/portal/api/api-keys'), 403, 'permission_denied');
        expectProblem(
          await client.post('/portal/api/api-keys', { name: 'mine', scopes: ['tasks:read'] }),
          403,
          'permission_denied',
        );
        expectProblem(await client.post(`/portal/api/api-keys/${keyId}/revoke`), 403, 'permission_denied');
      }
      const { keys } = await list(org.admin);
      expect(keys.filter((k) => k.created_by !== null).map((k) => [k.id, k.status])).toEqual([[keyId, 'active']]);
    });

    it('binding a key to another account needs accounts.manage', async () => {
      const org = await organisation(t);
      const other = await org.account('technical');
      const actor = { tenantId: org.tenantId, accountId: org.adminId, permissions: ['settings.edit'] as const };
      const error = await createApiKeyAs(t.deps, actor, { name: 'x', scopes: ['tasks:read'], accountId: other }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('permission_denied');
      const own = await createApiKeyAs(t.deps, actor, { name: 'x', scopes: ['tasks:read'] });
      expect(own.account_id).toBe(org.adminId);
    });
  });

  /** Someone signed in to the portal whose custom role grants `permissions`, seeing `propertyIds` (null: all). */
  async function person(org: Organisation, permissions: Permission[], propertyIds: number[] | null = null) {
    const role = await call(t.app, {
      method: 'POST',
      url: '/api/v1/roles',
      key: org.fixture.key,
      body: { name: `Role ${randomUUID().slice(0, 8)}`, permissions },
    });
    expect(role.statusCode, role.body).toBe(201);
    const account = await call(t.app, {
      method: 'POST',
      url: '/api/v1/accounts',
      key: org.fixture.key,
      body: {
        name: `Person ${randomUUID().slice(0, 4)}`,
        email: `${randomUUID()}@example.test`,
        role: role.json<{ id: string }>().id,
        property_ids: propertyIds,
      },
    });
    expect(account.statusCode, account.body).toBe(201);
    const id = account.json<{ id: number }>().id;
    return { id, client: await portalSignIn(t, { tenantId: org.tenantId, accountId: id }) };
  }

  const createdByPortal = async (org: Organisation) =>
    (await list(org.admin)).keys.filter((k) => k.created_by !== null).map((k) => k.id);

  describe('no key holds more than its creator may grant', () => {
    it('binds a key only to an account that holds no permission the person lacks', async () => {
      const org = await organisation(t);
      const { client } = await person(org, ['settings.edit', 'accounts.manage']);
      const technical = await org.account('technical');
      const before = await createdByPortal(org);
      // The admin holds properties.edit and audit.view as well: a key on the admin's account would be a way up.
      const refused = await client.post('/portal/api/api-keys', {
        name: 'Way up',
        scopes: ['accounts:write'],
        account_id: org.adminId,
      });
      expectProblem(refused, 403, 'exceeds_own_rights');
      expect(refused.json<{ detail: string }>().detail).toContain('properties.edit');
      expect(await createdByPortal(org)).toEqual(before);
      // An account holding no more than the person's may carry a key the person makes.
      const allowed = await client.post('/portal/api/api-keys', {
        name: 'PMS',
        scopes: ['accounts:write'],
        account_id: technical,
      });
      expect(allowed.statusCode, allowed.body).toBe(201);
    });

    it('binds a key only to an account that sees no property the person does not', async () => {
      const org = await organisation(t);
      const a = await org.property({ name: 'Harbour View' });
      const b = await org.property({ name: 'Old Mill' });
      const { client } = await org.member('admin', [a]);
      const post = (accountId: number) =>
        client.post('/portal/api/api-keys', { name: 'PMS', scopes: ['properties:read'], account_id: accountId });
      for (const access of ['all', [b], [a, b]] as const) {
        const wider = await org.account('technical', access === 'all' ? 'all' : [...access]);
        const refused = await post(wider);
        expectProblem(refused, 403, 'exceeds_own_rights');
        expect(refused.json<{ detail: string }>().detail).toContain('sees properties');
      }
      expectProblem(await post(org.adminId), 403, 'exceeds_own_rights');
      for (const access of [[a], []]) {
        const within = await org.account('technical', access);
        const response = await post(within);
        expect(response.statusCode, response.body).toBe(201);
      }
    });

    it('checks the bound account under the tenant lock: a demotion in flight is seen', async () => {
      const org = await organisation(t);
      const deputy = await org.member('admin');
      const second = await org.account('admin');
      // Demoted to a role that still may create keys and bind them, but holds less than an admin.
      const keysOnly = await call(t.app, {
        method: 'POST',
        url: '/api/v1/roles',
        key: org.fixture.key,
        body: { name: 'Keys', permissions: ['settings.edit', 'accounts.manage'] },
      });
      const weaker = keysOnly.json<{ id: string }>().id;
      const change = await changeInFlight(t.database, org.tenantId, async (tx: Executor) => {
        await tx
          .update(accounts)
          .set({ role: weaker })
          .where(and(eq(accounts.tenantId, org.tenantId), eq(accounts.id, deputy.id)));
      });
      const request = deputy.client.post('/portal/api/api-keys', {
        name: 'Way up',
        scopes: ['tasks:read'],
        account_id: second,
      });
      const early = await settlesWithin(request, 300);
      await change.commit();
      expect(early, 'the key waits for the tenant lock').toBe(false);
      expectProblem(await request, 403, 'exceeds_own_rights');
    });

    it('the operator binds a key to any account; a person stays bound by their own', async () => {
      const org = await organisation(t);
      const a = await org.property();
      const limited = await org.account('worker', [a]);
      const created = await createApiKey(t.deps, org.tenantId, {
        accountId: org.adminId,
        name: 'Operator',
        scopes: [...SCOPES],
      });
      expect(created.account_id).toBe(org.adminId);
      // createApiKeyAs bounds only people; the operator is not one.
      const error = await createApiKeyAs(
        t.deps,
        { tenantId: org.tenantId, accountId: limited, permissions: ['settings.edit', 'accounts.manage'] },
        { name: 'x', scopes: ['tasks:read'], accountId: org.adminId },
      ).catch((e: unknown) => e);
      expect((error as DomainError).code).toBe('exceeds_own_rights');
    });

    it('refuses a scope its creator lacks the permission for (403 exceeds_own_rights), creating nothing', async () => {
      const org = await organisation(t);
      const property = await org.property();
      // Only "Edit settings": the portal refuses this person property changes ...
      const { client } = await person(org, ['settings.edit']);
      expectProblem(
        await client.patch(`/portal/api/properties/${property}`, { name: 'Renamed' }),
        403,
        'permission_denied',
      );
      const before = await createdByPortal(org);
      // ... so no key of theirs may make them either, nor manage accounts or roles.
      for (const scope of ['properties:write', 'accounts:write', 'accounts:read', 'roles:write'] as const) {
        const refused = await client.post('/portal/api/api-keys', { name: 'Mine', scopes: ['tasks:read', scope] });
        expectProblem(refused, 403, 'exceeds_own_rights');
        const detail = refused.json<{ detail: string }>().detail;
        expect(detail).toContain(`"${SCOPE_PERMISSIONS[scope]}"`);
        expect(detail).toContain(`"${scope}"`);
      }
      expect(await createdByPortal(org)).toEqual(before);
      const free = SCOPES.filter((scope) => [null, 'settings.edit'].includes(SCOPE_PERMISSIONS[scope]));
      const reading = await client.post('/portal/api/api-keys', { name: 'Mine', scopes: free });
      expect(reading.statusCode, reading.body).toBe(201);
      // With the permissions they are granted, on the person's own account, and work on /api/v1.
      const manager = await person(org, ['settings.edit', 'accounts.manage', 'properties.edit']);
      const managing = await manager.client.post('/portal/api/api-keys', {
        name: 'Mine',
        scopes: ['accounts:write', 'accounts:read', 'roles:write', 'properties:write'],
      });
      expect(managing.statusCode, managing.body).toBe(201);
      const key = managing.json<KeyBody>().key ?? '';
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${property}`,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Renamed by key' }),
      });
      expect(patched.statusCode, patched.body).toBe(200);
    });

    it('names for every scope the permission a creator needs, and each is enforced', async () => {
      for (const scope of SCOPES) {
        expect(Object.hasOwn(SCOPE_PERMISSIONS, scope), scope).toBe(true);
        const permission = SCOPE_PERMISSIONS[scope];
        expect(permission === null || (PERMISSIONS as readonly string[]).includes(permission), scope).toBe(true);
      }
      const org = await organisation(t);
      for (const permission of PERMISSIONS.filter((p) => p !== 'settings.edit')) {
        const gated = SCOPES.filter((scope) => SCOPE_PERMISSIONS[scope] === permission);
        const lacking = await person(
          org,
          PERMISSIONS.filter((p) => p !== permission),
        );
        for (const scope of gated) {
          expectProblem(
            await lacking.client.post('/portal/api/api-keys', { name: 'x', scopes: [scope] }),
            403,
            'exceeds_own_rights',
          );
        }
      }
    });
  });

  describe('create', () => {
    it('shows the raw key once; it works on /api/v1 with exactly its scopes and is stored only hashed', async () => {
      const org = await organisation(t);
      const property = await org.property();
      const response = await org.admin.post('/portal/api/api-keys', {
        name: 'PMS production',
        scopes: ['properties:read', 'tasks:read'],
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<KeyBody>();
      const raw = created.key ?? '';
      expect(raw).toMatch(/^ct_live_/);
      expect(raw.startsWith(created.prefix)).toBe(true);
      expect(created).toMatchObject({
        name: 'PMS production',
        scopes: ['properties:read', 'tasks:read'],
        status: 'active',
        account: { id: org.adminId },
        created_by: { id: org.adminId },
      });

      const me = await apiGet(t, raw, '/api/v1/me');
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json<{ key: { scopes: string[] } }>().key.scopes).toEqual(['properties:read', 'tasks:read']);
      expect((await apiGet(t, raw, '/api/v1/properties')).json<{ data: { id: number }[] }>().data[0]?.id).toBe(
        property,
      );
      expectProblem(await apiGet(t, raw, '/api/v1/form-responses'), 403, 'insufficient_scope');

      const listing = await org.admin.get('/portal/api/api-keys');
      expect(listing.body).not.toContain(raw);
      const listed = listing.json<KeyList>().keys.find((k) => k.id === created.id);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('key');
      expect(listed).not.toHaveProperty('key_hash');

      const rows = await t.database.db.execute(sql`select * from api_keys where id = ${created.id}`);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(raw);
      expect(stored).toContain(hashApiKey(raw));
      const audit = await t.database.db.execute(
        sql`select details from audit_events where tenant_id = ${org.tenantId}`,
      );
      expect(JSON.stringify(audit)).not.toContain(raw);
      expect(JSON.stringify(audit)).not.toContain(hashApiKey(raw));
    });

    it('binds a key to another active account of the tenant, and to no deactivated or foreign one', async () => {
      const org = await organisation(t);
      const other = await organisation(t);
      const technical = await org.account('technical', 'all', 'PMS integration');
      const response = await org.admin.post('/portal/api/api-keys', {
        name: 'PMS',
        scopes: ['properties:read'],
        account_id: technical,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<KeyBody>().account).toEqual({ id: technical, name: 'PMS integration' });

      await org.admin.patch(`/portal/api/accounts/${technical}`, { active: false });
      const post = (accountId: number) =>
        org.admin.post('/portal/api/api-keys', { name: 'PMS', scopes: ['tasks:read'], account_id: accountId });
      expectProblem(await post(technical), 422, 'validation_failed');
      const foreign = await post(other.adminId);
      const unknown = await post(Number.MAX_SAFE_INTEGER);
      expectProblem(foreign, 422, 'validation_failed');
      expect(foreign.json<{ errors: unknown }>().errors).toEqual(unknown.json<{ errors: unknown }>().errors);
    });

    it('refuses unknown scopes, unknown fields and an empty name', async () => {
      const org = await organisation(t);
      const post = (body: unknown) => org.admin.post('/portal/api/api-keys', body);
      expectProblem(await post({ name: 'x', scopes: ['tasks:delete'] }), 422, 'validation_failed');
      expectProblem(await post({ name: 'x', scopes: ['tasks:read'], expires: 'never' }), 422, 'validation_failed');
      expectProblem(await post({ name: ' ', scopes: ['tasks:read'] }), 422, 'validation_failed');
      expectProblem(await post({ name: 'x', scopes: [] }), 422, 'validation_failed');
    });
  });

  describe('list', () => {
    it('lists keys newest first with account and creator names, the scope catalogue, plan and licence', async () => {
      const org = await organisation(t);
      const technical = await org.account('technical', 'all', 'Payroll export');
      await org.admin.post('/portal/api/api-keys', { name: 'first', scopes: ['tasks:read'] });
      await org.admin.post('/portal/api/api-keys', { name: 'second', scopes: ['tasks:read'], account_id: technical });
      const body = await list(org.admin);
      const portalKeys = body.keys.filter((k) => k.created_by !== null);
      expect(portalKeys.map((k) => [k.name, k.account.id])).toEqual([
        ['second', technical],
        ['first', org.adminId],
      ]);
      expect(portalKeys[0]?.account.name).toBe('Payroll export');
      // The fixture's key was made by the operator: no creator.
      expect(body.keys.at(-1)?.created_by).toBeNull();
      expect(body.scopes).toEqual(
        SCOPES.map((scope) => ({
          scope,
          description: SCOPE_DESCRIPTIONS[scope],
          permission: SCOPE_PERMISSIONS[scope] ?? null,
        })),
      );
      expect(body.scopes.filter((s) => s.permission !== null).map((s) => [s.scope, s.permission])).toEqual([
        ['properties:write', 'properties.edit'],
        ['roles:write', 'accounts.manage'],
        ['accounts:read', 'accounts.manage'],
        ['accounts:write', 'accounts.manage'],
        ['form_templates:write', 'settings.edit'],
        ['workflows:write', 'settings.edit'],
        ['inspections:read', 'tasks.manage'],
        ['webhooks:read', 'settings.edit'],
        ['webhooks:write', 'settings.edit'],
      ]);
      expect(body.plan_ok).toBe(true);
      expect(body.licence_active).toBe(true);
    });

    it('says when the plan lacks the API or the licence has expired', async () => {
      const basic = await organisation(t, { plan: 'BASIC' });
      expect((await list(basic.admin)).plan_ok).toBe(false);
      const expired = await organisation(t, { licenceValidUntil: '2020-01-31' });
      const body = await list(expired.admin);
      expect(body).toMatchObject({ plan_ok: true, licence_active: false });
    });
  });

  describe('revoke', () => {
    it('revokes at once: the next API call is 401, the key stays listed as revoked, and it is audited', async () => {
      const org = await organisation(t);
      const created = (
        await org.admin.post('/portal/api/api-keys', { name: 'Middleware', scopes: ['properties:read'] })
      ).json<KeyBody>();
      const raw = created.key ?? '';
      expect((await apiGet(t, raw, '/api/v1/me')).statusCode).toBe(200);

      const response = await org.admin.post(`/portal/api/api-keys/${created.id}/revoke`);
      expect(response.statusCode, response.body).toBe(200);
      const revoked = response.json<KeyBody>();
      expect(revoked).toMatchObject({ id: created.id, status: 'revoked', revoked_by: { id: org.adminId } });
      expect(revoked).not.toHaveProperty('key');
      expectProblem(await apiGet(t, raw, '/api/v1/me'), 401, 'unauthenticated');

      const listed = (await list(org.admin)).keys.find((k) => k.id === created.id);
      expect(listed?.status).toBe('revoked');
      expect(listed?.revoked_at).toBe(revoked.revoked_at);

      // Revoking again changes nothing.
      const again = await org.admin.post(`/portal/api/api-keys/${created.id}/revoke`);
      expect(again.json<KeyBody>().revoked_at).toBe(revoked.revoked_at);

      const events = (await auditEvents(org.admin)).filter(
        (e) => e.target_type === 'api_key' && e.target_id === created.id,
      );
      expect(events.map((e) => e.action)).toEqual(['api_key.revoked', 'api_key.created']);
      for (const event of events) {
        expect(event).toMatchObject({
          actor: { id: org.adminId },
          target_id: created.id,
          details: {
            name: 'Middleware',
            prefix: created.prefix,
            scopes: ['properties:read'],
            account_id: org.adminId,
          },
        });
      }
    });

    it('answers 404 for another tenant’s key, which keeps working and stays out of the list', async () => {
      const a = await organisation(t);
      const b = await organisation(t);
      const theirs = (
        await b.admin.post('/portal/api/api-keys', { name: 'B', scopes: ['tasks:read'] })
      ).json<KeyBody>();
      expectProblem(await a.admin.post(`/portal/api/api-keys/${theirs.id}/revoke`), 404, 'not_found');
      expectProblem(await a.admin.post(`/portal/api/api-keys/${Number.MAX_SAFE_INTEGER}/revoke`), 404, 'not_found');
      expect((await apiGet(t, theirs.key ?? '', '/api/v1/me')).statusCode).toBe(200);
      const listing = await a.admin.get('/portal/api/api-keys');
      expect(listing.json<KeyList>().keys.map((k) => k.id)).not.toContain(theirs.id);
      expect(listing.body).not.toContain(theirs.prefix);
      expect((await list(b.admin)).keys.find((k) => k.id === theirs.id)?.status).toBe('active');
    });
  });
});
