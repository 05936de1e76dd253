import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IncidentCreateSchema,
  IncidentIdParams,
  IncidentListQuerySchema,
  IncidentSchema,
} from '../../modules/incidents/incidents.schema.js';
import { createIncident, getIncident, listIncidents } from '../../modules/incidents/incidents.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { accessOf } from '../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from './pagination-link.js';

export function incidentRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/incidents',
      {
        config: { auth: { scope: 'incidents:read', orScope: 'incidents:write' } },
        schema: {
          operationId: 'listIncidents',
          tags: ['Incidents'],
          summary: 'List incidents',
          description:
            'Incidents on the properties the key’s account can see, oldest first. A PMS polls it with `updated_since` to follow status changes made in the office.',
          querystring: IncidentListQuerySchema,
          response: {
            200: pageOf(IncidentSchema),
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'validation_failed'),
          },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listIncidents(deps, accessOf(request), request.query)),
    );

    app.post(
      '/incidents',
      {
        config: { auth: { scope: 'incidents:write' } },
        schema: {
          operationId: 'createIncident',
          tags: ['Incidents'],
          summary: 'Report an incident (defect)',
          description:
            'Creates the incident and answers 201 with `Location`. Idempotent by `uuid` like task creation: a repeat with the same payload answers 200 with the existing incident, a different payload 409 `uuid_conflict`.',
          body: IncidentCreateSchema,
          response: {
            200: { ...IncidentSchema, description: 'Repeat of an earlier call: the incident it created.' },
            201: IncidentSchema,
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
        const { incident, created } = await createIncident(deps, accessOf(request), request.body);
        return reply
          .code(created ? 201 : 200)
          .header('location', resourceUrl(deps, request, `/api/v1/incidents/${incident.id}`))
          .send(incident);
      },
    );

    app.get(
      '/incidents/:id',
      {
        // incidents:read is our extension of the spec's scope list; a reporter may read back what it reported.
        config: { auth: { scope: 'incidents:read', orScope: 'incidents:write' } },
        schema: {
          operationId: 'getIncident',
          tags: ['Incidents'],
          summary: 'Get one incident',
          description: 'Read an incident, e.g. after following `Location`.',
          params: IncidentIdParams,
          response: {
            200: IncidentSchema,
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => getIncident(deps, accessOf(request), request.params.id),
    );
  };
}
