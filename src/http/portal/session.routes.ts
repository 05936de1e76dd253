import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../auth/password.js';
import { setupInstallation } from '../../modules/portal-auth/setup.service.js';
import { deleteSession, type SessionOrigin } from '../../modules/portal-auth/sessions.service.js';
import { CONCURRENT_SIGN_INS, signIn } from '../../modules/portal-auth/sign-in.service.js';
import { Semaphore } from '../../modules/shared/semaphore.js';
import type { AppDeps } from '../deps.js';
import { clearSessionCookie, type CsrfTokens, portalUserOf } from './portal-auth.js';
import { presentNewSession, presentSession, SessionBodySchema } from './session-body.js';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 2 });

const SetupBody = Type.Object(
  {
    organisation_name: Text(200),
    timezone: Type.String({ minLength: 1, maxLength: 100 }),
    name: Text(200),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Password,
  },
  { additionalProperties: false },
);

const SignInBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Password,
    tenant_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

/** Where a request came from, kept with the session it starts. */
export function originOf(request: FastifyRequest): SessionOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** GET /session, POST /setup, POST /sign-in, POST /sign-out. */
export function sessionRoutes(deps: AppDeps, csrf: CsrfTokens): FastifyPluginAsyncTypebox {
  const hashSlots = new Semaphore(CONCURRENT_SIGN_INS);
  return async (app) => {
    app.get(
      '/session',
      {
        config: { portal: { public: true } },
        schema: { hide: true, response: { 200: SessionBodySchema } },
      },
      async (request, reply) => presentSession(deps, csrf, request, reply, request.portalSession),
    );

    app.post(
      '/setup',
      {
        config: { portal: { public: true } },
        schema: { hide: true, body: SetupBody, response: { 201: SessionBodySchema } },
      },
      async (request, reply) => {
        const body = request.body;
        const created = await setupInstallation(
          deps,
          {
            organisationName: body.organisation_name,
            timezone: body.timezone,
            name: body.name,
            email: body.email,
            password: body.password,
          },
          originOf(request),
        );
        const session = await presentNewSession(deps, csrf, request, reply, created);
        return reply.code(201).send(session);
      },
    );

    app.post(
      '/sign-in',
      {
        config: { portal: { public: true } },
        schema: { hide: true, body: SignInBody, response: { 200: SessionBodySchema } },
      },
      async (request, reply) => {
        const created = await signIn(
          { database: deps.database, clock: deps.clock, limiter: deps.limiter, hashSlots },
          {
            email: request.body.email,
            password: request.body.password,
            tenantId: request.body.tenant_id,
            replacesToken: request.portalPresentedToken,
            ...originOf(request),
          },
        );
        return presentNewSession(deps, csrf, request, reply, created);
      },
    );

    app.post(
      '/sign-out',
      {
        config: { portal: { permission: null } },
        schema: { hide: true },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        await deleteSession(deps.database.db, user.tenantId, user.sessionId);
        clearSessionCookie(request, reply);
        return reply.code(204).send();
      },
    );
  };
}
