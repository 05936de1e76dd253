import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { EVENT_ORIGINS, EVENT_TYPES } from './event-types.js';

/**
 * The outbox: one row per change others react to, written in the transaction of the
 * change. Rows are never changed; subscribers are reached through jobs keyed by the row.
 */
export const events = pgTable(
  'events',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    /** Where the change was made; objects made by rules and writes through the API fire no rule. */
    origin: text('origin', { enum: EVENT_ORIGINS }).notNull(),
    /** The task, incident, form response, account, key… the event is about. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    propertyId: bigint('property_id', { mode: 'number' }),
    payload: jsonb('payload').notNull(),
    /** Set for events that must happen once per occurrence, e.g. `task.overdue:<task>:<due date>`. */
    occurrenceKey: text('occurrence_key'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    /**
     * Position in the tenant's public event feed (GET /api/v1/events), drawn from
     * change_counters in the writing transaction, so positions become visible in commit
     * order; set on the events API v1 shows (public-events.ts), null on internal ones.
     */
    seq: bigint('seq', { mode: 'number' }),
    /** The resource as GET returns it, at this change (public events only). */
    object: jsonb('object'),
  },
  // Each index serves a query or a rule: the key (loadEvent, readPublicEvent); occurrence
  // keys once per tenant (insert … on conflict do nothing, occurrenceKeysRecorded), only on
  // the events that have one; the feed's order (readPublicEvents); retention and replays
  // by time (retireEventsBefore, publicEventsBetween). Every index is written by every API
  // write, so none is kept for a query nobody runs.
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('events_tenant_occurrence_key')
      .on(t.tenantId, t.occurrenceKey)
      .where(sql`${t.occurrenceKey} is not null`),
    unique('events_tenant_seq_key').on(t.tenantId, t.seq),
    index('events_occurred_idx').on(t.occurredAt),
  ],
);
