import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { properties } from './properties.tables.js';

export interface PropertyAddress {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  clientId: number | null;
}

/** A property's name, address and client (for reports); undefined when the tenant has no such property. */
export async function propertyAddress(
  db: Executor,
  tenantId: number,
  propertyId: number,
): Promise<PropertyAddress | undefined> {
  const [row] = await db
    .select({
      name: properties.name,
      street: properties.street,
      postalCode: properties.postalCode,
      city: properties.city,
      country: properties.country,
      clientId: properties.clientId,
    })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.id, propertyId)));
  return row;
}
