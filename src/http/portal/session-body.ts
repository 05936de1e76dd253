import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../modules/access/permissions.js';
import { DomainError } from '../../domain/errors.js';
import { setupRequired } from '../../modules/credentials/setup.service.js';
import { countSeatsUsed } from '../../modules/accounts/accounts.service.js';
import { findLiveSession, type NewSession, type SessionPrincipal } from '../../modules/credentials/sessions.service.js';
import { licenceActive, MODULES, planAllowsApi, PLANS } from '../../modules/tenants/tenants.service.js';
import type { AppDeps } from '../deps.js';
import { describeOrganisation } from '../../modules/tenants/organisation.service.js';
import { LANGUAGES } from '../../modules/shared/language.js';

const Language = Type.Union(LANGUAGES.map((l) => Type.Literal(l)));
import { type CsrfTokens, setSessionCookie } from './portal-auth.js';

export const SessionUserSchema = Type.Object(
  {
    account_id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: Type.String(),
    role_name: Type.String(),
    permissions: Type.Array(Type.Union(PERMISSIONS.map((p) => Type.Literal(p)))),
    language: Type.Union([Language, Type.Null()], {
      description: 'The person’s own language; null: the organisation’s.',
    }),
    tenant: Type.Object(
      {
        id: Type.Integer(),
        name: Type.String(),
        timezone: Type.String(),
        language: Language,
        has_logo: Type.Boolean(),
        plan: Type.Union(PLANS.map((p) => Type.Literal(p))),
        api_available: Type.Boolean({ description: 'The plan includes the REST API.' }),
        modules: Type.Array(Type.Union(MODULES.map((m) => Type.Literal(m))), {
          description: 'The optional modules the organisation has; their screens show only with them.',
        }),
        licence_valid_until: Type.String({ format: 'date' }),
        licence_active: Type.Boolean(),
        seat_limit: Type.Integer(),
        seats_used: Type.Integer({ description: 'Active accounts that can sign in (all but technical ones).' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const SessionBodySchema = Type.Object(
  {
    setup_required: Type.Boolean(),
    support_contact: Type.Union([Type.String(), Type.Null()], {
      description: 'Where to ask for a plan change (SUPPORT_CONTACT): an e-mail address or a URL.',
    }),
    password_reset_available: Type.Boolean({
      description: 'Reset links can be sent: PUBLIC_URL is set, so the links point at this installation.',
    }),
    csrf_token: Type.String({ description: 'Send it as X-CSRF-Token on every POST, PATCH, PUT and DELETE.' }),
    user: Type.Union([SessionUserSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type SessionBody = Static<typeof SessionBodySchema>;

async function presentUser(deps: AppDeps, session: SessionPrincipal): Promise<Static<typeof SessionUserSchema>> {
  return {
    account_id: session.accountId,
    name: session.name,
    email: session.email,
    role: session.role,
    role_name: session.roleName,
    permissions: [...session.permissions],
    language: session.language,
    tenant: {
      id: session.tenantId,
      name: session.tenantName,
      timezone: session.timezone,
      language: session.tenantLanguage,
      has_logo: (await describeOrganisation(deps.database.db, session.tenantId)).hasLogo,
      plan: session.plan,
      api_available: planAllowsApi(session.plan),
      modules: [...session.modules],
      licence_valid_until: session.licenceValidUntil,
      licence_active: licenceActive(session, deps.clock()),
      seat_limit: session.seatLimit,
      seats_used: await countSeatsUsed(deps.database.db, session.tenantId),
    },
  };
}

/** The session body for this request's own session (or for nobody). */
export async function presentSession(
  deps: AppDeps,
  csrf: CsrfTokens,
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionPrincipal | undefined,
): Promise<SessionBody> {
  return {
    setup_required: session === undefined ? await setupRequired(deps) : false,
    password_reset_available: deps.config.publicUrl !== undefined,
    support_contact: deps.config.supportContact ?? null,
    csrf_token: csrf.issue(request, reply, session?.tokenHash),
    user: session === undefined ? null : await presentUser(deps, session),
  };
}

/** Hands the browser a freshly issued session and answers with its session body. */
export async function presentNewSession(
  deps: AppDeps,
  csrf: CsrfTokens,
  request: FastifyRequest,
  reply: FastifyReply,
  created: NewSession,
): Promise<SessionBody> {
  const session = await findLiveSession(deps.database.db, created.tokenHash, deps.clock());
  if (!session) throw new DomainError('internal_error', 'The new session could not be read back.');
  setSessionCookie(request, reply, created.token, created.kind);
  return presentSession(deps, csrf, request, reply, session);
}
