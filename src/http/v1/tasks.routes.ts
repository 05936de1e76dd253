import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TaskCreateSchema,
  TaskIdParams,
  TaskListQuerySchema,
  TaskPatchSchema,
  TaskSchema,
} from '../../modules/tasks/tasks.schema.js';
import { createTask, getTask, listTasks, updateTask } from '../../modules/tasks/tasks.service.js';
import { accessOf } from '../plugins/api-key-auth.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { resourceUrl, sendPage } from './pagination-link.js';

export function taskRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/tasks',
      {
        config: { auth: { scope: 'tasks:read' } },
        schema: {
          operationId: 'listTasks',
          tags: ['Tasks'],
          summary: 'List tasks',
          description: 'Tasks on the properties the key’s account can see, oldest first.',
          querystring: TaskListQuerySchema,
          response: {
            200: pageOf(TaskSchema),
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'validation_failed'),
          },
        },
      },
      async (request, reply) => {
        const access = accessOf(request);
        return sendPage(deps, request, reply, await listTasks(deps, access, request.query));
      },
    );

    app.get(
      '/tasks/:id',
      {
        config: { auth: { scope: 'tasks:read' } },
        schema: {
          operationId: 'getTask',
          tags: ['Tasks'],
          summary: 'Get one task',
          params: TaskIdParams,
          response: {
            200: TaskSchema,
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => {
        const access = accessOf(request);
        return getTask(deps, access, request.params.id);
      },
    );

    app.patch(
      '/tasks/:id',
      {
        config: { auth: { scope: 'tasks:write' } },
        schema: {
          operationId: 'updateTask',
          tags: ['Tasks'],
          summary: 'Update a task',
          description:
            'Move a task (`due_date`), rename it, change its description (`null` clears it) or its status: `cancelled` when the booking is gone, `open` to bring it back. Send only the fields to change; at least one. Repeating the same PATCH changes nothing (not even `updated_at`). Concurrent PATCHes apply one after the other. Like every write through the API, it triggers no workflow rule.',
          params: TaskIdParams,
          body: TaskPatchSchema,
          response: {
            200: TaskSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'property_access_denied',
              'not_found',
              'validation_failed',
            ),
          },
        },
      },
      async (request) => {
        const access = accessOf(request);
        return updateTask(deps, access, request.params.id, request.body);
      },
    );

    app.post(
      '/tasks',
      {
        config: { auth: { scope: 'tasks:write' } },
        schema: {
          operationId: 'createTask',
          tags: ['Tasks'],
          summary: 'Create a task (idempotent by uuid)',
          description:
            'Creates the task and answers 201. A repeat with the same `uuid` and the same payload creates nothing and answers 200 with the existing task; the same `uuid` with a different payload is 409 `uuid_conflict`.',
          body: TaskCreateSchema,
          response: {
            200: { ...TaskSchema, description: 'Repeat of an earlier call: the task it created.' },
            201: TaskSchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'property_access_denied',
              'validation_failed',
              'uuid_conflict',
            ),
          },
        },
      },
      async (request, reply) => {
        const access = accessOf(request);
        const { task, created } = await createTask(deps, access, request.body);
        return reply
          .code(created ? 201 : 200)
          .header('location', resourceUrl(deps, request, `/api/v1/tasks/${task.id}`))
          .send(task);
      },
    );
  };
}
