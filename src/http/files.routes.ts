import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../domain/errors.js';
import type { FileStore } from '../platform/file-store/file-store.js';
import { findFile, type FileLinkSigner } from '../modules/files/files.service.js';
import type { AppDeps } from './deps.js';
import { Id } from '../modules/shared/ids.js';

/** Downloads behind signed links (photos of form responses): the link is the credential. */
export function fileRoutes(deps: AppDeps, store: FileStore, signer: FileLinkSigner): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/files/:tenantId/:fileId',
      {
        schema: {
          hide: true,
          params: Type.Object({ tenantId: Id, fileId: Id }, { additionalProperties: false }),
          querystring: Type.Object(
            {
              expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
              signature: Type.String({ minLength: 1, maxLength: 100 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const { tenantId, fileId } = request.params;
        const now = deps.clock();
        signer.verify(tenantId, fileId, request.query.expires, request.query.signature, now);
        const file = await findFile(deps.database.db, tenantId, fileId);
        // Streamed from the store: the file is never held in memory whole.
        const stream = file ? await store.getStream(file.storageKey) : undefined;
        if (!file || !stream) throw notFound('File');
        const maxAge = Math.max(0, request.query.expires - Math.floor(now / 1000));
        return reply
          .type(file.contentType)
          .header('content-length', file.byteSize)
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(stream);
      },
    );
  };
}
