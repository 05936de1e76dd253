import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';
import { WEBHOOK_EVENT_TYPES } from './event-feed.js';

const EventType = Type.Union(
  WEBHOOK_EVENT_TYPES.map((type) => Type.Literal(type)),
  { description: 'An event type the endpoint receives.' },
);

const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  format: 'uri',
  description:
    'Where events are POSTed: https, to a public address (loopback, private, link-local and metadata addresses are refused, checked at every delivery). Plain http only to networks the operator allows (`WEBHOOK_ALLOW_NETWORKS`).',
  examples: ['https://pms.example.com/caretaker/webhooks'],
});

const Description = Type.String({ maxLength: 500, description: 'What the endpoint is for; for people.' });
const EventTypes = Type.Array(EventType, {
  maxItems: 100,
  uniqueItems: true,
  description: 'The event types sent; empty: every type (also types added later).',
});

export const WebhookEndpointSchema = named(
  'WebhookEndpoint',
  Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      url: Type.String(),
      description: Type.String(),
      event_types: Type.Array(Type.String()),
      enabled: Type.Boolean(),
      disabled_reason: Type.Union(
        [Type.Literal('manual'), Type.Literal('gone'), Type.Literal('failing'), Type.Null()],
        {
          description:
            '`manual`: switched off through the API or portal; `gone`: the receiver answered 410; `failing`: every attempt failed for five days.',
        },
      ),
      disabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      failing_since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'The first failed attempt since the last success; null while deliveries succeed.',
      }),
      created_by_account_id: Type.Integer({
        minimum: 1,
        description: 'The endpoint receives only events this account may see (its permissions and properties).',
      }),
      created_at: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
);
export type WebhookEndpointDto = Static<typeof WebhookEndpointSchema>;

export const WebhookEndpointWithSecretSchema = named(
  'WebhookEndpointWithSecret',
  Type.Object(
    {
      endpoint: WebhookEndpointSchema,
      secret: Type.String({
        description:
          'The signing secret (`whsec_` and base64), shown this once: store it where the receiver verifies signatures.',
        examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      }),
    },
    { additionalProperties: false },
  ),
);

export const WebhookEndpointCreateSchema = Type.Object(
  {
    url: Url,
    description: Type.Optional(Description),
    event_types: Type.Optional(EventTypes),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        url: 'https://pms.example.com/caretaker/webhooks',
        description: 'Property management system',
        event_types: ['incident.created'],
      },
    ],
  },
);
export type WebhookEndpointCreate = Static<typeof WebhookEndpointCreateSchema>;

export const WebhookEndpointPatchSchema = Type.Object(
  {
    url: Type.Optional(Url),
    description: Type.Optional(Description),
    event_types: Type.Optional(EventTypes),
    enabled: Type.Optional(
      Type.Boolean({
        description: 'false switches the endpoint off; true on again (deliveries still pending resume).',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ enabled: false }, { event_types: [] }] },
);
export type WebhookEndpointPatch = Static<typeof WebhookEndpointPatchSchema>;

export const WebhookEndpointIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const WebhookDeliveryIdParams = Type.Object({ id: Id, delivery_id: Id }, { additionalProperties: false });

export const WebhookEndpointListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export const WebhookDeliveryListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type PageQueryDto = Static<typeof WebhookDeliveryListQuery>;

const AttemptSchema = named(
  'WebhookAttempt',
  Type.Object(
    {
      attempted_at: Type.String({ format: 'date-time' }),
      succeeded: Type.Boolean(),
      duration_ms: Type.Integer({ minimum: 0 }),
      request_headers: Type.Record(Type.String(), Type.String()),
      response_status: Type.Union([Type.Integer(), Type.Null()]),
      response_body: Type.Union([Type.String({ description: 'The first 4 kB of the answer.' }), Type.Null()]),
      error: Type.Union([
        Type.String({ description: 'Why there was no usable answer: refused address, timeout, redirect…' }),
        Type.Null(),
      ]),
    },
    { additionalProperties: false },
  ),
);

export const WebhookDeliverySchema = named(
  'WebhookDelivery',
  Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      webhook_id: Type.String({ description: 'The `webhook-id` header: the same on every attempt and replay.' }),
      event_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null for `webhook.test`.' }),
      event_type: Type.String(),
      origin: Type.Union([Type.Literal('event'), Type.Literal('test'), Type.Literal('replay')]),
      state: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
      next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      created_at: Type.String({ format: 'date-time' }),
      request_body: Type.String({ description: 'The exact body sent (and signed).' }),
      attempts: Type.Array(AttemptSchema),
    },
    { additionalProperties: false },
  ),
);
export type WebhookDeliveryDto = Static<typeof WebhookDeliverySchema>;

export const WebhookReplayWindowSchema = Type.Object(
  {
    from: Type.String({ format: 'date-time', description: 'Events committed at or after this instant…' }),
    to: Type.String({ format: 'date-time', description: '…and before this one (at most 30 days back).' }),
  },
  { additionalProperties: false, examples: [{ from: '2026-11-20T06:00:00Z', to: '2026-11-20T18:00:00Z' }] },
);

export const WebhookReplayResultSchema = named(
  'WebhookReplayResult',
  Type.Object(
    { queued: Type.Integer({ minimum: 0, description: 'Deliveries queued.' }) },
    { additionalProperties: false },
  ),
);
