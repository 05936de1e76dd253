import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireVisible, visibleProperty } from '../access/property-access.js';
import type { AccountActor } from '../access/actor.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import { checkpointCodeKey, signedQrCode } from './checkpoint-codes.js';
import type { SheetInput } from './checkpoint-sheet.js';
import { patrolCheckpoints, patrolRoutes, patrolSchedules } from './patrols.tables.js';
import type {
  PatrolCheckpointCreate,
  PatrolCheckpointDto,
  PatrolCheckpointOrder,
  PatrolCheckpointUpdate,
  PatrolRouteCreate,
  PatrolRouteDetailDto,
  PatrolRouteSummaryDto,
  PatrolRouteUpdate,
  PatrolScheduleCreate,
  PatrolScheduleDto,
  PatrolScheduleUpdate,
} from './setup.schema.js';
import { byName } from '../shared/collation.js';

// The office's set-up of patrols: routes on a property, their ordered checkpoints (each with
// a QR token, an optional NFC tag id and a manual code) and their schedules. Every change
// writes its audit entry in its transaction; a route on a property outside the account's
// list is refused (403), another tenant's is not found (404).

/** Prefix of a checkpoint's QR token; the rest is 24 random bytes, base64url. */
export const QR_TOKEN_PREFIX = 'cp_';
/** The manual code's alphabet: no 0/O, 1/I/L, so it reads and types without doubt. */
export const MANUAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const MANUAL_CODE_LENGTH = 6;

export function newQrToken(): string {
  return QR_TOKEN_PREFIX + randomBytes(24).toString('base64url');
}

export function newManualCode(): string {
  let code = '';
  for (let i = 0; i < MANUAL_CODE_LENGTH; i++) code += MANUAL_CODE_ALPHABET[randomInt(MANUAL_CODE_ALPHABET.length)];
  return code;
}

type RouteRow = typeof patrolRoutes.$inferSelect;
type CheckpointRow = typeof patrolCheckpoints.$inferSelect;
type ScheduleRow = typeof patrolSchedules.$inferSelect;

const clean = (value: string | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function requiredName(value: string, pointer: string): string {
  const name = value.trim();
  if (name === '') throw invalid(pointer, 'Must not be blank.');
  return name;
}

function presentCheckpoint(row: CheckpointRow): PatrolCheckpointDto {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    location_hint: row.locationHint,
    instructions: row.instructions,
    qr_token: row.qrToken,
    nfc_tag_id: row.nfcTagId,
    manual_code: row.manualCode,
    retired_at: row.retiredAt?.toISOString() ?? null,
  };
}

function presentSchedule(row: ScheduleRow): PatrolScheduleDto {
  return {
    id: row.id,
    weekdays: row.weekdays,
    start_times: row.startTimes,
    window_minutes: row.windowMinutes,
    grace_minutes: row.graceMinutes,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    active: row.active,
  };
}

/** The route for a change or a read: 404 when missing or another tenant's, 403 outside the list. */
async function loadRoute(db: Executor, actor: AccountActor, routeId: number): Promise<RouteRow> {
  const [found] = await db
    .select({ row: patrolRoutes, visible: visibleProperty(actor, patrolRoutes.propertyId).mapWith(Boolean) })
    .from(patrolRoutes)
    .where(and(eq(patrolRoutes.tenantId, actor.tenantId), eq(patrolRoutes.id, routeId)));
  return requireVisible(found, 'Patrol route');
}

/** The routes the actor sees, optionally on one property, by property and name. */
export async function listPatrolRoutes(
  deps: ServiceDeps,
  actor: AccountActor,
  query: { property_id?: number | undefined },
): Promise<PatrolRouteSummaryDto[]> {
  const db = deps.database.db;
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, actor, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  const conditions: SQL[] = [
    eq(patrolRoutes.tenantId, actor.tenantId),
    visibleProperty(actor, patrolRoutes.propertyId),
  ];
  if (query.property_id !== undefined) conditions.push(eq(patrolRoutes.propertyId, query.property_id));
  const routes = await db
    .select()
    .from(patrolRoutes)
    .where(and(...conditions))
    .orderBy(asc(byName(patrolRoutes.name)), asc(patrolRoutes.id));
  if (routes.length === 0) return [];
  const ids = routes.map((r) => r.id);
  const checkpointCounts = new Map(
    (
      await db
        .select({ routeId: patrolCheckpoints.routeId, n: count() })
        .from(patrolCheckpoints)
        .where(
          and(
            eq(patrolCheckpoints.tenantId, actor.tenantId),
            inArray(patrolCheckpoints.routeId, ids),
            isNull(patrolCheckpoints.retiredAt),
          ),
        )
        .groupBy(patrolCheckpoints.routeId)
    ).map((r) => [r.routeId, r.n]),
  );
  const scheduleCounts = new Map(
    (
      await db
        .select({ routeId: patrolSchedules.routeId, n: count() })
        .from(patrolSchedules)
        .where(
          and(
            eq(patrolSchedules.tenantId, actor.tenantId),
            inArray(patrolSchedules.routeId, ids),
            eq(patrolSchedules.active, true),
          ),
        )
        .groupBy(patrolSchedules.routeId)
    ).map((r) => [r.routeId, r.n]),
  );
  const names = new Map(
    (await propertyNames(db, actor.tenantId, [...new Set(routes.map((r) => r.propertyId))])).map((p) => [p.id, p.name]),
  );
  return routes.map((r) => ({
    id: r.id,
    property_id: r.propertyId,
    property_name: names.get(r.propertyId) ?? '',
    name: r.name,
    description: r.description,
    active: r.active,
    checkpoint_count: checkpointCounts.get(r.id) ?? 0,
    schedule_count: scheduleCounts.get(r.id) ?? 0,
  }));
}

async function detailOf(db: Executor, tenantId: number, route: RouteRow): Promise<PatrolRouteDetailDto> {
  const checkpoints = await db
    .select()
    .from(patrolCheckpoints)
    .where(and(eq(patrolCheckpoints.tenantId, tenantId), eq(patrolCheckpoints.routeId, route.id)))
    .orderBy(asc(patrolCheckpoints.position), asc(patrolCheckpoints.id));
  const schedules = await db
    .select()
    .from(patrolSchedules)
    .where(and(eq(patrolSchedules.tenantId, tenantId), eq(patrolSchedules.routeId, route.id)))
    .orderBy(asc(patrolSchedules.id));
  const [property] = await propertyNames(db, tenantId, [route.propertyId]);
  return {
    id: route.id,
    property_id: route.propertyId,
    property_name: property?.name ?? '',
    name: route.name,
    description: route.description,
    active: route.active,
    checkpoints: checkpoints.map(presentCheckpoint),
    schedules: schedules.map(presentSchedule),
  };
}

/** One route with its checkpoints (by position, retired last) and its schedules. */
export async function getPatrolRoute(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
): Promise<PatrolRouteDetailDto> {
  const db = deps.database.db;
  return detailOf(db, actor.tenantId, await loadRoute(db, actor, routeId));
}

export async function createPatrolRoute(
  deps: ServiceDeps,
  actor: AccountActor,
  input: PatrolRouteCreate,
): Promise<PatrolRouteDetailDto> {
  const name = requiredName(input.name, '/name');
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    await loadAccessibleProperty(tx, actor, input.property_id, () =>
      invalid('/property_id', 'No property with this id.'),
    );
    const [row] = await tx
      .insert(patrolRoutes)
      .values({
        tenantId: actor.tenantId,
        propertyId: input.property_id,
        name,
        description: clean(input.description),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('route not inserted');
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'patrol_route.created',
      targetType: 'patrol_route',
      targetId: row.id,
      details: { name, property_id: input.property_id },
      at,
    });
    return row;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

export async function updatePatrolRoute(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
  input: PatrolRouteUpdate,
): Promise<PatrolRouteDetailDto> {
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    const before = await loadRoute(tx, actor, routeId);
    const changes: Partial<RouteRow> = {};
    if (input.name !== undefined) changes.name = requiredName(input.name, '/name');
    if (input.description !== undefined) changes.description = clean(input.description);
    if (input.active !== undefined) changes.active = input.active;
    const [row] = await tx
      .update(patrolRoutes)
      .set({ ...changes, updatedAt: at })
      .where(and(eq(patrolRoutes.tenantId, actor.tenantId), eq(patrolRoutes.id, routeId)))
      .returning();
    if (!row) throw notFound('Patrol route');
    const action =
      input.active === false && before.active
        ? 'patrol_route.retired'
        : input.active === true && !before.active
          ? 'patrol_route.reactivated'
          : 'patrol_route.changed';
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action,
      targetType: 'patrol_route',
      targetId: routeId,
      details: { name: row.name, ...(before.name !== row.name ? { previous_name: before.name } : {}) },
      at,
    });
    return row;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

/** 409 nfc_tag_conflict when the tag id is taken; rethrows anything else. */
function nfcClash(error: unknown): never {
  if (uniqueViolation(error) === 'patrol_checkpoints_tenant_nfc_key') {
    throw new DomainError('nfc_tag_conflict', 'Another checkpoint already has this NFC tag.', {
      errors: [{ pointer: '/nfc_tag_id', detail: 'Another checkpoint already has this NFC tag.' }],
    });
  }
  throw error;
}

async function nextPosition(tx: Executor, tenantId: number, routeId: number): Promise<number> {
  const rows = await tx
    .select({ position: patrolCheckpoints.position })
    .from(patrolCheckpoints)
    .where(and(eq(patrolCheckpoints.tenantId, tenantId), eq(patrolCheckpoints.routeId, routeId)));
  return rows.reduce((max, r) => Math.max(max, r.position), 0) + 1;
}

/** Renumbers the route's checkpoints 1…n: the active ones in the given order, retired ones after. */
async function renumber(tx: Executor, tenantId: number, routeId: number, activeOrder?: number[]): Promise<void> {
  const rows = await tx
    .select({ id: patrolCheckpoints.id, retiredAt: patrolCheckpoints.retiredAt })
    .from(patrolCheckpoints)
    .where(and(eq(patrolCheckpoints.tenantId, tenantId), eq(patrolCheckpoints.routeId, routeId)))
    .orderBy(asc(patrolCheckpoints.position), asc(patrolCheckpoints.id));
  const active = activeOrder ?? rows.filter((r) => r.retiredAt === null).map((r) => r.id);
  const retired = rows.filter((r) => r.retiredAt !== null).map((r) => r.id);
  const order = [...active, ...retired];
  for (const [index, id] of order.entries()) {
    await tx
      .update(patrolCheckpoints)
      .set({ position: index + 1 })
      .where(and(eq(patrolCheckpoints.tenantId, tenantId), eq(patrolCheckpoints.id, id)));
  }
}

export async function addPatrolCheckpoint(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
  input: PatrolCheckpointCreate,
): Promise<PatrolRouteDetailDto> {
  const name = requiredName(input.name, '/name');
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    const route = await loadRoute(tx, actor, routeId);
    const position = await nextPosition(tx, actor.tenantId, routeId);
    const nfcTagId = clean(input.nfc_tag_id);
    let row: CheckpointRow | undefined;
    // A new manual code is drawn again when it happens to be taken (the savepoint keeps the
    // transaction usable after the unique violation).
    for (let attempt = 0; row === undefined; attempt++) {
      try {
        row = await tx.transaction(async (sp) => {
          const [inserted] = await sp
            .insert(patrolCheckpoints)
            .values({
              tenantId: actor.tenantId,
              routeId,
              position,
              name,
              locationHint: clean(input.location_hint),
              instructions: clean(input.instructions),
              qrToken: newQrToken(),
              nfcTagId,
              manualCode: newManualCode(),
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          return inserted;
        });
      } catch (error) {
        const key = uniqueViolation(error);
        if (
          (key === 'patrol_checkpoints_tenant_manual_key' || key === 'patrol_checkpoints_tenant_qr_key') &&
          attempt < 8
        ) {
          continue;
        }
        nfcClash(error);
      }
    }
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'patrol_checkpoint.created',
      targetType: 'patrol_checkpoint',
      targetId: row.id,
      details: { name, route: route.name, route_id: routeId, manual_code: row.manualCode },
      at,
    });
    return route;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

async function loadCheckpoint(tx: Executor, tenantId: number, routeId: number, checkpointId: number) {
  const [row] = await tx
    .select()
    .from(patrolCheckpoints)
    .where(
      and(
        eq(patrolCheckpoints.tenantId, tenantId),
        eq(patrolCheckpoints.routeId, routeId),
        eq(patrolCheckpoints.id, checkpointId),
      ),
    );
  if (!row) throw notFound('Checkpoint');
  return row;
}

export async function updatePatrolCheckpoint(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
  checkpointId: number,
  input: PatrolCheckpointUpdate,
): Promise<PatrolRouteDetailDto> {
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    const route = await loadRoute(tx, actor, routeId);
    const before = await loadCheckpoint(tx, actor.tenantId, routeId, checkpointId);
    const changes: Partial<CheckpointRow> = {};
    if (input.name !== undefined) changes.name = requiredName(input.name, '/name');
    if (input.location_hint !== undefined) changes.locationHint = clean(input.location_hint);
    if (input.instructions !== undefined) changes.instructions = clean(input.instructions);
    if (input.nfc_tag_id !== undefined) changes.nfcTagId = clean(input.nfc_tag_id);
    const retiring = input.retired === true && before.retiredAt === null;
    const restoring = input.retired === false && before.retiredAt !== null;
    if (retiring) changes.retiredAt = at;
    if (restoring) {
      changes.retiredAt = null;
      changes.position = await nextPosition(tx, actor.tenantId, routeId);
    }
    try {
      await tx.transaction(async (sp) => {
        await sp
          .update(patrolCheckpoints)
          .set({ ...changes, updatedAt: at })
          .where(and(eq(patrolCheckpoints.tenantId, actor.tenantId), eq(patrolCheckpoints.id, checkpointId)));
      });
    } catch (error) {
      nfcClash(error);
    }
    if (retiring || restoring) await renumber(tx, actor.tenantId, routeId);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: retiring
        ? 'patrol_checkpoint.retired'
        : restoring
          ? 'patrol_checkpoint.reactivated'
          : 'patrol_checkpoint.changed',
      targetType: 'patrol_checkpoint',
      targetId: checkpointId,
      details: { name: changes.name ?? before.name, route: route.name, route_id: routeId },
      at,
    });
    return route;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

export async function reorderPatrolCheckpoints(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
  input: PatrolCheckpointOrder,
): Promise<PatrolRouteDetailDto> {
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    const route = await loadRoute(tx, actor, routeId);
    const active = await tx
      .select({ id: patrolCheckpoints.id })
      .from(patrolCheckpoints)
      .where(
        and(
          eq(patrolCheckpoints.tenantId, actor.tenantId),
          eq(patrolCheckpoints.routeId, routeId),
          isNull(patrolCheckpoints.retiredAt),
        ),
      );
    const expected = new Set(active.map((r) => r.id));
    const given = input.checkpoint_ids;
    if (new Set(given).size !== given.length) throw invalid('/checkpoint_ids', 'Lists a checkpoint twice.');
    for (const [index, id] of given.entries()) {
      if (!expected.has(id)) {
        throw invalid(`/checkpoint_ids/${index}`, 'Not a checkpoint of this route that is in use.');
      }
    }
    if (given.length !== expected.size) {
      throw invalid('/checkpoint_ids', 'Must list every checkpoint of the route that is not retired.');
    }
    await renumber(tx, actor.tenantId, routeId, given);
    await tx
      .update(patrolRoutes)
      .set({ updatedAt: at })
      .where(and(eq(patrolRoutes.tenantId, actor.tenantId), eq(patrolRoutes.id, routeId)));
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'patrol_checkpoints.reordered',
      targetType: 'patrol_route',
      targetId: routeId,
      details: { name: route.name },
      at,
    });
    return route;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | null | undefined, pointer: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw invalid(pointer, 'Must be a date, YYYY-MM-DD.');
  }
  return value;
}

interface ScheduleValues {
  weekdays: number[];
  startTimes: string[];
  windowMinutes: number;
  graceMinutes: number;
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

/** Checks a whole schedule; every pointer names the field as sent. */
function validSchedule(values: ScheduleValues): ScheduleValues {
  const errors: { pointer: string; detail: string }[] = [];
  if (values.weekdays.length === 0) errors.push({ pointer: '/weekdays', detail: 'Name at least one weekday.' });
  values.weekdays.forEach((day, i) => {
    if (day < 1 || day > 7)
      errors.push({ pointer: `/weekdays/${i}`, detail: 'A weekday is 1 (Monday) to 7 (Sunday).' });
  });
  if (new Set(values.weekdays).size !== values.weekdays.length) {
    errors.push({ pointer: '/weekdays', detail: 'Names a weekday twice.' });
  }
  if (values.startTimes.length === 0) errors.push({ pointer: '/start_times', detail: 'Name at least one start time.' });
  values.startTimes.forEach((time, i) => {
    if (!HHMM.test(time))
      errors.push({ pointer: `/start_times/${i}`, detail: 'A start time is HH:MM, 00:00 to 23:59.' });
  });
  if (new Set(values.startTimes).size !== values.startTimes.length) {
    errors.push({ pointer: '/start_times', detail: 'Names a start time twice.' });
  }
  if (values.windowMinutes < 1 || values.windowMinutes > 1440) {
    errors.push({ pointer: '/window_minutes', detail: 'Between 1 and 1440 minutes.' });
  }
  if (values.graceMinutes < 0 || values.graceMinutes > 1440) {
    errors.push({ pointer: '/grace_minutes', detail: 'Between 0 and 1440 minutes.' });
  }
  if (values.validFrom !== null && values.validTo !== null && values.validTo < values.validFrom) {
    errors.push({ pointer: '/valid_to', detail: 'Must not be before valid_from.' });
  }
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
  return {
    ...values,
    weekdays: [...values.weekdays].sort((a, b) => a - b),
    startTimes: [...values.startTimes].sort(),
  };
}

export async function addPatrolSchedule(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
  input: PatrolScheduleCreate,
): Promise<PatrolRouteDetailDto> {
  const values = validSchedule({
    weekdays: input.weekdays,
    startTimes: input.start_times,
    windowMinutes: input.window_minutes,
    graceMinutes: input.grace_minutes ?? 0,
    validFrom: validDay(input.valid_from, '/valid_from'),
    validTo: validDay(input.valid_to, '/valid_to'),
    active: input.active ?? true,
  });
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    const route = await loadRoute(tx, actor, routeId);
    const [row] = await tx
      .insert(patrolSchedules)
      .values({ tenantId: actor.tenantId, routeId, ...values, createdAt: at, updatedAt: at })
      .returning({ id: patrolSchedules.id });
    if (!row) throw new Error('schedule not inserted');
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'patrol_schedule.created',
      targetType: 'patrol_schedule',
      targetId: row.id,
      details: { route: route.name, route_id: routeId, weekdays: values.weekdays, start_times: values.startTimes },
      at,
    });
    return route;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

export async function updatePatrolSchedule(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
  scheduleId: number,
  input: PatrolScheduleUpdate,
): Promise<PatrolRouteDetailDto> {
  const at = new Date(deps.clock());
  const route = await deps.database.db.transaction(async (tx) => {
    const route = await loadRoute(tx, actor, routeId);
    const [before] = await tx
      .select()
      .from(patrolSchedules)
      .where(
        and(
          eq(patrolSchedules.tenantId, actor.tenantId),
          eq(patrolSchedules.routeId, routeId),
          eq(patrolSchedules.id, scheduleId),
        ),
      );
    if (!before) throw notFound('Schedule');
    const values = validSchedule({
      weekdays: input.weekdays ?? before.weekdays,
      startTimes: input.start_times ?? before.startTimes,
      windowMinutes: input.window_minutes ?? before.windowMinutes,
      graceMinutes: input.grace_minutes ?? before.graceMinutes,
      validFrom: input.valid_from !== undefined ? validDay(input.valid_from, '/valid_from') : before.validFrom,
      validTo: input.valid_to !== undefined ? validDay(input.valid_to, '/valid_to') : before.validTo,
      active: input.active ?? before.active,
    });
    await tx
      .update(patrolSchedules)
      .set({ ...values, updatedAt: at })
      .where(and(eq(patrolSchedules.tenantId, actor.tenantId), eq(patrolSchedules.id, scheduleId)));
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'patrol_schedule.changed',
      targetType: 'patrol_schedule',
      targetId: scheduleId,
      details: {
        route: route.name,
        route_id: routeId,
        weekdays: values.weekdays,
        start_times: values.startTimes,
        active: values.active,
      },
      at,
    });
    return route;
  });
  return detailOf(deps.database.db, actor.tenantId, route);
}

/** What the checkpoint sheet is made from: the route's checkpoints in use, in the tenant's language. */
export async function checkpointSheetInput(
  deps: ServiceDeps,
  actor: AccountActor,
  routeId: number,
): Promise<SheetInput> {
  const db = deps.database.db;
  const route = await loadRoute(db, actor, routeId);
  const detail = await detailOf(db, actor.tenantId, route);
  const organisation = await describeOrganisation(db, actor.tenantId);
  const key = await checkpointCodeKey(deps.database);
  return {
    propertyName: detail.property_name,
    routeName: detail.name,
    language: organisation.language,
    checkpoints: detail.checkpoints
      .filter((c) => c.retired_at === null)
      .map((c) => ({
        position: c.position,
        name: c.name,
        locationHint: c.location_hint,
        qrCode: signedQrCode(key, actor.tenantId, c.id, c.qr_token),
        manualCode: c.manual_code,
      })),
  };
}
