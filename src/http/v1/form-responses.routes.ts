import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FileLinkSigner } from '../../modules/files/files.service.js';
import {
  FormResponseDetailSchema,
  FormResponseIdParams,
  FormResponseListItemSchema,
  FormResponseListQuerySchema,
  MAX_EXPANDED_PAGE_SIZE,
} from '../../modules/forms/forms.schema.js';
import { getFormResponse, listFormResponses } from '../../modules/forms/forms.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, feedPageOf } from '../openapi-helpers.js';
import { accessOf } from '../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from './pagination-link.js';

export function formResponseRoutes(deps: AppDeps, signer: FileLinkSigner): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/form-responses',
      {
        config: { auth: { scope: 'form_responses:read' } },
        schema: {
          operationId: 'listFormResponses',
          tags: ['Form responses'],
          summary: 'Poll form responses',
          description: [
            'The change feed of form responses on the properties the key’s account can see, in the order the changes were committed.',
            '',
            'To learn of new submissions, poll with `status=submitted` and keep the `next_cursor` of each answer: it is never null here, even on an empty page, so the next poll with it returns exactly what was submitted since. No response is missed or returned twice, however many are submitted at the same time. A submitted response does not change again.',
            '',
            '`Link: rel="next"` is sent only while more results are ready right now; without it, wait before polling again (e.g. a minute).',
            '',
            `With \`expand=answers\` every response comes with its \`answers\` and \`photos\` (signed links), exactly as \`GET /form-responses/{id}\` shows it, so one request per page is enough; pages then hold at most ${MAX_EXPANDED_PAGE_SIZE} responses (a larger \`pageSize\` is 422). Without it, items carry neither property.`,
          ].join('\n'),
          querystring: FormResponseListQuerySchema,
          response: {
            200: feedPageOf(FormResponseListItemSchema),
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'validation_failed'),
          },
        },
      },
      async (request, reply) => {
        const { page, hasMore } = await listFormResponses(deps, accessOf(request), request.query, {
          signer,
          baseUrl: resourceUrl(deps, request, ''),
        });
        return sendPage(deps, request, reply, page, hasMore);
      },
    );

    app.get(
      '/form-responses/:id',
      {
        config: { auth: { scope: 'form_responses:read' } },
        schema: {
          operationId: 'getFormResponse',
          tags: ['Form responses'],
          summary: 'Get one form response with answers and photo links',
          description:
            'Answers in the order of the template version the response was filled with. Photo links are absolute, signed and expire (default one hour): fetch them without a key, or read the response again for fresh ones.',
          params: FormResponseIdParams,
          response: {
            200: FormResponseDetailSchema,
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) =>
        getFormResponse(deps, accessOf(request), request.params.id, {
          signer,
          baseUrl: resourceUrl(deps, request, ''),
        }),
    );
  };
}
