import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  WebhookDeliveryIdParams,
  WebhookDeliveryListQuery,
  WebhookDeliverySchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointIdParams,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookReplayResultSchema,
} from '../../modules/webhooks/webhooks.schema.js';
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type WebhookDeps,
} from '../../modules/webhooks/webhooks.service.js';
import { WEBHOOK_EVENT_TYPES } from '../../modules/webhooks/event-feed.js';
import { MAX_PAGE_SIZE } from '../../modules/shared/pagination.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const settings = { portal: { permission: 'settings.edit' as const } };

const PortalWebhookListSchema = Type.Object(
  {
    endpoints: Type.Array(WebhookEndpointSchema),
    event_types: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

const DeliveryPageSchema = Type.Object(
  { data: Type.Array(WebhookDeliverySchema), next_cursor: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false },
);

/** Settings → Integrations: the organisation's webhook endpoints (the same services as the API). */
export function portalWebhookRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const services: WebhookDeps = {
    database: deps.database,
    clock: deps.clock,
    allowNetworks: deps.config.webhookAllowNetworks,
  };
  return async (app) => {
    app.get(
      '/webhooks',
      { config: settings, schema: { hide: true, response: { 200: PortalWebhookListSchema } } },
      async (request) => {
        const { actor } = portalUserOf(request);
        const page = await listEndpoints(services, actor, { pageSize: MAX_PAGE_SIZE });
        return { endpoints: page.data, event_types: [...WEBHOOK_EVENT_TYPES] };
      },
    );

    app.post(
      '/webhooks',
      {
        config: settings,
        schema: {
          hide: true,
          body: WebhookEndpointCreateSchema,
          response: { 201: WebhookEndpointWithSecretSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createEndpoint(services, portalUserOf(request).actor, request.body)),
    );

    app.patch(
      '/webhooks/:id',
      {
        config: settings,
        schema: {
          hide: true,
          params: WebhookEndpointIdParams,
          body: WebhookEndpointPatchSchema,
          response: { 200: WebhookEndpointSchema },
        },
      },
      async (request) => updateEndpoint(services, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.post(
      '/webhooks/:id/rotate-secret',
      {
        config: settings,
        schema: { hide: true, params: WebhookEndpointIdParams, response: { 200: WebhookEndpointWithSecretSchema } },
      },
      async (request) => rotateSecret(services, portalUserOf(request).actor, request.params.id),
    );

    app.post(
      '/webhooks/:id/test',
      {
        config: settings,
        schema: { hide: true, params: WebhookEndpointIdParams, response: { 202: WebhookDeliverySchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await sendTestEvent(services, portalUserOf(request).actor, request.params.id)),
    );

    app.get(
      '/webhooks/:id/deliveries',
      {
        config: settings,
        schema: {
          hide: true,
          params: WebhookEndpointIdParams,
          querystring: WebhookDeliveryListQuery,
          response: { 200: DeliveryPageSchema },
        },
      },
      async (request) => listDeliveries(services, portalUserOf(request).actor, request.params.id, request.query),
    );

    app.post(
      '/webhooks/:id/deliveries/:delivery_id/replay',
      {
        config: settings,
        schema: { hide: true, params: WebhookDeliveryIdParams, response: { 202: WebhookReplayResultSchema } },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(
            await replayDelivery(services, portalUserOf(request).actor, request.params.id, request.params.delivery_id),
          ),
    );
  };
}
