import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.tables.js';
import { clients } from '../clients/clients.tables.js';

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
    /** The customer the property belongs to (portal only; API v1 does not show it). */
    clientId: bigint('client_id', { mode: 'number' }),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('properties_tenant_external_id_key').on(t.tenantId, t.externalId),
    index('properties_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }),
    index('properties_tenant_client_idx').on(t.tenantId, t.clientId),
  ],
);
