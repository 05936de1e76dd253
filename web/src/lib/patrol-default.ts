/**
 * The property the patrol rounds screen opens on: the first by name that has patrol routes,
 * or the first by name when none has any.
 */
export function firstPropertyWithRoutes(
  properties: readonly { id: number; name: string }[],
  routes: readonly { property_id: number }[],
): number | undefined {
  const withRoutes = new Set(routes.map((route) => route.property_id));
  const byName = [...properties].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return (byName.find((p) => withRoutes.has(p.id)) ?? byName[0])?.id;
}
