// GET /api/v1/events: the tenant's public event feed, read by an API key. What a key reads
// is bounded twice: by its scopes (the scope of each event's resource) and by its
// account's property access, read live like every other read.
import { type Static, Type } from '@sinclair/typebox';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import {
  type EventReader,
  PUBLIC_EVENT_TYPES,
  type PublicEventDto,
  type PublicEventType,
  isPublicEventType,
  presentPublicEvent,
  readableEventTypes,
  readPublicEvent,
  readPublicEvents,
  EVENT_TYPE_SCOPES,
} from '../../platform/events/public-events.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessOf } from '../access/property-access.js';
import type { ServiceDeps } from '../shared/context.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor, PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';

export const EventListQuerySchema = Type.Object(
  {
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The `next_cursor` of the previous answer; without it the feed starts at its oldest kept event.',
      }),
    ),
    types: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1000,
        pattern: '^[a-z_.]+(,[a-z_.]+)*$',
        description: `Comma-separated event types to read (default: every type the key's scopes read): ${PUBLIC_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}.`,
        examples: ['incident.created,incident.status_changed'],
      }),
    ),
    pageSize: PageQuery.pageSize,
  },
  { additionalProperties: false },
);
export type EventListQuery = Static<typeof EventListQuerySchema>;

export const EventIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** The reader an API key makes: its scopes and its account's properties (read now). */
export async function eventReaderOf(
  deps: ServiceDeps,
  actor: AccountActor,
  scopes: readonly string[],
): Promise<EventReader> {
  const access = await propertyAccessOf(deps.database.db, actor);
  return {
    scopes,
    allProperties: access === 'all',
    propertyIds: new Set(access === 'all' ? [] : access),
  };
}

function requestedTypes(query: EventListQuery, scopes: readonly string[]): PublicEventType[] {
  const readable = readableEventTypes(scopes);
  if (query.types === undefined) {
    if (readable.length === 0) {
      throw new DomainError('insufficient_scope', 'This key reads no events: it has no read scope of any event type.');
    }
    return readable;
  }
  const types = [...new Set(query.types.split(','))];
  for (const type of types) {
    if (!isPublicEventType(type)) throw invalid('/query/types', `There is no event type "${type}".`);
    if (!readable.includes(type)) {
      throw new DomainError(
        'insufficient_scope',
        `This key lacks the scope "${EVENT_TYPE_SCOPES[type][0] ?? ''}" that reads ${type} events.`,
      );
    }
  }
  return types as PublicEventType[];
}

/**
 * A page of the feed after the cursor, in commit order. The cursor is a feed position
 * and is handed out even on an empty page: polling with the last one returns exactly what
 * was committed since, each event once.
 */
export async function listEvents(
  deps: ServiceDeps,
  actor: AccountActor,
  scopes: readonly string[],
  query: EventListQuery,
): Promise<{ page: { data: PublicEventDto[]; next_cursor: string }; hasMore: boolean }> {
  const types = requestedTypes(query, scopes);
  const after = decodeCursor(query.cursor) ?? 0;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const reader = await eventReaderOf(deps, actor, scopes);
  const rows = await readPublicEvents(deps.database.db, actor.tenantId, {
    afterSeq: after,
    types,
    limit: pageSize + 1,
    reader,
  });
  const hasMore = rows.length > pageSize;
  const page = hasMore ? rows.slice(0, pageSize) : rows;
  const last = page[page.length - 1];
  return {
    page: { data: page.map(presentPublicEvent), next_cursor: encodeCursor(last?.seq ?? after) },
    hasMore,
  };
}

/** One event the key may read; any other id (another tenant's, another scope's, outside its properties) is 404. */
export async function getEvent(
  deps: ServiceDeps,
  actor: AccountActor,
  scopes: readonly string[],
  eventId: number,
): Promise<PublicEventDto> {
  const reader = await eventReaderOf(deps, actor, scopes);
  const row = await readPublicEvent(deps.database.db, actor.tenantId, eventId, reader);
  if (!row) throw notFound('Event');
  return presentPublicEvent(row);
}
