import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

export const WEBHOOK_DISABLED_REASONS = ['manual', 'gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/**
 * Where a tenant's events are sent (Standard Webhooks v1). The signing secret is stored
 * sealed (AES-256-GCM under an installation key, see secrets.ts), never in the clear; a
 * rotated-out secret keeps signing next to the new one until `previous_secret_expires_at`.
 * An endpoint delivers only events its creating account may see. `drain_seq` names the
 * current drain job (`webhook:<tenant>:<endpoint>:<drain_seq>`): one per endpoint at a time.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types sent; empty: every type. */
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, precision: 3 }),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }).notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, precision: 3 }),
    /** The first failed attempt since the last success; null while the endpoint answers. */
    failingSince: timestamp('failing_since', { withTimezone: true, precision: 3 }),
    /** When the admins were told it is failing (once per failing stretch). */
    failingNoticeAt: timestamp('failing_notice_at', { withTimezone: true, precision: 3 }),
    /** A 429/502/504 or Retry-After asked to wait: nothing is sent before. */
    throttledUntil: timestamp('throttled_until', { withTimezone: true, precision: 3 }),
    drainSeq: integer('drain_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
  ],
);

export const WEBHOOK_DELIVERY_ORIGINS = ['event', 'test', 'replay'] as const;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/**
 * One message to one endpoint: the exact body and its stable `webhook-id`, retried on
 * its schedule until a 2xx or the last attempt. Kept 30 days (`webhooks.prune`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
    /** The event in the log; null for `webhook.test`. */
    eventId: bigint('event_id', { mode: 'number' }),
    eventType: text('event_type').notNull(),
    origin: text('origin', { enum: WEBHOOK_DELIVERY_ORIGINS }).notNull(),
    /** `webhook-id`: the same on every attempt and replay of one event. */
    messageId: text('message_id').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }),
    uniqueIndex('webhook_deliveries_event_key')
      .on(t.tenantId, t.endpointId, t.eventId)
      .where(sql`${t.origin} = 'event'`),
    index('webhook_deliveries_due_idx')
      .on(t.tenantId, t.endpointId, t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.id),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/** Every attempt of a delivery: what was sent and what came back (first 4 kB). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, precision: 3 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    /** Why it failed without an answer (refused address, timeout, connection error). */
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.deliveryId],
      foreignColumns: [webhookDeliveries.tenantId, webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.tenantId, t.deliveryId, t.id),
  ],
);
