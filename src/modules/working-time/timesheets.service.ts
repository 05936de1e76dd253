import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import { invalid } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessDenied, visibleProperty } from '../access/property-access.js';
import { accountNames } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { propertyNames } from '../properties/named-properties.js';
import type { ServiceDeps } from '../shared/context.js';
import { checkArbzg, type ArbzgFinding, type ArbzgRule } from './arbzg.js';
import { breakSpans, type ShiftInput } from './attendance.js';
import { checkPeriod, entryStatus, type EntryStatus, lockedDays, ownEntry } from './entries.js';
import { findWorkingTimeSettings, ruleModes, settingOfRule } from './settings.service.js';
import { CLOCK_SKEW_FLAG_MS } from './clock.service.js';
import { lateRecordFrom } from './entry-edits.service.js';
import { publicHolidays, workBreaks, workShiftRevisions, workShifts } from './working-time.tables.js';
import { addDays, localDayAndTime, localMidnight, shownTime } from './zoned.js';

// The office's time sheet: the entries of a period with what needs a look (a running
// shift over 16 hours, a phone clock off, the German working-time rules not met: arbzg.ts),
// approving them, and locking a period.

/** A shift still open after this long is flagged to the office (and never closed silently). */
export const LONG_OPEN_MS = 16 * 3_600_000;

export type BreakRuleWarning = 'break_30_after_6h' | 'break_45_after_9h';

export interface TimeSheetEntry {
  id: number;
  accountId: number;
  person: string;
  propertyId: number;
  property: string;
  day: string;
  start: string;
  end: string | null;
  breakMinutes: number;
  netMinutes: number | null;
  status: EntryStatus;
  note: string | null;
  /** Breaks as local wall-clock times (end null while running). */
  breaks: { start: string; end: string | null }[];
  /** Who in the office last changed it. */
  editedBy: string | null;
  flags: {
    clockSkew: boolean;
    longOpen: boolean;
    /** Closed at its last tap: a later start arrived, its end from the phone has not (until the office corrects it). */
    endMissing: boolean;
    breakRule: BreakRuleWarning | null;
    /** The working-time rules (ArbZG) the entry's working day breaks, with what was measured. */
    rules: { rule: ArbzgRule; day: string; actualMinutes: number; limitMinutes: number }[];
    /** MiLoG §17: added or last changed by the office after the seventh day past its work day. */
    lateRecord: { by: string | null; at: Date } | null;
  };
}

/** The §4 finding as the entry's break flag: 45 minutes due after 9 hours, 30 after 6. */
function breakRuleOf(findings: readonly ArbzgFinding[]): BreakRuleWarning | null {
  const breaks = findings.find((f) => f.rule === 'breaks');
  if (breaks === undefined) return null;
  return breaks.limitMs > 30 * 60_000 ? 'break_45_after_9h' : 'break_30_after_6h';
}

/**
 * The rules' findings of each shift, per person over the shifts read (a day before the
 * period too, for the rest before its first day), with the organisation's holidays.
 */
async function ruleFindings(
  db: ServiceDeps['database']['db'],
  tenantId: number,
  shifts: readonly ShiftInput[],
  timeZone: string,
  period: { from: string; to: string },
): Promise<Map<number, ArbzgFinding[]>> {
  const holidays = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.tenantId, tenantId),
        gte(publicHolidays.day, addDays(period.from, -1)),
        lte(publicHolidays.day, addDays(period.to, 1)),
      ),
    );
  const holidaySet = new Set(holidays.map((h) => h.day));
  const byPerson = new Map<number, ShiftInput[]>();
  for (const shift of shifts) byPerson.set(shift.accountId, [...(byPerson.get(shift.accountId) ?? []), shift]);
  const found = new Map<number, ArbzgFinding[]>();
  for (const personShifts of byPerson.values()) {
    for (const finding of checkArbzg(personShifts, timeZone, holidaySet)) {
      for (const id of finding.shiftIds) found.set(id, [...(found.get(id) ?? []), finding]);
    }
  }
  return found;
}

/** The entries of a period at the properties the actor sees. */
export async function timeSheet(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  query: { from: string; to: string; accountId?: number | undefined; propertyId?: number | undefined },
): Promise<TimeSheetEntry[]> {
  checkPeriod(query.from, query.to);
  const tenantId = actor.tenantId;
  const db = deps.database.db;
  const start = new Date(localMidnight(query.from, timeZone));
  const end = new Date(localMidnight(addDays(query.to, 1), timeZone));
  // From a day earlier: the rest before the period's first day needs the day before it.
  const rulesFrom = new Date(localMidnight(addDays(query.from, -1), timeZone));
  const read = await db
    .select({
      id: workShifts.id,
      accountId: workShifts.accountId,
      propertyId: workShifts.propertyId,
      startedAt: workShifts.startedAt,
      endedAt: workShifts.endedAt,
      clockSkewMs: workShifts.clockSkewMs,
      endMissing: workShifts.endMissing,
      approvedAt: workShifts.approvedAt,
      editedAt: workShifts.editedAt,
      editedBy: workShifts.editedBy,
      note: workShifts.note,
    })
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, tenantId),
        visibleProperty(actor, workShifts.propertyId),
        isNull(workShifts.deletedAt),
        lt(workShifts.startedAt, end),
        or(isNull(workShifts.endedAt), gt(workShifts.endedAt, rulesFrom)),
        query.accountId !== undefined ? eq(workShifts.accountId, query.accountId) : undefined,
        query.propertyId !== undefined ? eq(workShifts.propertyId, query.propertyId) : undefined,
      ),
    )
    .orderBy(asc(workShifts.startedAt), asc(workShifts.id))
    .limit(5000);
  const rows = read.filter((r) => r.endedAt === null || r.endedAt > start);
  if (rows.length === 0) return [];
  const ids = read.map((r) => r.id);
  const [breaks, names, places, lockedDay, settings, revisions] = await allQueries(db, [
    () =>
      db
        .select({ shiftId: workBreaks.shiftId, startedAt: workBreaks.startedAt, endedAt: workBreaks.endedAt })
        .from(workBreaks)
        .where(and(eq(workBreaks.tenantId, tenantId), inArray(workBreaks.shiftId, ids))),
    () =>
      accountNames(db, tenantId, [
        ...new Set(rows.flatMap((r) => (r.editedBy === null ? [r.accountId] : [r.accountId, r.editedBy]))),
      ]),
    () => propertyNames(db, tenantId, [...new Set(rows.map((r) => r.propertyId))]),
    () => lockedDays(db, tenantId),
    () => findWorkingTimeSettings(db, tenantId),
    () =>
      db
        .select({
          shiftId: workShiftRevisions.shiftId,
          at: workShiftRevisions.at,
          actorAccountId: workShiftRevisions.actorAccountId,
        })
        .from(workShiftRevisions)
        .where(
          and(
            eq(workShiftRevisions.tenantId, tenantId),
            inArray(
              workShiftRevisions.shiftId,
              rows.map((r) => r.id),
            ),
            inArray(workShiftRevisions.action, ['created', 'edited']),
          ),
        ),
  ]);
  const revisionActors = await accountNames(db, tenantId, [
    ...new Set(revisions.flatMap((r) => (r.actorAccountId === null ? [] : [r.actorAccountId]))),
  ]);
  /** The last write of the office to an entry after its work day's seventh day had ended. */
  const lateRecordOf = (shiftId: number, day: string): TimeSheetEntry['flags']['lateRecord'] => {
    if (settings.ruleLateRecord === 'off') return null;
    const from = lateRecordFrom(day, timeZone);
    const late = revisions
      .filter((r) => r.shiftId === shiftId && r.at.getTime() >= from)
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    if (late === undefined) return null;
    return {
      by: late.actorAccountId === null ? null : (revisionActors.get(late.actorAccountId) ?? null),
      at: late.at,
    };
  };
  const now = deps.clock();
  const breaksOf = (shiftId: number) =>
    breaks
      .filter((b) => b.shiftId === shiftId)
      .map((b) => ({ start: b.startedAt.getTime(), end: b.endedAt?.getTime() ?? null }))
      .sort((a, b) => a.start - b.start);
  const modes = ruleModes(settings);
  const checked = Object.entries(modes).some(([rule, mode]) => rule !== 'late_record' && mode !== 'off');
  const found = checked
    ? await ruleFindings(
        db,
        tenantId,
        read.map((row) => ({
          id: row.id,
          accountId: row.accountId,
          start: row.startedAt.getTime(),
          end: row.endedAt?.getTime() ?? null,
          breaks: breaksOf(row.id),
        })),
        timeZone,
        query,
      )
    : new Map<number, ArbzgFinding[]>();
  // A rule switched off is named nowhere.
  const findings = new Map(
    [...found].map(([id, list]) => [id, list.filter((f) => modes[settingOfRule(f.rule)] !== 'off')] as const),
  );
  return rows.map((row) => {
    const startedAt = row.startedAt.getTime();
    const endedAt = row.endedAt?.getTime() ?? null;
    const shiftBreaks = breaksOf(row.id);
    const own = findings.get(row.id) ?? [];
    const breakMs = breakSpans({
      id: row.id,
      accountId: row.accountId,
      start: startedAt,
      end: endedAt ?? now,
      breaks: shiftBreaks,
    }).reduce((sum, [a, b]) => sum + (b - a), 0);
    const local = localDayAndTime(startedAt, timeZone);
    const netMinutes = endedAt === null ? null : Math.round((endedAt - startedAt - breakMs) / 60_000);
    const breakMinutes = Math.round(breakMs / 60_000);
    return {
      id: row.id,
      accountId: row.accountId,
      person: names.get(row.accountId) ?? '',
      propertyId: row.propertyId,
      property: places.find((p) => p.id === row.propertyId)?.name ?? '',
      day: local.day,
      // Seconds where a time has them (a phone's tap), so the net adds up with the times shown.
      start: shownTime(startedAt, local.time),
      end: endedAt === null ? null : shownTime(endedAt, localDayAndTime(endedAt, timeZone).time),
      breakMinutes,
      netMinutes,
      status: entryStatus({
        ended: endedAt !== null,
        locked: lockedDay(local.day),
        edited: row.editedAt !== null,
        approved: row.approvedAt !== null,
      }),
      note: row.note,
      breaks: shiftBreaks.map((b) => ({
        start: shownTime(b.start, localDayAndTime(b.start, timeZone).time),
        end: b.end === null ? null : shownTime(b.end, localDayAndTime(b.end, timeZone).time),
      })),
      editedBy: row.editedBy === null ? null : (names.get(row.editedBy) ?? null),
      flags: {
        clockSkew: row.clockSkewMs > CLOCK_SKEW_FLAG_MS,
        longOpen: endedAt === null && now - startedAt > LONG_OPEN_MS,
        endMissing: row.endMissing && row.editedAt === null,
        breakRule: breakRuleOf(own),
        lateRecord: lateRecordOf(row.id, local.day),
        rules: own.map((f) => ({
          rule: f.rule,
          // The working day the finding concerns: for `rest` the later day, for §9 the day touched.
          day: f.day,
          actualMinutes: Math.round(f.actualMs / 60_000),
          limitMinutes: Math.round(f.limitMs / 60_000),
        })),
      },
    };
  });
}

/**
 * Approves closed entries of unlocked days; answers how many changed. Nothing is approved
 * when one of the entries lies at a property the actor does not see (403) or is the
 * actor's own: nobody approves their own time.
 */
export async function approveEntries(
  deps: ServiceDeps,
  actor: AccountActor,
  timeZone: string,
  ids: number[],
): Promise<number> {
  if (ids.length === 0 || ids.length > 1000) throw invalid('/ids', 'Name 1 to 1,000 entries.');
  const tenantId = actor.tenantId;
  const actorAccountId = actor.accountId;
  const at = new Date(deps.clock());
  return deps.database.db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: workShifts.id,
        accountId: workShifts.accountId,
        startedAt: workShifts.startedAt,
        approvedAt: workShifts.approvedAt,
        endedAt: workShifts.endedAt,
        visible: visibleProperty(actor, workShifts.propertyId).mapWith(Boolean),
      })
      .from(workShifts)
      .where(and(eq(workShifts.tenantId, tenantId), inArray(workShifts.id, ids), isNull(workShifts.deletedAt)));
    if (found.some((row) => !row.visible)) {
      throw propertyAccessDenied({ detail: 'Some of these entries lie at properties your account has no access to.' });
    }
    if (found.some((row) => row.accountId === actorAccountId)) throw ownEntry('approve');
    const rows = found.filter((row) => row.approvedAt === null && row.endedAt !== null);
    const lockedDay = await lockedDays(tx, tenantId);
    const open = rows
      .filter((row) => !lockedDay(localDayAndTime(row.startedAt.getTime(), timeZone).day))
      .map((row) => row.id);
    if (open.length === 0) return 0;
    await tx
      .update(workShifts)
      .set({ approvedAt: at, approvedBy: actorAccountId, updatedAt: at })
      .where(and(eq(workShifts.tenantId, tenantId), inArray(workShifts.id, open)));
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'time.approved',
      targetType: 'tenant',
      targetId: tenantId,
      details: { entries: open.length },
      at,
    });
    return open.length;
  });
}
