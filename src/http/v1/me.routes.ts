import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCOPES } from '../../modules/access/scopes.js';
import { DomainError } from '../../domain/errors.js';
import { licenceActive, MODULES, PLANS } from '../../modules/tenants/tenants.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses } from '../openapi-helpers.js';
import { named } from '../../modules/shared/schema-names.js';

const MeSchema = named(
  'Me',
  Type.Object(
    {
      tenant: Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          plan: Type.Union(PLANS.map((p) => Type.Literal(p))),
          licence_valid_until: Type.String({ format: 'date' }),
          licence_active: Type.Boolean({
            description: 'False once the licence date lies in the past: writes get 402.',
          }),
          modules: Type.Array(Type.Union(MODULES.map((m) => Type.Literal(m)))),
        },
        { additionalProperties: false },
      ),
      account: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
      key: Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          prefix: Type.String({ description: 'The first characters of the key, for recognising it.' }),
          scopes: Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s)))),
          created_at: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      examples: [
        {
          tenant: {
            id: 7,
            name: 'Nordlicht Facility Services',
            plan: 'STANDARD',
            licence_valid_until: '2027-11-21',
            licence_active: true,
            modules: ['material'],
          },
          account: { id: 31, name: 'PMS integration' },
          key: {
            id: 4,
            name: 'PMS production',
            prefix: 'ct_live_a1B2',
            scopes: ['tasks:write', 'properties:read'],
            created_at: '2026-11-01T09:00:00.000Z',
          },
        },
      ],
    },
  ),
);

export function meRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/me',
      {
        config: { auth: { scope: null } },
        schema: {
          operationId: 'getMe',
          tags: ['Key'],
          summary: 'The key’s own context',
          description: 'Tenant, bound account and the key itself. Needs no scope: use it as the first test of a key.',
          response: { 200: MeSchema, ...errorResponses('read') },
        },
      },
      async (request) => {
        const p = request.principal;
        if (!p) throw new DomainError('unauthenticated', 'An API key is required.');
        return {
          tenant: {
            id: p.tenantId,
            name: p.tenantName,
            plan: p.plan,
            licence_valid_until: p.licenceValidUntil,
            licence_active: licenceActive(p, deps.clock()),
            modules: p.modules,
          },
          account: { id: p.accountId, name: p.accountName },
          key: {
            id: p.keyId,
            name: p.keyName,
            prefix: p.displayPrefix,
            scopes: p.scopes,
            created_at: p.keyCreatedAt.toISOString(),
          },
        };
      },
    );
  };
}
