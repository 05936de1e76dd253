import { type Static, Type } from '@sinclair/typebox';
import { IncidentCreateSchema } from './incidents.schema.js';
import { incidentSeverities } from './incidents.tables.js';
import { Id } from '../shared/ids.js';

// An incident reported from the field app (portal route POST /portal/api/field/incidents).

export const FieldIncidentCreateSchema = Type.Object(
  {
    ...IncidentCreateSchema.properties,
    uuid: Type.String({
      format: 'uuid',
      description: 'The phone’s id for this report: sending it again creates nothing more.',
    }),
    photo_file_ids: Type.Optional(
      Type.Array(Id, {
        maxItems: 20,
        description: 'Photos uploaded before (POST /portal/api/files/photos), in order.',
      }),
    ),
    patrol_round_uuid: Type.Optional(
      Type.String({ format: 'uuid', description: 'The person’s round at the property this was seen on.' }),
    ),
  },
  { additionalProperties: false },
);
export type FieldIncidentCreate = Static<typeof FieldIncidentCreateSchema>;

export const FieldIncidentSchema = Type.Object(
  {
    id: Type.Integer(),
    uuid: Type.String({ format: 'uuid' }),
    title: Type.String(),
    property_id: Type.Integer(),
    severity: Type.Union(incidentSeverities.map((s) => Type.Literal(s))),
    created: Type.Boolean({ description: 'False when this uuid was reported before (a replay).' }),
  },
  { additionalProperties: false },
);
