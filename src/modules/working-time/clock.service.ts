import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, max, or } from 'drizzle-orm';
import { breakSpans, personPeriod, type ShiftInput } from './attendance.js';
import { changedSpan, sameTimes, shiftsFromTaps, type Tap, type TapShift } from './clock-taps.js';
import { addDays, daysBetween, localDayAndTime, localMidnight, weekday } from './zoned.js';
import { lockedDays } from './entries.js';
import { describeOrganisation } from '../tenants/organisation.service.js';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid, uniqueViolation } from '../../domain/errors.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import { lockAccount } from '../accounts/accounts.service.js';
import type { AccountActor } from '../access/actor.js';
import type { ServiceDeps } from '../shared/context.js';
import { type ClockActionKind, clockActionKinds, clockActions, workBreaks, workShifts } from './working-time.tables.js';

/** What the phone can send. */
export const CLOCK_ACTION_KINDS = clockActionKinds;
import { findWorkingTimeSettings, holidaysBetween, ruleModes, settingOfRule } from './settings.service.js';
import { type ArbzgRule, checkArbzg } from './arbzg.js';

// The clock on the phone: start a shift at a property, pause, resume, end. Every action
// carries the phone's id for it (uuid) and the phone's clock (device time): a phone that
// was offline sends its queue when it is back, and each action is applied once, at the
// time the person tapped, in the order they tapped. The server keeps its own receipt
// time next to it and flags a phone clock more than 5 minutes off (the phone says what
// its clock read when it sent the action, so a late delivery is not taken for a wrong clock).

/** A phone clock further off than this is flagged on the shift. */
export const CLOCK_SKEW_FLAG_MS = 5 * 60_000;
/**
 * How far a tap's device time may lie after its receipt: a phone clock that is a little fast.
 * A later time cannot have been tapped yet (an end 23 hours ahead adds time nobody worked).
 */
export const ALLOWED_CLOCK_SKEW_MS = CLOCK_SKEW_FLAG_MS;
/**
 * How late a tap may reach the server: a phone offline for a week still delivers; older taps
 * are refused, and the office enters the time in the time sheet (where it is reviewed).
 */
export const LATEST_DELIVERY_MS = 7 * 24 * 3_600_000;

export interface ClockAction {
  uuid: string;
  kind: ClockActionKind;
  /** The phone's clock when the person tapped (ISO 8601 with zone). */
  deviceAt: string;
  /**
   * The phone's clock when it sent the action (a queued action is sent later than it was
   * tapped): the server compares it with its own to tell a wrong phone clock from a delay.
   */
  sentAt?: string;
  /** With `start`. */
  propertyId?: number;
  /** With `start` or `end`. */
  note?: string | null;
  /** With `start`, kept only when the organisation stores locations. */
  location?: { latitude: number; longitude: number } | null;
}

export interface ClockOutcome {
  /** The shift the tap belongs to; null while the start of its shift has not arrived. */
  shiftId: number | null;
  /** False: this uuid was applied before; nothing changed now. */
  applied: boolean;
}

type Tx = Executor;

const conflict = (detail: string) => new DomainError('invalid_transition', detail);

const SAME_START = 'A shift already begins at this time; one person cannot begin two shifts at once.';

interface StoredShift {
  id: number;
  uuid: string;
  startedAt: Date;
  endedAt: Date | null;
  note: string | null;
  clockSkewMs: number;
  editedAt: Date | null;
  deletedAt: Date | null;
  breaks: { start: number; end: number | null }[];
}

async function storedShifts(tx: Tx, tenantId: number, accountId: number, uuids: string[]): Promise<StoredShift[]> {
  if (uuids.length === 0) return [];
  const rows = await tx
    .select({
      id: workShifts.id,
      uuid: workShifts.uuid,
      startedAt: workShifts.startedAt,
      endedAt: workShifts.endedAt,
      note: workShifts.note,
      clockSkewMs: workShifts.clockSkewMs,
      editedAt: workShifts.editedAt,
      deletedAt: workShifts.deletedAt,
    })
    .from(workShifts)
    .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.accountId, accountId), inArray(workShifts.uuid, uuids)))
    // The office's edits lock the shift too: a rebuild sees an edit made meanwhile, or goes first.
    .for('update');
  const breaks =
    rows.length === 0
      ? []
      : await tx
          .select({ shiftId: workBreaks.shiftId, startedAt: workBreaks.startedAt, endedAt: workBreaks.endedAt })
          .from(workBreaks)
          .where(
            and(
              eq(workBreaks.tenantId, tenantId),
              inArray(
                workBreaks.shiftId,
                rows.map((r) => r.id),
              ),
            ),
          );
  return rows.map((row) => ({
    ...row,
    breaks: breaks
      .filter((b) => b.shiftId === row.id)
      .map((b) => ({ start: b.startedAt.getTime(), end: b.endedAt?.getTime() ?? null }))
      .sort((a, b) => a.start - b.start),
  }));
}

/** Replaces a shift's breaks with those the taps make. */
async function writeBreaks(
  tx: Tx,
  tenantId: number,
  shiftId: number,
  breaks: readonly { start: number; end: number | null }[],
) {
  await tx.delete(workBreaks).where(and(eq(workBreaks.tenantId, tenantId), eq(workBreaks.shiftId, shiftId)));
  if (breaks.length > 0) {
    await tx.insert(workBreaks).values(
      breaks.map((b) => ({
        tenantId,
        shiftId,
        startedAt: new Date(b.start),
        endedAt: b.end === null ? null : new Date(b.end),
      })),
    );
  }
}

/**
 * Records one clock tap of the acting person, once per uuid, and rebuilds the person's
 * shifts it touches from their taps in the order they were made (clock-taps.ts): a tap
 * that arrives late lands at the time it was tapped.
 */
export async function applyClockAction(
  deps: ServiceDeps,
  actor: AccountActor,
  action: ClockAction,
): Promise<ClockOutcome> {
  const device = Date.parse(action.deviceAt);
  if (!Number.isFinite(device)) throw invalid('/device_at', 'Must be a date-time with a zone.');
  const receivedMs = deps.clock();
  const uuid = action.uuid.toLowerCase();
  const tenantId = actor.tenantId;
  const accountId = actor.accountId;
  return deps.database.db.transaction(async (tx) => {
    // One person's taps one after the other: a queue sent twice at once, two phones.
    await lockAccount(tx, tenantId, accountId, 'update');
    const [seen] = await tx
      .select()
      .from(clockActions)
      .where(and(eq(clockActions.tenantId, tenantId), eq(clockActions.uuid, uuid)));
    if (seen) {
      if (seen.accountId !== accountId || seen.kind !== action.kind) {
        throw new DomainError('uuid_conflict', 'This uuid was used for another clock action.');
      }
      return { shiftId: seen.shiftId, applied: false };
    }
    // A replay (above) still answers; a new tap must lie between the latest delivery and now.
    if (device > receivedMs + ALLOWED_CLOCK_SKEW_MS) {
      throw new DomainError(
        'device_clock_ahead',
        `The phone’s time of this tap is more than ${ALLOWED_CLOCK_SKEW_MS / 60_000} minutes after it reached the server; set the phone’s date and time.`,
      );
    }
    if (device < receivedMs - LATEST_DELIVERY_MS) {
      throw new DomainError(
        'clock_action_too_late',
        `This tap is more than ${LATEST_DELIVERY_MS / 86_400_000} days old; ask the office to enter the time in the time sheet.`,
      );
    }
    const at = new Date(device);
    const sent = action.sentAt === undefined ? Number.NaN : Date.parse(action.sentAt);
    // How far the phone's clock is off, as far as one request can tell (the network's delay included).
    const skew = Math.min(Number.isFinite(sent) ? Math.abs(receivedMs - sent) : 0, 2_000_000_000);
    const note = action.kind === 'start' || action.kind === 'end' ? (action.note ?? null) : null;

    let property: { id: number; latitude: number | null; longitude: number | null } | undefined;
    if (action.kind === 'start') {
      if (action.propertyId === undefined) throw invalid('/property_id', 'Choose the property.');
      const found = await loadAccessibleProperty(tx, actor, action.propertyId, () =>
        invalid('/property_id', 'There is no such property.'),
      );
      if (found.archived) throw invalid('/property_id', 'The property is archived; choose another.');
      const settings = await findWorkingTimeSettings(tx, tenantId);
      const location = settings.storeLocation ? action.location : null;
      property = {
        id: action.propertyId,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
      };
    }

    // The taps this one can change: from the person's last start before it on (all, if none).
    const person = and(eq(clockActions.tenantId, tenantId), eq(clockActions.accountId, accountId));
    const [previous] = await tx
      .select({ at: max(clockActions.deviceAt) })
      .from(clockActions)
      .where(and(person, eq(clockActions.kind, 'start'), lt(clockActions.deviceAt, at)));
    const rows = await tx
      .select({
        uuid: clockActions.uuid,
        kind: clockActions.kind,
        deviceAt: clockActions.deviceAt,
        note: clockActions.note,
        shiftId: clockActions.shiftId,
        clockSkewMs: clockActions.clockSkewMs,
      })
      .from(clockActions)
      .where(and(person, previous?.at ? gte(clockActions.deviceAt, previous.at) : undefined));
    if (action.kind === 'start' && rows.some((r) => r.kind === 'start' && r.deviceAt.getTime() === device)) {
      throw conflict(SAME_START);
    }
    const taps: Tap[] = rows.map((r) => ({ uuid: r.uuid, kind: r.kind, at: r.deviceAt.getTime(), note: r.note }));
    const stored = await storedShifts(
      tx,
      tenantId,
      accountId,
      rows.filter((r) => r.kind === 'start').map((r) => r.uuid),
    );
    const storedByUuid = new Map(stored.map((s) => [s.uuid, s]));
    // The office's word on a shift bounds it: a deleted shift takes no more taps, a corrected
    // one none after the end the office set.
    const closedAt = new Map<string, number>();
    for (const row of stored) {
      if (row.deletedAt !== null) closedAt.set(row.uuid, row.startedAt.getTime());
      else if (row.editedAt !== null && row.endedAt !== null) closedAt.set(row.uuid, row.endedAt.getTime());
    }
    const tap: Tap = { uuid, kind: action.kind, at: device, note };
    const before = shiftsFromTaps(taps, closedAt);
    const after = shiftsFromTaps([...taps, tap], closedAt);
    const beforeByUuid = new Map(before.shifts.map((s) => [s.startUuid, s]));

    // What changes, checked before anything is written: a shift the office has corrected or
    // deleted keeps the office's times; a locked day takes no change.
    const isLocked = await lockedDays(tx, tenantId);
    const { timezone } = await describeOrganisation(tx, tenantId);
    const officeRefusal = (row: { startedAt: Date; deletedAt: Date | null }) => {
      const begun = localDayAndTime(row.startedAt.getTime(), timezone);
      return new DomainError(
        'entry_edited',
        `The office has ${row.deletedAt !== null ? 'deleted' : 'entered or corrected'} the shift begun ${begun.day} ${begun.time}; nothing was recorded. Ask the office to change it.`,
      );
    };
    if (action.kind === 'start') {
      // A start inside an entry the office made or corrected would count that time twice.
      const [inside] = await tx
        .select({ startedAt: workShifts.startedAt, deletedAt: workShifts.deletedAt })
        .from(workShifts)
        .where(
          and(
            eq(workShifts.tenantId, tenantId),
            eq(workShifts.accountId, accountId),
            isNull(workShifts.deletedAt),
            isNotNull(workShifts.editedAt),
            lte(workShifts.startedAt, at),
            gt(workShifts.endedAt, at),
          ),
        )
        .limit(1);
      if (inside) throw officeRefusal(inside);
    }
    const changes: { shift: TapShift; stored: StoredShift | undefined }[] = [];
    for (const shift of after.shifts) {
      const old = beforeByUuid.get(shift.startUuid);
      const row = storedByUuid.get(shift.startUuid);
      const sameTaps = old !== undefined && old.taps.join() === shift.taps.join();
      if (old && sameTimes(old, shift) && sameTaps) continue;
      if (row && (row.editedAt !== null || row.deletedAt !== null) && !sameTaps) throw officeRefusal(row);
      const touched = changedSpan(old, shift);
      if (touched) {
        const locked = daysBetween(
          localDayAndTime(touched[0], timezone).day,
          localDayAndTime(touched[1], timezone).day,
        ).filter(isLocked);
        if (locked.length > 0) {
          throw new DomainError(
            'period_locked',
            `${locked[0]} lies in a locked period (payroll has it); nothing was recorded. Ask the office to enter or correct the time.`,
          );
        }
      }
      changes.push({ shift, stored: row });
    }

    // Closed shifts first, so that the one-open-shift index never sees two open ones.
    changes.sort((a, b) => (a.shift.end === null ? 1 : 0) - (b.shift.end === null ? 1 : 0));
    const skewOf = new Map(rows.map((r) => [r.uuid, r.clockSkewMs]));
    skewOf.set(uuid, skew);
    const shiftIdOf = new Map(stored.map((s) => [s.uuid, s.id]));
    const updatedAt = new Date(receivedMs);
    for (const { shift, stored: row } of changes) {
      const shiftSkew = Math.max(0, ...shift.taps.map((u) => skewOf.get(u) ?? 0));
      if (row?.deletedAt) continue;
      if (row?.editedAt) {
        // The office's times stand; only a later start closes a shift left running, at its last tap.
        if (row.endedAt === null && shift.end !== null) {
          const end = Math.max(shift.end, row.startedAt.getTime(), ...row.breaks.map((b) => b.start));
          await tx
            .update(workShifts)
            .set({ endedAt: new Date(end), endMissing: true, updatedAt })
            .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, row.id)));
          await writeBreaks(
            tx,
            tenantId,
            row.id,
            row.breaks.map((b) => ({ start: b.start, end: b.end ?? end })),
          );
        }
        continue;
      }
      if (row) {
        const endNote = shift.endNote !== null && shift.endNote !== '' ? shift.endNote : undefined;
        await tx
          .update(workShifts)
          .set({
            endedAt: shift.end === null ? null : new Date(shift.end),
            endMissing: shift.endMissing,
            ...(endNote !== undefined ? { note: endNote } : {}),
            clockSkewMs: Math.max(row.clockSkewMs, shiftSkew),
            updatedAt,
          })
          .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, row.id)));
        await writeBreaks(tx, tenantId, row.id, shift.breaks);
        continue;
      }
      if (shift.startUuid !== uuid || !property) continue; // a start tap without its shift: none is made here
      const endNote = shift.endNote !== null && shift.endNote !== '' ? shift.endNote : null;
      let created: { id: number } | undefined;
      try {
        [created] = await tx
          .insert(workShifts)
          .values({
            tenantId,
            uuid,
            accountId,
            propertyId: property.id,
            startedAt: at,
            endedAt: shift.end === null ? null : new Date(shift.end),
            endMissing: shift.endMissing,
            note: endNote ?? note,
            latitude: property.latitude,
            longitude: property.longitude,
            clockSkewMs: shiftSkew,
          })
          .returning({ id: workShifts.id });
      } catch (error) {
        // A shift the taps do not know of is running (kept from before taps were rebuilt).
        if (uniqueViolation(error) === 'work_shifts_one_open_key') {
          throw conflict('A shift is already running; end it before starting another.');
        }
        throw error;
      }
      if (!created) throw new DomainError('internal_error', 'The shift was not stored.');
      shiftIdOf.set(uuid, created.id);
      await writeBreaks(tx, tenantId, created.id, shift.breaks);
    }

    // Each tap names its shift as the taps now say (a start that arrived late takes its taps over).
    const belongsTo = new Map<string, number | null>(after.waiting.map((u) => [u, null]));
    for (const shift of after.shifts) {
      const id = shiftIdOf.get(shift.startUuid) ?? null;
      for (const u of shift.taps) belongsTo.set(u, id);
    }
    await tx.insert(clockActions).values({
      tenantId,
      uuid,
      accountId,
      kind: action.kind,
      deviceAt: at,
      receivedAt: new Date(receivedMs),
      shiftId: belongsTo.get(uuid) ?? null,
      note,
      clockSkewMs: skew,
    });
    const moved = new Map<number | null, string[]>();
    for (const r of rows) {
      const id = belongsTo.get(r.uuid) ?? null;
      if (id !== r.shiftId) moved.set(id, [...(moved.get(id) ?? []), r.uuid]);
    }
    for (const [id, uuids] of moved) {
      await tx
        .update(clockActions)
        .set({ shiftId: id })
        .where(and(eq(clockActions.tenantId, tenantId), inArray(clockActions.uuid, uuids)));
    }
    return { shiftId: belongsTo.get(uuid) ?? null, applied: true };
  });
}

/** A tap of a person's past, with the moment it reached the server. */
export interface PastClockAction {
  action: ClockAction;
  /** When the server received it (ms); its clock for this tap in `applyClockAction`. */
  receivedAt: number;
}

/** Rows per insert statement when writing a history. */
const HISTORY_BATCH = 500;

/**
 * A person's taps of the past, written in one go: the shifts, breaks and taps
 * `applyClockAction` records when it is given the same taps one after the other, each at
 * its `receivedAt`, in the order they were made (ascending device time and receipt). For
 * a person who has no taps yet (the demo's history): one query per table instead of a
 * dozen per tap. The same refusals as tap by tap: a tap ahead of its receipt or older than
 * a week then, a property the person cannot use, two starts at once, a locked day, a start
 * inside an entry of the office. Returns the number of shifts.
 */
export async function recordClockHistory(
  deps: ServiceDeps,
  actor: AccountActor,
  history: readonly PastClockAction[],
): Promise<number> {
  const tenantId = actor.tenantId;
  const accountId = actor.accountId;
  if (history.length === 0) return 0;
  return deps.database.db.transaction(async (tx) => {
    await lockAccount(tx, tenantId, accountId, 'update');
    const [earlier] = await tx
      .select({ uuid: clockActions.uuid })
      .from(clockActions)
      .where(and(eq(clockActions.tenantId, tenantId), eq(clockActions.accountId, accountId)))
      .limit(1);
    if (earlier) throw conflict('This person has clock taps already; their history is written tap by tap.');
    const settings = await findWorkingTimeSettings(tx, tenantId);
    const properties = new Map<number, boolean>();
    const taps: (Tap & { received: number; skew: number; propertyId?: number; location: ClockAction['location'] })[] =
      [];
    let previous = { device: -Infinity, received: -Infinity };
    for (const { action, receivedAt } of history) {
      const device = Date.parse(action.deviceAt);
      if (!Number.isFinite(device)) throw invalid('/device_at', 'Must be a date-time with a zone.');
      if (device < previous.device || receivedAt < previous.received) {
        throw invalid('/device_at', 'The taps of a history come in the order they were made.');
      }
      previous = { device, received: receivedAt };
      if (device > receivedAt + ALLOWED_CLOCK_SKEW_MS) {
        throw new DomainError('device_clock_ahead', 'A tap’s time lies after it reached the server.');
      }
      if (device < receivedAt - LATEST_DELIVERY_MS) {
        throw new DomainError('clock_action_too_late', 'A tap reached the server more than a week after it was made.');
      }
      if (action.kind === 'start') {
        if (action.propertyId === undefined) throw invalid('/property_id', 'Choose the property.');
        if (!properties.has(action.propertyId)) {
          const found = await loadAccessibleProperty(tx, actor, action.propertyId, () =>
            invalid('/property_id', 'There is no such property.'),
          );
          if (found.archived) throw invalid('/property_id', 'The property is archived; choose another.');
          properties.set(action.propertyId, true);
        }
        if (taps.some((t) => t.kind === 'start' && t.at === device)) throw conflict(SAME_START);
      }
      const sent = action.sentAt === undefined ? Number.NaN : Date.parse(action.sentAt);
      taps.push({
        uuid: action.uuid.toLowerCase(),
        kind: action.kind,
        at: device,
        note: action.kind === 'start' || action.kind === 'end' ? (action.note ?? null) : null,
        received: receivedAt,
        skew: Math.min(Number.isFinite(sent) ? Math.abs(receivedAt - sent) : 0, 2_000_000_000),
        ...(action.kind === 'start' ? { propertyId: action.propertyId } : {}),
        location: settings.storeLocation ? action.location : null,
      });
    }
    const byUuid = new Map(taps.map((t) => [t.uuid, t]));
    if (byUuid.size !== taps.length) throw new DomainError('uuid_conflict', 'A uuid is used for two clock actions.');
    const { shifts, waiting } = shiftsFromTaps(taps);

    const isLocked = await lockedDays(tx, tenantId);
    const { timezone } = await describeOrganisation(tx, tenantId);
    const edited = await tx
      .select({ startedAt: workShifts.startedAt, endedAt: workShifts.endedAt })
      .from(workShifts)
      .where(
        and(
          eq(workShifts.tenantId, tenantId),
          eq(workShifts.accountId, accountId),
          isNull(workShifts.deletedAt),
          isNotNull(workShifts.editedAt),
        ),
      );
    for (const shift of shifts) {
      const locked = daysBetween(
        localDayAndTime(shift.start, timezone).day,
        localDayAndTime(shift.end ?? shift.start, timezone).day,
      ).filter(isLocked);
      if (locked.length > 0) {
        throw new DomainError(
          'period_locked',
          `${locked[0]} lies in a locked period (payroll has it); nothing was recorded.`,
        );
      }
      const inside = edited.find(
        (e) => e.startedAt.getTime() <= shift.start && e.endedAt !== null && e.endedAt.getTime() > shift.start,
      );
      if (inside) {
        const begun = localDayAndTime(inside.startedAt.getTime(), timezone);
        throw new DomainError(
          'entry_edited',
          `The office has entered or corrected the shift begun ${begun.day} ${begun.time}; nothing was recorded.`,
        );
      }
    }

    // A shift's row as the last tap that changed it left it: its times, its end's note (or
    // its start's), the largest clock difference of its taps, changed when that tap arrived
    // (a later start that closed it counts; a shift of one tap was never changed).
    const rows = shifts.map((shift, index) => {
      const start = byUuid.get(shift.startUuid)!;
      const last = shift.endMissing ? byUuid.get(shifts[index + 1]!.startUuid)! : byUuid.get(shift.taps.at(-1)!)!;
      const endNote = shift.endNote !== null && shift.endNote !== '' ? shift.endNote : null;
      return {
        tenantId,
        uuid: shift.startUuid,
        accountId,
        propertyId: start.propertyId!,
        startedAt: new Date(shift.start),
        endedAt: shift.end === null ? null : new Date(shift.end),
        endMissing: shift.endMissing,
        note: endNote ?? start.note,
        latitude: start.location?.latitude ?? null,
        longitude: start.location?.longitude ?? null,
        clockSkewMs: Math.max(0, ...shift.taps.map((u) => byUuid.get(u)!.skew)),
        ...(last !== start ? { updatedAt: new Date(last.received) } : {}),
      };
    });
    const shiftIdOf = new Map<string, number>();
    // Rows with and without a change time apart (one insert's rows share their columns), in order.
    for (let from = 0; from < rows.length;) {
      const changed = 'updatedAt' in rows[from]!;
      let to = from;
      while (to < rows.length && to - from < HISTORY_BATCH && 'updatedAt' in rows[to]! === changed) to++;
      const created = await tx
        .insert(workShifts)
        .values(rows.slice(from, to))
        .returning({ id: workShifts.id, uuid: workShifts.uuid });
      for (const row of created) shiftIdOf.set(row.uuid, row.id);
      from = to;
    }
    const breaks = shifts.flatMap((shift) =>
      shift.breaks.map((b) => ({
        tenantId,
        shiftId: shiftIdOf.get(shift.startUuid)!,
        startedAt: new Date(b.start),
        endedAt: b.end === null ? null : new Date(b.end),
      })),
    );
    for (let from = 0; from < breaks.length; from += HISTORY_BATCH) {
      await tx.insert(workBreaks).values(breaks.slice(from, from + HISTORY_BATCH));
    }
    const belongsTo = new Map<string, number | null>(waiting.map((u) => [u, null]));
    for (const shift of shifts) {
      for (const u of shift.taps) belongsTo.set(u, shiftIdOf.get(shift.startUuid) ?? null);
    }
    const actions = taps.map((tap) => ({
      tenantId,
      uuid: tap.uuid,
      accountId,
      kind: tap.kind,
      deviceAt: new Date(tap.at),
      receivedAt: new Date(tap.received),
      shiftId: belongsTo.get(tap.uuid) ?? null,
      note: tap.note,
      clockSkewMs: tap.skew,
    }));
    for (let from = 0; from < actions.length; from += HISTORY_BATCH) {
      await tx.insert(clockActions).values(actions.slice(from, from + HISTORY_BATCH));
    }
    return shifts.length;
  });
}

export interface ClockStatus {
  running: {
    shiftId: number;
    propertyId: number;
    startedAt: Date;
    /** The break running now, if any. */
    breakStartedAt: Date | null;
    /** Breaks taken so far (the running one up to now). */
    breakMs: number;
  } | null;
  todayMs: number;
  weekMs: number;
  timeZone: string;
  /**
   * The working-time rules the person's last shift broke, while it ended in the last 12
   * hours (what the phone says after clocking out): over 10 h net, too little break, over
   * 6 h without one, under 11 h of rest before it. Work on a Sunday or holiday is the
   * office's planning, not the person's doing: it shows in the time sheet, not here. Empty
   * when the organisation switched the warnings off.
   */
  lastShiftRules: {
    rule: Exclude<ArbzgRule, 'sunday' | 'holiday'>;
    day: string;
    actualMinutes: number;
    limitMinutes: number;
  }[];
}

/** How long after a shift ended the phone still names the rules it broke. */
export const LAST_SHIFT_RULES_MS = 12 * 3_600_000;

/** What the clock screen shows: the running shift, today's time and the week's (Monday to Sunday), the running shift up to now. */
export async function clockStatus(deps: ServiceDeps, actor: AccountActor, timeZone: string): Promise<ClockStatus> {
  const db = deps.database.db;
  const now = deps.clock();
  const today = localDayAndTime(now, timeZone).day;
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const weekStart = localMidnight(monday, timeZone);
  // From the day before yesterday too: the rest before today's shift needs the one before it.
  const since = Math.min(weekStart, localMidnight(addDays(today, -2), timeZone));
  const shifts = await db
    .select({
      id: workShifts.id,
      propertyId: workShifts.propertyId,
      startedAt: workShifts.startedAt,
      endedAt: workShifts.endedAt,
    })
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, actor.tenantId),
        eq(workShifts.accountId, actor.accountId),
        isNull(workShifts.deletedAt),
        or(isNull(workShifts.endedAt), gt(workShifts.endedAt, new Date(since))),
      ),
    );
  const breaks =
    shifts.length === 0
      ? []
      : await db
          .select({ shiftId: workBreaks.shiftId, startedAt: workBreaks.startedAt, endedAt: workBreaks.endedAt })
          .from(workBreaks)
          .where(
            and(
              eq(workBreaks.tenantId, actor.tenantId),
              inArray(
                workBreaks.shiftId,
                shifts.map((s) => s.id),
              ),
            ),
          );
  const inputs: ShiftInput[] = shifts.map((s) => ({
    id: s.id,
    accountId: actor.accountId,
    start: s.startedAt.getTime(),
    // The running shift counts up to now on the screen (never in an export).
    end: s.endedAt?.getTime() ?? Math.max(now, s.startedAt.getTime()),
    breaks: breaks
      .filter((b) => b.shiftId === s.id)
      .map((b) => ({ start: b.startedAt.getTime(), end: b.endedAt?.getTime() ?? null })),
  }));
  const week = personPeriod(
    { accountId: actor.accountId, weeklyTargetMinutes: 0, workDays: 0 },
    inputs.filter((input) => (input.end ?? now) > weekStart),
    [],
    new Set(),
    {
      from: monday,
      to: addDays(monday, 6),
      timeZone,
    },
  );
  const open = shifts.find((s) => s.endedAt === null);
  const openInput = inputs.find((s) => s.id === open?.id);
  const openBreak = breaks.find((b) => b.shiftId === open?.id && b.endedAt === null);
  return {
    running: open
      ? {
          shiftId: open.id,
          propertyId: open.propertyId,
          startedAt: open.startedAt,
          breakStartedAt: openBreak?.startedAt ?? null,
          breakMs: openInput ? breakSpans(openInput).reduce((sum, [a, b]) => sum + (b - a), 0) : 0,
        }
      : null,
    todayMs: week.days.get(today)?.workedMs ?? 0,
    weekMs: week.workedMs,
    timeZone,
    lastShiftRules: await lastShiftRules(db, actor.tenantId, shifts, inputs, today, timeZone, now),
  };
}

async function lastShiftRules(
  db: Executor,
  tenantId: number,
  shifts: readonly { id: number; endedAt: Date | null }[],
  inputs: readonly ShiftInput[],
  today: string,
  timeZone: string,
  now: number,
): Promise<ClockStatus['lastShiftRules']> {
  const ended = new Set(shifts.filter((s) => s.endedAt !== null).map((s) => s.id));
  const closed = inputs.filter((input) => ended.has(input.id));
  const last = closed.reduce<ShiftInput | undefined>(
    (latest, input) => (latest === undefined || (input.end ?? 0) > (latest.end ?? 0) ? input : latest),
    undefined,
  );
  if (last === undefined || now - (last.end ?? 0) > LAST_SHIFT_RULES_MS) return [];
  const modes = ruleModes(await findWorkingTimeSettings(db, tenantId));
  const holidays = await holidaysBetween(db, tenantId, addDays(today, -3), addDays(today, 1));
  const result: ClockStatus['lastShiftRules'] = [];
  for (const finding of checkArbzg(closed, timeZone, holidays)) {
    if (!finding.shiftIds.includes(last.id) || finding.rule === 'sunday' || finding.rule === 'holiday') continue;
    // Off: not named. Warn and block alike are only named here: clocking out is never refused.
    if (modes[settingOfRule(finding.rule)] === 'off') continue;
    result.push({
      rule: finding.rule,
      day: finding.day,
      actualMinutes: Math.round(finding.actualMs / 60_000),
      limitMinutes: Math.round(finding.limitMs / 60_000),
    });
  }
  return result;
}
