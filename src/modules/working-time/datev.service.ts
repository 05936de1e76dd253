import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, type ExportProblem, type FieldError } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { findTenant } from '../tenants/tenants.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { shownMinutes } from './csv.js';
import {
  type DatevFormat,
  encodeCp1252,
  fitsDatevField,
  lodasHeader,
  lodasLines,
  lugLines,
  NO_WAGE_TYPES,
  type PersonBookings,
  regularWageType,
  type WageTypes,
} from './datev.js';
import { lockedDays } from './entries.js';
import { periodFigures } from './export.service.js';
import { findWorkingTimeSettings, holidaysBetween } from './settings.service.js';
import { findSurchargeSettings } from './surcharge-settings.service.js';
import { surchargeKinds, surchargeMinutesByDay } from './surcharges.js';
import { absenceKinds, datevSettings, workShifts } from './working-time.tables.js';
import { addDays, localDayAndTime, localMidnight } from './zoned.js';

// The DATEV settings (Berater- and Mandantennummer, wage types) and the DATEV files of a
// period. The files are built from the figures the CSV matrix shows (periodFigures), so
// hours are computed in one place; docs/payroll.md describes formats and decisions.

export interface DatevSettings {
  consultantNumber: string | null;
  clientNumber: string | null;
  wageTypes: WageTypes;
}

/** The stored JSON (`{ regular, absences: {…}, surcharges: {…}, cost_centres: {…} }`) read leniently. */
function wageTypesOf(stored: unknown): WageTypes {
  const value = (stored ?? {}) as {
    regular?: unknown;
    absences?: Record<string, unknown>;
    surcharges?: Record<string, unknown>;
    cost_centres?: Record<string, unknown>;
  };
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const costCentres: Record<string, string> = {};
  for (const [centre, wageType] of Object.entries(value.cost_centres ?? {})) {
    const number = text(wageType);
    if (number !== null) costCentres[centre] = number;
  }
  return {
    regular: text(value.regular),
    absences: {
      vacation: text(value.absences?.vacation),
      sick: text(value.absences?.sick),
      other: text(value.absences?.other),
    },
    surcharges: {
      night: text(value.surcharges?.night),
      sunday: text(value.surcharges?.sunday),
      holiday: text(value.surcharges?.holiday),
    },
    costCentres,
  };
}

export async function findDatevSettings(db: Executor, tenantId: number): Promise<DatevSettings> {
  const [row] = await db.select().from(datevSettings).where(eq(datevSettings.tenantId, tenantId));
  if (!row) return { consultantNumber: null, clientNumber: null, wageTypes: NO_WAGE_TYPES };
  return {
    consultantNumber: row.consultantNumber,
    clientNumber: row.clientNumber,
    wageTypes: wageTypesOf(row.wageTypes),
  };
}

export type DatevSettingsChange = Omit<DatevSettings, 'wageTypes'> & {
  wageTypes: Omit<WageTypes, 'surcharges'> & { surcharges?: WageTypes['surcharges'] };
};

const CONSULTANT = /^[0-9]{1,7}$/;
const CLIENT = /^[0-9]{1,5}$/;
const WAGE_TYPE = /^[0-9]{1,4}$/;
const MAX_COST_CENTRE_OVERRIDES = 200;

/**
 * The office sets the DATEV numbers and wage types (the whole set at once). Beraternummer
 * 1 to 7 digits, Mandantennummer 1 to 5, each wage type 1 to 4 digits or null (unmapped);
 * a refusal names every field at fault. Surcharge wage types left out are kept as they are.
 */
export async function changeDatevSettings(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number | null,
  next: DatevSettingsChange,
): Promise<DatevSettings> {
  const errors: FieldError[] = [];
  const number = (value: string | null, pattern: RegExp, pointer: string, detail: string) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    if (!pattern.test(trimmed)) errors.push({ pointer, detail });
    return trimmed;
  };
  const digits = (n: number) => `Must be 1 to ${n} digits.`;
  const consultantNumber = number(next.consultantNumber, CONSULTANT, '/consultant_number', digits(7));
  const clientNumber = number(next.clientNumber, CLIENT, '/client_number', digits(5));
  const wageType = (value: string | null, pointer: string) => number(value, WAGE_TYPE, pointer, digits(4));
  const surcharges =
    next.wageTypes.surcharges ?? (await findDatevSettings(deps.database.db, tenantId)).wageTypes.surcharges;
  const costCentres: Record<string, string> = {};
  const overrides = Object.entries(next.wageTypes.costCentres);
  if (overrides.length > MAX_COST_CENTRE_OVERRIDES) {
    errors.push({ pointer: '/wage_types/cost_centres', detail: `At most ${MAX_COST_CENTRE_OVERRIDES} cost centres.` });
  }
  for (const [centre, value] of overrides) {
    const pointer = `/wage_types/cost_centres/${centre.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (centre.trim() === '' || centre.length > 50)
      errors.push({ pointer, detail: 'A cost centre is 1 to 50 characters.' });
    const mapped = wageType(value, pointer);
    if (mapped !== null) costCentres[centre] = mapped;
  }
  const stored = {
    regular: wageType(next.wageTypes.regular, '/wage_types/regular'),
    absences: Object.fromEntries(
      absenceKinds.map((kind) => [kind, wageType(next.wageTypes.absences[kind], `/wage_types/absences/${kind}`)]),
    ),
    surcharges: Object.fromEntries(
      surchargeKinds.map((kind) => [kind, wageType(surcharges[kind], `/wage_types/surcharges/${kind}`)]),
    ),
    cost_centres: costCentres,
  };
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(datevSettings)
      .values({ tenantId, consultantNumber, clientNumber, wageTypes: stored, updatedAt: at })
      .onConflictDoUpdate({
        target: datevSettings.tenantId,
        set: { consultantNumber, clientNumber, wageTypes: stored, updatedAt: at },
      });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.settings_changed',
      targetType: 'tenant',
      targetId: tenantId,
      details: { changed: ['datev'] },
      at,
    });
  });
  return findDatevSettings(deps.database.db, tenantId);
}

export interface DatevRequest {
  from: string;
  to: string;
  format: DatevFormat;
}

export interface DatevFile {
  fileName: string;
  bytes: Buffer;
  /** The period has days that are not locked yet: the export locks them (or is refused). */
  needsLock: boolean;
}

/** At most this many problems are listed (the rest are counted in the detail). */
const MAX_PROBLEMS = 500;

const SETTINGS_LINK = '/settings/working-time#datev';
const ACCOUNTS_LINK = '/accounts';
const sheetLink = (accountId: number, day: string) => `/time-sheets?person=${accountId}&at=${day}`;

const DE_DECIMAL = { preset: 'de', hours: 'decimal' } as const;

/**
 * The DATEV file of a period (one calendar month at most), or a refusal listing every
 * problem (`export_refused`): DATEV numbers missing, the period across months or not
 * locked (unless `lock` may lock it), people with something to book but no (numeric)
 * personnel number, open shifts, entries not approved, cost centres DATEV cannot take and
 * wage types not mapped. Nothing is stored here.
 */
export async function datevFile(
  deps: ServiceDeps,
  tenantId: number,
  request: DatevRequest & { lock: boolean },
): Promise<DatevFile> {
  const db = deps.database.db;
  const { from, to } = request;
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw new DomainError('not_found', 'Tenant was not found.');
  const [settings, rules, isLocked, surcharges, holidays] = await Promise.all([
    findDatevSettings(db, tenantId),
    findWorkingTimeSettings(db, tenantId),
    lockedDays(db, tenantId),
    findSurchargeSettings(db, tenantId),
    holidaysBetween(db, tenantId, from, to),
  ]);
  const counted = surchargeKinds.filter((kind) => surcharges.kinds[kind].enabled);
  const problems: ExportProblem[] = [];
  let more = 0;
  const add = (problem: ExportProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
    else more++;
  };
  if (settings.consultantNumber === null || settings.clientNumber === null) {
    add({ code: 'datev_numbers_missing', link: SETTINGS_LINK });
  }
  const month = `${from.slice(0, 7)}-01`;
  // LODAS books by Abrechnungszeitraum, a month: a period is one month or part of one.
  if (from.slice(0, 7) !== to.slice(0, 7)) add({ code: 'period_not_one_month', link: '/exports' });
  let needsLock = false;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!isLocked(day)) {
      needsLock = true;
      break;
    }
  }
  if (needsLock && !request.lock) add({ code: 'period_not_locked', day: from, link: '/exports' });

  // Open shifts and entries not yet approved, by person and the day they began.
  const periodStart = localMidnight(from, tenant.timezone);
  const periodEnd = localMidnight(addDays(to, 1), tenant.timezone);
  const pending = await db
    .select({
      accountId: workShifts.accountId,
      start: sql<string>`round(date_part('epoch', ${workShifts.startedAt}) * 1000)::bigint`,
      open: sql<boolean>`${workShifts.endedAt} is null`,
    })
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, tenantId),
        isNull(workShifts.deletedAt),
        lt(workShifts.startedAt, new Date(periodEnd)),
        or(isNull(workShifts.endedAt), gt(workShifts.endedAt, new Date(periodStart))),
        or(isNull(workShifts.endedAt), isNull(workShifts.approvedAt)),
      ),
    )
    .orderBy(workShifts.accountId, workShifts.startedAt)
    .limit(MAX_PROBLEMS + 1);
  const pendingProblems: { accountId: number; day: string; code: string }[] = [];
  for (const row of pending) {
    const day = localDayAndTime(Number(row.start), tenant.timezone).day;
    const code = row.open === true || String(row.open) === 't' ? 'open_shift' : 'entry_not_approved';
    const last = pendingProblems[pendingProblems.length - 1];
    if (last?.accountId === row.accountId && last.day === day && last.code === code) continue;
    pendingProblems.push({ accountId: Number(row.accountId), day, code });
  }

  const names = new Map<number, string>();
  const unmapped = new Set<string>();
  const wageTypes = settings.wageTypes;
  let body = '';
  for await (const batch of periodFigures(deps, tenantId, { from, to })) {
    for (const { person, profile, figures, shifts } of batch) {
      names.set(person.id, person.name);
      const worked: [string, number][] = [];
      for (const [day, dayFigures] of figures.days) {
        const hundredths = Math.round(
          (shownMinutes(dayFigures.workedMs, rules.roundingMinutes, DE_DECIMAL) * 100) / 60,
        );
        if (hundredths > 0) worked.push([day, hundredths]);
      }
      worked.sort((a, b) => (a[0] < b[0] ? -1 : 1));
      const absences = [...figures.absences.values()]
        .map((a) => ({ day: a.day, kind: a.kind, halfDay: a.halfDay }))
        .sort((a, b) => (a.day < b.day ? -1 : 1));
      // Surcharge hours per day and kind, each day's exact minutes taken to hundredths.
      const surchargeDays = new Map<string, Record<string, number>>();
      if (counted.length > 0) {
        for (const shift of shifts) {
          const byDay = surchargeMinutesByDay(
            shift,
            surcharges.nightWindow,
            holidays,
            tenant.timezone,
            periodStart,
            periodEnd,
          );
          for (const [day, minutes] of byDay) {
            const sums = surchargeDays.get(day) ?? { night: 0, sunday: 0, holiday: 0 };
            for (const kind of counted) sums[kind] = (sums[kind] ?? 0) + minutes[kind];
            surchargeDays.set(day, sums);
          }
        }
      }
      const surchargeLines: PersonBookings['surcharges'] = [];
      for (const day of [...surchargeDays.keys()].sort()) {
        for (const kind of counted) {
          const hundredths = Math.round(((surchargeDays.get(day)?.[kind] ?? 0) * 100) / 60);
          if (hundredths > 0) surchargeLines.push({ day, kind, hundredths });
        }
      }
      if (worked.length === 0 && absences.length === 0) continue;
      const personnelNumber = profile?.personnelNumber?.trim() ?? '';
      const who = { account_id: person.id, person_name: person.name };
      if (personnelNumber === '') add({ code: 'personnel_number_missing', ...who, link: ACCOUNTS_LINK });
      else if (!/^[0-9]+$/.test(personnelNumber))
        add({ code: 'personnel_number_invalid', ...who, link: ACCOUNTS_LINK });
      const costCentre = profile?.costCentre?.trim() || null;
      if (costCentre !== null && !fitsDatevField(costCentre)) {
        add({ code: 'cost_centre_invalid', ...who, link: ACCOUNTS_LINK });
      }
      if (worked.length > 0 && regularWageType(wageTypes, costCentre) === null) unmapped.add('regular');
      for (const absence of absences)
        if (wageTypes.absences[absence.kind] === null) unmapped.add(`absence.${absence.kind}`);
      const bookings: PersonBookings = {
        personnelNumber,
        costCentre,
        worked,
        absences,
        surcharges: surchargeLines,
      };
      body += request.format === 'lodas' ? lodasLines(bookings, wageTypes, month) : lugLines(bookings, wageTypes);
    }
  }
  for (const problem of pendingProblems) {
    add({
      code: problem.code,
      account_id: problem.accountId,
      ...(names.has(problem.accountId) ? { person_name: names.get(problem.accountId) } : {}),
      day: problem.day,
      link: sheetLink(problem.accountId, problem.day),
    });
  }
  if (pending.length > MAX_PROBLEMS) more++;
  // A surcharge kind the organisation counts needs its wage type, whether or not the month has its hours.
  for (const kind of counted) if (wageTypes.surcharges[kind] === null) unmapped.add(`surcharge.${kind}`);
  for (const wageType of [
    'regular',
    'absence.vacation',
    'absence.sick',
    'absence.other',
    'surcharge.night',
    'surcharge.sunday',
    'surcharge.holiday',
  ]) {
    if (unmapped.has(wageType)) add({ code: 'wage_type_unmapped', wage_type: wageType, link: SETTINGS_LINK });
  }
  if (problems.length > 0) {
    throw new DomainError(
      'export_refused',
      `The DATEV export was refused: ${problems.length + more} problem${problems.length + more === 1 ? '' : 's'} must be fixed first.`,
      { exportProblems: problems },
    );
  }
  const text =
    request.format === 'lodas'
      ? lodasHeader(settings.consultantNumber ?? '', settings.clientNumber ?? '') + body
      : body;
  return {
    fileName: `datev-${request.format}-${from}-${to}.txt`,
    bytes: encodeCp1252(text),
    needsLock,
  };
}
