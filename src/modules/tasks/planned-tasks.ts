// Tasks a service plan makes: one per (service, occurrence date), unique in the database
// (tasks_tenant_plan_occurrence_key), so generation is INSERT … ON CONFLICT DO NOTHING and
// workers generating at once, or one generating twice, make each occurrence once; only the
// worker whose insert made the row records its `task.created`. A change of the plan
// reaches only occurrences nobody has started: open, no checklist item ticked.
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { type EventInput, recordEvents } from '../../platform/events/events.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { type ChecklistEntry, tasks } from './tasks.tables.js';
import { apiTasksOf, recordTaskEvent } from './tasks.service.js';

export interface PlannedTask {
  tenantId: number;
  propertyId: number;
  serviceId: number;
  /** Local day of the occurrence; also the task's due date. */
  day: string;
  title: string;
  description: string | null;
  windowStartsAt: Date;
  windowEndsAt: Date;
  assigneeAccountId: number | null;
  checklist: readonly string[];
}

const key = (serviceId: number, day: string) => `${serviceId}@${day}`;

const freshChecklist = (items: readonly string[]): ChecklistEntry[] =>
  items.map((item) => ({ item, result: null, note: null, file_ids: [] }));

/** Nobody has started it: open, and no checklist item has a result. */
const notStarted = sql`${tasks.status} = 'open' and not exists (
  select 1 from jsonb_array_elements(coalesce(${tasks.checklist}, '[]'::jsonb)) as entry where entry->>'result' is not null)`;

/**
 * Creates the occurrences that do not exist yet (in the caller's transaction) and reopens
 * those a plan change had withdrawn. Returns how many it created.
 */
export async function insertPlannedTasks(tx: Executor, clock: Clock, planned: readonly PlannedTask[]): Promise<number> {
  if (planned.length === 0) return 0;
  // The rows travel as one JSON document (one parameter, however many occurrences), which
  // the database takes apart: thousands of rows of bound parameters cost more to build,
  // send and parse than inserting them.
  const input = JSON.stringify(
    planned.map((p) => ({
      tenant_id: p.tenantId,
      property_id: p.propertyId,
      service_id: p.serviceId,
      day: p.day,
      title: p.title,
      description: p.description,
      assignee: p.assigneeAccountId,
      starts: p.windowStartsAt.toISOString(),
      ends: p.windowEndsAt.toISOString(),
      checklist: freshChecklist(p.checklist),
    })),
  );
  const inserted = await tx.execute(sql`
    insert into ${tasks} (tenant_id, uuid, property_id, title, description, due_date, create_fingerprint, origin,
      assignee_account_id, plan_service_id, plan_occurrence_date, window_starts_at, window_ends_at, checklist)
    select x.tenant_id, gen_random_uuid(), x.property_id, x.title, x.description, x.day::date,
      'plan:' || x.service_id || ':' || x.day, 'plan', x.assignee, x.service_id, x.day::date, x.starts, x.ends, x.checklist
    from json_to_recordset(${input}::json) as x(tenant_id bigint, property_id bigint, service_id bigint, day text,
      title text, description text, assignee bigint, starts timestamptz, ends timestamptz, checklist jsonb)
    on conflict (tenant_id, plan_service_id, plan_occurrence_date) do nothing
    returning id`);
  const ids = (inserted as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
  const tenantIds = [...new Set(planned.map((p) => p.tenantId))];
  const created =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(tasks)
          .where(
            and(
              inArray(tasks.tenantId, tenantIds),
              sql`${tasks.id} in (select value::bigint from json_array_elements_text(${JSON.stringify(ids)}::json))`,
            ),
          )
          .orderBy(tasks.id);
  const objects = await apiTasksOf(tx, created);
  const events: EventInput[] = created.map((row, i) => ({
    tenantId: row.tenantId,
    type: 'task.created',
    origin: 'schedule',
    subjectId: row.id,
    propertyId: row.propertyId,
    object: objects[i]!,
  }));
  if (created.length < planned.length) await reopenWithdrawn(tx, clock, planned, events);
  await recordEvents(tx, clock, events);
  return created.length;
}

/** Occurrences planned again after a change withdrew them are reopened with the plan's current values. */
async function reopenWithdrawn(
  tx: Executor,
  clock: Clock,
  planned: readonly PlannedTask[],
  events: EventInput[],
): Promise<void> {
  const tenantId = planned[0]!.tenantId;
  const serviceIds = [...new Set(planned.map((p) => p.serviceId))];
  const withdrawn = await tx
    .select({ id: tasks.id, serviceId: tasks.planServiceId, day: tasks.planOccurrenceDate })
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        inArray(tasks.planServiceId, serviceIds),
        isNotNull(tasks.planWithdrawnAt),
        eq(tasks.status, 'cancelled'),
      ),
    );
  if (withdrawn.length === 0) return;
  const byKey = new Map(planned.map((p) => [key(p.serviceId, p.day), p]));
  for (const row of withdrawn) {
    const p = byKey.get(key(row.serviceId ?? 0, row.day ?? ''));
    if (!p) continue;
    const [reopened] = await tx
      .update(tasks)
      .set({
        status: 'open',
        planWithdrawnAt: null,
        title: p.title,
        description: p.description,
        windowStartsAt: p.windowStartsAt,
        windowEndsAt: p.windowEndsAt,
        assigneeAccountId: p.assigneeAccountId,
        checklist: freshChecklist(p.checklist),
        updatedAt: new Date(clock()),
      })
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, row.id), isNotNull(tasks.planWithdrawnAt)))
      .returning();
    if (reopened) {
      events.push({
        tenantId,
        type: 'task.status_changed',
        origin: 'schedule',
        subjectId: reopened.id,
        propertyId: reopened.propertyId,
        object: (await apiTasksOf(tx, [reopened]))[0]!,
      });
    }
  }
}

/**
 * After a service changed: its not-started occurrences from `fromDay` on follow `planned`
 * (the service's occurrences as they now are, up to what was generated): those no longer
 * planned are withdrawn (cancelled), the others take the new title, window, assignee and
 * checklist. Started, done and missed ones stay as they are. Returns the withdrawn count.
 */
export async function replanTasks(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  serviceId: number,
  fromDay: string,
  planned: readonly PlannedTask[],
): Promise<{ withdrawn: number; created: number }> {
  const open = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        eq(tasks.planServiceId, serviceId),
        gte(tasks.dueDate, fromDay),
        isNull(tasks.missedAt),
        notStarted,
      ),
    )
    .for('update');
  const wanted = new Map(planned.map((p) => [p.day, p]));
  const now = new Date(clock());
  let withdrawn = 0;
  for (const row of open) {
    const p = wanted.get(row.planOccurrenceDate ?? '');
    const [changed] = await tx
      .update(tasks)
      .set(
        p
          ? {
              title: p.title,
              description: p.description,
              windowStartsAt: p.windowStartsAt,
              windowEndsAt: p.windowEndsAt,
              assigneeAccountId: p.assigneeAccountId,
              checklist: freshChecklist(p.checklist),
              updatedAt: now,
            }
          : { status: 'cancelled', planWithdrawnAt: now, updatedAt: now },
      )
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, row.id)))
      .returning();
    if (!changed) continue;
    if (!p) withdrawn++;
    const unchanged =
      p &&
      row.title === changed.title &&
      row.description === changed.description &&
      row.windowStartsAt?.getTime() === changed.windowStartsAt?.getTime() &&
      row.windowEndsAt?.getTime() === changed.windowEndsAt?.getTime() &&
      row.assigneeAccountId === changed.assigneeAccountId &&
      JSON.stringify(row.checklist) === JSON.stringify(changed.checklist);
    if (!unchanged) await recordTaskEvent(tx, clock, p ? 'task.updated' : 'task.status_changed', 'schedule', changed);
  }
  const created = await insertPlannedTasks(tx, clock, planned);
  return { withdrawn, created };
}

const BATCH = 500;

/**
 * Marks planned occurrences not done by the end of their window as missed and records
 * `task.missed` for each, once (the mark and the occurrence key). Batches lock their rows
 * with SKIP LOCKED, so workers scanning at once never mark one twice. Returns how many.
 */
export async function markMissedPlannedTasks(deps: { database: Database; clock: Clock }): Promise<number> {
  let marked = 0;
  for (;;) {
    const count = await deps.database.db.transaction(async (tx) => {
      const now = new Date(deps.clock());
      const due = tx
        .select({ tenantId: tasks.tenantId, id: tasks.id })
        .from(tasks)
        .where(
          and(
            isNotNull(tasks.planServiceId),
            inArray(tasks.status, ['open', 'in_progress']),
            isNull(tasks.missedAt),
            lt(tasks.windowEndsAt, now),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(tasks)
        .set({ missedAt: now })
        .where(sql`(${tasks.tenantId}, ${tasks.id}) in ${due}`)
        .returning();
      const objects = await apiTasksOf(tx, rows);
      await recordEvents(
        tx,
        deps.clock,
        rows.map((row, i) => ({
          tenantId: row.tenantId,
          type: 'task.missed' as const,
          origin: 'schedule' as const,
          subjectId: row.id,
          propertyId: row.propertyId,
          occurrenceKey: `task.missed:${row.id}`,
          object: objects[i]!,
        })),
      );
      return rows.length;
    });
    marked += count;
    if (count < BATCH) return marked;
  }
}

/** One planned occurrence as planned-vs-done and the proof of service read it. */
export interface PlannedOccurrence {
  id: number;
  propertyId: number;
  serviceId: number;
  day: string;
  title: string;
  status: 'open' | 'in_progress' | 'done' | 'cancelled';
  windowEndsAt: Date | null;
  completedAt: Date | null;
  completedByAccountId: number | null;
  completionNote: string | null;
  missedAt: Date | null;
  missedReason: string | null;
  checklist: ChecklistEntry[] | null;
}

/**
 * The tenant's planned occurrences on the local days `from`…`to` (inclusive) at the given
 * properties, by day; cancelled ones (withdrawn by a plan change, or by the office) are left out.
 */
export async function plannedOccurrencesBetween(
  db: Executor,
  tenantId: number,
  from: string,
  to: string,
  /** `all`: every property of the tenant. */
  propertyIds: readonly number[] | 'all',
): Promise<PlannedOccurrence[]> {
  if (propertyIds !== 'all' && propertyIds.length === 0) return [];
  const rows = await db
    .select({
      id: tasks.id,
      propertyId: tasks.propertyId,
      serviceId: tasks.planServiceId,
      day: tasks.planOccurrenceDate,
      title: tasks.title,
      status: tasks.status,
      windowEndsAt: tasks.windowEndsAt,
      completedAt: tasks.completedAt,
      completedByAccountId: tasks.completedByAccountId,
      completionNote: tasks.completionNote,
      missedAt: tasks.missedAt,
      missedReason: tasks.missedReason,
      checklist: tasks.checklist,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        propertyIds === 'all' ? undefined : inArray(tasks.propertyId, [...propertyIds]),
        isNotNull(tasks.planServiceId),
        gte(tasks.planOccurrenceDate, from),
        sql`${tasks.planOccurrenceDate} <= ${to}`,
        sql`${tasks.status} <> 'cancelled'`,
      ),
    )
    .orderBy(tasks.planOccurrenceDate, tasks.id);
  return rows.map((row) => ({ ...row, serviceId: row.serviceId ?? 0, day: row.day ?? '' }));
}
