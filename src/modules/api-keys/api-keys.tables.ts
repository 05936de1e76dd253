import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Hex SHA-256 of the raw key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    displayPrefix: text('display_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    /** Who created or revoked the key in the portal; null for keys made by the operator CLI. */
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    revokedByAccountId: bigint('revoked_by_account_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('api_keys_tenant_hash_key').on(t.tenantId, t.keyHash),
    // Authentication finds a key by its hash before it knows the tenant.
    index('api_keys_hash_idx').on(t.keyHash),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
  ],
);
