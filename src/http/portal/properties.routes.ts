import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PortalPropertyListQuerySchema,
  PortalPropertyTableQuerySchema,
  PropertyCreateSchema,
  PropertyIdParams,
  PropertyPatchSchema,
  PropertySchema,
} from '../../modules/properties/properties.schema.js';
import {
  browseProperties,
  createProperty,
  listProperties,
  updateProperty,
} from '../../modules/properties/properties.service.js';
import { Type } from '@sinclair/typebox';
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

    app.get(
      '/property-table',
      {
        config: { portal: { permission: null } },
        schema: {
          hide: true,
          querystring: PortalPropertyTableQuerySchema,
          response: {
            200: Type.Object(
              {
                data: Type.Array(PropertySchema),
                total: Type.Integer(),
                page: Type.Integer(),
                page_size: Type.Integer(),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const table = await browseProperties(deps, portalUserOf(request).actor, request.query);
        return { data: table.data, total: table.total, page: table.page, page_size: table.pageSize };
      },
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
