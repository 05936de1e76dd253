import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSWORD_MAX_LENGTH } from '../../modules/credentials/password.js';
import { DomainError } from '../../domain/errors.js';
import { updateOwnProfile } from '../../modules/accounts/accounts.service.js';
import { changeOwnPassword } from '../../modules/credentials/password.service.js';
import { LANGUAGES } from '../../modules/shared/language.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const ProfilePatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    language: Type.Optional(Type.Union([...LANGUAGES.map((l) => Type.Literal(l)), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);

const ProfileSchema = Type.Object(
  {
    name: Type.String(),
    email: Type.String(),
    language: Type.Union([...LANGUAGES.map((l) => Type.Literal(l)), Type.Null()]),
  },
  { additionalProperties: false },
);

const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 2 });
const PasswordChange = Type.Object(
  { current_password: Password, new_password: Password },
  { additionalProperties: false },
);

/** Wrong current passwords per account before it has to wait: guessing through a stolen session stays slow. */
const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** The signed-in person's own profile: name, language, password. */
export function portalProfileRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  return async (app) => {
    app.patch(
      '/profile',
      { config: self, schema: { hide: true, body: ProfilePatch, response: { 200: ProfileSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        const account = await updateOwnProfile(deps, user.tenantId, user.accountId, request.body);
        return { name: account.name, email: account.email, language: account.language };
      },
    );

    app.post(
      '/profile/password',
      { config: self, schema: { hide: true, body: PasswordChange } },
      async (request, reply) => {
        const user = portalUserOf(request);
        const budget = await deps.limiter.hit(
          `portal:password-change:${user.tenantId}:${user.accountId}`,
          PASSWORD_TRIES,
          PASSWORD_WINDOW_MS,
        );
        if (!budget.allowed) {
          throw new DomainError('rate_limited', 'Too many attempts; try again later.', {
            retryAfterSeconds: Math.max(1, budget.resetSeconds),
          });
        }
        await changeOwnPassword(deps, user, request.body.current_password, request.body.new_password);
        return reply.code(204).send();
      },
    );
  };
}
