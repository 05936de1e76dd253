import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FieldIncidentCreateSchema, FieldIncidentSchema } from '../../modules/incidents/field-incidents.schema.js';
import { createIncident } from '../../modules/incidents/incidents.service.js';
import { roundIdForIncident } from '../../modules/patrols/rounds.service.js';
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
        const { photo_file_ids: photoFileIds, patrol_round_uuid: roundUuid, ...input } = request.body;
        const actor = portalUserOf(request).actor;
        const patrolRoundId =
          roundUuid !== undefined ? await roundIdForIncident(deps, actor, roundUuid, input.property_id) : null;
        const { incident, created } = await createIncident(deps, actor, input, {
          origin: 'field',
          photoFileIds: photoFileIds ?? [],
          patrolRoundId,
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
