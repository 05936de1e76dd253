import { type Static, Type } from '@sinclair/typebox';
import { BUILT_IN_ROLES } from '../../auth/permissions.js';

// The portal's contracts for accounts (Settings → Accounts).

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Role = Type.Union(
  BUILT_IN_ROLES.map((role) => Type.Literal(role)),
  { description: 'One of the built-in roles (GET /portal/api/roles).' },
);
const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

export const PropertyAccessSchema = Type.Union(
  [Type.Literal('all'), Type.Array(Id, { maxItems: 10_000, uniqueItems: true })],
  { description: '"all", or the ids of the properties the account may see.' },
);

export const PortalAccountSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: Type.String(),
    role_name: Type.String(),
    active: Type.Boolean(),
    all_properties: Type.Boolean(),
    property_ids: Type.Array(Type.Integer(), { description: 'The properties it is limited to; empty with all.' }),
    has_password: Type.Boolean({ description: 'False until the person has used an invite link.' }),
    last_sign_in_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const SeatsSchema = Type.Object(
  { used: Type.Integer(), limit: Type.Integer() },
  { additionalProperties: false, description: 'Active accounts that can sign in, against the seat limit.' },
);

export const PortalAccountListSchema = Type.Object(
  { accounts: Type.Array(PortalAccountSchema), seats: SeatsSchema },
  { additionalProperties: false },
);

export const InviteLinkSchema = Type.Object(
  {
    url: Type.String({ description: 'One-time link to set a password; the previous link stops working.' }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const PortalAccountCreateSchema = Type.Object(
  {
    name: Name,
    email: Type.String({ minLength: 3, maxLength: 254 }),
    role: Role,
    properties: Type.Optional(PropertyAccessSchema),
  },
  { additionalProperties: false },
);
export type PortalAccountCreateBody = Static<typeof PortalAccountCreateSchema>;

export const PortalAccountCreatedSchema = Type.Object(
  {
    account: PortalAccountSchema,
    invite: Type.Union([InviteLinkSchema, Type.Null()], {
      description: 'Null for a technical account, which never signs in.',
    }),
  },
  { additionalProperties: false },
);

export const PortalAccountPatchSchema = Type.Object(
  {
    name: Type.Optional(Name),
    role: Type.Optional(Role),
    properties: Type.Optional(PropertyAccessSchema),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PortalAccountPatchBody = Static<typeof PortalAccountPatchSchema>;

export const AccountIdParams = Type.Object({ id: Id }, { additionalProperties: false });
