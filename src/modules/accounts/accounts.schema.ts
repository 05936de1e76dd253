import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PageQuery } from '../shared/pagination.js';
import { ROLE_ID_PATTERN } from '../roles/roles.schema.js';
import { Id } from '../shared/ids.js';

// The contracts for accounts: the portal's (Settings → Accounts) and the API's (/accounts).

const Role = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: ROLE_ID_PATTERN,
  description: 'A built-in role (`admin`, `manager`, `worker`, `technical`) or a custom role’s id (`role_<n>`).',
});
const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  format: 'email',
  description: 'Unique within the tenant, compared without regard to letter case.',
});

export const PropertyAccessSchema = named(
  'PropertyAccess',
  Type.Union([Type.Literal('all'), Type.Array(Id, { maxItems: 10_000, uniqueItems: true })], {
    description: '"all", or the ids of the properties the account may see.',
  }),
);

export const AccountSchema = named(
  'Account',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      role: Type.String({ description: 'The role’s id: a built-in key or `role_<n>`.' }),
      role_name: Type.String(),
      active: Type.Boolean({ description: 'Only active accounts sign in and have working keys.' }),
      property_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
        description:
          'The properties the account is limited to, in ascending order (an empty list: none), or null: it sees every property of the tenant, also those added later.',
      }),
      has_password: Type.Boolean({ description: 'False until the person has used an invite link.' }),
      last_sign_in_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 31,
          name: 'Anna Berger',
          email: 'anna.berger@example.com',
          role: 'role_12',
          role_name: 'Shift lead',
          active: true,
          property_ids: [12, 14],
          has_password: true,
          last_sign_in_at: '2026-03-02T07:45:00.000Z',
          created_at: '2026-03-01T08:00:00.000Z',
          updated_at: '2026-03-01T08:00:00.000Z',
        },
      ],
    },
  ),
);
export type AccountDto = Static<typeof AccountSchema>;

/** The portal shows the same account as the API. */
export const PortalAccountSchema = AccountSchema;

export const SeatsSchema = named(
  'Seats',
  Type.Object(
    { used: Type.Integer(), limit: Type.Integer() },
    { additionalProperties: false, description: 'Active accounts that can sign in, against the seat limit.' },
  ),
);

export const PortalAccountListSchema = Type.Object(
  { accounts: Type.Array(PortalAccountSchema), seats: SeatsSchema },
  { additionalProperties: false },
);

export const InviteLinkSchema = named(
  'InviteLink',
  Type.Object(
    {
      url: Type.String({
        description:
          'One-time link to the portal where the person sets a password; the previous link stops working. Hand it to the person only.',
      }),
      expires_at: Type.String({ format: 'date-time', description: 'Seven days after it was made.' }),
    },
    {
      additionalProperties: false,
      examples: [{ url: 'https://ops.example.com/invite#3q2-7wEXAMPLEtoken', expires_at: '2026-03-08T08:00:00.000Z' }],
    },
  ),
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

// The API's bodies: property access in the one field the account shows, as on form
// templates and workflow rules (`property_ids`, null = every property).

const propertyIds = (absent: string) =>
  Type.Union([Type.Array(Id, { maxItems: 10_000, uniqueItems: true }), Type.Null()], {
    description: `The properties the account may see: a list limits it to those (an empty list: to none), null opens every property of the tenant, also those added later. ${absent} A key whose account sees only some properties cannot send null (403 \`exceeds_own_rights\`), and each id must be a property it sees (403 \`property_access_denied\`); one that does not exist or is another tenant’s is 422.`,
  });

export const AccountCreateSchema = named(
  'AccountCreate',
  Type.Object(
    {
      name: Name,
      email: Email,
      role: Role,
      property_ids: Type.Optional(propertyIds('Left out: every property.')),
    },
    {
      additionalProperties: false,
      examples: [
        { name: 'Anna Berger', email: 'anna.berger@example.com', role: 'worker', property_ids: [12, 14] },
        { name: 'PMS integration', email: 'pms@example.com', role: 'technical', property_ids: null },
      ],
    },
  ),
);
export type AccountCreate = Static<typeof AccountCreateSchema>;

export const AccountPatchSchema = named(
  'AccountPatch',
  Type.Object(
    {
      name: Type.Optional(Name),
      email: Type.Optional(Email),
      role: Type.Optional(Role),
      property_ids: Type.Optional(propertyIds('Left out: unchanged.')),
      active: Type.Optional(
        Type.Boolean({ description: 'There is no DELETE: deactivate instead; true brings it back.' }),
      ),
    },
    {
      additionalProperties: false,
      examples: [{ role: 'role_12' }, { property_ids: [12] }, { property_ids: null }, { active: false }],
    },
  ),
);
export type AccountPatch = Static<typeof AccountPatchSchema>;

export const AccountListQuerySchema = Type.Object(
  {
    ...PageQuery,
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: 'Exact address, any letter case.' })),
    role: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Only accounts with this role id.' })),
    active: Type.Optional(Type.Boolean({ description: 'true: only active; false: only deactivated; unset: both.' })),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only accounts changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type AccountListQuery = Static<typeof AccountListQuerySchema>;

export const InviteLinkRequestSchema = named(
  'InviteLinkRequest',
  Type.Object({}, { additionalProperties: false, description: 'No fields: send `{}`.', examples: [{}] }),
);
