import { and, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { isCalendarDate } from '../shared/time.js';
import { type GermanState, GERMAN_STATES, germanHolidays } from './holidays.js';
import {
  type AbsenceKind,
  absenceKinds,
  absences,
  payrollProfiles,
  publicHolidays,
  timeLocks,
} from './working-time.tables.js';

// What payroll needs besides the clock: a person's numbers and target hours, absences,
// the holiday calendar and locked periods.

export interface PayrollProfileInput {
  personnelNumber?: string | null;
  costCentre?: string | null;
  weeklyTargetMinutes?: number;
  /** Monday = 1 … Sunday = 64. */
  workDays?: number;
}

export async function setPayrollProfile(
  deps: ServiceDeps,
  tenantId: number,
  accountId: number,
  input: PayrollProfileInput,
): Promise<void> {
  if (
    input.weeklyTargetMinutes !== undefined &&
    !(input.weeklyTargetMinutes >= 0 && input.weeklyTargetMinutes <= 7 * 24 * 60)
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
    if (value !== undefined && value !== null && (value.trim() === '' || value.length > 50)) {
      throw invalid(`/${key}`, 'Must be 1 to 50 characters, or empty.');
    }
  }
  const values = {
    ...(input.personnelNumber !== undefined ? { personnelNumber: input.personnelNumber?.trim() ?? null } : {}),
    ...(input.costCentre !== undefined ? { costCentre: input.costCentre?.trim() ?? null } : {}),
    ...(input.weeklyTargetMinutes !== undefined ? { weeklyTargetMinutes: input.weeklyTargetMinutes } : {}),
    ...(input.workDays !== undefined ? { workDays: input.workDays } : {}),
  };
  await deps.database.db
    .insert(payrollProfiles)
    .values({ tenantId, accountId, ...values })
    .onConflictDoUpdate({
      target: [payrollProfiles.tenantId, payrollProfiles.accountId],
      set: { ...values, updatedAt: new Date(deps.clock()) },
    });
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

/** Copies a German state's public holidays of a year into the organisation's calendar (names it keeps). */
export async function applyHolidayPreset(
  deps: ServiceDeps,
  tenantId: number,
  state: string,
  year: number,
): Promise<number> {
  if (!(state in GERMAN_STATES)) throw invalid('/state', `Must be one of ${Object.keys(GERMAN_STATES).join(', ')}.`);
  if (!Number.isInteger(year) || year < 1900 || year > 2200) throw invalid('/year', 'Must be a year, 1900 to 2200.');
  const days = germanHolidays(year, state as GermanState);
  await deps.database.db
    .insert(publicHolidays)
    .values(days.map((h) => ({ tenantId, day: h.day, name: h.name })))
    .onConflictDoNothing();
  return days.length;
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
