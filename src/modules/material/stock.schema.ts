import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';

const itemId = Type.Integer();
const levelFields = {
  quantity: Type.Integer({ minimum: 0, description: 'In the item’s unit; never below zero.' }),
  min_stock: Type.Integer({ description: 'The item’s minimum stock, copied here for convenience.' }),
  below_minimum: Type.Boolean({ description: '`quantity` is less than `min_stock`.' }),
  updated_at: Type.String({ format: 'date-time', description: 'When a movement last changed this stock.' }),
};

export const PropertyStockSchema = named(
  'PropertyStock',
  Type.Object(
    { item_id: itemId, property_id: Type.Integer(), ...levelFields },
    {
      additionalProperties: false,
      examples: [
        {
          item_id: 7,
          property_id: 12,
          quantity: 4,
          min_stock: 10,
          below_minimum: true,
          updated_at: '2026-11-20T14:03:00.000Z',
        },
      ],
    },
  ),
);
export type PropertyStockDto = Static<typeof PropertyStockSchema>;

export const WarehouseStockSchema = named(
  'WarehouseStock',
  Type.Object(
    { item_id: itemId, ...levelFields },
    {
      additionalProperties: false,
      examples: [
        { item_id: 7, quantity: 140, min_stock: 10, below_minimum: false, updated_at: '2026-11-20T14:03:00.000Z' },
      ],
    },
  ),
);
export type WarehouseStockDto = Static<typeof WarehouseStockSchema>;

const belowMinimum = Type.Boolean({
  description: 'true: only stock below the item’s minimum; false: only stock at or above it; unset: both.',
});
const updatedSince = Type.String({
  format: 'date-time',
  description: 'Only stock a movement changed at or after this instant.',
});

export const PropertyStockListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    item_id: Type.Optional(Id),
    below_minimum: Type.Optional(belowMinimum),
    updated_since: Type.Optional(updatedSince),
  },
  { additionalProperties: false },
);
export type PropertyStockListQuery = Static<typeof PropertyStockListQuerySchema>;

export const WarehouseStockListQuerySchema = Type.Object(
  {
    ...PageQuery,
    item_id: Type.Optional(Id),
    below_minimum: Type.Optional(belowMinimum),
    updated_since: Type.Optional(updatedSince),
  },
  { additionalProperties: false },
);
export type WarehouseStockListQuery = Static<typeof WarehouseStockListQuerySchema>;
