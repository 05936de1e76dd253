import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/** The service company's customers: a property belongs to at most one client. */
export const clients = pgTable(
  'clients',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    contactName: text('contact_name'),
    /** Where reports for this client go; lower-cased, at most 20. */
    contactEmails: text('contact_emails').array().notNull().default([]),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('clients_tenant_name_idx').on(t.tenantId, t.name)],
);
