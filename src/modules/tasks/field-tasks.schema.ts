import { type Static, Type } from '@sinclair/typebox';
import { PhotoRefSchema } from '../files/photo-refs.js';
import { TaskStatusSchema } from './tasks.schema.js';
import { Id } from '../shared/ids.js';

// The field app's view of tasks (portal routes under /portal/api/field/tasks).

export const FieldTaskSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    property_id: Type.Integer(),
    property_name: Type.String(),
    due_date: Type.String({ format: 'date' }),
    status: TaskStatusSchema,
    /** Whether the task names this person; otherwise anyone at the property may do it. */
    assigned_to_me: Type.Boolean(),
    completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    completion_note: Type.Union([Type.String(), Type.Null()]),
    photos: Type.Array(PhotoRefSchema),
  },
  { additionalProperties: false },
);
export type FieldTaskDto = Static<typeof FieldTaskSchema>;

export const MyTasksSchema = Type.Object(
  {
    today: Type.String({ format: 'date', description: 'Today in the organisation’s time zone.' }),
    overdue: Type.Array(FieldTaskSchema),
    due_today: Type.Array(FieldTaskSchema),
    upcoming: Type.Array(FieldTaskSchema),
  },
  { additionalProperties: false },
);
export type MyTasksDto = Static<typeof MyTasksSchema>;

const ActionUuid = Type.String({
  format: 'uuid',
  description: 'The phone’s id for this tap: sending it again changes nothing.',
});

export const FieldTaskStartSchema = Type.Object({ uuid: ActionUuid }, { additionalProperties: false });
export type FieldTaskStart = Static<typeof FieldTaskStartSchema>;

export const FieldTaskCompleteSchema = Type.Object(
  {
    uuid: ActionUuid,
    note: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
    photo_file_ids: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type FieldTaskComplete = Static<typeof FieldTaskCompleteSchema>;

export const FieldTaskActionResultSchema = Type.Object(
  {
    task: FieldTaskSchema,
    applied: Type.Boolean({ description: 'False when this uuid was applied before (a replay).' }),
  },
  { additionalProperties: false },
);
