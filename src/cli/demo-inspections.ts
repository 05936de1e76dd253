// The demo's quality inspections: one template and three months of inspections, about every
// two weeks, at two clients' properties. Stadtgarten (Domstadt Wohnbau) stays around 90–95 %;
// Rheinauhafen (Hafen Office Management) falls steadily from about 94 % to below the 85 %
// threshold in the last month, with defects and their notes. Made through the inspection
// services, each step on a clock set to the inspection's day.
import type { AccountActor } from '../modules/access/actor.js';
import { computeScore, type ScoredArea, type TemplateDefinition } from '../modules/inspections/inspection-score.js';
import {
  completeInspection,
  createInspectionTemplate,
  type RatingInput,
  recordRatings,
  startInspection,
} from '../modules/inspections/inspections.service.js';
import { listPlan } from '../modules/service-plans/service-plans.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import type { PropertySlug } from './demo-company.js';
import { between, type Random } from './demo-pictures.js';
import { addDays, localInstant } from './demo-time.js';

export const INSPECTION_TEMPLATE: { name: string; definition: TemplateDefinition } = {
  name: 'Qualitätskontrolle Unterhaltsreinigung',
  definition: {
    scale: {
      kind: '1-5',
      steps: [
        { value: '1', percent: 100 },
        { value: '2', percent: 90 },
        { value: '3', percent: 80 },
        { value: '4', percent: 70 },
        { value: '5', percent: 60 },
      ],
    },
    criteria: [
      { id: 'boden', label: 'Boden', areaTypes: [], weight: 2 },
      { id: 'oberflaechen', label: 'Oberflächen', areaTypes: [], weight: 1 },
      { id: 'sanitaer', label: 'Sanitärobjekte', areaTypes: ['Sanitär'], weight: 2 },
      { id: 'abfall', label: 'Abfallbehälter', areaTypes: [], weight: 1 },
      { id: 'glas', label: 'Glasflächen', areaTypes: ['Büro', 'Treppenhaus'], weight: 1 },
    ],
    areaTypeWeights: { Sanitär: 2 },
    thresholdPercent: 85,
    samplePercent: 10,
    sampleMinimum: 1,
  },
};

/** What an inspector writes on a poorly rated criterion. */
const DEFECT_NOTES: Record<string, string[]> = {
  boden: ['Boden unter den Schreibtischen nicht gesaugt', 'Laufspuren im Eingangsbereich, nicht gewischt'],
  oberflaechen: ['Staub auf Fensterbänken und Heizkörpern', 'Klebereste auf den Tischflächen'],
  sanitaer: ['Kalkablagerungen an Armaturen und Waschbecken', 'Urinale mit Rückständen, Geruch'],
  abfall: ['Papierkörbe nicht geleert', 'Abfallbehälter ohne neuen Müllbeutel'],
  glas: ['Fingerabdrücke an den Glastrennwänden', 'Schlieren an den Glastüren'],
};

interface InspectedProperty {
  property: PropertySlug;
  /** The client's representative who signs off every other inspection. */
  representative: string;
  /** The target score of the i-th of n inspections. */
  target: (i: number, n: number, random: Random) => number;
  /** Poor ratings become defects with a note. */
  defects: boolean;
}

export const INSPECTED: InspectedProperty[] = [
  {
    property: 'stadtgarten',
    representative: 'Petra Hollmann',
    target: (_i, _n, random) => between(random, 91, 94),
    defects: false,
  },
  {
    property: 'rheinauhafen',
    representative: 'Jonas Berger',
    // From 94 down to 79, in even steps: below 85 from the fifth of seven on.
    target: (i, n) => 94 - (15 * i) / Math.max(1, n - 1),
    defects: true,
  },
];

/** The days of the inspections: every 14 days, the last one a week before today, back three months. */
export function inspectionDays(today: string): string[] {
  const days: string[] = [];
  for (let back = 7; back <= 91; back += 14) days.unshift(addDays(today, -back));
  return days;
}

/** Ratings whose score is near the target: the closest of a few random draws around it. */
function ratingsNear(
  def: TemplateDefinition,
  areas: { id: number; areaType: string }[],
  target: number,
  random: Random,
): { ratings: Record<number, Record<string, string>>; percent: number } {
  let best: { ratings: Record<number, Record<string, string>>; percent: number } | undefined;
  for (let attempt = 0; attempt < 40; attempt++) {
    const ratings: Record<number, Record<string, string>> = {};
    for (const area of areas) {
      ratings[area.id] = {};
      for (const c of def.criteria) {
        if (c.areaTypes.length > 0 && !c.areaTypes.includes(area.areaType)) continue;
        const wanted = target + (random() - 0.5) * 24;
        const step = def.scale.steps.reduce((a, b) =>
          Math.abs(b.percent - wanted) < Math.abs(a.percent - wanted) ? b : a,
        );
        (ratings[area.id] as Record<string, string>)[c.id] = step.value;
      }
    }
    const scored: ScoredArea[] = areas.map((a) => ({
      areaId: a.id,
      areaType: a.areaType,
      ratings: ratings[a.id] ?? {},
    }));
    const percent = computeScore(def, scored).percent ?? 0;
    if (!best || Math.abs(percent - target) < Math.abs(best.percent - target)) best = { ratings, percent };
  }
  return best as { ratings: Record<number, Record<string, string>>; percent: number };
}

export async function seedInspections(
  deps: ServiceDeps,
  context: {
    adminAccess: AccountActor;
    inspector: AccountActor;
    propertyId: (key: PropertySlug) => number;
    random: Random;
    now: number;
    today: string;
  },
): Promise<{ inspections: number }> {
  const { adminAccess, inspector, propertyId, random, now, today } = context;
  const days = inspectionDays(today);
  const firstDay = days[0] as string;
  const template = await createInspectionTemplate(
    { ...deps, clock: () => Math.min(now, localInstant(addDays(firstDay, -1), 9, 0)) },
    adminAccess,
    INSPECTION_TEMPLATE,
  );
  const def = template.definition;
  let made = 0;
  for (const seed of INSPECTED) {
    const property = propertyId(seed.property);
    const { areas } = await listPlan(deps, adminAccess, property);
    const typed = areas.map((a) => ({ id: a.id, areaType: a.type ?? '' }));
    for (const [i, day] of days.entries()) {
      const startedAt = localInstant(day, 9, between(random, 0, 45));
      const at = (minutes: number) => ({ ...deps, clock: () => startedAt + minutes * 60_000 });
      const id = await startInspection(at(0), inspector, {
        property_id: property,
        template_id: template.template_id,
        date: day,
        seed: between(random, 1, 2 ** 31),
      });
      const { ratings } = ratingsNear(def, typed, seed.target(i, days.length, random), random);
      const input: RatingInput[] = [];
      for (const area of typed) {
        for (const [criterion, step] of Object.entries(ratings[area.id] ?? {})) {
          const poor = Number(step) >= 4;
          const notes = DEFECT_NOTES[criterion] ?? [];
          input.push({
            area_id: area.id,
            criterion_id: criterion,
            step,
            ...(seed.defects && poor
              ? { defect: true, note: notes[between(random, 0, notes.length - 1)] ?? 'Nachreinigung nötig' }
              : {}),
          });
        }
      }
      await recordRatings(at(25), inspector, id, input);
      await completeInspection(
        at(40),
        inspector,
        id,
        i % 2 === 0 ? { client_representative_name: seed.representative } : {},
        'portal',
      );
      made++;
    }
  }
  return { inspections: made };
}
