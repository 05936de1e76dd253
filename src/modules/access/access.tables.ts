import { bigint, foreignKey, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';
import { properties } from '../properties/properties.tables.js';

/** The properties an account may see when it is not granted all of them. */
export const accountProperties = pgTable(
  'account_properties',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.accountId, t.propertyId] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }).onDelete(
      'cascade',
    ),
  ],
);
