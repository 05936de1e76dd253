import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyStates = ['running', 'done'] as const;

/**
 * The answers to API writes sent with an `Idempotency-Key`, per tenant and key, kept 24 h:
 * a repeat with the same key and request gets the stored answer again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    apiKeyId: bigint('api_key_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: idempotencyStates }).notNull(),
    /** While running: after this instant another request may take the key over (its holder died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    statusCode: integer('status_code'),
    /** The answer's Content-Type and Location. */
    responseHeaders: jsonb('response_headers'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.apiKeyId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
