import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGES } from '../../modules/shared/language.js';
import {
  describeOrganisation,
  LOGO_MAX_BYTES,
  type Organisation,
  organisationLogo,
  removeOrganisationLogo,
  setOrganisationLogo,
  updateOrganisation,
} from '../../modules/tenants/organisation.service.js';
import { DomainError } from '../../domain/errors.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const Language = Type.Union(LANGUAGES.map((l) => Type.Literal(l)));

const OrganisationSchema = Type.Object(
  {
    name: Type.String(),
    timezone: Type.String(),
    language: Language,
    report_reply_to: Type.Union([Type.String(), Type.Null()], {
      description: 'Where replies to report e-mails go (their Reply-To header); null: no Reply-To.',
    }),
    has_logo: Type.Boolean(),
    logo_updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

const OrganisationPatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    language: Type.Optional(Language),
    /** An e-mail address (422 with field code `not_an_email` otherwise), or null to remove it. */
    report_reply_to: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** base64 of a 2 MB picture, and a little room. */
const LogoBody = Type.Object(
  { data: Type.String({ minLength: 1, maxLength: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4 }) },
  { additionalProperties: false },
);

const present = (o: Organisation) => ({
  name: o.name,
  timezone: o.timezone,
  language: o.language,
  report_reply_to: o.reportReplyTo,
  has_logo: o.hasLogo,
  logo_updated_at: o.logoUpdatedAt?.toISOString() ?? null,
});

const edit = { portal: { permission: 'settings.edit' as const } };

/** Settings → Organisation: name, time zone, language and logo. */
export function portalOrganisationRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/organisation',
      { config: { portal: { permission: null } }, schema: { hide: true, response: { 200: OrganisationSchema } } },
      async (request) => present(await describeOrganisation(deps.database.db, portalUserOf(request).tenantId)),
    );

    app.patch(
      '/organisation',
      { config: edit, schema: { hide: true, body: OrganisationPatch, response: { 200: OrganisationSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        const { report_reply_to: reportReplyTo, ...rest } = request.body;
        return present(
          await updateOrganisation(deps, user.tenantId, user.accountId, {
            ...rest,
            ...(reportReplyTo !== undefined ? { reportReplyTo } : {}),
          }),
        );
      },
    );

    app.put(
      '/organisation/logo',
      {
        config: edit,
        bodyLimit: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 1024,
        schema: { hide: true, body: LogoBody, response: { 200: OrganisationSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        await setOrganisationLogo(deps, user.tenantId, user.accountId, Buffer.from(request.body.data, 'base64'));
        return present(await describeOrganisation(deps.database.db, user.tenantId));
      },
    );

    app.delete(
      '/organisation/logo',
      { config: edit, schema: { hide: true, response: { 200: OrganisationSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        await removeOrganisationLogo(deps, user.tenantId, user.accountId);
        return present(await describeOrganisation(deps.database.db, user.tenantId));
      },
    );

    app.get(
      '/organisation/logo',
      { config: { portal: { permission: null } }, schema: { hide: true } },
      async (request, reply) => {
        const logo = await organisationLogo(deps.database.db, portalUserOf(request).tenantId);
        if (!logo) throw new DomainError('not_found', 'The organisation has no logo.');
        return reply
          .type(logo.contentType)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(logo.bytes);
      },
    );
  };
}
