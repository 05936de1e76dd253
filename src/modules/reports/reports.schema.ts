import { type Static, Type } from '@sinclair/typebox';
import { ID_BOUNDS, Id } from '../shared/ids.js';

const Kind = Type.Union(
  [
    Type.Literal('form'),
    Type.Literal('incident'),
    Type.Literal('patrol_round'),
    Type.Literal('patrol_period'),
    Type.Literal('inspection'),
  ],
  {
    description:
      "form (a form response), incident, patrol_round (one patrol round) or patrol_period (a property's patrol rounds from period_from to period_to).",
  },
);
const Day = Type.String({ format: 'date' });

/** The longest period a patrol period report covers, in days (a month). */
export const PATROL_PERIOD_MAX_DAYS = 31;

export const ReportRequestSchema = Type.Object(
  {
    kind: Kind,
    subject_id: Type.Integer({
      ...ID_BOUNDS,
      description:
        "The form response's id (form), the incident's (incident), the patrol round's (patrol_round) or the property's (patrol_period).",
    }),
    period_from: Type.Optional(
      Type.String({
        format: 'date',
        description: `patrol_period only, then required: the first day (YYYY-MM-DD) in the organisation's time zone.`,
      }),
    ),
    period_to: Type.Optional(
      Type.String({
        format: 'date',
        description: `patrol_period only, then required: the last day (inclusive), at most ${PATROL_PERIOD_MAX_DAYS} days from period_from.`,
      }),
    ),
    branding: Type.Optional(
      Type.Union([Type.Literal('default'), Id], {
        description: "'default' (the organisation's branding) or a client's id (that client's preset).",
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Patrol reports need the permission patrols.manage and access to the property.',
  },
);
export type ReportRequest = Static<typeof ReportRequestSchema>;

export const ReportSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    subject_id: Type.Integer(),
    period_from: Type.Union([Day, Type.Null()], { description: 'patrol_period: the first day; null otherwise.' }),
    period_to: Type.Union([Day, Type.Null()], { description: 'patrol_period: the last day; null otherwise.' }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('failed')]),
    /** Why generating failed; null otherwise. */
    error: Type.Union([Type.String(), Type.Null()]),
    language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
    branding_name: Type.String({ description: 'The name the report is branded with.' }),
    byte_size: Type.Union([Type.Integer(), Type.Null()]),
    page_count: Type.Union([Type.Integer(), Type.Null()]),
    file_name: Type.String(),
    requested_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ReportDto = Static<typeof ReportSchema>;

export const ReportCreatedSchema = Type.Object(
  { id: Type.Integer(), status: Type.Literal('pending') },
  { additionalProperties: false },
);

export const ReportIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const ReportListQuerySchema = Type.Object({ kind: Kind, subject_id: Id }, { additionalProperties: false });
export type ReportListQuery = Static<typeof ReportListQuerySchema>;
