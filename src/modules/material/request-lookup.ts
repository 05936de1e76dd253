import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { invalid } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import { materialRequests } from './material.tables.js';

type RequestRow = typeof materialRequests.$inferSelect;

/** A request named in a query: missing or another tenant's is a 422 at `pointer`, outside the account's properties 403. */
export async function requireVisibleRequest(
  db: Executor,
  access: AccountActor,
  requestId: number,
  pointer: string,
): Promise<RequestRow> {
  const [found] = await db
    .select({ row: materialRequests, visible: visibleProperty(access, materialRequests.propertyId).mapWith(Boolean) })
    .from(materialRequests)
    .where(and(eq(materialRequests.tenantId, access.tenantId), eq(materialRequests.id, requestId)));
  if (!found) throw invalid(pointer, 'No material request with this id.');
  return requireVisible(found, 'Material request');
}
