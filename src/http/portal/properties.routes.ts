import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PortalPropertyCreateSchema,
  PortalPropertyListQuerySchema,
  PortalPropertyPatchSchema,
  PortalPropertySchema,
  PortalPropertyTableQuerySchema,
  PropertyIdParams,
} from '../../modules/properties/properties.schema.js';
import { locationChange, withLocation, withLocations } from '../../modules/properties/property-locations.js';
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
        schema: {
          hide: true,
          querystring: PortalPropertyListQuerySchema,
          response: { 200: pageOf(PortalPropertySchema) },
        },
      },
      // The portal's pickers want every property at once, so its pages are as long as allowed.
      async (request) => {
        const user = portalUserOf(request);
        const page = await listProperties(deps, user.actor, {
          ...request.query,
          pageSize: request.query.pageSize ?? MAX_PAGE_SIZE,
        });
        return { ...page, data: await withLocations(deps.database.db, user.tenantId, page.data) };
      },
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
                data: Type.Array(PortalPropertySchema),
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
        const user = portalUserOf(request);
        const table = await browseProperties(deps, user.actor, request.query);
        const data = await withLocations(deps.database.db, user.tenantId, table.data);
        return { data, total: table.total, page: table.page, page_size: table.pageSize };
      },
    );

    app.post(
      '/properties',
      {
        config: edit,
        schema: { hide: true, body: PortalPropertyCreateSchema, response: { 201: PortalPropertySchema } },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const { latitude, longitude, ...input } = request.body;
        const created = await createProperty(deps, user.actor, input, locationChange({ latitude, longitude }));
        return reply.code(201).send(await withLocation(deps.database.db, user.tenantId, created));
      },
    );

    app.patch(
      '/properties/:id',
      {
        config: edit,
        schema: {
          hide: true,
          params: PropertyIdParams,
          body: PortalPropertyPatchSchema,
          response: { 200: PortalPropertySchema },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const { latitude, longitude, ...patch } = request.body;
        const change = locationChange({ latitude, longitude });
        const updated = await updateProperty(deps, user.actor, request.params.id, patch, change);
        return withLocation(deps.database.db, user.tenantId, updated);
      },
    );
  };
}
