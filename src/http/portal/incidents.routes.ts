import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IncidentCommentSchema,
  IncidentIdParams,
  IncidentStatusChangeSchema,
  PortalIncidentDetailSchema,
  PortalIncidentListQuerySchema,
  PortalIncidentSchema,
} from '../../modules/incidents/incidents.schema.js';
import {
  changeIncidentStatus,
  commentOnIncident,
  getPortalIncident,
  listPortalIncidents,
} from '../../modules/incidents/incident-workflow.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'incidents.manage' as const } };

/** Incidents for the office: the list, one with its history, status changes and comments; all need incidents.manage. */
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
  };
}
