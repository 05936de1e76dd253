import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InspectionFeedQuerySchema,
  InspectionIdParams,
  InspectionSchema,
  InspectionSummarySchema,
} from '../../modules/inspections/inspections.schema.js';
import { getInspection, listInspectionFeed } from '../../modules/inspections/inspections.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, feedPageOf } from '../openapi-helpers.js';
import { accessOf } from '../plugins/api-key-auth.js';
import { sendPage } from './pagination-link.js';

// inspections:read is our extension of the spec's scope list.
export function inspectionRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/inspections',
      {
        config: { auth: { scope: 'inspections:read' } },
        schema: {
          operationId: 'listInspections',
          tags: ['Inspections'],
          summary: 'Poll quality inspections',
          description: [
            'The change feed of quality inspections on the properties the key’s account can see, in the order the changes were committed: drafts as they are started and rated, and each inspection once more when it is completed with its score.',
            '',
            'Keep the `next_cursor` of each answer: it is never null here, even on an empty page, so the next poll with it returns exactly what changed since. No change is missed or returned twice. `updated_since` only sets where a first poll starts; follow changes with the cursor.',
            '',
            '`Link: rel="next"` is sent only while more results are ready right now; without it, wait before polling again.',
          ].join('\n'),
          querystring: InspectionFeedQuerySchema,
          response: {
            200: feedPageOf(InspectionSummarySchema),
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'validation_failed'),
          },
        },
      },
      async (request, reply) => {
        const { page, hasMore } = await listInspectionFeed(deps, accessOf(request), request.query);
        return sendPage(deps, request, reply, page, hasMore);
      },
    );

    app.get(
      '/inspections/:id',
      {
        config: { auth: { scope: 'inspections:read' } },
        schema: {
          operationId: 'getInspection',
          tags: ['Inspections'],
          summary: 'Get one inspection with its sample, ratings and score',
          description:
            'The score per area, per area type and overall at full precision (`score_shown`: the overall score as shown, one decimal). The formula is in docs/inspections.md.',
          params: InspectionIdParams,
          response: {
            200: InspectionSchema,
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => getInspection(deps, accessOf(request), request.params.id),
    );
  };
}
