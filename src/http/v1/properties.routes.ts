import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PropertyCreateSchema,
  PropertyIdParams,
  PropertyListQuerySchema,
  PropertyPatchSchema,
  PropertySchema,
} from '../../modules/properties/properties.schema.js';
import {
  createProperty,
  getProperty,
  listProperties,
  updateProperty,
} from '../../modules/properties/properties.service.js';
import { accessOf } from '../plugins/api-key-auth.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { resourceUrl, sendPage } from './pagination-link.js';

export function propertyRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/properties',
      {
        config: { auth: { scope: 'properties:read' } },
        schema: {
          operationId: 'listProperties',
          tags: ['Properties'],
          summary: 'List properties',
          description:
            'The properties the key’s account can see, oldest first. Filter by `external_id` to find your own record; use `updated_since` to sync changes.',
          querystring: PropertyListQuerySchema,
          response: {
            200: pageOf(PropertySchema),
            ...errorResponses('read', 'insufficient_scope', 'validation_failed'),
          },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listProperties(deps, accessOf(request), request.query)),
    );

    app.post(
      '/properties',
      {
        config: { auth: { scope: 'properties:write' } },
        schema: {
          operationId: 'createProperty',
          tags: ['Properties'],
          summary: 'Create a property',
          description:
            'A key whose account is limited to a list of properties gets the new property added to that list.',
          body: PropertyCreateSchema,
          response: {
            201: PropertySchema,
            ...errorResponses('write', 'insufficient_scope', 'validation_failed', 'external_id_conflict'),
          },
        },
      },
      async (request, reply) => {
        const property = await createProperty(deps, accessOf(request), request.body);
        return reply
          .code(201)
          .header('location', resourceUrl(deps, request, `/api/v1/properties/${property.id}`))
          .send(property);
      },
    );

    app.get(
      '/properties/:id',
      {
        config: { auth: { scope: 'properties:read' } },
        schema: {
          operationId: 'getProperty',
          tags: ['Properties'],
          summary: 'Get one property',
          params: PropertyIdParams,
          response: {
            200: PropertySchema,
            ...errorResponses('read', 'insufficient_scope', 'property_access_denied', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => getProperty(deps, accessOf(request), request.params.id),
    );

    app.patch(
      '/properties/:id',
      {
        config: { auth: { scope: 'properties:write' } },
        schema: {
          operationId: 'updateProperty',
          tags: ['Properties'],
          summary: 'Update a property',
          description:
            'Send only the fields to change; `null` clears an optional field. There is no DELETE: set `archived: true`.',
          params: PropertyIdParams,
          body: PropertyPatchSchema,
          response: {
            200: PropertySchema,
            ...errorResponses(
              'write',
              'insufficient_scope',
              'property_access_denied',
              'not_found',
              'validation_failed',
              'external_id_conflict',
            ),
          },
        },
      },
      async (request) => updateProperty(deps, accessOf(request), request.params.id, request.body),
    );
  };
}
