import type { AccountActor } from '../modules/access/actor.js';
import {
  addPatrolCheckpoint,
  addPatrolSchedule,
  createPatrolRoute,
} from '../modules/patrols/setup-commands.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { addDays } from '../modules/working-time/zoned.js';

// The demo's patrol routes, set up through the office's services as the portal does: a
// night round of the office building and a round of the business park, each with its
// checkpoints and a schedule that started four weeks ago (so rounds can be played into it).

interface RouteSeed {
  name: string;
  description: string;
  checkpoints: { name: string; locationHint: string; instructions?: string }[];
  schedule: { weekdays: number[]; startTimes: string[]; windowMinutes: number; graceMinutes: number };
}

const OFFICE_ROUTE: RouteSeed = {
  name: 'Nachtrundgang Bürohaus',
  description: 'Außenhaut zuerst, dann Technik und Tiefgarage.',
  checkpoints: [
    { name: 'Haupteingang', locationHint: 'Drehtür, Innenseite links', instructions: 'Tür verriegelt?' },
    { name: 'Lieferantentor', locationHint: 'Rückseite, Rolltor Süd' },
    { name: 'Tiefgarage Ebene -1', locationHint: 'Treppenhaus A, Ausgang Garage' },
    { name: 'Tiefgarage Ebene -2', locationHint: 'Neben Ladesäule 4' },
    { name: 'Technikraum', locationHint: 'UG, Tür T-03', instructions: 'Anzeigen der Sprinkleranlage prüfen.' },
    { name: 'Dachausstieg', locationHint: '6. OG, Treppenhaus B' },
    { name: 'Empfang', locationHint: 'EG, hinter dem Tresen' },
  ],
  schedule: { weekdays: [1, 2, 3, 4, 5], startTimes: ['22:00', '02:00'], windowMinutes: 60, graceMinutes: 15 },
};

const PARK_ROUTE: RouteSeed = {
  name: 'Streife Gewerbepark',
  description: 'Rund um die Hallen, im Uhrzeigersinn.',
  checkpoints: [
    { name: 'Schranke Einfahrt', locationHint: 'Pförtnerhaus, Außenwand' },
    { name: 'Halle 1 Nordtor', locationHint: 'Rolltor links' },
    { name: 'Halle 2 Laderampe', locationHint: 'Rampe 3' },
    { name: 'Containerplatz', locationHint: 'Zaun Ostseite' },
    { name: 'Halle 3 Notausgang', locationHint: 'Südseite, Tür N-2', instructions: 'Fluchtweg frei?' },
    { name: 'Parkplatz West', locationHint: 'Laterne 12' },
    { name: 'Trafostation', locationHint: 'Hinter Halle 3', instructions: 'Tür verschlossen, kein Geruch?' },
    { name: 'Pförtnerhaus', locationHint: 'Eingangstür innen' },
  ],
  schedule: {
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startTimes: ['21:00', '01:00', '04:00'],
    windowMinutes: 45,
    graceMinutes: 10,
  },
};

/** Sets up the two demo routes; answers their ids. */
export async function seedPatrolRoutes(
  deps: ServiceDeps,
  office: AccountActor,
  properties: { office: number; park: number },
  today: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [seed, propertyId] of [
    [OFFICE_ROUTE, properties.office],
    [PARK_ROUTE, properties.park],
  ] as const) {
    const route = await createPatrolRoute(deps, office, {
      property_id: propertyId,
      name: seed.name,
      description: seed.description,
    });
    for (const checkpoint of seed.checkpoints) {
      await addPatrolCheckpoint(deps, office, route.id, {
        name: checkpoint.name,
        location_hint: checkpoint.locationHint,
        instructions: checkpoint.instructions ?? null,
      });
    }
    await addPatrolSchedule(deps, office, route.id, {
      weekdays: seed.schedule.weekdays,
      start_times: seed.schedule.startTimes,
      window_minutes: seed.schedule.windowMinutes,
      grace_minutes: seed.schedule.graceMinutes,
      valid_from: addDays(today, -28),
    });
    ids.push(route.id);
  }
  return ids;
}
