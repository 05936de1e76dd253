import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PortalPropertyListQuerySchema,
  PropertyCreateSchema,
  PropertyIdParams,
  PropertyPatchSchema,
  PropertySchema,
} from '../../modules/properties/properties.schema.js';
import { createProperty, listProperties, updateProperty } from '../../modules/properties/properties.service.js';
import { MAX_PAGE_SIZE } from '../../modules/shared/pagination.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const edit = { portal: { permission: 'properties.edit' as const } };

/** Properties: everyone signed in sees theirs; editing needs properties.edit. */
export function portalPropertyRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/properties',
      {
        config: { portal: { permission: null } },
        schema: { hide: true, querystring: PortalPropertyListQuerySchema, response: { 200: pageOf(PropertySchema) } },
      },
      // The portal's pickers want every property at once, so its pages are as long as allowed.
      async (request) =>
        listProperties(deps, portalUserOf(request).actor, {
          ...request.query,
          pageSize: request.query.pageSize ?? MAX_PAGE_SIZE,
        }),
    );

    app.post(
      '/properties',
      { config: edit, schema: { hide: true, body: PropertyCreateSchema, response: { 201: PropertySchema } } },
      async (request, reply) =>
        reply.code(201).send(await createProperty(deps, portalUserOf(request).actor, request.body)),
    );

    app.patch(
      '/properties/:id',
      {
        config: edit,
        schema: { hide: true, params: PropertyIdParams, body: PropertyPatchSchema, response: { 200: PropertySchema } },
      },
      async (request) => updateProperty(deps, portalUserOf(request).actor, request.params.id, request.body),
    );
  };
}
