// What a PDF report (src/modules/reports) reads of an incident.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { incidentEvents, incidentPhotos, incidents } from './incidents.tables.js';

export type IncidentRowForReport = typeof incidents.$inferSelect;
export type IncidentEventForReport = typeof incidentEvents.$inferSelect;

/** The incident, its history oldest first and its photos' file ids in order. */
export async function incidentForReport(
  db: Executor,
  tenantId: number,
  incidentId: number,
): Promise<{ incident: IncidentRowForReport; events: IncidentEventForReport[]; photoFileIds: number[] } | undefined> {
  const [incident] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.tenantId, tenantId), eq(incidents.id, incidentId)));
  if (!incident) return undefined;
  const events = await db
    .select()
    .from(incidentEvents)
    .where(and(eq(incidentEvents.tenantId, tenantId), eq(incidentEvents.incidentId, incidentId)))
    .orderBy(asc(incidentEvents.id));
  const photos = await db
    .select({ fileId: incidentPhotos.fileId })
    .from(incidentPhotos)
    .where(and(eq(incidentPhotos.tenantId, tenantId), eq(incidentPhotos.incidentId, incidentId)))
    .orderBy(asc(incidentPhotos.position), asc(incidentPhotos.addedAt));
  return { incident, events, photoFileIds: photos.map((photo) => photo.fileId) };
}

/** Whether the incident exists in the actor's tenant (undefined if not), its property, and whether the actor sees that property. */
export async function incidentVisibility(
  db: Executor,
  actor: AccountActor,
  incidentId: number,
): Promise<{ visible: boolean; propertyId: number } | undefined> {
  const [found] = await db
    .select({
      visible: visibleProperty(actor, incidents.propertyId).mapWith(Boolean),
      propertyId: incidents.propertyId,
    })
    .from(incidents)
    .where(and(eq(incidents.tenantId, actor.tenantId), eq(incidents.id, incidentId)));
  return found;
}

/** The incidents reported during a patrol round, oldest first (for the round's timeline). */
export async function incidentsOfPatrolRound(
  db: Executor,
  tenantId: number,
  roundId: number,
): Promise<PatrolRoundIncident[]> {
  return incidentsOfPatrolRounds(db, tenantId, [roundId]);
}

export interface PatrolRoundIncident {
  id: number;
  roundId: number;
  title: string;
  severity: IncidentRowForReport['severity'];
  status: IncidentRowForReport['status'];
  /** When it occurred, else when it was reported. */
  at: Date;
  reportedByAccountId: number | null;
}

/** The incidents reported during any of the rounds, oldest first. */
export async function incidentsOfPatrolRounds(
  db: Executor,
  tenantId: number,
  roundIds: readonly number[],
): Promise<PatrolRoundIncident[]> {
  if (roundIds.length === 0) return [];
  const rows = await db
    .select({
      id: incidents.id,
      roundId: incidents.patrolRoundId,
      title: incidents.title,
      severity: incidents.severity,
      status: incidents.status,
      occurredAt: incidents.occurredAt,
      createdAt: incidents.createdAt,
      reportedByAccountId: incidents.reportedByAccountId,
    })
    .from(incidents)
    .where(and(eq(incidents.tenantId, tenantId), inArray(incidents.patrolRoundId, [...roundIds])))
    .orderBy(asc(incidents.id));
  return rows.map((r) => ({
    id: r.id,
    roundId: r.roundId ?? 0,
    title: r.title,
    severity: r.severity,
    status: r.status,
    at: r.occurredAt ?? r.createdAt,
    reportedByAccountId: r.reportedByAccountId,
  }));
}

/**
 * The ids of the incidents reported in [from, to) on the given properties ('all': every
 * property of the tenant), oldest first, at most `limit` (a period report's contents).
 */
export async function incidentsReportedIn(
  db: Executor,
  tenantId: number,
  scope: { propertyIds: number[] | 'all'; from: Date; to: Date; limit: number },
): Promise<number[]> {
  if (scope.propertyIds !== 'all' && scope.propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(
      and(
        eq(incidents.tenantId, tenantId),
        gte(incidents.createdAt, scope.from),
        lt(incidents.createdAt, scope.to),
        scope.propertyIds === 'all' ? undefined : inArray(incidents.propertyId, scope.propertyIds),
      ),
    )
    .orderBy(asc(incidents.createdAt), asc(incidents.id))
    .limit(scope.limit);
  return rows.map((row) => row.id);
}
