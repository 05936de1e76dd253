import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeSchema } from '../../modules/cockpit/cockpit.schema.js';
import { homeOverview } from '../../modules/cockpit/cockpit.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

/**
 * The portal's home: who is on site, overdue tasks, open incidents, today's patrol rounds.
 * Any signed-in person; each part only with the permission of the list it opens, and only
 * over the properties the person sees (src/modules/cockpit).
 */
export function portalHomeRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/home',
      { config: { portal: { permission: null } }, schema: { hide: true, response: { 200: HomeSchema } } },
      async (request, reply) => {
        const user = portalUserOf(request);
        // Read often (the page polls): never kept by a cache in between.
        void reply.header('cache-control', 'no-store');
        return homeOverview(deps, user.actor, user.permissions, request.portalSession?.timezone ?? 'Europe/Berlin');
      },
    );
  };
}
