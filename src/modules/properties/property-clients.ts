import type { Executor } from '../../db/client.js';
import { clientNames } from '../clients/clients.service.js';
import type { PropertyDto } from './properties.schema.js';
import { propertyClientIds } from './properties.service.js';

// Which client a property belongs to: the portal's, not the API's (API v1 stays as it was).

export interface PropertyClient {
  client_id: number | null;
  client_name: string | null;
}

/** Properties with their client's id and name (null where none). */
export async function withClients<T extends Pick<PropertyDto, 'id'>>(
  db: Executor,
  tenantId: number,
  list: T[],
): Promise<(T & PropertyClient)[]> {
  const ids = await propertyClientIds(
    db,
    tenantId,
    list.map((p) => p.id),
  );
  const names = await clientNames(db, tenantId, [...ids.values()]);
  return list.map((p) => {
    const clientId = ids.get(p.id) ?? null;
    return { ...p, client_id: clientId, client_name: clientId === null ? null : (names.get(clientId) ?? null) };
  });
}

/** One property with its client. */
export async function withClient<T extends Pick<PropertyDto, 'id'>>(
  db: Executor,
  tenantId: number,
  property: T,
): Promise<T & PropertyClient> {
  const [one] = await withClients(db, tenantId, [property]);
  return one ?? { ...property, client_id: null, client_name: null };
}

/** The table's `client` filter: a client id, or 'none' for properties without one. */
export function clientFilter(value: string | undefined): number | 'none' | undefined {
  if (value === undefined) return undefined;
  return value === 'none' ? 'none' : Number(value);
}
