import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { AccountActor } from '../modules/access/actor.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import {
  createPlanArea,
  createPlanService,
  generatePlannedTasks,
} from '../modules/service-plans/service-plans.service.js';
import { type ChecklistEntry, tasks } from '../modules/tasks/tasks.tables.js';
import type { PropertySlug } from './demo-company.js';
import { between, type Random } from './demo-pictures.js';
import { addDays, DAY_MS } from './demo-time.js';

// The demo's service specifications (Leistungsverzeichnisse): three properties with their
// areas and recurring services, planned from four weeks back. The past occurrences were
// mostly done within their window, some late, a few not at all (missed), so that planned
// vs. done and the task lists show real figures.

interface ServiceSeed {
  title: string;
  frequency: string;
  window: [string, string];
  minutes: number;
  checklist: string[];
  /** The demo person who does it. */
  who: 'mehmet' | 'aylin' | 'lukas';
}

interface AreaSeed {
  property: PropertySlug;
  name: string;
  /** The area type inspections sample and weigh by. */
  type: string;
  floor?: string;
  size_m2?: number;
  services: ServiceSeed[];
}

export const PLAN_AREAS: AreaSeed[] = [
  {
    property: 'stadtgarten',
    name: 'Treppenhäuser Haus A–C',
    type: 'Treppenhaus',
    floor: 'EG–4. OG',
    size_m2: 420,
    services: [
      {
        title: 'Treppenhaus nass wischen',
        frequency: 'FREQ=WEEKLY;BYDAY=MO,TH',
        window: ['06:00', '10:00'],
        minutes: 90,
        checklist: ['Stufen und Podeste nass wischen', 'Handläufe abwischen', 'Eingangsbereich fegen'],
        who: 'mehmet',
      },
      {
        title: 'Glastüren und Briefkästen reinigen',
        frequency: 'FREQ=WEEKLY;BYDAY=WE',
        window: ['08:00', '12:00'],
        minutes: 40,
        checklist: ['Glastüren beidseitig', 'Briefkastenanlage'],
        who: 'mehmet',
      },
    ],
  },
  {
    property: 'stadtgarten',
    name: 'Müllplatz',
    type: 'Außenanlage',
    services: [
      {
        title: 'Müllplatz fegen, Tonnen bereitstellen',
        frequency: 'FREQ=WEEKLY;BYDAY=TU',
        window: ['06:00', '07:30'],
        minutes: 30,
        checklist: ['Tonnen an die Straße', 'Platz fegen'],
        who: 'mehmet',
      },
    ],
  },
  {
    property: 'rheinauhafen',
    name: 'RG1 Büros',
    type: 'Büro',
    floor: '1.–4. OG',
    size_m2: 1850,
    services: [
      {
        title: 'Büros: Papierkörbe leeren, Tische feucht wischen',
        frequency: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        window: ['17:00', '21:00'],
        minutes: 120,
        checklist: ['Papierkörbe leeren', 'Freie Tischflächen feucht wischen', 'Böden saugen'],
        who: 'aylin',
      },
    ],
  },
  {
    property: 'rheinauhafen',
    name: 'RG2 Sanitär',
    type: 'Sanitär',
    floor: '1.–4. OG',
    size_m2: 160,
    services: [
      {
        title: 'Sanitärräume reinigen und auffüllen',
        frequency: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        window: ['17:00', '20:00'],
        minutes: 60,
        checklist: ['WCs und Urinale', 'Waschbecken und Spiegel', 'Seife und Papier auffüllen'],
        who: 'aylin',
      },
    ],
  },
  {
    property: 'ehrenfeld',
    name: 'Wartebereich',
    type: 'Wartebereich',
    floor: 'EG',
    size_m2: 95,
    services: [
      {
        title: 'Wartebereich nach Hygieneplan',
        frequency: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        window: ['18:30', '21:00'],
        minutes: 45,
        checklist: ['Stühle und Armlehnen desinfizieren', 'Türklinken desinfizieren', 'Boden wischen'],
        who: 'aylin',
      },
    ],
  },
];

/** Why an occurrence was not done in time, as the office wrote it down. */
const REASONS = [
  'Krankheitsausfall, keine Vertretung verfügbar',
  'Kein Zugang: Haupteingang wegen Umbau gesperrt',
  'Material fehlte (Reinigungsmittel nicht geliefert)',
];

/** Of the past occurrences: about 8 in 10 done in their window, 1 in 10 late, 1 in 10 missed. */
function outcome(random: Random): 'on_time' | 'late' | 'missed' {
  const roll = between(random, 1, 20);
  if (roll <= 16) return 'on_time';
  if (roll <= 18) return 'late';
  return 'missed';
}

export async function seedServicePlans(
  deps: ServiceDeps,
  context: {
    tenantId: number;
    adminAccess: AccountActor;
    propertyId: (key: PropertySlug) => number;
    accessOf: (key: 'mehmet' | 'aylin' | 'lukas') => AccountActor;
    random: Random;
    now: number;
    today: string;
  },
): Promise<{ occurrences: number }> {
  const { tenantId, adminAccess, propertyId, accessOf, random, now, today } = context;
  const from = addDays(today, -28);
  // Set up four weeks ago: the first two weeks are planned as then, the rest up to today's horizon next.
  const then = { ...deps, clock: () => now - 28 * DAY_MS };
  for (const area of PLAN_AREAS) {
    const made = await createPlanArea(then, adminAccess, {
      property_id: propertyId(area.property),
      name: area.name,
      type: area.type,
      ...(area.floor ? { floor: area.floor } : {}),
      ...(area.size_m2 ? { size_m2: area.size_m2 } : {}),
    });
    for (const service of area.services) {
      await createPlanService(then, adminAccess, made.id, {
        title: service.title,
        rrule: service.frequency,
        skip_holidays: true,
        window_start: service.window[0],
        window_end: service.window[1],
        expected_minutes: service.minutes,
        checklist: service.checklist,
        assignee_account_ids: [accessOf(service.who).accountId],
        valid_from: from,
      });
    }
  }
  await generatePlannedTasks(deps, [tenantId]);

  // The past: what the field team did with each occurrence whose window has ended.
  const db = deps.database.db;
  const past = await db
    .select({
      id: tasks.id,
      checklist: tasks.checklist,
      windowStartsAt: tasks.windowStartsAt,
      windowEndsAt: tasks.windowEndsAt,
      assignee: tasks.assigneeAccountId,
    })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), isNotNull(tasks.planServiceId), lt(tasks.windowEndsAt, new Date(now))))
    .orderBy(asc(tasks.windowStartsAt), asc(tasks.id));
  for (const task of past) {
    const start = task.windowStartsAt?.getTime() ?? now;
    const end = task.windowEndsAt?.getTime() ?? now;
    const result = outcome(random);
    if (result === 'missed') {
      await db
        .update(tasks)
        .set({
          missedAt: new Date(end + 5 * 60_000),
          missedReason: REASONS[between(random, 0, REASONS.length - 1)] ?? null,
          updatedAt: new Date(end + 5 * 60_000),
        })
        .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, task.id)));
      continue;
    }
    const doneAt =
      result === 'on_time'
        ? start + Math.floor((end - start) * (between(random, 40, 95) / 100))
        : end + between(random, 20, 180) * 60_000;
    const checklist = (task.checklist ?? []).map((entry): ChecklistEntry => ({ ...entry, result: 'ok' }));
    await db
      .update(tasks)
      .set({
        status: 'done',
        completedAt: new Date(doneAt),
        completedByAccountId: task.assignee,
        updatedAt: new Date(doneAt),
        checklist,
        // A late one was marked missed at the end of its window before it was done.
        ...(result === 'late'
          ? {
              missedAt: new Date(end + 5 * 60_000),
              missedReason: REASONS[between(random, 0, REASONS.length - 1)] ?? null,
            }
          : {}),
      })
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, task.id)));
  }
  return { occurrences: past.length };
}
