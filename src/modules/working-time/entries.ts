import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid } from '../../domain/errors.js';
import { isCalendarDate } from '../shared/time.js';
import { timeLocks, workShifts } from './working-time.tables.js';
import { daysBetween } from './zoned.js';

// What the time sheet and the exports say alike about entries: which periods may be asked
// for, which days are locked, and an entry's status.

/** Longest period one time sheet or export covers. */
export const MAX_PERIOD_DAYS = 366;

const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9998-12-31';

/** A period of calendar days, `from` to `to` both included; a 422 naming the field at fault otherwise. */
export function checkPeriod(from: string, to: string): void {
  if (!isCalendarDate(from)) throw invalid('/from', 'Must be a calendar date, YYYY-MM-DD.');
  if (!isCalendarDate(to)) throw invalid('/to', 'Must be a calendar date, YYYY-MM-DD.');
  // Calendar arithmetic (the day after `to`) must stay within four-digit years.
  if (from < FIRST_DAY) throw invalid('/from', `Must be ${FIRST_DAY} or later.`);
  if (to > LAST_DAY) throw invalid('/to', `Must be ${LAST_DAY} or earlier.`);
  if (to < from) throw invalid('/to', 'The period ends before it begins.');
  if (daysBetween(from, to).length > MAX_PERIOD_DAYS) {
    throw invalid('/to', `A period is at most ${MAX_PERIOD_DAYS} days.`);
  }
}

/**
 * 403 own_entry: nobody adds, changes, deletes or approves their own time in the office;
 * another person with the right to manage time does (four eyes on every change).
 */
export function ownEntry(action: 'add' | 'edit' | 'delete' | 'approve'): DomainError {
  const what = { add: 'add entries for', edit: 'change', delete: 'delete', approve: 'approve' }[action];
  return new DomainError(
    'own_entry',
    `You cannot ${what} your own working time; another person who manages working time does it.`,
  );
}

/** Whether a local day lies in a period that is locked now. */
export async function lockedDays(db: Executor, tenantId: number): Promise<(day: string) => boolean> {
  const locks = await db
    .select({ fromDay: timeLocks.fromDay, toDay: timeLocks.toDay })
    .from(timeLocks)
    .where(and(eq(timeLocks.tenantId, tenantId), isNull(timeLocks.unlockedAt)));
  return (day) => locks.some((lock) => lock.fromDay <= day && day <= lock.toDay);
}

export type EntryStatus = 'open' | 'recorded' | 'approved' | 'edited' | 'locked';

/**
 * `open` while running; then locked, approved or edited, in that order; else recorded. An
 * office change clears the approval, so an edited entry shows as edited until approved again.
 */
export function entryStatus(entry: {
  ended: boolean;
  locked: boolean;
  edited: boolean;
  approved: boolean;
}): EntryStatus {
  if (!entry.ended) return 'open';
  if (entry.locked) return 'locked';
  if (entry.approved) return 'approved';
  return entry.edited ? 'edited' : 'recorded';
}

/** Whether any (not deleted) shift started in [from, to) at the given properties ('all': anywhere). */
export async function anyShiftStartedIn(
  db: Executor,
  tenantId: number,
  scope: { propertyIds: number[] | 'all'; from: Date; to: Date },
): Promise<boolean> {
  if (scope.propertyIds !== 'all' && scope.propertyIds.length === 0) return false;
  const [row] = await db
    .select({ id: workShifts.id })
    .from(workShifts)
    .where(
      and(
        eq(workShifts.tenantId, tenantId),
        isNull(workShifts.deletedAt),
        gte(workShifts.startedAt, scope.from),
        lt(workShifts.startedAt, scope.to),
        scope.propertyIds === 'all' ? undefined : inArray(workShifts.propertyId, scope.propertyIds),
      ),
    )
    .limit(1);
  return row !== undefined;
}
