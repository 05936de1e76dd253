import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { breakSpans, personPeriod, type ShiftInput } from './attendance.js';
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
import { findWorkingTimeSettings } from './settings.service.js';

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
  shiftId: number;
  /** False: this uuid was applied before; nothing changed now. */
  applied: boolean;
}

type Tx = Executor;

async function openShiftOf(tx: Tx, tenantId: number, accountId: number) {
  const [shift] = await tx
    .select()
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, tenantId),
        eq(workShifts.accountId, accountId),
        isNull(workShifts.endedAt),
        isNull(workShifts.deletedAt),
      ),
    )
    .for('update');
  return shift;
}

async function openBreakOf(tx: Tx, tenantId: number, shiftId: number) {
  const [open] = await tx
    .select()
    .from(workBreaks)
    .where(and(eq(workBreaks.tenantId, tenantId), eq(workBreaks.shiftId, shiftId), isNull(workBreaks.endedAt)));
  return open;
}

const conflict = (detail: string) => new DomainError('invalid_transition', detail);

const ALREADY_RUNNING = 'A shift is already running; end it before starting another.';

/** Stores a new shift; a second open shift of the person (two phones at once) is refused by the database too. */
async function insertShift(tx: Tx, values: typeof workShifts.$inferInsert): Promise<{ id: number } | undefined> {
  try {
    const [created] = await tx.insert(workShifts).values(values).returning({ id: workShifts.id });
    return created;
  } catch (error) {
    if (uniqueViolation(error) === 'work_shifts_one_open_key') throw conflict(ALREADY_RUNNING);
    throw error;
  }
}

/** Applies one clock action of the acting person, once per uuid. */
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
  return deps.database.db.transaction(async (tx) => {
    // One person's actions one after the other: a queue sent twice at once, two phones.
    await lockAccount(tx, tenantId, actor.accountId, 'update');
    const [seen] = await tx
      .select()
      .from(clockActions)
      .where(and(eq(clockActions.tenantId, tenantId), eq(clockActions.uuid, uuid)));
    if (seen) {
      if (seen.accountId !== actor.accountId || seen.kind !== action.kind) {
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
    const isLocked = await lockedDays(tx, tenantId);
    const { timezone } = await describeOrganisation(tx, tenantId);
    /** Refuses a tap that changes time on a locked day: every local day from `fromMs` to the tap. */
    const refuseLocked = (fromMs: number) => {
      const days = daysBetween(
        localDayAndTime(Math.min(fromMs, device), timezone).day,
        localDayAndTime(device, timezone).day,
      );
      const locked = days.filter(isLocked);
      if (locked.length > 0) {
        const [first] = locked;
        throw new DomainError(
          'period_locked',
          `${first} lies in a locked period (payroll has it); nothing was recorded. Ask the office to enter or correct the time.`,
        );
      }
    };
    const at = new Date(device);
    const sent = action.sentAt === undefined ? Number.NaN : Date.parse(action.sentAt);
    // How far the phone's clock is off, as far as one request can tell (the network's delay included).
    const skew = Number.isFinite(sent) ? Math.abs(receivedMs - sent) : 0;
    let shiftId: number;
    const open = await openShiftOf(tx, tenantId, actor.accountId);
    switch (action.kind) {
      case 'start': {
        refuseLocked(device);
        if (open) throw conflict(ALREADY_RUNNING);
        if (action.propertyId === undefined) throw invalid('/property_id', 'Choose the property.');
        const property = await loadAccessibleProperty(tx, actor, action.propertyId, () =>
          invalid('/property_id', 'There is no such property.'),
        );
        if (property.archived) throw invalid('/property_id', 'The property is archived; choose another.');
        const settings = await findWorkingTimeSettings(tx, tenantId);
        const location = settings.storeLocation ? action.location : null;
        const created = await insertShift(tx, {
          tenantId,
          uuid,
          accountId: actor.accountId,
          propertyId: action.propertyId,
          startedAt: at,
          note: action.note ?? null,
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
          clockSkewMs: Math.min(skew, 2_000_000_000),
        });
        if (!created) throw new DomainError('internal_error', 'The shift was not stored.');
        shiftId = created.id;
        break;
      }
      case 'pause':
      case 'resume':
      case 'end': {
        if (!open) throw conflict('No shift is running.');
        if (at.getTime() < open.startedAt.getTime()) {
          throw invalid('/device_at', 'This lies before the start of the running shift.');
        }
        shiftId = open.id;
        const running = await openBreakOf(tx, tenantId, open.id);
        // An end brings the whole shift into the records, a resume the break it closes.
        if (action.kind === 'end') refuseLocked(open.startedAt.getTime());
        else if (action.kind === 'resume' && running) refuseLocked(running.startedAt.getTime());
        else refuseLocked(device);
        if (action.kind === 'pause') {
          if (running) throw conflict('The break is already running.');
          await tx.insert(workBreaks).values({ tenantId, shiftId: open.id, startedAt: at });
        } else if (action.kind === 'resume') {
          if (!running) throw conflict('No break is running.');
          await tx
            .update(workBreaks)
            .set({ endedAt: new Date(Math.max(device, running.startedAt.getTime())) })
            .where(and(eq(workBreaks.tenantId, tenantId), eq(workBreaks.id, running.id)));
        } else {
          if (running) {
            await tx
              .update(workBreaks)
              .set({ endedAt: new Date(Math.max(device, running.startedAt.getTime())) })
              .where(and(eq(workBreaks.tenantId, tenantId), eq(workBreaks.id, running.id)));
          }
          await tx
            .update(workShifts)
            .set({
              endedAt: at,
              ...(action.note !== undefined && action.note !== null && action.note !== '' ? { note: action.note } : {}),
              updatedAt: new Date(receivedMs),
            })
            .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, open.id)));
        }
        if (skew > open.clockSkewMs) {
          await tx
            .update(workShifts)
            .set({ clockSkewMs: Math.min(skew, 2_000_000_000) })
            .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, open.id)));
        }
        break;
      }
    }
    await tx.insert(clockActions).values({
      tenantId,
      uuid,
      accountId: actor.accountId,
      kind: action.kind,
      deviceAt: at,
      receivedAt: new Date(receivedMs),
      shiftId,
    });
    return { shiftId, applied: true };
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
}

/** What the clock screen shows: the running shift, today's time and the week's (Monday to Sunday), the running shift up to now. */
export async function clockStatus(deps: ServiceDeps, actor: AccountActor, timeZone: string): Promise<ClockStatus> {
  const db = deps.database.db;
  const now = deps.clock();
  const today = localDayAndTime(now, timeZone).day;
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const weekStart = localMidnight(monday, timeZone);
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
        or(isNull(workShifts.endedAt), gt(workShifts.endedAt, new Date(weekStart))),
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
    inputs,
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
  };
}
