import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../domain/errors.js';
import { accountNames, pagePeople } from '../accounts/accounts.service.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { findTenant } from '../tenants/tenants.service.js';
import {
  type AbsenceInput,
  type BreakInput,
  breakSpans,
  personPeriod,
  type PersonPeriod,
  roundedMinutes,
  type ShiftInput,
} from './attendance.js';
import {
  BOM,
  type Cell,
  csvFormattedLine,
  csvLine,
  type CsvFormat,
  formatCell,
  date,
  shownMinutes,
  sumShown,
  type HoursFormat,
  minutes,
  number,
  type Preset,
  text,
} from './csv.js';
import { findWorkingTimeSettings, holidaysBetween, type WorkingTimeSettings } from './settings.service.js';
import { findSurchargeSettings, type SurchargeSettings } from './surcharge-settings.service.js';
import { surchargeKinds, surchargeMinutes } from './surcharges.js';
import { absences, payrollProfiles, workBreaks, workShifts } from './working-time.tables.js';
import { checkPeriod, entryStatus, lockedDays } from './entries.js';
import { addDays, daysBetween, localDayAndTime, localMidnight, shownTime } from './zoned.js';

// The working-time exports (spec §1: operated in the portal and the CLI, no API): the
// attendance matrix (a row per person, a column per day, then totals) and the detail (a
// row per entry). Both are streamed: people are read 250 at a time, entries 2,000 at a
// time, so memory stays flat however long the period or large the organisation. The matrix
// lists the people payroll knows (those with a payroll profile) and anyone with entries or
// absences in the period.

export type Layout = 'matrix' | 'detail';

export interface ExportRequest {
  from: string;
  to: string;
  layout: Layout;
  preset: Preset;
  hours: HoursFormat;
  /** Only entries at these properties (and, in the matrix, only people with such entries). */
  propertyIds?: number[] | undefined;
  /** Only these people. */
  accountIds?: number[] | undefined;
}

const PEOPLE_PER_BATCH = 250;
const ENTRIES_PER_PAGE = 2000;

export function checkExportRequest(request: ExportRequest): void {
  checkPeriod(request.from, request.to);
}

const HEADERS = {
  de: {
    personnelNumber: 'Personalnummer',
    name: 'Name',
    costCentre: 'Kostenstelle',
    worked: 'Ist (Std.)',
    target: 'Soll (Std.)',
    balance: 'Saldo (Std.)',
    breaks: 'Pausen (Std.)',
    night: 'Nachtstunden',
    sunday: 'Sonntagsstunden',
    holiday: 'Feiertagsstunden',
    days: (code: string) => `Tage ${code}`,
    property: 'Objekt',
    date: 'Datum',
    start: 'Beginn',
    end: 'Ende',
    timeZone: 'Zeitzone',
    breakMinutes: 'Pause (Min.)',
    net: 'Netto (Std.)',
    status: 'Status',
    editedBy: 'Zuletzt bearbeitet von',
    surcharges: {
      night: 'Nachtzuschlag (Std.)',
      sunday: 'Sonntagszuschlag (Std.)',
      holiday: 'Feiertagszuschlag (Std.)',
    },
  },
  en: {
    personnelNumber: 'Personnel number',
    name: 'Name',
    costCentre: 'Cost centre',
    worked: 'Worked (h)',
    target: 'Target (h)',
    balance: 'Balance (h)',
    breaks: 'Breaks (h)',
    night: 'Night hours',
    sunday: 'Sunday hours',
    holiday: 'Holiday hours',
    days: (code: string) => `Days ${code}`,
    property: 'Property',
    date: 'Date',
    start: 'Start',
    end: 'End',
    timeZone: 'Time zone',
    breakMinutes: 'Break (min)',
    net: 'Net (h)',
    status: 'Status',
    editedBy: 'Last edited by',
    surcharges: { night: 'Night surcharge (h)', sunday: 'Sunday surcharge (h)', holiday: 'Holiday surcharge (h)' },
  },
};

const STATUS = {
  de: { open: 'offen', recorded: 'erfasst', approved: 'freigegeben', edited: 'bearbeitet', locked: 'gesperrt' },
  en: { open: 'open', recorded: 'recorded', approved: 'approved', edited: 'edited', locked: 'locked' },
};

/** Marks a row that shows only the part of an entry inside the period. */
const PART = { de: '(Teil)', en: '(part)' };

interface Context {
  db: Executor;
  tenantId: number;
  timeZone: string;
  settings: WorkingTimeSettings;
  holidays: Set<string>;
  surcharges: SurchargeSettings;
  format: CsvFormat;
  request: ExportRequest;
  periodStart: number;
  periodEnd: number;
}

/** The export as CSV text, in pieces (the first carries the byte-order mark for `de`). */
export async function* workingTimesCsv(
  deps: ServiceDeps,
  tenantId: number,
  request: ExportRequest,
): AsyncGenerator<string> {
  checkExportRequest(request);
  const context = await contextOf(deps, tenantId, request);
  if (request.preset === 'de') yield BOM;
  if (request.layout === 'matrix') yield* matrix(context);
  else yield* detail(context);
}

/** Shifts touching the period (open ones included), at the chosen properties. */
function shiftConditions(context: Context, accountIds?: readonly number[]): SQL[] {
  const { request } = context;
  const conditions: (SQL | undefined)[] = [
    eq(workShifts.tenantId, context.tenantId),
    isNull(workShifts.deletedAt),
    lt(workShifts.startedAt, new Date(context.periodEnd)),
    or(isNull(workShifts.endedAt), gt(workShifts.endedAt, new Date(context.periodStart))),
    accountIds !== undefined ? inArray(workShifts.accountId, [...accountIds]) : undefined,
    request.propertyIds !== undefined ? inArray(workShifts.propertyId, request.propertyIds) : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

// The exports read shifts through compact raw queries: instants as milliseconds since 1970
// and many shifts joined into one text value per person or per page. A driver then parses a
// few long values instead of a row object with timestamps per shift, which is where a large
// export spent most of its time (and, on PGlite, its memory).

/** An instant as whole milliseconds since 1970 (the columns keep milliseconds; the float is exact to far below one). */
const epochMs = (instant: AnyPgColumn) => sql`round(date_part('epoch', ${instant}) * 1000)::bigint`;

/** The rows of a raw query, the same shape on both engines. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A shift's breaks as `start,end,start,end…` (an open break's end empty); null without breaks. */
const breaksOfShift = sql`(select string_agg(${epochMs(workBreaks.startedAt)} || ',' || coalesce(${epochMs(
  workBreaks.endedAt,
)}::text, ''), ',') from ${workBreaks} where ${workBreaks.tenantId} = ${workShifts.tenantId} and ${workBreaks.shiftId} = ${workShifts.id})`;

/** The breaks of every shift without any: one shared empty list. */
const NO_BREAKS: readonly BreakInput[] = Object.freeze([]);

/**
 * Reads the whole numbers of a compact text, `4,1790827200000, 8,1790829000000,1790835300000`:
 * fields separated by `,`, records by a space, an empty field is null. It reads the text in
 * place: no array or string per field, of which a large export would make millions.
 */
class CompactReader {
  private at = 0;
  /** Whether the last field read ended its record. */
  recordEnded = false;
  constructor(private readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  next(): number | null {
    const { text } = this;
    let at = this.at;
    let negative = false;
    if (text.charCodeAt(at) === 45 /* - */) {
      negative = true;
      at++;
    }
    let value = 0;
    let digits = 0;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at)) {
      value = value * 10 + (code - 48);
      digits++;
    }
    // At the separator after the field (a space ends the record, so does the end of the text).
    this.recordEnded = at >= text.length || text.charCodeAt(at) === 32;
    this.at = at + 1;
    if (digits === 0) return null;
    return negative ? -value : value;
  }

  /** The rest of the record as breaks, pairs of start and end. */
  breaks(): readonly BreakInput[] {
    if (this.recordEnded) return NO_BREAKS;
    const breaks: BreakInput[] = [];
    while (!this.recordEnded) {
      const start = this.next() ?? 0;
      breaks.push({ start, end: this.recordEnded ? null : this.next() });
    }
    return breaks;
  }
}

/**
 * The shifts of some people in the period with their breaks, by person: a row per person
 * holding `id,start,end` of each shift (an open shift's end empty), and one row holding
 * `shift id,start,end` of each of their breaks.
 */
async function shiftsOfPeople(context: Context, accountIds: readonly number[]): Promise<Map<number, ShiftInput[]>> {
  const { db, tenantId } = context;
  const where = and(...shiftConditions(context, accountIds));
  const [shiftRows, breakRows] = await allQueries(db, [
    () =>
      db.execute(sql`select ${workShifts.accountId} as account_id, string_agg(concat_ws(',', ${workShifts.id},
        ${epochMs(workShifts.startedAt)}, coalesce(${epochMs(workShifts.endedAt)}::text, '')), ' ') as shifts
      from ${workShifts} where ${where} group by ${workShifts.accountId}`),
    () =>
      db.execute(sql`select string_agg(concat_ws(',', ${workBreaks.shiftId}, ${epochMs(workBreaks.startedAt)},
        coalesce(${epochMs(workBreaks.endedAt)}::text, '')), ' ') as breaks
      from ${workBreaks} join ${workShifts}
        on ${workShifts.tenantId} = ${workBreaks.tenantId} and ${workShifts.id} = ${workBreaks.shiftId}
      where ${workBreaks.tenantId} = ${tenantId} and ${where}`),
  ]);
  const breaksByShift = new Map<number, BreakInput[]>();
  const breaks = new CompactReader(rowsOf<{ breaks: string | null }>(breakRows)[0]?.breaks ?? '');
  while (!breaks.done) {
    const shiftId = breaks.next() ?? 0;
    const list = breaksByShift.get(shiftId) ?? [];
    list.push(...breaks.breaks());
    breaksByShift.set(shiftId, list);
  }
  const byPerson = new Map<number, ShiftInput[]>();
  for (const row of rowsOf<{ account_id: number | string; shifts: string }>(shiftRows)) {
    const accountId = Number(row.account_id);
    const shifts: ShiftInput[] = [];
    for (const reader = new CompactReader(row.shifts); !reader.done;) {
      const id = reader.next() ?? 0;
      const start = reader.next() ?? 0;
      shifts.push({ id, accountId, start, end: reader.next(), breaks: breaksByShift.get(id) ?? NO_BREAKS });
    }
    byPerson.set(accountId, shifts);
  }
  return byPerson;
}

interface DetailShift {
  id: number;
  accountId: number;
  propertyId: number;
  start: number;
  end: number | null;
  approved: boolean;
  edited: boolean;
  editedBy: number | null;
  breaks: readonly BreakInput[];
}

/**
 * A page of the detail: the shifts after `after` in (start, id) order, as one text value of
 * `id,person,property,start,end,approved,edited,edited by[,break start,break end…]` per
 * shift. The bound on the start alone lets the index on (tenant, start) begin the page
 * where the last one ended.
 */
async function detailPage(context: Context, after: { start: number; id: number } | undefined): Promise<DetailShift[]> {
  const where = and(
    ...shiftConditions(context, context.request.accountIds),
    after ? gte(workShifts.startedAt, new Date(after.start)) : undefined,
    after ? or(gt(workShifts.startedAt, new Date(after.start)), gt(workShifts.id, after.id)) : undefined,
  );
  const result = await context.db.execute(sql`select string_agg(line, ' ' order by started_at, id) as lines from (
      select ${workShifts.startedAt} as started_at, ${workShifts.id} as id, concat_ws(',', ${workShifts.id},
        ${workShifts.accountId}, ${workShifts.propertyId}, ${epochMs(workShifts.startedAt)},
        coalesce(${epochMs(workShifts.endedAt)}::text, ''), (${workShifts.approvedAt} is not null)::int,
        (${workShifts.editedAt} is not null)::int, coalesce(${workShifts.editedBy}::text, ''), ${breaksOfShift}) as line
      from ${workShifts} where ${where}
      order by ${workShifts.startedAt}, ${workShifts.id} limit ${ENTRIES_PER_PAGE}) page`);
  const page: DetailShift[] = [];
  for (const reader = new CompactReader(rowsOf<{ lines: string | null }>(result)[0]?.lines ?? ''); !reader.done;) {
    page.push({
      id: reader.next() ?? 0,
      accountId: reader.next() ?? 0,
      propertyId: reader.next() ?? 0,
      start: reader.next() ?? 0,
      end: reader.next(),
      approved: reader.next() === 1,
      edited: reader.next() === 1,
      editedBy: reader.next(),
      breaks: reader.breaks(),
    });
  }
  return page;
}

async function* matrix(context: Context): AsyncGenerator<string> {
  const { request, settings, format } = context;
  const headers = HEADERS[request.preset];
  const days = daysBetween(request.from, request.to);
  const codes = { vacation: settings.vacationCode, sick: settings.sickCode, other: settings.otherCode };
  yield csvLine(
    [
      text(headers.personnelNumber),
      text(headers.name),
      text(headers.costCentre),
      ...days.map((day) => date(day)),
      text(headers.worked),
      text(headers.target),
      text(headers.balance),
      text(headers.breaks),
      text(headers.night),
      text(headers.sunday),
      text(headers.holiday),
      text(headers.days(codes.vacation)),
      text(headers.days(codes.sick)),
      text(headers.days(codes.other)),
    ],
    format,
  );
  // Each figure as shown (rounded, then to the column's precision); totals add what is shown.
  const shown = (ms: number) => shownMinutes(ms, settings.roundingMinutes, format);
  for await (const batch of figuresOfPeople(context)) {
    let chunk = '';
    for (const { person, profile, figures } of batch) {
      const workedShown: number[] = [];
      const dayCells = days.map((day): Cell => {
        const worked = figures.days.get(day)?.workedMs ?? 0;
        if (worked > 0) {
          const cell = shown(worked);
          workedShown.push(cell);
          return minutes(cell);
        }
        const absence = figures.absences.get(day);
        if (absence) return text(`${codes[absence.kind]}${absence.halfDay ? '½' : ''}`);
        if (context.holidays.has(day)) return text(settings.holidayCode);
        return null;
      });
      const dayCount = (n: number) => number(n, Number.isInteger(n) ? 0 : 1);
      const worked = sumShown(workedShown, format);
      chunk += csvLine(
        [
          text(profile?.personnelNumber),
          text(person.name),
          text(profile?.costCentre),
          ...dayCells,
          minutes(worked),
          minutes(shown(figures.targetMs)),
          minutes(sumShown([worked, shown(figures.creditedMs), -shown(figures.targetMs)], format)),
          minutes(shown(figures.breakMs)),
          minutes(shown(figures.nightMs)),
          minutes(shown(figures.sundayMs)),
          minutes(shown(figures.holidayMs)),
          dayCount(figures.absenceDays.vacation),
          dayCount(figures.absenceDays.sick),
          dayCount(figures.absenceDays.other),
        ],
        format,
      );
    }
    if (chunk !== '') yield chunk;
  }
}

/** A person of the period with their payroll profile and figures. */
export interface PersonFigures {
  person: { id: number; name: string; active: boolean };
  profile: typeof payrollProfiles.$inferSelect | undefined;
  figures: PersonPeriod;
  /** The person's shifts touching the period (what the figures were counted from). */
  shifts: readonly ShiftInput[];
}

/**
 * The people of the period with their per-day figures, in batches: those payroll knows (a
 * payroll profile) and whoever has entries in the period; with a property filter, only
 * those who worked there; inactive people only with entries. The matrix and the DATEV
 * files both read these, so hours are computed in one place.
 */
async function* figuresOfPeople(context: Context): AsyncGenerator<PersonFigures[]> {
  const { db, tenantId, request } = context;
  let afterId = 0;
  for (;;) {
    const people = await pagePeople(db, tenantId, { afterId, limit: PEOPLE_PER_BATCH, only: request.accountIds });
    if (people.length === 0) return;
    afterId = people[people.length - 1]?.id ?? afterId;
    const ids = people.map((p) => p.id);
    const [shiftsByPerson, absenceRows, profiles] = await allQueries(db, [
      () => shiftsOfPeople(context, ids),
      () =>
        db
          .select({ accountId: absences.accountId, day: absences.day, kind: absences.kind, halfDay: absences.halfDay })
          .from(absences)
          .where(
            and(
              eq(absences.tenantId, tenantId),
              inArray(absences.accountId, ids),
              gte(absences.day, request.from),
              lte(absences.day, request.to),
            ),
          ),
      () =>
        db
          .select()
          .from(payrollProfiles)
          .where(and(eq(payrollProfiles.tenantId, tenantId), inArray(payrollProfiles.accountId, ids))),
    ]);
    const absencesByPerson = new Map<number, AbsenceInput[]>();
    for (const row of absenceRows) {
      const list = absencesByPerson.get(row.accountId) ?? [];
      list.push(row);
      absencesByPerson.set(row.accountId, list);
    }
    const profileOf = new Map(profiles.map((p) => [p.accountId, p]));
    const batch: PersonFigures[] = [];
    for (const person of people) {
      const shifts = shiftsByPerson.get(person.id) ?? [];
      const profile = profileOf.get(person.id);
      const listed =
        shifts.length > 0 ||
        (request.propertyIds === undefined &&
          person.active &&
          (profile !== undefined || absencesByPerson.has(person.id)));
      if (!listed) continue;
      const figures = personPeriod(
        {
          accountId: person.id,
          weeklyTargetMinutes: profile?.weeklyTargetMinutes ?? 0,
          workDays: profile?.workDays ?? 31,
        },
        shifts,
        absencesByPerson.get(person.id) ?? [],
        context.holidays,
        { from: request.from, to: request.to, timeZone: context.timeZone },
      );
      batch.push({ person, profile, figures, shifts });
    }
    if (batch.length > 0) yield batch;
    if (people.length < PEOPLE_PER_BATCH) return;
  }
}

/**
 * The per-person per-day figures of a period, as the matrix counts them, with what else a
 * payroll file needs (the organisation's rounding, holidays and zone).
 */
export async function* periodFigures(
  deps: ServiceDeps,
  tenantId: number,
  period: { from: string; to: string },
): AsyncGenerator<PersonFigures[]> {
  checkPeriod(period.from, period.to);
  const context = await contextOf(deps, tenantId, {
    from: period.from,
    to: period.to,
    layout: 'matrix',
    preset: 'de',
    hours: 'decimal',
  });
  yield* figuresOfPeople(context);
}

async function contextOf(deps: ServiceDeps, tenantId: number, request: ExportRequest): Promise<Context> {
  const db = deps.database.db;
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound('Tenant');
  return {
    db,
    tenantId,
    timeZone: tenant.timezone,
    settings: await findWorkingTimeSettings(db, tenantId),
    holidays: await holidaysBetween(db, tenantId, request.from, request.to),
    surcharges: await findSurchargeSettings(db, tenantId),
    format: { preset: request.preset, hours: request.hours },
    request,
    periodStart: localMidnight(request.from, tenant.timezone),
    periodEnd: localMidnight(addDays(request.to, 1), tenant.timezone),
  };
}

async function* detail(context: Context): AsyncGenerator<string> {
  const { db, tenantId, request, format, timeZone, periodStart, periodEnd } = context;
  const headers = HEADERS[request.preset];
  const statusText = STATUS[request.preset];
  const partText = PART[request.preset];
  // The surcharge kinds the organisation counts, each a column after the net (none: none).
  const counted = surchargeKinds.filter((kind) => context.surcharges.kinds[kind].enabled);
  yield csvLine(
    [
      text(headers.name),
      text(headers.personnelNumber),
      text(headers.property),
      text(headers.date),
      text(headers.start),
      text(headers.end),
      text(headers.timeZone),
      text(headers.breakMinutes),
      text(headers.net),
      text(headers.status),
      text(headers.editedBy),
      ...counted.map((kind) => text(headers.surcharges[kind])),
    ],
    format,
  );
  const lockedDay = await lockedDays(db, tenantId);
  const cells = repeatedCells(format);
  const names = new Map<number, string>();
  const numbers = new Map<number, string | null>();
  const propertiesById = new Map<number, string>();
  let after: { start: number; id: number } | undefined;
  for (;;) {
    const page = await detailPage(context, after);
    if (page.length === 0) return;
    const last = page[page.length - 1];
    if (last) after = { start: last.start, id: last.id };
    // Names of people, editors and properties not met before, in one query each.
    const newPeople = [...new Set(page.flatMap((s) => [s.accountId, ...(s.editedBy ? [s.editedBy] : [])]))].filter(
      (id) => !names.has(id),
    );
    for (const [id, name] of await accountNames(db, tenantId, newPeople)) names.set(id, name);
    const newNumbers = [...new Set(page.map((s) => s.accountId))].filter((id) => !numbers.has(id));
    if (newNumbers.length > 0) {
      const rows = await db
        .select({ accountId: payrollProfiles.accountId, personnelNumber: payrollProfiles.personnelNumber })
        .from(payrollProfiles)
        .where(and(eq(payrollProfiles.tenantId, tenantId), inArray(payrollProfiles.accountId, newNumbers)));
      for (const id of newNumbers) numbers.set(id, rows.find((r) => r.accountId === id)?.personnelNumber ?? null);
    }
    const newProperties = [...new Set(page.map((s) => s.propertyId))].filter((id) => !propertiesById.has(id));
    for (const row of await propertyNames(db, tenantId, newProperties)) propertiesById.set(row.id, row.name);
    // The entry's surcharge hours (of its part inside the period), exact, to the column's precision.
    const surchargeCells = (input: ShiftInput): string[] => {
      if (counted.length === 0) return [];
      if (input.end === null) return counted.map(() => '');
      const found = surchargeMinutes(input, context.surcharges.nightWindow, context.holidays, timeZone);
      return counted.map((kind) => cells.minutes(shownMinutes(found[kind] * 60_000, 0, format)));
    };
    let chunk = '';
    for (const shift of page) {
      // A closed entry across the period's first or last midnight is shown with its part
      // inside the period, as the matrix counts it; the other part is in the next export.
      const from = shift.end !== null ? Math.max(shift.start, periodStart) : shift.start;
      const to = shift.end !== null ? Math.min(shift.end, periodEnd) : null;
      const part = from !== shift.start || (to !== null && to !== shift.end);
      const start = localDayAndTime(from, timeZone);
      const end = to !== null ? localDayAndTime(to, timeZone) : undefined;
      const input: ShiftInput = {
        id: shift.id,
        accountId: shift.accountId,
        start: from,
        end: to,
        breaks: shift.breaks,
      };
      const breakMs = breakSpans(input).reduce((sum, [x, y]) => sum + (y - x), 0);
      const netMs = to !== null ? to - from - breakMs : undefined;
      const status =
        statusText[
          entryStatus({
            ended: shift.end !== null,
            locked: lockedDay(localDayAndTime(shift.start, timeZone).day),
            edited: shift.edited,
            approved: shift.approved,
          })
        ];
      chunk += csvFormattedLine(
        [
          cells.text(names.get(shift.accountId)),
          cells.text(numbers.get(shift.accountId)),
          cells.text(propertiesById.get(shift.propertyId)),
          cells.date(start.day),
          // Seconds are shown where a time has them (a phone's tap): the net is computed from them.
          cells.text(shownTime(from, start.time)),
          // A shift that ends on a later day says which.
          cells.text(
            end && to !== null
              ? end.day === start.day
                ? shownTime(to, end.time)
                : `${shownTime(to, end.time)} (+${dayDistance(start.day, end.day)})`
              : '',
          ),
          cells.text(timeZone),
          to !== null ? cells.number(roundedMinutes(breakMs, 0)) : '',
          // The entry's own net, not rounded: rounding applies to the matrix's day sums.
          netMs === undefined ? '' : cells.minutes(shownMinutes(netMs, 0, format)),
          cells.text(part ? `${status} ${partText}` : status),
          cells.text(shift.editedBy ? names.get(shift.editedBy) : ''),
          ...surchargeCells(input),
        ],
        format,
      );
    }
    yield chunk;
    if (page.length < ENTRIES_PER_PAGE) return;
  }
}

/**
 * Formatted cells, each value formatted once: a detail of 200,000 rows repeats the same
 * names, properties, days, times and hours over and over.
 */
function repeatedCells(format: CsvFormat) {
  const LIMIT = 50_000;
  const memo = <K>(formatOf: (value: K) => Cell) => {
    const known = new Map<K, string>();
    return (value: K): string => {
      let formatted = known.get(value);
      if (formatted === undefined) {
        formatted = formatCell(formatOf(value), format);
        if (known.size < LIMIT) known.set(value, formatted);
      }
      return formatted;
    };
  };
  const textCell = memo<string>(text);
  return {
    text: (value: string | null | undefined) => textCell(value ?? ''),
    date: memo<string>(date),
    number: memo<number>((value) => number(value)),
    minutes: memo<number>(minutes),
  };
}

function dayDistance(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
