import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS } from '../../modules/access/permissions.js';
import {
  PermissionCatalogueSchema,
  RoleCreateSchema,
  RoleIdParams,
  RoleListQuerySchema,
  RolePatchSchema,
  RoleSchema,
} from '../../modules/roles/roles.schema.js';
import { createRole, getRole, listRoles, updateRole } from '../../modules/roles/roles.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { accessOf } from '../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from './pagination-link.js';

const TAGS = ['Roles'];
const READ = { scope: 'roles:read' } as const;
const WRITE = { scope: 'roles:write' } as const;

export function roleRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/roles',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listRoles',
          tags: TAGS,
          summary: 'List roles',
          description:
            'The built-in roles first, in catalogue order, then the tenant’s own roles, oldest first. `updated_since` lists only custom roles changed since then: built-in roles never change.',
          querystring: RoleListQuerySchema,
          response: { 200: pageOf(RoleSchema), ...errorResponses('read', 'insufficient_scope', 'validation_failed') },
        },
      },
      async (request, reply) => sendPage(deps, request, reply, await listRoles(deps, accessOf(request), request.query)),
    );

    app.get(
      '/roles/permissions',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listPermissions',
          tags: TAGS,
          summary: 'List the permission catalogue',
          description: 'Every permission a role can grant, in catalogue order, with what it allows in the portal.',
          response: { 200: PermissionCatalogueSchema, ...errorResponses('read', 'insufficient_scope') },
        },
      },
      async () => ({ data: PERMISSIONS.map((key) => ({ key, description: PERMISSION_DESCRIPTIONS[key] })) }),
    );

    app.post(
      '/roles',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createRole',
          tags: TAGS,
          summary: 'Create a role',
          description:
            'A custom role with permissions from the catalogue. Its name must be unique within the tenant, built-in names included (409 `name_conflict`); it can grant only permissions the key’s own account has (403 `exceeds_own_rights`).',
          body: RoleCreateSchema,
          response: {
            201: RoleSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'exceeds_own_rights',
              'validation_failed',
              'name_conflict',
            ),
          },
        },
      },
      async (request, reply) => {
        const role = await createRole(deps, accessOf(request), request.body);
        return reply
          .code(201)
          .header('location', resourceUrl(deps, request, `/api/v1/roles/${role.id}`))
          .send(role);
      },
    );

    app.get(
      '/roles/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getRole',
          tags: TAGS,
          summary: 'Get one role',
          params: RoleIdParams,
          response: {
            200: RoleSchema,
            ...errorResponses('read', 'insufficient_scope', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => getRole(deps, accessOf(request), request.params.id),
    );

    app.patch(
      '/roles/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateRole',
          tags: TAGS,
          summary: 'Update a role',
          description:
            'Send only the fields to change; `null` clears `description`. Built-in roles are read-only (403 `built_in_role`). A key cannot change the role its own account holds (403 `own_account_locked`), nor a role that grants, or would grant, a permission its account lacks, nor a role held by an account that sees a property the key’s account does not, or every property where the key’s account is limited (403 `exceeds_own_rights`). Accounts holding the role get the new permissions on their next request.',
          params: RoleIdParams,
          body: RolePatchSchema,
          response: {
            200: RoleSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'built_in_role',
              'own_account_locked',
              'exceeds_own_rights',
              'not_found',
              'validation_failed',
              'name_conflict',
            ),
          },
        },
      },
      async (request) => updateRole(deps, accessOf(request), request.params.id, request.body),
    );
  };
}
