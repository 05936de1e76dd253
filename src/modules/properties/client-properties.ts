import { and, asc, count, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { properties } from './properties.tables.js';
import { byName } from '../shared/collation.js';

/**
 * The ids of a client's properties (archived ones included), as a subquery: what decides
 * who sees and who may change the client (access/client-access.ts). `clientId` may be the
 * outer query's column.
 */
export function propertyIdsOfClient(tenantId: number, clientId: Column | SQL | number): SQL {
  return sql`select ${properties.id} from ${properties} where ${properties.tenantId} = ${tenantId} and ${properties.clientId} = ${clientId}`;
}

/** How many properties each of the given clients has (archived properties included). */
export async function clientPropertyCounts(
  db: Executor,
  tenantId: number,
  clientIds: number[],
): Promise<Map<number, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: properties.clientId, n: count() })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.clientId, clientIds)))
    .groupBy(properties.clientId);
  return new Map(rows.flatMap((row) => (row.clientId === null ? [] : [[row.clientId, Number(row.n)]])));
}

/** The properties of a client that the account can see, by name. */
export async function propertiesOfClient(
  db: Executor,
  access: AccountActor,
  clientId: number,
): Promise<{ id: number; name: string; city: string | null; archived: boolean }[]> {
  return db
    .select({ id: properties.id, name: properties.name, city: properties.city, archived: properties.archived })
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, access.tenantId),
        eq(properties.clientId, clientId),
        visibleProperty(access, properties.id),
      ),
    )
    .orderBy(asc(byName(properties.name)), asc(properties.id));
}
