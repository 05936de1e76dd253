import { bigint, boolean, doublePrecision, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.tables.js';

export const properties = pgTable(
  'properties',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    externalId: text('external_id'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    notes: text('notes'),
    /** Where the property is (WGS 84), set in the portal: the field app offers the nearest property first. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('properties_tenant_external_id_key').on(t.tenantId, t.externalId),
    index('properties_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);
