import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MaterialIdParams,
  MaterialItemCreateSchema,
  MaterialItemListQuerySchema,
  MaterialItemPatchSchema,
  MaterialItemSchema,
} from '../../../modules/material/items.schema.js';
import { createItem, getItem, listItems, updateItem } from '../../../modules/material/items.service.js';
import type { AppDeps } from '../../deps.js';
import { pageOf } from '../../openapi-helpers.js';
import { accessOf } from '../../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from '../pagination-link.js';
import { materialErrors, READ, TAGS, WRITE } from './shared.js';

export function materialItemRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/material/items',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listMaterialItems',
          tags: TAGS,
          summary: 'List material items',
          description:
            'The tenant’s material catalogue, oldest first. Filter by `sku` to find your own article; use `updated_since` to sync changes.',
          querystring: MaterialItemListQuerySchema,
          response: { 200: pageOf(MaterialItemSchema), ...materialErrors('read') },
        },
      },
      async (request, reply) => sendPage(deps, request, reply, await listItems(deps, accessOf(request), request.query)),
    );

    app.post(
      '/material/items',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createMaterialItem',
          tags: TAGS,
          summary: 'Create a material item',
          description:
            'The item starts with an empty warehouse stock. The SKU must be unique within the tenant (409 `sku_conflict`).',
          body: MaterialItemCreateSchema,
          response: { 201: MaterialItemSchema, ...materialErrors('write', 'sku_conflict') },
        },
      },
      async (request, reply) => {
        const item = await createItem(deps, accessOf(request), request.body);
        return reply
          .code(201)
          .header('location', resourceUrl(deps, request, `/api/v1/material/items/${item.id}`))
          .send(item);
      },
    );

    app.get(
      '/material/items/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getMaterialItem',
          tags: TAGS,
          summary: 'Get one material item',
          params: MaterialIdParams,
          response: { 200: MaterialItemSchema, ...materialErrors('read', 'not_found') },
        },
      },
      async (request) => getItem(deps, accessOf(request), request.params.id),
    );

    app.patch(
      '/material/items/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateMaterialItem',
          tags: TAGS,
          summary: 'Update a material item',
          description:
            'Send only the fields to change; `null` clears `category`. There is no DELETE: set `active: false`. The unit cannot change once the item has movements.',
          params: MaterialIdParams,
          body: MaterialItemPatchSchema,
          response: { 200: MaterialItemSchema, ...materialErrors('write', 'not_found', 'sku_conflict') },
        },
      },
      async (request) => updateItem(deps, accessOf(request), request.params.id, request.body),
    );
  };
}
