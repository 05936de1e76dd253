import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS } from '../../auth/permissions.js';
import { listAllRoles } from '../../modules/roles/roles.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const PermissionKey = Type.Union(PERMISSIONS.map((p) => Type.Literal(p)));

const RolesSchema = Type.Object(
  {
    roles: Type.Array(
      Type.Object(
        {
          key: Type.String({ description: 'A built-in key or a custom role’s `role_<n>`.' }),
          name: Type.String(),
          description: Type.String(),
          permissions: Type.Array(PermissionKey),
          built_in: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
    ),
    permissions: Type.Array(
      Type.Object({ key: PermissionKey, description: Type.String() }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

/** GET /roles: the built-in roles, then the tenant's own, and the permission catalogue. */
export function roleRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/roles',
      {
        config: { portal: { permission: null } },
        schema: { hide: true, response: { 200: RolesSchema } },
      },
      async (request) => ({
        roles: (await listAllRoles(deps.database.db, portalUserOf(request).tenantId)).map((role) => ({
          key: role.key,
          name: role.name,
          description: role.description ?? '',
          permissions: role.permissions,
          built_in: role.builtIn,
        })),
        permissions: PERMISSIONS.map((key) => ({ key, description: PERMISSION_DESCRIPTIONS[key] })),
      }),
    );
  };
}
