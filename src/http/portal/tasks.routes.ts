import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
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
  listTaskRowsByDue,
  presentPortalTask,
  type TaskRow,
  updateTaskRow,
} from '../../modules/tasks/tasks.service.js';
import { assigneeCandidates } from '../../modules/tasks/task-assignees.js';
import { taskDetails } from '../../modules/tasks/task-completions.js';
import { loadAccessibleProperty } from '../../modules/properties/properties.service.js';
import { invalid } from '../../domain/errors.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';
import { Id } from '../../modules/shared/ids.js';

const manage = { portal: { permission: 'tasks.manage' as const } };

/** Tasks in the office: the API's use cases, acting as the signed-in person on their properties. */
export function portalTaskRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    const present = async (tenantId: number, rows: TaskRow[]) => {
      const details = await taskDetails(deps.database.db, tenantId, rows);
      return rows.map((row) => presentPortalTask(row, details));
    };
    const presentOne = async (tenantId: number, row: TaskRow) =>
      presentPortalTask(row, await taskDetails(deps.database.db, tenantId, [row]));

    app.get(
      '/tasks',
      // Due soonest first (then oldest), whatever the filter: the office plans by due date.
      {
        config: manage,
        schema: { hide: true, querystring: PortalTaskListQuerySchema, response: { 200: pageOf(PortalTaskSchema) } },
      },
      async (request) => {
        const user = portalUserOf(request);
        const { q, assignee, ...query } = request.query;
        const who =
          assignee === undefined
            ? undefined
            : assignee === 'me'
              ? user.accountId
              : assignee === 'none'
                ? 'none'
                : Number(assignee);
        const page = await listTaskRowsByDue(deps, user.actor, query, q, who);
        return { ...page, data: await present(user.tenantId, page.data) };
      },
    );

    app.get(
      '/tasks/assignees',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object({ property_id: Type.Optional(Id) }, { additionalProperties: false }),
          response: {
            200: Type.Object(
              {
                data: Type.Array(
                  Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
                ),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      // The people a task at this property can be given to: active, and seeing the property;
      // without a property, every active person (for the list's filter).
      async (request) => {
        const user = portalUserOf(request);
        const propertyId = request.query.property_id;
        if (propertyId === undefined) return { data: await assigneeCandidates(deps.database.db, user.tenantId) };
        await loadAccessibleProperty(deps.database.db, user.actor, propertyId, () =>
          invalid('/query/property_id', 'No property with this id.'),
        );
        return { data: await assigneeCandidates(deps.database.db, user.tenantId, propertyId) };
      },
    );

    app.get(
      '/tasks/:id',
      { config: manage, schema: { hide: true, params: TaskIdParams, response: { 200: PortalTaskSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        return presentOne(user.tenantId, await getTaskRow(deps, user.actor, request.params.id));
      },
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
        const user = portalUserOf(request);
        const { assignee_account_id: assignee, ...input } = request.body;
        const { task, created } = await createTaskRow(deps, user.actor, input, 'portal', assignee);
        return reply.code(created ? 201 : 200).send(await presentOne(user.tenantId, task));
      },
    );

    app.patch(
      '/tasks/:id',
      {
        config: manage,
        schema: { hide: true, params: TaskIdParams, body: PortalTaskPatchSchema, response: { 200: PortalTaskSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        const { assignee_account_id: assignee, missed_reason: missedReason, ...patch } = request.body;
        return presentOne(
          user.tenantId,
          await updateTaskRow(deps, user.actor, request.params.id, patch, assignee, missedReason),
        );
      },
    );
  };
}
