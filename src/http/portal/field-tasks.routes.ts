import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FieldChecklistTapSchema,
  FieldTaskActionResultSchema,
  FieldTaskCompleteSchema,
  FieldTaskSchema,
  FieldTaskStartSchema,
  MyTasksSchema,
  MyTodaySchema,
} from '../../modules/tasks/field-tasks.schema.js';
import { applyTaskTap, getMyTask, listMyTasks, listMyToday } from '../../modules/tasks/field-tasks.service.js';
import { TaskIdParams } from '../../modules/tasks/tasks.schema.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

/**
 * The field app's tasks: the signed-in person's (at their properties, assigned to them or
 * nobody), grouped by due date, and the start and complete taps from the phone's queue.
 * Any signed-in person; a task that is not theirs is 404.
 */
export function portalFieldTaskRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  return async (app) => {
    const zone = (request: { portalSession?: { timezone?: string } | null }) =>
      request.portalSession?.timezone ?? 'Europe/Berlin';

    app.get(
      '/field/today',
      { config: self, schema: { hide: true, response: { 200: MyTodaySchema } } },
      async (request) => listMyToday(deps, portalUserOf(request).actor, zone(request)),
    );

    app.post(
      '/field/tasks/:id/checklist',
      {
        config: self,
        schema: {
          hide: true,
          params: TaskIdParams,
          body: FieldChecklistTapSchema,
          response: { 200: FieldTaskActionResultSchema },
        },
      },
      async (request) =>
        applyTaskTap(
          deps,
          portalUserOf(request).actor,
          request.params.id,
          { kind: 'checklist', body: request.body },
          zone(request),
        ),
    );

    app.get(
      '/field/tasks',
      { config: self, schema: { hide: true, response: { 200: MyTasksSchema } } },
      async (request) =>
        listMyTasks(deps, portalUserOf(request).actor, request.portalSession?.timezone ?? 'Europe/Berlin'),
    );

    app.get(
      '/field/tasks/:id',
      { config: self, schema: { hide: true, params: TaskIdParams, response: { 200: FieldTaskSchema } } },
      async (request) => getMyTask(deps, portalUserOf(request).actor, request.params.id, zone(request)),
    );

    app.post(
      '/field/tasks/:id/start',
      {
        config: self,
        schema: {
          hide: true,
          params: TaskIdParams,
          body: FieldTaskStartSchema,
          response: { 200: FieldTaskActionResultSchema },
        },
      },
      async (request) =>
        applyTaskTap(deps, portalUserOf(request).actor, request.params.id, { kind: 'start', body: request.body }),
    );

    app.post(
      '/field/tasks/:id/complete',
      {
        config: self,
        schema: {
          hide: true,
          params: TaskIdParams,
          body: FieldTaskCompleteSchema,
          response: { 200: FieldTaskActionResultSchema },
        },
      },
      async (request) =>
        applyTaskTap(deps, portalUserOf(request).actor, request.params.id, { kind: 'complete', body: request.body }),
    );
  };
}
