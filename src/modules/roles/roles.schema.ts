import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { BUILT_IN_ROLES, PERMISSION_DESCRIPTIONS, PERMISSIONS } from '../access/permissions.js';
import { PageQuery } from '../shared/pagination.js';

/** A role's id: a built-in role's key, or `role_<n>` for a custom role. */
export const ROLE_ID_PATTERN = `^(${BUILT_IN_ROLES.join('|')}|role_[1-9][0-9]{0,14})$`;

export const RoleId = (description: string) =>
  Type.String({ minLength: 1, maxLength: 40, pattern: ROLE_ID_PATTERN, description, examples: ['role_12'] });

const PermissionName = Type.Union(
  PERMISSIONS.map((permission) => Type.Literal(permission, { description: PERMISSION_DESCRIPTIONS[permission] })),
  { description: `A permission of the catalogue (\`GET /roles/permissions\`): ${PERMISSIONS.join(', ')}.` },
);

const name = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  description:
    'Unique within the tenant, compared without regard to letter case, the built-in roles’ names included; leading and trailing spaces are dropped.',
});
const description = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], {
  description: 'What the role is for, shown next to it in the portal.',
});
const permissions = Type.Array(PermissionName, {
  maxItems: PERMISSIONS.length,
  uniqueItems: true,
  description: 'What the role grants. Answers list them in catalogue order.',
});

export const RoleSchema = named(
  'Role',
  Type.Object(
    {
      id: Type.String({
        description: 'A built-in role’s key (`admin`, `manager`, `worker`, `technical`) or `role_<n>`.',
      }),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      permissions: Type.Array(Type.Union(PERMISSIONS.map((p) => Type.Literal(p))), {
        description: 'In catalogue order.',
      }),
      built_in: Type.Boolean({ description: 'Built-in roles are defined by the product and cannot be changed.' }),
      created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'Null for built-in roles.',
      }),
      updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'Null for built-in roles.',
      }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 'role_12',
          name: 'Shift lead',
          description: 'Runs a shift: edits properties, reads the audit log.',
          permissions: ['properties.edit', 'audit.view'],
          built_in: false,
          created_at: '2026-03-01T08:00:00.000Z',
          updated_at: '2026-03-01T08:00:00.000Z',
        },
      ],
    },
  ),
);
export type RoleDto = Static<typeof RoleSchema>;

export const RoleCreateSchema = named(
  'RoleCreate',
  Type.Object(
    { name, description: Type.Optional(description), permissions },
    {
      additionalProperties: false,
      examples: [{ name: 'Shift lead', description: 'Runs a shift.', permissions: ['properties.edit', 'audit.view'] }],
    },
  ),
);
export type RoleCreate = Static<typeof RoleCreateSchema>;

export const RolePatchSchema = named(
  'RolePatch',
  Type.Object(
    { name: Type.Optional(name), description: Type.Optional(description), permissions: Type.Optional(permissions) },
    { additionalProperties: false, examples: [{ permissions: ['properties.edit'] }, { description: null }] },
  ),
);
export type RolePatch = Static<typeof RolePatchSchema>;

export const RoleListQuerySchema = Type.Object(
  {
    ...PageQuery,
    built_in: Type.Optional(
      Type.Boolean({ description: 'true: only the built-in roles; false: only custom roles; unset: both.' }),
    ),
    updated_since: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'Only custom roles changed at or after this instant; built-in roles never change and are left out.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RoleListQuery = Static<typeof RoleListQuerySchema>;

export const RoleIdParams = Type.Object(
  { id: RoleId('A built-in role’s key or a custom role’s `role_<n>`.') },
  { additionalProperties: false },
);

export const PermissionCatalogueSchema = named(
  'PermissionCatalogue',
  Type.Object(
    {
      data: Type.Array(
        Type.Object(
          {
            key: Type.Union(PERMISSIONS.map((p) => Type.Literal(p))),
            description: Type.String(),
          },
          { additionalProperties: false },
        ),
      ),
    },
    {
      additionalProperties: false,
      examples: [{ data: [{ key: 'properties.edit', description: PERMISSION_DESCRIPTIONS['properties.edit'] }] }],
    },
  ),
);
