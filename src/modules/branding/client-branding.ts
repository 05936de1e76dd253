import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { brandingPresets } from './branding.tables.js';

/** The client ids among `ids` that have a preset of their own. */
export async function clientsWithBranding(db: Executor, tenantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ clientId: brandingPresets.clientId })
    .from(brandingPresets)
    .where(and(eq(brandingPresets.tenantId, tenantId), inArray(brandingPresets.clientId, ids)));
  return new Set(rows.flatMap((row) => (row.clientId === null ? [] : [row.clientId])));
}
