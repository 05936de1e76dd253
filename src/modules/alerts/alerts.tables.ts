import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const alertKinds = [
  'patrol_round_missed',
  'incident_severe',
  'shift_open_long',
  'webhook_failing',
  'report_sending_failed',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * Something that needs a person now (a missed patrol round, a critical incident, a shift
 * open for over 12 hours). Raised once per occurrence (unique key), acknowledged by one
 * person with a note, escalated to the admins when nobody did in time.
 */
export const alerts = pgTable(
  'alerts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: alertKinds }).notNull(),
    /** What raised it, once: e.g. `incident:42`, `shift:17`. */
    occurrenceKey: text('occurrence_key').notNull(),
    propertyId: bigint('property_id', { mode: 'number' }),
    /** What it is about, for the words and the link: ids, names, instants. */
    subject: jsonb('subject').$type<Record<string, string | number | null>>().notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true, precision: 3 }).notNull(),
    /** How many people it reached when raised (in-app; e-mail where set). */
    notifiedCount: integer('notified_count').notNull().default(0),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, precision: 3 }),
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }),
    note: text('note'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('alerts_tenant_occurrence_key').on(t.tenantId, t.occurrenceKey),
    index('alerts_tenant_open_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.acknowledgedAt} is null`),
    check('alerts_note_length', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
  ],
);

/** Per tenant and kind: whether it is raised, whether it is e-mailed, and when it escalates. */
export const alertSettings = pgTable(
  'alert_settings',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: alertKinds }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    email: boolean('email').notNull().default(true),
    /** Minutes without acknowledgement before the admins are told; null: never. */
    escalateAfterMinutes: integer('escalate_after_minutes'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

/** The kinds that concern one property, and so may be routed differently per property. */
export const propertyAlertKinds = ['patrol_round_missed', 'incident_severe', 'shift_open_long'] as const;
export type PropertyAlertKind = (typeof propertyAlertKinds)[number];

/**
 * A property's own way for a kind of alert, in place of the kind's setting: raised or not,
 * e-mailed or only listed in the portal (a car park whose late rounds the night manager
 * follows on screen, a client site where every severe incident must reach someone by mail).
 */
export const alertPropertySettings = pgTable(
  'alert_property_settings',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: propertyAlertKinds }).notNull(),
    enabled: boolean('enabled').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.propertyId, t.kind] }),
    check(
      'alert_property_settings_kind_check',
      sql`${t.kind} in ('patrol_round_missed', 'incident_severe', 'shift_open_long')`,
    ),
  ],
);
