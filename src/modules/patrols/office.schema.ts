import { type Static, Type } from '@sinclair/typebox';
import { PhotoRefSchema } from '../files/photo-refs.js';
import { Id } from '../shared/ids.js';
import { named } from '../shared/schema-names.js';
import { checkpointMethods } from './patrols.tables.js';
import { roundMetricStatuses } from './round-metrics.js';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const Status = Type.Union(roundMetricStatuses.map((s) => Type.Literal(s)));

export const PatrolRoundIdParams = Type.Object({ id: Id });

export const PatrolDayQuerySchema = Type.Object(
  {
    property_id: Id,
    day: Type.String({ format: 'date', description: 'The local day in the tenant’s time zone.' }),
  },
  { additionalProperties: false },
);
export type PatrolDayQuery = Static<typeof PatrolDayQuerySchema>;

export const patrolPeriods = ['day', 'week', 'month'] as const;
export type PatrolPeriod = (typeof patrolPeriods)[number];

export const PatrolPeriodQuerySchema = Type.Object(
  {
    property_id: Id,
    period: Type.Union(
      patrolPeriods.map((p) => Type.Literal(p)),
      { description: 'A local day, a week (Monday to Sunday) or a calendar month in the tenant’s time zone.' },
    ),
    day: Type.String({ format: 'date', description: 'Any day of the period.' }),
  },
  { additionalProperties: false },
);
export type PatrolPeriodQuery = Static<typeof PatrolPeriodQuerySchema>;

export const PatrolLiveQuerySchema = Type.Object({ property_id: Type.Optional(Id) }, { additionalProperties: false });
export type PatrolLiveQuery = Static<typeof PatrolLiveQuerySchema>;

export const PatrolRoundSummarySchema = named(
  'PatrolRoundSummary',
  Type.Object(
    {
      id: Type.Integer(),
      route_id: Type.Integer(),
      route_name: Type.String(),
      property_id: Type.Integer(),
      property_name: Type.String(),
      schedule_id: Type.Union([Type.Integer(), Type.Null()]),
      planned_start: NullableDateTime,
      started_at: DateTime,
      ended_at: NullableDateTime,
      started_by: Type.String(),
      planned: Type.Integer(),
      scanned: Type.Integer(),
      missed_checkpoints: Type.Integer(),
      out_of_order: Type.Integer(),
      implausible_scans: Type.Integer({
        description:
          'Scans flagged as implausible: another checkpoint less than 15 s after the scan before it, or before the start (docs/patrols.md).',
      }),
      late: Type.Boolean(),
      duration_ms: Type.Integer(),
      status: Status,
    },
    { additionalProperties: false },
  ),
);
export type PatrolRoundSummaryDto = Static<typeof PatrolRoundSummarySchema>;

export const PatrolSlotSchema = Type.Object(
  {
    route_id: Type.Integer(),
    route_name: Type.String(),
    schedule_id: Type.Union([Type.Integer(), Type.Null()]),
    planned_start: NullableDateTime,
    window_end: NullableDateTime,
    late_after: NullableDateTime,
    status: Type.Union([Status, Type.Literal('upcoming')]),
    round: Type.Union([PatrolRoundSummarySchema, Type.Null()]),
  },
  { additionalProperties: false },
);

const figures = {
  scheduled: Type.Integer({ description: 'Occurrences planned in the period.' }),
  due: Type.Integer({ description: 'Of those, the ones whose lateness limit has passed or whose round has ended.' }),
  rounds_done: Type.Integer({ description: 'Rounds for the occurrences, and ad-hoc rounds.' }),
  ad_hoc: Type.Integer(),
  on_time: Type.Integer({ description: 'Due occurrences walked complete and on time.' }),
  partial: Type.Integer(),
  late: Type.Integer(),
  missed: Type.Integer({ description: 'Due occurrences without a round, or whose round scanned nothing.' }),
  on_time_percent: Type.Union([Type.Number(), Type.Null()]),
  missed_percent: Type.Union([Type.Number(), Type.Null()]),
};

/** A period's figures (docs/patrols.md, "Per period and property"). */
export const PatrolFiguresSchema = Type.Object(figures, { additionalProperties: false });
export type PatrolFiguresDto = Static<typeof PatrolFiguresSchema>;

export const PatrolPeriodSchema = named(
  'PatrolPeriod',
  Type.Object(
    {
      property_id: Type.Integer(),
      period: Type.Union(patrolPeriods.map((p) => Type.Literal(p))),
      from: Type.String({ format: 'date', description: 'First local day of the period.' }),
      to: Type.String({ format: 'date', description: 'Last local day of the period (inclusive).' }),
      time_zone: Type.String(),
      summary: PatrolFiguresSchema,
      days: Type.Array(
        Type.Object({ day: Type.String({ format: 'date' }), ...figures }, { additionalProperties: false }),
        { description: 'Every day of the period with its own figures.' },
      ),
    },
    { additionalProperties: false },
  ),
);
export type PatrolPeriodDto = Static<typeof PatrolPeriodSchema>;

export const PatrolDaySchema = named(
  'PatrolDay',
  Type.Object(
    {
      property_id: Type.Integer(),
      day: Type.String({ format: 'date' }),
      time_zone: Type.String(),
      summary: PatrolFiguresSchema,
      slots: Type.Array(PatrolSlotSchema, {
        description: 'Scheduled occurrences (with their round or none) and ad-hoc rounds, by time.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type PatrolDayDto = Static<typeof PatrolDaySchema>;

export const PatrolLiveSchema = Type.Object(
  { data: Type.Array(PatrolRoundSummarySchema) },
  { additionalProperties: false },
);

export const PatrolTimelineEntrySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('start'), Type.Literal('scan'), Type.Literal('incident'), Type.Literal('end')]),
    at: DateTime,
    received_at: NullableDateTime,
    checkpoint_id: Type.Union([Type.Integer(), Type.Null()]),
    checkpoint_name: Type.Union([Type.String(), Type.Null()]),
    position: Type.Union([Type.Integer(), Type.Null()]),
    method: Type.Union([...checkpointMethods.map((m) => Type.Literal(m)), Type.Null()]),
    by: Type.Union([Type.String(), Type.Null()]),
    note: Type.Union([Type.String(), Type.Null()]),
    photo: Type.Union([PhotoRefSchema, Type.Null()]),
    late: Type.Boolean(),
    out_of_order: Type.Boolean(),
    implausible: Type.Union([Type.Literal('too_fast'), Type.Literal('before_start'), Type.Null()], {
      description: 'A scan too soon after the one before it (another checkpoint), or before the round’s start.',
    }),
    seconds_since_previous: Type.Union([Type.Number(), Type.Null()], {
      description: 'With too_fast: seconds since the scan before it.',
    }),
    incident_id: Type.Union([Type.Integer(), Type.Null()]),
    incident_title: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type PatrolTimelineEntry = Static<typeof PatrolTimelineEntrySchema>;

export const PatrolRoundDetailSchema = named(
  'PatrolRoundDetail',
  Type.Object(
    {
      round: PatrolRoundSummarySchema,
      window_end: NullableDateTime,
      late_after: NullableDateTime,
      missed_checkpoint_names: Type.Array(Type.String()),
      timeline: Type.Array(PatrolTimelineEntrySchema),
    },
    { additionalProperties: false },
  ),
);
export type PatrolRoundDetailDto = Static<typeof PatrolRoundDetailSchema>;
