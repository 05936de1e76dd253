import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { fileStoreChunks, fileStoreObjects } from '../../src/platform/file-store/file-store.tables.js';
import { type FileStore, LocalFileStore } from '../../src/platform/file-store/file-store.js';
import { PostgresFileStore } from '../../src/platform/file-store/postgres-file-store.js';
import { storedFiles, storedFileVariants } from '../../src/modules/files/files.tables.js';
import type { UploadedPhotoDto } from '../../src/modules/files/files.schema.js';
import { createSession } from '../../src/modules/credentials/sessions.service.js';
import { RedisRateLimiter } from '../../src/ratelimit/redis.js';
import {
  describeEachBackend,
  type FakeClock,
  openBackend,
  redisUrl,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import { type PortalClient, portalClientFor, TEST_PASSWORD, withPassword } from '../helpers/portal.js';
import { expectProblem, organisation } from './organisation.js';

const BOUNDARY = '----caretaker-test-boundary-7MA4YWxkTrZu0gW';

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, as a browser would send it. */
function multipart(parts: Part[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${BOUNDARY}`, `Content-Disposition: ${disposition}`];
    if (part.contentType !== undefined) head.push(`Content-Type: ${part.contentType}`);
    pieces.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), part.data, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

const photoPart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

function upload(
  t: TestApp,
  client: PortalClient | undefined,
  body: Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/portal/api/files/photos',
    headers: {
      'content-type': contentType,
      ...(client ? { cookie: `ct_session=${client.sessionToken}`, 'x-csrf-token': client.csrfToken } : {}),
    },
    payload: body,
  });
}

/** A JPEG taken "sideways" (EXIF orientation 6) with a camera make and a GPS position in its metadata. */
async function sidewaysJpeg(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG of one IHDR, one tiny IDAT and IEND, whose header claims the given size. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hasGpsPointer = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

function image(format: 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } });
  return (format === 'png' ? picture.png() : picture.webp()).toBuffer();
}

/** A 5,000 × 5,000 PNG of 16 bits per channel with transparency: a small file, 200 MB once decoded. Made once. */
let deep: Promise<Buffer> | undefined;
const deepPng = () =>
  (deep ??= sharp({
    create: { width: 5000, height: 5000, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } },
  })
    .toColourspace('rgb16')
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer());

/** The same pixels as 8-bit RGB: 75 MB decoded. Made once. */
let flat: Promise<Buffer> | undefined;
const flatPng = () =>
  (flat ??= sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer());

describeEachBackend('photo uploads', (backend) => {
  let t: TestApp;
  let database: Database;
  let store: FileStore;
  let filesDir: string | undefined;

  beforeAll(async () => {
    database = await openBackend(backend);
    // The store each engine runs with in production: the disk for PGlite, the database for PostgreSQL.
    if (backend.name === 'postgres') {
      store = new PostgresFileStore(database.db);
    } else {
      filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caretaker-photos-'));
      store = new LocalFileStore(filesDir);
    }
    t = await startTestApp(backend, { database, fileStore: store });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    if (filesDir !== undefined) await fs.rm(filesDir, { recursive: true, force: true });
  });

  /** Everything stored for a tenant: its file rows, thumbnail rows and the keys in the store. */
  async function storedFor(tenantId: number) {
    const files = await database.db.select().from(storedFiles).where(eq(storedFiles.tenantId, tenantId));
    const variants = await database.db
      .select()
      .from(storedFileVariants)
      .where(eq(storedFileVariants.tenantId, tenantId));
    let keys: string[];
    if (backend.name === 'postgres') {
      const rows = await database.db
        .select({ key: fileStoreObjects.key })
        .from(fileStoreObjects)
        .where(eq(fileStoreObjects.tenantId, tenantId));
      const chunks = await database.db
        .select({ seq: fileStoreChunks.seq })
        .from(fileStoreChunks)
        .where(eq(fileStoreChunks.tenantId, tenantId));
      keys = rows.map((r) => r.key);
      // No chunk outlives its file.
      if (keys.length === 0) expect(chunks).toEqual([]);
    } else {
      const dir = path.join(filesDir as string, String(tenantId));
      keys = await fs.readdir(dir).catch(() => []);
    }
    return { files: files.length, variants: variants.length, keys: keys.length };
  }

  async function deviceClient(tenantId: number, accountId: number): Promise<PortalClient> {
    await withPassword(t, tenantId, accountId, TEST_PASSWORD);
    const session = await createSession(t.database.db, t.clock(), {
      tenantId,
      accountId,
      kind: 'device',
      ip: '127.0.0.1',
      userAgent: 'phone',
    });
    return portalClientFor(t, { tenantId, accountId, token: session.token });
  }

  it('stores a sideways JPEG upright, without EXIF or GPS, with a 400-px thumbnail, for a device session', async () => {
    const org = await organisation(t);
    const phone = await deviceClient(org.tenantId, await org.account('worker'));
    const original = await sidewaysJpeg(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    // EXIF tag 0x8825 points to the GPS block (either byte order).
    expect(hasGpsPointer(before.exif)).toBe(true);

    const response = await upload(t, phone, multipart([photoPart(original, 'IMG_0001.jpg')]));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<UploadedPhotoDto>();
    // Orientation 6 turns the 3000×2000 picture upright: 2000 wide, 3000 high, fitted into 1,600 px.
    expect(body).toMatchObject({
      content_type: 'image/jpeg',
      width: 1067,
      height: 1600,
      url: `/portal/api/files/${body.id}`,
      thumbnail_url: `/portal/api/files/${body.id}/thumbnail`,
    });

    const file = await phone.get(body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.length).toBe(body.byte_size);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1067, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(hasGpsPointer(meta.exif)).toBe(false);
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);

    // Not attached to anything yet: only its uploader reads it (docs/files.md).
    expectProblem(await org.admin.get(body.thumbnail_url), 404, 'not_found');
    const thumbnail = await phone.get(body.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['jpeg', 267, 400]);
    expect(thumbMeta.exif).toBeUndefined();

    // The ETag lets a browser revalidate without the bytes.
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: body.url,
      headers: { cookie: `ct_session=${phone.sessionToken}`, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    expect(await storedFor(org.tenantId)).toEqual({ files: 1, variants: 1, keys: 2 });
  });

  it('keeps a small photo at its size (never enlarged), rotated, and takes PNG and WebP whatever their name says', async () => {
    const org = await organisation(t);
    const small = await upload(t, org.admin, multipart([photoPart(await sidewaysJpeg(300, 200))]));
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json<UploadedPhotoDto>()).toMatchObject({ width: 200, height: 300 });

    // A browser's canvas signature: a PNG with transparency, becomes a JPEG on white.
    const png = await upload(
      t,
      org.admin,
      multipart([photoPart(await image('png', 800, 300), 'signature.bin', 'application/octet-stream')]),
    );
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json<UploadedPhotoDto>()).toMatchObject({ content_type: 'image/jpeg', width: 800, height: 300 });

    const webp = await upload(
      t,
      org.admin,
      multipart([photoPart(await image('webp', 2400, 1200), 'x.gif', 'image/gif')]),
    );
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json<UploadedPhotoDto>()).toMatchObject({ width: 1600, height: 800 });
    const thumb = await org.admin.get(webp.json<UploadedPhotoDto>().thumbnail_url);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);

    expect(await storedFor(org.tenantId)).toEqual({ files: 3, variants: 3, keys: 6 });
  });

  it('refuses wrong types, HEIC, too large and truncated uploads, storing nothing', async () => {
    const org = await organisation(t);

    const text = await upload(t, org.admin, multipart([photoPart(Buffer.from('Hello, this is not a photo.\n'))]));
    expectProblem(text, 415, 'unsupported_file_type');
    expect(text.json<{ detail: string }>().detail).toMatch(/JPEG, PNG or WebP/);

    // The start of an iPhone photo: an ISO-BMFF "ftyp" box with the "heic" brand.
    const heicHead = Buffer.concat([
      Buffer.from([0x00, 0x00, 0x00, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      randomBytes(4000),
    ]);
    const heic = await upload(t, org.admin, multipart([photoPart(heicHead, 'IMG_0002.jpg')]));
    expectProblem(heic, 415, 'unsupported_file_type');
    expect(heic.json<{ detail: string }>().detail).toMatch(/HEIC.*Convert it to JPEG/);

    // JPEG's first bytes, but nothing a decoder can read.
    const broken = await upload(
      t,
      org.admin,
      multipart([photoPart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(5000)]))]),
    );
    expectProblem(broken, 415, 'unsupported_file_type');

    const huge = Buffer.concat([(await sidewaysJpeg()).subarray(0, 100), Buffer.alloc(16 * 1024 * 1024 - 100, 0x42)]);
    const tooLarge = await upload(t, org.admin, multipart([photoPart(huge)]));
    expectProblem(tooLarge, 413, 'file_too_large');
    expect(tooLarge.json<{ detail: string }>().detail).toMatch(/15 MB/);

    // The body ends in the middle of the photo, without the closing boundary.
    const whole = multipart([photoPart(await sidewaysJpeg(1200, 900))]);
    const truncated = await upload(t, org.admin, whole.subarray(0, Math.floor(whole.length / 2)));
    expectProblem(truncated, 400, 'malformed_upload');

    const noFilePart = await upload(t, org.admin, multipart([{ name: 'note', data: Buffer.from('hello') }]));
    expectProblem(noFilePart, 400, 'malformed_upload');

    const manyParts = await upload(
      t,
      org.admin,
      multipart([
        ...Array.from({ length: 10 }, (_, i) => ({ name: `note${i}`, data: Buffer.from('hello') })),
        photoPart(await sidewaysJpeg()),
      ]),
    );
    expectProblem(manyParts, 400, 'malformed_upload');

    // A small PNG whose header claims 10,000 × 10,000 pixels: refused before it is decoded.
    const bomb = await upload(t, org.admin, multipart([photoPart(pngClaiming(10_000, 10_000), 'bomb.png')]));
    expectProblem(bomb, 413, 'file_too_large');
    expect(bomb.json<{ detail: string }>().detail).toMatch(/million pixels/);

    const notMultipart = await upload(t, org.admin, Buffer.from('{}'), 'application/json');
    expectProblem(notMultipart, 400, 'malformed_upload');

    expect(await storedFor(org.tenantId)).toEqual({ files: 0, variants: 0, keys: 0 });
  });

  it('refuses a picture whose decoded pixels would take more than 192 MB, read from its header, storing nothing', async () => {
    const org = await organisation(t);
    // 25 million pixels either way, below the pixel limit: 16-bit RGBA is 200 MB decoded, 8-bit RGB 75 MB.
    const deep = await deepPng();
    expect(deep.length).toBeLessThan(5 * 1024 * 1024);
    expect(await sharp(deep).metadata()).toMatchObject({ width: 5000, height: 5000, channels: 4, depth: 'ushort' });
    const refused = await upload(t, org.admin, multipart([photoPart(deep, 'deep.png', 'image/png')]));
    expectProblem(refused, 413, 'file_too_large');
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /200 MB .*5000 × 5000 pixels, 4 channels of 16 bits.*at most 192 MB/,
    );
    expect(await storedFor(org.tenantId)).toEqual({ files: 0, variants: 0, keys: 0 });

    const flat = await upload(t, org.admin, multipart([photoPart(await flatPng(), 'flat.png', 'image/png')]));
    expect(flat.statusCode, flat.body).toBe(201);
    expect(flat.json<UploadedPhotoDto>()).toMatchObject({ width: 1600, height: 1600 });
  });

  it('takes at most 30 photos a minute from one person, then 429 with Retry-After; others go on', async () => {
    const org = await organisation(t);
    const { client: colleague } = await org.member('worker');
    const photo = multipart([photoPart(await sidewaysJpeg(40, 30))]);
    for (let i = 0; i < 30; i++) {
      const accepted = await upload(t, org.admin, photo);
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    t.clock.advance(20_000);
    const refused = await upload(t, org.admin, photo);
    expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBe(40);
    expect(refused.json<{ detail: string }>().detail).toMatch(/30 photos a minute/);
    expect((await upload(t, colleague, photo)).statusCode).toBe(201);
    t.clock.advance(40_000);
    expect((await upload(t, org.admin, photo)).statusCode).toBe(201);
    expect(await storedFor(org.tenantId)).toMatchObject({ files: 32 });
  });

  it('answers oversized and wrong-typed uploads over HTTP with their problem, not a reset connection', async () => {
    const org = await organisation(t);
    const server = await startTestApp(backend, { database, fileStore: store });
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const huge = Buffer.concat([(await sidewaysJpeg()).subarray(0, 100), Buffer.alloc(20 * 1024 * 1024, 0x42)]);
      const admin = await portalClientFor(server, {
        tenantId: org.tenantId,
        accountId: org.adminId,
        token: org.admin.sessionToken,
      });
      const response = await fetch(`${address}/portal/api/files/photos`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          cookie: `ct_session=${admin.sessionToken}`,
          'x-csrf-token': admin.csrfToken,
        },
        body: new Uint8Array(multipart([photoPart(huge)])),
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { code: string }).code).toBe('file_too_large');

      const text = await fetch(`${address}/portal/api/files/photos`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          cookie: `ct_session=${admin.sessionToken}`,
          'x-csrf-token': admin.csrfToken,
        },
        body: new Uint8Array(multipart([photoPart(Buffer.alloc(8 * 1024 * 1024, 0x41))])),
      });
      expect(text.status).toBe(415);
    } finally {
      await server.close();
    }
    expect(await storedFor(org.tenantId)).toEqual({ files: 0, variants: 0, keys: 0 });
  });

  it('leaves nothing behind when recording the photo fails after its bytes were stored', async () => {
    const org = await organisation(t);
    const failing: FileStore = {
      put: async (key, data) => {
        // The thumbnail's bytes are refused, after the photo's were stored.
        if (key.includes('.thumb.')) throw new Error('disk full');
        await store.put(key, data);
      },
      putStream: (key, source) => store.putStream(key, source),
      get: (key) => store.get(key),
      getStream: (key) => store.getStream(key),
      delete: (key) => store.delete(key),
    };
    const local = await startTestApp(backend, { database, fileStore: failing });
    try {
      const admin = await portalClientFor(local, {
        tenantId: org.tenantId,
        accountId: org.adminId,
        token: org.admin.sessionToken,
      });
      const response = await upload(local, admin, multipart([photoPart(await sidewaysJpeg())]));
      expectProblem(response, 500, 'internal_error');
    } finally {
      await local.close();
    }
    expect(await storedFor(org.tenantId)).toEqual({ files: 0, variants: 0, keys: 0 });
  });

  it('needs a session, and shows a file only to its own tenant (404 otherwise)', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const anonymous = await upload(t, undefined, multipart([photoPart(await sidewaysJpeg())]));
    expectProblem(anonymous, 401, 'unauthenticated');

    const mine = (await upload(t, org.admin, multipart([photoPart(await sidewaysJpeg())]))).json<UploadedPhotoDto>();
    expectProblem(await other.admin.get(mine.url), 404, 'not_found');
    expectProblem(await other.admin.get(mine.thumbnail_url), 404, 'not_found');
    expectProblem(await org.admin.get('/portal/api/files/999999999'), 404, 'not_found');
    const unsigned = await t.app.inject({ method: 'GET', url: mine.url });
    expectProblem(unsigned, 401, 'unauthenticated');
    expect((await org.admin.get(mine.url)).statusCode).toBe(200);

    const rows = await database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, other.tenantId)));
    expect(rows).toEqual([]);
  });
});

const sharedRedis = redisUrl();

describe.skipIf(!sharedRedis)(
  `Photo uploads counted through Redis${sharedRedis ? '' : ' (skipped: REDIS_URL not set)'}`,
  () => {
    it('counts one person’s uploads across instances, and answers the 31st over HTTP with 429, not a reset', async () => {
      const namespace = `test:${randomUUID()}:`;
      const limiter = (clock: FakeClock) => new RedisRateLimiter(sharedRedis as string, clock, namespace);
      const first = await startTestApp({ name: 'pglite' }, { limiter });
      const second = await startTestApp(
        { name: 'pglite' },
        { limiter, database: first.database, clock: first.clock, fileStore: first.fileStore },
      );
      try {
        const org = await organisation(first);
        const photo = multipart([photoPart(await sidewaysJpeg(40, 30))]);
        const onSecond = await portalClientFor(second, {
          tenantId: org.tenantId,
          accountId: org.adminId,
          token: org.admin.sessionToken,
        });
        for (let i = 0; i < 30; i++) {
          const accepted = await upload(i % 2 === 0 ? first : second, i % 2 === 0 ? org.admin : onSecond, photo);
          expect(accepted.statusCode, accepted.body).toBe(201);
        }
        expectProblem(await upload(first, org.admin, photo), 429, 'rate_limited');
        const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const big = multipart([photoPart(Buffer.concat([await sidewaysJpeg(), Buffer.alloc(4 * 1024 * 1024)]))]);
        const response = await fetch(`${address}/portal/api/files/photos`, {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            cookie: `ct_session=${onSecond.sessionToken}`,
            'x-csrf-token': onSecond.csrfToken,
          },
          body: new Uint8Array(big),
        });
        expect(response.status).toBe(429);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await response.json()) as { code: string }).code).toBe('rate_limited');
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);
