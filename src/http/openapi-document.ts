import type { FastifyInstance } from 'fastify';
import { type CachedBody, cachedBody, sendCached } from './portal/static.js';

/**
 * GET /api/v1/openapi.json: the document, built once, with an ETag (a client or a
 * generator that polls it gets 304 while it is unchanged) and compressed with brotli or
 * gzip when the client accepts it.
 */
export function serveOpenApiDocument(app: FastifyInstance): void {
  let built: CachedBody | undefined;
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    built ??= cachedBody(JSON.stringify(app.swagger()));
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return sendCached(request, reply, built);
  });
}
