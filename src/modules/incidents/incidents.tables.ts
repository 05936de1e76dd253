import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  integer,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.js';
import { recordOrigins, timestamps } from '../../db/columns.js';
import { properties } from '../properties/properties.tables.js';
import { storedFiles } from '../files/files.tables.js';

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
    /** The patrol round during which it was reported (field app), if any. */
    patrolRoundId: bigint('patrol_round_id', { mode: 'number' }),
    /** Who in the office looks after it (an active person seeing the property); null: nobody yet. */
    ownerAccountId: bigint('owner_account_id', { mode: 'number' }),
    /** By when it should be dealt with (a calendar day in the tenant's zone); null: no date. */
    dueOn: date('due_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('incidents_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('incidents_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    // The incidents of a patrol round (its timeline, the patrol reports).
    index('incidents_tenant_patrol_round_idx')
      .on(t.tenantId, t.patrolRoundId)
      .where(sql`${t.patrolRoundId} is not null`),
    foreignKey({ columns: [t.tenantId, t.ownerAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('incidents_tenant_owner_idx')
      .on(t.tenantId, t.ownerAccountId)
      .where(sql`${t.ownerAccountId} is not null`),
  ],
);

/**
 * The history's kinds; owner_changed and due_changed keep the new owner's name or the new
 * due day in `text` (null: cleared), task_created the task's title.
 */
export const incidentEventKinds = [
  'status_changed',
  'comment',
  'owner_changed',
  'due_changed',
  'task_created',
] as const;

/** An incident's history: status changes (from, to, optional comment) and comments, oldest first by id. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    incidentId: bigint('incident_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: incidentEventKinds }).notNull(),
    fromStatus: text('from_status', { enum: incidentStatuses }),
    toStatus: text('to_status', { enum: incidentStatuses }),
    text: text('text'),
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.incidentId], foreignColumns: [incidents.tenantId, incidents.id] }),
    foreignKey({ columns: [t.tenantId, t.actorAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('incident_events_tenant_incident_idx').on(t.tenantId, t.incidentId, t.id),
  ],
);

/** Photos of an incident (taken when reporting it, or added later), in order. */
export const incidentPhotos = pgTable(
  'incident_photos',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    incidentId: bigint('incident_id', { mode: 'number' }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    addedByAccountId: bigint('added_by_account_id', { mode: 'number' }),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.incidentId, t.fileId] }),
    foreignKey({ columns: [t.tenantId, t.incidentId], foreignColumns: [incidents.tenantId, incidents.id] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
  ],
);
