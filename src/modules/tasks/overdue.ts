import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { tasks } from './tasks.tables.js';
import { type EventInput, recordEvents } from '../../platform/events/events.js';
import { defineSchedule } from '../../platform/jobs/schedule.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { calendarDay } from '../shared/time.js';
import { tenantsByTimeZone } from '../tenants/tenants.service.js';
import { recordTaskEvent } from './tasks.service.js';

const BATCH = 500;

/** Every minute: due dates that passed (at midnight in each tenant's zone) record their events soon after. */
export const overdueTasks = defineSchedule({
  name: 'tasks.overdue',
  cron: '* * * * *',
  timeZone: 'UTC',
  // A later scan covers what an earlier one missed: after downtime, one is enough.
  catchUpMs: 60_000,
  run: async (_occurrence, ctx) => {
    await recordOverdueTasks({ database: ctx.database, clock: ctx.clock });
  },
});

/**
 * Records `task.overdue` for every unfinished task whose due date has passed in its
 * tenant's time zone, once per task and due date (the task keeps the due date it was
 * recorded for; a new due date can become overdue again). Tasks a workflow rule made
 * record theirs with origin `rule`, so no rule fires on them. Batches lock their rows with
 * SKIP LOCKED, so workers scanning at once never record one twice. Returns how many.
 */
export async function recordOverdueTasks(deps: { database: Database; clock: Clock }): Promise<number> {
  let recorded = 0;
  for (const zone of await tenantsByTimeZone(deps.database.db)) {
    const today = calendarDay(deps.clock(), zone.timeZone);
    for (;;) {
      const count = await deps.database.db.transaction((tx) => recordBatch(tx, deps.clock, zone.tenantIds, today));
      recorded += count;
      if (count < BATCH) break;
    }
  }
  return recorded;
}

async function recordBatch(tx: Executor, clock: Clock, tenantIds: number[], today: string): Promise<number> {
  const due = tx
    .select({ tenantId: tasks.tenantId, id: tasks.id })
    .from(tasks)
    .where(
      and(
        inArray(tasks.tenantId, tenantIds),
        inArray(tasks.status, ['open', 'in_progress']),
        sql`${tasks.overdueRecordedFor} is distinct from ${tasks.dueDate}`,
        sql`${tasks.dueDate} < ${today}`,
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const marked = await tx
    .update(tasks)
    .set({ overdueRecordedFor: sql`${tasks.dueDate}` })
    .where(sql`(${tasks.tenantId}, ${tasks.id}) in ${due}`)
    .returning({
      tenantId: tasks.tenantId,
      id: tasks.id,
      propertyId: tasks.propertyId,
      title: tasks.title,
      dueDate: tasks.dueDate,
      origin: tasks.origin,
    });
  const inputs: EventInput[] = marked.map((task) => ({
    tenantId: task.tenantId,
    type: 'task.overdue',
    origin: task.origin === 'rule' ? 'rule' : 'schedule',
    subjectId: task.id,
    propertyId: task.propertyId,
    payload: { task_id: task.id, title: task.title, due_date: task.dueDate },
    occurrenceKey: `task.overdue:${task.id}:${task.dueDate}`,
  }));
  await recordEvents(tx, clock, inputs);
  return marked.length;
}

/** A task a workflow rule makes, in the rule's transaction; its uuid makes a repeat a no-op. */
export async function insertTaskForRule(
  tx: Executor,
  clock: Clock,
  input: {
    tenantId: number;
    uuid: string;
    propertyId: number;
    title: string;
    description: string | null;
    dueDate: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(tasks)
    .values({ ...input, origin: 'rule', createFingerprint: `rule:${input.uuid}` })
    .onConflictDoNothing({ target: [tasks.tenantId, tasks.uuid] })
    .returning();
  if (row) {
    await recordTaskEvent(tx, clock, 'task.created', 'rule', row);
    return row.id;
  }
  const [existing] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.tenantId, input.tenantId), eq(tasks.uuid, input.uuid)));
  if (!existing) throw new Error('task of a rule neither inserted nor found');
  return existing.id;
}
