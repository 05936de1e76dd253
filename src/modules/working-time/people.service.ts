import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import type { Actor } from '../access/actor.js';
import { accountIdOf, answersFor, personAnsweredFor, requireAnsweredFor } from '../access/people-access.js';
import { propertyAccessOf } from '../access/property-access.js';
import { listAllAccounts } from '../accounts/accounts.manage.js';
import { findAccount, TECHNICAL_ROLE } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { isCalendarDate } from '../shared/time.js';
import { checkPeriod, lockedDays } from './entries.js';
import { type GermanState, GERMAN_STATES, germanHolidays } from './holidays.js';
import { holidaysBetween } from './settings.service.js';
import {
  type AbsenceKind,
  absenceKinds,
  absences,
  payrollProfiles,
  publicHolidays,
  timeLocks,
} from './working-time.tables.js';
import { daysBetween, weekday } from './zoned.js';

export { absenceKinds };

// What payroll needs besides the clock: a person's numbers and target hours, absences,
// the holiday calendar and locked periods.

export interface PayrollProfileInput {
  personnelNumber?: string | null;
  costCentre?: string | null;
  weeklyTargetMinutes?: number;
  /** Monday = 1 … Sunday = 64. */
  workDays?: number;
}

export interface PayrollProfile {
  accountId: number;
  personnelNumber: string | null;
  costCentre: string | null;
  weeklyTargetMinutes: number;
  workDays: number;
}

/** Monday to Friday, as the table's default. */
export const DEFAULT_WORK_DAYS = 31;

/** Whether a day is one of the work days of a mask (Monday = 1 … Sunday = 64). */
export function isWorkDay(workDays: number, day: string): boolean {
  // weekday(): 0 = Sunday … 6 = Saturday; the mask counts from Monday.
  return (workDays & (1 << ((weekday(day) + 6) % 7))) !== 0;
}

/** The payroll numbers of every person of the organisation who has any, and whom the actor answers for. */
export async function listPayrollProfiles(
  deps: ServiceDeps,
  tenantId: number,
  actor: Actor,
): Promise<PayrollProfile[]> {
  return deps.database.db
    .select({
      accountId: payrollProfiles.accountId,
      personnelNumber: payrollProfiles.personnelNumber,
      costCentre: payrollProfiles.costCentre,
      weeklyTargetMinutes: payrollProfiles.weeklyTargetMinutes,
      workDays: payrollProfiles.workDays,
    })
    .from(payrollProfiles)
    .where(
      and(
        eq(payrollProfiles.tenantId, tenantId),
        actor.kind === 'operator' ? undefined : personAnsweredFor(actor, payrollProfiles.accountId),
      ),
    )
    .orderBy(payrollProfiles.accountId);
}

const personnelNumberTaken = (value: string) =>
  new DomainError('personnel_number_conflict', `Another person already has personnel number "${value}".`, {
    errors: [{ pointer: '/personnel_number', detail: `Another person already has personnel number "${value}".` }],
  });

/**
 * Sets a person's payroll numbers and target hours (only the fields given). A personnel
 * number is the organisation's own: another person's is refused (409).
 */
export async function setPayrollProfile(
  deps: ServiceDeps,
  tenantId: number,
  accountId: number,
  input: PayrollProfileInput,
  actor: Actor,
): Promise<PayrollProfile> {
  const actorAccountId = accountIdOf(actor);
  if (
    input.weeklyTargetMinutes !== undefined &&
    !(
      Number.isInteger(input.weeklyTargetMinutes) &&
      input.weeklyTargetMinutes >= 0 &&
      input.weeklyTargetMinutes <= 7 * 24 * 60
    )
  ) {
    throw invalid('/weekly_target_minutes', 'Must be 0 to 10,080 minutes (a whole week).');
  }
  if (
    input.workDays !== undefined &&
    !(Number.isInteger(input.workDays) && input.workDays >= 0 && input.workDays <= 127)
  ) {
    throw invalid('/work_days', 'Must be a set of weekdays.');
  }
  for (const [key, value] of [
    ['personnel_number', input.personnelNumber],
    ['cost_centre', input.costCentre],
  ] as const) {
    if (value !== undefined && value !== null && value.trim().length > 50) {
      throw invalid(`/${key}`, 'Must be 1 to 50 characters, or empty.');
    }
  }
  // An empty field is no number: it clears it.
  const clean = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();
  const personnelNumber = clean(input.personnelNumber);
  const costCentre = clean(input.costCentre);
  const values = {
    ...(personnelNumber !== undefined ? { personnelNumber } : {}),
    ...(costCentre !== undefined ? { costCentre } : {}),
    ...(input.weeklyTargetMinutes !== undefined ? { weeklyTargetMinutes: input.weeklyTargetMinutes } : {}),
    ...(input.workDays !== undefined ? { workDays: input.workDays } : {}),
  };
  const at = new Date(deps.clock());
  try {
    return await deps.database.db.transaction(async (tx) => {
      const account = await findAccount(tx, tenantId, accountId);
      if (!account) throw notFound('The account');
      await requireAnsweredFor(tx, actor, tenantId, accountId);
      if (personnelNumber) {
        const [holder] = await tx
          .select({ accountId: payrollProfiles.accountId })
          .from(payrollProfiles)
          .where(and(eq(payrollProfiles.tenantId, tenantId), eq(payrollProfiles.personnelNumber, personnelNumber)));
        if (holder && holder.accountId !== accountId) throw personnelNumberTaken(personnelNumber);
      }
      const [before] = await tx
        .select()
        .from(payrollProfiles)
        .where(and(eq(payrollProfiles.tenantId, tenantId), eq(payrollProfiles.accountId, accountId)));
      const [after] = await tx
        .insert(payrollProfiles)
        .values({ tenantId, accountId, ...values })
        .onConflictDoUpdate({
          target: [payrollProfiles.tenantId, payrollProfiles.accountId],
          set: { ...values, updatedAt: at },
        })
        .returning();
      if (!after) throw new Error('The payroll profile was not written.');
      const profile = {
        accountId,
        personnelNumber: after.personnelNumber,
        costCentre: after.costCentre,
        weeklyTargetMinutes: after.weeklyTargetMinutes,
        workDays: after.workDays,
      };
      const changed = (['personnelNumber', 'costCentre', 'weeklyTargetMinutes', 'workDays'] as const).filter(
        (key) => (before ? before[key] : undefined) !== profile[key],
      );
      if (changed.length > 0) {
        await recordAudit(tx, {
          tenantId,
          actorAccountId,
          action: 'time.payroll_profile_changed',
          targetType: 'account',
          targetId: accountId,
          details: {
            name: account.name,
            personnel_number: profile.personnelNumber,
            cost_centre: profile.costCentre,
            weekly_target_minutes: profile.weeklyTargetMinutes,
            work_days: profile.workDays,
          },
          at,
        });
      }
      return profile;
    });
  } catch (error) {
    // Two offices giving the same number at once: the unique index decides.
    if (personnelNumber && uniqueViolation(error) !== undefined) throw personnelNumberTaken(personnelNumber);
    throw error;
  }
}

export interface AbsenceInput {
  accountId: number;
  day: string;
  kind: AbsenceKind;
  halfDay?: boolean;
  note?: string | null;
}

/** Records (or replaces) a person's absence on a day. */
export async function recordAbsence(deps: ServiceDeps, tenantId: number, input: AbsenceInput): Promise<void> {
  if (!isCalendarDate(input.day)) throw invalid('/day', 'Must be a calendar date, YYYY-MM-DD.');
  if (!(absenceKinds as readonly string[]).includes(input.kind)) {
    throw invalid('/kind', `Must be one of ${absenceKinds.join(', ')}.`);
  }
  const values = { kind: input.kind, halfDay: input.halfDay ?? false, note: input.note ?? null };
  await deps.database.db
    .insert(absences)
    .values({ tenantId, accountId: input.accountId, day: input.day, ...values })
    .onConflictDoUpdate({
      target: [absences.tenantId, absences.accountId, absences.day],
      set: { ...values, updatedAt: new Date(deps.clock()) },
    });
}

export interface AbsenceRangeInput {
  accountId: number;
  from: string;
  to: string;
  kind: AbsenceKind;
  halfDay?: boolean;
  note?: string | null;
}

const lockedPeriod = (days: string[]) => {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return new DomainError(
    'period_locked',
    first === last
      ? `${first} lies in a locked period; unlock it in the time sheet first.`
      : `The days ${first} to ${last} lie in a locked period; unlock it in the time sheet first.`,
  );
};

/**
 * Records an absence over a period: only the person's work days that are no public
 * holiday (an absence on those replaces what the day held). Nothing is recorded when any
 * of those days is locked. Returns the days recorded.
 */
export async function recordAbsences(
  deps: ServiceDeps,
  tenantId: number,
  actor: Actor,
  input: AbsenceRangeInput,
): Promise<string[]> {
  const actorAccountId = accountIdOf(actor);
  checkPeriod(input.from, input.to);
  if (!(absenceKinds as readonly string[]).includes(input.kind)) {
    throw invalid('/kind', `Must be one of ${absenceKinds.join(', ')}.`);
  }
  const halfDay = input.halfDay ?? false;
  if (halfDay && input.from !== input.to) throw invalid('/half_day', 'A half day is one day: from and to the same.');
  const note = input.note?.trim() ? input.note.trim() : null;
  if (note !== null && note.length > 500) throw invalid('/note', 'Must be at most 500 characters.');
  const at = new Date(deps.clock());
  return deps.database.db.transaction(async (tx) => {
    const account = await findAccount(tx, tenantId, input.accountId);
    if (!account) throw notFound('The account');
    await requireAnsweredFor(tx, actor, tenantId, input.accountId, '/account_id');
    const [profile] = await tx
      .select({ workDays: payrollProfiles.workDays })
      .from(payrollProfiles)
      .where(and(eq(payrollProfiles.tenantId, tenantId), eq(payrollProfiles.accountId, input.accountId)));
    const workDays = profile?.workDays ?? DEFAULT_WORK_DAYS;
    const holidays = await holidaysBetween(tx, tenantId, input.from, input.to);
    const days = daysBetween(input.from, input.to).filter((day) => isWorkDay(workDays, day) && !holidays.has(day));
    if (days.length === 0) {
      throw invalid('/to', 'The period holds none of the person’s work days (public holidays are left out).');
    }
    const isLocked = await lockedDays(tx, tenantId);
    const locked = days.filter(isLocked);
    if (locked.length > 0) throw lockedPeriod(locked);
    const values = { kind: input.kind, halfDay, note };
    await tx
      .insert(absences)
      .values(days.map((day) => ({ tenantId, accountId: input.accountId, day, ...values })))
      .onConflictDoUpdate({
        target: [absences.tenantId, absences.accountId, absences.day],
        set: { kind: sql`excluded.kind`, halfDay: sql`excluded.half_day`, note: sql`excluded.note`, updatedAt: at },
      });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.absences_recorded',
      targetType: 'account',
      targetId: input.accountId,
      details: {
        name: account.name,
        kind: input.kind,
        half_day: halfDay,
        from: input.from,
        to: input.to,
        days: days.length,
      },
      at,
    });
    return days;
  });
}

export interface Absence {
  id: number;
  accountId: number;
  day: string;
  kind: AbsenceKind;
  halfDay: boolean;
  note: string | null;
}

/** The absences in a period of the people the actor answers for, by person and day. */
export async function listAbsences(
  deps: ServiceDeps,
  tenantId: number,
  actor: Actor,
  from: string,
  to: string,
): Promise<Absence[]> {
  checkPeriod(from, to);
  return deps.database.db
    .select({
      id: absences.id,
      accountId: absences.accountId,
      day: absences.day,
      kind: absences.kind,
      halfDay: absences.halfDay,
      note: absences.note,
    })
    .from(absences)
    .where(
      and(
        eq(absences.tenantId, tenantId),
        gte(absences.day, from),
        lte(absences.day, to),
        actor.kind === 'operator' ? undefined : personAnsweredFor(actor, absences.accountId),
      ),
    )
    .orderBy(absences.accountId, absences.day);
}

/** Removes one day's absence; not on a locked day. */
export async function removeAbsence(
  deps: ServiceDeps,
  tenantId: number,
  actor: Actor,
  absenceId: number,
): Promise<void> {
  const actorAccountId = accountIdOf(actor);
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    const [absence] = await tx
      .select()
      .from(absences)
      .where(and(eq(absences.tenantId, tenantId), eq(absences.id, absenceId)));
    if (!absence) throw notFound('The absence');
    await requireAnsweredFor(tx, actor, tenantId, absence.accountId);
    if ((await lockedDays(tx, tenantId))(absence.day)) throw lockedPeriod([absence.day]);
    await tx.delete(absences).where(and(eq(absences.tenantId, tenantId), eq(absences.id, absenceId)));
    const account = await findAccount(tx, tenantId, absence.accountId);
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.absence_removed',
      targetType: 'account',
      targetId: absence.accountId,
      details: { name: account?.name ?? null, kind: absence.kind, day: absence.day, half_day: absence.halfDay },
      at,
    });
  });
}

/**
 * The people the absence calendar lists: active accounts that can work (no technical
 * ones), and anyone else who has absences there (`withAbsences`), with their work days.
 */
export async function absencePeople(
  deps: ServiceDeps,
  tenantId: number,
  actor: Actor,
  withAbsences: readonly number[] = [],
): Promise<{ accountId: number; name: string; workDays: number }[]> {
  const [people, profiles] = await allQueries(deps.database.db, [
    () => listAllAccounts(deps.database.db, tenantId),
    () => listPayrollProfiles(deps, tenantId, actor),
  ]);
  const workDays = new Map(profiles.map((profile) => [profile.accountId, profile.workDays]));
  const absent = new Set(withAbsences);
  const access = actor.kind === 'operator' ? 'all' : await propertyAccessOf(deps.database.db, actor);
  return people
    .filter((account) => answersFor(access, account.property_ids ?? 'all'))
    .filter((account) => (account.active && account.role !== TECHNICAL_ROLE) || absent.has(account.id))
    .map((account) => ({
      accountId: account.id,
      name: account.name,
      workDays: workDays.get(account.id) ?? DEFAULT_WORK_DAYS,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The days of a period that lie in a locked period now. */
export async function lockedDaysBetween(deps: ServiceDeps, tenantId: number, from: string, to: string) {
  const isLocked = await lockedDays(deps.database.db, tenantId);
  return daysBetween(from, to).filter(isLocked);
}

const HOLIDAY_NAME_MAX = 100;

/** Adds a day to the organisation's holiday calendar, or renames the one it holds. */
export async function addHoliday(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number | null,
  input: { day: string; name: string },
): Promise<void> {
  if (!isCalendarDate(input.day)) throw invalid('/day', 'Must be a calendar date, YYYY-MM-DD.');
  const name = input.name.trim();
  if (name === '' || name.length > HOLIDAY_NAME_MAX) {
    throw invalid('/name', `Must be 1 to ${HOLIDAY_NAME_MAX} characters.`);
  }
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(publicHolidays)
      .values({ tenantId, day: input.day, name })
      .onConflictDoUpdate({ target: [publicHolidays.tenantId, publicHolidays.day], set: { name } });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.holiday_added',
      targetType: 'tenant',
      targetId: tenantId,
      details: { day: input.day, name },
      at,
    });
  });
}

/** Takes a day off the organisation's holiday calendar. */
export async function removeHoliday(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number | null,
  day: string,
): Promise<void> {
  if (!isCalendarDate(day)) throw invalid('/path/day', 'Must be a calendar date, YYYY-MM-DD.');
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(publicHolidays)
      .where(and(eq(publicHolidays.tenantId, tenantId), eq(publicHolidays.day, day)))
      .returning({ name: publicHolidays.name });
    if (!removed) throw notFound('The holiday');
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.holiday_removed',
      targetType: 'tenant',
      targetId: tenantId,
      details: { day, name: removed.name },
      at,
    });
  });
}

/**
 * Copies a German state's public holidays of a year into the organisation's calendar; days
 * it already holds keep their names. Returns how many days were added.
 */
export async function applyHolidayPreset(
  deps: ServiceDeps,
  tenantId: number,
  state: string,
  year: number,
  actorAccountId: number | null = null,
): Promise<number> {
  if (!(state in GERMAN_STATES)) throw invalid('/state', `Must be one of ${Object.keys(GERMAN_STATES).join(', ')}.`);
  if (!Number.isInteger(year) || year < 1900 || year > 2200) throw invalid('/year', 'Must be a year, 1900 to 2200.');
  const days = germanHolidays(year, state as GermanState);
  const at = new Date(deps.clock());
  return deps.database.db.transaction(async (tx) => {
    const added = await tx
      .insert(publicHolidays)
      .values(days.map((h) => ({ tenantId, day: h.day, name: h.name })))
      .onConflictDoNothing()
      .returning({ day: publicHolidays.day });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.holiday_preset_applied',
      targetType: 'tenant',
      targetId: tenantId,
      details: { state, state_name: GERMAN_STATES[state as GermanState], year, added: added.length },
      at,
    });
    return added.length;
  });
}

/** Locks a period: its entries cannot change until an admin unlocks it with a reason. */
export async function lockPeriod(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number | null,
  from: string,
  to: string,
): Promise<void> {
  const at = new Date(deps.clock());
  await deps.database.db.transaction((tx) => lockPeriodIn(tx, tenantId, actorAccountId, from, to, at));
}

/** Locks a period inside a transaction the caller runs (an export marked as exported locks its period with its record). */
export async function lockPeriodIn(
  tx: Executor,
  tenantId: number,
  actorAccountId: number | null,
  from: string,
  to: string,
  at: Date,
): Promise<void> {
  if (!isCalendarDate(from)) throw invalid('/from', 'Must be a calendar date, YYYY-MM-DD.');
  if (!isCalendarDate(to) || to < from) throw invalid('/to', 'Must be a calendar date on or after from.');
  await tx.insert(timeLocks).values({ tenantId, fromDay: from, toDay: to, lockedBy: actorAccountId, lockedAt: at });
  await recordAudit(tx, {
    tenantId,
    actorAccountId,
    action: 'time.period_locked',
    targetType: 'tenant',
    targetId: tenantId,
    details: { from, to },
    at,
  });
}

/** The organisation's holidays in a period, with names. */
export async function listHolidays(deps: ServiceDeps, tenantId: number, from: string, to: string) {
  return deps.database.db
    .select({ day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .where(and(eq(publicHolidays.tenantId, tenantId), gte(publicHolidays.day, from), lte(publicHolidays.day, to)))
    .orderBy(publicHolidays.day);
}
