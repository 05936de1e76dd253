import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BuiltInRole } from '../../src/modules/access/permissions.js';
import { createAccount, type PropertyAccess } from '../../src/modules/accounts/accounts.service.js';
import { type Plan, updateTenant } from '../../src/modules/tenants/tenants.service.js';
import { createPropertyVia, makeTenant, type TenantFixture, type TestApp } from '../helpers/harness.js';
import { type PortalClient, portalSignIn } from '../helpers/portal.js';

/** A tenant with its first admin signed in to the portal. */
export interface Organisation {
  fixture: TenantFixture;
  tenantId: number;
  adminId: number;
  admin: PortalClient;
  /** Makes an account with a role (directly, as the operator would) and returns its id. */
  account(role: BuiltInRole, properties?: PropertyAccess, name?: string): Promise<number>;
  /** Makes an account with a role and signs it in. */
  member(role: BuiltInRole, properties?: PropertyAccess): Promise<{ id: number; client: PortalClient }>;
  /** Creates a property through the API and returns its id. */
  property(body?: Record<string, unknown>): Promise<number>;
}

export async function organisation(
  t: TestApp,
  options: { seatLimit?: number; plan?: Plan; licenceValidUntil?: string } = {},
): Promise<Organisation> {
  const fixture = await makeTenant(t.deps, {
    ...(options.plan !== undefined ? { plan: options.plan } : {}),
    ...(options.licenceValidUntil !== undefined ? { licenceValidUntil: options.licenceValidUntil } : {}),
  });
  const tenantId = fixture.tenant.id;
  if (options.seatLimit !== undefined) await updateTenant(t.deps, tenantId, { seatLimit: options.seatLimit });
  const admin = await portalSignIn(t, { tenantId, accountId: fixture.accountId });
  const account = async (role: BuiltInRole, properties: PropertyAccess = 'all', name?: string) =>
    (
      await createAccount(t.deps, tenantId, {
        email: `${role}-${randomUUID().slice(0, 8)}@example.test`,
        name: name ?? `${role} ${randomUUID().slice(0, 4)}`,
        role,
        properties,
      })
    ).id;
  return {
    fixture,
    tenantId,
    adminId: fixture.accountId,
    admin,
    account,
    member: async (role, properties) => {
      const id = await account(role, properties);
      return { id, client: await portalSignIn(t, { tenantId, accountId: id }) };
    },
    property: (body = {}) => createPropertyVia(t.app, fixture.key, body),
  };
}

/** Asserts a problem response with its status and code. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ code: string }>().code).toBe(code);
}

/** Calls the API with a key, as an integrator would. */
export function apiGet(t: TestApp, key: string, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
}

export interface AuditEventBody {
  id: number;
  at: string;
  actor: { id: number; name: string } | null;
  action: string;
  sentence: string;
  target_type: string;
  target_id: number | null;
  details: Record<string, unknown>;
}

/** The newest audit events of the client's tenant (first page). */
export async function auditEvents(client: PortalClient): Promise<AuditEventBody[]> {
  const response = await client.get('/portal/api/audit-events');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuditEventBody[] }>().data;
}
