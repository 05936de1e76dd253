import { describe, expect, it } from 'vitest';
import { firstPropertyWithRoutes } from '../../web/src/lib/patrol-default.js';

describe('the property the patrol rounds screen opens on', () => {
  const properties = [
    { id: 1, name: 'Amtsgericht' },
    { id: 2, name: 'Zollhof' },
    { id: 3, name: 'Bahnhof Süd' },
  ];

  it('is the first by name that has routes, not one without', () => {
    expect(firstPropertyWithRoutes(properties, [{ property_id: 2 }, { property_id: 3 }])).toBe(3);
  });

  it('is the first by name when no property has routes', () => {
    expect(firstPropertyWithRoutes(properties, [])).toBe(1);
  });

  it('is none when there are no properties', () => {
    expect(firstPropertyWithRoutes([], [{ property_id: 2 }])).toBeUndefined();
  });
});
