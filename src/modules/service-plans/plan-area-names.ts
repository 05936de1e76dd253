import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { planAreas, planServices } from './service-plans.tables.js';

/** The area name of each of the tenant's services named (for tasks that show where they belong). */
export async function areaNamesOfServices(
  db: Executor,
  tenantId: number,
  serviceIds: readonly number[],
): Promise<Map<number, string>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: planServices.id, area: planAreas.name })
    .from(planServices)
    .innerJoin(planAreas, and(eq(planAreas.tenantId, planServices.tenantId), eq(planAreas.id, planServices.areaId)))
    .where(and(eq(planServices.tenantId, tenantId), inArray(planServices.id, [...new Set(serviceIds)])));
  return new Map(rows.map((r) => [r.serviceId, r.area]));
}
