// What webhooks take from the public event log (src/platform/events/public-events.ts): the
// types they send, who may see an event, its body and the events of a replay window.
import type { Executor } from '../../db/client.js';
import type { RecordedEvent } from '../../platform/events/events.js';
import {
  type EventReader,
  eventVisibleTo,
  presentPublicEvent,
  publicEventsBetween,
  type PublicEventDto,
  WEBHOOK_EVENT_TYPES,
} from '../../platform/events/public-events.js';

export { type EventReader, eventVisibleTo, WEBHOOK_EVENT_TYPES };

type EventLike = Pick<RecordedEvent, 'id' | 'type' | 'occurredAt' | 'tenantId' | 'seq' | 'object' | 'propertyId'>;

/** The body an event is sent with: the event as GET /api/v1/events/:id shows it. */
export function presentEvent(event: EventLike): PublicEventDto {
  return presentPublicEvent(event);
}

/** The reader's public events committed in [from, to), in commit order. */
export function eventsBetween(
  db: Executor,
  tenantId: number,
  from: Date,
  to: Date,
  reader: EventReader,
): Promise<EventLike[]> {
  return publicEventsBetween(db, tenantId, from, to, reader);
}
