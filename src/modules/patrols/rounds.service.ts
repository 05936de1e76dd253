import { recordEvents } from '../../platform/events/events.js';
import { computeRounds } from './office.service.js';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessOf, sees, visibleProperty } from '../access/property-access.js';
import { attachableFileIds } from '../access/file-access.js';
import { requireAttachableFiles } from '../files/photo-refs.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import type {
  FieldPatrolsDto,
  FieldRoundDto,
  FieldRoundEnd,
  FieldRoundStart,
  FieldScan,
  FieldScanResultDto,
} from './field-patrols.schema.js';
import { patrolCheckpoints, patrolRounds, patrolScans } from './patrols.tables.js';
import { checkpointCodeKey, readSignedQrCode } from './checkpoint-codes.js';
import { occurrencesBetween } from './schedule.js';
import { routeWithCheckpoints, routesAtProperties, schedulesOfRoutes } from './setup.service.js';

// Rounds in the field: the routes at the person's properties with their checkpoints, the
// scheduled occurrences due around now, and the start, scan and end taps from the phone's
// queue, each with its own uuid so a replay changes nothing. The phone is never told a
// checkpoint's codes: it sends what it read or what was typed, and the code is checked here
// (a printed QR code by its MAC, checkpoint-codes.ts). A code of another route, an unknown,
// forged, outdated or retired one, or a scan of an ended round is refused and nothing is
// recorded.

type RoundRow = typeof patrolRounds.$inferSelect;
type CheckpointRow = typeof patrolCheckpoints.$inferSelect;

const HOUR = 3_600_000;
/** Occurrences shown: planned up to 12 h ahead, and earlier ones until they are late. */
const AHEAD = 12 * HOUR;
const BEHIND = 24 * HOUR;

/** The active routes at the properties the person sees, each with its active checkpoints. */
async function routesOf(db: Executor, actor: AccountActor) {
  const routes = (await routesAtProperties(db, actor.tenantId, await propertyAccessOf(db, actor))).filter(
    (route) => route.active,
  );
  const withCheckpoints = await allQueries(
    db,
    routes.map((route) => () => routeWithCheckpoints(db, actor.tenantId, route.id)),
  );
  return routes.map((route, index) => ({
    ...route,
    checkpoints: (withCheckpoints[index]?.checkpoints ?? []).filter((checkpoint) => checkpoint.retiredAt === null),
  }));
}

async function scannedIds(db: Executor, tenantId: number, roundIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (roundIds.length === 0) return result;
  const rows = await db
    .select({ roundId: patrolScans.roundId, checkpointId: patrolScans.checkpointId })
    .from(patrolScans)
    .where(and(eq(patrolScans.tenantId, tenantId), inArray(patrolScans.roundId, roundIds)))
    .orderBy(asc(patrolScans.scannedAt), asc(patrolScans.id));
  for (const row of rows) result.set(row.roundId, [...(result.get(row.roundId) ?? []), row.checkpointId]);
  return result;
}

function present(row: RoundRow, scanned: number[]): FieldRoundDto {
  return {
    uuid: row.uuid,
    route_id: row.routeId,
    property_id: row.propertyId,
    schedule_id: row.scheduleId,
    planned_start: row.plannedStart?.toISOString() ?? null,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    scanned_checkpoint_ids: scanned,
  };
}

async function presentOne(db: Executor, tenantId: number, row: RoundRow): Promise<FieldRoundDto> {
  return present(row, (await scannedIds(db, tenantId, [row.id])).get(row.id) ?? []);
}

/**
 * How far ahead of the server's clock a phone's time may be and still be taken as it is (a
 * phone clock a little fast); beyond it, the tap cannot have happened then.
 */
export const PHONE_CLOCK_TOLERANCE_MS = 5 * 60_000;

/**
 * The phone's time of a tap; the receipt time when absent or later than the receipt plus
 * the tolerance (a tap is never recorded after it reached the server).
 */
function phoneTime(value: string | undefined, now: number): Date {
  const at = value !== undefined ? Date.parse(value) : Number.NaN;
  return Number.isFinite(at) && at > 0 && at <= now + PHONE_CLOCK_TOLERANCE_MS ? new Date(at) : new Date(now);
}

/** Routes, checkpoints, the occurrences due around now and the person's open rounds. */
export async function fieldPatrols(deps: ServiceDeps, actor: AccountActor, timeZone: string): Promise<FieldPatrolsDto> {
  const db = deps.database.db;
  const now = deps.clock();
  const routes = await routesOf(db, actor);
  const routeIds = routes.map((route) => route.id);
  const [rules, names] = await allQueries(db, [
    () => schedulesOfRoutes(db, actor.tenantId, routeIds),
    () => propertyNames(db, actor.tenantId, [...new Set(routes.map((route) => route.propertyId))]),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const occurrences = rules
    .flatMap((rule) => occurrencesBetween(rule, now - BEHIND, now + AHEAD, timeZone))
    .filter((occurrence) => occurrence.lateAfter > now)
    .sort((a, b) => a.plannedStart - b.plannedStart);
  const taken =
    occurrences.length === 0 || routeIds.length === 0
      ? []
      : await db
          .select({ scheduleId: patrolRounds.scheduleId, plannedStart: patrolRounds.plannedStart })
          .from(patrolRounds)
          .where(
            and(
              eq(patrolRounds.tenantId, actor.tenantId),
              inArray(patrolRounds.routeId, routeIds),
              sql`${patrolRounds.plannedStart} >= ${new Date(now - BEHIND)}`,
            ),
          );
  const takenKeys = new Set(taken.map((row) => `${row.scheduleId}:${row.plannedStart?.getTime()}`));
  const open = await db
    .select()
    .from(patrolRounds)
    .where(
      and(
        eq(patrolRounds.tenantId, actor.tenantId),
        eq(patrolRounds.startedByAccountId, actor.accountId),
        eq(patrolRounds.status, 'in_progress'),
        visibleProperty(actor, patrolRounds.propertyId),
      ),
    )
    .orderBy(asc(patrolRounds.startedAt));
  const scans = await scannedIds(
    db,
    actor.tenantId,
    open.map((row) => row.id),
  );
  return {
    routes: routes.map((route) => ({
      id: route.id,
      name: route.name,
      property_id: route.propertyId,
      property_name: nameOf.get(route.propertyId) ?? '',
      checkpoints: route.checkpoints.map((checkpoint) => ({
        id: checkpoint.id,
        position: checkpoint.position,
        name: checkpoint.name,
        location_hint: checkpoint.locationHint,
        instructions: checkpoint.instructions,
      })),
    })),
    occurrences: occurrences.map((occurrence) => ({
      schedule_id: occurrence.scheduleId,
      route_id: occurrence.routeId,
      planned_start: new Date(occurrence.plannedStart).toISOString(),
      window_end: new Date(occurrence.windowEnd).toISOString(),
      late_after: new Date(occurrence.lateAfter).toISOString(),
      taken: takenKeys.has(`${occurrence.scheduleId}:${occurrence.plannedStart}`),
    })),
    open_rounds: open.map((row) => present(row, scans.get(row.id) ?? [])),
  };
}

/** A round at a property the person sees, by its uuid; otherwise 404. */
async function visibleRound(db: Executor, actor: AccountActor, uuid: string, lock: boolean): Promise<RoundRow> {
  const query = db
    .select()
    .from(patrolRounds)
    .where(
      and(
        eq(patrolRounds.tenantId, actor.tenantId),
        eq(patrolRounds.uuid, uuid.toLowerCase()),
        visibleProperty(actor, patrolRounds.propertyId),
      ),
    );
  const [row] = lock ? await query.for('update', { of: patrolRounds }) : await query;
  if (!row) throw notFound('Round');
  return row;
}

/**
 * Starts a round (201), once per uuid (a replay answers 200 with the round). A scheduled round
 * names an occurrence of one of the route's schedules; a second round for it is 409
 * round_already_started. A route out of the person's reach is 404.
 */
export async function startRound(
  deps: ServiceDeps,
  actor: AccountActor,
  body: FieldRoundStart,
  timeZone: string,
): Promise<{ round: FieldRoundDto; created: boolean }> {
  const uuid = body.uuid.toLowerCase();
  const now = deps.clock();
  const db = deps.database.db;
  const [earlier] = await db
    .select()
    .from(patrolRounds)
    .where(and(eq(patrolRounds.tenantId, actor.tenantId), eq(patrolRounds.uuid, uuid)));
  if (earlier) {
    if (earlier.routeId !== body.route_id) {
      throw new DomainError('uuid_conflict', `A round with uuid ${uuid} was already started on another route.`);
    }
    return { round: await presentOne(db, actor.tenantId, earlier), created: false };
  }
  const found = await routeWithCheckpoints(db, actor.tenantId, body.route_id);
  if (!found || !sees(await propertyAccessOf(db, actor), found.route.propertyId)) throw notFound('Route');
  const route = found.route;
  if (!route.active) throw invalid('/route_id', 'This route is retired; it takes no new rounds.');
  const { scheduleId, plannedStart } = await scheduledOccurrence(
    body,
    () => schedulesOfRoutes(db, actor.tenantId, [route.id]),
    timeZone,
  );
  try {
    const [row] = await db
      .insert(patrolRounds)
      .values({
        tenantId: actor.tenantId,
        uuid,
        routeId: route.id,
        propertyId: route.propertyId,
        scheduleId,
        plannedStart,
        startedByAccountId: actor.accountId,
        startedAt: phoneTime(body.started_at, now),
        startReceivedAt: new Date(now),
      })
      .returning();
    return { round: present(row!, []), created: true };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'patrol_rounds_tenant_uuid_key') return startRound(deps, actor, body, timeZone);
    if (constraint === 'patrol_rounds_tenant_occurrence_key') throw roundAlreadyStarted();
    throw error;
  }
}

/**
 * The schedule and planned start a round names, checked against its route's schedules
 * (`schedules`, read only when the round names one); both null for a round off schedule.
 */
async function scheduledOccurrence(
  start: { schedule_id?: number; planned_start?: string },
  schedules: () => Promise<Awaited<ReturnType<typeof schedulesOfRoutes>>>,
  timeZone: string,
): Promise<{ scheduleId: number | null; plannedStart: Date | null }> {
  if (start.schedule_id === undefined && start.planned_start === undefined) {
    return { scheduleId: null, plannedStart: null };
  }
  if (start.schedule_id === undefined || start.planned_start === undefined) {
    throw invalid(
      start.schedule_id === undefined ? '/schedule_id' : '/planned_start',
      'A scheduled round names both the schedule and the planned start.',
    );
  }
  const rule = (await schedules()).find((r) => r.id === start.schedule_id);
  const planned = Date.parse(start.planned_start);
  if (!rule || occurrencesBetween(rule, planned, planned + 1, timeZone).length === 0) {
    throw invalid('/planned_start', 'This route has no scheduled round at that time.');
  }
  return { scheduleId: rule.id, plannedStart: new Date(planned) };
}

function roundAlreadyStarted(): DomainError {
  return new DomainError(
    'round_already_started',
    'A round was already started for this scheduled time. Ask the colleague who started it, or start an ad-hoc round.',
  );
}

/**
 * The checkpoint a code names in the tenant: a printed QR code (signed; its MAC and token
 * must match), an NFC tag id, or a manual code in any letter case. A QR token without its
 * MAC (a sheet printed before codes were signed) is 422 checkpoint_code_outdated; a forged
 * or another tenant's code reads as unknown.
 */
async function checkpointByCode(
  db: Executor,
  key: Buffer,
  tenantId: number,
  code: string,
): Promise<CheckpointRow | undefined> {
  const trimmed = code.trim();
  const signed = readSignedQrCode(key, tenantId, trimmed);
  if (signed) {
    if (!signed.authentic) return undefined;
    const [row] = await db
      .select()
      .from(patrolCheckpoints)
      .where(
        and(
          eq(patrolCheckpoints.tenantId, tenantId),
          eq(patrolCheckpoints.id, signed.checkpointId),
          eq(patrolCheckpoints.qrToken, signed.qrToken),
        ),
      );
    return row;
  }
  const [row] = await db
    .select()
    .from(patrolCheckpoints)
    .where(
      and(
        eq(patrolCheckpoints.tenantId, tenantId),
        or(
          eq(patrolCheckpoints.qrToken, trimmed),
          eq(patrolCheckpoints.nfcTagId, trimmed),
          sql`upper(${patrolCheckpoints.manualCode}) = upper(${trimmed})`,
        ),
      ),
    )
    .orderBy(asc(patrolCheckpoints.id))
    .limit(1);
  if (row && row.qrToken === trimmed) {
    throw new DomainError(
      'checkpoint_code_outdated',
      `The QR code of checkpoint “${row.name}” was printed before codes were signed: type the code printed under it, and ask the office to print the route’s sheet again.`,
    );
  }
  return row;
}

/** The checkpoint a scan of a round of `routeId` names, or the refusal of that scan. */
function scannableCheckpoint(checkpoint: CheckpointRow | undefined, routeId: number): CheckpointRow {
  if (!checkpoint) {
    throw new DomainError('checkpoint_unknown', 'This code is not a checkpoint of your organisation.');
  }
  if (checkpoint.retiredAt !== null) {
    throw new DomainError('checkpoint_retired', `Checkpoint “${checkpoint.name}” is no longer in use.`);
  }
  if (checkpoint.routeId !== routeId) {
    throw new DomainError(
      'checkpoint_other_route',
      `Checkpoint “${checkpoint.name}” belongs to another route, not to this round.`,
    );
  }
  return checkpoint;
}

/**
 * Records a scan of a round, once per uuid. Refused, with nothing recorded: a round already
 * ended (409 round_ended), a code the tenant does not know or a forged QR code (422
 * checkpoint_unknown), an unsigned QR token (422 checkpoint_code_outdated), a
 * retired checkpoint (422 checkpoint_retired), one of another route (422
 * checkpoint_other_route); a photo that is not a stored file of the tenant (422).
 */
export async function recordScan(
  deps: ServiceDeps,
  actor: AccountActor,
  roundUuid: string,
  body: FieldScan,
): Promise<FieldScanResultDto> {
  const uuid = body.uuid.toLowerCase();
  const now = deps.clock();
  // Read before the transaction: the first read of an installation makes the key.
  const key = await checkpointCodeKey(deps.database);
  return deps.database.db.transaction(async (tx) => {
    const round = await visibleRound(tx, actor, roundUuid, true);
    const [earlier] = await tx
      .select()
      .from(patrolScans)
      .where(and(eq(patrolScans.tenantId, actor.tenantId), eq(patrolScans.uuid, uuid)));
    if (earlier) {
      if (earlier.roundId !== round.id) {
        throw new DomainError('uuid_conflict', `A scan with uuid ${uuid} was already recorded for another round.`);
      }
      const [checkpoint] = await tx
        .select()
        .from(patrolCheckpoints)
        .where(and(eq(patrolCheckpoints.tenantId, actor.tenantId), eq(patrolCheckpoints.id, earlier.checkpointId)));
      return {
        checkpoint_id: earlier.checkpointId,
        checkpoint_name: checkpoint?.name ?? '',
        recorded: false,
        round: await presentOne(tx, actor.tenantId, round),
      };
    }
    if (round.status === 'ended') {
      throw new DomainError('round_ended', 'This round has already ended; start a new round to scan again.');
    }
    const checkpoint = scannableCheckpoint(await checkpointByCode(tx, key, actor.tenantId, body.code), round.routeId);
    if (body.photo_file_id !== undefined) {
      await requireAttachableFiles(tx, actor, [body.photo_file_id], '/photo_file_id');
    }
    await tx.insert(patrolScans).values({
      tenantId: actor.tenantId,
      uuid,
      roundId: round.id,
      checkpointId: checkpoint.id,
      method: body.method,
      scannedAt: phoneTime(body.scanned_at, now),
      receivedAt: new Date(now),
      accountId: actor.accountId,
      note: body.note?.trim() || null,
      photoFileId: body.photo_file_id ?? null,
    });
    return {
      checkpoint_id: checkpoint.id,
      checkpoint_name: checkpoint.name,
      recorded: true,
      round: await presentOne(tx, actor.tenantId, round),
    };
  });
}

/** Ends a round; ending it again changes nothing. */
export async function endRound(
  deps: ServiceDeps,
  actor: AccountActor,
  roundUuid: string,
  body: FieldRoundEnd,
): Promise<FieldRoundDto> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const round = await visibleRound(tx, actor, roundUuid, true);
    if (round.status === 'ended') return presentOne(tx, actor.tenantId, round);
    const [ended] = await tx
      .update(patrolRounds)
      .set({
        status: 'ended',
        endedAt: phoneTime(body.ended_at, now),
        endedByAccountId: actor.accountId,
        updatedAt: new Date(now),
      })
      .where(and(eq(patrolRounds.tenantId, actor.tenantId), eq(patrolRounds.id, round.id)))
      .returning();
    // Partners read the round as the office sees it (GET /api/v1/events, webhooks).
    const [computed] = await computeRounds(tx, actor.tenantId, [ended!], now);
    if (computed) {
      await recordEvents(tx, deps.clock, [
        {
          tenantId: actor.tenantId,
          type: 'patrol.round.completed',
          origin: 'field',
          subjectId: ended!.id,
          propertyId: ended!.propertyId,
          object: computed.summary,
        },
      ]);
    }
    return presentOne(tx, actor.tenantId, ended!);
  });
}

/** The id of the person's round (at a property they see) by its uuid, for linking an incident; 422 otherwise. */
export async function roundIdForIncident(
  deps: ServiceDeps,
  actor: AccountActor,
  roundUuid: string,
  propertyId: number,
): Promise<number> {
  const [row] = await deps.database.db
    .select({ id: patrolRounds.id, propertyId: patrolRounds.propertyId })
    .from(patrolRounds)
    .where(
      and(
        eq(patrolRounds.tenantId, actor.tenantId),
        eq(patrolRounds.uuid, roundUuid.toLowerCase()),
        visibleProperty(actor, patrolRounds.propertyId),
      ),
    );
  if (!row || row.propertyId !== propertyId) {
    throw invalid('/patrol_round_uuid', 'No round of yours at this property has this uuid.');
  }
  return row.id;
}

/** A round of the past as the phone sent it: its start, scans and end, each with the moment it reached the server. */
export interface PastRound {
  /** The person who started it, scanned and ended it. */
  actor: AccountActor;
  start: FieldRoundStart;
  /** When the server received the start (ms); its clock for `startRound`. */
  startReceivedAt: number;
  /** In the order they were sent. */
  scans: readonly { scan: FieldScan; receivedAt: number }[];
  /** Absent while the round is under way. */
  end?: { end: FieldRoundEnd; receivedAt: number };
}

/** Rows per insert statement when writing a history. */
const HISTORY_BATCH = 500;

/**
 * Rounds of the past of one tenant, written in one go: the rounds, scans and
 * `patrol.round.completed` events (with their dispatch jobs) that `startRound`, `recordScan`
 * and `endRound` record when given the same calls one after the other, round by round, each
 * with a clock reading its `receivedAt` (the demo's four weeks: a few queries per table
 * instead of a dozen per scan). The same refusals as call by call, for the first call that
 * would be refused, and then nothing at all is recorded: a route out of the person's
 * reach or retired, a planned start the schedule does not have, an occurrence that has a
 * round, a code that is unknown, outdated, retired or of another route, a photo the
 * person may not attach. A history holds new rounds only: a round or scan uuid known
 * already or used twice (call by call a replay) is 409 uuid_conflict, and so is a photo
 * attached by the scans of two people. Returns the rounds' ids, in order.
 */
export async function recordRoundHistory(
  deps: ServiceDeps,
  timeZone: string,
  rounds: readonly PastRound[],
): Promise<number[]> {
  if (rounds.length === 0) return [];
  const tenantId = rounds[0]!.actor.tenantId;
  if (rounds.some((round) => round.actor.tenantId !== tenantId)) throw new Error('A round history is of one tenant.');
  // Read before the transaction: the first read of an installation makes the key.
  const key = await checkpointCodeKey(deps.database);
  return deps.database.db.transaction(async (tx) => {
    const roundUuids = rounds.map((round) => round.start.uuid.toLowerCase());
    const scanUuids = rounds.flatMap((round) => round.scans.map(({ scan }) => scan.uuid.toLowerCase()));
    const scheduleIds = [
      ...new Set(rounds.flatMap(({ start }) => (start.schedule_id === undefined ? [] : [start.schedule_id]))),
    ];
    const known = await allQueries(tx, [
      () =>
        tx
          .select({ uuid: patrolRounds.uuid })
          .from(patrolRounds)
          .where(and(eq(patrolRounds.tenantId, tenantId), inArray(patrolRounds.uuid, roundUuids))),
      () =>
        scanUuids.length === 0
          ? Promise.resolve([])
          : tx
              .select({ uuid: patrolScans.uuid })
              .from(patrolScans)
              .where(and(eq(patrolScans.tenantId, tenantId), inArray(patrolScans.uuid, scanUuids))),
      () =>
        scheduleIds.length === 0
          ? Promise.resolve([])
          : tx
              .select({ scheduleId: patrolRounds.scheduleId, plannedStart: patrolRounds.plannedStart })
              .from(patrolRounds)
              .where(and(eq(patrolRounds.tenantId, tenantId), inArray(patrolRounds.scheduleId, scheduleIds))),
    ]);
    const seenRounds = new Set(known[0].map((row) => row.uuid));
    const seenScans = new Set(known[1].map((row) => row.uuid));
    // The occurrences that have a round.
    const occurrences = new Set(known[2].map((row) => `${row.scheduleId}@${row.plannedStart?.getTime()}`));

    // What the calls read, once each: the person's reach, the routes with their schedules,
    // the checkpoint each code names, the photos each person may attach.
    const reach = new Map<number, Awaited<ReturnType<typeof propertyAccessOf>>>();
    const routes = new Map<number, Awaited<ReturnType<typeof routeWithCheckpoints>>>();
    const rules = new Map<number, Awaited<ReturnType<typeof schedulesOfRoutes>>>();
    const codes = new Map<string, CheckpointRow | undefined>();
    const attachable = new Map<number, Set<number>>();
    const photosOf = new Map<number, { actor: AccountActor; ids: number[] }>();
    for (const { actor, scans } of rounds) {
      const photos = scans.flatMap(({ scan }) => (scan.photo_file_id === undefined ? [] : [scan.photo_file_id]));
      if (photos.length === 0) continue;
      const entry = photosOf.get(actor.accountId) ?? { actor, ids: [] };
      entry.ids.push(...photos);
      photosOf.set(actor.accountId, entry);
    }
    for (const [person, { actor, ids }] of photosOf) attachable.set(person, await attachableFileIds(tx, actor, ids));
    const photosUsed = new Map<number, number>();

    const roundRows: (typeof patrolRounds.$inferInsert)[] = [];
    const scanRows: (typeof patrolScans.$inferInsert & { round: number })[] = [];
    for (const [index, round] of rounds.entries()) {
      const { actor, start } = round;
      const uuid = roundUuids[index]!;
      if (seenRounds.has(uuid)) {
        throw new DomainError('uuid_conflict', `A round with uuid ${uuid} was already started.`);
      }
      seenRounds.add(uuid);
      if (!routes.has(start.route_id))
        routes.set(start.route_id, await routeWithCheckpoints(tx, tenantId, start.route_id));
      const found = routes.get(start.route_id);
      if (!reach.has(actor.accountId)) reach.set(actor.accountId, await propertyAccessOf(tx, actor));
      if (!found || !sees(reach.get(actor.accountId)!, found.route.propertyId)) throw notFound('Route');
      const route = found.route;
      if (!route.active) throw invalid('/route_id', 'This route is retired; it takes no new rounds.');
      const { scheduleId, plannedStart } = await scheduledOccurrence(
        start,
        async () => {
          if (!rules.has(route.id)) rules.set(route.id, await schedulesOfRoutes(tx, tenantId, [route.id]));
          return rules.get(route.id)!;
        },
        timeZone,
      );
      if (plannedStart !== null) {
        const occurrence = `${scheduleId}@${plannedStart.getTime()}`;
        if (occurrences.has(occurrence)) throw roundAlreadyStarted();
        occurrences.add(occurrence);
      }
      roundRows.push({
        tenantId,
        uuid,
        routeId: route.id,
        propertyId: route.propertyId,
        scheduleId,
        plannedStart,
        startedByAccountId: actor.accountId,
        startedAt: phoneTime(start.started_at, round.startReceivedAt),
        startReceivedAt: new Date(round.startReceivedAt),
        ...(round.end === undefined
          ? { status: 'in_progress' as const }
          : {
              status: 'ended' as const,
              endedAt: phoneTime(round.end.end.ended_at, round.end.receivedAt),
              endedByAccountId: actor.accountId,
              updatedAt: new Date(round.end.receivedAt),
            }),
      });
      for (const { scan, receivedAt } of round.scans) {
        const scanUuid = scan.uuid.toLowerCase();
        if (seenScans.has(scanUuid)) {
          throw new DomainError('uuid_conflict', `A scan with uuid ${scanUuid} was already recorded.`);
        }
        seenScans.add(scanUuid);
        const code = scan.code.trim();
        if (!codes.has(code)) codes.set(code, await checkpointByCode(tx, key, tenantId, code));
        const checkpoint = scannableCheckpoint(codes.get(code), route.id);
        const photo = scan.photo_file_id;
        if (photo !== undefined) {
          // A photo the person attached to a scan before is theirs to attach again (their scan
          // holds it); another person's scan of the history holding it is not written here.
          const usedBy = photosUsed.get(photo);
          if (usedBy !== undefined && usedBy !== actor.accountId) {
            throw new DomainError('uuid_conflict', `Photo ${photo} is attached by two people's scans of the history.`);
          }
          if (usedBy === undefined && !attachable.get(actor.accountId)?.has(photo)) {
            // The error the call would answer.
            await requireAttachableFiles(tx, actor, [photo], '/photo_file_id');
          }
          photosUsed.set(photo, actor.accountId);
        }
        scanRows.push({
          round: index,
          tenantId,
          uuid: scanUuid,
          roundId: 0,
          checkpointId: checkpoint.id,
          method: scan.method,
          scannedAt: phoneTime(scan.scanned_at, receivedAt),
          receivedAt: new Date(receivedAt),
          accountId: actor.accountId,
          note: scan.note?.trim() || null,
          photoFileId: photo ?? null,
        });
      }
    }

    // The rounds in order (their ids ascend as call by call); ended ones and those under way
    // apart (one insert's rows share their columns).
    const written: RoundRow[] = [];
    for (let from = 0; from < roundRows.length;) {
      const ended = roundRows[from]!.status === 'ended';
      let to = from;
      while (to < roundRows.length && to - from < HISTORY_BATCH && (roundRows[to]!.status === 'ended') === ended) to++;
      try {
        written.push(...(await tx.insert(patrolRounds).values(roundRows.slice(from, to)).returning()));
      } catch (error) {
        if (uniqueViolation(error) === 'patrol_rounds_tenant_occurrence_key') throw roundAlreadyStarted();
        throw error;
      }
      from = to;
    }
    const idOf = new Map(written.map((row) => [row.uuid, row.id]));
    const ids = roundUuids.map((uuid) => idOf.get(uuid)!);
    for (let from = 0; from < scanRows.length; from += HISTORY_BATCH) {
      await tx
        .insert(patrolScans)
        .values(
          scanRows.slice(from, from + HISTORY_BATCH).map(({ round, ...row }) => ({ ...row, roundId: ids[round]! })),
        );
    }

    // Each end's event, as endRound records it when the end arrives: the round as the office
    // sees it (an ended round's figures do not depend on the time they are computed at).
    const endedRows = written.filter((row) => row.status === 'ended');
    const computed = new Map((await computeRounds(tx, tenantId, endedRows, deps.clock())).map((c) => [c.round.id, c]));
    for (const [index, round] of rounds.entries()) {
      const ended = computed.get(ids[index]!);
      if (round.end === undefined || ended === undefined) continue;
      const receivedAt = round.end.receivedAt;
      await recordEvents(tx, () => receivedAt, [
        {
          tenantId,
          type: 'patrol.round.completed',
          origin: 'field',
          subjectId: ended.round.id,
          propertyId: ended.round.propertyId,
          object: ended.summary,
        },
      ]);
    }
    return ids;
  });
}
