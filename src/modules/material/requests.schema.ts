import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { materialRequestStatuses } from './material.tables.js';
import { PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';
import { Quantity } from './items.schema.js';

export const MAX_REQUEST_LINES = 100;

export const RequestStatusSchema = named(
  'MaterialRequestStatus',
  Type.Union(
    materialRequestStatuses.map((status) => Type.Literal(status)),
    {
      description:
        'requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line.',
    },
  ),
);

const LineSchema = Type.Object(
  { item_id: Type.Integer(), quantity: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

const accountId = (description: string) => Type.Union([Type.Integer(), Type.Null()], { description });
const instant = (description: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

export const MaterialRequestSchema = named(
  'MaterialRequest',
  Type.Object(
    {
      id: Type.Integer(),
      uuid: Type.String({ format: 'uuid' }),
      property_id: Type.Integer(),
      status: RequestStatusSchema,
      note: Type.Union([Type.String(), Type.Null()]),
      lines: Type.Array(LineSchema, { description: 'What is asked for, one line per item, in the order given.' }),
      requested_by_account_id: accountId('Who asked.'),
      decided_by_account_id: accountId('Who approved or rejected it.'),
      decided_at: instant('When it was approved or rejected.'),
      delivered_by_account_id: accountId('Who delivered it.'),
      delivered_at: instant('When it was delivered.'),
      received_by_account_id: accountId('Who confirmed at the property that the delivery arrived (field app).'),
      received_at: instant('When the delivery was confirmed at the property.'),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 41,
          uuid: '0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a',
          property_id: 12,
          status: 'approved',
          note: 'Running low before the holiday season.',
          lines: [
            { item_id: 7, quantity: 6 },
            { item_id: 9, quantity: 200 },
          ],
          requested_by_account_id: 5,
          decided_by_account_id: 3,
          decided_at: '2026-11-20T09:12:00.000Z',
          delivered_by_account_id: null,
          delivered_at: null,
          received_by_account_id: null,
          received_at: null,
          created_at: '2026-11-19T16:40:00.000Z',
          updated_at: '2026-11-20T09:12:00.000Z',
        },
      ],
    },
  ),
);
export type MaterialRequestDto = Static<typeof MaterialRequestSchema>;

export const MaterialRequestCreateSchema = named(
  'MaterialRequestCreate',
  Type.Object(
    {
      uuid: Type.Optional(
        Type.String({
          format: 'uuid',
          description:
            'Your id for this request. Same uuid and payload again: 200 with the existing request; same uuid, other payload: 409 uuid_conflict.',
        }),
      ),
      property_id: Id,
      note: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
      lines: Type.Array(
        Type.Object(
          { item_id: Id, quantity: Quantity('How much, in the item’s unit.') },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: MAX_REQUEST_LINES, description: 'Each item at most once.' },
      ),
    },
    {
      additionalProperties: false,
      examples: [
        {
          uuid: '0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a',
          property_id: 12,
          note: 'Running low before the holiday season.',
          lines: [
            { item_id: 7, quantity: 6 },
            { item_id: 9, quantity: 200 },
          ],
        },
      ],
    },
  ),
);
export type MaterialRequestCreate = Static<typeof MaterialRequestCreateSchema>;

export const MaterialRequestPatchSchema = named(
  'MaterialRequestPatch',
  Type.Object(
    {
      status: Type.Union(
        materialRequestStatuses.map((status) => Type.Literal(status)),
        {
          description:
            'The status to move to. Allowed: requested → approved, requested → rejected, approved → delivered; the current status again changes nothing. Anything else is 409 invalid_transition.',
        },
      ),
    },
    { additionalProperties: false, examples: [{ status: 'approved' }, { status: 'delivered' }] },
  ),
);
export type MaterialRequestPatch = Static<typeof MaterialRequestPatchSchema>;

export const MaterialRequestListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    status: Type.Optional(RequestStatusSchema),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only requests changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type MaterialRequestListQuery = Static<typeof MaterialRequestListQuerySchema>;
