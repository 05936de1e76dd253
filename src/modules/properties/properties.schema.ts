import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PageQuery } from '../shared/pagination.js';
import { ID_TEXT, Id } from '../shared/ids.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const AddressFields = {
  street: Nullable(Type.String({ maxLength: 200 })),
  postal_code: Nullable(Type.String({ maxLength: 20 })),
  city: Nullable(Type.String({ maxLength: 100 })),
  country: Nullable(Type.String({ maxLength: 100, description: 'Country name or ISO 3166 code, as you keep it.' })),
};

export const AddressSchema = named('Address', Type.Object(AddressFields, { additionalProperties: false }));
export const AddressInput = Type.Partial(Type.Object(AddressFields), { additionalProperties: false });

export const PropertySchema = named(
  'Property',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      external_id: Type.Union([Type.String(), Type.Null()], {
        description: "Your system's own reference; unique within the tenant.",
      }),
      address: AddressSchema,
      notes: Type.Union([Type.String(), Type.Null()]),
      archived: Type.Boolean(),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 12,
          name: 'Lindenhof residential complex',
          external_id: 'PMS-4711',
          address: { street: 'Lindenstraße 5', postal_code: '10969', city: 'Berlin', country: 'DE' },
          notes: 'Key safe at the rear entrance.',
          archived: false,
          created_at: '2026-03-01T08:00:00.000Z',
          updated_at: '2026-03-01T08:00:00.000Z',
        },
      ],
    },
  ),
);
export type PropertyDto = Static<typeof PropertySchema>;

const name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const externalId = Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]);
const notes = Type.Union([Type.String({ maxLength: 5000 }), Type.Null()]);

export const PropertyCreateSchema = named(
  'PropertyCreate',
  Type.Object(
    {
      name,
      external_id: Type.Optional(externalId),
      address: Type.Optional(AddressInput),
      notes: Type.Optional(notes),
    },
    {
      additionalProperties: false,
      examples: [
        {
          name: 'Lindenhof residential complex',
          external_id: 'PMS-4711',
          address: { street: 'Lindenstraße 5', postal_code: '10969', city: 'Berlin', country: 'DE' },
        },
      ],
    },
  ),
);
export type PropertyCreate = Static<typeof PropertyCreateSchema>;

export const PropertyPatchSchema = named(
  'PropertyPatch',
  Type.Object(
    {
      name: Type.Optional(name),
      external_id: Type.Optional(externalId),
      address: Type.Optional(AddressInput),
      notes: Type.Optional(notes),
      archived: Type.Optional(Type.Boolean({ description: 'Archive instead of delete; false brings it back.' })),
    },
    { additionalProperties: false, examples: [{ archived: true }, { address: { city: 'Potsdam' } }] },
  ),
);
export type PropertyPatch = Static<typeof PropertyPatchSchema>;

export const PropertyListQuerySchema = Type.Object(
  {
    ...PageQuery,
    external_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only properties changed at or after this instant.' }),
    ),
    archived: Type.Optional(Type.Boolean({ description: 'true: only archived; false: only active; unset: both.' })),
  },
  { additionalProperties: false },
);
export type PropertyListQuery = Static<typeof PropertyListQuerySchema>;

export const PropertyIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** The portal's property list: the API's paging and archived filter, plus a search. */
export const PortalPropertyListQuerySchema = Type.Object(
  {
    ...PageQuery,
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Part of the name, external id or city, in any case.' }),
    ),
    archived: Type.Optional(Type.Boolean({ description: 'true: only archived; false: only active; unset: both.' })),
  },
  { additionalProperties: false },
);
export type PortalPropertyListQuery = Static<typeof PortalPropertyListQuerySchema>;

/** How the portal's property table can be sorted; `-` first: descending. */
export const PROPERTY_SORTS = ['name', '-name', 'city', '-city', 'external_id', '-external_id'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const PortalPropertyTableQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    archived: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union(PROPERTY_SORTS.map((s) => Type.Literal(s)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    client: Type.Optional(
      Type.String({
        pattern: `^(none|${ID_TEXT})$`,
        description: 'Only the properties of this client id; `none`: only those without a client.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PortalPropertyTableQuery = Static<typeof PortalPropertyTableQuerySchema>;

// Coordinates are the portal's and the field app's (nearest property first), not the API's.
const Latitude = Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()], {
  description: 'Degrees north (−90 to 90); null: none. Given together with longitude.',
});
const Longitude = Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()], {
  description: 'Degrees east (−180 to 180); null: none. Given together with latitude.',
});
const LocationFields = { latitude: Type.Optional(Latitude), longitude: Type.Optional(Longitude) };
// The client a property belongs to is the portal's too.
const ClientField = {
  client_id: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'The client it belongs to; null: none.',
    }),
  ),
};

/** A property as the portal shows it: the API's fields and where it is, if known. */
export const PortalPropertySchema = Type.Object(
  {
    ...PropertySchema.properties,
    latitude: Type.Union([Type.Number(), Type.Null()]),
    longitude: Type.Union([Type.Number(), Type.Null()]),
    client_id: Type.Union([Type.Integer(), Type.Null()]),
    client_name: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type PortalPropertyDto = Static<typeof PortalPropertySchema>;

export const PortalPropertyCreateSchema = Type.Object(
  { ...PropertyCreateSchema.properties, ...LocationFields, ...ClientField },
  { additionalProperties: false },
);
export type PortalPropertyCreate = Static<typeof PortalPropertyCreateSchema>;

export const PortalPropertyPatchSchema = Type.Object(
  { ...PropertyPatchSchema.properties, ...LocationFields, ...ClientField },
  { additionalProperties: false },
);
export type PortalPropertyPatch = Static<typeof PortalPropertyPatchSchema>;
