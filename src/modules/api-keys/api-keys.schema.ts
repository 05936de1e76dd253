import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PERMISSIONS } from '../access/permissions.js';
import { SCOPES } from '../access/scopes.js';
import { Id } from '../shared/ids.js';

// The portal's contracts for API keys (Settings → Integrations).

const Scope = Type.Union(SCOPES.map((scope) => Type.Literal(scope)));
const AccountRef = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });

const keyFields = {
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  account_id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key, for recognising it.' }),
  scopes: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked')]),
};

const portalKeyFields = {
  ...keyFields,
  account: AccountRef,
  created_by: Type.Union([AccountRef, Type.Null()], { description: 'Null for keys the operator made.' }),
  revoked_by: Type.Union([AccountRef, Type.Null()]),
};

export const PortalApiKeySchema = Type.Object(portalKeyFields, { additionalProperties: false });

export const PortalApiKeyListSchema = Type.Object(
  {
    keys: Type.Array(PortalApiKeySchema),
    scopes: Type.Array(
      Type.Object(
        {
          scope: Type.String(),
          description: Type.String(),
          permission: Type.Union([Type.Union(PERMISSIONS.map((key) => Type.Literal(key))), Type.Null()], {
            description:
              'The portal permission a person needs to put this scope on a key; null for none beyond settings.edit.',
          }),
        },
        { additionalProperties: false },
      ),
    ),
    plan_ok: Type.Boolean({ description: 'The plan includes the REST API (STANDARD or better).' }),
    licence_active: Type.Boolean({ description: 'False once the licence has expired: keys can only read.' }),
  },
  { additionalProperties: false },
);

export const CreatedApiKeySchema = named(
  'CreatedApiKey',
  Type.Object(
    { ...portalKeyFields, key: Type.String({ description: 'The raw key: shown here once and never again.' }) },
    { additionalProperties: false },
  ),
);

export const PortalApiKeyCreateSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    scopes: Type.Array(Scope, { minItems: 1, maxItems: SCOPES.length, uniqueItems: true }),
    account_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type PortalApiKeyCreate = Static<typeof PortalApiKeyCreateSchema>;

export const ApiKeyIdParams = Type.Object({ id: Id }, { additionalProperties: false });
