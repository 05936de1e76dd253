import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  createPortalAccount,
  listPortalAccounts,
  updatePortalAccount,
} from '../../modules/accounts/accounts.portal.js';
import {
  AccountIdParams,
  InviteLinkSchema,
  PortalAccountCreatedSchema,
  PortalAccountCreateSchema,
  PortalAccountListSchema,
  PortalAccountPatchSchema,
  PortalAccountSchema,
} from '../../modules/accounts/accounts.schema.js';
import { createInviteLink, type InviteLink } from '../../modules/portal-auth/invites.service.js';
import { TECHNICAL_ROLE } from '../../modules/portal-auth/sessions.service.js';
import type { AppDeps } from '../deps.js';
import { inviteUrl } from './invites.routes.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'accounts.manage' as const } };

/** Settings → Accounts: who may sign in, with which role and which properties. */
export function portalAccountRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const presentInvite = (request: FastifyRequest, invite: InviteLink) => ({
    url: inviteUrl(deps, request, invite.token),
    expires_at: invite.expiresAt.toISOString(),
  });

  return async (app) => {
    app.get(
      '/accounts',
      { config: manage, schema: { hide: true, response: { 200: PortalAccountListSchema } } },
      async (request) => listPortalAccounts(deps.database.db, portalUserOf(request).tenantId),
    );

    app.post(
      '/accounts',
      {
        config: manage,
        schema: { hide: true, body: PortalAccountCreateSchema, response: { 201: PortalAccountCreatedSchema } },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const account = await createPortalAccount(deps, user, {
          ...request.body,
          properties: request.body.properties ?? 'all',
        });
        const invite =
          account.role === TECHNICAL_ROLE
            ? null
            : presentInvite(request, await createInviteLink(deps, user.tenantId, account.id, user.accountId));
        return reply.code(201).send({ account, invite });
      },
    );

    app.patch(
      '/accounts/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: AccountIdParams,
          body: PortalAccountPatchSchema,
          response: { 200: PortalAccountSchema },
        },
      },
      async (request) => updatePortalAccount(deps, portalUserOf(request), request.params.id, request.body),
    );

    app.post(
      '/accounts/:id/invite-link',
      { config: manage, schema: { hide: true, params: AccountIdParams, response: { 200: InviteLinkSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        return presentInvite(request, await createInviteLink(deps, user.tenantId, request.params.id, user.accountId));
      },
    );
  };
}
