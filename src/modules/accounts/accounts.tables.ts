import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.tables.js';

export const accounts = pgTable(
  'accounts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    allProperties: boolean('all_properties').notNull().default(true),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (base64url); null until the person sets a password. */
    passwordHash: text('password_hash'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, precision: 3 }),
    /** The person's own language; null: the organisation's. */
    language: text('language', { enum: ['de', 'en'] }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('accounts_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    // Sign-in knows only the e-mail address, not yet the tenant.
    index('accounts_email_idx').on(sql`lower(${t.email})`),
    check('accounts_language_check', sql`${t.language} is null or ${t.language} in ('de', 'en')`),
  ],
);
