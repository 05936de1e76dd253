import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PropertyStockListQuerySchema,
  PropertyStockSchema,
  WarehouseStockListQuerySchema,
  WarehouseStockSchema,
} from '../../../modules/material/stock.schema.js';
import { listPropertyStock, listWarehouseStock } from '../../../modules/material/stock.service.js';
import type { AppDeps } from '../../deps.js';
import { pageOf } from '../../openapi-helpers.js';
import { accessOf } from '../../plugins/api-key-auth.js';
import { sendPage } from '../pagination-link.js';
import { materialErrors, READ, TAGS } from './shared.js';

export function materialStockRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/material/stock',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listPropertyStock',
          tags: TAGS,
          summary: 'List stock at properties',
          description:
            'Quantity per item and property, for the properties the key’s account can see; a property is listed for an item once stock has gone there. Stock is derived from the movements and changes only through them. `below_minimum=true` lists what needs a refill.',
          querystring: PropertyStockListQuerySchema,
          response: { 200: pageOf(PropertyStockSchema), ...materialErrors('read', 'property_access_denied') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listPropertyStock(deps, accessOf(request), request.query)),
    );

    app.get(
      '/material/warehouse/stock',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listWarehouseStock',
          tags: TAGS,
          summary: 'List stock in the central warehouse',
          description:
            'Quantity per item in the warehouse, one entry for every item (0 until the first receipt). Visible to every key with the scope, whatever its account’s properties.',
          querystring: WarehouseStockListQuerySchema,
          response: { 200: pageOf(WarehouseStockSchema), ...materialErrors('read') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listWarehouseStock(deps, accessOf(request), request.query)),
    );
  };
}
