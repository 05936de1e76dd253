// Who is clocked in now: the open shifts on the properties the actor sees (the portal's home).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { workBreaks, workShifts } from './working-time.tables.js';

export interface OpenShift {
  accountId: number;
  propertyId: number;
  since: Date;
  onBreak: boolean;
}

/** Every open shift the actor sees, the longest running first. */
export async function openShiftsNow(db: Executor, actor: AccountActor): Promise<OpenShift[]> {
  const rows = await db
    .select({
      id: workShifts.id,
      accountId: workShifts.accountId,
      propertyId: workShifts.propertyId,
      since: workShifts.startedAt,
      onBreak: sql<boolean>`${workBreaks.id} is not null`.mapWith(Boolean),
    })
    .from(workShifts)
    // The break running now, if any (joined, so every column is named with its table).
    .leftJoin(
      workBreaks,
      and(
        eq(workBreaks.tenantId, workShifts.tenantId),
        eq(workBreaks.shiftId, workShifts.id),
        isNull(workBreaks.endedAt),
      ),
    )
    .where(
      and(
        eq(workShifts.tenantId, actor.tenantId),
        isNull(workShifts.endedAt),
        isNull(workShifts.deletedAt),
        visibleProperty(actor, workShifts.propertyId),
      ),
    )
    .orderBy(asc(workShifts.startedAt), asc(workShifts.id));
  const seen = new Set<number>();
  return rows.flatMap(({ id, ...shift }) => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [shift];
  });
}

/** Shifts of every tenant still open that started before `before` (for the long-shift alert). */
export async function shiftsOpenSince(
  db: Executor,
  before: Date,
): Promise<{ tenantId: number; shiftId: number; accountId: number; propertyId: number; since: Date }[]> {
  return db
    .select({
      tenantId: workShifts.tenantId,
      shiftId: workShifts.id,
      accountId: workShifts.accountId,
      propertyId: workShifts.propertyId,
      since: workShifts.startedAt,
    })
    .from(workShifts)
    .where(and(isNull(workShifts.endedAt), isNull(workShifts.deletedAt), sql`${workShifts.startedAt} < ${before}`))
    .orderBy(asc(workShifts.tenantId), asc(workShifts.id))
    .limit(1000);
}
