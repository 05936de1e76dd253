import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { accounts } from '../accounts/accounts.tables.js';
import { properties } from '../properties/properties.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

// Working time: shifts clocked on the phone (with their breaks), absences, public holidays,
// what each person owes (target hours), locked periods and the organisation's rules. The
// exports (attendance.ts, csv.ts) read these and nothing else.

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A shift at a property: open while `ended_at` is null. Times are instants; days are computed in the tenant's zone. */
export const workShifts = pgTable(
  'work_shifts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The client's id of the action that started it (or the office's, for an entry made in the portal). */
    uuid: uuid('uuid').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    propertyId: bigint('property_id', { mode: 'number' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    note: text('note'),
    /** Where the phone was at the start, only when the organisation stores locations. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The largest difference seen between a phone's clock and the server's, in ms (flagged over 5 minutes). */
    clockSkewMs: integer('clock_skew_ms').notNull().default(0),
    /**
     * The phone's end has not arrived while a later start has: the shift is closed at its
     * last tap until the end arrives (flagged to the office).
     */
    endMissing: boolean('end_missing').notNull().default(false),
    approvedAt: at('approved_at'),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    /** Set when the office changed the times: the entry is "edited". */
    editedAt: at('edited_at'),
    editedBy: bigint('edited_by', { mode: 'number' }),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('work_shifts_tenant_uuid_key').on(t.tenantId, t.uuid),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.propertyId], foreignColumns: [properties.tenantId, properties.id] }),
    index('work_shifts_tenant_start_idx').on(t.tenantId, t.startedAt),
    index('work_shifts_tenant_account_start_idx').on(t.tenantId, t.accountId, t.startedAt),
    // One open shift per person, whatever number of phones or retries.
    uniqueIndex('work_shifts_one_open_key')
      .on(t.tenantId, t.accountId)
      .where(sql`${t.endedAt} is null and ${t.deletedAt} is null`),
    check('work_shifts_order_check', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** A break inside a shift; open while `ended_at` is null. */
export const workBreaks = pgTable(
  'work_breaks',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    shiftId: bigint('shift_id', { mode: 'number' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [workShifts.tenantId, workShifts.id] }).onDelete(
      'cascade',
    ),
    index('work_breaks_shift_idx').on(t.tenantId, t.shiftId),
    check('work_breaks_order_check', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

export const clockActionKinds = ['start', 'pause', 'resume', 'end'] as const;
export type ClockActionKind = (typeof clockActionKinds)[number];

/**
 * Every clock action a phone sent, by its client uuid: a replay (the phone was offline and
 * sends its queue again) finds the first answer here and changes nothing. A person's shifts
 * are rebuilt from these taps in the order they were made (clock-taps.ts), whatever the
 * order they arrived in.
 */
export const clockActions = pgTable(
  'clock_actions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: clockActionKinds }).notNull(),
    /** The phone's clock when the person tapped. */
    deviceAt: at('device_at').notNull(),
    /** The server's clock when it arrived. */
    receivedAt: at('received_at').notNull(),
    /** The shift the tap belongs to; null while its start has not arrived. */
    shiftId: bigint('shift_id', { mode: 'number' }),
    /** The note sent with a start or an end. */
    note: text('note'),
    /** How far the phone's clock was off when it sent the tap, in ms (see `work_shifts.clock_skew_ms`). */
    clockSkewMs: integer('clock_skew_ms').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.uuid] }),
    index('clock_actions_account_device_idx').on(t.tenantId, t.accountId, t.deviceAt),
  ],
);

export const absenceKinds = ['vacation', 'sick', 'other'] as const;
export type AbsenceKind = (typeof absenceKinds)[number];

/** A day (or half day) away: vacation, sick, other. */
export const absences = pgTable(
  'absences',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: absenceKinds }).notNull(),
    halfDay: boolean('half_day').notNull().default(false),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('absences_tenant_account_day_key').on(t.tenantId, t.accountId, t.day),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
  ],
);

/** The organisation's public holidays: its calendar (presets per German state fill it). */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** What a person owes, for payroll: their numbers and their target hours. */
export const payrollProfiles = pgTable(
  'payroll_profiles',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    personnelNumber: text('personnel_number'),
    costCentre: text('cost_centre'),
    weeklyTargetMinutes: integer('weekly_target_minutes').notNull().default(0),
    /** Work days as a bit mask, Monday = 1 … Sunday = 64 (Monday to Friday: 31). */
    workDays: smallint('work_days').notNull().default(31),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.accountId] }),
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }).onDelete(
      'cascade',
    ),
    unique('payroll_profiles_tenant_number_key').on(t.tenantId, t.personnelNumber),
  ],
);

/** A locked period: its entries cannot change until an admin unlocks it, with a reason. */
export const timeLocks = pgTable(
  'time_locks',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    lockedBy: bigint('locked_by', { mode: 'number' }),
    lockedAt: at('locked_at').notNull(),
    unlockedAt: at('unlocked_at'),
    unlockedBy: bigint('unlocked_by', { mode: 'number' }),
    unlockReason: text('unlock_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('time_locks_tenant_idx').on(t.tenantId, t.fromDay),
    check('time_locks_order_check', sql`${t.toDay} >= ${t.fromDay}`),
  ],
);

export const roundingSteps = [0, 1, 5, 15] as const;

/** How the organisation treats a working-time rule: not at all, a warning, or refusing the office's write. */
export const ruleModes = ['off', 'warn', 'block'] as const;
export type RuleMode = (typeof ruleModes)[number];
const ruleMode = (name: string) => text(name).$type<RuleMode>().notNull().default('warn');

/** The organisation's working-time rules. */
export const workingTimeSettings = pgTable(
  'working_time_settings',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Minutes the exports round to, after summing; 0: no rounding. */
    roundingMinutes: smallint('rounding_minutes').notNull().default(0),
    /** ArbZG §3: more than 10 h net on a working day. */
    ruleMaxDaily: ruleMode('rule_max_daily'),
    /** ArbZG §4: 30 min of breaks after 6 h, 45 after 9 h, in blocks of 15 min; at most 6 h in a row. */
    ruleBreaks: ruleMode('rule_breaks'),
    /** ArbZG §5: 11 h of rest between two working days. */
    ruleRest: ruleMode('rule_rest'),
    /** ArbZG §9: work on a Sunday or a public holiday. */
    ruleSundayHoliday: ruleMode('rule_sunday_holiday'),
    /** MiLoG §17: an entry recorded or changed after the 7th day following its work day. */
    ruleLateRecord: ruleMode('rule_late_record'),
    /** Keep the phone's location with a clock-in. */
    storeLocation: boolean('store_location').notNull().default(false),
    vacationCode: text('vacation_code').notNull().default('U'),
    sickCode: text('sick_code').notNull().default('K'),
    otherCode: text('other_code').notNull().default('S'),
    holidayCode: text('holiday_code').notNull().default('F'),
    ...timestamps,
  },
  (t) => [
    check(
      'working_time_settings_rule_modes_check',
      sql`${t.ruleMaxDaily} in ('off', 'warn', 'block') and ${t.ruleBreaks} in ('off', 'warn', 'block') and ${t.ruleRest} in ('off', 'warn', 'block') and ${t.ruleSundayHoliday} in ('off', 'warn', 'block') and ${t.ruleLateRecord} in ('off', 'warn', 'block')`,
    ),
  ],
);

export const shiftRevisionActions = ['created', 'edited', 'deleted'] as const;
export type ShiftRevisionAction = (typeof shiftRevisionActions)[number];

/**
 * The history of an entry the office changed: who, when, why, and the times before and
 * after. Every change in the portal writes one row in the same transaction as the change.
 */
export const workShiftRevisions = pgTable(
  'work_shift_revisions',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    shiftId: bigint('shift_id', { mode: 'number' }).notNull(),
    action: text('action', { enum: shiftRevisionActions }).notNull(),
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    /** The entry before the change (null when it was created), as the time sheet shows it. */
    before: jsonb('before'),
    /** The entry after the change (null when it was deleted). */
    after: jsonb('after'),
    at: at('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [workShifts.tenantId, workShifts.id] }).onDelete(
      'cascade',
    ),
    index('work_shift_revisions_shift_idx').on(t.tenantId, t.shiftId, t.at),
  ],
);

/**
 * An export made in the portal: who, when, which filter, and the file, kept for 30 days
 * (`file_key` is cleared when the file is removed). `marked_exported` also locked the period.
 */
export const workingTimeExports = pgTable(
  'working_time_exports',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    /** The request as the export screen sent it: period, layout, preset, hours, properties, people. */
    filter: jsonb('filter').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key'),
    byteSize: integer('byte_size').notNull().default(0),
    markedExported: boolean('marked_exported').notNull().default(false),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('working_time_exports_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('working_time_exports_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The organisation's DATEV numbers and wage types (docs/payroll.md). Lohnarten are each
 * customer's own numbers, so nothing here has a default: an unmapped wage type refuses the
 * export. `wage_types` holds `{ regular, absences: { vacation, sick, other }, cost_centres:
 * { "<cost centre>": regular } }`; surcharge kinds get their own keys later.
 */
export const datevSettings = pgTable('datev_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Beraternummer: 1 to 7 digits. */
  consultantNumber: text('consultant_number'),
  /** Mandantennummer: 1 to 5 digits. */
  clientNumber: text('client_number'),
  wageTypes: jsonb('wage_types').notNull().default({}),
  ...timestamps,
});

/**
 * The organisation's surcharges (Zuschläge, docs/payroll.md): the night window (local
 * `HH:MM`; an end not after the start is the next day) and, per kind, whether it is
 * counted and its percentage (null: hours only, the payroll applies its own rate).
 */
export const surchargeSettings = pgTable(
  'surcharge_settings',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    nightStart: text('night_start').notNull().default('23:00'),
    nightEnd: text('night_end').notNull().default('06:00'),
    nightEnabled: boolean('night_enabled').notNull().default(false),
    nightPercent: smallint('night_percent'),
    sundayEnabled: boolean('sunday_enabled').notNull().default(false),
    sundayPercent: smallint('sunday_percent'),
    holidayEnabled: boolean('holiday_enabled').notNull().default(false),
    holidayPercent: smallint('holiday_percent'),
    ...timestamps,
  },
  (t) => [
    check('surcharge_settings_night_start_check', sql`${t.nightStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('surcharge_settings_night_end_check', sql`${t.nightEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('surcharge_settings_night_window_check', sql`${t.nightStart} <> ${t.nightEnd}`),
    check(
      'surcharge_settings_percent_check',
      sql`coalesce(${t.nightPercent}, 1) between 1 and 1000 and coalesce(${t.sundayPercent}, 1) between 1 and 1000 and coalesce(${t.holidayPercent}, 1) between 1 and 1000`,
    ),
  ],
);
