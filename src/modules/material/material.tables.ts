import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { accounts } from '../accounts/accounts.tables.js';
import { properties } from '../properties/properties.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

// --- Material module ---------------------------------------------------------------------

/**
 * Things the tenant stocks (cleaning agents, bin liners, spare bulbs). Quantities are whole
 * numbers of `unit`: a fine enough unit (ml, g, piece) covers every real case and keeps
 * every sum exact, in the database and in any client's arithmetic.
 */
export const materialItems = pgTable(
  'material_items',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    unit: text('unit').notNull(),
    category: text('category'),
    minStock: bigint('min_stock', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('material_items_tenant_sku_key').on(t.tenantId, sql`lower(${t.sku})`),
    index('material_items_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    check('material_items_min_stock_check', sql`${t.minStock} >= 0`),
  ],
);

export const materialRequestStatuses = ['requested', 'approved', 'rejected', 'delivered'] as const;
export type MaterialRequestStatus = (typeof materialRequestStatuses)[number];

/** A property asks the warehouse for items; delivering it books the transfers. */
export const materialRequests = pgTable(
  'material_requests',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: materialRequestStatuses }).notNull().default('requested'),
    note: text('note'),
    requestedByAccountId: bigint('requested_by_account_id', { mode: 'number' }),
    decidedByAccountId: bigint('decided_by_account_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    deliveredByAccountId: bigint('delivered_by_account_id', { mode: 'number' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    /** Someone at the property confirmed the delivery arrived (field app). */
    receivedByAccountId: bigint('received_by_account_id', { mode: 'number' }),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }),
    createFingerprint: text('create_fingerprint').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('material_requests_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    foreignKey({ columns: [t.tenantId, t.requestedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.decidedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.deliveredByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.receivedByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('material_requests_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('material_requests_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

export const materialRequestLines = pgTable(
  'material_request_lines',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.requestId, t.itemId] }),
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [materialRequests.tenantId, materialRequests.id],
    }),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [materialItems.tenantId, materialItems.id] }),
    check('material_request_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const materialMovementTypes = [
  'receipt',
  'transfer_to_property',
  'transfer_to_warehouse',
  'consumption',
  'correction',
] as const;
export type MaterialMovementType = (typeof materialMovementTypes)[number];
export const correctionDirections = ['increase', 'decrease'] as const;
export type CorrectionDirection = (typeof correctionDirections)[number];

/** The ledger: append-only; stock is its running sum per item and location. */
export const materialMovements = pgTable(
  'material_movements',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull(),
    type: text('type', { enum: materialMovementTypes }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** The property side of the movement; null when it touches the warehouse only. */
    propertyId: bigint('property_id', { mode: 'number' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Corrections only: whether the stock went up or down. */
    direction: text('direction', { enum: correctionDirections }),
    /** Corrections only: why the stock was wrong. */
    reason: text('reason'),
    note: text('note'),
    /** The request whose delivery booked this transfer. */
    requestId: bigint('request_id', { mode: 'number' }),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }),
    createFingerprint: text('create_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('material_movements_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [materialItems.tenantId, materialItems.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    foreignKey({
      columns: [t.tenantId, t.requestId],
      foreignColumns: [materialRequests.tenantId, materialRequests.id],
    }),
    foreignKey({ columns: [t.tenantId, t.createdByAccountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('material_movements_tenant_item_idx').on(t.tenantId, t.itemId, t.id),
    index('material_movements_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('material_movements_tenant_request_idx').on(t.tenantId, t.requestId),
    index('material_movements_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('material_movements_quantity_check', sql`${t.quantity} > 0`),
    // The shape each type must have, whatever writes the row.
    check(
      'material_movements_shape_check',
      sql`case ${t.type}
        when 'receipt' then ${t.propertyId} is null and ${t.direction} is null and ${t.reason} is null
        when 'correction' then ${t.direction} is not null and ${t.reason} is not null
        else ${t.propertyId} is not null and ${t.direction} is null and ${t.reason} is null
      end`,
    ),
  ],
);

/**
 * Stock per item and location, kept in the transaction of every movement: one row per
 * item for the warehouse (property_id null, made with the item) and one per item and
 * property once something went there. Movements change it with single-row conditional
 * updates, which lock the row, so concurrent movements queue instead of losing an update;
 * the CHECK is the last line of defence against going below zero.
 */
export const materialStock = pgTable(
  'material_stock',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('material_stock_property_key').on(t.tenantId, t.itemId, t.propertyId),
    uniqueIndex('material_stock_warehouse_key')
      .on(t.tenantId, t.itemId)
      .where(sql`${t.propertyId} is null`),
    foreignKey({ columns: [t.tenantId, t.itemId], foreignColumns: [materialItems.tenantId, materialItems.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('material_stock_tenant_property_idx').on(t.tenantId, t.propertyId, t.id),
    index('material_stock_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    check('material_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
