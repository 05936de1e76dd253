import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError } from '../../domain/errors.js';
import { properties } from './properties.tables.js';
import type { PropertyDto } from './properties.schema.js';

// Where a property is: optional coordinates, kept by the office in the portal so the field
// app can offer the nearest property first. The API's property schema does not carry them.

export interface PropertyLocation {
  latitude: number;
  longitude: number;
}

/**
 * The change a body asks for: undefined for none, null to clear, or both coordinates.
 * Latitude and longitude come together (both numbers or both null); one alone is a 422
 * pointing at the other.
 */
export function locationChange(input: {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}): PropertyLocation | null | undefined {
  const { latitude, longitude } = input;
  if (latitude === undefined && longitude === undefined) return undefined;
  if (latitude == null && longitude == null) return null;
  if (latitude == null) {
    throw new DomainError('validation_failed', 'The request is not valid.', {
      errors: [{ pointer: '/latitude', detail: 'Give the latitude together with the longitude, or neither.' }],
    });
  }
  if (longitude == null) {
    throw new DomainError('validation_failed', 'The request is not valid.', {
      errors: [{ pointer: '/longitude', detail: 'Give the longitude together with the latitude, or neither.' }],
    });
  }
  return { latitude, longitude };
}

/** The coordinates of the tenant's properties among `ids` that have them. */
export async function propertyLocations(
  db: Executor,
  tenantId: number,
  ids: number[],
): Promise<Map<number, PropertyLocation>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.id, ids)));
  const found = new Map<number, PropertyLocation>();
  for (const row of rows) {
    if (row.latitude !== null && row.longitude !== null) {
      found.set(row.id, { latitude: row.latitude, longitude: row.longitude });
    }
  }
  return found;
}

/** Properties with their coordinates (null where none are known), for the portal. */
export async function withLocations<T extends Pick<PropertyDto, 'id'>>(
  db: Executor,
  tenantId: number,
  list: T[],
): Promise<(T & { latitude: number | null; longitude: number | null })[]> {
  const locations = await propertyLocations(
    db,
    tenantId,
    list.map((p) => p.id),
  );
  return list.map((p) => {
    const at = locations.get(p.id);
    return { ...p, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null };
  });
}

/** One property with its coordinates. */
export async function withLocation<T extends Pick<PropertyDto, 'id'>>(
  db: Executor,
  tenantId: number,
  property: T,
): Promise<T & { latitude: number | null; longitude: number | null }> {
  const at = (await propertyLocations(db, tenantId, [property.id])).get(property.id);
  return { ...property, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null };
}
