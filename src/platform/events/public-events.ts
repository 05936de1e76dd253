// The events API v1 shows (GET /api/v1/events, webhooks): every change of a resource a
// partner can read becomes one event in the transaction of the change, with the resource
// as GET returns it, at a position of the tenant's feed drawn in commit order. A reader
// that keeps asking for what comes after the last position it got sees every change
// exactly once, in the order the changes were committed.
import { type Static, Type } from '@sinclair/typebox';
import { and, asc, type Column, eq, gt, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { Scope } from '../../modules/access/scopes.js';
import { named } from '../../modules/shared/schema-names.js';
import { CHANGE_NOTICE_TYPES, PUBLIC_EVENT_TYPES, type PublicEventType } from './event-types.js';
import { events } from './events.tables.js';

export { PUBLIC_EVENT_TYPES, type PublicEventType };

export function isPublicEventType(type: string): type is PublicEventType {
  return (PUBLIC_EVENT_TYPES as readonly string[]).includes(type);
}

/** The scopes that read each event type (any one of them): the scope that reads its resource. */
export const EVENT_TYPE_SCOPES: Record<PublicEventType, readonly Scope[]> = {
  'property.created': ['properties:read', 'properties:write'],
  'property.updated': ['properties:read', 'properties:write'],
  'task.created': ['tasks:read', 'tasks:write'],
  'task.updated': ['tasks:read', 'tasks:write'],
  'task.status_changed': ['tasks:read', 'tasks:write'],
  'task.missed': ['tasks:read', 'tasks:write'],
  'incident.created': ['incidents:read', 'incidents:write'],
  'incident.updated': ['incidents:read', 'incidents:write'],
  'incident.status_changed': ['incidents:read', 'incidents:write'],
  'form_response.submitted': ['form_responses:read'],
  'material.item.created': ['material:read', 'material:write'],
  'material.item.updated': ['material:read', 'material:write'],
  'material.movement.created': ['material:read', 'material:write'],
  'material.request.created': ['material:read', 'material:write'],
  'material.request.status_changed': ['material:read', 'material:write'],
  'patrol.round.completed': ['patrols:read'],
  'patrol.round.missed': ['patrols:read'],
  'inspection.completed': ['inspections:read'],
  'account.created': ['accounts:read', 'accounts:write'],
  'account.updated': ['accounts:read', 'accounts:write'],
  'account.deleted': ['accounts:read', 'accounts:write'],
  'role.created': ['roles:read', 'roles:write'],
  'role.updated': ['roles:read', 'roles:write'],
  'role.deleted': ['roles:read', 'roles:write'],
  'form_template.created': ['form_templates:read', 'form_templates:write'],
  'form_template.updated': ['form_templates:read', 'form_templates:write'],
  'form_template.deleted': ['form_templates:read', 'form_templates:write'],
  'workflow_rule.created': ['workflows:read', 'workflows:write'],
  'workflow_rule.updated': ['workflows:read', 'workflows:write'],
  'workflow_rule.deleted': ['workflows:read', 'workflows:write'],
};

/** The events webhooks send: every public event except the set-up change notices. */
export const WEBHOOK_EVENT_TYPES = PUBLIC_EVENT_TYPES.filter(
  (type) => !(CHANGE_NOTICE_TYPES as readonly string[]).includes(type),
);

/** The event types a key with `scopes` may read. */
export function readableEventTypes(scopes: readonly string[]): PublicEventType[] {
  return PUBLIC_EVENT_TYPES.filter((type) => EVENT_TYPE_SCOPES[type].some((scope) => scopes.includes(scope)));
}

/** Who reads events: a key's scopes and its account's properties. */
export interface EventReader {
  scopes: readonly string[];
  allProperties: boolean;
  /** The account's properties when not all (read when the reader is made). */
  propertyIds: ReadonlySet<number>;
}

/**
 * Whether `reader` may see the event: it holds a scope of the event's resource, and the
 * event's property is one its account sees (events without a property, such as a material
 * item or a warehouse movement, need the scope only).
 */
export function eventVisibleTo(event: { type: string; propertyId: number | null }, reader: EventReader): boolean {
  if (!isPublicEventType(event.type)) return false;
  if (!EVENT_TYPE_SCOPES[event.type].some((scope) => reader.scopes.includes(scope))) return false;
  return event.propertyId === null || reader.allProperties || reader.propertyIds.has(event.propertyId);
}

/** Objects larger than this (serialised) are sent thin: their id and a link to GET them. */
export const MAX_OBJECT_BYTES = 20_000;

export const PublicEventSchema = named(
  'Event',
  Type.Object(
    {
      id: Type.Integer({ minimum: 1, description: 'The event’s id; `GET /api/v1/events/{id}` reads it again.' }),
      type: Type.String({
        description: `What happened: one of ${PUBLIC_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}.`,
        examples: ['incident.status_changed'],
      }),
      created_at: Type.String({ format: 'date-time', description: 'When the change was committed (server clock).' }),
      tenant_id: Type.Integer({ minimum: 1 }),
      data: Type.Object(
        {
          object: Type.Unsafe<Record<string, unknown>>({
            type: 'object',
            additionalProperties: true,
            description:
              'The resource as its GET returned it right after this change. An object larger than 20 kB is sent thin: `id`, `url` (to GET it now) and `thin: true`.',
          }),
          version: Type.Integer({
            minimum: 1,
            description:
              'Grows with every change of the tenant’s resources, so a later change of one resource always has a higher version: keep the highest version seen per resource and drop events with a lower one (deliveries may arrive out of order).',
          }),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
);
export type PublicEventDto = Static<typeof PublicEventSchema>;

/** What a resource's GET path is, for thin events. */
const RESOURCE_PATHS: Record<string, string> = {
  property: '/api/v1/properties/',
  task: '/api/v1/tasks/',
  incident: '/api/v1/incidents/',
  form_response: '/api/v1/form-responses/',
  'material.item': '/api/v1/material/items/',
  'material.movement': '/api/v1/material/movements/',
  'material.request': '/api/v1/material/requests/',
  inspection: '/api/v1/inspections/',
};

/** The object an event carries, with its JSON: the snapshot, or a thin reference when it is too large. */
export function eventObject(
  type: PublicEventType,
  object: Record<string, unknown>,
): { value: Record<string, unknown>; json: string } {
  const json = JSON.stringify(object);
  // Bytes are at least the characters; only a long text needs counting.
  if (json.length * 3 <= MAX_OBJECT_BYTES || Buffer.byteLength(json) <= MAX_OBJECT_BYTES)
    return { value: object, json };
  const path = resourcePath(type);
  const thin = { id: object.id, ...(path === undefined ? {} : { url: `${path}${String(object.id)}` }), thin: true };
  return { value: thin, json: JSON.stringify(thin) };
}

function resourcePath(type: PublicEventType): string | undefined {
  return RESOURCE_PATHS[type.slice(0, type.lastIndexOf('.'))];
}

/**
 * eventObject in SQL, for events whose objects a statement builds: `object` (jsonb) when
 * `bytes` (the size of its JSON as JSON.stringify writes it) is within the limit, else
 * the same thin reference.
 */
export function eventObjectSql(type: PublicEventType, object: SQL, bytes: SQL): SQL {
  const path = resourcePath(type);
  const thin =
    path === undefined
      ? sql`jsonb_build_object('id', ${object}->'id', 'thin', true)`
      : sql`jsonb_build_object('id', ${object}->'id', 'url', ${path}::text || (${object}->>'id'), 'thin', true)`;
  return sql`case when ${bytes} <= ${MAX_OBJECT_BYTES}::int then ${object} else ${thin} end`;
}

type EventRow = typeof events.$inferSelect;

export function presentPublicEvent(
  row: Pick<EventRow, 'id' | 'type' | 'occurredAt' | 'tenantId' | 'seq' | 'object'>,
): PublicEventDto {
  return {
    id: row.id,
    type: row.type,
    created_at: row.occurredAt.toISOString(),
    tenant_id: row.tenantId,
    data: { object: (row.object ?? {}) as Record<string, unknown>, version: row.seq ?? 0 },
  };
}

/** The condition "the reader may see this event row", in SQL (types by scope, properties by access). */
function readerCondition(reader: EventReader, types: readonly PublicEventType[] | undefined): SQL {
  const readable = readableEventTypes(reader.scopes).filter((type) => types === undefined || types.includes(type));
  const conditions: SQL[] = [isNotNull(events.seq), readable.length > 0 ? inArray(events.type, readable) : sql`false`];
  if (!reader.allProperties) {
    const ids = [...reader.propertyIds];
    conditions.push(
      ids.length > 0
        ? (or(sql`${events.propertyId} is null`, inArray(events.propertyId, ids)) as SQL)
        : sql`${events.propertyId} is null`,
    );
  }
  return and(...conditions) as SQL;
}

/** How long events are kept (GET /api/v1/events, replays). */
export const KEEP_EVENTS_MS = 30 * 24 * 3_600_000;

/**
 * The reader's events after feed position `afterSeq`, in commit order. Positions are
 * handed out in commit order, so nothing can later appear before the last one read.
 */
export async function readPublicEvents(
  db: Executor,
  tenantId: number,
  options: { afterSeq: number; types?: readonly PublicEventType[]; limit: number; reader: EventReader },
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        gt(events.seq, options.afterSeq),
        readerCondition(options.reader, options.types),
      ),
    )
    .orderBy(asc(events.seq))
    .limit(options.limit);
}

/** One event the reader may see, or undefined (missing, another tenant's or not the reader's alike). */
export async function readPublicEvent(
  db: Executor,
  tenantId: number,
  eventId: number,
  reader: EventReader,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), readerCondition(reader, undefined)));
  return row;
}

/** The reader's events committed in [from, to), in commit order (replays of a window). */
export async function publicEventsBetween(
  db: Executor,
  tenantId: number,
  from: Date,
  to: Date,
  reader: EventReader,
  types?: readonly PublicEventType[],
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        gte(events.occurredAt, from),
        lt(events.occurredAt, to),
        readerCondition(reader, types),
      ),
    )
    .orderBy(asc(events.seq));
}

/**
 * Takes the public events committed before `cutoff` out of the feed (of every tenant, or
 * of `tenantId`): deleted, or, where `stillNeeded` says another record points at one,
 * kept as an internal event without feed position and snapshot.
 */
export async function retireEventsBefore(
  db: Database['db'],
  cutoff: Date,
  options: { tenantId?: number | undefined; stillNeeded: (tenantId: SQL | Column, eventId: SQL | Column) => SQL },
): Promise<void> {
  const old = and(
    isNotNull(events.seq),
    lt(events.occurredAt, cutoff),
    options.tenantId === undefined ? undefined : eq(events.tenantId, options.tenantId),
  );
  await db.transaction(async (tx) => {
    await tx
      .update(events)
      .set({ seq: null, object: null })
      .where(and(old, options.stillNeeded(events.tenantId, events.id)));
    await tx.delete(events).where(old);
  });
}

/** Which of `keys` the tenant has recorded an event for already (occurrence keys). */
export async function occurrenceKeysRecorded(
  db: Executor,
  tenantId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: events.occurrenceKey })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.occurrenceKey, [...keys])));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}
