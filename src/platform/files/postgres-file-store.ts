import { and, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { checkKey, type FileStore } from '../../files/file-store.js';
import { fileStoreChunks, fileStoreObjects } from './file-store.tables.js';

/** How many bytes one chunk row holds: small enough to stream, large enough to keep row counts low. */
export const CHUNK_BYTES = 256 * 1024;

/** The tenant a key belongs to: keys read `<tenant id>/…`. */
function tenantOf(key: string): number {
  checkKey(key);
  const first = key.slice(0, key.indexOf('/'));
  const tenantId = Number(first);
  if (!/^[1-9]\d{0,15}$/.test(first) || !Number.isSafeInteger(tenantId)) {
    throw new Error(`File key "${key}" does not start with a tenant id`);
  }
  return tenantId;
}

/** Cuts the incoming pieces into chunks of exactly CHUNK_BYTES (the last one shorter). */
async function* chunked(source: AsyncIterable<string | Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : Buffer.from(piece);
    while (bytes.length > 0) {
      const take = Math.min(bytes.length, CHUNK_BYTES - pendingBytes);
      pending.push(bytes.subarray(0, take));
      pendingBytes += take;
      bytes = bytes.subarray(take);
      if (pendingBytes === CHUNK_BYTES) {
        yield Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Files in PostgreSQL, so every instance serves every file. A file is a row in
 * file_store_objects and its bytes in 256-KiB rows of file_store_chunks. Writing runs in
 * one transaction that adds the object row last: a source that fails rolls everything
 * back, and a reader never sees a file before it is whole. Reading fetches one chunk at a
 * time, so neither direction holds a whole file in memory.
 */
export class PostgresFileStore implements FileStore {
  constructor(private readonly db: Db) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.putStream(
      key,
      (async function* () {
        yield data;
      })(),
    );
  }

  async putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    const tenantId = tenantOf(key);
    return this.db.transaction(async (tx) => {
      // Keys are never reused in practice; replacing one removes the old bytes first.
      await tx
        .delete(fileStoreObjects)
        .where(and(eq(fileStoreObjects.tenantId, tenantId), eq(fileStoreObjects.key, key)));
      await tx.delete(fileStoreChunks).where(and(eq(fileStoreChunks.tenantId, tenantId), eq(fileStoreChunks.key, key)));
      let seq = 0;
      let byteSize = 0;
      for await (const chunk of chunked(source)) {
        await tx.insert(fileStoreChunks).values({ tenantId, key, seq, data: chunk });
        seq += 1;
        byteSize += chunk.length;
      }
      await tx.insert(fileStoreObjects).values({ tenantId, key, byteSize, chunkCount: seq });
      return byteSize;
    });
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stream = await this.getStream(key);
    if (stream === undefined) return undefined;
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(piece as Buffer);
    return Buffer.concat(pieces);
  }

  async getStream(key: string): Promise<Readable | undefined> {
    const tenantId = tenantOf(key);
    const [object] = await this.db
      .select({ chunkCount: fileStoreObjects.chunkCount, byteSize: fileStoreObjects.byteSize })
      .from(fileStoreObjects)
      .where(and(eq(fileStoreObjects.tenantId, tenantId), eq(fileStoreObjects.key, key)));
    if (!object) return undefined;
    const db = this.db;
    const { chunkCount } = object;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < chunkCount; seq++) {
        const [row] = await db
          .select({ data: fileStoreChunks.data })
          .from(fileStoreChunks)
          .where(
            and(eq(fileStoreChunks.tenantId, tenantId), eq(fileStoreChunks.key, key), eq(fileStoreChunks.seq, seq)),
          );
        // Deleted while being read: end with an error rather than hand out a short file.
        if (!row) throw new Error(`File ${key} was removed while it was being read`);
        yield Buffer.from(row.data);
      }
    }
    // One chunk at a time: the next is fetched only when the reader wants it.
    return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
  }

  async delete(key: string): Promise<void> {
    const tenantId = tenantOf(key);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(fileStoreObjects)
        .where(and(eq(fileStoreObjects.tenantId, tenantId), eq(fileStoreObjects.key, key)));
      await tx.delete(fileStoreChunks).where(and(eq(fileStoreChunks.tenantId, tenantId), eq(fileStoreChunks.key, key)));
    });
  }
}
