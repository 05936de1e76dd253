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
    /** Photos given with the task when it was made (a defect's photos): what to look at, not proof of the work. */
    reference_photos: Type.Array(PhotoRefSchema),
    /** For an occurrence of a service plan: its area, day and window (local times); null otherwise. */
    plan: Type.Union([
      Type.Object(
        {
          area: Type.String(),
          occurrence_date: Type.String({ format: 'date' }),
          window_starts_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          window_ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          window_start: Type.Union([Type.String(), Type.Null()], { description: 'HH:MM in the organisation’s zone.' }),
          window_end: Type.Union([Type.String(), Type.Null()], { description: 'HH:MM in the organisation’s zone.' }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    /** The occurrence's checklist with what was found; null for one-off tasks. */
    checklist: Type.Union([
      Type.Array(
        Type.Object(
          {
            item: Type.String(),
            result: Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Null()]),
            note: Type.Union([Type.String(), Type.Null()]),
            photos: Type.Array(PhotoRefSchema),
          },
          { additionalProperties: false },
        ),
      ),
      Type.Null(),
    ]),
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

export const MyTodaySchema = Type.Object(
  {
    today: Type.String({ format: 'date', description: 'Today in the organisation’s time zone.' }),
    occurrences: Type.Array(FieldTaskSchema, { description: 'Today’s plan occurrences, by window start.' }),
  },
  { additionalProperties: false },
);
export type MyTodayDto = Static<typeof MyTodaySchema>;

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

export const FieldChecklistTapSchema = Type.Object(
  {
    uuid: ActionUuid,
    results: Type.Array(
      Type.Object(
        {
          index: Type.Integer({ minimum: 0, maximum: 99, description: 'The item’s position in the checklist.' }),
          result: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
          note: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
          photo_file_ids: Type.Optional(Type.Array(Id, { maxItems: 10 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    complete: Type.Optional(Type.Boolean({ description: 'True: the occurrence is done with these results.' })),
  },
  { additionalProperties: false },
);
export type FieldChecklistTap = Static<typeof FieldChecklistTapSchema>;

export const FieldTaskActionResultSchema = Type.Object(
  {
    task: FieldTaskSchema,
    applied: Type.Boolean({ description: 'False when this uuid was applied before (a replay).' }),
  },
  { additionalProperties: false },
);
