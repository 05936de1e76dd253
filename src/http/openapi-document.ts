import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Encoding, etagMatches, preferredEncoding } from './portal/static.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
    let pending = doc.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(doc.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipAsync(doc.body, { level: 9 });
      doc.encoded.set(encoding, pending);
    }
    return reply.header('content-encoding', encoding).send(await pending);
  });
}
