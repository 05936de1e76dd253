import { randomUUID } from 'node:crypto';
import type { FileStore } from '../platform/file-store/file-store.js';
import type { AccountActor } from '../modules/access/actor.js';
import { storePhoto } from '../modules/files/photos.service.js';
import type { IncidentCreate } from '../modules/incidents/incidents.schema.js';
import { createIncident } from '../modules/incidents/incidents.service.js';
import { type PastRound, recordRoundHistory, roundIdForIncident } from '../modules/patrols/rounds.service.js';
import { checkpointCodeKey, signedQrCode } from '../modules/patrols/checkpoint-codes.js';
import { type Occurrence, occurrencesBetween } from '../modules/patrols/schedule.js';
import { routeWithCheckpoints, schedulesOfRoutes } from '../modules/patrols/setup.service.js';
import type { ServiceDeps } from '../modules/shared/context.js';
import { calendarDay } from '../modules/shared/time.js';
import { addDays, localMidnight, zonedInstant } from '../modules/working-time/zoned.js';
import { type IncidentStep, playIncidentHistory } from './demo-incidents.js';
import { between, crackedWallPicture, nightBuildingPicture, pick, type Random, seededRandom } from './demo-pictures.js';

// The demo's patrol rounds: four weeks up to now on the demo routes, made of the start, scan
// and end calls the field app would have sent, each with the moment it arrived (written in
// one go by the patrols module, by the same rules as call by call), and incidents linked to
// the rounds, reported through the incidents service once the rounds are written. Most
// scheduled rounds are complete and on time; some miss checkpoints, some end late, a few
// were never walked. Some scans are out of order or carry a note or a photo, a few rounds
// were walked offline and sent afterwards, and a few ad-hoc rounds were walked after an
// alarm. Seeded, so every demo tenant tells the same story for its dates.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An incident a guard reported during a round, some days ago, at a checkpoint. */
interface RoundIncidentSeed {
  route: string;
  daysAgo: number;
  checkpoint: string;
  title: string;
  description: string;
  severity: IncidentCreate['severity'];
  location: string;
  photo?: 'night' | 'defect';
  /** The office's work on it afterwards; leads from open to `status`. */
  history: IncidentStep[];
  status: 'open' | 'in_progress' | 'resolved';
}

const OFFICE = 'Nachtrundgang Bürohaus';
const PARK = 'Streife Gewerbepark';

const ROUND_INCIDENTS: RoundIncidentSeed[] = [
  {
    route: OFFICE,
    daysAgo: 25,
    checkpoint: 'Lieferantentor',
    title: 'Lieferantentor nicht verriegelt',
    description: 'Rolltor Süd stand etwa 30 cm offen, Motor ohne Strom. Von Hand geschlossen und mit Kette gesichert.',
    severity: 'high',
    location: 'Rückseite, Rolltor Süd',
    photo: 'night',
    history: [
      {
        hours: 7,
        by: 'manager',
        status: 'in_progress',
        comment: 'Torservice Schulte bestellt; die Kette bleibt bis zur Reparatur dran.',
      },
      {
        hours: 30,
        by: 'manager',
        status: 'resolved',
        comment: 'Sicherung des Tormotors getauscht, das Tor schließt wieder von selbst.',
      },
    ],
    status: 'resolved',
  },
  {
    route: PARK,
    daysAgo: 19,
    checkpoint: 'Containerplatz',
    title: 'Zaun am Containerplatz aufgeschnitten',
    description:
      'Loch von etwa 1 m im Zaun an der Ostseite, Container unberührt. Polizei nicht gerufen, niemand zu sehen.',
    severity: 'high',
    location: 'Containerplatz, Zaun Ostseite',
    photo: 'defect',
    history: [
      {
        hours: 6,
        by: 'manager',
        status: 'in_progress',
        comment: 'Anzeige erstattet; Zaunbauer flickt die Stelle provisorisch noch heute.',
      },
      {
        hours: 50,
        by: 'manager',
        status: 'resolved',
        comment: 'Zaunfeld ersetzt. Extra-Kontrolle dort für eine Woche.',
      },
    ],
    status: 'resolved',
  },
  {
    route: OFFICE,
    daysAgo: 13,
    checkpoint: 'Technikraum',
    title: 'Wasser auf dem Boden vor dem Technikraum',
    description: 'Pfütze von etwa 2 m² vor Tür T-03, Quelle nicht zu sehen. Sprinkleranzeige ohne Störung.',
    severity: 'medium',
    location: 'UG, vor Tür T-03',
    history: [{ hours: 9, by: 'manager', comment: 'Haustechnik sieht sich das morgen früh an.' }],
    status: 'open',
  },
  {
    route: PARK,
    daysAgo: 8,
    checkpoint: 'Parkplatz West',
    title: 'Beleuchtung Parkplatz West ausgefallen',
    description: 'Laternen 10 bis 14 bleiben dunkel.',
    severity: 'low',
    location: 'Parkplatz West, Laternen 10–14',
    history: [],
    status: 'open',
  },
  {
    route: PARK,
    daysAgo: 4,
    checkpoint: 'Trafostation',
    title: 'Tür der Trafostation nicht verschlossen',
    description: 'Tür war nur angelehnt, kein Geruch, keine Geräusche. Tür zugezogen, Schloss klemmt.',
    severity: 'critical',
    location: 'Hinter Halle 3',
    photo: 'night',
    history: [
      {
        hours: 1,
        by: 'manager',
        status: 'in_progress',
        comment: 'Bereitschaft des Netzbetreibers informiert, kommt heute Nacht.',
      },
    ],
    status: 'in_progress',
  },
  {
    route: OFFICE,
    daysAgo: 2,
    checkpoint: 'Dachausstieg',
    title: 'Dachausstieg lässt sich nicht schließen',
    description: 'Die Luke im 6. OG schließt nicht ganz, es regnet herein. Eimer untergestellt.',
    severity: 'medium',
    location: '6. OG, Treppenhaus B',
    history: [],
    status: 'open',
  },
];

const SCAN_NOTES = [
  'Alles ruhig.',
  'Tür war offen, verschlossen.',
  'Licht im Flur flackert.',
  'Fenster gekippt, geschlossen.',
  'Bewegungsmelder reagiert spät.',
  'Pfütze unter dem Rolltor, vermutlich Regen.',
  'Zwei Fahrzeuge ohne Parkschein abgestellt.',
];

/** A few rounds walked outside the schedule (after an alarm): route, days ago, local hour. */
const AD_HOC: { route: string; daysAgo: number; hour: number }[] = [
  { route: PARK, daysAgo: 17, hour: 23 },
  { route: OFFICE, daysAgo: 10, hour: 19 },
  { route: PARK, daysAgo: 3, hour: 2 },
];

type Checkpoint = { id: number; name: string; manualCode: string; qrToken: string };

interface PlannedScan {
  checkpoint: Checkpoint;
  at: number;
  note: string | null;
  photo: 'night' | 'defect' | null;
  /** An incident reported right after this scan. */
  incident: RoundIncidentSeed | null;
}

interface PlannedRound {
  routeId: number;
  routeName: string;
  propertyId: number;
  guard: AccountActor;
  occurrence: Occurrence | null;
  startedAt: number;
  scans: PlannedScan[];
  endedAt: number;
  /** Walked without signal: everything arrives some minutes after the end. */
  offline: boolean;
}

/** How a scheduled slot went. */
type Outcome = 'missed' | 'abandoned' | 'partial' | 'late' | 'complete';

function outcomeOf(random: Random): Outcome {
  const r = random();
  if (r < 0.06) return 'missed';
  if (r < 0.08) return 'abandoned';
  if (r < 0.2) return 'partial';
  if (r < 0.3) return 'late';
  return 'complete';
}

/** The walk: which checkpoints in which order, when each is scanned (from the start) and how long it takes. */
function planWalk(random: Random, checkpoints: readonly Checkpoint[], outcome: Outcome) {
  let order = [...checkpoints];
  if (outcome === 'abandoned') order = [];
  if (outcome === 'partial') {
    for (let skip = between(random, 1, 2); skip > 0 && order.length > 2; skip--) {
      order.splice(between(random, 1, order.length - 1), 1);
    }
  }
  if (order.length > 3 && random() < 0.1) {
    // Two checkpoints walked the wrong way round.
    const at = between(random, 1, order.length - 2);
    [order[at], order[at + 1]] = [order[at + 1] as Checkpoint, order[at] as Checkpoint];
  }
  const offsets: number[] = [];
  let at = between(random, 60, 180) * 1000;
  for (let i = 0; i < order.length; i++) {
    offsets.push(at);
    at += between(random, 120, 240) * 1000;
  }
  const duration =
    (order.length === 0 ? between(random, 4, 9) * MINUTE : offsets.at(-1)!) + between(random, 1, 3) * MINUTE;
  return { order, offsets, duration };
}

function planRound(
  random: Random,
  route: { id: number; name: string; propertyId: number; checkpoints: Checkpoint[]; guards: AccountActor[] },
  occurrence: Occurrence | null,
  startAt: (duration: number) => number | null,
  outcome: Outcome,
): PlannedRound | null {
  const walk = planWalk(random, route.checkpoints, outcome);
  const startedAt = startAt(walk.duration);
  if (startedAt === null) return null;
  return {
    routeId: route.id,
    routeName: route.name,
    propertyId: route.propertyId,
    guard: pick(random, route.guards),
    occurrence,
    startedAt,
    scans: walk.order.map((checkpoint, index) => {
      const photo = random() < 0.015 ? pick(random, ['night', 'defect'] as const) : null;
      const note = photo !== null || random() < 0.04 ? pick(random, SCAN_NOTES) : null;
      return { checkpoint, at: startedAt + (walk.offsets[index] ?? 0), note, photo, incident: null };
    }),
    endedAt: startedAt + walk.duration,
    offline: random() < 0.07,
  };
}

/** Creates the demo's rounds; answers how many, and the incidents reported during them (to be backdated). */
export async function seedPatrolRounds(
  deps: ServiceDeps,
  fileStore: FileStore,
  input: {
    routes: { id: number; guards: AccountActor[] }[];
    office: Record<IncidentStep['by'], AccountActor>;
    timeZone: string;
    /** The first local day with rounds. */
    from: string;
  },
): Promise<{ rounds: number; incidents: { id: number; createdAt: number; updatedAt: number }[] }> {
  const db = deps.database.db;
  const now = deps.clock();
  const random = seededRandom(20_260_301);
  const tenantId = input.office.admin.tenantId;
  const today = calendarDay(now, input.timeZone);
  const plans: PlannedRound[] = [];

  for (const { id, guards } of input.routes) {
    const found = await routeWithCheckpoints(db, tenantId, id);
    if (!found) throw new Error(`Demo route ${id} is missing.`);
    const route = {
      id,
      name: found.route.name,
      propertyId: found.route.propertyId,
      checkpoints: found.checkpoints.filter((c) => c.retiredAt === null),
      guards,
    };
    const rules = await schedulesOfRoutes(db, tenantId, [id]);
    const occurrences = rules
      .flatMap((rule) => occurrencesBetween(rule, localMidnight(input.from, input.timeZone), now, input.timeZone))
      .filter((o) => o.lateAfter < now)
      .sort((a, b) => a.plannedStart - b.plannedStart);
    for (const occurrence of occurrences) {
      // The latest rounds went to plan: a late end must not lie after now.
      const outcome = occurrence.lateAfter > now - HOUR ? 'complete' : outcomeOf(random);
      if (outcome === 'missed') continue;
      const plan = planRound(
        random,
        route,
        occurrence,
        (duration) =>
          outcome === 'late'
            ? occurrence.lateAfter - duration + between(random, 4, 25) * MINUTE
            : Math.max(
                occurrence.plannedStart - 2 * MINUTE,
                Math.min(
                  occurrence.plannedStart + between(random, 0, 10) * MINUTE,
                  occurrence.windowEnd - duration - MINUTE,
                ),
              ),
        outcome,
      );
      if (plan) plans.push(plan);
    }
    for (const adHoc of AD_HOC.filter((a) => a.route === route.name)) {
      const plan = planRound(
        random,
        route,
        null,
        (duration) => {
          const at = zonedInstant(addDays(today, -adHoc.daysAgo), adHoc.hour, between(random, 0, 40), input.timeZone);
          return at + duration < now ? at : null;
        },
        'complete',
      );
      if (plan) plans.push(plan);
    }
  }
  plans.sort((a, b) => a.startedAt - b.startedAt);

  // Each incident goes to the walked round of its route nearest its day, after its checkpoint's scan.
  for (const seed of ROUND_INCIDENTS) {
    const aimed = now - seed.daysAgo * 24 * HOUR;
    const candidates = plans.filter((p) => p.routeName === seed.route && p.scans.length > 0 && p.endedAt < now);
    const round = candidates.reduce<PlannedRound | undefined>(
      (best, p) => (best === undefined || Math.abs(p.startedAt - aimed) < Math.abs(best.startedAt - aimed) ? p : best),
      undefined,
    );
    if (!round) continue;
    const scan = round.scans.find((s) => s.checkpoint.name === seed.checkpoint) ?? round.scans.at(-1);
    if (scan) scan.incident = seed;
  }

  const key = await checkpointCodeKey(deps.database);
  const history: PastRound[] = [];
  // The incidents reported during the rounds, with their photos: made once the rounds are written.
  const reports: { plan: PlannedRound; roundUuid: string; scan: PlannedScan; photoFileIds: number[] }[] = [];
  for (const plan of plans) {
    // When the phone's requests arrived: at once, or all together after an offline walk.
    let sent = plan.offline ? plan.endedAt + between(random, 2, 15) * MINUTE : 0;
    const arrival = (at: number) => {
      sent = plan.offline ? sent + 1_000 : at + between(random, 1, 4) * 1000;
      return sent;
    };
    const uuid = randomUUID();
    const start = {
      actor: plan.guard,
      start: {
        uuid,
        route_id: plan.routeId,
        started_at: new Date(plan.startedAt).toISOString(),
        ...(plan.occurrence === null
          ? {}
          : {
              schedule_id: plan.occurrence.scheduleId,
              planned_start: new Date(plan.occurrence.plannedStart).toISOString(),
            }),
      },
      startReceivedAt: arrival(plan.startedAt),
    };
    const scans: PastRound['scans'][number][] = [];
    for (const scan of plan.scans) {
      const photo =
        scan.photo === null
          ? undefined
          : (
              await storePhoto(db, fileStore, tenantId, {
                upload: scan.photo === 'night' ? nightBuildingPicture(random) : crackedWallPicture(random),
                originalName: `rundgang-${scan.checkpoint.manualCode.toLowerCase()}.png`,
                uploadedByAccountId: plan.guard.accountId,
              })
            ).file.id;
      // Mostly the printed QR code; now and then the code typed in by hand.
      const byQr = random() < 0.9;
      scans.push({
        receivedAt: arrival(scan.at),
        scan: {
          uuid: randomUUID(),
          code: byQr
            ? signedQrCode(key, plan.guard.tenantId, scan.checkpoint.id, scan.checkpoint.qrToken)
            : scan.checkpoint.manualCode,
          method: byQr ? 'qr' : 'manual',
          scanned_at: new Date(scan.at).toISOString(),
          ...(scan.note === null ? {} : { note: scan.note }),
          ...(photo === undefined ? {} : { photo_file_id: photo }),
        },
      });
      if (scan.incident !== null) {
        reports.push({
          plan,
          roundUuid: uuid,
          scan,
          photoFileIds: await incidentPhotos(deps, fileStore, random, plan, scan.incident),
        });
      }
    }
    history.push({
      ...start,
      scans,
      end: { end: { ended_at: new Date(plan.endedAt).toISOString() }, receivedAt: arrival(plan.endedAt) },
    });
  }
  // The rounds with their scans, as the calls from the phones would have left them.
  await recordRoundHistory(deps, input.timeZone, history);
  const incidents: { id: number; createdAt: number; updatedAt: number }[] = [];
  for (const report of reports) {
    incidents.push(
      await reportDuringRound(deps, input.office, report.plan, report.roundUuid, report.scan, report.photoFileIds),
    );
  }
  return { rounds: plans.length, incidents };
}

/** The photo a guard took of an incident, if its seed has one. */
async function incidentPhotos(
  deps: ServiceDeps,
  fileStore: FileStore,
  random: Random,
  plan: PlannedRound,
  seed: RoundIncidentSeed,
): Promise<number[]> {
  if (seed.photo === undefined) return [];
  const { file } = await storePhoto(deps.database.db, fileStore, plan.guard.tenantId, {
    upload: seed.photo === 'night' ? nightBuildingPicture(random) : crackedWallPicture(random),
    originalName: 'meldung.png',
    uploadedByAccountId: plan.guard.accountId,
  });
  return [file.id];
}

/** An incident reported from the round's phone, linked to it, then worked on by the office. */
async function reportDuringRound(
  deps: ServiceDeps,
  office: Record<IncidentStep['by'], AccountActor>,
  plan: PlannedRound,
  roundUuid: string,
  scan: PlannedScan,
  photoFileIds: number[],
): Promise<{ id: number; createdAt: number; updatedAt: number }> {
  const seed = scan.incident!;
  const reportedAt = scan.at + 45_000;
  const atReport: ServiceDeps = { ...deps, clock: () => reportedAt };
  const patrolRoundId = await roundIdForIncident(atReport, plan.guard, roundUuid, plan.propertyId);
  const { incident } = await createIncident(
    atReport,
    plan.guard,
    {
      uuid: randomUUID(),
      title: seed.title,
      property_id: plan.propertyId,
      description: seed.description,
      severity: seed.severity,
      location: seed.location,
      occurred_at: new Date(scan.at).toISOString(),
    },
    { origin: 'field', photoFileIds, patrolRoundId },
  );
  const { status, lastChangeAt } = await playIncidentHistory(
    deps,
    office,
    { id: incident.id, status: incident.status, occurredAt: scan.at, reportedAt },
    seed.history,
  );
  if (status !== seed.status) throw new Error(`Demo incident “${seed.title}” ends ${status}, not ${seed.status}.`);
  return { id: incident.id, createdAt: reportedAt, updatedAt: lastChangeAt };
}
