import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS } from '../../modules/access/permissions.js';
import {
  createRole,
  deleteRole,
  listAllRoles,
  type ResolvedRole,
  updateRole,
} from '../../modules/roles/roles.service.js';
import { RoleCreateSchema, RoleIdParams, RolePatchSchema } from '../../modules/roles/roles.schema.js';
import { roleHolderCounts } from '../../modules/accounts/accounts.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const PermissionKey = Type.Union(PERMISSIONS.map((p) => Type.Literal(p)));

const PortalRoleSchema = Type.Object(
  {
    key: Type.String({ description: 'A built-in key or a custom role’s `role_<n>`.' }),
    name: Type.String(),
    description: Type.String(),
    permissions: Type.Array(PermissionKey),
    built_in: Type.Boolean(),
    /** How many accounts (active or not) hold the role. */
    holders: Type.Integer(),
  },
  { additionalProperties: false },
);

const presentRole = (role: ResolvedRole, holders: Map<string, number>) => ({
  key: role.key,
  name: role.name,
  description: role.description ?? '',
  permissions: role.permissions,
  built_in: role.builtIn,
  holders: holders.get(role.key) ?? 0,
});

const manage = { portal: { permission: 'accounts.manage' as const } };

const RolesSchema = Type.Object(
  {
    roles: Type.Array(PortalRoleSchema),
    permissions: Type.Array(
      Type.Object({ key: PermissionKey, description: Type.String() }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

/**
 * GET /roles: the built-in roles, then the tenant's own, and the permission catalogue.
 * Settings → Roles creates, changes and deletes the tenant's own (accounts.manage), with the
 * same rules as the API: never more than the acting account holds.
 */
export function roleRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/roles',
      {
        config: { portal: { permission: null } },
        schema: { hide: true, response: { 200: RolesSchema } },
      },
      async (request) => {
        const tenantId = portalUserOf(request).tenantId;
        const [all, holders] = await Promise.all([
          listAllRoles(deps.database.db, tenantId),
          roleHolderCounts(deps.database.db, tenantId),
        ]);
        return {
          roles: all.map((role) => presentRole(role, holders)),
          permissions: PERMISSIONS.map((key) => ({ key, description: PERMISSION_DESCRIPTIONS[key] })),
        };
      },
    );

    app.post(
      '/roles',
      { config: manage, schema: { hide: true, body: RoleCreateSchema, response: { 201: PortalRoleSchema } } },
      async (request, reply) => {
        const role = await createRole(deps, portalUserOf(request).actor, request.body);
        return reply.code(201).send({
          key: role.id,
          name: role.name,
          description: role.description ?? '',
          permissions: role.permissions,
          built_in: false,
          holders: 0,
        });
      },
    );

    app.patch(
      '/roles/:id',
      {
        config: manage,
        schema: { hide: true, params: RoleIdParams, body: RolePatchSchema, response: { 200: PortalRoleSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        const role = await updateRole(deps, user.actor, request.params.id, request.body);
        const holders = await roleHolderCounts(deps.database.db, user.tenantId);
        return {
          key: role.id,
          name: role.name,
          description: role.description ?? '',
          permissions: role.permissions,
          built_in: role.built_in,
          holders: holders.get(role.id) ?? 0,
        };
      },
    );

    app.delete(
      '/roles/:id',
      { config: manage, schema: { hide: true, params: RoleIdParams } },
      async (request, reply) => {
        await deleteRole(deps, portalUserOf(request).actor, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
