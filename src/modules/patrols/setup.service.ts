import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { ScheduleRule } from './schedule.js';
import { patrolCheckpoints, patrolRoutes, patrolSchedules } from './patrols.tables.js';
import { byName } from '../shared/collation.js';

// Patrol set-up: routes on a property, their ordered checkpoints and their schedules. The
// read functions here are what the field and office sides build on.

export interface PatrolRouteSummary {
  id: number;
  propertyId: number;
  name: string;
  description: string | null;
  active: boolean;
}

export interface PatrolCheckpointView {
  id: number;
  position: number;
  name: string;
  locationHint: string | null;
  instructions: string | null;
  qrToken: string;
  nfcTagId: string | null;
  manualCode: string;
  retiredAt: Date | null;
}

export interface RouteWithCheckpoints {
  route: { id: number; propertyId: number; name: string; active: boolean };
  /** All checkpoints of the route, retired ones included, by position. */
  checkpoints: PatrolCheckpointView[];
}

/** The routes on the given properties (or on all), active and retired, by name. */
export async function routesAtProperties(
  db: Executor,
  tenantId: number,
  propertyIds: readonly number[] | 'all',
): Promise<PatrolRouteSummary[]> {
  if (propertyIds !== 'all' && propertyIds.length === 0) return [];
  const where =
    propertyIds === 'all'
      ? eq(patrolRoutes.tenantId, tenantId)
      : and(eq(patrolRoutes.tenantId, tenantId), inArray(patrolRoutes.propertyId, [...propertyIds]));
  return db
    .select({
      id: patrolRoutes.id,
      propertyId: patrolRoutes.propertyId,
      name: patrolRoutes.name,
      description: patrolRoutes.description,
      active: patrolRoutes.active,
    })
    .from(patrolRoutes)
    .where(where)
    .orderBy(asc(byName(patrolRoutes.name)), asc(patrolRoutes.id));
}

/** One route with all its checkpoints in order, or null when the tenant has no such route. */
export async function routeWithCheckpoints(
  db: Executor,
  tenantId: number,
  routeId: number,
): Promise<RouteWithCheckpoints | null> {
  const [route] = await db
    .select({
      id: patrolRoutes.id,
      propertyId: patrolRoutes.propertyId,
      name: patrolRoutes.name,
      active: patrolRoutes.active,
    })
    .from(patrolRoutes)
    .where(and(eq(patrolRoutes.tenantId, tenantId), eq(patrolRoutes.id, routeId)));
  if (route === undefined) return null;
  const checkpoints = await db
    .select({
      id: patrolCheckpoints.id,
      position: patrolCheckpoints.position,
      name: patrolCheckpoints.name,
      locationHint: patrolCheckpoints.locationHint,
      instructions: patrolCheckpoints.instructions,
      qrToken: patrolCheckpoints.qrToken,
      nfcTagId: patrolCheckpoints.nfcTagId,
      manualCode: patrolCheckpoints.manualCode,
      retiredAt: patrolCheckpoints.retiredAt,
    })
    .from(patrolCheckpoints)
    .where(and(eq(patrolCheckpoints.tenantId, tenantId), eq(patrolCheckpoints.routeId, routeId)))
    .orderBy(asc(patrolCheckpoints.position), asc(patrolCheckpoints.id));
  return { route, checkpoints };
}

/** The active schedules of the routes, as rules for occurrencesBetween. */
export async function schedulesOfRoutes(
  db: Executor,
  tenantId: number,
  routeIds: readonly number[],
): Promise<ScheduleRule[]> {
  if (routeIds.length === 0) return [];
  const rows = await db
    .select()
    .from(patrolSchedules)
    .where(
      and(
        eq(patrolSchedules.tenantId, tenantId),
        inArray(patrolSchedules.routeId, [...routeIds]),
        eq(patrolSchedules.active, true),
      ),
    )
    .orderBy(asc(patrolSchedules.routeId), asc(patrolSchedules.id));
  return rows.map(toRule);
}

export function toRule(row: typeof patrolSchedules.$inferSelect): ScheduleRule {
  return {
    id: row.id,
    routeId: row.routeId,
    weekdays: row.weekdays,
    startTimes: row.startTimes,
    windowMinutes: row.windowMinutes,
    graceMinutes: row.graceMinutes,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}
