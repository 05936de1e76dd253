import { and, eq, like, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.js';
import { fileStoreChunks, fileStoreObjects } from '../../src/platform/file-store/file-store.tables.js';
import { CHUNK_BYTES, PostgresFileStore } from '../../src/platform/file-store/postgres-file-store.js';
import { pruneStagedChunks, pruneStagedFileChunks } from '../../src/platform/file-store/prune-staged-chunks.js';
import { SCHEDULES } from '../../src/worker.js';
import { describeEachBackend, openBackend } from '../helpers/harness.js';

/** Yields the bytes in pieces of uneven sizes, as a network or a CSV writer would. */
async function* unevenPieces(data: Buffer, failAfter?: number): AsyncGenerator<Uint8Array> {
  const sizes = [1, 1000, 70_000, 333_333, 5, 262_144];
  let at = 0;
  for (let i = 0; at < data.length; i++) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('connection lost');
    const size = sizes[i % sizes.length] as number;
    yield data.subarray(at, at + size);
    at += size;
    await Promise.resolve();
  }
}

describeEachBackend('PostgreSQL file store', (backend) => {
  let database: Database;
  let store: PostgresFileStore;
  // A tenant id of its own, so parallel runs on one database never meet.
  const tenant = 900_000_000 + Math.floor(Math.random() * 100_000_000);
  const key = (name: string) => `${tenant}/${randomUUID()}-${name}`;

  beforeAll(async () => {
    database = await openBackend(backend);
    store = new PostgresFileStore(database.db);
  });
  afterAll(async () => database.close());

  async function rowsOf(fileKey: string) {
    const objects = await database.db
      .select()
      .from(fileStoreObjects)
      .where(and(eq(fileStoreObjects.tenantId, tenant), eq(fileStoreObjects.key, fileKey)));
    const chunks = await database.db
      .select({ seq: fileStoreChunks.seq })
      .from(fileStoreChunks)
      .where(and(eq(fileStoreChunks.tenantId, tenant), eq(fileStoreChunks.key, fileKey)));
    return { objects: objects.length, chunks: chunks.length };
  }

  /** Chunks a write of the key left under its staging name (`<key>#…`). */
  async function stagedChunks(fileKey: string): Promise<number> {
    const rows = await database.db
      .select({ seq: fileStoreChunks.seq })
      .from(fileStoreChunks)
      .where(and(eq(fileStoreChunks.tenantId, tenant), like(fileStoreChunks.key, `${fileKey}#%`)));
    return rows.length;
  }

  it('stores a file of many chunks as it streams in and reads it back byte for byte', async () => {
    const data = randomBytes(CHUNK_BYTES * 9 + 12_345);
    const fileKey = key('big.bin');
    expect(await store.putStream(fileKey, unevenPieces(data))).toBe(data.length);
    expect(await rowsOf(fileKey)).toEqual({ objects: 1, chunks: 10 });

    const stream = await store.getStream(fileKey);
    expect(stream).toBeDefined();
    const pieces: Buffer[] = [];
    for await (const piece of stream!) pieces.push(piece as Buffer);
    // Read one chunk at a time, never more than a chunk at once.
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(Buffer.concat(pieces).equals(data)).toBe(true);
    expect((await store.get(fileKey))?.equals(data)).toBe(true);
  });

  it('fetches chunks only as the reader asks for them', async () => {
    const data = randomBytes(CHUNK_BYTES * 4);
    const fileKey = key('lazy.bin');
    await store.put(fileKey, data);
    const stream = await store.getStream(fileKey);
    const reader = stream![Symbol.asyncIterator]();
    const first = await reader.next();
    expect((first.value as Buffer).equals(data.subarray(0, CHUNK_BYTES))).toBe(true);
    // Removed while being read: the rest was not fetched yet, and the stream ends in an error, not a short file.
    await store.delete(fileKey);
    await expect(
      (async () => {
        for (let next = await reader.next(); !next.done; next = await reader.next());
      })(),
    ).rejects.toThrow('removed while it was being read');
  });

  it('leaves nothing behind when the source fails half way', async () => {
    const fileKey = key('broken.bin');
    await expect(store.putStream(fileKey, unevenPieces(randomBytes(CHUNK_BYTES * 3), CHUNK_BYTES * 2))).rejects.toThrow(
      'connection lost',
    );
    expect(await rowsOf(fileKey)).toEqual({ objects: 0, chunks: 0 });
    expect(await stagedChunks(fileKey)).toBe(0);
    expect(await store.get(fileKey)).toBeUndefined();
    expect(await store.getStream(fileKey)).toBeUndefined();
  });

  // PGlite is one connection, with no pool to run out of.
  if (backend.name === 'postgres')
    it('holds no connection while the source of a stream runs, so sources that read the database can outnumber the pool', async () => {
      // Three writes at once on a pool of two, each source querying between its pieces, as
      // a working-time export does: writes that held a connection through their source waited for ever.
      const small = await openPostgres(backend.url as string, 2);
      let stuck = false;
      try {
        const smallStore = new PostgresFileStore(small.db);
        async function* readingSource(data: Buffer): AsyncGenerator<Buffer> {
          for (let at = 0; at < data.length; at += 100_000) {
            await small.db.execute(sql`select pg_sleep(0.01)`);
            yield data.subarray(at, at + 100_000);
          }
        }
        const files = [0, 1, 2].map((n) => ({
          key: key(`export-${n}.csv`),
          data: randomBytes(CHUNK_BYTES * 2 + 1 + n),
        }));
        const writes = Promise.all(files.map((file) => smallStore.putStream(file.key, readingSource(file.data))));
        const timeout = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 20_000).unref());
        const sizes = await Promise.race([writes, timeout]);
        stuck = sizes === 'stuck';
        expect(sizes, 'the writes still wait for a connection after 20 s').toEqual(
          files.map((file) => file.data.length),
        );
        for (const file of files) {
          expect((await smallStore.get(file.key))?.equals(file.data)).toBe(true);
          expect(await rowsOf(file.key)).toEqual({ objects: 1, chunks: 3 });
          expect(await stagedChunks(file.key)).toBe(0);
        }
      } finally {
        // Closing waits for every borrowed connection, which stuck writes never give back.
        if (stuck) void small.close();
        else await small.close();
      }
    });

  it('keeps an empty file, replaces a file under the same key, and deletes twice without error', async () => {
    const empty = key('empty.txt');
    expect(await store.putStream(empty, unevenPieces(Buffer.alloc(0)))).toBe(0);
    expect(await store.get(empty)).toEqual(Buffer.alloc(0));

    const fileKey = key('replaced.csv');
    await store.put(fileKey, randomBytes(CHUNK_BYTES * 2));
    await store.put(fileKey, Buffer.from('Name;Stunden\r\nMüller;7,50\r\n'));
    expect((await store.get(fileKey))?.toString('utf8')).toBe('Name;Stunden\r\nMüller;7,50\r\n');
    expect(await rowsOf(fileKey)).toEqual({ objects: 1, chunks: 1 });

    await store.delete(fileKey);
    await store.delete(fileKey);
    expect(await rowsOf(fileKey)).toEqual({ objects: 0, chunks: 0 });
    expect(await store.get(key('never.bin'))).toBeUndefined();
  });

  it('removes the chunks a dying write left staged once they are a day old, and never a stored file’s', async () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now - hours * 3600 * 1000);
    const abandoned = `${key('abandoned.csv')}#${randomUUID()}`;
    const running = `${key('running.csv')}#${randomUUID()}`;
    const stored = key('stored.jpg');
    // A process that died 25 hours ago in mid-write, and a write that is still going on.
    await database.db.insert(fileStoreChunks).values([
      { tenantId: tenant, key: abandoned, seq: 0, data: Buffer.from('a'), createdAt: hoursAgo(25) },
      { tenantId: tenant, key: abandoned, seq: 1, data: Buffer.from('b'), createdAt: hoursAgo(25) },
      { tenantId: tenant, key: running, seq: 0, data: Buffer.from('c'), createdAt: hoursAgo(1) },
    ]);
    // A file stored a year ago: its chunks are as old, but its own.
    await store.put(stored, Buffer.from('photo'));
    await database.db
      .update(fileStoreChunks)
      .set({ createdAt: hoursAgo(24 * 365) })
      .where(and(eq(fileStoreChunks.tenantId, tenant), eq(fileStoreChunks.key, stored)));

    expect(await pruneStagedChunks(database.db, now)).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(abandoned)).toEqual({ objects: 0, chunks: 0 });
    expect(await rowsOf(running)).toEqual({ objects: 0, chunks: 1 });
    expect((await store.get(stored))?.toString()).toBe('photo');
    // The worker runs it every hour.
    expect(SCHEDULES).toContain(pruneStagedFileChunks);
    expect(pruneStagedFileChunks.cron).toBe('23 * * * *');
  });

  it('answers a file’s size and lists it, never a staged write', async () => {
    const fileKey = key('listed.csv');
    await store.put(fileKey, Buffer.from('a;b\r\n'));
    const staged = `${key('staged.csv')}#${randomUUID()}`;
    await database.db.insert(fileStoreChunks).values({ tenantId: tenant, key: staged, seq: 0, data: Buffer.from('x') });
    expect(await store.size(fileKey)).toBe(5);
    expect(await store.size(key('missing.csv'))).toBeUndefined();
    const mine = [];
    for await (const entry of store.list()) if (entry.key.startsWith(`${tenant}/`)) mine.push(entry);
    expect(mine).toContainEqual({ key: fileKey, byteSize: 5 });
    expect(mine.some((entry) => entry.key.includes('#'))).toBe(false);
  });

  it('refuses keys that do not start with a tenant id or climb out', async () => {
    await expect(store.put('exports/a.csv', Buffer.from('x'))).rejects.toThrow('tenant id');
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid file key');
    await expect(store.getStream(`${tenant}/../x`)).rejects.toThrow('Invalid file key');
  });
});
