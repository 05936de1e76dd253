import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { CheckedInteger, Id } from '../shared/ids.js';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const OptionalText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
const Day = Type.String({ format: 'date' });

export const PatrolRouteIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const PatrolCheckpointParams = Type.Object({ id: Id, checkpointId: Id }, { additionalProperties: false });
export const PatrolScheduleParams = Type.Object({ id: Id, scheduleId: Id }, { additionalProperties: false });

export const PatrolRouteListQuerySchema = Type.Object(
  { property_id: Type.Optional(Id) },
  { additionalProperties: false },
);

export const PatrolRouteSummarySchema = named(
  'PatrolRouteSummary',
  Type.Object(
    {
      id: Type.Integer(),
      property_id: Type.Integer(),
      property_name: Type.String(),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      active: Type.Boolean(),
      checkpoint_count: Type.Integer({ description: 'Checkpoints not retired.' }),
      schedule_count: Type.Integer({ description: 'Active schedules.' }),
    },
    { additionalProperties: false },
  ),
);
export type PatrolRouteSummaryDto = Static<typeof PatrolRouteSummarySchema>;

export const PatrolCheckpointSchema = named(
  'PatrolCheckpoint',
  Type.Object(
    {
      id: Type.Integer(),
      position: Type.Integer(),
      name: Type.String(),
      location_hint: Type.Union([Type.String(), Type.Null()]),
      instructions: Type.Union([Type.String(), Type.Null()]),
      qr_token: Type.String(),
      nfc_tag_id: Type.Union([Type.String(), Type.Null()]),
      manual_code: Type.String(),
      retired_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);
export type PatrolCheckpointDto = Static<typeof PatrolCheckpointSchema>;

export const PatrolScheduleSchema = named(
  'PatrolSchedule',
  Type.Object(
    {
      id: Type.Integer(),
      weekdays: Type.Array(Type.Integer(), { description: 'ISO weekdays: 1 = Monday … 7 = Sunday.' }),
      start_times: Type.Array(Type.String(), { description: 'HH:MM in the tenant’s time zone.' }),
      window_minutes: Type.Integer(),
      grace_minutes: Type.Integer(),
      valid_from: Type.Union([Day, Type.Null()]),
      valid_to: Type.Union([Day, Type.Null()]),
      active: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
);
export type PatrolScheduleDto = Static<typeof PatrolScheduleSchema>;

export const PatrolRouteDetailSchema = named(
  'PatrolRouteDetail',
  Type.Object(
    {
      id: Type.Integer(),
      property_id: Type.Integer(),
      property_name: Type.String(),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      active: Type.Boolean(),
      checkpoints: Type.Array(PatrolCheckpointSchema, { description: 'By position; retired ones last.' }),
      schedules: Type.Array(PatrolScheduleSchema),
    },
    { additionalProperties: false },
  ),
);
export type PatrolRouteDetailDto = Static<typeof PatrolRouteDetailSchema>;

export const PatrolRouteCreateSchema = Type.Object(
  { property_id: Id, name: Name, description: Type.Optional(OptionalText(2000)) },
  { additionalProperties: false },
);
export type PatrolRouteCreate = Static<typeof PatrolRouteCreateSchema>;

export const PatrolRouteUpdateSchema = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(OptionalText(2000)),
    active: Type.Optional(Type.Boolean({ description: 'false retires the route: no new rounds.' })),
  },
  { additionalProperties: false },
);
export type PatrolRouteUpdate = Static<typeof PatrolRouteUpdateSchema>;

export const PatrolCheckpointCreateSchema = Type.Object(
  {
    name: Name,
    location_hint: Type.Optional(OptionalText(500)),
    instructions: Type.Optional(OptionalText(2000)),
    nfc_tag_id: Type.Optional(OptionalText(100)),
  },
  { additionalProperties: false },
);
export type PatrolCheckpointCreate = Static<typeof PatrolCheckpointCreateSchema>;

export const PatrolCheckpointUpdateSchema = Type.Object(
  {
    name: Type.Optional(Name),
    location_hint: Type.Optional(OptionalText(500)),
    instructions: Type.Optional(OptionalText(2000)),
    nfc_tag_id: Type.Optional(OptionalText(100)),
    retired: Type.Optional(Type.Boolean({ description: 'true retires the checkpoint; false brings it back.' })),
  },
  { additionalProperties: false },
);
export type PatrolCheckpointUpdate = Static<typeof PatrolCheckpointUpdateSchema>;

export const PatrolCheckpointOrderSchema = Type.Object(
  {
    checkpoint_ids: Type.Array(Id, {
      maxItems: 500,
      description: 'Every checkpoint of the route that is not retired, in the new order.',
    }),
  },
  { additionalProperties: false },
);
export type PatrolCheckpointOrder = Static<typeof PatrolCheckpointOrderSchema>;

const ScheduleFields = {
  // Ranges checked by the service, which names every problem of a schedule at once.
  weekdays: Type.Array(CheckedInteger, { maxItems: 7 }),
  start_times: Type.Array(Type.String(), { maxItems: 48 }),
  window_minutes: CheckedInteger,
  grace_minutes: Type.Optional(CheckedInteger),
  valid_from: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  valid_to: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
};

export const PatrolScheduleCreateSchema = Type.Object(ScheduleFields, { additionalProperties: false });
export type PatrolScheduleCreate = Static<typeof PatrolScheduleCreateSchema>;

export const PatrolScheduleUpdateSchema = Type.Partial(Type.Object(ScheduleFields), { additionalProperties: false });
export type PatrolScheduleUpdate = Static<typeof PatrolScheduleUpdateSchema>;
