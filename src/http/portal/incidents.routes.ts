import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IncidentPlanSchema,
  IncidentTaskCreateSchema,
  PortalIncidentCreateSchema,
  IncidentCommentSchema,
  IncidentIdParams,
  IncidentStatusChangeSchema,
  PortalIncidentDetailSchema,
  PortalIncidentListQuerySchema,
  PortalIncidentSchema,
} from '../../modules/incidents/incidents.schema.js';
import {
  createPortalIncident,
  createTaskFromIncident,
  incidentOwnerCandidates,
  planIncident,
  changeIncidentStatus,
  commentOnIncident,
  getPortalIncident,
  listPortalIncidents,
} from '../../modules/incidents/incident-workflow.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';
import { DomainError } from '../../domain/errors.js';

const Person = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });

const manage = { portal: { permission: 'incidents.manage' as const } };

/**
 * Incidents for the office: the list, reporting one, one with its history, status changes,
 * comments, owner and due date, and a task made from it; all need incidents.manage (the
 * task tasks.manage as well).
 */
export function portalIncidentRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/incidents',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: PortalIncidentListQuerySchema,
          response: { 200: pageOf(PortalIncidentSchema) },
        },
      },
      async (request) => listPortalIncidents(deps, portalUserOf(request).actor, request.query),
    );

    app.get(
      '/incidents/:id',
      {
        config: manage,
        schema: { hide: true, params: IncidentIdParams, response: { 200: PortalIncidentDetailSchema } },
      },
      async (request) => getPortalIncident(deps, portalUserOf(request).actor, request.params.id),
    );

    app.post(
      '/incidents/:id/status',
      {
        config: manage,
        schema: {
          hide: true,
          params: IncidentIdParams,
          body: IncidentStatusChangeSchema,
          response: { 200: PortalIncidentDetailSchema },
        },
      },
      async (request) => changeIncidentStatus(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.post(
      '/incidents/:id/comments',
      {
        config: manage,
        schema: {
          hide: true,
          params: IncidentIdParams,
          body: IncidentCommentSchema,
          response: { 200: PortalIncidentDetailSchema },
        },
      },
      async (request) => commentOnIncident(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.post(
      '/incidents',
      {
        config: manage,
        schema: {
          hide: true,
          body: PortalIncidentCreateSchema,
          response: { 200: PortalIncidentDetailSchema, 201: PortalIncidentDetailSchema },
        },
      },
      async (request, reply) => {
        const { incident, created } = await createPortalIncident(deps, portalUserOf(request).actor, request.body);
        return reply.code(created ? 201 : 200).send(incident);
      },
    );

    app.patch(
      '/incidents/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: IncidentIdParams,
          body: IncidentPlanSchema,
          response: { 200: PortalIncidentDetailSchema },
        },
      },
      async (request) => planIncident(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.get(
      '/incidents/:id/owners',
      {
        config: manage,
        schema: {
          hide: true,
          params: IncidentIdParams,
          response: { 200: Type.Object({ data: Type.Array(Person) }, { additionalProperties: false }) },
        },
      },
      // Who can look after it: active people seeing its property (also who a task from it can go to).
      async (request) => ({
        data: await incidentOwnerCandidates(deps, portalUserOf(request).actor, request.params.id),
      }),
    );

    app.post(
      '/incidents/:id/task',
      {
        config: manage,
        schema: {
          hide: true,
          params: IncidentIdParams,
          body: IncidentTaskCreateSchema,
          response: {
            200: Type.Object({ task_id: Type.Integer() }, { additionalProperties: false }),
            201: Type.Object({ task_id: Type.Integer() }, { additionalProperties: false }),
          },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        if (!user.permissions.includes('tasks.manage')) {
          throw new DomainError('permission_denied', 'Your role lacks the permission "tasks.manage".');
        }
        const { taskId, created } = await createTaskFromIncident(deps, user.actor, request.params.id, request.body);
        return reply.code(created ? 201 : 200).send({ task_id: taskId });
      },
    );
  };
}
