// The patrol report of a month through the running server (part of `npm run bench`,
// `BENCH_ENGINES=patrolreport`): one property whose route of 8 checkpoints is scheduled four
// times a day, with 120 rounds walked in the last full month (some with a checkpoint
// missed, some late, some out of order, one that scanned nothing, and the slots left over
// nobody walked), 40 scan photos as the field app uploads them (1600×1200 with their
// 400-px thumbnail) and 6 incidents reported during rounds. The period report is asked
// for over HTTP as the portal does and timed until it is `ready`, while the server
// (`node bin/caretaker.js serve`, compiled, its job worker and PDF thread) watches its event loop with
// monitorEventLoopDelay and its peak memory, as the form report benchmark does.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../src/db/client.js';
import type { FileStore } from '../src/platform/file-store/file-store.js';
import { createAccount } from '../src/modules/accounts/accounts.service.js';
import { storePhoto } from '../src/modules/files/photos.service.js';
import { createIncident } from '../src/modules/incidents/incidents.service.js';
import {
  patrolCheckpoints,
  patrolRounds,
  patrolRoutes,
  patrolScans,
  patrolSchedules,
} from '../src/modules/patrols/patrols.tables.js';
import { occurrencesBetween } from '../src/modules/patrols/schedule.js';
import { createProperty } from '../src/modules/properties/properties.service.js';
import { calendarDay } from '../src/modules/shared/time.js';
import { addDays, localMidnight } from '../src/modules/working-time/zoned.js';
import {
  type Measured,
  measureRows,
  median,
  onEachEngine,
  photo,
  seedBenchTenant,
  withReportServer,
} from './reports.js';

const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 5);
const WALKED = 120;
const CHECKPOINTS = 8;
const PHOTOS = 40;
const INCIDENTS = 6;
const ZONE = 'Europe/Berlin';
const TARGET = { ms: 10_000, stallMs: 100 };
const MINUTE = 60_000;

/** The last full month before today, in Berlin. */
function lastMonth(): { from: string; to: string } {
  const today = calendarDay(Date.now(), ZONE);
  const firstOfThis = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

interface Seeded {
  cookie: string;
  body: object;
  rounds: number;
  scans: number;
}

async function seed(database: Database, files: FileStore): Promise<Seeded> {
  const clock = () => Date.now();
  const deps = { database, clock };
  const db = database.db;
  const { tenantId, accountId, actor, cookie } = await seedBenchTenant(database, clock);
  const property = await createProperty(deps, actor, {
    name: 'Gewerbepark Rheinufer',
    address: { street: 'Rheinuferstraße 12', postal_code: '50668', city: 'Köln' },
  });
  const guards = [accountId];
  for (const name of ['Jonas Wächter', 'Mira Nachtigall']) {
    guards.push(
      (await createAccount(deps, tenantId, { email: `${name.split(' ')[0]?.toLowerCase()}@example.test`, name })).id,
    );
  }
  const [route] = await db
    .insert(patrolRoutes)
    .values({ tenantId, propertyId: property.id, name: 'Außenrunde' })
    .returning({ id: patrolRoutes.id });
  if (!route) throw new Error('no route');
  const names = [
    'Haupttor',
    'Pförtnerloge',
    'Tiefgarage Ebene −1',
    'Lager Halle B',
    'Laderampe',
    'Dach',
    'Technikraum',
    'Nordzaun',
  ];
  const checkpoints = await db
    .insert(patrolCheckpoints)
    .values(
      names.slice(0, CHECKPOINTS).map((name, i) => ({
        tenantId,
        routeId: route.id,
        position: i + 1,
        name,
        qrToken: `cp_bench_${tenantId}_${i}`,
        manualCode: `B${tenantId}${i}`,
      })),
    )
    .returning({ id: patrolCheckpoints.id });
  const rule = {
    routeId: route.id,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startTimes: ['00:00', '06:00', '12:00', '18:00'],
    windowMinutes: 60,
    graceMinutes: 15,
    validFrom: null,
    validTo: null,
  };
  const [schedule] = await db
    .insert(patrolSchedules)
    .values({ tenantId, ...rule })
    .returning({ id: patrolSchedules.id });
  if (!schedule) throw new Error('no schedule');
  const month = lastMonth();
  const occurrences = occurrencesBetween(
    { id: schedule.id, ...rule },
    localMidnight(month.from, ZONE),
    localMidnight(addDays(month.to, 1), ZONE),
    ZONE,
  );
  // Spread the slots nobody walked over the month; fill up with ad-hoc rounds in a short month.
  const skipped = Math.max(0, occurrences.length - WALKED);
  const skip = new Set(
    Array.from({ length: skipped }, (_, i) => Math.floor(((i + 0.5) * occurrences.length) / skipped)),
  );
  const walks: { plannedStart: number | null; start: number }[] = occurrences
    .filter((_, i) => !skip.has(i))
    .map((o) => ({ plannedStart: o.plannedStart, start: o.plannedStart }));
  for (let i = 0; walks.length < WALKED; i++) {
    walks.push({ plannedStart: null, start: localMidnight(addDays(month.from, i), ZONE) + 15 * 60 * MINUTE });
  }

  const distinct = await Promise.all(Array.from({ length: 8 }, (_, i) => photo(i + 1)));
  const photoIds: number[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const stored = await storePhoto(db, files, tenantId, {
      upload: distinct[i % distinct.length] as Buffer,
      uploadedByAccountId: accountId,
    });
    photoIds.push(stored.file.id);
  }

  const notes = [
    'Tür verschlossen vorgefunden.',
    'Beleuchtung defekt, Hausmeister informiert.',
    'Keine Auffälligkeiten.',
  ];
  type ScanRow = typeof patrolScans.$inferInsert;
  const scans: ScanRow[] = [];
  const roundIds: number[] = [];
  let scanNumber = 0;
  for (const [n, walk] of walks.entries()) {
    const guard = guards[n % guards.length] as number;
    const late = n % 9 === 4;
    const startedAt = walk.start + (late ? 50 : 2 + (n % 4)) * MINUTE;
    const order = checkpoints.map((c) => c.id);
    if (n % 10 === 3) order.splice(3 + (n % 4), 1); // one checkpoint not scanned: partial
    if (n % 13 === 7) [order[1], order[2]] = [order[2] as number, order[1] as number]; // out of order
    if (n === 60) order.length = 0; // nothing scanned: missed
    const step = late ? 4 : 5;
    const endedAt = startedAt + (order.length + 1) * step * MINUTE;
    const [round] = await db
      .insert(patrolRounds)
      .values({
        tenantId,
        uuid: randomUUID(),
        routeId: route.id,
        propertyId: property.id,
        scheduleId: walk.plannedStart === null ? null : schedule.id,
        plannedStart: walk.plannedStart === null ? null : new Date(walk.plannedStart),
        status: 'ended',
        startedByAccountId: guard,
        startedAt: new Date(startedAt),
        startReceivedAt: new Date(startedAt),
        endedAt: new Date(endedAt),
        endedByAccountId: guard,
      })
      .returning({ id: patrolRounds.id });
    if (!round) throw new Error('no round');
    roundIds.push(round.id);
    for (const [i, checkpointId] of order.entries()) {
      const at = new Date(startedAt + (i + 1) * step * MINUTE);
      scanNumber++;
      scans.push({
        tenantId,
        uuid: randomUUID(),
        roundId: round.id,
        checkpointId,
        method: (['qr', 'qr', 'nfc', 'manual'] as const)[scanNumber % 4] ?? 'qr',
        scannedAt: at,
        receivedAt: at,
        accountId: guard,
        note: scanNumber % 7 === 0 ? (notes[scanNumber % notes.length] ?? null) : null,
        photoFileId: scanNumber % 23 === 0 ? (photoIds[(scanNumber / 23) % PHOTOS] ?? null) : null,
      });
    }
  }
  for (let i = 0; i < scans.length; i += 500) await db.insert(patrolScans).values(scans.slice(i, i + 500));
  for (let i = 0; i < INCIDENTS; i++) {
    const roundId = roundIds[Math.floor(((i + 0.5) * roundIds.length) / INCIDENTS)] as number;
    const walk = walks[roundIds.indexOf(roundId)];
    await createIncident(
      deps,
      actor,
      {
        property_id: property.id,
        title: ['Zaun beschädigt', 'Tor offen vorgefunden', 'Wasser in der Tiefgarage'][i % 3] ?? 'Vorfall',
        severity: (['medium', 'high', 'low'] as const)[i % 3] ?? 'medium',
        occurred_at: new Date((walk?.start ?? Date.now()) + 20 * MINUTE).toISOString(),
      },
      { patrolRoundId: roundId },
    );
  }
  return {
    cookie,
    body: { kind: 'patrol_period', subject_id: property.id, period_from: month.from, period_to: month.to },
    rounds: walks.length,
    scans: scans.length,
  };
}

export function benchPatrolReport(command: string): Promise<string> {
  return onEachEngine('Patrol reports', (engine, databaseUrl) =>
    withReportServer(databaseUrl, seed, async ({ ask, waitReady, measure, config }, seeded) => {
      const warm = await waitReady(await ask(seeded.body));
      console.log(`  warm-up: ${warm.page_count} pages, ${(warm.byte_size / 1024 / 1024).toFixed(1)} MB`);
      const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, 3000)));
      const single: Measured[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        single.push(await measure(async () => waitReady(await ask(seeded.body))));
        const last = single.at(-1) as Measured;
        console.log(
          `  round ${round + 1}: ${last.ms.toFixed(0)} ms, longest stall ${last.stallMs.toFixed(1)} ms, peak RSS ${last.peakRssMb.toFixed(0)} MB`,
        );
      }
      const period = (seeded.body as { period_from: string; period_to: string }).period_from.slice(0, 7);
      return [
        `### ${engine}`,
        '',
        `The patrol report of one property for ${period} (\`kind: patrol_period\`): ${seeded.rounds} rounds of a route with ${CHECKPOINTS} checkpoints (${seeded.scans} scans; some rounds with a checkpoint missed, some late, some out of order, one with no scan, and the scheduled slots nobody walked), ${PHOTOS} scan photos (stored as the field app uploads them, with their 400-px thumbnail), ${INCIDENTS} incidents; ${warm.page_count} pages, ${(warm.byte_size / 1024 / 1024).toFixed(1)} MB. Asked for with \`POST /portal/api/reports\` from this process to the server in a process of its own (\`node bin/caretaker.js serve\`, compiled, on ${engine}, its job worker and ${config.pdfWorkers} PDF worker threads), timed until \`GET /portal/api/reports/:id\` says \`ready\`; longest event-loop stall by \`monitorEventLoopDelay\` (5 ms resolution) in the server's main thread, peak RSS of the server process. Median of ${ROUNDS} rounds after a warm-up, one run. \`${command}\`, ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1)} at the end.`,
        '',
        ...measureRows(single, TARGET),
        '',
        `The idle server, watched the same way for 3 s: longest stall ${idle.stallMs.toFixed(1)} ms. Median time per page: ${(median(single.map((m) => m.ms)) / warm.page_count).toFixed(0)} ms.`,
        '',
      ].join('\n');
    }),
  );
}
