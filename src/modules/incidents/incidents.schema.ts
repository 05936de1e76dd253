import { type Static, Type } from '@sinclair/typebox';
import { PhotoRefSchema } from '../files/photo-refs.js';
import { named } from '../shared/schema-names.js';
import { incidentEventKinds, incidentSeverities, incidentStatuses } from './incidents.tables.js';
import { PageQuery } from '../shared/pagination.js';
import { ID_TEXT, Id } from '../shared/ids.js';

/** The severities an incident can have, for other modules' schemas (workflow rule conditions). */
export { incidentSeverities };

export const IncidentSchema = named(
  'Incident',
  Type.Object(
    {
      id: Type.Integer(),
      uuid: Type.String({ format: 'uuid' }),
      title: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      property_id: Type.Integer(),
      severity: Type.Union(incidentSeverities.map((s) => Type.Literal(s))),
      location: Type.Union([Type.String(), Type.Null()], { description: 'Where on the property, in words.' }),
      occurred_at: Type.String({ format: 'date-time' }),
      status: Type.Union(
        incidentStatuses.map((s) => Type.Literal(s)),
        {
          description: 'open → in_progress → resolved → closed.',
        },
      ),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
      resolved_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      owner: Type.Union(
        [Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }), Type.Null()],
        { description: 'Who in the office looks after it (set in the portal); null: nobody yet.' },
      ),
      due_on: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description:
          'By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date.',
      }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 88,
          uuid: '9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b',
          title: 'Water damage in stairwell B',
          description: 'Damp patch on the ceiling above the second-floor landing, growing.',
          property_id: 12,
          severity: 'high',
          location: 'Stairwell B, 2nd floor',
          occurred_at: '2026-11-22T07:45:00.000Z',
          status: 'open',
          created_at: '2026-11-22T08:01:12.000Z',
          updated_at: '2026-11-22T08:01:12.000Z',
          resolved_at: null,
          owner: { id: 7, name: 'Jana Becker' },
          due_on: '2026-11-25',
        },
      ],
    },
  ),
);
export type IncidentDto = Static<typeof IncidentSchema>;

export const IncidentCreateSchema = named(
  'IncidentCreate',
  Type.Object(
    {
      uuid: Type.Optional(
        Type.String({
          format: 'uuid',
          description:
            'Your id for this report. Same uuid and payload again: 200 with the existing incident; same uuid, other payload: 409 uuid_conflict.',
        }),
      ),
      title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      property_id: Id,
      description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
      severity: Type.Union(
        incidentSeverities.map((s) => Type.Literal(s)),
        { description: 'low, medium, high or critical.' },
      ),
      location: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
      occurred_at: Type.Optional(
        Type.String({
          format: 'date-time',
          description:
            'When it happened or was noticed; defaults to now. From 1970 to at most one day ahead of the server’s clock (422 otherwise).',
        }),
      ),
    },
    {
      additionalProperties: false,
      examples: [
        {
          uuid: '9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b',
          title: 'Water damage in stairwell B',
          property_id: 12,
          description: 'Damp patch on the ceiling above the second-floor landing, growing.',
          severity: 'high',
          location: 'Stairwell B, 2nd floor',
          occurred_at: '2026-11-22T07:45:00Z',
        },
      ],
    },
  ),
);
export type IncidentCreate = Static<typeof IncidentCreateSchema>;

export const IncidentIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const IncidentListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    status: Type.Optional(Type.Union(incidentStatuses.map((status) => Type.Literal(status)))),
    severity: Type.Optional(Type.Union(incidentSeverities.map((severity) => Type.Literal(severity)))),
    occurred_from: Type.Optional(
      Type.String({ format: 'date-time', description: 'Occurred at or after this instant.' }),
    ),
    occurred_to: Type.Optional(
      Type.String({ format: 'date-time', description: 'Occurred at or before this instant.' }),
    ),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only incidents changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type IncidentListQuery = Static<typeof IncidentListQuerySchema>;

/** The moves of the status workflow; closed is final. Declared once for the service, the portal and its screen. */
export const INCIDENT_TRANSITIONS: Record<
  (typeof incidentStatuses)[number],
  readonly (typeof incidentStatuses)[number][]
> = {
  open: ['in_progress', 'resolved'],
  in_progress: ['resolved', 'open'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};

const StatusLiteral = Type.Union(incidentStatuses.map((s) => Type.Literal(s)));
const CommentText = Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' });

/** One incident in the office's list: the API's fields and the property's name. */
export const PortalIncidentSchema = Type.Object(
  {
    ...IncidentSchema.properties,
    property_name: Type.String(),
  },
  { additionalProperties: false },
);
export type PortalIncidentDto = Static<typeof PortalIncidentSchema>;

export const PortalIncidentListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    owner: Type.Optional(
      Type.String({
        pattern: `^(me|none|${ID_TEXT})$`,
        description: 'An account id, `me` (the signed-in person) or `none` (nobody looks after it).',
      }),
    ),
    status: Type.Optional(StatusLiteral),
    severity: Type.Optional(Type.Union(incidentSeverities.map((severity) => Type.Literal(severity)))),
  },
  { additionalProperties: false },
);
export type PortalIncidentListQuery = Static<typeof PortalIncidentListQuerySchema>;

export const IncidentEventSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union(
      incidentEventKinds.map((kind) => Type.Literal(kind)),
      {
        description:
          'owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared).',
      },
    ),
    from_status: Type.Union([StatusLiteral, Type.Null()]),
    to_status: Type.Union([StatusLiteral, Type.Null()]),
    text: Type.Union([Type.String(), Type.Null()]),
    actor: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type IncidentEventDto = Static<typeof IncidentEventSchema>;

/** One incident for the office: the list's fields, who reported it, its history oldest first and the next statuses. */
export const PortalIncidentDetailSchema = Type.Object(
  {
    ...PortalIncidentSchema.properties,
    reported_by: Type.Union([Type.String(), Type.Null()]),
    events: Type.Array(IncidentEventSchema),
    next_statuses: Type.Array(StatusLiteral),
    photos: Type.Array(PhotoRefSchema),
    tasks: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          title: Type.String(),
          status: Type.String(),
          due_date: Type.String({ format: 'date' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The tasks made from it, oldest first.' },
    ),
  },
  { additionalProperties: false },
);
export type PortalIncidentDetailDto = Static<typeof PortalIncidentDetailSchema>;

export const IncidentStatusChangeSchema = Type.Object(
  {
    status: StatusLiteral,
    comment: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type IncidentStatusChange = Static<typeof IncidentStatusChangeSchema>;

export const IncidentCommentSchema = Type.Object({ text: CommentText }, { additionalProperties: false });
export type IncidentComment = Static<typeof IncidentCommentSchema>;

/** A report made in the office: the API's fields, with the uuid the dialog made when it opened. */
export const PortalIncidentCreateSchema = Type.Object(
  { ...IncidentCreateSchema.properties, uuid: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type PortalIncidentCreate = Static<typeof PortalIncidentCreateSchema>;

/** Who looks after it and by when; null clears, a missing field keeps. */
export const IncidentPlanSchema = Type.Object(
  {
    owner_account_id: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description: 'An active person who sees the incident’s property (422 at /owner_account_id otherwise).',
      }),
    ),
    due_on: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type IncidentPlan = Static<typeof IncidentPlanSchema>;

/** The task the office makes from an incident, prefilled in the dialog; its uuid makes a double click one task. */
export const IncidentTaskCreateSchema = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
    due_date: Type.String({ format: 'date' }),
    assignee_account_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type IncidentTaskCreate = Static<typeof IncidentTaskCreateSchema>;
