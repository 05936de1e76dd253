import { compareNames } from './collate.ts';

/** A point on the earth in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in metres (haversine; plenty for "which is nearest"). */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Places nearest first when a position is known (those without coordinates after them, by
 * name); without a position, by name. Each with its distance, or null.
 */
export function nearestFirst<T extends { name: string; latitude: number | null; longitude: number | null }>(
  places: readonly T[],
  here: Position | null,
): (T & { distance: number | null })[] {
  const measured = places.map((place) => ({
    ...place,
    distance:
      here && place.latitude !== null && place.longitude !== null
        ? distanceMetres(here, { latitude: place.latitude, longitude: place.longitude })
        : null,
  }));
  return measured.sort((a, b) => {
    if (a.distance !== null && b.distance !== null && a.distance !== b.distance) return a.distance - b.distance;
    if (a.distance !== null && b.distance === null) return -1;
    if (a.distance === null && b.distance !== null) return 1;
    return compareNames(a.name, b.name);
  });
}
