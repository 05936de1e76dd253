import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  PatrolCheckpointCreateSchema,
  PatrolCheckpointOrderSchema,
  PatrolCheckpointParams,
  PatrolCheckpointUpdateSchema,
  PatrolRouteCreateSchema,
  PatrolRouteDetailSchema,
  PatrolRouteIdParams,
  PatrolRouteListQuerySchema,
  PatrolRouteSummarySchema,
  PatrolRouteUpdateSchema,
  PatrolScheduleCreateSchema,
  PatrolScheduleParams,
  PatrolScheduleUpdateSchema,
} from '../../modules/patrols/setup.schema.js';
import {
  addPatrolCheckpoint,
  addPatrolSchedule,
  checkpointSheetInput,
  createPatrolRoute,
  getPatrolRoute,
  listPatrolRoutes,
  reorderPatrolCheckpoints,
  updatePatrolCheckpoint,
  updatePatrolRoute,
  updatePatrolSchedule,
} from '../../modules/patrols/setup-commands.service.js';
import { checkpointSheet } from '../../modules/patrols/checkpoint-sheet.js';
import { DomainError } from '../../domain/errors.js';
import { PdfQueueFullError } from '../../platform/pdf/renderer.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'patrols.manage' as const } };
const detail = { 200: PatrolRouteDetailSchema };

/** Patrol set-up for the office: routes, their checkpoints and schedules; all need patrols.manage. */
export function portalPatrolRouteRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/patrol-routes',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: PatrolRouteListQuerySchema,
          response: { 200: Type.Object({ data: Type.Array(PatrolRouteSummarySchema) }) },
        },
      },
      async (request) => ({ data: await listPatrolRoutes(deps, portalUserOf(request).actor, request.query) }),
    );

    app.post(
      '/patrol-routes',
      {
        config: manage,
        schema: { hide: true, body: PatrolRouteCreateSchema, response: { 201: PatrolRouteDetailSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createPatrolRoute(deps, portalUserOf(request).actor, request.body)),
    );

    app.get(
      '/patrol-routes/:id',
      { config: manage, schema: { hide: true, params: PatrolRouteIdParams, response: detail } },
      async (request) => getPatrolRoute(deps, portalUserOf(request).actor, request.params.id),
    );

    app.patch(
      '/patrol-routes/:id',
      {
        config: manage,
        schema: { hide: true, params: PatrolRouteIdParams, body: PatrolRouteUpdateSchema, response: detail },
      },
      async (request) => updatePatrolRoute(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.post(
      '/patrol-routes/:id/checkpoints',
      {
        config: manage,
        schema: { hide: true, params: PatrolRouteIdParams, body: PatrolCheckpointCreateSchema, response: detail },
      },
      async (request) => addPatrolCheckpoint(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.patch(
      '/patrol-routes/:id/checkpoints/:checkpointId',
      {
        config: manage,
        schema: { hide: true, params: PatrolCheckpointParams, body: PatrolCheckpointUpdateSchema, response: detail },
      },
      async (request) =>
        updatePatrolCheckpoint(
          deps,
          portalUserOf(request).actor,
          request.params.id,
          request.params.checkpointId,
          request.body,
        ),
    );

    app.put(
      '/patrol-routes/:id/checkpoint-order',
      {
        config: manage,
        schema: { hide: true, params: PatrolRouteIdParams, body: PatrolCheckpointOrderSchema, response: detail },
      },
      async (request) => reorderPatrolCheckpoints(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.post(
      '/patrol-routes/:id/schedules',
      {
        config: manage,
        schema: { hide: true, params: PatrolRouteIdParams, body: PatrolScheduleCreateSchema, response: detail },
      },
      async (request) => addPatrolSchedule(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.patch(
      '/patrol-routes/:id/schedules/:scheduleId',
      {
        config: manage,
        schema: { hide: true, params: PatrolScheduleParams, body: PatrolScheduleUpdateSchema, response: detail },
      },
      async (request) =>
        updatePatrolSchedule(
          deps,
          portalUserOf(request).actor,
          request.params.id,
          request.params.scheduleId,
          request.body,
        ),
    );

    app.get(
      '/patrol-routes/:id/sheet',
      { config: manage, schema: { hide: true, params: PatrolRouteIdParams } },
      async (request, reply) => {
        const input = await checkpointSheetInput(deps, portalUserOf(request).actor, request.params.id);
        if (!deps.pdf) throw new DomainError('service_unavailable', 'PDFs cannot be made right now.');
        const pdf = await deps.pdf.render(await checkpointSheet(input)).catch((error: unknown) => {
          if (error instanceof PdfQueueFullError) {
            throw new DomainError('service_unavailable', 'Too many PDFs are being made; try again in a moment.');
          }
          throw error;
        });
        const name = input.language === 'de' ? 'kontrollpunkte' : 'checkpoints';
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}-${request.params.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf.bytes));
      },
    );
  };
}
