import { transactionWithEvents } from '../../platform/events/events.js';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tenants } from './tenants.tables.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../shared/context.js';
import { addYears, calendarDay, isCalendarDate, isValidTimeZone } from '../shared/time.js';
import { defaultLanguageFor, isLanguage, type Language, LANGUAGES } from '../shared/language.js';

export const PLANS = ['BASIC', 'STANDARD', 'PREMIUM'] as const;
export type Plan = (typeof PLANS)[number];
export const MODULES = ['material'] as const;
export type TenantModule = (typeof MODULES)[number];

const PLAN_RANK: Record<Plan, number> = { BASIC: 0, STANDARD: 1, PREMIUM: 2 };

export type Tenant = typeof tenants.$inferSelect;

export interface TenantInput {
  name: string;
  plan?: Plan;
  licenceValidUntil?: string;
  timezone?: string;
  modules?: string[];
  seatLimit?: number;
  /** Default: German for an organisation in a German-speaking time zone, else English. */
  language?: Language;
}

/** The REST API needs the STANDARD plan or better (spec §5.9). */
export function planAllowsApi(plan: Plan): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK.STANDARD;
}

/** A licence is valid through its last day, counted in the tenant's own time zone. */
export function licenceActive(tenant: Pick<Tenant, 'licenceValidUntil' | 'timezone'>, nowMs: number): boolean {
  return calendarDay(nowMs, tenant.timezone) <= tenant.licenceValidUntil;
}

function checkInput(input: Partial<TenantInput>): void {
  if (input.name !== undefined && (input.name.trim() === '' || input.name.length > 200)) {
    throw invalid('/name', 'The name must be 1 to 200 characters.');
  }
  if (input.plan !== undefined && !(PLANS as readonly string[]).includes(input.plan)) {
    throw invalid('/plan', `The plan must be one of ${PLANS.join(', ')}.`);
  }
  if (input.licenceValidUntil !== undefined && !isCalendarDate(input.licenceValidUntil)) {
    throw invalid('/licence_valid_until', 'The licence date must be a real calendar date, YYYY-MM-DD.');
  }
  if (input.timezone !== undefined && !isValidTimeZone(input.timezone)) {
    throw invalid('/timezone', `"${input.timezone}" is not an IANA time zone such as Europe/Berlin.`);
  }
  for (const module of input.modules ?? []) {
    if (!(MODULES as readonly string[]).includes(module)) {
      throw invalid('/modules', `Unknown module "${module}"; known modules: ${MODULES.join(', ')}.`);
    }
  }
  if (input.language !== undefined && !isLanguage(input.language)) {
    throw invalid('/language', `The language must be one of ${LANGUAGES.join(', ')}.`);
  }
  if (input.seatLimit !== undefined && (!Number.isInteger(input.seatLimit) || input.seatLimit < 1)) {
    throw invalid('/seat_limit', 'The seat limit must be a whole number of at least 1.');
  }
}

export async function createTenant(deps: ServiceDeps, input: TenantInput): Promise<Tenant> {
  checkInput(input);
  const timezone = input.timezone ?? 'Europe/Berlin';
  const [row] = await deps.database.db
    .insert(tenants)
    .values({
      name: input.name.trim(),
      plan: input.plan ?? 'STANDARD',
      licenceValidUntil: input.licenceValidUntil ?? addYears(calendarDay(deps.clock(), timezone), 1),
      timezone,
      modules: [...new Set(input.modules ?? [])],
      seatLimit: input.seatLimit ?? 25,
      language: input.language ?? defaultLanguageFor(timezone),
    })
    .returning();
  if (!row) throw new DomainError('internal_error', 'The tenant was not created.');
  return row;
}

export async function updateTenant(
  deps: ServiceDeps,
  tenantId: number,
  input: Partial<Omit<TenantInput, 'name'>> & { name?: string },
): Promise<Tenant> {
  checkInput(input);
  return transactionWithEvents(deps, async (tx, events) => {
    const [row] = await tx
      .update(tenants)
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.plan !== undefined ? { plan: input.plan } : {}),
        ...(input.licenceValidUntil !== undefined ? { licenceValidUntil: input.licenceValidUntil } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
        ...(input.modules !== undefined ? { modules: [...new Set(input.modules)] } : {}),
        ...(input.seatLimit !== undefined ? { seatLimit: input.seatLimit } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(tenants.id, tenantId))
      .returning();
    if (!row) throw notFound('Tenant');
    // Plan, licence and modules bound what the tenant's keys may do.
    await events.record({ tenantId, type: 'tenant.changed', origin: 'operator', subjectId: tenantId });
    return row;
  });
}

export async function findTenant(db: Executor, tenantId: number): Promise<Tenant | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return row;
}

/** How many tenants the installation has; `serve` greets an empty one with a hint. */
export async function countTenants(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return row?.n ?? 0;
}

/** The tenants of each time zone in use: schedules that run "in the tenant's time zone" go zone by zone. */
export async function tenantsByTimeZone(db: Executor): Promise<{ timeZone: string; tenantIds: number[] }[]> {
  const rows = await db.select({ id: tenants.id, timeZone: tenants.timezone }).from(tenants).orderBy(tenants.id);
  const zones = new Map<string, number[]>();
  for (const row of rows) {
    const ids = zones.get(row.timeZone) ?? [];
    ids.push(row.id);
    zones.set(row.timeZone, ids);
  }
  return [...zones].map(([timeZone, tenantIds]) => ({ timeZone, tenantIds }));
}

/**
 * Locks the tenant row until the transaction ends and returns its seat limit. Every
 * change that takes a seat, removes an admin or changes what an account may do (its
 * role, its access, the permissions of a role, a key bound to it) takes this lock
 * first, and every check of an actor's rights against another account's runs under it:
 * two such changes never interleave.
 */
export async function lockTenant(tx: Executor, tenantId: number): Promise<number> {
  const [tenant] = await tx
    .select({ limit: tenants.seatLimit })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    // Not FOR UPDATE: that would also hold up every insert whose foreign key names the tenant.
    .for('no key update');
  if (!tenant) throw notFound('Tenant');
  return tenant.limit;
}

/** The names of tenants by id (those that exist). */
export async function tenantNames(db: Executor, tenantIds: readonly number[]): Promise<Map<number, string>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(tenantIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
