import { Type } from '@sinclair/typebox';
import { loadEvent } from '../../platform/events/events.js';
import { defineJobKind } from '../../platform/jobs/kinds.js';
import { fanOutEvent } from './webhooks.service.js';

/**
 * An earlier version fanned each event out to the webhook endpoints in a job of its own
 * (`event.webhooks`); the fan-out now runs in the event's dispatch job. Such jobs still
 * queued when a server is upgraded are run the current way, so no event they carry is lost.
 */
export const earlierWebhookFanOutJob = defineJobKind({
  name: 'event.webhooks',
  payload: Type.Object(
    { tenant_id: Type.Integer({ minimum: 1 }), event_id: Type.Integer({ minimum: 1 }) },
    { additionalProperties: false },
  ),
  handler: async (payload, ctx) => {
    const event = await loadEvent(ctx.database.db, payload.tenant_id, payload.event_id);
    if (!event) return;
    await ctx.completeInTransaction((tx) => fanOutEvent(event, tx, ctx.clock));
  },
});
