import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export const DOCS_PREFIX = '/api/v1/docs';

/**
 * Everything the page loads comes from this server: the Swagger UI bundle shipped in the
 * npm package, and the OpenAPI document. The policy makes the browser refuse anything
 * else, so the reference works offline and leaks nothing to other hosts. "Try it out"
 * calls the API on this origin, or on PUBLIC_URL when that is another one.
 */
function contentSecurityPolicy(config: Config): string {
  const api = config.publicUrl ? ` ${new URL(config.publicUrl).origin}` : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
  ].join('; ');
}

/**
 * The interactive API reference at /api/v1/docs. It sits outside the /api/v1 plugin, so
 * it needs no key and is not counted by the per-key rate limit; its routes are hidden
 * from the OpenAPI document. Its `json` route serves the very document that
 * /api/v1/openapi.json serves.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: contentSecurityPolicy(config),
    theme: { title: 'Caretaker REST API reference' },
    uiConfig: {
      // No top bar: it only offers to load some other document by URL.
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      filter: true,
      // The key typed into "Authorize" stays in this tab only.
      persistAuthorization: false,
    },
  });
}
