import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { clients } from '../clients/clients.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * How reports look: the tenant's default (no client) and at most one preset per client.
 * The logo is kept here (at most 2 MB, PNG or JPEG): every report inlines it anyway, and
 * every instance reads it from the database.
 */
export const brandingPresets = pgTable(
  'branding_presets',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The client the preset belongs to; null: the tenant's default. */
    clientId: bigint('client_id', { mode: 'number' }),
    /** #rrggbb, white text on it reaches 4.5:1. */
    accentColor: text('accent_color').notNull(),
    logoContentType: text('logo_content_type', { enum: ['image/png', 'image/jpeg'] }),
    logoBytes: bytea('logo_bytes'),
    addressLines: text('address_lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    footer: text('footer').notNull().default(''),
    coverPage: boolean('cover_page').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }),
    uniqueIndex('branding_presets_tenant_client_key').on(t.tenantId, t.clientId),
    // One default per tenant: the unique key above lets many NULL client ids through.
    uniqueIndex('branding_presets_tenant_default_key')
      .on(t.tenantId)
      .where(sql`${t.clientId} is null`),
  ],
);
