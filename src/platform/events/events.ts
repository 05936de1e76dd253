// Events: a change others react to records a row in the outbox (`events`) in its own
// transaction. Two kinds of subscriber react, both declared in one place (src/subscribers.ts):
//  - `commit` subscribers run in the process that made the change, after the commit and
//    before the change is answered (the key cache: a revocation must hold on the next
//    request);
//  - `job` subscribers run as jobs: the event's transaction also queues one
//    `events.dispatch` job, which queues one job per interested subscriber, keyed by
//    subscriber and event, so each reacts to each event exactly once however often the
//    dispatch runs;
//  - `dispatch` subscribers run inside that dispatch job's completing transaction (cheap
//    database work, exactly once, no job of their own: the webhook fan-out).
import { Type } from '@sinclair/typebox';
import { createHash } from 'node:crypto';
import { and, eq, inArray, is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Database, type Executor, executeNamed as executeNamedStatement, type Tx } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { DEFAULT_RETRY, defineJobKind, type JobContext, type JobKind } from '../jobs/kinds.js';
import { enqueueJob, enqueueJobs, type JobSpec, queueJobsFrom } from '../jobs/queue.js';
import type { EventOrigin, EventType } from './event-types.js';
import { events } from './events.tables.js';
import { eventObject, eventObjectSql, isPublicEventType, type PublicEventType } from './public-events.js';
import { changeCounters } from './sequence.js';

export type { EventOrigin, EventType } from './event-types.js';

/** What a change says about itself when it records an event. */
export interface EventInput {
  tenantId: number;
  type: EventType;
  origin: EventOrigin;
  subjectId?: number | null;
  propertyId?: number | null;
  payload?: Record<string, unknown>;
  /** Records the event at most once per key and tenant (a second record is a no-op). */
  occurrenceKey?: string;
  /**
   * Public events (PUBLIC_EVENT_TYPES): the resource as API v1's GET returns it after the
   * change. Record them last in the transaction: drawing the feed position locks the
   * tenant's counter until the commit.
   */
  object?: Record<string, unknown>;
}

export interface RecordedEvent {
  tenantId: number;
  id: number;
  type: EventType;
  origin: EventOrigin;
  subjectId: number | null;
  propertyId: number | null;
  payload: Record<string, unknown>;
  occurredAt: Date;
  /** Position in the tenant's public feed (public events only). */
  seq: number | null;
  /** The resource snapshot of a public event. */
  object: unknown;
}

interface SubscriberBase {
  /** Stable: part of the job keys of `job` subscribers. */
  name: string;
  events: readonly EventType[];
}

export interface CommitSubscriber extends SubscriberBase {
  on: 'commit';
  /** May throw: the change stays saved, but its request fails (say so in the error). */
  handle(events: readonly RecordedEvent[], database: Database): Promise<void>;
}

export interface JobSubscriber extends SubscriberBase {
  on: 'job';
  handle(event: RecordedEvent, ctx: JobContext): Promise<void>;
}

/**
 * Reacts inside the dispatch job's completing transaction: its writes commit with the
 * dispatch, so exactly once, with no job of its own. For cheap database work only (the
 * webhook fan-out: a few rows per event); anything that calls out is a `job` subscriber.
 */
export interface DispatchSubscriber extends SubscriberBase {
  on: 'dispatch';
  handle(event: RecordedEvent, tx: Tx, clock: Clock): Promise<void>;
  /**
   * A condition on the event's tenant (SQL over its id) without which the subscriber has
   * nothing to do: where no subscriber of a type wants it, the event queues no dispatch job.
   * Read when the event is recorded, by the event's own statement.
   */
  when?: (tenantId: SQL) => SQL;
}

export type Subscriber = CommitSubscriber | JobSubscriber | DispatchSubscriber;

const DispatchPayload = Type.Object(
  { tenant_id: Type.Integer({ minimum: 1 }), event_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

/** The queue side of the dispatch job; its handler is built from the subscriber list (eventJobKinds). */
const dispatchSpec: JobSpec<typeof DispatchPayload> = {
  name: 'events.dispatch',
  payload: DispatchPayload,
  retry: DEFAULT_RETRY,
};

function rowToEvent(row: typeof events.$inferSelect): RecordedEvent {
  return { ...row, payload: row.payload as Record<string, unknown> };
}

// The event types some `job` or `dispatch` subscriber reacts to, each with the conditions
// under which one does (`true`: always), set when the subscribers are installed: only these
// queue a dispatch job. Until then every event does.
let dispatched: ReadonlyMap<EventType, readonly ((tenantId: SQL) => SQL)[] | true> | undefined;

/** Whether an event of `type` queues its dispatch job: always, never, or on a condition over the tenant. */
function dispatchCondition(type: EventType, tenantId: SQL): SQL | boolean {
  if (dispatched === undefined) return true;
  const conditions = dispatched.get(type);
  if (conditions === undefined) return false;
  if (conditions === true) return true;
  return sql`(${sql.join(
    conditions.map((condition) => condition(tenantId)),
    sql` or `,
  )})`;
}

type EventRow = typeof events.$inferSelect;

const dialect = new PgDialect();

/**
 * Runs the event statement as a named prepared statement, named after its text (one per
 * event type and dispatch condition): the database parses and plans it once per connection
 * (PGlite: per instance) rather than on every write (its plan took as long as its execution).
 */
async function executeNamed(tx: Executor, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `event_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;
  return executeNamedStatement(tx, name, query);
}

/** The dispatch jobs (where a subscriber listens) of the events in `recorded`, for a WITH clause. */
function dispatchJobsOf(type: EventType, tenantId: number, clock: Clock): SQL {
  const dispatch = dispatchCondition(type, sql`${tenantId}::bigint`);
  return dispatch === false
    ? sql`select false as notified where false`
    : queueDispatchJobs(new Date(clock()), sql`recorded`, dispatch);
}

/**
 * The dispatch jobs of the events in `from` (rows with `tenant_id` and `id`), for a WITH
 * clause (`queued as (…)`; the statement reads `notified` from it, see queueJobsFrom), each
 * keyed by its event (a second insert of the same event's job is a no-op), where `condition`
 * holds.
 */
function queueDispatchJobs(runAt: Date | SQL, from: SQL, condition: SQL | true): SQL {
  return queueJobsFrom(dispatchSpec, {
    from,
    tenantId: sql`recorded.tenant_id`,
    key: sql`'event:' || recorded.tenant_id || ':' || recorded.id`,
    payload: sql`jsonb_build_object('tenant_id', recorded.tenant_id, 'event_id', recorded.id)`,
    runAt,
    ...(condition === true ? {} : { where: condition }),
  });
}

/** A timestamp column as JSON shows a Date (toISOString), in SQL. */
export function isoTimestampSql(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A change made by the statement that also records its public event (changeWithPublicEvent). */
export interface ChangeWithEvent {
  tenantId: number;
  type: PublicEventType;
  origin: EventOrigin;
  /** One data-modifying statement returning the changed row (at most one): an insert or update `… returning`. */
  change: SQL;
  /** The event's subject and property: SQL over the row, as `changed`. */
  subjectId: SQL;
  propertyId: SQL;
  /**
   * The resource as API v1's GET returns it, from everything the caller knows before the
   * change; the fields the database fills in (an id, timestamps) are taken from the row by
   * `filled` (key: SQL over `changed`, giving the value as JSON shows it).
   */
  object: Record<string, unknown>;
  filled: Record<string, SQL>;
}

/**
 * A write and its public event in one statement: the change, the next position of the
 * tenant's feed (its counter row stays locked until the commit, as with recordEvents), the
 * event row with the resource, and its dispatch job. One round trip instead of two on the
 * API's commonest write; where only a condition on the tenant calls for the dispatch job
 * (a webhook endpoint), the statement evaluates the condition and the job follows in a
 * second statement of the same transaction when it holds. Answers the changed row as the
 * database returns it (column names, driver values) with the event, nothing when the
 * change wrote no row, or `too large` when the resource is over the event's size limit:
 * the caller then records it with recordEvents (which writes a thin reference), after its
 * change.
 */
export async function changeWithPublicEvent(
  tx: Executor,
  clock: Clock,
  input: ChangeWithEvent,
): Promise<{ raw: Record<string, unknown>; event: RecordedEvent | undefined } | undefined | 'too large'> {
  if (eventsLeftOut) {
    const [raw] = ((await executeNamed(tx, input.change)) as { rows: Record<string, unknown>[] }).rows;
    return raw ? { raw, event: undefined } : undefined;
  }
  const { value, json } = eventObject(input.type, input.object);
  if (value !== input.object) return 'too large';
  const occurredAt = new Date(clock());
  const values: ChangeWithEventValues = {
    tenantId: input.tenantId,
    type: input.type,
    origin: input.origin,
    occurredAt: occurredAt.toISOString(),
    json,
    runAt: occurredAt.toISOString(),
  };
  const result = (await executeChangeWithEvent(tx, input, values)) as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  if (!raw) return undefined;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const id = Number(raw['event.id']);
  if (raw['event.dispatch'] === 'asked') {
    // The condition held: the job, with the same key as the statement's own insert (at most
    // one dispatch job per event), in the same transaction.
    await tx.execute(sql`
      with recorded as (select ${input.tenantId}::bigint as tenant_id, ${id}::bigint as id),
      queued as (${queueDispatchJobs(occurredAt, sql`recorded`, true)})
      select count(*) from queued`);
  }
  // The object as the statement stored it: the caller's, with the fields the database filled in.
  const filledValues = raw['event.filled'];
  const event: RecordedEvent = {
    tenantId: input.tenantId,
    id,
    type: input.type,
    origin: input.origin,
    subjectId: number(raw['event.subject_id']),
    propertyId: number(raw['event.property_id']),
    payload: {},
    occurredAt,
    seq: Number(raw['event.seq']),
    object:
      filledValues === null || filledValues === undefined
        ? input.object
        : {
            ...input.object,
            ...((typeof filledValues === 'string' ? JSON.parse(filledValues) : filledValues) as Record<
              string,
              unknown
            >),
          },
  };
  return { raw, event };
}

/** The values of a change's event statement besides the change's own (changeWithPublicEvent). */
interface ChangeWithEventValues {
  tenantId: number;
  type: PublicEventType;
  origin: EventOrigin;
  occurredAt: string;
  json: string;
  runAt: string;
}

/**
 * The statement of changeWithPublicEvent, with `values` as SQL (parameters or placeholders).
 * The dispatch job: queued by the statement where every event of the type has one; where
 * only a condition on the tenant calls for one (a webhook endpoint), the statement only
 * evaluates the condition (`event.dispatch` says 'asked'), and the job follows in a second
 * statement of the transaction when it holds: most tenants have none, and an insert into
 * `jobs` costs the statement even when it inserts no row.
 */
function changeWithEventSql(input: ChangeWithEvent, values: Record<keyof ChangeWithEventValues, unknown>): SQL {
  const filledEntries = Object.entries(input.filled);
  const filled =
    filledEntries.length === 0
      ? undefined
      : sql`jsonb_build_object(${sql.join(
          filledEntries.map(([key, valueSql]) => sql`${sql.raw(quoteLiteral(key))}::text, ${valueSql}`),
          sql`, `,
        )})`;
  const object = filled === undefined ? sql`${values.json}::jsonb` : sql`${values.json}::jsonb || ${filled}`;
  const dispatch = dispatchCondition(input.type, sql`${values.tenantId}::bigint`);
  return sql`
    with changed as (${input.change}), position as (
      insert into ${changeCounters} (tenant_id, stream, value) select ${values.tenantId}, 'events', 1 from changed
      on conflict (tenant_id, stream) do update set value = ${changeCounters}.value + 1
      returning value
    ), recorded as (
      insert into ${events} (tenant_id, type, origin, subject_id, property_id, payload, occurred_at, seq, object)
      select ${values.tenantId}, ${values.type}, ${values.origin}, ${input.subjectId}, ${input.propertyId}, '{}'::jsonb,
        ${values.occurredAt}::timestamptz, position.value, ${object}
      from changed, position
      returning tenant_id, id, seq, subject_id, property_id
    )${dispatch === true ? sql`, queued as (${queueDispatchJobs(sql`${values.runAt}`, sql`recorded`, true)})` : sql``}
    select changed.*, recorded.id as "event.id", recorded.seq as "event.seq", recorded.subject_id as "event.subject_id",
      recorded.property_id as "event.property_id", ${filled ?? sql`null::jsonb`} as "event.filled",
      ${
        dispatch === true
          ? sql`case when (select count(*) from queued) > 0 then 'queued' end`
          : dispatch === false
            ? sql`null::text`
            : sql`case when ${dispatch} then 'asked' end`
      } as "event.dispatch"
    from changed left join recorded on true`;
}

/** A string as an SQL literal. */
function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The text, name and parameters (after the change's own) of an event statement of one shape. */
interface ShapedStatement {
  name: string;
  sql: string;
  slots: readonly ({ value: keyof ChangeWithEventValues } | { constant: unknown })[];
}

// By shape: the event type, the change's text and the text of the caller's SQL pieces.
// Emptied when the subscribers, and so the dispatch conditions, change.
const shapedStatements = new Map<string, ShapedStatement>();
const MAX_SHAPES = 500;

const placeholders = Object.fromEntries(
  (['tenantId', 'type', 'origin', 'occurredAt', 'json', 'runAt'] as const).map((key) => [key, sql.placeholder(key)]),
) as Record<keyof ChangeWithEventValues, unknown>;

/** The name of a Placeholder parameter (drizzle keeps it bare or in a Param), else undefined. */
function placeholderName(param: unknown): string | undefined {
  if (is(param, Placeholder)) return param.name;
  if (is(param, Param) && is(param.value, Placeholder)) return param.value.name;
  return undefined;
}

/**
 * Runs changeWithEventSql as a named prepared statement. Rendering it and naming it after
 * its text took a tenth of what the event adds to a write: the statement of each shape is
 * rendered once, with placeholders for `values`, and each write renders only its change.
 * Where the caller's SQL pieces carry parameters of their own, it is rendered whole.
 */
async function executeChangeWithEvent(
  tx: Executor,
  input: ChangeWithEvent,
  values: ChangeWithEventValues,
): Promise<unknown> {
  const change = dialect.sqlToQuery(input.change);
  const filledEntries = Object.entries(input.filled);
  const pieces = dialect.sqlToQuery(
    sql.join([input.subjectId, input.propertyId, ...filledEntries.map(([, valueSql]) => valueSql)], sql`\n`),
  );
  if (pieces.params.length > 0) return executeNamed(tx, changeWithEventSql(input, values));
  const key = `${input.type}\0${filledEntries.map(([name]) => name).join('\n')}\0${pieces.sql}\0${change.sql}`;
  let shaped = shapedStatements.get(key);
  if (shaped === undefined) {
    const whole = dialect.sqlToQuery(changeWithEventSql(input, placeholders));
    const own = change.params.length;
    const slots = whole.params.slice(own).map((param) => {
      const name = placeholderName(param);
      return name === undefined ? { constant: param } : { value: name as keyof ChangeWithEventValues };
    });
    // The change comes first: its text, then its parameters, are the statement's first.
    if (!whole.sql.includes(`with changed as (${change.sql})`) || whole.params.slice(0, own).some(placeholderName)) {
      return executeNamed(tx, changeWithEventSql(input, values));
    }
    if (shapedStatements.size >= MAX_SHAPES) shapedStatements.clear();
    shaped = {
      name: `event_${createHash('sha1').update(whole.sql).digest('base64url').slice(0, 20)}`,
      sql: whole.sql,
      slots,
    };
    shapedStatements.set(key, shaped);
  }
  const params: unknown[] = [...change.params];
  for (const slot of shaped.slots) params.push('value' in slot ? values[slot.value] : slot.constant);
  return executeNamedStatement(tx, shaped.name, { sql: shaped.sql, params });
}

/**
 * Public events of one tenant and type in one statement: as many next positions of the
 * tenant's feed as there are events (the counter row stays locked until the commit, so
 * positions become visible in commit order), the rows in the order given, and their
 * dispatch jobs. An event whose occurrence key was recorded before is left out.
 */
async function insertPublicEvents(
  tx: Executor,
  clock: Clock,
  tenantId: number,
  type: EventType,
  list: readonly {
    values: Omit<EventRow, 'id' | 'seq' | 'object'>;
    object: { value: Record<string, unknown>; json: string };
  }[],
): Promise<EventRow[]> {
  const queued = dispatchJobsOf(type, tenantId, clock);
  const count = list.length;
  // The rows travel as one JSON document (one parameter however many events; the objects
  // are already serialised), which the database takes apart.
  const input = `[${list
    .map(
      ({ values, object }, index) =>
        `{"ord":${index + 1},"origin":${JSON.stringify(values.origin)},"subject_id":${JSON.stringify(values.subjectId)},"property_id":${JSON.stringify(values.propertyId)},"payload":${JSON.stringify(values.payload)},"occurrence_key":${JSON.stringify(values.occurrenceKey)},"occurred_at":"${values.occurredAt.toISOString()}","object":${object.json}}`,
    )
    .join(',')}]`;
  const result = await executeNamed(
    tx,
    sql`
    with position as (
      insert into ${changeCounters} (tenant_id, stream, value) values (${tenantId}, 'events', ${count}::bigint)
      on conflict (tenant_id, stream) do update set value = ${changeCounters}.value + ${count}::bigint
      returning value
    ), input as (
      select * from json_to_recordset(${input}::json) as x(ord int, origin text, subject_id bigint,
        property_id bigint, payload jsonb, occurrence_key text, occurred_at timestamptz, object jsonb)
    ), recorded as (
      insert into ${events} (tenant_id, type, origin, subject_id, property_id, payload, occurrence_key, occurred_at, seq, object)
      select ${tenantId}, ${type}, input.origin, input.subject_id, input.property_id, input.payload,
        input.occurrence_key, input.occurred_at, position.value - ${count}::bigint + input.ord, input.object
      from position, input
      order by input.ord
      on conflict do nothing
      returning tenant_id, id, seq
    ), queued as (${queued})
    select id, seq, (select value from position) as top, (select count(*) from queued) as queued from recorded`,
  );
  const answer = (result as { rows: { id: number | string; seq: number | string; top: number | string }[] }).rows;
  // The positions are the counter's last `count` values, in the order of the list.
  const byOrdinal = new Map(answer.map((row) => [Number(row.seq) - (Number(row.top) - count), row]));
  const recorded: EventRow[] = [];
  list.forEach(({ values, object }, index) => {
    const row = byOrdinal.get(index + 1);
    if (row) recorded.push({ ...values, id: Number(row.id), seq: Number(row.seq), object: object.value });
  });
  return recorded;
}

/**
 * Public events of one tenant and type whose objects the recording statement itself builds
 * (no snapshot travels to the database and back): `source` is the body of a WITH clause
 * whose last query, named `event_source`, has one row per event with `ord` (the order of
 * their feed positions), `subject_id`, `property_id`, `object` (jsonb, as the resource's
 * GET shows it) and `object_bytes` (the size of that object as JSON.stringify writes it,
 * for the thin rule). The source may make the rows it describes (an INSERT … RETURNING),
 * so a change and its events are one statement. Positions are drawn as in
 * insertPublicEvents, after the source's rows exist; no rows, no position drawn. Returns
 * how many events it recorded. The events carry no occurrence key, their ids come from the
 * identity and their positions from the counter this statement holds locked, so none can
 * conflict with a recorded one: the insert has no ON CONFLICT, whose speculative insertion
 * and checks of every unique index cost (measured on PGlite: a fifth of the CPU of
 * generating 3,200 service-plan tasks, less in longer runs; bench/RESULTS.md).
 */
export async function recordPublicEventsFrom(
  tx: Executor,
  clock: Clock,
  event: { tenantId: number; type: PublicEventType; origin: EventOrigin },
  source: SQL,
): Promise<number> {
  const tenantId = event.tenantId;
  const queued = dispatchJobsOf(event.type, tenantId, clock);
  const result = await tx.execute(sql`
    with ${source},
    counted as (select count(*)::bigint as n from event_source),
    position as (
      insert into ${changeCounters} (tenant_id, stream, value)
      select ${tenantId}, 'events', counted.n from counted where counted.n > 0
      on conflict (tenant_id, stream) do update set value = ${changeCounters}.value + excluded.value
      returning value
    ), recorded as (
      insert into ${events} (tenant_id, type, origin, subject_id, property_id, payload, occurrence_key, occurred_at, seq, object)
      select ${tenantId}, ${event.type}, ${event.origin}, e.subject_id, e.property_id, '{}'::jsonb, null,
        ${new Date(clock()).toISOString()}::timestamptz,
        position.value - counted.n + row_number() over (order by e.ord),
        ${eventObjectSql(event.type, sql`e.object`, sql`e.object_bytes`)}
      from event_source e, counted, position
      order by e.ord
      returning tenant_id, id, seq
    ), queued as (${queued})
    select (select count(*) from recorded) as recorded, (select count(*) from queued) as queued`);
  const [row] = (result as { rows: { recorded: number | string }[] }).rows;
  return Number(row?.recorded ?? 0);
}

function valuesOf(input: EventInput, clock: Clock): Omit<EventRow, 'id' | 'seq' | 'object'> {
  const isPublic = isPublicEventType(input.type);
  if (isPublic !== (input.object !== undefined)) {
    throw new Error(`Event ${input.type}: public events carry their object, others none.`);
  }
  return {
    tenantId: input.tenantId,
    type: input.type,
    origin: input.origin,
    subjectId: input.subjectId ?? null,
    propertyId: input.propertyId ?? null,
    payload: input.payload ?? {},
    occurrenceKey: input.occurrenceKey ?? null,
    occurredAt: new Date(clock()),
  };
}

/** Records the event in `tx` with its dispatch job; undefined when its occurrence key was recorded before. */
async function insertEvent(tx: Executor, clock: Clock, input: EventInput): Promise<RecordedEvent | undefined> {
  const values = valuesOf(input, clock);
  if (input.object !== undefined) {
    // The event and its dispatch job in one statement.
    const [row] = await insertPublicEvents(tx, clock, values.tenantId, values.type, [
      { values, object: eventObject(input.type as PublicEventType, input.object) },
    ]);
    return row ? rowToEvent(row) : undefined;
  }
  const [row] = await tx.insert(events).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  if (dispatchCondition(row.type, sql`${row.tenantId}::bigint`) === false) return rowToEvent(row);
  await enqueueJob(tx, clock, dispatchSpec, {
    key: `event:${row.tenantId}:${row.id}`,
    tenantId: row.tenantId,
    payload: { tenant_id: row.tenantId, event_id: row.id },
  });
  return rowToEvent(row);
}

// For bench/events.ts alone, which measures what the event row adds to a write: with this
// set, changes record no event at all (no feed position, row or dispatch job). No
// configuration reaches it; nothing in src/ sets it (test/unit/event-bench-switch.test.ts).
let eventsLeftOut = false;

/** Bench only: changes made from now on record their events (`false`) or leave them out (`true`). */
export function leaveOutEventsForBench(leaveOut: boolean): void {
  eventsLeftOut = leaveOut;
}

/** Public events recorded by one statement at most (one JSON document of at most a few megabytes). */
const EVENTS_PER_STATEMENT = 2000;

export interface EventRecorder {
  record(input: EventInput): Promise<RecordedEvent | undefined>;
}

/**
 * Runs `work` in one transaction in which it records the events of its change; after the
 * commit, and before returning, the commit subscribers of this process see them.
 */
export async function transactionWithEvents<T>(
  deps: { database: Database; clock: Clock },
  work: (tx: Executor, events: EventRecorder) => Promise<T>,
): Promise<T> {
  const recorded: RecordedEvent[] = [];
  const result = await deps.database.db.transaction(async (tx) =>
    work(tx, {
      record: async (input) => {
        if (eventsLeftOut) return undefined;
        const event = await insertEvent(tx, deps.clock, input);
        if (event) recorded.push(event);
        return event;
      },
    }),
  );
  await announce(deps.database, recorded);
  return result;
}

/**
 * Records events in a transaction the caller runs (and must hand the result to
 * `announce` once it committed); for changes recorded from job handlers.
 */
export async function recordEvents(
  tx: Executor,
  clock: Clock,
  inputs: readonly EventInput[],
): Promise<RecordedEvent[]> {
  const recorded: RecordedEvent[] = [];
  if (eventsLeftOut) return recorded;
  // Consecutive public events of one tenant and type share a statement; the order of the
  // inputs is the order of their feed positions.
  let index = 0;
  while (index < inputs.length) {
    const first = inputs[index]!;
    if (first.object === undefined) {
      const event = await insertEvent(tx, clock, first);
      if (event) recorded.push(event);
      index++;
      continue;
    }
    const run: { values: Omit<EventRow, 'id' | 'seq' | 'object'>; object: ReturnType<typeof eventObject> }[] = [];
    while (index < inputs.length && run.length < EVENTS_PER_STATEMENT) {
      const input = inputs[index]!;
      if (input.object === undefined || input.tenantId !== first.tenantId || input.type !== first.type) break;
      run.push({ values: valuesOf(input, clock), object: eventObject(input.type as PublicEventType, input.object) });
      index++;
    }
    for (const row of await insertPublicEvents(tx, clock, first.tenantId, first.type, run))
      recorded.push(rowToEvent(row));
  }
  return recorded;
}

// The commit subscribers of this process, kept on the database handle under a symbol, so
// the copies made for a transaction (`{ ...database, db: tx }`) share them.
const COMMIT_SUBSCRIBERS = Symbol('commit subscribers');
type Tagged = Database & { [COMMIT_SUBSCRIBERS]?: readonly CommitSubscriber[] };

/**
 * Makes the commit subscribers of `subscribers` react to changes made through this
 * database handle. Every process that opens the database does it once (app, CLI, worker).
 */
export function installCommitSubscribers(database: Database, subscribers: readonly Subscriber[]): void {
  (database as Tagged)[COMMIT_SUBSCRIBERS] = subscribers.filter((s): s is CommitSubscriber => s.on === 'commit');
  const conditions = new Map<EventType, ((tenantId: SQL) => SQL)[] | true>();
  for (const subscriber of subscribers) {
    if (subscriber.on === 'commit') continue;
    const when = subscriber.on === 'dispatch' ? subscriber.when : undefined;
    for (const type of subscriber.events) {
      const known = conditions.get(type);
      if (known === true) continue;
      conditions.set(type, when === undefined ? true : [...(known ?? []), when]);
    }
  }
  dispatched = conditions;
  shapedStatements.clear();
}

/** Tells this process's commit subscribers about events whose transaction committed. */
export async function announce(database: Database, recorded: readonly RecordedEvent[]): Promise<void> {
  if (recorded.length === 0) return;
  const subscribers = (database as Tagged)[COMMIT_SUBSCRIBERS] ?? [];
  for (const subscriber of subscribers) {
    const wanted = recorded.filter((event) => subscriber.events.includes(event.type));
    if (wanted.length > 0) await subscriber.handle(wanted, database);
  }
}

const SubscriberPayload = DispatchPayload;

/** One recorded event of a tenant. */
export async function loadEvent(db: Executor, tenantId: number, eventId: number): Promise<RecordedEvent | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
  return row ? rowToEvent(row) : undefined;
}

/** Several events of a tenant by id (those that exist). */
export async function loadEvents(
  db: Executor,
  tenantId: number,
  eventIds: readonly number[],
): Promise<Map<number, RecordedEvent>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.id, [...new Set(eventIds)])));
  return new Map(rows.map((row) => [row.id, rowToEvent(row)]));
}

/**
 * The job kinds that carry events to the `job` subscribers: the dispatch, and one kind
 * per subscriber (`event.<name>`). The worker runs them.
 */
export function eventJobKinds(subscribers: readonly Subscriber[]): JobKind[] {
  const jobSubscribers = subscribers.filter((s): s is JobSubscriber => s.on === 'job');
  const inDispatch = subscribers.filter((s): s is DispatchSubscriber => s.on === 'dispatch');
  const perSubscriber = new Map(
    jobSubscribers.map((subscriber) => [
      subscriber.name,
      defineJobKind({
        name: `event.${subscriber.name}`,
        payload: SubscriberPayload,
        handler: async (payload, ctx) => {
          const event = await loadEvent(ctx.database.db, payload.tenant_id, payload.event_id);
          if (event) await subscriber.handle(event, ctx);
        },
      }),
    ]),
  );
  const dispatch = defineJobKind({
    ...dispatchSpec,
    handler: async (payload, ctx) => {
      const event = await loadEvent(ctx.database.db, payload.tenant_id, payload.event_id);
      if (!event) return;
      await ctx.completeInTransaction(async (tx) => {
        for (const subscriber of inDispatch) {
          if (subscriber.events.includes(event.type)) await subscriber.handle(event, tx, ctx.clock);
        }
        for (const subscriber of jobSubscribers) {
          const kind = perSubscriber.get(subscriber.name);
          if (!kind || !subscriber.events.includes(event.type)) continue;
          await enqueueJobs(tx, ctx.clock, kind, [
            {
              key: `event:${event.tenantId}:${event.id}:${subscriber.name}`,
              tenantId: event.tenantId,
              payload,
            },
          ]);
        }
      });
    },
  });
  return [dispatch, ...perSubscriber.values()];
}
