import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../deps.js';
import { installApiKeyAuth } from '../plugins/api-key-auth.js';
import { meRoutes } from './me.routes.js';
import { propertyRoutes } from './properties.routes.js';
import { taskRoutes } from './tasks.routes.js';

/** REST API v1: every route below declares its scope; the key chain runs before each. */
export function apiV1(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installApiKeyAuth(app, deps);
    await app.register(meRoutes(deps));
    await app.register(propertyRoutes(deps));
    await app.register(taskRoutes(deps));
  };
}
