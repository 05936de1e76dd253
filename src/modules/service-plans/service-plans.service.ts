// Service plans: areas and services of a property, and the generation that turns each
// service's occurrences on a rolling horizon into tasks (docs/service-plans.md).
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { DomainError, type FieldError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import { defineSchedule } from '../../platform/jobs/schedule.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { AccountActor } from '../access/actor.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { Language } from '../shared/language.js';
import { calendarDay } from '../shared/time.js';
import {
  insertPlannedTasks,
  markMissedPlannedTasks,
  type PlannedDay,
  type PlannedService,
  replanTasks,
} from '../tasks/planned-tasks.js';
import { requireAssignee } from '../tasks/task-assignees.js';
import { tenantsByTimeZone } from '../tenants/tenants.service.js';
import { holidaysBetween } from '../working-time/settings.service.js';
import { describeSchedule, parseFrequencyWords } from './frequency-words.js';
import {
  dayNumber,
  dayString,
  type Exceptions,
  nextOccurrenceDays,
  occurrenceDays,
  occurrenceWindow,
  parseRrule,
} from './recurrence.js';
import { areaNamesOfServices } from './plan-area-names.js';
import { planAreas, planServiceAssignees, planServices, servicePlanSettings } from './service-plans.tables.js';

export type PlanServiceRow = typeof planServices.$inferSelect;
export type PlanAreaRow = typeof planAreas.$inferSelect;

export const DEFAULT_HORIZON_DAYS = 14;

export interface AreaInput {
  property_id: number;
  name: string;
  type?: string | null;
  floor?: string | null;
  size_m2?: number | null;
}

export interface ServiceInput {
  title: string;
  /** null: on demand. */
  rrule: string | null;
  excluded_months?: number[];
  excluded_weekdays?: number[];
  excluded_dates?: string[];
  skip_holidays?: boolean;
  window_start: string;
  window_end: string;
  expected_minutes?: number | null;
  checklist?: string[];
  assignee_account_ids?: number[];
  valid_from: string;
  valid_to?: string | null;
}

const unknownProperty = () => invalid('/property_id', 'No property with this id.');

export async function createPlanArea(deps: ServiceDeps, actor: AccountActor, input: AreaInput): Promise<PlanAreaRow> {
  const db = deps.database.db;
  await loadAccessibleProperty(db, actor, input.property_id, unknownProperty);
  const [row] = await db
    .insert(planAreas)
    .values({
      tenantId: actor.tenantId,
      propertyId: input.property_id,
      name: input.name.trim(),
      type: input.type ?? null,
      floor: input.floor ?? null,
      sizeM2: input.size_m2 ?? null,
    })
    .returning();
  return row!;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a service's schedule, as pointers into it; empty when it is sound. */
export function serviceProblems(input: ServiceInput): FieldError[] {
  const problems: FieldError[] = [];
  if (input.rrule !== null) {
    const parsed = parseRrule(input.rrule);
    if (!parsed.ok) problems.push(parsed.problem);
  }
  for (const pointer of ['window_start', 'window_end'] as const) {
    if (!TIME.test(input[pointer]))
      problems.push({ pointer: `/${pointer}`, detail: 'A time is HH:MM, 00:00 to 23:59.', code: 'not_a_time' });
  }
  if (input.valid_to != null && input.valid_to < input.valid_from)
    problems.push({ pointer: '/valid_to', detail: 'Valid-to is before valid-from.', code: 'ends_before_start' });
  if (input.excluded_months?.some((m) => m < 1 || m > 12))
    problems.push({ pointer: '/excluded_months', detail: 'Months are 1 to 12.' });
  if (input.excluded_weekdays?.some((w) => w < 1 || w > 7))
    problems.push({ pointer: '/excluded_weekdays', detail: 'Weekdays are 1 (Monday) to 7 (Sunday).' });
  return problems;
}

function requireSound(input: ServiceInput): void {
  const problems = serviceProblems(input);
  if (problems.length > 0)
    throw new DomainError('validation_failed', 'The service cannot be planned like this.', { errors: problems });
}

export function serviceValues(input: ServiceInput) {
  return {
    title: input.title.trim(),
    rrule: input.rrule === null ? null : input.rrule.trim().replace(/^RRULE:/i, ''),
    excludedMonths: input.excluded_months ?? [],
    excludedWeekdays: input.excluded_weekdays ?? [],
    excludedDates: input.excluded_dates ?? [],
    skipHolidays: input.skip_holidays ?? false,
    windowStart: input.window_start,
    windowEnd: input.window_end,
    expectedMinutes: input.expected_minutes ?? null,
    checklist: input.checklist ?? [],
    validFrom: input.valid_from,
    validTo: input.valid_to ?? null,
  };
}

async function loadArea(db: Executor, actor: AccountActor, areaId: number): Promise<PlanAreaRow> {
  const [area] = await db
    .select()
    .from(planAreas)
    .where(and(eq(planAreas.tenantId, actor.tenantId), eq(planAreas.id, areaId)));
  if (!area) throw notFound('The area');
  await loadAccessibleProperty(db, actor, area.propertyId, () => notFound('The area'));
  return area;
}

async function checkAssignees(db: Executor, tenantId: number, propertyId: number, ids: readonly number[]) {
  for (const [i, id] of ids.entries())
    await requireAssignee(db, tenantId, id, propertyId, `/assignee_account_ids/${i}`);
}

/** Adds a service to an area; its occurrences within the horizon are generated at once. */
export async function createPlanService(
  deps: ServiceDeps,
  actor: AccountActor,
  areaId: number,
  input: ServiceInput,
): Promise<PlanServiceRow> {
  requireSound(input);
  const db = deps.database.db;
  const area = await loadArea(db, actor, areaId);
  await checkAssignees(db, actor.tenantId, area.propertyId, input.assignee_account_ids ?? []);
  const service = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planServices)
      .values({ tenantId: actor.tenantId, areaId, propertyId: area.propertyId, ...serviceValues(input) })
      .returning();
    await setAssignees(tx, actor.tenantId, row!.id, input.assignee_account_ids ?? []);
    return row!;
  });
  await generatePlannedTasks(deps, [actor.tenantId]);
  return service;
}

async function setAssignees(tx: Executor, tenantId: number, serviceId: number, ids: readonly number[]) {
  await tx
    .delete(planServiceAssignees)
    .where(and(eq(planServiceAssignees.tenantId, tenantId), eq(planServiceAssignees.serviceId, serviceId)));
  if (ids.length > 0)
    await tx
      .insert(planServiceAssignees)
      .values(ids.map((accountId, position) => ({ tenantId, serviceId, accountId, position })));
}

/**
 * Changes a service. Its occurrences from today on that nobody has started follow the new
 * schedule at once (withdrawn, changed or added, in the same transaction); started, done
 * and missed ones keep what they were planned with.
 */
export async function updatePlanService(
  deps: ServiceDeps,
  actor: AccountActor,
  serviceId: number,
  input: ServiceInput,
): Promise<{ service: PlanServiceRow; withdrawn: number; created: number }> {
  requireSound(input);
  const db = deps.database.db;
  const [existing] = await db
    .select()
    .from(planServices)
    .where(and(eq(planServices.tenantId, actor.tenantId), eq(planServices.id, serviceId)));
  if (!existing) throw notFound('The service');
  await loadAccessibleProperty(db, actor, existing.propertyId, () => notFound('The service'));
  await checkAssignees(db, actor.tenantId, existing.propertyId, input.assignee_account_ids ?? []);
  const timeZone = await tenantZone(db, actor.tenantId);
  const today = calendarDay(deps.clock(), timeZone);
  return db.transaction(async (tx) => {
    const changed = await changeService(tx, deps.clock, actor.tenantId, serviceId, input, timeZone, today);
    await setAssignees(tx, actor.tenantId, serviceId, input.assignee_account_ids ?? []);
    return changed;
  });
}

/**
 * Within the caller's transaction: stores a service's new schedule and makes its occurrences
 * from today on that nobody has started follow it (withdrawn, changed or added).
 */
export async function changeService(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  serviceId: number,
  input: ServiceInput,
  timeZone: string,
  today: string,
): Promise<{ service: PlanServiceRow; withdrawn: number; created: number }> {
  const [service] = await tx
    .update(planServices)
    .set({ ...serviceValues(input), updatedAt: new Date(clock()) })
    .where(and(eq(planServices.tenantId, tenantId), eq(planServices.id, serviceId)))
    .returning();
  const through = service!.generatedThrough;
  const [planned] =
    through === null || through < today ? [] : await plannedTasks(tx, [service!], timeZone, today, () => through);
  const { withdrawn, created } = await replanTasks(tx, clock, tenantId, serviceId, today, planned);
  return { service: service!, withdrawn, created };
}

export async function tenantZone(db: Executor, tenantId: number): Promise<string> {
  for (const zone of await tenantsByTimeZone(db)) if (zone.tenantIds.includes(tenantId)) return zone.timeZone;
  throw notFound('The organisation');
}

function exceptionsOf(service: PlanServiceRow): Exceptions {
  return {
    months: service.excludedMonths,
    weekdays: service.excludedWeekdays,
    dates: service.excludedDates,
    skipHolidays: service.skipHolidays,
  };
}

/** The tasks the services' occurrences from `from` to each one's `to` make, by service. */
async function plannedTasks(
  db: Executor,
  services: readonly PlanServiceRow[],
  timeZone: string,
  from: string,
  toOf: (service: PlanServiceRow) => string,
): Promise<PlannedService[]> {
  if (services.length === 0) return [];
  const tenantId = services[0]!.tenantId;
  const serviceIds = services.map((s) => s.id);
  const assignees = await db
    .select()
    .from(planServiceAssignees)
    .where(and(eq(planServiceAssignees.tenantId, tenantId), inArray(planServiceAssignees.serviceId, serviceIds)))
    .orderBy(asc(planServiceAssignees.position));
  const assigneesOf = new Map<number, number[]>();
  for (const a of assignees) assigneesOf.set(a.serviceId, [...(assigneesOf.get(a.serviceId) ?? []), a.accountId]);
  const areas = await areaNamesOfServices(db, tenantId, serviceIds);
  const latest = services.reduce((max, s) => (toOf(s) > max ? toOf(s) : max), from);
  const holidays = services.some((s) => s.skipHolidays)
    ? await holidaysBetween(db, tenantId, from, latest)
    : new Set<string>();
  // Many services share a schedule (every working day, 06:00–08:00): each schedule's days
  // and each window's instants are worked out once.
  const daysOf = new Map<string, string[]>();
  const windows = new Map<string, PlannedDay>();
  const out: PlannedService[] = [];
  for (const service of services) {
    if (service.rrule === null) continue;
    const parsed = parseRrule(service.rrule);
    if (!parsed.ok) continue;
    const people = assigneesOf.get(service.id) ?? [];
    const exceptions = exceptionsOf(service);
    const range = { validFrom: service.validFrom, validTo: service.validTo, from, to: toOf(service), holidays };
    const schedule = JSON.stringify([service.rrule, exceptions, range.validFrom, range.validTo, range.to]);
    let days = daysOf.get(schedule);
    if (days === undefined) {
      days = occurrenceDays(parsed.rule, exceptions, range);
      daysOf.set(schedule, days);
    }
    out.push({
      tenantId,
      propertyId: service.propertyId,
      serviceId: service.id,
      area: areas.get(service.id) ?? '',
      title: service.title,
      description: null,
      // One person named: theirs; several: anyone with access to the property takes it.
      assigneeAccountId: people.length === 1 ? people[0]! : null,
      checklist: service.checklist,
      occurrences: days.map((day) => {
        const windowKey = `${day} ${service.windowStart} ${service.windowEnd}`;
        let window = windows.get(windowKey);
        if (window === undefined) {
          const { startsAt, endsAt } = occurrenceWindow(day, service.windowStart, service.windowEnd, timeZone);
          window = { day, windowStartsAt: startsAt, windowEndsAt: endsAt };
          windows.set(windowKey, window);
        }
        return window;
      }),
    });
  }
  return out;
}

/** Sets how many days ahead occurrences exist as tasks (1 to 366); a longer horizon is filled at once. */
export async function setHorizonDays(deps: ServiceDeps, actor: AccountActor, days: number): Promise<number> {
  if (!Number.isInteger(days) || days < 1 || days > 366) throw invalid('/horizon_days', 'Must be 1 to 366 days.');
  await deps.database.db
    .insert(servicePlanSettings)
    .values({ tenantId: actor.tenantId, horizonDays: days })
    .onConflictDoUpdate({
      target: servicePlanSettings.tenantId,
      set: { horizonDays: days, updatedAt: new Date(deps.clock()) },
    });
  return generatePlannedTasks(deps, [actor.tenantId]);
}

const SERVICES_PER_TRANSACTION = 200;
/**
 * Transactions a run keeps going at once on PostgreSQL (PGlite runs one statement at a time).
 * They insert their tasks side by side and queue for the tenant's feed counter only to
 * record their events and commit: a transaction holding the counter waits for no other
 * (the others hold only their new rows and key-share locks on the services and
 * properties), so none can deadlock.
 */
const PARALLEL_TRANSACTIONS = 2;
/**
 * The services of `page` as they are now in `tx`, read again with the tenant's filter (a
 * service another request changed or made complete since the page was read is left out,
 * as the update of generated_through would leave it).
 */
async function servicesInTransaction(
  tx: Executor,
  tenantId: number,
  page: readonly PlanServiceRow[],
): Promise<PlanServiceRow[]> {
  if (page.length === 0) return [];
  const through = new Map(page.map((s) => [s.id, s.generatedThrough]));
  const rows = await tx
    .select()
    .from(planServices)
    .where(
      and(
        eq(planServices.tenantId, tenantId),
        inArray(
          planServices.id,
          page.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(planServices.id));
  return rows.filter((row) => row.rrule !== null && row.generatedThrough === through.get(row.id));
}

/** How far back a generation run makes the days a stopped worker did not. */
const CATCH_UP_DAYS = 31;

/**
 * Creates every service's occurrences up to today + the tenant's horizon that do not exist
 * yet (a new service from today on; a known one from where it was generated to). A service remembers how far it was generated (generated_through), so a
 * second run reads the services and writes nothing; runs at once on several workers each
 * insert with ON CONFLICT DO NOTHING on (tenant, service, day), so each occurrence is made
 * once. Returns how many tasks it created.
 */
export async function generatePlannedTasks(
  deps: { database: Database; clock: Clock },
  onlyTenantIds?: readonly number[],
): Promise<number> {
  const db = deps.database.db;
  const lanes = deps.database.kind === 'postgres' ? PARALLEL_TRANSACTIONS : 1;
  // PGlite: the tasks' foreign keys are not checked row by row while a batch is inserted
  // (session_replication_role = replica for the insert, which keeps the database's
  // foreign-key triggers from firing; measured: a sixth of the CPU time at 50 properties). Sound
  // because PGlite is one session in this process: inside a transaction no other statement
  // runs, so the rows the tasks refer to, read in that same transaction, cannot change
  // before it commits. The services are read again there with the tenant's filter; a
  // task's service and property are a service row's (whose own foreign keys hold the
  // property), its assignee a row of the service's assignees read there too, and it has
  // no incident. No other trigger exists on the tables written (tasks, events, the feed
  // counter, jobs; test/http/service-plans.test.ts checks both). On PostgreSQL other
  // connections can change those rows at any time, so the checks stay.
  const uncheckedReferences = deps.database.kind === 'pglite';
  let created = 0;
  for (const zone of await tenantsByTimeZone(db)) {
    const today = calendarDay(deps.clock(), zone.timeZone);
    for (const tenantId of zone.tenantIds) {
      if (onlyTenantIds && !onlyTenantIds.includes(tenantId)) continue;
      const [settings] = await db
        .select({ horizonDays: servicePlanSettings.horizonDays })
        .from(servicePlanSettings)
        .where(eq(servicePlanSettings.tenantId, tenantId));
      const until = dayString(dayNumber(today) + (settings?.horizonDays ?? DEFAULT_HORIZON_DAYS));
      // The services to generate, a transaction's worth at a time, handed out one after another.
      let afterId = 0;
      let exhausted = false;
      let paging: Promise<PlanServiceRow[]> = Promise.resolve([]);
      const nextServices = () =>
        (paging = paging.then(async () => {
          if (exhausted) return [];
          const services = await db
            .select()
            .from(planServices)
            .where(
              and(
                eq(planServices.tenantId, tenantId),
                sql`${planServices.id} > ${afterId}`,
                isNotNull(planServices.rrule),
                or(isNull(planServices.generatedThrough), lt(planServices.generatedThrough, until)),
                or(isNull(planServices.validTo), sql`${planServices.validTo} >= ${today}`),
              ),
            )
            .orderBy(asc(planServices.id))
            .limit(SERVICES_PER_TRANSACTION);
          if (services.length < SERVICES_PER_TRANSACTION) exhausted = true;
          if (services.length > 0) afterId = services[services.length - 1]!.id;
          return services;
        }));
      const generate = (page: readonly PlanServiceRow[]) =>
        db.transaction(async (tx) => {
          // PGlite: the services as they are inside this transaction (see uncheckedReferences).
          const services = uncheckedReferences ? await servicesInTransaction(tx, tenantId, page) : page;
          if (services.length === 0) return 0;
          // After downtime the days missed are made too (up to CATCH_UP_DAYS back), so
          // planned-vs-done counts them and the missed scan marks them.
          const earliest = dayString(dayNumber(today) - CATCH_UP_DAYS);
          const fromOf = (s: PlanServiceRow) =>
            s.generatedThrough === null
              ? today
              : s.generatedThrough < earliest
                ? earliest
                : dayString(dayNumber(s.generatedThrough) + 1);
          // Services whose next day to make is the same are planned together.
          let made = 0;
          const groups = new Map<string, PlanServiceRow[]>();
          for (const s of services) groups.set(fromOf(s), [...(groups.get(fromOf(s)) ?? []), s]);
          if (uncheckedReferences) await tx.execute(sql`set local session_replication_role = replica`);
          for (const [from, group] of groups) {
            made += await insertPlannedTasks(
              tx,
              deps.clock,
              await plannedTasks(tx, group, zone.timeZone, from, () => until),
            );
          }
          if (uncheckedReferences) await tx.execute(sql`set local session_replication_role = origin`);
          await tx
            .update(planServices)
            .set({ generatedThrough: until })
            .where(
              and(
                eq(planServices.tenantId, tenantId),
                inArray(
                  planServices.id,
                  services.map((s) => s.id),
                ),
                or(isNull(planServices.generatedThrough), lt(planServices.generatedThrough, until)),
              ),
            );
          return made;
        });
      const lane = async () => {
        let made = 0;
        for (let services = await nextServices(); services.length > 0; services = await nextServices())
          made += await generate(services);
        return made;
      };
      // Every lane runs to its end before a failure is passed on: none is left running.
      const outcomes = await Promise.allSettled(Array.from({ length: lanes }, lane));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') throw outcome.reason;
        created += outcome.value;
      }
    }
  }
  return created;
}

export const generateServicePlans = defineSchedule({
  name: 'service-plans.generate',
  cron: '7 * * * *',
  timeZone: 'UTC',
  catchUpMs: 3_600_000,
  run: async (_occurrence, ctx) => {
    await generatePlannedTasks({ database: ctx.database, clock: ctx.clock });
  },
});

/** Every five minutes: occurrences whose window ended unfinished become missed (`task.missed`). */
export const missedServicePlanTasks = defineSchedule({
  name: 'service-plans.missed',
  cron: '*/5 * * * *',
  timeZone: 'UTC',
  catchUpMs: 5 * 60_000,
  run: async (_occurrence, ctx) => {
    await markMissedPlannedTasks({ database: ctx.database, clock: ctx.clock });
  },
});

// ---------------------------------------------------------------------------------------
// The office's editor: reading a property's plan, changing areas, retiring services, the
// live preview of a frequency.

export type PlanServiceWithAssignees = PlanServiceRow & { assigneeAccountIds: number[] };

/** A property's areas (by name) and each area's services (by title), with who does them. */
export async function listPlan(
  deps: ServiceDeps,
  actor: AccountActor,
  propertyId: number,
): Promise<{ areas: PlanAreaRow[]; services: PlanServiceWithAssignees[] }> {
  const db = deps.database.db;
  await loadAccessibleProperty(db, actor, propertyId, () => notFound('The property'));
  const areas = await db
    .select()
    .from(planAreas)
    .where(and(eq(planAreas.tenantId, actor.tenantId), eq(planAreas.propertyId, propertyId)))
    .orderBy(asc(planAreas.name), asc(planAreas.id));
  const services = await db
    .select()
    .from(planServices)
    .where(and(eq(planServices.tenantId, actor.tenantId), eq(planServices.propertyId, propertyId)))
    .orderBy(asc(planServices.title), asc(planServices.id));
  const assignees =
    services.length === 0
      ? []
      : await db
          .select()
          .from(planServiceAssignees)
          .where(
            and(
              eq(planServiceAssignees.tenantId, actor.tenantId),
              inArray(
                planServiceAssignees.serviceId,
                services.map((s) => s.id),
              ),
            ),
          )
          .orderBy(asc(planServiceAssignees.position));
  return {
    areas,
    services: services.map((s) => ({
      ...s,
      assigneeAccountIds: assignees.filter((a) => a.serviceId === s.id).map((a) => a.accountId),
    })),
  };
}

const areaNameTaken = () =>
  new DomainError('name_conflict', 'The property already has an area with this name.', {
    errors: [{ pointer: '/name', detail: 'The property already has an area with this name.' }],
  });

async function withAreaName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw areaNameTaken();
    throw error;
  }
}

/** Creates an area; a second area of the same name at the property is refused (409 name_conflict). */
export async function addPlanArea(deps: ServiceDeps, actor: AccountActor, input: AreaInput): Promise<PlanAreaRow> {
  return withAreaName(() => createPlanArea(deps, actor, input));
}

/** Changes an area's name, type, floor or size. */
export async function updatePlanArea(
  deps: ServiceDeps,
  actor: AccountActor,
  areaId: number,
  input: Omit<AreaInput, 'property_id'>,
): Promise<PlanAreaRow> {
  const db = deps.database.db;
  await loadArea(db, actor, areaId);
  return withAreaName(async () => {
    const [row] = await db
      .update(planAreas)
      .set({
        name: input.name.trim(),
        type: input.type ?? null,
        floor: input.floor ?? null,
        sizeM2: input.size_m2 ?? null,
        updatedAt: new Date(deps.clock()),
      })
      .where(and(eq(planAreas.tenantId, actor.tenantId), eq(planAreas.id, areaId)))
      .returning();
    return row!;
  });
}

/** Deletes an area that has no services (one that has any keeps them: retire those instead). */
export async function deletePlanArea(deps: ServiceDeps, actor: AccountActor, areaId: number): Promise<void> {
  const db = deps.database.db;
  await loadArea(db, actor, areaId);
  const [service] = await db
    .select({ id: planServices.id })
    .from(planServices)
    .where(and(eq(planServices.tenantId, actor.tenantId), eq(planServices.areaId, areaId)))
    .limit(1);
  if (service)
    throw new DomainError('invalid_transition', 'The area has services; retire them, the area stays with its history.');
  await db.delete(planAreas).where(and(eq(planAreas.tenantId, actor.tenantId), eq(planAreas.id, areaId)));
}

/** A service with its assignees, as the editor reads it. */
export async function getPlanService(
  deps: ServiceDeps,
  actor: AccountActor,
  serviceId: number,
): Promise<PlanServiceWithAssignees> {
  const db = deps.database.db;
  const [service] = await db
    .select()
    .from(planServices)
    .where(and(eq(planServices.tenantId, actor.tenantId), eq(planServices.id, serviceId)));
  if (!service) throw notFound('The service');
  await loadAccessibleProperty(db, actor, service.propertyId, () => notFound('The service'));
  const assignees = await db
    .select({ accountId: planServiceAssignees.accountId })
    .from(planServiceAssignees)
    .where(and(eq(planServiceAssignees.tenantId, actor.tenantId), eq(planServiceAssignees.serviceId, serviceId)))
    .orderBy(asc(planServiceAssignees.position));
  return { ...service, assigneeAccountIds: assignees.map((a) => a.accountId) };
}

/**
 * Retires a service: it ends yesterday (valid-to), so its occurrences from today on that
 * nobody has started are withdrawn; started and done ones stay. A service that had not begun
 * yet ends before it began.
 */
export async function retirePlanService(
  deps: ServiceDeps,
  actor: AccountActor,
  serviceId: number,
): Promise<PlanServiceWithAssignees> {
  const service = await getPlanService(deps, actor, serviceId);
  const today = calendarDay(deps.clock(), await tenantZone(deps.database.db, actor.tenantId));
  const yesterday = dayString(dayNumber(today) - 1);
  if (service.validTo !== null && service.validTo <= yesterday) return service;
  const validFrom = service.validFrom > yesterday ? yesterday : service.validFrom;
  const { service: row } = await updatePlanService(deps, actor, serviceId, {
    title: service.title,
    rrule: service.rrule,
    excluded_months: service.excludedMonths,
    excluded_weekdays: service.excludedWeekdays,
    excluded_dates: service.excludedDates,
    skip_holidays: service.skipHolidays,
    window_start: service.windowStart,
    window_end: service.windowEnd,
    expected_minutes: service.expectedMinutes,
    checklist: service.checklist,
    assignee_account_ids: service.assigneeAccountIds,
    valid_from: validFrom,
    valid_to: yesterday,
  });
  return { ...row, assigneeAccountIds: service.assigneeAccountIds };
}

/** The tenant's horizon in days. */
export async function horizonDays(deps: ServiceDeps, actor: AccountActor): Promise<number> {
  const [settings] = await deps.database.db
    .select({ horizonDays: servicePlanSettings.horizonDays })
    .from(servicePlanSettings)
    .where(eq(servicePlanSettings.tenantId, actor.tenantId));
  return settings?.horizonDays ?? DEFAULT_HORIZON_DAYS;
}

export interface FrequencyInput {
  /** Plain German or English words ("alle 2 Wochen am Montag, nicht im Dezember"), or an RRULE. */
  frequency: string;
  excluded_months?: number[] | undefined;
  excluded_weekdays?: number[] | undefined;
  excluded_dates?: string[] | undefined;
  skip_holidays?: boolean | undefined;
}

export type ReadFrequency = {
  rrule: string | null;
  excluded_months: number[];
  excluded_weekdays: number[];
  excluded_dates: string[];
  skip_holidays: boolean;
};

/**
 * A frequency as the editor sends it: the words' or RRULE's rule, and the exceptions the
 * words name joined with those chosen beside them. Refused with a field error at /frequency:
 * `rrule_invalid` / `rrule_unsupported` for an RRULE, `frequency_unknown` for words.
 */
export function readFrequency(input: FrequencyInput): ReadFrequency | FieldError {
  const text = input.frequency.trim();
  if (/^(?:rrule:)?freq=/i.test(text)) {
    const parsed = parseRrule(text);
    if (!parsed.ok) return { ...parsed.problem, pointer: '/frequency' };
  }
  const words = parseFrequencyWords(text);
  if (!words.ok) return { pointer: '/frequency', detail: words.reason, code: 'frequency_unknown' };
  const schedule = words.schedule;
  const union = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
    [...new Set([...(a ?? []), ...(b ?? [])])].sort((x, y) => x - y);
  if (schedule === null)
    return { rrule: null, excluded_months: [], excluded_weekdays: [], excluded_dates: [], skip_holidays: false };
  return {
    rrule: schedule.rrule,
    excluded_months: union(schedule.exceptions.months, input.excluded_months),
    excluded_weekdays: union(schedule.exceptions.weekdays, input.excluded_weekdays),
    excluded_dates: [...new Set(input.excluded_dates ?? [])].sort(),
    skip_holidays: (schedule.exceptions.skipHolidays ?? false) || (input.skip_holidays ?? false),
  };
}

export const PREVIEW_COUNT = 10;

/**
 * What the editor shows as one types: the rule, the sentence in the language asked for and
 * the next ten days (from today, or valid-from when later), the organisation's public holidays
 * left out when the service skips them.
 */
export async function previewFrequency(
  deps: ServiceDeps,
  actor: AccountActor,
  input: FrequencyInput & { valid_from?: string | undefined; valid_to?: string | null | undefined },
  language: Language,
): Promise<ReadFrequency & { sentence: string; dates: string[] }> {
  const read = readFrequency(input);
  const problems: FieldError[] = [];
  if ('pointer' in read) problems.push(read);
  if (input.valid_to != null && input.valid_from !== undefined && input.valid_to < input.valid_from)
    problems.push({ pointer: '/valid_to', detail: 'Valid-to is before valid-from.', code: 'ends_before_start' });
  if (problems.length > 0 || 'pointer' in read)
    throw new DomainError('validation_failed', 'The frequency cannot be read.', { errors: problems });
  const exceptions: Exceptions = {
    months: read.excluded_months,
    weekdays: read.excluded_weekdays,
    dates: read.excluded_dates,
    skipHolidays: read.skip_holidays,
  };
  const rule = read.rrule === null ? null : parseRrule(read.rrule);
  if (rule === null || !rule.ok) return { ...read, sentence: describeSchedule(null, exceptions, language), dates: [] };
  const db = deps.database.db;
  const today = calendarDay(deps.clock(), await tenantZone(db, actor.tenantId));
  const validFrom = input.valid_from ?? today;
  const from = validFrom > today ? validFrom : today;
  const holidays = read.skip_holidays
    ? await holidaysBetween(db, actor.tenantId, from, dayString(dayNumber(from) + 3660))
    : new Set<string>();
  const dates = nextOccurrenceDays(
    rule.rule,
    exceptions,
    { validFrom, validTo: input.valid_to ?? null, from, holidays },
    PREVIEW_COUNT,
  );
  return { ...read, sentence: describeSchedule(rule.rule, exceptions, language), dates };
}
