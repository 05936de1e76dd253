import { sql, type Column, type SQL } from 'drizzle-orm';
import { properties } from './properties.tables.js';

/**
 * The ids of a client's properties (archived ones included), as a subquery: what decides
 * who sees and who may change the client (access/client-access.ts). `clientId` may be the
 * outer query's column.
 */
export function propertyIdsOfClient(tenantId: number, clientId: Column | SQL | number): SQL {
  return sql`select ${properties.id} from ${properties} where ${properties.tenantId} = ${tenantId} and ${properties.clientId} = ${clientId}`;
}
