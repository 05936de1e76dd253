// What is still open: incidents not yet resolved, by severity, and the most urgent ones, on
// the properties the actor sees (the portal's home).
import { and, asc, count, eq, inArray, min, sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { incidents, incidentSeverities } from './incidents.tables.js';

type Severity = (typeof incidentSeverities)[number];
const OPEN = ['open', 'in_progress'] as const;
const SEVERITY_RANK = sql`case ${incidents.severity} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

export interface UrgentIncident {
  id: number;
  title: string;
  severity: Severity;
  status: (typeof OPEN)[number];
  propertyId: number;
  reportedAt: Date;
}

/**
 * Open incidents by severity, most severe first (every severity listed, a zero too), each
 * with its oldest report time, and the `limit` most urgent critical or high ones.
 */
export async function openIncidentFigures(
  db: Executor,
  actor: AccountActor,
  limit: number,
): Promise<{
  bySeverity: { severity: Severity; count: number; oldestReportedAt: Date | null }[];
  urgent: UrgentIncident[];
}> {
  const open = and(
    eq(incidents.tenantId, actor.tenantId),
    inArray(incidents.status, [...OPEN]),
    visibleProperty(actor, incidents.propertyId),
  );
  const [groups, urgent] = await allQueries(db, [
    () =>
      db
        .select({ severity: incidents.severity, count: count(), oldest: min(incidents.createdAt) })
        .from(incidents)
        .where(open)
        .groupBy(incidents.severity),
    () =>
      db
        .select({
          id: incidents.id,
          title: incidents.title,
          severity: incidents.severity,
          status: incidents.status,
          propertyId: incidents.propertyId,
          reportedAt: incidents.createdAt,
        })
        .from(incidents)
        .where(and(open, inArray(incidents.severity, ['critical', 'high'])))
        .orderBy(SEVERITY_RANK, asc(incidents.createdAt), asc(incidents.id))
        .limit(limit),
  ]);
  const bySeverity = new Map(groups.map((group) => [group.severity, group]));
  return {
    bySeverity: [...incidentSeverities].reverse().map((severity) => {
      const group = bySeverity.get(severity);
      // min() over a timestamp comes back as the driver's text on some engines.
      const oldest = group?.oldest == null ? null : new Date(group.oldest);
      return { severity, count: group?.count ?? 0, oldestReportedAt: oldest };
    }),
    urgent: urgent.map((row) => ({ ...row, status: row.status as UrgentIncident['status'] })),
  };
}
