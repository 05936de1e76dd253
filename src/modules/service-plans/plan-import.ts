// Importing a service specification (LV) from a CSV file: one line per service, naming its
// property, area, service, frequency and optionally minutes, checklist, window and valid-from
// (docs/service-plans.md, "CSV import"). A dry run says what would be created, changed or
// left as it is, and refuses lines with a reason code; the import itself runs only when no
// line is refused, all in one transaction.
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, uniqueViolation } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { type PropertyRow, visiblePropertiesNamed } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { Language } from '../shared/language.js';
import { calendarDay } from '../shared/time.js';
import { type CsvDelimiter, type CsvEncoding, readCsv } from './csv-table.js';
import { describeSchedule } from './frequency-words.js';
import { parseRrule } from './recurrence.js';
import {
  changeService,
  generatePlannedTasks,
  type PlanAreaRow,
  type PlanServiceRow,
  readFrequency,
  type ServiceInput,
  serviceValues,
  tenantZone,
} from './service-plans.service.js';
import { planAreas, planServices } from './service-plans.tables.js';

export const IMPORT_COLUMNS = [
  'property',
  'area',
  'service',
  'frequency',
  'minutes',
  'checklist',
  'window',
  'valid_from',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The header names each column is known by, German and English, compared ignoring case. */
export const COLUMN_HEADERS: Record<ImportColumn, readonly string[]> = {
  property: ['Objekt', 'Property'],
  area: ['Bereich', 'Area'],
  service: ['Leistung', 'Service'],
  frequency: ['Häufigkeit', 'Haeufigkeit', 'Frequency'],
  minutes: ['Minuten', 'Minutes'],
  checklist: ['Checkliste', 'Checklist'],
  window: ['Zeitfenster', 'Window'],
  valid_from: ['Gültig ab', 'Gueltig ab', 'Valid from'],
};

const REQUIRED: readonly ImportColumn[] = ['property', 'area', 'service', 'frequency'];

export const REFUSAL_CODES = [
  'file_empty',
  'too_many_lines',
  'column_missing',
  'column_unknown',
  'column_twice',
  'too_many_cells',
  'value_missing',
  'value_too_long',
  'property_unknown',
  'property_ambiguous',
  'frequency_unknown',
  'rrule_invalid',
  'rrule_unsupported',
  'minutes_invalid',
  'checklist_invalid',
  'window_invalid',
  'date_invalid',
  'duplicate_service',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface ImportRefusal {
  line: number;
  code: RefusalCode;
  column: ImportColumn | null;
  /** The cell (or header) as written, for the screen to show; null where there is none. */
  value: string | null;
  /** With `duplicate_service`: the earlier line naming the same service. */
  other_line: number | null;
}

export type ServiceOutcome = 'new' | 'updated' | 'unchanged';

export interface ImportedService {
  line: number;
  title: string;
  status: ServiceOutcome;
  rrule: string | null;
  sentence: string;
  expected_minutes: number | null;
  checklist: string[];
  window_start: string;
  window_end: string;
  valid_from: string;
}

export interface ImportReport {
  dry_run: boolean;
  imported: boolean;
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Lines of services in the file (the header not counted). */
  lines: number;
  properties: {
    property_id: number;
    property_name: string;
    areas: { name: string; status: 'new' | 'existing'; services: ImportedService[] }[];
  }[];
  refusals: ImportRefusal[];
  counts: { areas_new: number; services_new: number; services_updated: number; services_unchanged: number };
}

export const MAX_IMPORT_LINES = 5000;
const DEFAULT_WINDOW = { start: '06:00', end: '08:00' };

/** A line that was read without refusal. */
interface GoodLine {
  line: number;
  propertyId: number;
  area: string;
  title: string;
  frequency: Pick<ServiceInput, 'rrule' | 'excluded_months' | 'excluded_weekdays' | 'skip_holidays'>;
  /** undefined: the file has no such column (an existing service keeps its own). */
  minutes: number | null | undefined;
  checklist: string[] | undefined;
  window: { start: string; end: string } | undefined;
  validFrom: string | undefined;
}

const normalHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function columnOf(header: string): ImportColumn | undefined {
  const wanted = normalHeader(header);
  return IMPORT_COLUMNS.find((c) => COLUMN_HEADERS[c].some((h) => normalHeader(h) === wanted));
}

const pad = (n: string) => n.padStart(2, '0');

function readWindow(text: string): { start: string; end: string } | null {
  const match = /^(\d{1,2})[:.](\d{2})\s*(?:-|–|bis|to)\s*(\d{1,2})[:.](\d{2})$/i.exec(text);
  if (!match) return null;
  const [, h1, m1, h2, m2] = match;
  if (Number(h1) > 23 || Number(h2) > 23 || Number(m1) > 59 || Number(m2) > 59) return null;
  return { start: `${pad(h1!)}:${m1}`, end: `${pad(h2!)}:${m2}` };
}

/** YYYY-MM-DD or D.M.YYYY, a day that exists. */
function readDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1]!, iso[2]!, iso[3]!] : german ? [german[3]!, pad(german[2]!), pad(german[1]!)] : [];
  if (y === undefined) return null;
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

/** Which property a cell names among those the actor sees: an external id first, else a name. */
function matchProperty(candidates: readonly PropertyRow[], key: string): PropertyRow[] {
  const byExternal = candidates.filter((p) => p.externalId === key);
  if (byExternal.length > 0) return byExternal;
  return candidates.filter((p) => p.name.trim().toLowerCase() === key.toLowerCase());
}

/** Reads the file's lines: the good ones and every refusal, by line. */
async function readLines(
  db: Executor,
  actor: AccountActor,
  bytes: Uint8Array,
): Promise<{
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  lines: number;
  good: GoodLine[];
  refusals: ImportRefusal[];
  names: Map<number, string>;
}> {
  const table = readCsv(bytes);
  const refusals: ImportRefusal[] = [];
  const refuse = (line: number, code: RefusalCode, column: ImportColumn | null, value: string | null, other?: number) =>
    refusals.push({ line, code, column, value, other_line: other ?? null });
  const base = { encoding: table.encoding, delimiter: table.delimiter, names: new Map<number, string>() };
  const [header, ...rows] = table.rows;
  if (header === undefined || rows.length === 0) {
    refuse(header?.line ?? 1, 'file_empty', null, null);
    return { ...base, lines: 0, good: [], refusals };
  }
  if (rows.length > MAX_IMPORT_LINES) {
    refuse(rows[MAX_IMPORT_LINES]!.line, 'too_many_lines', null, String(MAX_IMPORT_LINES));
    return { ...base, lines: rows.length, good: [], refusals };
  }
  const positions = new Map<ImportColumn, number>();
  header.cells.forEach((cell, index) => {
    if (cell.trim() === '') return;
    const column = columnOf(cell);
    if (column === undefined) refuse(header.line, 'column_unknown', null, cell.trim());
    else if (positions.has(column)) refuse(header.line, 'column_twice', column, cell.trim());
    else positions.set(column, index);
  });
  for (const column of REQUIRED)
    if (!positions.has(column)) refuse(header.line, 'column_missing', column, COLUMN_HEADERS[column][0]!);
  if (refusals.length > 0) return { ...base, lines: rows.length, good: [], refusals };

  const keys = [
    ...new Set(rows.map((r) => (r.cells[positions.get('property')!] ?? '').trim()).filter((k) => k !== '')),
  ];
  const candidates = await visiblePropertiesNamed(db, actor, keys);
  const good: GoodLine[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const before = refusals.length;
    const cell = (column: ImportColumn) => {
      const at = positions.get(column);
      return at === undefined ? undefined : (row.cells[at] ?? '').trim();
    };
    if (row.cells.slice(header.cells.length).some((c) => c.trim() !== ''))
      refuse(row.line, 'too_many_cells', null, String(row.cells.length));
    const required = (column: ImportColumn, max: number): string => {
      const value = cell(column) ?? '';
      if (value === '') refuse(row.line, 'value_missing', column, null);
      else if (value.length > max) refuse(row.line, 'value_too_long', column, value.slice(0, 60));
      return value;
    };
    const propertyKey = required('property', 200);
    const area = required('area', 200);
    const title = required('service', 200);
    const frequencyText = required('frequency', 500);

    let property: PropertyRow | undefined;
    if (propertyKey !== '') {
      const found = matchProperty(candidates, propertyKey);
      if (found.length === 0) refuse(row.line, 'property_unknown', 'property', propertyKey);
      else if (found.length > 1) refuse(row.line, 'property_ambiguous', 'property', propertyKey);
      else property = found[0];
    }
    let frequency: GoodLine['frequency'] | undefined;
    if (frequencyText !== '' && frequencyText.length <= 500) {
      const read = readFrequency({ frequency: frequencyText });
      if ('pointer' in read) {
        const code =
          read.code === 'rrule_invalid' || read.code === 'rrule_unsupported' ? read.code : 'frequency_unknown';
        refuse(row.line, code, 'frequency', frequencyText);
      } else frequency = read;
    }
    const minutesText = cell('minutes');
    let minutes: number | null | undefined;
    if (minutesText !== undefined) {
      if (minutesText === '') minutes = null;
      else if (/^\d{1,4}$/.test(minutesText) && Number(minutesText) >= 1 && Number(minutesText) <= 1440)
        minutes = Number(minutesText);
      else refuse(row.line, 'minutes_invalid', 'minutes', minutesText);
    }
    const checklistText = cell('checklist');
    let checklist: string[] | undefined;
    if (checklistText !== undefined) {
      checklist = checklistText
        .split('|')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      if (checklist.length > 100 || checklist.some((item) => item.length > 500))
        refuse(row.line, 'checklist_invalid', 'checklist', checklistText.slice(0, 60));
    }
    const windowText = cell('window');
    let window: GoodLine['window'];
    if (windowText !== undefined && windowText !== '') {
      window = readWindow(windowText) ?? undefined;
      if (window === undefined) refuse(row.line, 'window_invalid', 'window', windowText);
    }
    const validFromText = cell('valid_from');
    let validFrom: string | undefined;
    if (validFromText !== undefined && validFromText !== '') {
      validFrom = readDay(validFromText) ?? undefined;
      if (validFrom === undefined) refuse(row.line, 'date_invalid', 'valid_from', validFromText);
    }
    if (property !== undefined && area !== '' && title !== '') {
      const key = JSON.stringify([property.id, area, title]);
      const earlier = seen.get(key);
      if (earlier !== undefined) refuse(row.line, 'duplicate_service', 'service', title, earlier);
      else seen.set(key, row.line);
    }
    if (refusals.length === before && property !== undefined && frequency !== undefined)
      good.push({
        line: row.line,
        propertyId: property.id,
        area,
        title,
        frequency,
        minutes,
        checklist,
        window,
        validFrom,
      });
  }
  const names = new Map(candidates.map((p) => [p.id, p.name]));
  return { ...base, lines: rows.length, good, refusals, names };
}

const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** What a good line does to the plan: the service's input and whether it is new, changed or the same. */
function planLine(
  line: GoodLine,
  existing: PlanServiceRow | undefined,
  today: string,
): { input: ServiceInput; status: ServiceOutcome } {
  const input: ServiceInput = {
    title: line.title,
    rrule: line.frequency.rrule,
    excluded_months: line.frequency.excluded_months ?? [],
    excluded_weekdays: line.frequency.excluded_weekdays ?? [],
    excluded_dates: existing?.excludedDates ?? [],
    skip_holidays: line.frequency.skip_holidays ?? false,
    window_start: line.window?.start ?? existing?.windowStart ?? DEFAULT_WINDOW.start,
    window_end: line.window?.end ?? existing?.windowEnd ?? DEFAULT_WINDOW.end,
    expected_minutes: line.minutes === undefined ? (existing?.expectedMinutes ?? null) : line.minutes,
    checklist: line.checklist ?? existing?.checklist ?? [],
    valid_from: line.validFrom ?? existing?.validFrom ?? today,
    valid_to: existing?.validTo ?? null,
  };
  if (existing === undefined) return { input, status: 'new' };
  const next = serviceValues(input);
  const unchanged =
    next.rrule === existing.rrule &&
    same(next.excludedMonths, existing.excludedMonths) &&
    same(next.excludedWeekdays, existing.excludedWeekdays) &&
    next.skipHolidays === existing.skipHolidays &&
    next.windowStart === existing.windowStart &&
    next.windowEnd === existing.windowEnd &&
    next.expectedMinutes === existing.expectedMinutes &&
    same(next.checklist, existing.checklist) &&
    next.validFrom === existing.validFrom;
  return { input, status: unchanged ? 'unchanged' : 'updated' };
}

interface Planned {
  line: GoodLine;
  area: PlanAreaRow | undefined;
  existing: PlanServiceRow | undefined;
  input: ServiceInput;
  status: ServiceOutcome;
}

/** Matches each good line with the area (same property, same name) and running service (same area, same title) it names. */
async function planLines(db: Executor, tenantId: number, good: readonly GoodLine[], today: string): Promise<Planned[]> {
  const out: Planned[] = [];
  const propertyIds = [...new Set(good.map((g) => g.propertyId))];
  for (const propertyId of propertyIds) {
    const areas = await db
      .select()
      .from(planAreas)
      .where(and(eq(planAreas.tenantId, tenantId), eq(planAreas.propertyId, propertyId)));
    const services = await db
      .select()
      .from(planServices)
      .where(
        and(
          eq(planServices.tenantId, tenantId),
          eq(planServices.propertyId, propertyId),
          or(isNull(planServices.validTo), gte(planServices.validTo, today)),
        ),
      )
      .orderBy(planServices.id);
    for (const line of good.filter((g) => g.propertyId === propertyId)) {
      const area = areas.find((a) => a.name === line.area);
      const existing = area && services.find((s) => s.areaId === area.id && s.title === line.title);
      out.push({ line, area, existing, ...planLine(line, existing, today) });
    }
  }
  return out;
}

function report(
  planned: readonly Planned[],
  read: { encoding: CsvEncoding; delimiter: CsvDelimiter; lines: number; refusals: ImportRefusal[] },
  names: ReadonlyMap<number, string>,
  language: Language,
  dryRun: boolean,
  imported: boolean,
): ImportReport {
  const properties: ImportReport['properties'] = [];
  const counts = { areas_new: 0, services_new: 0, services_updated: 0, services_unchanged: 0 };
  for (const p of planned) {
    let property = properties.find((x) => x.property_id === p.line.propertyId);
    if (!property) {
      property = { property_id: p.line.propertyId, property_name: names.get(p.line.propertyId) ?? '', areas: [] };
      properties.push(property);
    }
    let area = property.areas.find((a) => a.name === p.line.area);
    if (!area) {
      area = { name: p.line.area, status: p.area ? 'existing' : 'new', services: [] };
      if (!p.area) counts.areas_new += 1;
      property.areas.push(area);
    }
    counts[`services_${p.status}`] += 1;
    const parsed = p.input.rrule === null ? null : parseRrule(p.input.rrule);
    const exceptions = {
      months: p.input.excluded_months ?? [],
      weekdays: p.input.excluded_weekdays ?? [],
      dates: p.input.excluded_dates ?? [],
      skipHolidays: p.input.skip_holidays ?? false,
    };
    area.services.push({
      line: p.line.line,
      title: p.line.title,
      status: p.status,
      rrule: p.input.rrule,
      sentence: describeSchedule(parsed?.ok ? parsed.rule : null, exceptions, language),
      expected_minutes: p.input.expected_minutes ?? null,
      checklist: p.input.checklist ?? [],
      window_start: p.input.window_start,
      window_end: p.input.window_end,
      valid_from: p.input.valid_from,
    });
  }
  return {
    dry_run: dryRun,
    imported,
    encoding: read.encoding,
    delimiter: read.delimiter,
    lines: read.lines,
    properties,
    refusals: [...read.refusals].sort((a, b) => a.line - b.line),
    counts,
  };
}

/** An area the file names, created meanwhile by someone else: 409, the person checks the file again. */
async function withConcurrentAreaCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new DomainError(
      'name_conflict',
      'An area of the file was created by someone else meanwhile; nothing was imported. Check the file again.',
    );
  }
}

/**
 * Reads a service specification from CSV bytes. A dry run changes nothing and reports what
 * the import would do. Otherwise, when any line is refused, nothing is imported (422
 * import_refused); when none is, areas and services are created, and services already there
 * (same property, area name and title, still running) updated, all in one transaction; the
 * new services' occurrences are generated after it. A second import of the same file finds
 * every service unchanged.
 */
export async function importServicePlan(
  deps: ServiceDeps,
  actor: AccountActor,
  bytes: Uint8Array,
  options: { dryRun: boolean; language: Language },
): Promise<ImportReport> {
  const db = deps.database.db;
  const timeZone = await tenantZone(db, actor.tenantId);
  const today = calendarDay(deps.clock(), timeZone);
  const read = await readLines(db, actor, bytes);
  const names = read.names;
  if (options.dryRun) {
    const planned = await planLines(db, actor.tenantId, read.good, today);
    return report(planned, read, names, options.language, true, false);
  }
  if (read.refusals.length > 0)
    throw new DomainError(
      'import_refused',
      `The import was refused: ${new Set(read.refusals.map((r) => r.line)).size} lines must be fixed first. Nothing was imported.`,
    );
  const planned = await withConcurrentAreaCheck(() =>
    db.transaction(async (tx) => {
      const lines = await planLines(tx, actor.tenantId, read.good, today);
      const areaIds = new Map<string, number>();
      for (const p of lines) {
        const key = JSON.stringify([p.line.propertyId, p.line.area]);
        let areaId = p.area?.id ?? areaIds.get(key);
        if (areaId === undefined) {
          const [row] = await tx
            .insert(planAreas)
            .values({ tenantId: actor.tenantId, propertyId: p.line.propertyId, name: p.line.area })
            .returning({ id: planAreas.id });
          areaId = row!.id;
          areaIds.set(key, areaId);
        }
        if (p.status === 'new')
          await tx
            .insert(planServices)
            .values({ tenantId: actor.tenantId, areaId, propertyId: p.line.propertyId, ...serviceValues(p.input) });
        else if (p.status === 'updated')
          await changeService(tx, deps.clock, actor.tenantId, p.existing!.id, p.input, timeZone, today);
      }
      return lines;
    }),
  );
  await generatePlannedTasks(deps, [actor.tenantId]);
  return report(planned, read, names, options.language, false, true);
}
