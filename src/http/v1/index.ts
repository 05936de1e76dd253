import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FileLinkSigner } from '../../modules/files/files.service.js';
import type { AppDeps } from '../deps.js';
import { installApiKeyAuth } from '../plugins/api-key-auth.js';
import { installIdempotencyKeys } from '../plugins/idempotency-key.js';
import { accountRoutes } from './accounts.routes.js';
import { eventRoutes } from './events.routes.js';
import { formResponseRoutes } from './form-responses.routes.js';
import { formTemplateRoutes } from './form-templates.routes.js';
import { incidentRoutes } from './incidents.routes.js';
import { inspectionRoutes } from './inspections.routes.js';
import { materialRoutes } from './material/index.js';
import { meRoutes } from './me.routes.js';
import { propertyRoutes } from './properties.routes.js';
import { roleRoutes } from './roles.routes.js';
import { servicePlanRoutes } from './service-plans.routes.js';
import { taskRoutes } from './tasks.routes.js';
import { workflowRuleRoutes } from './workflow-rules.routes.js';
import { webhookEndpointRoutes } from './webhook-endpoints.routes.js';

/** REST API v1: every route below declares its scope; the key chain runs before each. */
export function apiV1(deps: AppDeps, signer: FileLinkSigner): FastifyPluginAsyncTypebox {
  return async (app) => {
    installApiKeyAuth(app, deps);
    installIdempotencyKeys(app, deps);
    await app.register(meRoutes(deps));
    await app.register(propertyRoutes(deps));
    await app.register(taskRoutes(deps));
    await app.register(servicePlanRoutes(deps));
    await app.register(incidentRoutes(deps));
    await app.register(formResponseRoutes(deps, signer));
    await app.register(inspectionRoutes(deps));
    await app.register(formTemplateRoutes(deps));
    await app.register(materialRoutes(deps));
    await app.register(roleRoutes(deps));
    await app.register(accountRoutes(deps));
    await app.register(workflowRuleRoutes(deps));
    await app.register(eventRoutes(deps));
    await app.register(webhookEndpointRoutes(deps));
  };
}
