import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../deps.js';
import { materialItemRoutes } from './items.routes.js';
import { materialMovementRoutes } from './movements.routes.js';
import { materialRequestRoutes } from './requests.routes.js';
import { materialStockRoutes } from './stock.routes.js';

/** The material module's routes: each declares the module and its scope. */
export function materialRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(materialItemRoutes(deps));
    await app.register(materialStockRoutes(deps));
    await app.register(materialMovementRoutes(deps));
    await app.register(materialRequestRoutes(deps));
  };
}
