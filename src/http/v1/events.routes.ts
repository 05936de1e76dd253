import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import { EventIdParams, EventListQuerySchema, getEvent, listEvents } from '../../modules/events/events.service.js';
import { PublicEventSchema } from '../../platform/events/public-events.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, feedPageOf } from '../openapi-helpers.js';
import { accessOf } from '../plugins/api-key-auth.js';
import { sendPage } from './pagination-link.js';

function scopesOf(request: FastifyRequest): readonly string[] {
  if (!request.principal) throw new DomainError('unauthenticated', 'An API key is required.');
  return request.principal.scopes;
}

export function eventRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/events',
      {
        // Each event needs the read scope of its resource; the route itself any key.
        config: { auth: { scope: null } },
        schema: {
          operationId: 'listEvents',
          tags: ['Events'],
          summary: 'Follow every change: the event feed',
          description: [
            'Every change of a property, task, incident, form response, material item, movement or request, every completed patrol round and every completed quality inspection, as one event in the order the changes were committed. The event carries the resource as its GET returned it right after the change (`data.object`).',
            '',
            'This is the way to follow changes without losing one. Keep the `next_cursor` of each answer and poll with it: it is never null, even on an empty page, and the next poll returns exactly what was committed since, each event once, however many writers there are. (`updated_since` on the lists is for a one-off look; a change committed late with an earlier `updated_at` can slip past a poller that follows it.)',
            '',
            'A key reads the events of the resources its scopes read (`incidents:read` or `incidents:write` for incident events, …; `patrols:read` for patrol rounds, `inspections:read` for inspections), and only on the properties its account sees. Events are kept 30 days. `Link: rel="next"` is sent only while more events are ready now.',
          ].join('\n'),
          querystring: EventListQuerySchema,
          response: {
            200: feedPageOf(PublicEventSchema),
            ...errorResponses('read', 'insufficient_scope', 'validation_failed'),
          },
        },
      },
      async (request, reply) => {
        const { page, hasMore } = await listEvents(deps, accessOf(request), scopesOf(request), request.query);
        return sendPage(deps, request, reply, page, hasMore);
      },
    );

    app.get(
      '/events/:id',
      {
        config: { auth: { scope: null } },
        schema: {
          operationId: 'getEvent',
          tags: ['Events'],
          summary: 'Read one event again',
          description:
            'An event the key may read (as in the feed); any other id answers 404, whether it is missing, older than 30 days, another scope’s or on a property the key’s account does not see.',
          params: EventIdParams,
          response: {
            200: PublicEventSchema,
            ...errorResponses('read', 'not_found', 'validation_failed'),
          },
        },
      },
      async (request) => getEvent(deps, accessOf(request), scopesOf(request), request.params.id),
    );
  };
}
