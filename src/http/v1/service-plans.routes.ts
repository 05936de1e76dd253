import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  listServicePlans,
  ServicePlanApiSchema,
  ServicePlanListQuerySchema,
} from '../../modules/service-plans/service-plans-api.js';
import { accessOf } from '../plugins/api-key-auth.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { sendPage } from './pagination-link.js';

export function servicePlanRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/service-plans',
      {
        config: { auth: { scope: 'tasks:read' } },
        schema: {
          operationId: 'listServicePlans',
          tags: ['Service plans'],
          summary: 'List service plans',
          description:
            'Per property the key’s account can see, its service plan (Leistungsverzeichnis): areas and their recurring services with frequency, minutes, checklist and validity. Properties without any area are left out; paged by property id. Read only. Tasks made by a plan name their service as `plan.service_id`.',
          querystring: ServicePlanListQuerySchema,
          response: {
            200: pageOf(ServicePlanApiSchema),
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'validation_failed'),
          },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listServicePlans(deps, accessOf(request), request.query)),
    );
  };
}
