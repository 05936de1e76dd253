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
import { type AccountActor, issueInviteLink } from '../../modules/accounts/accounts.manage.js';
import type { InviteLink } from '../../modules/credentials/invites.service.js';
import { TECHNICAL_ROLE } from '../../modules/accounts/accounts.service.js';
import type { AppDeps } from '../deps.js';
import { inviteUrl } from './invites.routes.js';
import { portalUserOf } from './portal-auth.js';

/** The signed-in person as the account services see them: bounded by their own account's rights. */
const actorOf = (request: FastifyRequest): AccountActor => {
  return portalUserOf(request).actor;
};

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
      async (request) => listPortalAccounts(deps.database.db, portalUserOf(request).actor),
    );

    app.post(
      '/accounts',
      {
        config: manage,
        schema: { hide: true, body: PortalAccountCreateSchema, response: { 201: PortalAccountCreatedSchema } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const account = await createPortalAccount(deps, actor, {
          ...request.body,
          properties: request.body.properties ?? 'all',
        });
        const invite =
          account.role === TECHNICAL_ROLE
            ? null
            : presentInvite(request, await issueInviteLink(deps, actor, account.id));
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
      async (request) => updatePortalAccount(deps, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/accounts/:id/invite-link',
      { config: manage, schema: { hide: true, params: AccountIdParams, response: { 200: InviteLinkSchema } } },
      async (request) => presentInvite(request, await issueInviteLink(deps, actorOf(request), request.params.id)),
    );
  };
}
