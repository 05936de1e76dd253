import { type Static, Type } from '@sinclair/typebox';
import { Id } from '../shared/ids.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** At most this many contact e-mail addresses per client. */
export const MAX_CONTACT_EMAILS = 20;

const AddressFields = {
  street: Nullable(Type.String({ maxLength: 200 })),
  postal_code: Nullable(Type.String({ maxLength: 20 })),
  city: Nullable(Type.String({ maxLength: 100 })),
  country: Nullable(Type.String({ maxLength: 100 })),
};

export const ClientSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    address: Type.Object(AddressFields, { additionalProperties: false }),
    contact_name: Type.Union([Type.String(), Type.Null()]),
    contact_emails: Type.Array(Type.String()),
    notes: Type.Union([Type.String(), Type.Null()]),
    archived: Type.Boolean(),
    /** How many properties belong to the client (archived ones included). */
    property_count: Type.Integer(),
    /** Whether the client has its own report branding (otherwise the tenant default applies). */
    has_branding: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ClientDto = Static<typeof ClientSchema>;

export const ClientDetailSchema = Type.Object(
  {
    ...ClientSchema.properties,
    properties: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          city: Type.Union([Type.String(), Type.Null()]),
          archived: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ClientDetailDto = Static<typeof ClientDetailSchema>;

const name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const contactEmails = Type.Array(Type.String({ maxLength: 254 }), {
  description: `At most ${MAX_CONTACT_EMAILS}; stored lower-cased, duplicates dropped.`,
});

export const ClientCreateSchema = Type.Object(
  {
    name,
    address: Type.Optional(Type.Partial(Type.Object(AddressFields), { additionalProperties: false })),
    contact_name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    contact_emails: Type.Optional(contactEmails),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  },
  { additionalProperties: false },
);
export type ClientCreate = Static<typeof ClientCreateSchema>;

export const ClientPatchSchema = Type.Object(
  {
    name: Type.Optional(name),
    address: ClientCreateSchema.properties.address,
    contact_name: ClientCreateSchema.properties.contact_name,
    contact_emails: ClientCreateSchema.properties.contact_emails,
    notes: ClientCreateSchema.properties.notes,
    archived: Type.Optional(Type.Boolean({ description: 'Archive instead of delete; false brings it back.' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ClientPatch = Static<typeof ClientPatchSchema>;

export const ClientListQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the name, city or a contact e-mail.' })),
    archived: Type.Optional(Type.Boolean({ description: 'true: only archived; false: only active; unset: both.' })),
  },
  { additionalProperties: false },
);
export type ClientListQuery = Static<typeof ClientListQuerySchema>;

export const ClientIdParams = Type.Object({ id: Id }, { additionalProperties: false });
