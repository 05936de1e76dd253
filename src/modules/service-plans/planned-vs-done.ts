// Planned vs. done (Soll/Ist): how a period's planned occurrences turned out, per property,
// area or client, with the reasons people gave (docs/service-plans.md).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid, notFound } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessOf } from '../access/property-access.js';
import { clientNames, requireClientAccess } from '../clients/clients.service.js';
import { clientPropertyIds, loadAccessibleProperty, propertySummaries } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { plannedOccurrencesBetween, type PlannedOccurrence } from '../tasks/planned-tasks.js';
import { findTenant } from '../tenants/tenants.service.js';
import { dayNumber, occurrenceWindow } from './recurrence.js';
import { planAreas, planServices } from './service-plans.tables.js';

export const PLANNED_VS_DONE_MAX_DAYS = 366;

/**
 * How one occurrence turned out. On time: completed by the end of its window (or of its
 * local day when it has none), the end itself included; late: completed after it (missed
 * ones completed later too); missed: marked missed and not done; open: neither yet (not
 * due, in its window, or past it but not yet marked by the scan).
 */
export type Outcome = 'on_time' | 'late' | 'missed' | 'open';

export function occurrenceOutcome(
  occurrence: Pick<PlannedOccurrence, 'status' | 'completedAt' | 'windowEndsAt' | 'missedAt' | 'day'>,
  timeZone: string,
): Outcome {
  if (occurrence.status === 'done' && occurrence.completedAt !== null) {
    const deadline = occurrence.windowEndsAt ?? occurrenceWindow(occurrence.day, '00:00', '00:00', timeZone).endsAt;
    return occurrence.completedAt.getTime() <= deadline.getTime() ? 'on_time' : 'late';
  }
  return occurrence.missedAt !== null ? 'missed' : 'open';
}

export interface OutcomeCounts {
  planned: number;
  on_time: number;
  late: number;
  missed: number;
  open: number;
}

export const noCounts = (): OutcomeCounts => ({ planned: 0, on_time: 0, late: 0, missed: 0, open: 0 });

export function countOutcome(counts: OutcomeCounts, outcome: Outcome): void {
  counts.planned++;
  counts[outcome]++;
}

/** A reason given for a late or missed occurrence: the completion note, or the missed reason. */
export interface OutcomeReason {
  task_id: number;
  day: string;
  title: string;
  outcome: 'late' | 'missed';
  reason: string;
}

export function reasonOf(occurrence: PlannedOccurrence, outcome: Outcome): OutcomeReason | null {
  if (outcome !== 'late' && outcome !== 'missed') return null;
  const text = (
    outcome === 'late' ? (occurrence.completionNote ?? occurrence.missedReason) : occurrence.missedReason
  )?.trim();
  if (!text) return null;
  return { task_id: occurrence.id, day: occurrence.day, title: occurrence.title, outcome, reason: text };
}

export type PlannedVsDoneGroup = 'property' | 'area' | 'client';

export interface PlannedVsDoneQuery {
  from: string;
  to: string;
  group: PlannedVsDoneGroup;
  property_id?: number;
  client_id?: number;
}

export interface PlannedVsDoneRow extends OutcomeCounts {
  /** The property, area or client; null: properties without a client. */
  id: number | null;
  name: string | null;
  /** The area's property (grouped by area), else null. */
  property_id: number | null;
  property_name: string | null;
  reasons: OutcomeReason[];
}

export interface PlannedVsDone {
  from: string;
  to: string;
  group: PlannedVsDoneGroup;
  time_zone: string;
  totals: OutcomeCounts;
  rows: PlannedVsDoneRow[];
}

/** Names and areas of services, for grouping occurrences (the module's own tables). */
export async function servicesWithAreas(
  db: Executor,
  tenantId: number,
  serviceIds: readonly number[],
): Promise<Map<number, { title: string; areaId: number; areaName: string; propertyId: number }>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: planServices.id,
      title: planServices.title,
      areaId: planAreas.id,
      areaName: planAreas.name,
      propertyId: planServices.propertyId,
    })
    .from(planServices)
    .innerJoin(planAreas, and(eq(planAreas.tenantId, planServices.tenantId), eq(planAreas.id, planServices.areaId)))
    .where(and(eq(planServices.tenantId, tenantId), inArray(planServices.id, [...new Set(serviceIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The properties a query covers, as far as the actor sees them: one property (403 when
 * outside their list), a client's (403 when they see none of its properties), or every
 * property they see.
 */
export async function coveredProperties(
  db: Executor,
  actor: AccountActor,
  filter: { property_id?: number; client_id?: number },
): Promise<number[] | 'all'> {
  const access = await propertyAccessOf(db, actor);
  let covered: number[] | 'all' = access;
  if (filter.client_id !== undefined) {
    await requireClientAccess(db, actor, filter.client_id, 'read');
    const ofClient = await clientPropertyIds(db, actor.tenantId, filter.client_id);
    covered = access === 'all' ? ofClient : ofClient.filter((id) => access.includes(id));
  }
  if (filter.property_id !== undefined) {
    const propertyId = filter.property_id;
    await loadAccessibleProperty(db, actor, propertyId, () => notFound('The property'));
    covered = covered === 'all' || covered.includes(propertyId) ? [propertyId] : [];
  }
  return covered;
}

export function checkPeriod(from: string, to: string): void {
  if (to < from) throw invalid('/query/to', 'The period ends before it begins.');
  if (dayNumber(to) - dayNumber(from) + 1 > PLANNED_VS_DONE_MAX_DAYS) {
    throw invalid('/query/to', `A period is at most ${PLANNED_VS_DONE_MAX_DAYS} days.`);
  }
}

export async function plannedVsDone(
  deps: ServiceDeps,
  actor: AccountActor,
  query: PlannedVsDoneQuery,
): Promise<PlannedVsDone> {
  const db = deps.database.db;
  checkPeriod(query.from, query.to);
  const tenant = await findTenant(db, actor.tenantId);
  if (!tenant) throw notFound('The organisation');
  const timeZone = tenant.timezone;
  const covered = await coveredProperties(db, actor, query);
  const occurrences = await plannedOccurrencesBetween(db, actor.tenantId, query.from, query.to, covered);
  const services = await servicesWithAreas(
    db,
    actor.tenantId,
    occurrences.map((o) => o.serviceId),
  );
  const properties = await propertySummaries(
    db,
    actor.tenantId,
    occurrences.map((o) => o.propertyId),
  );
  const clients = await clientNames(
    db,
    actor.tenantId,
    [...properties.values()].flatMap((p) => (p.clientId === null ? [] : [p.clientId])),
  );

  const totals = noCounts();
  const rows = new Map<string, PlannedVsDoneRow>();
  for (const occurrence of occurrences) {
    const outcome = occurrenceOutcome(occurrence, timeZone);
    countOutcome(totals, outcome);
    const property = properties.get(occurrence.propertyId);
    const service = services.get(occurrence.serviceId);
    const head: Pick<PlannedVsDoneRow, 'id' | 'name' | 'property_id' | 'property_name'> =
      query.group === 'property'
        ? { id: occurrence.propertyId, name: property?.name ?? null, property_id: null, property_name: null }
        : query.group === 'area'
          ? {
              id: service?.areaId ?? null,
              name: service?.areaName ?? null,
              property_id: occurrence.propertyId,
              property_name: property?.name ?? null,
            }
          : {
              id: property?.clientId ?? null,
              name: property?.clientId == null ? null : (clients.get(property.clientId) ?? null),
              property_id: null,
              property_name: null,
            };
    const key = String(head.id);
    let row = rows.get(key);
    if (!row) {
      row = { ...head, ...noCounts(), reasons: [] };
      rows.set(key, row);
    }
    countOutcome(row, outcome);
    const reason = reasonOf(occurrence, outcome);
    if (reason) row.reasons.push(reason);
  }
  const label = (row: PlannedVsDoneRow) => `${row.property_name ?? ''}\u0000${row.name ?? '\uffff'}`;
  return {
    from: query.from,
    to: query.to,
    group: query.group,
    time_zone: timeZone,
    totals,
    rows: [...rows.values()].sort((a, b) => label(a).localeCompare(label(b))),
  };
}
