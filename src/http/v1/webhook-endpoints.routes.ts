import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ErrorCode } from '../../domain/errors.js';
import {
  WebhookDeliveryIdParams,
  WebhookDeliveryListQuery,
  WebhookDeliverySchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointIdParams,
  WebhookEndpointListQuery,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookReplayResultSchema,
  WebhookReplayWindowSchema,
} from '../../modules/webhooks/webhooks.schema.js';
import {
  createEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  replayWindow,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type WebhookDeps,
} from '../../modules/webhooks/webhooks.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { accessOf, type ApiRouteAuth } from '../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from './pagination-link.js';

const TAGS = ['Webhooks'];
/** Actions take no fields; like every write, the body is JSON: `{}`. */
const NoFields = Type.Object({}, { additionalProperties: false, examples: [{}] });
const READ: ApiRouteAuth = { scope: 'webhooks:read' };
const WRITE: ApiRouteAuth = { scope: 'webhooks:write' };

const errors = (kind: 'read' | 'write', ...codes: ErrorCode[]) =>
  errorResponses(kind, 'insufficient_scope', 'validation_failed', ...codes);

const SIGNING =
  'Messages are signed by the Standard Webhooks specification (v1): headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`); see docs/webhooks.md.';
const SECRET_ONCE =
  'The secret is in this answer only: it is never shown again, and an `Idempotency-Key` is ignored here, so the answer is never stored.';

export function webhookEndpointRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const services: WebhookDeps = {
    database: deps.database,
    clock: deps.clock,
    allowNetworks: deps.config.webhookAllowNetworks,
  };
  return async (app) => {
    app.get(
      '/webhook-endpoints',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listWebhookEndpoints',
          tags: TAGS,
          summary: 'List webhook endpoints',
          description: 'The tenant’s webhook endpoints, oldest first, switched off ones included.',
          querystring: WebhookEndpointListQuery,
          response: { 200: pageOf(WebhookEndpointSchema), ...errors('read') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listEndpoints(services, accessOf(request), request.query)),
    );

    app.post(
      '/webhook-endpoints',
      {
        config: { auth: WRITE, answerHoldsSecret: true },
        schema: {
          operationId: 'createWebhookEndpoint',
          tags: TAGS,
          summary: 'Create a webhook endpoint',
          description: `Events of the chosen types (all when \`event_types\` is empty) are POSTed to \`url\` as they happen, each once per endpoint and retried until answered 2xx. The endpoint gets only events the key’s account may see. ${SIGNING} ${SECRET_ONCE}`,
          body: WebhookEndpointCreateSchema,
          response: { 201: WebhookEndpointWithSecretSchema, ...errors('write') },
        },
      },
      async (request, reply) => {
        const created = await createEndpoint(services, accessOf(request), request.body);
        return reply
          .code(201)
          .header('location', resourceUrl(deps, request, `/api/v1/webhook-endpoints/${created.endpoint.id}`))
          .send(created);
      },
    );

    app.get(
      '/webhook-endpoints/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getWebhookEndpoint',
          tags: TAGS,
          summary: 'Get one webhook endpoint',
          params: WebhookEndpointIdParams,
          response: { 200: WebhookEndpointSchema, ...errors('read', 'not_found') },
        },
      },
      async (request) => getEndpoint(services, accessOf(request), request.params.id),
    );

    app.patch(
      '/webhook-endpoints/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateWebhookEndpoint',
          tags: TAGS,
          summary: 'Change or switch a webhook endpoint on or off',
          description:
            'There is no DELETE: `enabled: false` switches an endpoint off (its log stays). Switching it on again sends what is still pending; replay a window for what it missed.',
          params: WebhookEndpointIdParams,
          body: WebhookEndpointPatchSchema,
          response: { 200: WebhookEndpointSchema, ...errors('write', 'not_found') },
        },
      },
      async (request) => updateEndpoint(services, accessOf(request), request.params.id, request.body),
    );

    app.post(
      '/webhook-endpoints/:id/rotate-secret',
      {
        config: { auth: WRITE, answerHoldsSecret: true },
        schema: {
          operationId: 'rotateWebhookSecret',
          tags: TAGS,
          summary: 'Rotate the signing secret',
          description: `A new secret signs from now on; for 24 hours the old one signs too (two signatures, space-separated, in \`webhook-signature\`), so the receiver can switch without losing a message. ${SECRET_ONCE}`,
          params: WebhookEndpointIdParams,
          body: NoFields,
          response: { 200: WebhookEndpointWithSecretSchema, ...errors('write', 'not_found') },
        },
      },
      async (request) => rotateSecret(services, accessOf(request), request.params.id),
    );

    app.post(
      '/webhook-endpoints/:id/test',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'sendWebhookTest',
          tags: TAGS,
          summary: 'Send a test event',
          description:
            'Queues a `webhook.test` event (not in the event log; `id` 0) to the endpoint, signed like every message; answers 202 with the delivery, whose attempts the delivery log shows.',
          params: WebhookEndpointIdParams,
          body: NoFields,
          response: { 202: WebhookDeliverySchema, ...errors('write', 'not_found') },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await sendTestEvent(services, accessOf(request), request.params.id)),
    );

    app.get(
      '/webhook-endpoints/:id/deliveries',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listWebhookDeliveries',
          tags: TAGS,
          summary: 'The delivery log of an endpoint',
          description:
            'Deliveries of the last 30 days, newest first, each with the body sent and every attempt: time, duration, request headers, response status and the first 4 kB of the answer.',
          params: WebhookEndpointIdParams,
          querystring: WebhookDeliveryListQuery,
          response: { 200: pageOf(WebhookDeliverySchema), ...errors('read', 'not_found') },
        },
      },
      async (request, reply) =>
        sendPage(
          deps,
          request,
          reply,
          await listDeliveries(services, accessOf(request), request.params.id, request.query),
        ),
    );

    app.post(
      '/webhook-endpoints/:id/deliveries/:delivery_id/replay',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'replayWebhookDelivery',
          tags: TAGS,
          summary: 'Send one delivery again',
          description:
            'Queues the same body with the same `webhook-id` again, signed with today’s secret; answers 202.',
          params: WebhookDeliveryIdParams,
          body: NoFields,
          response: { 202: WebhookReplayResultSchema, ...errors('write', 'not_found') },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await replayDelivery(services, accessOf(request), request.params.id, request.params.delivery_id)),
    );

    app.post(
      '/webhook-endpoints/:id/replay',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'replayWebhookWindow',
          tags: TAGS,
          summary: 'Send every event of a time window again',
          description:
            'Queues every event committed in [`from`, `to`) that the endpoint would have got (its types, its account’s view), each with its usual `webhook-id`, signed with today’s secret; answers 202 with how many. The window lies within the last 30 days.',
          params: WebhookEndpointIdParams,
          body: WebhookReplayWindowSchema,
          response: { 202: WebhookReplayResultSchema, ...errors('write', 'not_found') },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await replayWindow(services, accessOf(request), request.params.id, request.body)),
    );
  };
}
