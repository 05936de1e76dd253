// Tasks a service plan makes: one per (service, occurrence date), unique in the database
// (tasks_tenant_plan_occurrence_key), so generation is INSERT … ON CONFLICT DO NOTHING and
// workers generating at once, or one generating twice, make each occurrence once; only the
// worker whose insert made the row records its `task.created`. A change of the plan
// reaches only occurrences nobody has started: open, no checklist item ticked.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { type EventInput, recordEvents, recordPublicEventsFrom } from '../../platform/events/events.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { type ChecklistEntry, tasks } from './tasks.tables.js';
import { apiTasksOf, presentApiTask, recordTaskEvent, type TaskRow } from './tasks.service.js';

/** One occurrence of a service: its local day (also the task's due date) and its time window. */
export interface PlannedDay {
  day: string;
  windowStartsAt: Date;
  windowEndsAt: Date;
}

/** A service's occurrences to make as tasks, with what they have in common. */
export interface PlannedService {
  tenantId: number;
  propertyId: number;
  serviceId: number;
  /** The name of the service's area: the tasks' `plan.area` in API v1. */
  area: string;
  title: string;
  description: string | null;
  assigneeAccountId: number | null;
  checklist: readonly string[];
  occurrences: readonly PlannedDay[];
}

/**
 * A version 7 uuid (RFC 9562): the millisecond `now` (the machine's time; it orders, it
 * records nothing), then 74 random bits. The uuids of a batch then sit next to each other
 * in the index on (tenant_id, uuid) instead of anywhere in it, so its inserts touch a few
 * pages rather than one page per task (measured on PGlite: 2 % less CPU over ten runs of
 * 40,000 to 80,000 tasks, within the spread of the runs). Unique as version 4 uuids are: two made in the same
 * millisecond differ in 74 random bits.
 */
export function timeOrderedUuid(now: number): string {
  const random = randomUUID().replaceAll('-', '');
  // random[12] is the version digit, random[16] the variant digit, which stays.
  const hex = `${now.toString(16).padStart(12, '0')}7${random.slice(13)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const key = (serviceId: number, day: string) => `${serviceId}@${day}`;

const freshChecklist = (items: readonly string[]): ChecklistEntry[] =>
  items.map((item) => ({ item, result: null, note: null, file_ids: [] }));

/** Nobody has started it: open, and no checklist item has a result. */
const notStarted = sql`${tasks.status} = 'open' and not exists (
  select 1 from jsonb_array_elements(coalesce(${tasks.checklist}, '[]'::jsonb)) as entry where entry->>'result' is not null)`;

/** What only the database knows of a new task, filled into its event object by the insert. */
const FILLED = ['id', 'uuid', 'due', 'day'] as const;
type Filled = (typeof FILLED)[number];

/** Random stand-ins for the values only the insert knows, and the pattern that finds them. */
interface StandIns {
  nonce: string;
  pattern: RegExp;
}

function standIns(): StandIns {
  const nonce = randomUUID().replaceAll('-', '');
  return { nonce, pattern: new RegExp(`"${nonce}id"|${nonce}(uuid|due|day)`) };
}

/**
 * The JSON of a new occurrence of `p` as API v1 shows it (presentApiTask), cut where the
 * values only the insert knows go: `pieces` around them, `fills` which one goes between
 * piece i and i + 1. Stand-ins are random, so no text of the service can hold one (one set
 * per batch: compiling the pattern for each service cost more than the rest of the template).
 */
function objectTemplate(
  p: PlannedService,
  createdAt: Date,
  { nonce, pattern }: StandIns,
): { pieces: string[]; fills: Filled[] } {
  const standIn = (name: Filled) => `${nonce}${name}`;
  const row: TaskRow = {
    tenantId: p.tenantId,
    // A string where the number goes: its quotes are cut away with it.
    id: standIn('id') as unknown as number,
    uuid: standIn('uuid'),
    propertyId: p.propertyId,
    title: p.title,
    description: p.description,
    dueDate: standIn('due'),
    status: 'open',
    createFingerprint: '',
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
    origin: 'plan',
    assigneeAccountId: p.assigneeAccountId,
    completionNote: null,
    completedByAccountId: null,
    overdueRecordedFor: null,
    planServiceId: p.serviceId,
    planOccurrenceDate: standIn('day'),
    windowStartsAt: null,
    windowEndsAt: null,
    missedAt: null,
    missedReason: null,
    planWithdrawnAt: null,
    checklist: freshChecklist(p.checklist),
    incidentId: null,
    referenceFileIds: [],
  };
  const json = JSON.stringify(presentApiTask(row, new Map([[p.serviceId, p.area]])));
  // split puts each captured name between the pieces (undefined for the id).
  const parts: (string | undefined)[] = json.split(pattern);
  const pieces = parts.filter((part, i): part is string => i % 2 === 0);
  const fills = parts.filter((_, i) => i % 2 === 1).map((name) => (name ?? 'id') as Filled);
  if (FILLED.some((name) => !fills.includes(name))) throw new Error('A task object without its id, uuid or days.');
  return { pieces, fills };
}

/**
 * Creates the occurrences that do not exist yet (in the caller's transaction), each with
 * its `task.created`, and reopens those a plan change had withdrawn. Returns how many it
 * created.
 */
export async function insertPlannedTasks(
  tx: Executor,
  clock: Clock,
  planned: readonly PlannedService[],
): Promise<number> {
  const services = planned.filter((p) => p.occurrences.length > 0);
  if (services.length === 0) return 0;
  const tenantId = services[0]!.tenantId;
  if (services.some((p) => p.tenantId !== tenantId)) throw new Error('Planned tasks of one tenant at a time.');
  // The tasks' creation instant (the transaction's, as a column default would have it),
  // known before the insert: it is part of the objects' templates.
  const [stamp] = ((await tx.execute(sql`select now()::timestamptz(3) as now`)) as { rows: { now: Date | string }[] })
    .rows;
  const createdAt = new Date(stamp!.now);
  const stand = standIns();
  const templates = services.map((p) => objectTemplate(p, createdAt, stand));
  const fills = templates[0]!.fills;
  if (templates.some((t) => t.fills.join() !== fills.join())) throw new Error('Task objects of different shapes.');
  // One JSON document (one parameter) with a row per service and its days as arrays; the
  // database makes the task rows and, from the rows it inserted, their event objects (the
  // service's template with the row's id, uuid and days): what the occurrences share
  // travels once, and no object makes the round trip.
  const input = JSON.stringify(
    services.map((p, n) => ({
      n,
      property_id: p.propertyId,
      service_id: p.serviceId,
      title: p.title,
      description: p.description,
      assignee: p.assigneeAccountId,
      checklist: freshChecklist(p.checklist),
      pieces: templates[n]!.pieces,
      days: p.occurrences.map((o) => o.day),
      // Made here: PGlite's gen_random_uuid() reads the operating system's random source
      // through its file emulation for each one (measured: about 10 µs a task).
      uuids: p.occurrences.map(() => timeOrderedUuid(Date.now())),
      starts: p.occurrences.map((o) => o.windowStartsAt.getTime() / 1000),
      ends: p.occurrences.map((o) => o.windowEndsAt.getTime() / 1000),
    })),
  );
  const fill: Record<Filled, SQL> = {
    id: sql`m.id::text`,
    uuid: sql`m.uuid::text`,
    due: sql`to_char(m.due_date, 'YYYY-MM-DD')`,
    day: sql`to_char(m.plan_occurrence_date, 'YYYY-MM-DD')`,
  };
  const text = sql.join(
    [sql`s.pieces[1]`, ...fills.flatMap((name, i) => [fill[name], sql`s.pieces[${sql.raw(String(i + 2))}]`])],
    sql` || `,
  );
  const created = await recordPublicEventsFrom(
    tx,
    clock,
    { tenantId, type: 'task.created', origin: 'schedule' },
    sql`services as (
      select * from json_to_recordset(${input}::json) as s(n int, property_id bigint, service_id bigint, title text,
        description text, assignee bigint, checklist jsonb, pieces text[], days text[], uuids uuid[], starts float8[], ends float8[])
    ), made as (
      insert into ${tasks} (tenant_id, uuid, property_id, title, description, due_date, status, create_fingerprint,
        created_at, updated_at, origin, assignee_account_id, plan_service_id, plan_occurrence_date,
        window_starts_at, window_ends_at, checklist)
      select ${tenantId}, o.uuid, s.property_id, s.title, s.description, o.day::date, 'open',
        'plan:' || s.service_id || ':' || o.day, ${createdAt.toISOString()}::timestamptz,
        ${createdAt.toISOString()}::timestamptz, 'plan', s.assignee, s.service_id, o.day::date,
        to_timestamp(o.starts), to_timestamp(o.ends), s.checklist
      from services s cross join lateral unnest(s.days, s.starts, s.ends, s.uuids) with ordinality as o(day, starts, ends, uuid, ord)
      order by s.n, o.ord
      on conflict (tenant_id, plan_service_id, plan_occurrence_date) do nothing
      returning id, uuid, property_id, due_date, plan_service_id, plan_occurrence_date
    ), event_source as (
      select m.id as ord, m.id as subject_id, m.property_id, e.text::jsonb as object, octet_length(e.text) as object_bytes
      from made m join services s on s.service_id = m.plan_service_id, lateral (select ${text} as text) e
    )`,
  );
  const total = services.reduce((sum, p) => sum + p.occurrences.length, 0);
  if (created < total) await reopenWithdrawn(tx, clock, services);
  return created;
}

/** Occurrences planned again after a change withdrew them are reopened with the plan's current values. */
async function reopenWithdrawn(tx: Executor, clock: Clock, planned: readonly PlannedService[]): Promise<void> {
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
  const byKey = new Map(
    planned.flatMap((p) => p.occurrences.map((o) => [key(p.serviceId, o.day), { service: p, occurrence: o }] as const)),
  );
  const events: EventInput[] = [];
  for (const row of withdrawn) {
    const found = byKey.get(key(row.serviceId ?? 0, row.day ?? ''));
    if (!found) continue;
    const { service: p, occurrence: o } = found;
    const [reopened] = await tx
      .update(tasks)
      .set({
        status: 'open',
        planWithdrawnAt: null,
        title: p.title,
        description: p.description,
        windowStartsAt: o.windowStartsAt,
        windowEndsAt: o.windowEndsAt,
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
  await recordEvents(tx, clock, events);
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
  /** The service's occurrences as they now are (none: it has none left). */
  planned: PlannedService | undefined,
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
  const wanted = new Map((planned?.occurrences ?? []).map((o) => [o.day, o]));
  const now = new Date(clock());
  let withdrawn = 0;
  for (const row of open) {
    const o = wanted.get(row.planOccurrenceDate ?? '');
    const p = o && planned;
    const [changed] = await tx
      .update(tasks)
      .set(
        p
          ? {
              title: p.title,
              description: p.description,
              windowStartsAt: o.windowStartsAt,
              windowEndsAt: o.windowEndsAt,
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
  const created = planned ? await insertPlannedTasks(tx, clock, [planned]) : 0;
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
