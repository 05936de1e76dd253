import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../modules/credentials/password.js';
import { setupInstallation } from '../../modules/credentials/setup.service.js';
import { deleteSession, SESSION_KINDS, type SessionOrigin } from '../../modules/credentials/sessions.service.js';
import { CONCURRENT_SIGN_INS, signIn } from '../../modules/credentials/sign-in.service.js';
import { Id } from '../../modules/shared/ids.js';
import { Semaphore } from '../../modules/shared/semaphore.js';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../../domain/errors.js';
import { requestPasswordReset } from '../../modules/credentials/invites.service.js';
import { resetMailContent } from '../../modules/credentials/reset-mail.js';
import { LANGUAGES } from '../../modules/shared/language.js';
import { findTenant } from '../../modules/tenants/tenants.service.js';
import { queueMail } from '../../platform/mail/outgoing.js';
import { clearSessionCookie, type CsrfTokens, portalUserOf } from './portal-auth.js';
import { presentNewSession, presentSession, SessionBodySchema } from './session-body.js';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 2 });

/** `device`: the field app on a phone, signed in while used; `browser` (the default): the portal's rules. */
export const SessionKindSchema = Type.Union(SESSION_KINDS.map((k) => Type.Literal(k)));

const SetupBody = Type.Object(
  {
    organisation_name: Text(200),
    timezone: Type.String({ minLength: 1, maxLength: 100 }),
    name: Text(200),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Password,
    language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false },
);

const ResetBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);

/** Reset mails asked for: per address and per client, in 15 minutes. */
const RESETS_PER_ADDRESS = 3;
const RESETS_PER_IP = 20;
const RESET_WINDOW_MS = 15 * 60 * 1000;

const SignInBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Password,
    tenant_id: Type.Optional(Id),
    kind: Type.Optional(SessionKindSchema),
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
            ...(body.language === undefined ? {} : { language: body.language }),
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
            kind: request.body.kind,
          },
        );
        return presentNewSession(deps, csrf, request, reply, created);
      },
    );

    app.post(
      '/password-reset',
      {
        config: { portal: { public: true } },
        schema: {
          hide: true,
          body: ResetBody,
          response: { 202: Type.Object({ status: Type.Literal('sent_if_known') }, { additionalProperties: false }) },
        },
      },
      async (request, reply) => {
        const publicUrl = deps.config.publicUrl;
        if (publicUrl === undefined) {
          throw new DomainError(
            'service_unavailable',
            'Password reset by e-mail needs PUBLIC_URL, the address people open the portal at; ask an admin for a new invite link.',
          );
        }
        const email = request.body.email.trim().toLowerCase();
        const attempt = await deps.limiter.reserve([
          { key: `portal:reset:address:${email}`, limit: RESETS_PER_ADDRESS, windowMs: RESET_WINDOW_MS },
          { key: `portal:reset:ip:${request.ip}`, limit: RESETS_PER_IP, windowMs: RESET_WINDOW_MS },
        ]);
        if (!attempt.allowed) {
          throw new DomainError('rate_limited', 'Too many reset requests; try again later.', {
            retryAfterSeconds: attempt.retryAfterSeconds,
          });
        }
        await requestPasswordReset(
          deps,
          email,
          (token) => `${publicUrl}/invite#${token}`,
          async (tx, tenantId, mail) => {
            const tenant = await findTenant(tx, tenantId);
            const content = resetMailContent(mail, tenant?.timezone ?? 'Europe/Berlin');
            await queueMail(tx, deps.clock, {
              tenantId,
              purpose: 'account.password_reset',
              to: [mail.to],
              subject: content.subject,
              text: content.text,
            });
          },
        );
        // The same answer whether or not the address has an account.
        return reply.code(202).send({ status: 'sent_if_known' });
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
