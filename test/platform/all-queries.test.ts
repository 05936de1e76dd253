import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allQueries } from '../../src/db/all-queries.js';
import type { Database, Executor } from '../../src/db/client.js';
import { describeEachBackend, openBackend } from '../helpers/harness.js';
import { takePgOverlaps } from '../helpers/pg-overlap.js';

/** The connection's process id, after a short sleep so that queries started together overlap. */
async function connectionOf(db: Executor, label: string): Promise<{ label: string; pid: number }> {
  const result = (await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)) as { rows: { pid: number }[] };
  const [row] = result.rows;
  return { label, pid: Number(row?.pid) };
}

describeEachBackend('allQueries', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openBackend(backend);
  });
  afterAll(async () => database.close());

  it('answers the results in order, on the database and in a transaction', async () => {
    const read = (db: Executor) =>
      allQueries(db, [
        () => connectionOf(db, 'first'),
        () => Promise.resolve('second'),
        () => connectionOf(db, 'third'),
      ]);
    for (const [first, second, third] of [await read(database.db), await database.db.transaction((tx) => read(tx))]) {
      expect([first.label, second, third.label]).toEqual(['first', 'second', 'third']);
    }
  });

  it('runs the queries of a transaction one after another on its connection, and others at once on the pool', async () => {
    const inTransaction = await database.db.transaction((tx) =>
      allQueries(tx, [() => connectionOf(tx, 'a'), () => connectionOf(tx, 'b'), () => connectionOf(tx, 'c')]),
    );
    expect(new Set(inTransaction.map((row) => row.pid)).size).toBe(1);
    const onPool = await allQueries(database.db, [
      () => connectionOf(database.db, 'a'),
      () => connectionOf(database.db, 'b'),
    ]);
    // PGlite is one connection, which queues the queries itself; a pool lends each its own.
    expect(new Set(onPool.map((row) => row.pid)).size).toBe(backend.name === 'postgres' ? 2 : 1);
    expect(takePgOverlaps()).toEqual([]);
  });

  // PostgreSQL only (PGlite is one connection without a pool): declared for it alone.
  if (backend.name === 'postgres')
    it('is needed: Promise.all in a transaction sends a query while another runs, which the test set-up fails', async () => {
      // Two at once: pg itself warns only from three on; the set-up counts every overlap.
      await database.db.transaction((tx) => Promise.all([connectionOf(tx, 'a'), connectionOf(tx, 'b')]));
      const overlaps = takePgOverlaps(); // taken here, so that this test itself passes
      expect(overlaps).toHaveLength(1);
      expect(overlaps[0]).toContain('query sent while 1 other(s) ran on the same connection');
      expect(overlaps[0]).toContain('pg_backend_pid()');
    });
});
