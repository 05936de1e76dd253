// Who reacts to which event, in one place. Modules record events (src/platform/events);
// they never call each other for side effects.
import type { Database } from './db/client.js';
import { PRINCIPAL_EVENTS } from './platform/events/event-types.js';
import { installCommitSubscribers, type RecordedEvent, type Subscriber } from './platform/events/events.js';
import { principalsChanged } from './modules/api-keys/key-cache.js';
import { matchRules, RULE_EVENTS } from './modules/workflows/engine.js';
import { rescheduleForTenantZone } from './modules/report-schedules/dispatch.js';
import { WEBHOOK_EVENT_TYPES } from './modules/webhooks/event-feed.js';
import { fanOutEvent, tenantHasWebhookEndpoints } from './modules/webhooks/webhooks.service.js';
import { alertFromEvent } from './modules/alerts/alerts.service.js';

export const SUBSCRIBERS: readonly Subscriber[] = [
  {
    // A revoked key, an account whose rights changed or a changed tenant: key caches of
    // every instance drop what they hold for the tenant before the change is answered.
    name: 'key-cache',
    on: 'commit',
    events: PRINCIPAL_EVENTS,
    handle: async (events: readonly RecordedEvent[], database: Database) => {
      for (const tenantId of new Set(events.map((event) => event.tenantId))) {
        await principalsChanged(database, tenantId);
      }
    },
  },
  {
    // The organisation's time zone changed: report subscriptions on its zone fire at the new
    // zone's hour from their next run on.
    name: 'report-schedules-zone',
    on: 'job',
    events: ['tenant.changed'],
    handle: async (event, ctx) => {
      await rescheduleForTenantZone(ctx.database, ctx.clock, event.tenantId);
    },
  },
  {
    // Form responses handed in, incidents reported, tasks overdue: workflow rules fire.
    name: 'workflow-rules',
    on: 'job',
    events: RULE_EVENTS,
    handle: matchRules,
  },
  {
    // Every public event: a pending delivery for each enabled webhook endpoint that wants it
    // and whose account may see it.
    name: 'webhooks',
    on: 'dispatch',
    events: WEBHOOK_EVENT_TYPES,
    handle: fanOutEvent,
    // A tenant without an enabled endpoint queues no dispatch job for these events.
    when: tenantHasWebhookEndpoints,
  },
  {
    // A missed patrol round, a critical or high incident: an alert for the people who act,
    // raised with the dispatch (exactly once, in its transaction).
    name: 'alerts',
    on: 'dispatch',
    events: ['patrol.round.missed', 'incident.created'],
    handle: alertFromEvent,
  },
];

/** For every process that opens the database: the commit subscribers react to its changes. */
export function installSubscribers(database: Database): void {
  installCommitSubscribers(database, SUBSCRIBERS);
}
