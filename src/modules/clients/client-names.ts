import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clients } from './clients.tables.js';

/** A client's name by id (undefined when the tenant has no such client). */
export async function clientName(db: Executor, tenantId: number, clientId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  return row?.name;
}
