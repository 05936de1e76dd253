import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, notFound } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { FileIdParams, UploadedPhotoSchema } from '../../modules/files/files.schema.js';
import { readableFile } from '../../modules/access/file-access.js';
import { findFileVariant } from '../../modules/files/files.service.js';
import {
  PHOTO_MAX_BYTES,
  PHOTO_UPLOADS_PER_MINUTE,
  SNIFF_BYTES,
  sniffPhotoType,
  storePhoto,
} from '../../modules/files/photos.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const anyone = { portal: { permission: null } };

const tooLarge = () =>
  new DomainError(
    'file_too_large',
    'The photo is larger than 15 MB. Take it at a lower resolution or choose a smaller one.',
  );
const onePhoto = () =>
  new DomainError('malformed_upload', 'Send one photo as multipart/form-data, in a part named "file".');
const cutOff = () => new DomainError('malformed_upload', 'The upload was cut off before the end; send it again.');

/**
 * Reads the part as it arrives: the type is decided on the first bytes and more than
 * 15 MB is refused as soon as it is passed; from then on nothing more is kept. A refused
 * part is still read to its end (the parser drops what is over the limit), so the answer
 * goes out once the body is in and reaches the client before the connection closes.
 * The photo is decoded whole by sharp, so the accepted bytes are kept in memory.
 */
async function readPhotoPart(part: MultipartFile): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let bytes = 0;
  let sniffed = false;
  let refusal: DomainError | undefined;
  try {
    for await (const piece of part.file) {
      if (refusal) continue;
      const chunk = piece as Buffer;
      pieces.push(chunk);
      bytes += chunk.length;
      try {
        if (bytes > PHOTO_MAX_BYTES || part.file.truncated) throw tooLarge();
        if (!sniffed && bytes >= SNIFF_BYTES) {
          sniffPhotoType(Buffer.concat(pieces).subarray(0, SNIFF_BYTES));
          sniffed = true;
        }
      } catch (error) {
        refusal = error instanceof DomainError ? error : cutOff();
        pieces.length = 0;
      }
    }
  } catch {
    // The body ended in the middle of the part.
    throw refusal ?? cutOff();
  }
  if (refusal) throw refusal;
  if (part.file.truncated) throw tooLarge();
  if (bytes === 0)
    throw new DomainError('unsupported_file_type', 'The file is empty. Upload a JPEG, PNG or WebP picture.');
  const upload = Buffer.concat(pieces, bytes);
  if (!sniffed) sniffPhotoType(upload);
  return upload;
}

async function firstFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw onePhoto();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    // More parts or fields than one photo needs, or a body that ends before its first part.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.endsWith('_LIMIT')) throw onePhoto();
    throw cutOff();
  }
  if (part === undefined || part.fieldname !== 'file') {
    part?.file.resume();
    throw onePhoto();
  }
  return part;
}

/** Counts an upload against the person's budget (shared by every instance through the limiter); 429 when spent. */
async function withinUploadBudget(deps: AppDeps, user: { tenantId: number; accountId: number }): Promise<void> {
  const budget = await deps.limiter.hit(
    `portal:photo-upload:${user.tenantId}:${user.accountId}`,
    PHOTO_UPLOADS_PER_MINUTE,
    60_000,
  );
  if (!budget.allowed) {
    const wait = Math.max(1, budget.resetSeconds);
    throw new DomainError(
      'rate_limited',
      `At most ${PHOTO_UPLOADS_PER_MINUTE} photos a minute; send the next one in ${wait} seconds.`,
      { retryAfterSeconds: wait },
    );
  }
}

/** Sends stored bytes as a stream; ids never change their content, so a copy may be kept for good. */
async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  stored: { storageKey: string; contentType: string; byteSize: number; sha256: string },
): Promise<FastifyReply> {
  const etag = `"${stored.sha256}"`;
  reply
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline');
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  const stream = await store.getStream(stored.storageKey);
  if (stream === undefined) throw notFound('File');
  return reply.type(stored.contentType).header('content-length', stored.byteSize).send(stream);
}

/**
 * Photos (and drawn signatures) from the field app and the portal: upload, then the photo
 * and its thumbnail. Any signed-in person, browser or device session, uploads; a file is read
 * only by whoever uploaded it or may read a record holding it.
 */
export function portalFileRoutes(deps: AppDeps, store: FileStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Multipart bodies are read here only; every other portal write stays JSON.
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 },
      throwFileSizeLimit: false,
    });

    app.post(
      '/files/photos',
      {
        config: { ...anyone, portalBody: 'multipart' },
        schema: { hide: true, response: { 201: UploadedPhotoSchema } },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        await withinUploadBudget(deps, user);
        const part = await firstFilePart(request);
        const upload = await readPhotoPart(part);
        const { file } = await storePhoto(deps.database.db, store, user.tenantId, {
          upload,
          originalName: part.filename,
          uploadedByAccountId: user.accountId,
        });
        return reply.code(201).send({
          id: file.id,
          content_type: 'image/jpeg' as const,
          byte_size: file.byteSize,
          width: file.width ?? 0,
          height: file.height ?? 0,
          url: `/portal/api/files/${file.id}`,
          thumbnail_url: `/portal/api/files/${file.id}/thumbnail`,
        });
      },
    );

    // Only a file the person may read: one they uploaded, or one held by a record they may
    // read (modules/access/file-access.ts); anything else is 404.
    app.get('/files/:id', { config: anyone, schema: { hide: true, params: FileIdParams } }, async (request, reply) => {
      const user = portalUserOf(request);
      const file = await readableFile(deps.database.db, user, request.params.id);
      return sendStored(request, reply, store, file);
    });

    app.get(
      '/files/:id/thumbnail',
      { config: anyone, schema: { hide: true, params: FileIdParams } },
      async (request, reply) => {
        const user = portalUserOf(request);
        const { tenantId } = user;
        const file = await readableFile(deps.database.db, user, request.params.id);
        // Files stored before thumbnails existed (or through the API) are their own thumbnail.
        const thumbnail = await findFileVariant(deps.database.db, tenantId, file.id, 'thumbnail');
        return sendStored(request, reply, store, thumbnail ?? file);
      },
    );
  };
}
