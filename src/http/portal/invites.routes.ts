import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../modules/credentials/password.js';
import { acceptInvite, describeInvite } from '../../modules/credentials/invites.service.js';
import type { AppDeps } from '../deps.js';
import type { CsrfTokens } from './portal-auth.js';
import { presentNewSession, SessionBodySchema } from './session-body.js';
import { originOf, SessionKindSchema } from './session.routes.js';

/**
 * The link a person opens to set their password. The token rides in the fragment, which
 * browsers never send to a server, so it cannot end up in an access log on the way.
 */
export function inviteUrl(deps: AppDeps, request: FastifyRequest, token: string): string {
  const base = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${base}/invite#${token}`;
}

const TokenParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

const InviteSchema = Type.Object(
  {
    email: Type.String(),
    name: Type.String(),
    tenant_name: Type.String(),
    purpose: Type.Union([Type.Literal('invite'), Type.Literal('reset')]),
  },
  { additionalProperties: false },
);

const AcceptBody = Type.Object(
  {
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 2 }),
    /** `device` when the link was opened on a phone: the person lands in the field app, signed in while used. */
    kind: Type.Optional(SessionKindSchema),
  },
  { additionalProperties: false },
);

/** GET /invites/:token, POST /invites/:token/accept. */
export function inviteRoutes(deps: AppDeps, csrf: CsrfTokens): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/invites/:token',
      {
        config: { portal: { public: true } },
        schema: { hide: true, params: TokenParams, response: { 200: InviteSchema } },
      },
      async (request) => {
        const invite = await describeInvite(deps, request.params.token);
        return { email: invite.email, name: invite.name, tenant_name: invite.tenantName, purpose: invite.purpose };
      },
    );

    app.post(
      '/invites/:token/accept',
      {
        config: { portal: { public: true } },
        schema: { hide: true, params: TokenParams, body: AcceptBody, response: { 200: SessionBodySchema } },
      },
      async (request, reply) => {
        const created = await acceptInvite(deps, request.params.token, request.body.password, {
          ...originOf(request),
          kind: request.body.kind,
          replacesToken: request.portalPresentedToken,
        });
        return presentNewSession(deps, csrf, request, reply, created);
      },
    );
  };
}
