// Events: a change others react to records a row in the outbox (`events`) in its own
// transaction. Two kinds of subscriber react, both declared in one place (src/subscribers.ts):
//  - `commit` subscribers run in the process that made the change, after the commit and
//    before the change is answered (the key cache: a revocation must hold on the next
//    request);
//  - `job` subscribers run as jobs: the event's transaction also queues one
//    `events.dispatch` job, which queues one job per interested subscriber, keyed by
//    subscriber and event, so each reacts to each event exactly once however often the
//    dispatch runs.
import { Type } from '@sinclair/typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';
import { DEFAULT_RETRY, defineJobKind, type JobContext, type JobKind } from '../jobs/kinds.js';
import { enqueueJob, enqueueJobs, type JobSpec } from '../jobs/queue.js';
import type { EventOrigin, EventType } from './event-types.js';
import { events } from './events.tables.js';
import { eventObject, isPublicEventType, type PublicEventType } from './public-events.js';
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

export type Subscriber = CommitSubscriber | JobSubscriber;

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

// The event types some `job` subscriber reacts to (set when the subscribers are installed):
// only these queue a dispatch job. Until then every event does.
let dispatched: ReadonlySet<EventType> | undefined;

type EventRow = typeof events.$inferSelect;

/**
 * A public event in one statement: the next position of the tenant's feed (the counter row
 * stays locked until the commit, so positions become visible in commit order) and the row.
 */
async function insertPublicEvent(
  tx: Executor,
  values: Omit<EventRow, 'id' | 'seq' | 'object'>,
  object: Record<string, unknown>,
): Promise<EventRow[]> {
  const result = await tx.execute(sql`
    with position as (
      insert into ${changeCounters} (tenant_id, stream, value) values (${values.tenantId}, 'events', 1)
      on conflict (tenant_id, stream) do update set value = ${changeCounters}.value + 1
      returning value
    )
    insert into ${events} (tenant_id, type, origin, subject_id, property_id, payload, occurrence_key, occurred_at, seq, object)
    select ${values.tenantId}, ${values.type}, ${values.origin}, ${values.subjectId}, ${values.propertyId},
      ${JSON.stringify(values.payload)}::jsonb, ${values.occurrenceKey}, ${values.occurredAt.toISOString()}::timestamptz,
      position.value, ${JSON.stringify(object)}::jsonb
    from position
    on conflict do nothing
    returning id, seq`);
  return (result as { rows: { id: number | string; seq: number | string }[] }).rows.map((row) => ({
    ...values,
    id: Number(row.id),
    seq: Number(row.seq),
    object,
  }));
}

/** Records the event in `tx` with its dispatch job; undefined when its occurrence key was recorded before. */
async function insertEvent(tx: Executor, clock: Clock, input: EventInput): Promise<RecordedEvent | undefined> {
  const isPublic = isPublicEventType(input.type);
  if (isPublic !== (input.object !== undefined)) {
    throw new Error(`Event ${input.type}: public events carry their object, others none.`);
  }
  const values = {
    tenantId: input.tenantId,
    type: input.type,
    origin: input.origin,
    subjectId: input.subjectId ?? null,
    propertyId: input.propertyId ?? null,
    payload: input.payload ?? {},
    occurrenceKey: input.occurrenceKey ?? null,
    occurredAt: new Date(clock()),
  };
  const [row] =
    isPublic && input.object !== undefined
      ? await insertPublicEvent(tx, values, eventObject(input.type as PublicEventType, input.object))
      : await tx.insert(events).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  if (dispatched !== undefined && !dispatched.has(row.type)) return rowToEvent(row);
  await enqueueJob(tx, clock, dispatchSpec, {
    key: `event:${row.tenantId}:${row.id}`,
    tenantId: row.tenantId,
    payload: { tenant_id: row.tenantId, event_id: row.id },
  });
  return rowToEvent(row);
}

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
  for (const input of inputs) {
    const event = await insertEvent(tx, clock, input);
    if (event) recorded.push(event);
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
  dispatched = new Set(subscribers.filter((s) => s.on === 'job').flatMap((s) => s.events));
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
