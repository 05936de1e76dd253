import { and, asc, eq, gt, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db, Executor } from '../../db/client.js';
import { type ListableFileStore, type StoredFileEntry, tenantOfKey } from './file-store.js';
import { fileStoreChunks, fileStoreObjects } from './file-store.tables.js';

/** How many bytes one chunk row holds: small enough to stream, large enough to keep row counts low. */
export const CHUNK_BYTES = 256 * 1024;

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

/** Object rows one statement of a listing reads. */
const LIST_PAGE = 1000;

/** Chunks a streamed write inserts with one statement: a commit per MiB rather than per chunk. */
const CHUNKS_PER_INSERT = 4;

/** The pieces in groups of `size` (the last one smaller). */
async function* groups<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let group: T[] = [];
  for await (const item of source) {
    group.push(item);
    if (group.length === size) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) yield group;
}

/** Removes a file's object row and chunks. */
async function removeFile(db: Executor, tenantId: number, key: string): Promise<void> {
  await db.delete(fileStoreObjects).where(and(eq(fileStoreObjects.tenantId, tenantId), eq(fileStoreObjects.key, key)));
  await db.delete(fileStoreChunks).where(and(eq(fileStoreChunks.tenantId, tenantId), eq(fileStoreChunks.key, key)));
}

/**
 * Files in PostgreSQL, so every instance serves every file. A file is a row in
 * file_store_objects and its bytes in 256-KiB rows of file_store_chunks. The object row is
 * written last, in the transaction that completes the file: a source that fails leaves no
 * file, and a reader never sees a file before it is whole. Reading fetches one chunk at a
 * time, so neither direction holds a whole file in memory. No connection is held while
 * code outside the store runs (a stream's source, a stream's reader): each statement, or
 * the short transaction that completes a file, borrows one from the pool.
 */
export class PostgresFileStore implements ListableFileStore {
  constructor(private readonly db: Db) {}

  async put(key: string, data: Buffer): Promise<void> {
    const tenantId = tenantOfKey(key);
    // The bytes are at hand: one transaction writes them, replacing any earlier file.
    await this.db.transaction(async (tx) => {
      await removeFile(tx, tenantId, key);
      let seq = 0;
      for (let at = 0; at < data.length; at += CHUNK_BYTES) {
        await tx.insert(fileStoreChunks).values({ tenantId, key, seq, data: data.subarray(at, at + CHUNK_BYTES) });
        seq += 1;
      }
      await tx.insert(fileStoreObjects).values({ tenantId, key, byteSize: data.length, chunkCount: seq });
    });
  }

  /**
   * The source may read the database itself (a working-time export does). A transaction
   * open while it runs would hold a connection idle while the source waits for another,
   * and as many such writes as the pool has connections would wait on each other for
   * ever. So the chunks are inserted as they come, a few per statement, each statement on
   * its own, under a staging key no reader asks for (`#` is never part of a key); one short
   * transaction then moves them to the key and adds the object row. Should the source or
   * the database fail, the staged chunks are removed; a process that dies meanwhile leaves
   * them, never read, under a key with `#`.
   */
  async putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    const tenantId = tenantOfKey(key);
    const staging = `${key}#${randomUUID()}`;
    const staged = and(eq(fileStoreChunks.tenantId, tenantId), eq(fileStoreChunks.key, staging));
    let seq = 0;
    let byteSize = 0;
    try {
      for await (const group of groups(chunked(source), CHUNKS_PER_INSERT)) {
        const first = seq;
        await this.db
          .insert(fileStoreChunks)
          .values(group.map((data, index) => ({ tenantId, key: staging, seq: first + index, data })));
        seq += group.length;
        byteSize += group.reduce((sum, data) => sum + data.length, 0);
      }
      const chunkCount = seq;
      await this.db.transaction(async (tx) => {
        await removeFile(tx, tenantId, key);
        await tx.update(fileStoreChunks).set({ key }).where(staged);
        await tx.insert(fileStoreObjects).values({ tenantId, key, byteSize, chunkCount });
      });
    } catch (error) {
      await this.db
        .delete(fileStoreChunks)
        .where(staged)
        .catch(() => undefined);
      throw error;
    }
    return byteSize;
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stream = await this.getStream(key);
    if (stream === undefined) return undefined;
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(piece as Buffer);
    return Buffer.concat(pieces);
  }

  async getStream(key: string): Promise<Readable | undefined> {
    const tenantId = tenantOfKey(key);
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
    const tenantId = tenantOfKey(key);
    await this.db.transaction((tx) => removeFile(tx, tenantId, key));
  }

  async size(key: string): Promise<number | undefined> {
    const tenantId = tenantOfKey(key);
    const [object] = await this.db
      .select({ byteSize: fileStoreObjects.byteSize })
      .from(fileStoreObjects)
      .where(and(eq(fileStoreObjects.tenantId, tenantId), eq(fileStoreObjects.key, key)));
    return object?.byteSize;
  }

  /** Every tenant's files, by tenant and key, a thousand object rows a statement. */
  async *list(): AsyncGenerator<StoredFileEntry> {
    let after: { tenantId: number; key: string } | undefined;
    for (;;) {
      const page = await this.db
        .select({ tenantId: fileStoreObjects.tenantId, key: fileStoreObjects.key, byteSize: fileStoreObjects.byteSize })
        .from(fileStoreObjects)
        .where(
          after === undefined
            ? undefined
            : or(
                gt(fileStoreObjects.tenantId, after.tenantId),
                and(eq(fileStoreObjects.tenantId, after.tenantId), gt(fileStoreObjects.key, after.key)),
              ),
        )
        .orderBy(asc(fileStoreObjects.tenantId), asc(fileStoreObjects.key))
        .limit(LIST_PAGE);
      for (const row of page) yield { key: row.key, byteSize: row.byteSize };
      if (page.length < LIST_PAGE) return;
      after = page[page.length - 1];
    }
  }
}
