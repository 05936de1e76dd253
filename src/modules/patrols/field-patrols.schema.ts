import { type Static, Type } from '@sinclair/typebox';
import { checkpointMethods } from './patrols.tables.js';
import { Id } from '../shared/ids.js';

// The field app's view of patrols (portal routes under /portal/api/field/patrols).

const Instant = Type.String({ format: 'date-time' });
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const FieldCheckpointSchema = Type.Object(
  {
    id: Type.Integer(),
    position: Type.Integer(),
    name: Type.String(),
    location_hint: NullableText,
    instructions: NullableText,
    // No codes: the phone sends what it read and the server checks it (docs/patrols.md).
  },
  { additionalProperties: false },
);

export const FieldRouteSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    property_id: Type.Integer(),
    property_name: Type.String(),
    checkpoints: Type.Array(FieldCheckpointSchema),
  },
  { additionalProperties: false },
);

export const FieldOccurrenceSchema = Type.Object(
  {
    schedule_id: Type.Integer(),
    route_id: Type.Integer(),
    planned_start: Instant,
    window_end: Instant,
    late_after: Instant,
    /** A round was already started for it. */
    taken: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const FieldRoundSchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    route_id: Type.Integer(),
    property_id: Type.Integer(),
    schedule_id: Type.Union([Type.Integer(), Type.Null()]),
    planned_start: Type.Union([Instant, Type.Null()]),
    status: Type.Union([Type.Literal('in_progress'), Type.Literal('ended')]),
    started_at: Instant,
    ended_at: Type.Union([Instant, Type.Null()]),
    /** The checkpoints scanned so far, in scan order (a checkpoint may appear twice). */
    scanned_checkpoint_ids: Type.Array(Type.Integer()),
  },
  { additionalProperties: false },
);
export type FieldRoundDto = Static<typeof FieldRoundSchema>;

export const FieldPatrolsSchema = Type.Object(
  {
    routes: Type.Array(FieldRouteSchema),
    occurrences: Type.Array(FieldOccurrenceSchema),
    /** The person's rounds still in progress. */
    open_rounds: Type.Array(FieldRoundSchema),
  },
  { additionalProperties: false },
);
export type FieldPatrolsDto = Static<typeof FieldPatrolsSchema>;

const ClientUuid = Type.String({ format: 'uuid', description: 'The phone’s id: sending it again changes nothing.' });

export const FieldRoundStartSchema = Type.Object(
  {
    uuid: ClientUuid,
    route_id: Id,
    schedule_id: Type.Optional(Id),
    planned_start: Type.Optional(Instant),
    started_at: Type.Optional(Type.String({ format: 'date-time', description: 'The phone’s time of the tap.' })),
  },
  { additionalProperties: false },
);
export type FieldRoundStart = Static<typeof FieldRoundStartSchema>;

export const FieldScanSchema = Type.Object(
  {
    uuid: ClientUuid,
    code: Type.String({
      minLength: 1,
      maxLength: 500,
      description: 'The code as read (the QR code’s whole text, the NFC tag’s serial number) or typed.',
    }),
    method: Type.Union(checkpointMethods.map((m) => Type.Literal(m))),
    scanned_at: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'The phone’s time of the scan; a time more than 5 minutes after receipt is taken as the receipt time.',
      }),
    ),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    photo_file_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type FieldScan = Static<typeof FieldScanSchema>;

export const FieldScanResultSchema = Type.Object(
  {
    checkpoint_id: Type.Integer(),
    checkpoint_name: Type.String(),
    /** False when this uuid was recorded before (a replay). */
    recorded: Type.Boolean(),
    round: FieldRoundSchema,
  },
  { additionalProperties: false },
);
export type FieldScanResultDto = Static<typeof FieldScanResultSchema>;

export const FieldRoundEndSchema = Type.Object(
  { ended_at: Type.Optional(Type.String({ format: 'date-time', description: 'The phone’s time of the tap.' })) },
  { additionalProperties: false },
);
export type FieldRoundEnd = Static<typeof FieldRoundEndSchema>;

export const RoundUuidParams = Type.Object({ uuid: Type.String({ format: 'uuid' }) });
