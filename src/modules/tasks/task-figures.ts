// What is left to do: open tasks past their due day and due today, on the properties the
// actor sees (the portal's home).
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { addDays } from '../working-time/zoned.js';
import { tasks } from './tasks.tables.js';

const OPEN = ['open', 'in_progress'] as const;

export interface OverdueTask {
  id: number;
  title: string;
  propertyId: number;
  dueDate: string;
  status: (typeof OPEN)[number];
}

/** Counts of open tasks overdue and due `today` (the tenant's day), and the `limit` longest overdue. */
export async function openTaskFigures(
  db: Executor,
  actor: AccountActor,
  today: string,
  limit: number,
): Promise<{ overdue: number; dueToday: number; oldestOverdue: OverdueTask[] }> {
  const open = and(
    eq(tasks.tenantId, actor.tenantId),
    inArray(tasks.status, [...OPEN]),
    visibleProperty(actor, tasks.propertyId),
  );
  const [[figures], oldest] = await allQueries(db, [
    () =>
      db
        .select({
          overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today})`.mapWith(Number),
          dueToday: sql<number>`count(*) filter (where ${tasks.dueDate} = ${today})`.mapWith(Number),
        })
        .from(tasks)
        .where(and(open, lt(tasks.dueDate, addDays(today, 1)))),
    () =>
      db
        .select({
          id: tasks.id,
          title: tasks.title,
          propertyId: tasks.propertyId,
          dueDate: tasks.dueDate,
          status: tasks.status,
        })
        .from(tasks)
        .where(and(open, lt(tasks.dueDate, today)))
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(limit),
  ]);
  return {
    overdue: figures?.overdue ?? 0,
    dueToday: figures?.dueToday ?? 0,
    oldestOverdue: oldest.map((row) => ({ ...row, status: row.status as OverdueTask['status'] })),
  };
}
