import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';

/** Largest quantity one movement, request line or minimum may name. */
export const MAX_QUANTITY = 1_000_000_000;

export const Quantity = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_QUANTITY, description });

const name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const sku = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '\\S',
  description:
    'Stock-keeping unit: unique within the tenant, compared without regard to letter case; leading and trailing spaces are dropped.',
});
const UNIT_DESCRIPTION =
  'What one counts in: `piece`, `l`, `ml`, `kg`, `roll`… Quantities are whole numbers of it, so pick one fine enough (`ml` rather than `l` for refills).';
const unit = (description = UNIT_DESCRIPTION) =>
  Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', description });
const category = Type.Union([Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), Type.Null()], {
  description: 'Free grouping, e.g. `Cleaning agents`.',
});
const minStock = Type.Integer({
  minimum: 0,
  maximum: MAX_QUANTITY,
  description:
    'Minimum stock per location: a stock row holding less is `below_minimum`. 0 (the default) turns the warning off.',
});

export const MaterialItemSchema = named(
  'MaterialItem',
  Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      sku: Type.String(),
      unit: Type.String(),
      category: Type.Union([Type.String(), Type.Null()]),
      min_stock: Type.Integer(),
      active: Type.Boolean({
        description:
          'Inactive items take no receipts and no transfers to properties; stock already there can still be requested, delivered, moved back, consumed or corrected.',
      }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 7,
          name: 'Glass cleaner 1 l',
          sku: 'GC-1000',
          unit: 'piece',
          category: 'Cleaning agents',
          min_stock: 10,
          active: true,
          created_at: '2026-03-01T08:00:00.000Z',
          updated_at: '2026-03-01T08:00:00.000Z',
        },
      ],
    },
  ),
);
export type MaterialItemDto = Static<typeof MaterialItemSchema>;

export const MaterialItemCreateSchema = named(
  'MaterialItemCreate',
  Type.Object(
    {
      name,
      sku,
      unit: unit(),
      category: Type.Optional(category),
      min_stock: Type.Optional(minStock),
      active: Type.Optional(Type.Boolean({ description: 'Defaults to true.' })),
    },
    {
      additionalProperties: false,
      examples: [
        { name: 'Glass cleaner 1 l', sku: 'GC-1000', unit: 'piece', category: 'Cleaning agents', min_stock: 10 },
      ],
    },
  ),
);
export type MaterialItemCreate = Static<typeof MaterialItemCreateSchema>;

export const MaterialItemPatchSchema = named(
  'MaterialItemPatch',
  Type.Object(
    {
      name: Type.Optional(name),
      sku: Type.Optional(sku),
      unit: Type.Optional(
        unit(
          `${UNIT_DESCRIPTION} It cannot change once the item has movements: that would change what the booked quantities mean.`,
        ),
      ),
      category: Type.Optional(category),
      min_stock: Type.Optional(minStock),
      active: Type.Optional(
        Type.Boolean({ description: 'There is no DELETE: deactivate instead; true brings it back.' }),
      ),
    },
    { additionalProperties: false, examples: [{ min_stock: 20 }, { active: false }] },
  ),
);
export type MaterialItemPatch = Static<typeof MaterialItemPatchSchema>;

export const MaterialItemListQuerySchema = Type.Object(
  {
    ...PageQuery,
    sku: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Exact SKU, any letter case.' })),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Exact category.' })),
    active: Type.Optional(Type.Boolean({ description: 'true: only active; false: only inactive; unset: both.' })),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only items changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type MaterialItemListQuery = Static<typeof MaterialItemListQuerySchema>;

export const MaterialIdParams = Type.Object({ id: Id }, { additionalProperties: false });
