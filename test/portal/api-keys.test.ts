import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/auth/apiKey.js';
import { SCOPE_DESCRIPTIONS, SCOPES } from '../../src/auth/scopes.js';
import { DomainError } from '../../src/domain/errors.js';
import { createApiKeyAs } from '../../src/modules/api-keys/api-keys.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { apiGet, auditEvents, expectProblem, organisation } from './organisation.js';

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
  scopes: { scope: string; description: string }[];
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
      expect(body.scopes).toEqual(SCOPES.map((scope) => ({ scope, description: SCOPE_DESCRIPTIONS[scope] })));
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
