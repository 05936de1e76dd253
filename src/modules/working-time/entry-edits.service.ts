import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type BlockedRule, DomainError, invalid, notFound } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { personAccess } from '../access/people-access.js';
import { propertyAccessDenied, propertyAccessOf, sees, visibleProperty } from '../access/property-access.js';
import { accountNames, lockAccount } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { isCalendarDate } from '../shared/time.js';
import { type ArbzgFinding, checkArbzg } from './arbzg.js';
import type { ShiftInput } from './attendance.js';
import { lockedDays, ownEntry } from './entries.js';
import { findWorkingTimeSettings, holidaysBetween, ruleModes, settingOfRule } from './settings.service.js';
import {
  timeLocks,
  type ShiftRevisionAction,
  workBreaks,
  workShiftRevisions,
  workShifts,
} from './working-time.tables.js';
import { addDays, localDayAndTime, localMidnight, zonedInstant } from './zoned.js';

// The office changes entries: adds one a phone did not record, corrects times, the
// property or the breaks, closes a shift someone forgot to end, deletes one made by
// mistake. Every change names a reason and leaves a revision (who, when, why, before and
// after) and an audit entry, in the same transaction. Entries of locked days do not
// change; an admin unlocks a period, with a reason, first.

/** Times as the office types them: a local day and wall-clock times in the organisation's zone. */
export interface EntryTimesInput {
  /** The local day the entry starts. */
  day: string;
  /** HH:MM (or HH:MM:SS). */
  start: string;
  /** HH:MM (or HH:MM:SS); at or before `start` means the next day (a night shift). Null: still running. */
  end: string | null;
  /** Breaks by wall-clock times; each inside the entry (times before `start` are on the next day). */
  breaks: { start: string; end: string }[];
}

export interface NewEntryInput extends EntryTimesInput {
  accountId: number;
  propertyId: number;
  note?: string | null;
  reason: string;
  /** Saves despite working-time rules set to block, for this reason (kept in the audit log). */
  overrideReason?: string | undefined;
}

export interface EntryChangeInput extends Partial<EntryTimesInput> {
  propertyId?: number;
  note?: string | null;
  reason: string;
  overrideReason?: string | undefined;
}

/** An entry as a revision keeps it: instants, so the history reads right in any zone. */
interface EntrySnapshot {
  property_id: number;
  started_at: string;
  ended_at: string | null;
  breaks: { started_at: string; ended_at: string | null }[];
  note: string | null;
}

/** The longest entry the office may type: a shift over a day is a typing error. */
const MAX_ENTRY_MS = 24 * 3_600_000;

function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 3 || trimmed.length > 500) {
    throw invalid('/reason', 'Say why, in 3 to 500 characters: it is kept in the entry’s history.');
  }
  return trimmed;
}

/** `HH:MM`, or `HH:MM:SS` as the time sheet shows a phone's time (so an entry saved unchanged keeps it): hours, minutes, seconds. */
function parseTime(value: string, pointer: string): [number, number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!match) throw invalid(pointer, 'Must be a time, HH:MM (00:00 to 23:59).');
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/** The instants of typed times: `end` at or before `start` is on the next day, and so are breaks before the start. */
export function entryInstants(
  input: EntryTimesInput,
  timeZone: string,
): { start: number; end: number | null; breaks: [number, number][] } {
  if (!isCalendarDate(input.day)) throw invalid('/day', 'Must be a calendar date, YYYY-MM-DD.');
  const [sh, sm, ss] = parseTime(input.start, '/start');
  const start = zonedInstant(input.day, sh, sm, timeZone) + ss * 1000;
  const startSecond = (sh * 60 + sm) * 60 + ss;
  const at = (time: string, pointer: string, orSame: boolean): number => {
    const [h, m, s] = parseTime(time, pointer);
    const second = (h * 60 + m) * 60 + s;
    const nextDay = orSame ? second <= startSecond : second < startSecond;
    return zonedInstant(nextDay ? addDays(input.day, 1) : input.day, h, m, timeZone) + s * 1000;
  };
  const end = input.end === null ? null : at(input.end, '/end', true);
  if (end !== null && end - start > MAX_ENTRY_MS) throw invalid('/end', 'An entry is at most 24 hours long.');
  if (input.breaks.length > 20) throw invalid('/breaks', 'At most 20 breaks.');
  const breaks = input.breaks.map((b, i): [number, number] => {
    const from = at(b.start, `/breaks/${i}/start`, false);
    const to = at(b.end, `/breaks/${i}/end`, false);
    if (to <= from) throw invalid(`/breaks/${i}/end`, 'The break ends before it begins.');
    if (end !== null && to > end) throw invalid(`/breaks/${i}/end`, 'The break ends after the entry.');
    return [from, to];
  });
  breaks.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < breaks.length; i++) {
    if (breaks[i]![0] < breaks[i - 1]![1]) throw invalid(`/breaks/${i}/start`, 'Breaks overlap.');
  }
  return { start, end, breaks };
}

/** MiLoG §17: working time is recorded by the end of the seventh day after the work day. */
export const LATE_RECORD_DAYS = 7;

/** The instant from which a record of `day` is late: the end of the seventh day after it, in the zone. */
export function lateRecordFrom(day: string, timeZone: string): number {
  return localMidnight(addDays(day, LATE_RECORD_DAYS + 1), timeZone);
}

/**
 * The working-time rules' findings that concern one entry, over the person's shifts as the
 * transaction sees them now (two days either side, for the rest before and after).
 */
async function entryFindings(
  tx: Executor,
  tenantId: number,
  accountId: number,
  shiftId: number,
  timeZone: string,
): Promise<ArbzgFinding[]> {
  const [own] = await tx
    .select({ startedAt: workShifts.startedAt, endedAt: workShifts.endedAt })
    .from(workShifts)
    .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, shiftId), isNull(workShifts.deletedAt)));
  if (!own || own.endedAt === null) return [];
  const day = localDayAndTime(own.startedAt.getTime(), timeZone).day;
  const from = new Date(localMidnight(addDays(day, -2), timeZone));
  const to = new Date(localMidnight(addDays(day, 3), timeZone));
  const shifts = await tx
    .select({ id: workShifts.id, startedAt: workShifts.startedAt, endedAt: workShifts.endedAt })
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, tenantId),
        eq(workShifts.accountId, accountId),
        isNull(workShifts.deletedAt),
        lt(workShifts.startedAt, to),
        gt(workShifts.endedAt, from),
      ),
    );
  const breaks = await tx
    .select({ shiftId: workBreaks.shiftId, startedAt: workBreaks.startedAt, endedAt: workBreaks.endedAt })
    .from(workBreaks)
    .where(
      and(
        eq(workBreaks.tenantId, tenantId),
        inArray(
          workBreaks.shiftId,
          shifts.map((s) => s.id),
        ),
      ),
    );
  const inputs: ShiftInput[] = shifts.map((s) => ({
    id: s.id,
    accountId,
    start: s.startedAt.getTime(),
    end: s.endedAt?.getTime() ?? null,
    breaks: breaks
      .filter((b) => b.shiftId === s.id)
      .map((b) => ({ start: b.startedAt.getTime(), end: b.endedAt?.getTime() ?? null })),
  }));
  const holidays = await holidaysBetween(tx, tenantId, addDays(day, -2), addDays(day, 3));
  return checkArbzg(inputs, timeZone, holidays).filter((f) => f.shiftIds.includes(shiftId));
}

/** Whether `after` is no worse than a finding of the same rule and day before the change. */
function knownBefore(after: ArbzgFinding, before: readonly ArbzgFinding[]): boolean {
  const same = before.find((b) => b.rule === after.rule && b.day === after.day);
  if (same === undefined) return false;
  // A maximum (daily_max, stretch) is worse when more; a minimum (breaks, rest) when less.
  if (after.rule === 'daily_max' || after.rule === 'stretch') return after.actualMs <= same.actualMs;
  if (after.rule === 'breaks' || after.rule === 'rest') return after.actualMs >= same.actualMs;
  return true;
}

/**
 * The rules set to block that an office write breaks, refused (422) unless it carries an
 * override reason; an override is kept in the audit log with the rules and the reason.
 * Only what the write makes new or worse blocks: a note changed on a day that already
 * breaks a rule is saved. A write after the seventh day past the work day (MiLoG §17)
 * blocks when that rule is set to block.
 */
async function enforceRules(
  tx: Executor,
  change: {
    tenantId: number;
    actorAccountId: number;
    shiftId: number;
    accountId: number;
    /** The work days the write touches (before and after it). */
    days: string[];
    before: readonly ArbzgFinding[];
    overrideReason: string | undefined;
    at: Date;
  },
  timeZone: string,
): Promise<void> {
  const modes = ruleModes(await findWorkingTimeSettings(tx, change.tenantId));
  const blocked: BlockedRule[] = [];
  if (modes.late_record === 'block') {
    const day = [...change.days].sort()[0]!;
    const late = change.at.getTime() - lateRecordFrom(day, timeZone);
    if (late >= 0) {
      const dayEnd = localMidnight(addDays(day, 1), timeZone);
      blocked.push({
        rule: 'late_record',
        day,
        actual_minutes: Math.floor((change.at.getTime() - dayEnd) / 60_000),
        limit_minutes: Math.floor((lateRecordFrom(day, timeZone) - dayEnd) / 60_000),
      });
    }
  }
  const after = await entryFindings(tx, change.tenantId, change.accountId, change.shiftId, timeZone);
  for (const finding of after) {
    if (modes[settingOfRule(finding.rule)] !== 'block' || knownBefore(finding, change.before)) continue;
    blocked.push({
      rule: finding.rule,
      day: finding.day,
      actual_minutes: Math.round(finding.actualMs / 60_000),
      limit_minutes: Math.round(finding.limitMs / 60_000),
    });
  }
  if (blocked.length === 0) return;
  const reason = change.overrideReason?.trim() ?? '';
  if (reason === '') {
    throw new DomainError(
      'working_time_rule_blocked',
      `The entry would break working-time rules set to block: ${blocked
        .map((b) => `${b.rule} on ${b.day} (${b.actual_minutes} of ${b.limit_minutes} minutes)`)
        .join('; ')}. Someone with time.manage saves it anyway with an override reason.`,
      { blockedRules: blocked },
    );
  }
  if (reason.length > 500) throw invalid('/override_reason', 'At most 500 characters.');
  const names = await accountNames(tx, change.tenantId, [change.accountId]);
  await recordAudit(tx, {
    tenantId: change.tenantId,
    actorAccountId: change.actorAccountId,
    action: 'time.rule_overridden',
    targetType: 'work_shift',
    targetId: change.shiftId,
    details: {
      reason,
      name: names.get(change.accountId) ?? null,
      day: blocked[0]!.day,
      rule_list: [...new Set(blocked.map((b) => b.rule))].join(','),
      rules: blocked,
    },
    at: change.at,
  });
}

async function checkUnlocked(tx: Executor, tenantId: number, days: string[]): Promise<void> {
  const locked = await lockedDays(tx, tenantId);
  const day = days.find(locked);
  if (day !== undefined) {
    throw new DomainError('period_locked', `${day} lies in a locked period; an admin unlocks it first, with a reason.`);
  }
}

async function checkNoOverlap(
  tx: Executor,
  tenantId: number,
  accountId: number,
  start: number,
  end: number | null,
  exceptId?: number,
): Promise<void> {
  const [other] = await tx
    .select({ id: workShifts.id, startedAt: workShifts.startedAt, endedAt: workShifts.endedAt })
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, tenantId),
        eq(workShifts.accountId, accountId),
        isNull(workShifts.deletedAt),
        exceptId === undefined ? undefined : ne(workShifts.id, exceptId),
        end === null ? undefined : lt(workShifts.startedAt, new Date(end)),
        or(isNull(workShifts.endedAt), gt(workShifts.endedAt, new Date(start))),
      ),
    )
    .limit(1);
  if (other) {
    throw new DomainError(
      'entry_overlap',
      `The person has another entry at that time (entry ${other.id}); change or delete that one first.`,
      {
        conflictingEntry: {
          started_at: other.startedAt.toISOString(),
          ended_at: other.endedAt?.toISOString() ?? null,
        },
      },
    );
  }
}

async function snapshot(tx: Executor, tenantId: number, shiftId: number): Promise<EntrySnapshot | undefined> {
  const [shift] = await tx
    .select()
    .from(workShifts)
    .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, shiftId), isNull(workShifts.deletedAt)));
  if (!shift) return undefined;
  const breaks = await tx
    .select({ startedAt: workBreaks.startedAt, endedAt: workBreaks.endedAt })
    .from(workBreaks)
    .where(and(eq(workBreaks.tenantId, tenantId), eq(workBreaks.shiftId, shiftId)))
    .orderBy(asc(workBreaks.startedAt));
  return {
    property_id: shift.propertyId,
    started_at: shift.startedAt.toISOString(),
    ended_at: shift.endedAt?.toISOString() ?? null,
    breaks: breaks.map((b) => ({ started_at: b.startedAt.toISOString(), ended_at: b.endedAt?.toISOString() ?? null })),
    note: shift.note,
  };
}

/** The entry's property: one of the tenant's (422) that the actor sees (403). */
async function checkProperty(tx: Executor, actor: AccountActor, propertyId: number): Promise<void> {
  const [found] = await propertyNames(tx, actor.tenantId, [propertyId]);
  if (!found) throw invalid('/property_id', 'There is no such property.');
  if (!sees(await propertyAccessOf(tx, actor), propertyId)) {
    throw propertyAccessDenied({ propertyId, pointer: '/property_id' });
  }
}

/** A person is booked only at a property they may work at (their own property access). */
async function checkWorksThere(tx: Executor, actor: AccountActor, accountId: number, propertyId: number) {
  const theirs = await personAccess(tx, actor.tenantId, accountId);
  if (theirs !== undefined && !sees(theirs, propertyId)) {
    throw invalid('/property_id', 'The person has no access to this property; give them access first.');
  }
}

/** An entry the actor may change or read: at a property it sees (403), not its own (403 own_entry). */
function checkEntryAccess(
  shift: { accountId: number; visible: boolean },
  actor: AccountActor,
  action: 'edit' | 'delete' | 'read',
): void {
  if (!shift.visible) {
    throw propertyAccessDenied({ detail: 'Your account has no access to this entry’s property.' });
  }
  if (action !== 'read' && shift.accountId === actor.accountId) throw ownEntry(action);
}

async function writeRevision(
  tx: Executor,
  values: {
    tenantId: number;
    shiftId: number;
    action: ShiftRevisionAction;
    actorAccountId: number;
    reason: string;
    before: EntrySnapshot | null;
    after: EntrySnapshot | null;
    at: Date;
  },
  about: { accountId: number; day: string },
): Promise<void> {
  await tx.insert(workShiftRevisions).values(values);
  const names = await accountNames(tx, values.tenantId, [about.accountId]);
  await recordAudit(tx, {
    tenantId: values.tenantId,
    actorAccountId: values.actorAccountId,
    action: `time.entry_${values.action}`,
    targetType: 'work_shift',
    targetId: values.shiftId,
    details: { reason: values.reason, name: names.get(about.accountId) ?? null, day: about.day },
    at: values.at,
  });
}

async function replaceBreaks(
  tx: Executor,
  tenantId: number,
  shiftId: number,
  breaks: [number, number][],
): Promise<void> {
  await tx.delete(workBreaks).where(and(eq(workBreaks.tenantId, tenantId), eq(workBreaks.shiftId, shiftId)));
  if (breaks.length > 0) {
    await tx
      .insert(workBreaks)
      .values(breaks.map(([s, e]) => ({ tenantId, shiftId, startedAt: new Date(s), endedAt: new Date(e) })));
  }
}

/** An entry the office adds for a person (closed: it has an end). Answers its id. */
export async function createEntry(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  input: NewEntryInput,
): Promise<number> {
  const { tenantId, accountId: actorAccountId } = actor;
  if (input.accountId === actorAccountId) throw ownEntry('add');
  const reason = checkReason(input.reason);
  if (input.end === null) throw invalid('/end', 'Enter when the work ended.');
  const times = entryInstants(input, timeZone);
  const end = times.end!;
  const at = new Date(deps.clock());
  if (times.start > at.getTime()) throw invalid('/start', 'An entry cannot start in the future.');
  return deps.database.db.transaction(async (tx) => {
    const names = await accountNames(tx, tenantId, [input.accountId]);
    if (!names.has(input.accountId)) throw invalid('/account_id', 'There is no such person.');
    await checkProperty(tx, actor, input.propertyId);
    await checkWorksThere(tx, actor, input.accountId, input.propertyId);
    await lockAccount(tx, tenantId, input.accountId, 'update');
    await checkUnlocked(tx, tenantId, [input.day, localDayAndTime(end, timeZone).day]);
    await checkNoOverlap(tx, tenantId, input.accountId, times.start, end);
    const [created] = await tx
      .insert(workShifts)
      .values({
        tenantId,
        uuid: randomUUID(),
        accountId: input.accountId,
        propertyId: input.propertyId,
        startedAt: new Date(times.start),
        endedAt: new Date(end),
        note: input.note?.trim() || null,
        editedAt: at,
        editedBy: actorAccountId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: workShifts.id });
    const id = created!.id;
    await replaceBreaks(tx, tenantId, id, times.breaks);
    await enforceRules(
      tx,
      {
        tenantId,
        actorAccountId,
        shiftId: id,
        accountId: input.accountId,
        days: [input.day],
        before: [],
        overrideReason: input.overrideReason,
        at,
      },
      timeZone,
    );
    const after = await snapshot(tx, tenantId, id);
    await writeRevision(
      tx,
      { tenantId, shiftId: id, action: 'created', actorAccountId, reason, before: null, after: after!, at },
      { accountId: input.accountId, day: input.day },
    );
    return id;
  });
}

/**
 * Loads an entry of the organisation for a change, locked against a parallel one; 404 for
 * another tenant's, 403 at a property the actor does not see or for the actor's own.
 */
async function entryForChange(tx: Executor, actor: AccountActor, id: number, action: 'edit' | 'delete') {
  const [found] = await tx
    .select({ shift: workShifts, visible: visibleProperty(actor, workShifts.propertyId).mapWith(Boolean) })
    .from(workShifts)
    .where(and(eq(workShifts.tenantId, actor.tenantId), eq(workShifts.id, id), isNull(workShifts.deletedAt)))
    .for('update');
  if (!found) throw notFound('The entry');
  checkEntryAccess({ accountId: found.shift.accountId, visible: found.visible }, actor, action);
  return found.shift;
}

/**
 * Changes an entry's times, breaks, property or note. Setting the end of a running shift
 * closes it (the person forgot to clock out); an open break then ends with it. The entry
 * becomes "edited", and needs approving again.
 */
export async function editEntry(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  id: number,
  input: EntryChangeInput,
): Promise<void> {
  const { tenantId, accountId: actorAccountId } = actor;
  const reason = checkReason(input.reason);
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    const shift = await entryForChange(tx, actor, id, 'edit');
    const before = (await snapshot(tx, tenantId, id))!;
    const findingsBefore = await entryFindings(tx, tenantId, shift.accountId, id, timeZone);
    const oldStart = localDayAndTime(shift.startedAt.getTime(), timeZone);
    const oldEnd = shift.endedAt === null ? null : localDayAndTime(shift.endedAt.getTime(), timeZone);
    const timesGiven =
      input.day !== undefined || input.start !== undefined || input.end !== undefined || input.breaks !== undefined;
    let times: { start: number; end: number | null; breaks: [number, number][] } | undefined;
    if (timesGiven) {
      const typed: EntryTimesInput = {
        day: input.day ?? oldStart.day,
        start: input.start ?? oldStart.time,
        end: input.end !== undefined ? input.end : (oldEnd?.time ?? null),
        breaks:
          input.breaks ??
          before.breaks
            .filter((b) => b.ended_at !== null)
            .map((b) => ({
              start: localDayAndTime(Date.parse(b.started_at), timeZone).time,
              end: localDayAndTime(Date.parse(b.ended_at!), timeZone).time,
            })),
      };
      times = entryInstants(typed, timeZone);
      if (shift.endedAt !== null && times.end === null) {
        throw invalid('/end', 'A finished entry keeps an end; delete it instead.');
      }
      if (times.start > at.getTime()) throw invalid('/start', 'An entry cannot start in the future.');
      if (times.end !== null && times.end > at.getTime()) throw invalid('/end', 'An entry cannot end in the future.');
    }
    if (input.propertyId !== undefined && input.propertyId !== shift.propertyId) {
      await checkProperty(tx, actor, input.propertyId);
      await checkWorksThere(tx, actor, shift.accountId, input.propertyId);
    }
    const days = [oldStart.day, oldEnd?.day ?? oldStart.day];
    if (times) {
      days.push(localDayAndTime(times.start, timeZone).day);
      if (times.end !== null) days.push(localDayAndTime(times.end, timeZone).day);
    }
    await checkUnlocked(tx, tenantId, days);
    if (times) await checkNoOverlap(tx, tenantId, shift.accountId, times.start, times.end, id);
    await tx
      .update(workShifts)
      .set({
        ...(times
          ? { startedAt: new Date(times.start), endedAt: times.end === null ? null : new Date(times.end) }
          : {}),
        ...(input.propertyId !== undefined ? { propertyId: input.propertyId } : {}),
        ...(input.note !== undefined ? { note: input.note?.trim() || null } : {}),
        editedAt: at,
        editedBy: actorAccountId,
        approvedAt: null,
        approvedBy: null,
        updatedAt: at,
      })
      .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, id)));
    if (times) {
      // A running break of a running shift stays running unless the office typed the breaks.
      const running = before.breaks.find((b) => b.ended_at === null);
      const keep: [number, number][] = times.breaks;
      await replaceBreaks(tx, tenantId, id, keep);
      if (running && input.breaks === undefined) {
        const started = Date.parse(running.started_at);
        await tx.insert(workBreaks).values({
          tenantId,
          shiftId: id,
          startedAt: new Date(started),
          endedAt: times.end === null ? null : new Date(Math.max(started, times.end)),
        });
      }
    }
    await enforceRules(
      tx,
      {
        tenantId,
        actorAccountId,
        shiftId: id,
        accountId: shift.accountId,
        days: times ? [oldStart.day, localDayAndTime(times.start, timeZone).day] : [oldStart.day],
        before: findingsBefore,
        overrideReason: input.overrideReason,
        at,
      },
      timeZone,
    );
    const after = await snapshot(tx, tenantId, id);
    await writeRevision(
      tx,
      { tenantId, shiftId: id, action: 'edited', actorAccountId, reason, before, after: after!, at },
      { accountId: shift.accountId, day: times ? localDayAndTime(times.start, timeZone).day : oldStart.day },
    );
  });
}

/** Deletes an entry (kept for its history, counted nowhere). */
export async function deleteEntry(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  id: number,
  reasonText: string,
): Promise<void> {
  const { tenantId, accountId: actorAccountId } = actor;
  const reason = checkReason(reasonText);
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    const shift = await entryForChange(tx, actor, id, 'delete');
    const before = (await snapshot(tx, tenantId, id))!;
    const days = [localDayAndTime(shift.startedAt.getTime(), timeZone).day];
    if (shift.endedAt) days.push(localDayAndTime(shift.endedAt.getTime(), timeZone).day);
    await checkUnlocked(tx, tenantId, days);
    await tx
      .update(workShifts)
      .set({ deletedAt: at, editedAt: at, editedBy: actorAccountId, updatedAt: at })
      .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, id)));
    await writeRevision(
      tx,
      { tenantId, shiftId: id, action: 'deleted', actorAccountId, reason, before, after: null, at },
      { accountId: shift.accountId, day: days[0]! },
    );
  });
}

export interface EntryRevision {
  id: number;
  action: ShiftRevisionAction;
  at: Date;
  actor: string | null;
  reason: string;
  before: EntrySnapshot | null;
  after: EntrySnapshot | null;
}

/**
 * An entry's history, newest first; 404 for an entry of another organisation, 403 for one
 * at a property the actor does not see.
 */
export async function entryHistory(deps: ServiceDeps, actor: AccountActor, id: number): Promise<EntryRevision[]> {
  const tenantId = actor.tenantId;
  const db = deps.database.db;
  const [shift] = await db
    .select({
      accountId: workShifts.accountId,
      visible: visibleProperty(actor, workShifts.propertyId).mapWith(Boolean),
    })
    .from(workShifts)
    .where(and(eq(workShifts.tenantId, tenantId), eq(workShifts.id, id)));
  if (!shift) throw notFound('The entry');
  checkEntryAccess(shift, actor, 'read');
  const rows = await db
    .select()
    .from(workShiftRevisions)
    .where(and(eq(workShiftRevisions.tenantId, tenantId), eq(workShiftRevisions.shiftId, id)))
    .orderBy(desc(workShiftRevisions.at), desc(workShiftRevisions.id));
  const names = await accountNames(
    db,
    tenantId,
    rows.flatMap((r) => (r.actorAccountId === null ? [] : [r.actorAccountId])),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    at: r.at,
    actor: r.actorAccountId === null ? null : (names.get(r.actorAccountId) ?? null),
    reason: r.reason,
    before: r.before as EntrySnapshot | null,
    after: r.after as EntrySnapshot | null,
  }));
}

export interface TimeLock {
  id: number;
  from: string;
  to: string;
  lockedAt: Date;
  lockedBy: string | null;
}

/** The periods locked now, latest first. */
export async function listLocks(deps: ServiceDeps, tenantId: number): Promise<TimeLock[]> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(timeLocks)
    .where(and(eq(timeLocks.tenantId, tenantId), isNull(timeLocks.unlockedAt)))
    .orderBy(desc(timeLocks.fromDay), desc(timeLocks.id))
    .limit(500);
  const names = await accountNames(
    db,
    tenantId,
    rows.flatMap((r) => (r.lockedBy === null ? [] : [r.lockedBy])),
  );
  return rows.map((r) => ({
    id: r.id,
    from: r.fromDay,
    to: r.toDay,
    lockedAt: r.lockedAt,
    lockedBy: r.lockedBy === null ? null : (names.get(r.lockedBy) ?? null),
  }));
}

/** Unlocks a locked period, with a reason (kept on the lock and in the audit log). */
export async function unlockPeriod(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number,
  lockId: number,
  reasonText: string,
): Promise<void> {
  const reason = checkReason(reasonText);
  const at = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    const [lock] = await tx
      .update(timeLocks)
      .set({ unlockedAt: at, unlockedBy: actorAccountId, unlockReason: reason })
      .where(and(eq(timeLocks.tenantId, tenantId), eq(timeLocks.id, lockId), isNull(timeLocks.unlockedAt)))
      .returning({ from: timeLocks.fromDay, to: timeLocks.toDay });
    if (!lock) throw notFound('The locked period');
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.period_unlocked',
      targetType: 'tenant',
      targetId: tenantId,
      details: { from: lock.from, to: lock.to, reason },
      at,
    });
  });
}
