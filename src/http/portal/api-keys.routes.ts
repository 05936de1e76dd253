import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCOPE_DESCRIPTIONS, SCOPE_PERMISSIONS, SCOPES } from '../../modules/access/scopes.js';
import {
  ApiKeyIdParams,
  CreatedApiKeySchema,
  PortalApiKeyCreateSchema,
  PortalApiKeyListSchema,
  PortalApiKeySchema,
} from '../../modules/api-keys/api-keys.schema.js';
import {
  createApiKeyAs,
  getPortalApiKey,
  listPortalApiKeys,
  revokeApiKey,
} from '../../modules/api-keys/api-keys.service.js';
import { findTenant, licenceActive, planAllowsApi } from '../../modules/tenants/tenants.service.js';
import { notFound } from '../../domain/errors.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const settings = { portal: { permission: 'settings.edit' as const } };

const SCOPE_LIST = SCOPES.map((scope) => ({
  scope,
  description: SCOPE_DESCRIPTIONS[scope],
  permission: SCOPE_PERMISSIONS[scope] ?? null,
}));

/** Settings → Integrations: the tenant's REST API keys. */
export function portalApiKeyRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api-keys',
      { config: settings, schema: { hide: true, response: { 200: PortalApiKeyListSchema } } },
      async (request) => {
        const { tenantId } = portalUserOf(request);
        const tenant = await findTenant(deps.database.db, tenantId);
        if (!tenant) throw notFound('Tenant');
        return {
          keys: await listPortalApiKeys(deps.database.db, tenantId),
          scopes: SCOPE_LIST,
          plan_ok: planAllowsApi(tenant.plan),
          licence_active: licenceActive(tenant, deps.clock()),
        };
      },
    );

    app.post(
      '/api-keys',
      {
        config: settings,
        schema: { hide: true, body: PortalApiKeyCreateSchema, response: { 201: CreatedApiKeySchema } },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const { name, scopes, account_id: accountId } = request.body;
        const created = await createApiKeyAs(deps, user, { name, scopes, accountId });
        const listed = await getPortalApiKey(deps.database.db, user.tenantId, created.id);
        return reply.code(201).send({ ...listed, key: created.key });
      },
    );

    app.post(
      '/api-keys/:id/revoke',
      { config: settings, schema: { hide: true, params: ApiKeyIdParams, response: { 200: PortalApiKeySchema } } },
      async (request) => {
        const user = portalUserOf(request);
        await revokeApiKey(deps, user.tenantId, request.params.id, user);
        return getPortalApiKey(deps.database.db, user.tenantId, request.params.id);
      },
    );
  };
}
