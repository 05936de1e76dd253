import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUILT_IN_ROLES, PERMISSION_DESCRIPTIONS, PERMISSIONS, ROLE_DEFINITIONS } from '../../auth/permissions.js';

const PermissionKey = Type.Union(PERMISSIONS.map((p) => Type.Literal(p)));

const RolesSchema = Type.Object(
  {
    roles: Type.Array(
      Type.Object(
        {
          key: Type.Union(BUILT_IN_ROLES.map((r) => Type.Literal(r))),
          name: Type.String(),
          description: Type.String(),
          permissions: Type.Array(PermissionKey),
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

/** GET /roles: the built-in roles and the permission catalogue, from src/auth/permissions.ts. */
export function roleRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/roles',
      {
        config: { portal: { permission: null } },
        schema: { hide: true, response: { 200: RolesSchema } },
      },
      async () => ({
        roles: BUILT_IN_ROLES.map((key) => {
          const role = ROLE_DEFINITIONS[key];
          return { key, name: role.name, description: role.description, permissions: [...role.permissions] };
        }),
        permissions: PERMISSIONS.map((key) => ({ key, description: PERMISSION_DESCRIPTIONS[key] })),
      }),
    );
  };
}
