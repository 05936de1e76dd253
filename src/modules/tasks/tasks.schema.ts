import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { taskOrigins, taskStatuses } from './tasks.tables.js';
import { PageQuery } from '../shared/pagination.js';
import { PhotoRefSchema } from '../files/photo-refs.js';
import { ID_TEXT, Id } from '../shared/ids.js';

export const TaskStatusSchema = named(
  'TaskStatus',
  Type.Union(
    taskStatuses.map((status) => Type.Literal(status)),
    { description: 'open → in_progress → done, or cancelled.' },
  ),
);

/** A task's own fields, as the portal and the events carry them. */
const TaskBaseProperties = {
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  property_id: Type.Integer(),
  due_date: Type.String({ format: 'date' }),
  status: TaskStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};
export const TaskBaseSchema = Type.Object(TaskBaseProperties);
export type TaskBaseDto = Static<typeof TaskBaseSchema>;

export const TaskPlanSchema = named(
  'TaskPlan',
  Type.Object(
    {
      service_id: Type.Integer({ description: 'The service of the service plan (GET /service-plans).' }),
      area: Type.String({ description: 'The name of the service’s area.' }),
      occurrence_date: Type.String({ format: 'date', description: 'The day of the service this task is.' }),
    },
    { additionalProperties: false, description: 'Read-only: the service-plan occurrence this task was made for.' },
  ),
);

export const TaskChecklistItemSchema = named(
  'TaskChecklistItem',
  Type.Object(
    {
      item: Type.String(),
      result: Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Null()], {
        description: 'null: not ticked yet.',
      }),
      note: Type.Union([Type.String(), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);

export const TaskSchema = named(
  'Task',
  Type.Object(
    {
      ...TaskBaseProperties,
      plan: Type.Union([TaskPlanSchema, Type.Null()], {
        description: 'Read-only. For a task made by a service plan: its service, area and day; null for other tasks.',
      }),
      checklist: Type.Union([Type.Array(TaskChecklistItemSchema), Type.Null()], {
        description:
          'Read-only. For a task made by a service plan: the service’s checklist with the results recorded; null for other tasks.',
      }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          id: 501,
          uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70',
          title: 'Final cleaning after checkout, apartment 3B',
          description: 'Guest checked out at 10:00.',
          property_id: 12,
          due_date: '2026-11-23',
          status: 'open',
          created_at: '2026-11-22T10:02:11.000Z',
          updated_at: '2026-11-22T10:02:11.000Z',
          completed_at: null,
          plan: null,
          checklist: null,
        },
      ],
    },
  ),
);
export type TaskDto = Static<typeof TaskSchema>;

export const TaskCreateSchema = named(
  'TaskCreate',
  Type.Object(
    {
      uuid: Type.Optional(
        Type.String({
          format: 'uuid',
          description:
            'Your id for this task. Repeating the call with the same uuid and payload creates nothing and returns the task (200); the same uuid with another payload is 409 uuid_conflict.',
        }),
      ),
      title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      property_id: Id,
      due_date: Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD.' }),
      description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
    },
    {
      additionalProperties: false,
      examples: [
        {
          uuid: '3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70',
          title: 'Final cleaning after checkout, apartment 3B',
          property_id: 12,
          due_date: '2026-11-23',
        },
      ],
    },
  ),
);
export type TaskCreate = Static<typeof TaskCreateSchema>;

export const TaskPatchSchema = named(
  'TaskPatch',
  Type.Object(
    {
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
      description: Type.Optional(
        Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()], { description: '`null` clears it.' }),
      ),
      due_date: Type.Optional(Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD.' })),
      status: Type.Optional(
        Type.Union(
          taskStatuses.map((status) => Type.Literal(status)),
          {
            description:
              'Any status may follow any other: `cancelled` when the booking is gone, `open` to bring a task back. `done` sets `completed_at`; leaving `done` clears it.',
          },
        ),
      ),
    },
    {
      additionalProperties: false,
      minProperties: 1,
      examples: [{ due_date: '2026-11-25' }, { status: 'cancelled' }],
    },
  ),
);
export type TaskPatch = Static<typeof TaskPatchSchema>;

/** How many uuids one `GET /tasks?uuid=` may ask for. */
export const MAX_UUIDS_PER_QUERY = 100;

export const TaskListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    uuid: Type.Optional(
      Type.String({
        minLength: 1,
        description: `Only the tasks created with these uuids (yours): find tasks again by your own ids, e.g. to move or cancel them. One uuid or up to ${MAX_UUIDS_PER_QUERY}, comma-separated (\`uuid=3f1c…,8a2b…\`), in any letter case; uuids of no task of yours are left out of the answer. The tasks are paged like any list: ask for \`pageSize=${MAX_UUIDS_PER_QUERY}\` to get a batch on one page. An entry that is not a uuid, or more than ${MAX_UUIDS_PER_QUERY} entries, is 422 at \`/query/uuid\`.`,
        examples: ['3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70,8a2b4c6d-1e3f-4a5b-9c7d-0e1f2a3b4c5d'],
      }),
    ),
    status: Type.Optional(TaskStatusSchema),
    due_from: Type.Optional(Type.String({ format: 'date', description: 'Due on or after this day.' })),
    due_to: Type.Optional(Type.String({ format: 'date', description: 'Due on or before this day.' })),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only tasks changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type TaskListQuery = Static<typeof TaskListQuerySchema>;

export const TaskIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** A task as the portal shows it: the API's fields and where it came from. */
export const PortalTaskSchema = Type.Object(
  {
    ...TaskBaseProperties,
    origin: Type.Union(
      taskOrigins.map((origin) => Type.Literal(origin)),
      {
        description:
          'Where the task came from: the API, the portal, the field app, a workflow rule, the operator, a service plan.',
      },
    ),
    assignee: Type.Union(
      [Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }), Type.Null()],
      { description: 'Who is to do it; null: anyone with access to the property.' },
    ),
    completion: Type.Union(
      [
        Type.Object(
          {
            at: Type.String({ format: 'date-time' }),
            by: Type.Union(
              [Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }), Type.Null()],
              { description: 'Who marked it done; null when nobody is known.' },
            ),
            note: Type.Union([Type.String(), Type.Null()], { description: 'The note written when completing it.' }),
            photos: Type.Array(PhotoRefSchema, { description: 'Photos taken when completing it.' }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'How the task was done; null unless its status is done.' },
    ),
    incident_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The incident it was made from in the office; null otherwise.',
    }),
    reference_photos: Type.Array(PhotoRefSchema, {
      description:
        'Photos given with the task when it was made (a defect’s photos from a quality inspection): what to look at, not proof of the work.',
    }),
  },
  { additionalProperties: false },
);
export type PortalTaskDto = Static<typeof PortalTaskSchema>;

/** The portal's task list: the API's filters without uuid and updated_since, plus a search in the title. */
export const PortalTaskListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: TaskListQuerySchema.properties.property_id,
    status: Type.Optional(
      Type.Union([TaskStatusSchema, Type.Literal('unfinished')], {
        description: 'One status, or `unfinished` (open and in progress); none: every status.',
      }),
    ),
    due_from: TaskListQuerySchema.properties.due_from,
    due_to: TaskListQuerySchema.properties.due_to,
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the title, in any case.' })),
    assignee: Type.Optional(
      Type.String({
        pattern: `^(me|none|${ID_TEXT})$`,
        description: 'An account id, `me` (the signed-in person) or `none` (given to nobody).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PortalTaskListQuery = Static<typeof PortalTaskListQuerySchema>;

/** As the API's: the dialog sends a uuid made when it opened, so a double submit makes one task. */
const AssigneeField = {
  assignee_account_id: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'Who is to do it: a person who sees the property; null: nobody in particular.',
    }),
  ),
};

export const PortalTaskCreateSchema = Type.Object(
  { ...TaskCreateSchema.properties, ...AssigneeField },
  { additionalProperties: false },
);
export type PortalTaskCreate = Static<typeof PortalTaskCreateSchema>;

export const PortalTaskPatchSchema = Type.Object(
  {
    ...TaskPatchSchema.properties,
    ...AssigneeField,
    missed_reason: Type.Optional(
      Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], {
        description:
          'Why a missed occurrence of a service plan was not done (planned vs. done shows it); only on a missed occurrence. `null` or empty clears it.',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
