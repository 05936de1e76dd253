import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * Custom roles of a tenant. The built-in roles live in code (src/modules/access/permissions.ts);
 * an account's `role` holds either a built-in key or the `key` of a row here.
 */
export const roles = pgTable(
  'roles',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    /** `role_<id>`: what accounts.role holds and what the API calls the role's id. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Names from the permission catalogue; names the catalogue no longer has grant nothing. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('roles_tenant_key_key').on(t.tenantId, t.key),
    uniqueIndex('roles_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    index('roles_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);
