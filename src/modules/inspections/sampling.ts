/**
 * Which areas of a property an inspection looks at: per area type at least `percent` % of
 * its areas (rounded up) and at least `minimum` areas (capped at the number available),
 * drawn at random but reproducibly from a stored seed. See docs/inspections.md "Sampling".
 */

/** mulberry32: a small 32-bit seeded generator; same seed, same sequence, on every engine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed (32-bit unsigned) to store with the inspection. */
export const newSeed = (random: () => number = Math.random) => Math.floor(random() * 4294967296);

export interface SampleArea {
  id: number;
  areaType: string;
}

/** How many areas of a type must be inspected out of `available`. */
export function minimumFor(available: number, percent: number, minimum: number): number {
  // percent/100 * available, rounded up; the small tolerance keeps 10 % of 30 at 3, not 4.
  const share = Math.ceil((percent * available) / 100 - 1e-9);
  return Math.min(available, Math.max(share, minimum));
}

/**
 * The proposed sample: per area type (in name order), its areas sorted by id are shuffled
 * with a Fisher–Yates shuffle driven by the seeded generator, and the first `minimumFor`
 * are taken. Returns area ids sorted ascending.
 */
export function proposeSample(
  areas: SampleArea[],
  options: { seed: number; percent: number; minimum: number },
): number[] {
  const random = seededRandom(options.seed);
  const byType = groupByType(areas);
  const picked: number[] = [];
  for (const type of [...byType.keys()].sort()) {
    const ids = [...(byType.get(type) ?? [])].sort((a, b) => a - b);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
    }
    picked.push(...ids.slice(0, minimumFor(ids.length, options.percent, options.minimum)));
  }
  return picked.sort((a, b) => a - b);
}

export interface SampleIssue {
  code: 'inspection_sample_below_minimum' | 'inspection_sample_unknown_area' | 'inspection_sample_duplicate_area';
  pointer: string;
  areaType?: string;
  required?: number;
  actual?: number;
}

/**
 * Checks a sample an inspector submits: it may hold more areas than proposed (extended),
 * but every area type must still reach its minimum, and only the property's areas count.
 */
export function validateSample(
  areas: SampleArea[],
  sample: number[],
  options: { percent: number; minimum: number },
): SampleIssue[] {
  const issues: SampleIssue[] = [];
  const typeOf = new Map(areas.map((a) => [a.id, a.areaType]));
  const seen = new Set<number>();
  const counts = new Map<string, number>();
  sample.forEach((id, i) => {
    const type = typeOf.get(id);
    if (type === undefined) {
      issues.push({ code: 'inspection_sample_unknown_area', pointer: `/sample/${i}` });
      return;
    }
    if (seen.has(id)) {
      issues.push({ code: 'inspection_sample_duplicate_area', pointer: `/sample/${i}` });
      return;
    }
    seen.add(id);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  });
  for (const [type, ids] of [...groupByType(areas).entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const required = minimumFor(ids.length, options.percent, options.minimum);
    const actual = counts.get(type) ?? 0;
    if (actual < required)
      issues.push({ code: 'inspection_sample_below_minimum', pointer: '/sample', areaType: type, required, actual });
  }
  return issues;
}

function groupByType(areas: SampleArea[]): Map<string, number[]> {
  const byType = new Map<string, number[]>();
  for (const a of areas) {
    const list = byType.get(a.areaType) ?? [];
    list.push(a.id);
    byType.set(a.areaType, list);
  }
  return byType;
}
