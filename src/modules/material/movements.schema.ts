import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { correctionDirections, materialMovementTypes } from './material.tables.js';
import { PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';
import { Quantity } from './items.schema.js';

export const MovementTypeSchema = named(
  'MaterialMovementType',
  Type.Union(
    materialMovementTypes.map((type) => Type.Literal(type)),
    {
      description:
        '`receipt`: into the warehouse. `transfer_to_property`: warehouse → property. `transfer_to_warehouse`: property → warehouse. `consumption`: used up at a property. `correction`: a counted difference at the warehouse or a property, up or down, with a reason.',
    },
  ),
);

const DirectionSchema = Type.Union(
  correctionDirections.map((direction) => Type.Literal(direction)),
  { description: 'Corrections only: whether the stock goes up or down by `quantity`.' },
);

export const MaterialMovementSchema = named(
  'MaterialMovement',
  Type.Object(
    {
      id: Type.Integer(),
      uuid: Type.String({ format: 'uuid' }),
      type: MovementTypeSchema,
      item_id: Type.Integer(),
      property_id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The property side of the movement; null for a receipt and for a correction at the warehouse.',
      }),
      quantity: Type.Integer({ minimum: 1, description: 'How much moved, in the item’s unit; always positive.' }),
      direction: Type.Union([DirectionSchema, Type.Null()], { description: 'Corrections only; null otherwise.' }),
      reason: Type.Union([Type.String(), Type.Null()], { description: 'Corrections only; null otherwise.' }),
      note: Type.Union([Type.String(), Type.Null()]),
      request_id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The material request whose delivery booked this transfer.',
      }),
      created_by_account_id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The account of the key (or portal user) that booked it.',
      }),
      created_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 3051,
          uuid: '5d0e7a52-3c1b-4f8e-9a6d-2b7c8e9f0a1b',
          type: 'transfer_to_property',
          item_id: 7,
          property_id: 12,
          quantity: 6,
          direction: null,
          reason: null,
          note: 'Weekly refill',
          request_id: null,
          created_by_account_id: 3,
          created_at: '2026-11-20T14:03:00.000Z',
        },
      ],
    },
  ),
);
export type MaterialMovementDto = Static<typeof MaterialMovementSchema>;

const uuid = Type.Optional(
  Type.String({
    format: 'uuid',
    description:
      'Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.',
  }),
);
const note = Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]));
const propertyId = Id;
const quantity = Quantity('How much, in the item’s unit.');

const receipt = named(
  'MaterialReceipt',
  Type.Object(
    { type: Type.Literal('receipt'), uuid, item_id: Id, quantity, note },
    { additionalProperties: false, title: 'Receipt into the warehouse' },
  ),
);
const atProperty = <T extends 'transfer_to_property' | 'transfer_to_warehouse' | 'consumption'>(
  type: T,
  name: string,
  title: string,
) =>
  named(
    name,
    Type.Object(
      { type: Type.Literal(type), uuid, item_id: Id, property_id: propertyId, quantity, note },
      { additionalProperties: false, title },
    ),
  );
const toProperty = atProperty(
  'transfer_to_property',
  'MaterialTransferToProperty',
  'Transfer from the warehouse to a property',
);
const toWarehouse = atProperty(
  'transfer_to_warehouse',
  'MaterialTransferToWarehouse',
  'Transfer from a property back to the warehouse',
);
const consumption = atProperty('consumption', 'MaterialConsumption', 'Consumption at a property');
const correction = named(
  'MaterialCorrection',
  Type.Object(
    {
      type: Type.Literal('correction'),
      uuid,
      item_id: Id,
      property_id: Type.Optional(
        Type.Union([propertyId, Type.Null()], {
          description: 'The property corrected; null or absent: the warehouse.',
        }),
      ),
      quantity,
      direction: DirectionSchema,
      reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why the stock was wrong.' }),
      note,
    },
    { additionalProperties: false, title: 'Correction after a count' },
  ),
);

const branches = [receipt, toProperty, toWarehouse, consumption, correction] as const;
export type MaterialMovementCreate = Static<(typeof branches)[number]>;

/**
 * One shape per movement type, told apart by `type` (a discriminated oneOf), so a body is
 * checked against the shape it names and errors speak of that shape only. Each shape lists
 * only its own fields and refuses any other (a receipt takes no `property_id`); the outer
 * schema adds nothing but "an object", so generated clients see exactly the five shapes.
 */
export const MaterialMovementCreateSchema = named(
  'MaterialMovementCreate',
  Type.Unsafe<MaterialMovementCreate>({
    // Without it a body that is no object at all would pass: the discriminator looks only at objects.
    type: 'object',
    oneOf: [...branches],
    discriminator: { propertyName: 'type' },
    description: 'The fields depend on `type`; see the shapes below.',
    examples: [
      {
        uuid: '5d0e7a52-3c1b-4f8e-9a6d-2b7c8e9f0a1b',
        type: 'receipt',
        item_id: 7,
        quantity: 120,
        note: 'Delivery note 4471',
      },
      { type: 'transfer_to_property', item_id: 7, property_id: 12, quantity: 6 },
      { type: 'consumption', item_id: 7, property_id: 12, quantity: 2 },
      { type: 'correction', item_id: 7, quantity: 3, direction: 'decrease', reason: 'Stock-take: 3 bottles broken' },
    ],
  }),
);

export const MaterialMovementListQuerySchema = Type.Object(
  {
    ...PageQuery,
    item_id: Type.Optional(Id),
    property_id: Type.Optional(Id),
    type: Type.Optional(MovementTypeSchema),
    request_id: Type.Optional(Id),
    updated_since: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Only movements booked at or after this instant (movements never change once booked).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type MaterialMovementListQuery = Static<typeof MaterialMovementListQuerySchema>;
