import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  MaterialIdParams,
  MaterialItemCreateSchema,
  MaterialItemListQuerySchema,
  MaterialItemPatchSchema,
  MaterialItemSchema,
} from '../../modules/material/items.schema.js';
import { createItem, listItems, updateItem } from '../../modules/material/items.service.js';
import {
  MaterialMovementCreateSchema,
  MaterialMovementListQuerySchema,
  MaterialMovementSchema,
} from '../../modules/material/movements.schema.js';
import { createMovement, listMovements } from '../../modules/material/movements.service.js';
import {
  MaterialRequestCreateSchema,
  MaterialRequestListQuerySchema,
  MaterialRequestPatchSchema,
  MaterialRequestSchema,
} from '../../modules/material/requests.schema.js';
import { confirmReceipt, createRequest, listRequests, updateRequest } from '../../modules/material/requests.service.js';
import {
  PropertyStockListQuerySchema,
  PropertyStockSchema,
  WarehouseStockListQuerySchema,
  WarehouseStockSchema,
} from '../../modules/material/stock.schema.js';
import { listPropertyStock, listWarehouseStock } from '../../modules/material/stock.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

// The material module in the portal: the same services as /api/v1/material, as the
// signed-in person (their properties bound every read and write). The office needs
// material.manage; the field app's routes need only a signed-in person. All need the
// tenant's material module.

const manage = { portal: { permission: 'material.manage' as const }, portalModule: 'material' as const };
const field = { portal: { permission: null }, portalModule: 'material' as const };

const LedgerQuerySchema = Type.Object(
  {
    ...MaterialMovementListQuerySchema.properties,
    before: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only movements booked before this instant.' }),
    ),
  },
  { additionalProperties: false },
);

export function portalMaterialRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/material/items',
      {
        config: manage,
        schema: { hide: true, querystring: MaterialItemListQuerySchema, response: { 200: pageOf(MaterialItemSchema) } },
      },
      async (request) => listItems(deps, portalUserOf(request).actor, request.query),
    );

    app.post(
      '/material/items',
      {
        config: manage,
        schema: { hide: true, body: MaterialItemCreateSchema, response: { 201: MaterialItemSchema } },
      },
      async (request, reply) => reply.code(201).send(await createItem(deps, portalUserOf(request).actor, request.body)),
    );

    app.patch(
      '/material/items/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: MaterialIdParams,
          body: MaterialItemPatchSchema,
          response: { 200: MaterialItemSchema },
        },
      },
      async (request) => updateItem(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.get(
      '/material/warehouse-stock',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: WarehouseStockListQuerySchema,
          response: { 200: pageOf(WarehouseStockSchema) },
        },
      },
      async (request) => listWarehouseStock(deps, portalUserOf(request).actor, request.query),
    );

    app.get(
      '/material/stock',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: PropertyStockListQuerySchema,
          response: { 200: pageOf(PropertyStockSchema) },
        },
      },
      async (request) => listPropertyStock(deps, portalUserOf(request).actor, request.query),
    );

    app.get(
      '/material/movements',
      {
        config: manage,
        schema: { hide: true, querystring: LedgerQuerySchema, response: { 200: pageOf(MaterialMovementSchema) } },
      },
      async (request) => listMovements(deps, portalUserOf(request).actor, request.query),
    );

    // Idempotent by the uuid the portal sends: a second click books nothing more (200).
    app.post(
      '/material/movements',
      {
        config: manage,
        schema: {
          hide: true,
          body: MaterialMovementCreateSchema,
          response: { 200: MaterialMovementSchema, 201: MaterialMovementSchema },
        },
      },
      async (request, reply) => {
        const { movement, created } = await createMovement(deps, portalUserOf(request).actor, request.body);
        return reply.code(created ? 201 : 200).send(movement);
      },
    );

    app.get(
      '/material/requests',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: MaterialRequestListQuerySchema,
          response: { 200: pageOf(MaterialRequestSchema) },
        },
      },
      async (request) => listRequests(deps, portalUserOf(request).actor, request.query),
    );

    app.patch(
      '/material/requests/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: MaterialIdParams,
          body: MaterialRequestPatchSchema,
          response: { 200: MaterialRequestSchema },
        },
      },
      async (request) => updateRequest(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    // The field app: the active items to choose from, the person's properties' requests, a new request.
    app.get(
      '/field/material/items',
      {
        config: field,
        schema: { hide: true, querystring: MaterialItemListQuerySchema, response: { 200: pageOf(MaterialItemSchema) } },
      },
      async (request) => listItems(deps, portalUserOf(request).actor, { ...request.query, active: true }),
    );

    app.get(
      '/field/material/requests',
      {
        config: field,
        schema: {
          hide: true,
          querystring: MaterialRequestListQuerySchema,
          response: { 200: pageOf(MaterialRequestSchema) },
        },
      },
      async (request) => listRequests(deps, portalUserOf(request).actor, request.query),
    );

    app.post(
      '/field/material/requests',
      {
        config: field,
        schema: {
          hide: true,
          body: MaterialRequestCreateSchema,
          response: { 200: MaterialRequestSchema, 201: MaterialRequestSchema },
        },
      },
      async (request, reply) => {
        const { request: created, created: isNew } = await createRequest(
          deps,
          portalUserOf(request).actor,
          request.body,
        );
        return reply.code(isNew ? 201 : 200).send(created);
      },
    );

    // Someone at the property confirms that a delivered request arrived (the outbox may send it twice).
    app.post(
      '/field/material/requests/:id/received',
      {
        config: field,
        schema: { hide: true, params: MaterialIdParams, response: { 200: MaterialRequestSchema } },
      },
      async (request) => confirmReceipt(deps, portalUserOf(request).actor, request.params.id),
    );
  };
}
