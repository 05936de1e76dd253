import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createManagedAccount,
  getAccount,
  issueInviteLink,
  listAccounts,
  updateManagedAccount,
} from '../../modules/accounts/accounts.manage.js';
import {
  AccountCreateSchema,
  AccountIdParams,
  AccountListQuerySchema,
  AccountPatchSchema,
  AccountSchema,
  InviteLinkRequestSchema,
  InviteLinkSchema,
} from '../../modules/accounts/accounts.schema.js';
import { type PropertyAccess } from '../../modules/access/property-access.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { accessOf } from '../plugins/api-key-auth.js';
import { inviteUrl } from '../portal/invites.routes.js';
import { resourceUrl, sendPage } from './pagination-link.js';

const TAGS = ['Accounts'];
const READ = { scope: 'accounts:read' } as const;
const WRITE = { scope: 'accounts:write' } as const;
const POINTERS = { properties: '/property_ids' };

/** `property_ids` as a property access: null is every property; undefined when it is left out. */
function accessFromBody(body: { property_ids?: number[] | null }): PropertyAccess | undefined {
  return body.property_ids === null ? 'all' : body.property_ids;
}

export function accountRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const actorOf = accessOf;

    app.get(
      '/accounts',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listAccounts',
          tags: TAGS,
          summary: 'List accounts',
          description:
            'The tenant’s accounts, oldest first, whatever the key’s property access. Filter by `email` to find a person; use `updated_since` to sync changes.',
          querystring: AccountListQuerySchema,
          response: {
            200: pageOf(AccountSchema),
            ...errorResponses('read', 'insufficient_scope', 'validation_failed'),
          },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listAccounts(deps.database.db, accessOf(request).tenantId, request.query)),
    );

    app.post(
      '/accounts',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createAccount',
          tags: TAGS,
          summary: 'Create an account',
          description:
            '`property_ids` limits the account to those properties; null, or leaving it out, gives it every property (also those added later). The account takes a licence seat unless its role is `technical` (409 `seat_limit_reached` when none is free). The key can grant only what its own account has: a role whose permissions it holds, and properties it sees (403 `exceeds_own_rights`, `property_access_denied`). The person signs in after setting a password through an invite link (`POST /accounts/{id}/invite-link`).',
          body: AccountCreateSchema,
          response: {
            201: AccountSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'exceeds_own_rights',
              'property_access_denied',
              'validation_failed',
              'email_conflict',
              'seat_limit_reached',
            ),
          },
        },
      },
      async (request, reply) => {
        const { name, email, role } = request.body;
        const account = await createManagedAccount(
          deps,
          actorOf(request),
          { name, email, role, properties: accessFromBody(request.body) ?? 'all' },
          POINTERS,
        );
        return reply
          .code(201)
          .header('location', resourceUrl(deps, request, `/api/v1/accounts/${account.id}`))
          .send(account);
      },
    );

    app.get(
      '/accounts/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getAccount',
          tags: TAGS,
          summary: 'Get one account',
          params: AccountIdParams,
          response: {
            200: AccountSchema,
            ...errorResponses('read', 'insufficient_scope', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => getAccount(deps.database.db, accessOf(request).tenantId, request.params.id),
    );

    app.patch(
      '/accounts/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateAccount',
          tags: TAGS,
          summary: 'Update an account',
          description:
            'Send only the fields to change; an account as read, without its read-only fields (`id`, `role_name`, `has_password`, `last_sign_in_at`, `created_at`, `updated_at`), is accepted as well. `property_ids` limits the account to those properties, null opens every property, leaving it out keeps the access. There is no DELETE: set `active: false`; deactivation ends the person’s portal sessions and stops the account’s keys. A key cannot change its own account’s role, access or active flag (403 `own_account_locked`), nor an account that holds more than its own (403 `exceeds_own_rights`). The last active admin stays (409 `last_admin`); reactivating takes a seat (409 `seat_limit_reached`).',
          params: AccountIdParams,
          body: AccountPatchSchema,
          response: {
            200: AccountSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'own_account_locked',
              'exceeds_own_rights',
              'property_access_denied',
              'not_found',
              'validation_failed',
              'email_conflict',
              'seat_limit_reached',
              'last_admin',
            ),
          },
        },
      },
      async (request) => {
        const { name, email, role, active } = request.body;
        return updateManagedAccount(
          deps,
          actorOf(request),
          request.params.id,
          { name, email, role, active, properties: accessFromBody(request.body) },
          POINTERS,
        );
      },
    );

    app.post(
      '/accounts/:id/invite-link',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createInviteLink',
          tags: TAGS,
          summary: 'Make an invite link',
          description:
            'A one-time link to the portal where the person sets a password, valid for seven days; a new link makes the previous one stop working. The body is `{}`. A technical account never signs in and a deactivated one must be reactivated first (422). A key cannot make a link for its own account (403 `own_account_locked`) or for an account that holds more than its own (403 `exceeds_own_rights`).',
          params: AccountIdParams,
          body: InviteLinkRequestSchema,
          response: {
            201: InviteLinkSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'own_account_locked',
              'exceeds_own_rights',
              'not_found',
              'validation_failed',
            ),
          },
        },
      },
      async (request, reply) => {
        const invite = await issueInviteLink(deps, actorOf(request), request.params.id);
        return reply
          .code(201)
          .send({ url: inviteUrl(deps, request, invite.token), expires_at: invite.expiresAt.toISOString() });
      },
    );
  };
}
