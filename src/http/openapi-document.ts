import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Encoding, encode, etagMatches, preferredEncoding } from './portal/static.js';

/**
 * GET /api/v1/openapi.json: the document, built once, with an ETag (a client or a
 * generator that polls it gets 304 while it is unchanged) and compressed with brotli or
 * gzip when the client accepts it.
 */
export function serveOpenApiDocument(app: FastifyInstance): void {
  let built: { body: Buffer; etag: string; encoded: Map<Encoding, Promise<Buffer>> } | undefined;
  const document = () => {
    if (!built) {
      const body = Buffer.from(JSON.stringify(app.swagger()));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      built = { body, etag, encoded: new Map() };
    }
    return built;
  };

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    const doc = document();
    reply
      .header('etag', doc.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('application/json; charset=utf-8');
    if (etagMatches(request, doc.etag)) return reply.code(304).send();
    const encoding = preferredEncoding(request);
    if (!encoding) return reply.send(doc.body);
    return reply.header('content-encoding', encoding).send(await encode(doc, encoding));
  });
}
