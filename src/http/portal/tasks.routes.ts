import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PortalTaskCreateSchema,
  PortalTaskListQuerySchema,
  PortalTaskPatchSchema,
  PortalTaskSchema,
  TaskIdParams,
} from '../../modules/tasks/tasks.schema.js';
import {
  createTaskRow,
  getTaskRow,
  listTaskRows,
  presentPortalTask,
  updateTaskRow,
} from '../../modules/tasks/tasks.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'tasks.manage' as const } };

/** Tasks in the office: the API's use cases, acting as the signed-in person on their properties. */
export function portalTaskRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/tasks',
      {
        config: manage,
        schema: { hide: true, querystring: PortalTaskListQuerySchema, response: { 200: pageOf(PortalTaskSchema) } },
      },
      async (request) => {
        const { q, ...query } = request.query;
        const page = await listTaskRows(deps, portalUserOf(request).actor, query, q);
        return { ...page, data: page.data.map(presentPortalTask) };
      },
    );

    app.get(
      '/tasks/:id',
      { config: manage, schema: { hide: true, params: TaskIdParams, response: { 200: PortalTaskSchema } } },
      async (request) => presentPortalTask(await getTaskRow(deps, portalUserOf(request).actor, request.params.id)),
    );

    app.post(
      '/tasks',
      {
        config: manage,
        schema: {
          hide: true,
          body: PortalTaskCreateSchema,
          response: { 200: PortalTaskSchema, 201: PortalTaskSchema },
        },
      },
      async (request, reply) => {
        const { task, created } = await createTaskRow(deps, portalUserOf(request).actor, request.body, 'portal');
        return reply.code(created ? 201 : 200).send(presentPortalTask(task));
      },
    );

    app.patch(
      '/tasks/:id',
      {
        config: manage,
        schema: { hide: true, params: TaskIdParams, body: PortalTaskPatchSchema, response: { 200: PortalTaskSchema } },
      },
      async (request) =>
        presentPortalTask(await updateTaskRow(deps, portalUserOf(request).actor, request.params.id, request.body)),
    );
  };
}
