import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldIncidentCreateSchema, FieldIncidentSchema } from '../../modules/incidents/field-incidents.schema.js';
import { createIncident } from '../../modules/incidents/incidents.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

/**
 * Reporting an incident from the field app: any signed-in person, at a property they can
 * access, idempotent by the phone's uuid (201 the first time, 200 for a replay).
 */
export function portalFieldIncidentRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  return async (app) => {
    app.post(
      '/field/incidents',
      {
        config: self,
        schema: {
          hide: true,
          body: FieldIncidentCreateSchema,
          response: { 200: FieldIncidentSchema, 201: FieldIncidentSchema },
        },
      },
      async (request, reply) => {
        const { photo_file_ids: photoFileIds, ...input } = request.body;
        const { incident, created } = await createIncident(deps, portalUserOf(request).actor, input, {
          origin: 'field',
          photoFileIds: photoFileIds ?? [],
        });
        return reply.code(created ? 201 : 200).send({
          id: incident.id,
          uuid: incident.uuid,
          title: incident.title,
          property_id: incident.property_id,
          severity: incident.severity,
          created,
        });
      },
    );
  };
}
