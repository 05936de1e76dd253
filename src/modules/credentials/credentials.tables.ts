import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';

/**
 * Portal sign-in sessions. The cookie holds a random token; only its SHA-256 is stored.
 * Every request reads the session together with its account, so deactivating the account
 * ends the session at once.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the session token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** `browser`: the portal, ends after hours idle; `device`: the field app on a phone, lasts while used. */
    kind: text('kind', { enum: ['browser', 'device'] })
      .notNull()
      .default('browser'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('portal_sessions_tenant_token_key').on(t.tenantId, t.tokenHash),
    // A request finds its session by the token's hash before it knows the tenant.
    index('portal_sessions_token_idx').on(t.tokenHash),
    index('portal_sessions_account_idx').on(t.tenantId, t.accountId),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** One-time links that let a person set their password. A new link replaces the account's previous one. */
export const accountInvites = pgTable(
  'account_invites',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** `invite`: made by an admin for a new person; `reset`: asked for by the person, by e-mail. */
    purpose: text('purpose', { enum: ['invite', 'reset'] })
      .notNull()
      .default('invite'),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    /** Set when a newer link replaced this one. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('account_invites_token_idx').on(t.tokenHash),
    index('account_invites_account_idx').on(t.tenantId, t.accountId),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
  ],
);
