import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MaterialIdParams } from '../../../modules/material/items.schema.js';
import {
  MaterialRequestCreateSchema,
  MaterialRequestListQuerySchema,
  MaterialRequestPatchSchema,
  MaterialRequestSchema,
} from '../../../modules/material/requests.schema.js';
import { createRequest, getRequest, listRequests, updateRequest } from '../../../modules/material/requests.service.js';
import type { AppDeps } from '../../deps.js';
import { pageOf } from '../../openapi-helpers.js';
import { accessOf } from '../../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from '../pagination-link.js';
import { materialErrors, READ, TAGS, WRITE } from './shared.js';

export function materialRequestRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/material/requests',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listMaterialRequests',
          tags: TAGS,
          summary: 'List material requests',
          description: 'Requests of the properties the key’s account can see, oldest first.',
          querystring: MaterialRequestListQuerySchema,
          response: { 200: pageOf(MaterialRequestSchema), ...materialErrors('read', 'property_access_denied') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listRequests(deps, accessOf(request), request.query)),
    );

    app.get(
      '/material/requests/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getMaterialRequest',
          tags: TAGS,
          summary: 'Get one material request',
          params: MaterialIdParams,
          response: {
            200: MaterialRequestSchema,
            ...materialErrors('read', 'property_access_denied', 'not_found'),
          },
        },
      },
      async (request) => getRequest(deps, accessOf(request), request.params.id),
    );

    app.post(
      '/material/requests',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createMaterialRequest',
          tags: TAGS,
          summary: 'Request material for a property (idempotent by uuid)',
          description:
            'Creates the request with status `requested` and answers 201. A repeat with the same `uuid` and payload creates nothing and answers 200 with the existing request; the same `uuid` with another payload is 409 `uuid_conflict`.',
          body: MaterialRequestCreateSchema,
          response: {
            200: { ...MaterialRequestSchema, description: 'Repeat of an earlier call: the request it created.' },
            201: MaterialRequestSchema,
            ...materialErrors('write', 'property_access_denied', 'uuid_conflict'),
          },
        },
      },
      async (request, reply) => {
        const { request: created, created: isNew } = await createRequest(deps, accessOf(request), request.body);
        return reply
          .code(isNew ? 201 : 200)
          .header('location', resourceUrl(deps, request, `/api/v1/material/requests/${created.id}`))
          .send(created);
      },
    );

    app.patch(
      '/material/requests/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateMaterialRequest',
          tags: TAGS,
          summary: 'Approve, reject or deliver a material request',
          description:
            'Moves the status: requested → approved or rejected, approved → delivered; any other move is 409 `invalid_transition`, the current status again changes nothing. Delivering books one `transfer_to_property` movement per line (with `request_id` set) in the same transaction; if the warehouse lacks any of it, the answer is 422 `insufficient_stock`, nothing is booked and the request stays approved.',
          params: MaterialIdParams,
          body: MaterialRequestPatchSchema,
          response: {
            200: MaterialRequestSchema,
            ...materialErrors(
              'write',
              'property_access_denied',
              'not_found',
              'invalid_transition',
              'insufficient_stock',
            ),
          },
        },
      },
      async (request) => updateRequest(deps, accessOf(request), request.params.id, request.body),
    );
  };
}
