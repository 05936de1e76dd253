import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { recordOrigins, timestamps } from '../../db/columns.js';
import { properties } from '../properties/properties.tables.js';

export const incidentSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const incidentStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;

/** Defect reports on a property. */
export const incidents = pgTable(
  'incidents',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    severity: text('severity', { enum: incidentSeverities }).notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }),
    status: text('status', { enum: incidentStatuses }).notNull().default('open'),
    reportedByAccountId: bigint('reported_by_account_id', { mode: 'number' }),
    createFingerprint: text('create_fingerprint').notNull(),
    ...timestamps,
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    origin: text('origin', { enum: recordOrigins }).notNull().default('api'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('incidents_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('incidents_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
  ],
);
