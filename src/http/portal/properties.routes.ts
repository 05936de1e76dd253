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
import { clientFilter, withClient, withClients } from '../../modules/properties/property-clients.js';
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
        const located = await withLocations(deps.database.db, user.tenantId, page.data);
        return { ...page, data: await withClients(deps.database.db, user.tenantId, located) };
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
        const { client, ...query } = request.query;
        const table = await browseProperties(deps, user.actor, { ...query, client: clientFilter(client) });
        const located = await withLocations(deps.database.db, user.tenantId, table.data);
        const data = await withClients(deps.database.db, user.tenantId, located);
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
        const { latitude, longitude, client_id: clientId, ...input } = request.body;
        const change = locationChange({ latitude, longitude });
        const created = await createProperty(deps, user.actor, input, change, clientId);
        const located = await withLocation(deps.database.db, user.tenantId, created);
        return reply.code(201).send(await withClient(deps.database.db, user.tenantId, located));
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
        const { latitude, longitude, client_id: clientId, ...patch } = request.body;
        const change = locationChange({ latitude, longitude });
        const updated = await updateProperty(deps, user.actor, request.params.id, patch, change, clientId);
        return withClient(
          deps.database.db,
          user.tenantId,
          await withLocation(deps.database.db, user.tenantId, updated),
        );
      },
    );
  };
}
