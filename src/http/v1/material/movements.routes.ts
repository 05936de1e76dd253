import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MaterialIdParams } from '../../../modules/material/items.schema.js';
import {
  MaterialMovementCreateSchema,
  MaterialMovementListQuerySchema,
  MaterialMovementSchema,
} from '../../../modules/material/movements.schema.js';
import { createMovement, getMovement, listMovements } from '../../../modules/material/movements.service.js';
import type { AppDeps } from '../../deps.js';
import { pageOf } from '../../openapi-helpers.js';
import { accessOf } from '../../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from '../pagination-link.js';
import { materialErrors, READ, TAGS, WRITE } from './shared.js';

export function materialMovementRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/material/movements',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listMaterialMovements',
          tags: TAGS,
          summary: 'List material movements (the stock ledger)',
          description:
            'Movements in booking order. Warehouse-only movements (receipts, warehouse corrections) are visible to every key with the scope; the others only with access to their property. Summing a location’s movements gives its stock.',
          querystring: MaterialMovementListQuerySchema,
          response: { 200: pageOf(MaterialMovementSchema), ...materialErrors('read', 'property_access_denied') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listMovements(deps, accessOf(request), request.query)),
    );

    app.get(
      '/material/movements/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getMaterialMovement',
          tags: TAGS,
          summary: 'Get one material movement',
          params: MaterialIdParams,
          response: {
            200: MaterialMovementSchema,
            ...materialErrors('read', 'property_access_denied', 'not_found'),
          },
        },
      },
      async (request) => getMovement(deps, accessOf(request), request.params.id),
    );

    app.post(
      '/material/movements',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createMaterialMovement',
          tags: TAGS,
          summary: 'Book a material movement (idempotent by uuid)',
          description:
            'Books the movement and changes stock in one transaction, and answers 201. A movement is never changed afterwards: book a `correction` to fix a mistake. Stock never goes below zero: a movement that would is 422 `insufficient_stock` and books nothing. A repeat with the same `uuid` and payload books nothing and answers 200 with the first movement; the same `uuid` with another payload is 409 `uuid_conflict`.',
          body: MaterialMovementCreateSchema,
          response: {
            200: { ...MaterialMovementSchema, description: 'Repeat of an earlier call: the movement it booked.' },
            201: MaterialMovementSchema,
            ...materialErrors('write', 'property_access_denied', 'uuid_conflict', 'insufficient_stock'),
          },
        },
      },
      async (request, reply) => {
        const { movement, created } = await createMovement(deps, accessOf(request), request.body);
        return reply
          .code(created ? 201 : 200)
          .header('location', resourceUrl(deps, request, `/api/v1/material/movements/${movement.id}`))
          .send(movement);
      },
    );
  };
}
