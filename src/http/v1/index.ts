import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FileLinkSigner } from '../../modules/files/files.service.js';
import type { AppDeps } from '../deps.js';
import { installApiKeyAuth } from '../plugins/api-key-auth.js';
import { formResponseRoutes } from './form-responses.routes.js';
import { incidentRoutes } from './incidents.routes.js';
import { materialRoutes } from './material/index.js';
import { meRoutes } from './me.routes.js';
import { propertyRoutes } from './properties.routes.js';
import { taskRoutes } from './tasks.routes.js';

/** REST API v1: every route below declares its scope; the key chain runs before each. */
export function apiV1(deps: AppDeps, signer: FileLinkSigner): FastifyPluginAsyncTypebox {
  return async (app) => {
    installApiKeyAuth(app, deps);
    await app.register(meRoutes(deps));
    await app.register(propertyRoutes(deps));
    await app.register(taskRoutes(deps));
    await app.register(incidentRoutes(deps));
    await app.register(formResponseRoutes(deps, signer));
    await app.register(materialRoutes(deps));
  };
}
