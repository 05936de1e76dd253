import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.tables.js';
import { properties } from '../properties/properties.tables.js';
import { accounts } from '../accounts/accounts.tables.js';

// Service plans (the service specification, Leistungsverzeichnis): per property its areas,
// per area its recurring services. Generation turns each service's occurrences into tasks
// (tasks.plan_service_id, tasks.plan_occurrence_date); see docs/service-plans.md.

/** An area or room group of a property ("RG1 offices", "stairwell"). */
export const planAreas = pgTable(
  'plan_areas',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** Free text: office, sanitary, stairwell, … */
    type: text('type'),
    floor: text('floor'),
    sizeM2: doublePrecision('size_m2'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('plan_areas_tenant_property_name_key').on(t.tenantId, t.propertyId, t.name),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
  ],
);

/** One item of a service's checklist, in order. */
export type ChecklistItem = string;

/** A recurring service of an area: what, when (RRULE and exceptions, local window), how long, who. */
export const planServices = pgTable(
  'plan_services',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    areaId: bigint('area_id', { mode: 'number' }).notNull(),
    /** The area's property, kept here so generation and access need no join. */
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** RFC 5545 subset (recurrence.ts); null: on demand, no occurrences. */
    rrule: text('rrule'),
    excludedMonths: smallint('excluded_months')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    excludedWeekdays: smallint('excluded_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    excludedDates: date('excluded_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    skipHolidays: boolean('skip_holidays').notNull().default(false),
    /** HH:MM local; an end at or before the start ends the next day. */
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    expectedMinutes: integer('expected_minutes'),
    checklist: jsonb('checklist')
      .$type<ChecklistItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** Occurrences up to this local day exist as tasks; null: none yet. Reset when the service changes. */
    generatedThrough: date('generated_through', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.areaId], foreignColumns: [planAreas.tenantId, planAreas.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('plan_services_tenant_area_idx').on(t.tenantId, t.areaId),
    index('plan_services_tenant_property_idx').on(t.tenantId, t.propertyId),
  ],
);

/** Who does a service: accounts (none: anyone with access to the property). */
export const planServiceAssignees = pgTable(
  'plan_service_assignees',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    serviceId: bigint('service_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.serviceId, t.accountId] }),
    foreignKey({ columns: [t.tenantId, t.serviceId], foreignColumns: [planServices.tenantId, planServices.id] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
  ],
);

/** A tenant's plan settings; no row: the defaults. */
export const servicePlanSettings = pgTable('service_plan_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id),
  /** How many days ahead occurrences exist as tasks. */
  horizonDays: integer('horizon_days').notNull().default(14),
  ...timestamps,
});
