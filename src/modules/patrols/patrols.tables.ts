import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { accounts } from '../accounts/accounts.tables.js';
import { storedFiles } from '../files/files.tables.js';
import { properties } from '../properties/properties.tables.js';

/** A patrol route on a property: the checkpoints a guard visits, in order. */
export const patrolRoutes = pgTable(
  'patrol_routes',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Whether rounds may be started on it (a retired route keeps its history). */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('patrol_routes_tenant_property_idx').on(t.tenantId, t.propertyId),
  ],
);

export const checkpointMethods = ['qr', 'nfc', 'manual'] as const;
export type CheckpointMethod = (typeof checkpointMethods)[number];

/**
 * A place on a route. It is identified on site by a QR code (an unguessable token), an NFC
 * tag's id, or a short manual code typed in as the fallback; each is unique in the tenant.
 */
export const patrolCheckpoints = pgTable(
  'patrol_checkpoints',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    /** Order on the route, from 1. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    locationHint: text('location_hint'),
    instructions: text('instructions'),
    qrToken: text('qr_token').notNull(),
    nfcTagId: text('nfc_tag_id'),
    manualCode: text('manual_code').notNull(),
    /** A retired checkpoint is no longer planned; scans of it are refused. */
    retiredAt: timestamp('retired_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.routeId], foreignColumns: [patrolRoutes.tenantId, patrolRoutes.id] }),
    unique('patrol_checkpoints_tenant_qr_key').on(t.tenantId, t.qrToken),
    unique('patrol_checkpoints_tenant_nfc_key').on(t.tenantId, t.nfcTagId),
    unique('patrol_checkpoints_tenant_manual_key').on(t.tenantId, t.manualCode),
    index('patrol_checkpoints_tenant_route_idx').on(t.tenantId, t.routeId, t.position),
  ],
);

/**
 * When rounds of a route are due, in the tenant's time zone: on the given ISO weekdays
 * (1 = Monday … 7 = Sunday) at each start time (HH:MM), to be started within the window
 * and done by its end plus the grace minutes.
 */
export const patrolSchedules = pgTable(
  'patrol_schedules',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    weekdays: integer('weekdays').array().notNull(),
    startTimes: text('start_times').array().notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.routeId], foreignColumns: [patrolRoutes.tenantId, patrolRoutes.id] }),
    index('patrol_schedules_tenant_route_idx').on(t.tenantId, t.routeId),
  ],
);

export const roundStatuses = ['in_progress', 'ended'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

/**
 * One walk of a route, started on the phone (client uuid: a replay starts it once). A
 * scheduled round names its occurrence (schedule and planned start); an ad-hoc one does not.
 */
export const patrolRounds = pgTable(
  'patrol_rounds',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    routeId: bigint('route_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    scheduleId: bigint('schedule_id', { mode: 'number' }),
    plannedStart: timestamp('planned_start', { withTimezone: true, precision: 3 }),
    status: text('status', { enum: roundStatuses }).notNull().default('in_progress'),
    startedByAccountId: bigint('started_by_account_id', { mode: 'number' }).notNull(),
    /** The phone's time of the start tap, and when the server received it. */
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    startReceivedAt: timestamp('start_received_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    endedByAccountId: bigint('ended_by_account_id', { mode: 'number' }),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('patrol_rounds_tenant_uuid_key').on(t.tenantId, t.uuid),
    // One round per scheduled occurrence.
    unique('patrol_rounds_tenant_occurrence_key').on(t.tenantId, t.scheduleId, t.plannedStart),
    foreignKey({ columns: [t.tenantId, t.routeId], foreignColumns: [patrolRoutes.tenantId, patrolRoutes.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    foreignKey({ columns: [t.tenantId, t.scheduleId], foreignColumns: [patrolSchedules.tenantId, patrolSchedules.id] }),
    foreignKey({ columns: [t.tenantId, t.startedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('patrol_rounds_tenant_property_started_idx').on(t.tenantId, t.propertyId, t.startedAt),
    index('patrol_rounds_tenant_route_started_idx').on(t.tenantId, t.routeId, t.startedAt),
  ],
);

/** A checkpoint scanned during a round (client uuid: a replayed scan is recorded once). */
export const patrolScans = pgTable(
  'patrol_scans',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    checkpointId: bigint('checkpoint_id', { mode: 'number' }).notNull(),
    method: text('method', { enum: checkpointMethods }).notNull(),
    /** The phone's time of the scan, and when the server received it. */
    scannedAt: timestamp('scanned_at', { withTimezone: true, precision: 3 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    note: text('note'),
    photoFileId: bigint('photo_file_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('patrol_scans_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.roundId], foreignColumns: [patrolRounds.tenantId, patrolRounds.id] }),
    foreignKey({
      columns: [t.tenantId, t.checkpointId],
      foreignColumns: [patrolCheckpoints.tenantId, patrolCheckpoints.id],
    }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.photoFileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
    index('patrol_scans_tenant_round_idx').on(t.tenantId, t.roundId, t.scannedAt),
  ],
);
