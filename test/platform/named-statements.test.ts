// executeNamed: the statements an API write runs on every call (a change with its event)
// run as named prepared statements, on PGlite through its wire protocol. They must answer
// and fail exactly as the same statement run as any other query does.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, executeNamed } from '../../src/db/client.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { describeEachBackend, openBackend } from '../helpers/harness.js';

const dialect = new PgDialect();

describeEachBackend('named statements', (backend) => {
  let database: Database;
  let tenantId: number;
  beforeAll(async () => {
    database = await openBackend(backend);
    tenantId = (await createTenant({ database, clock: Date.now }, { name: `Named ${randomUUID().slice(0, 6)}` })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  // One counter row per stream; a second insert of the same stream breaks its primary key.
  const counterSql = (stream: string, value: number) =>
    sql`insert into change_counters (tenant_id, stream, value) values (${tenantId}, ${stream}, ${value})
        returning tenant_id, stream, value, '2026-11-29T10:00:00Z'::timestamptz as at, '2026-11-29'::date as day,
          jsonb_build_object('stream', stream, 'list', jsonb_build_array(1, 2)) as doc, array[value, value + 1]::bigint[] as list`;
  const insertCounter = (stream: string, value: number) => dialect.sqlToQuery(counterSql(stream, value));
  const name = `test_named_${randomUUID().slice(0, 8)}`;
  const counters = async () =>
    (
      (await database.db.execute(
        sql`select stream, value from change_counters where tenant_id = ${tenantId} order by stream`,
      )) as { rows: { stream: string; value: number }[] }
    ).rows;

  it('answers as the same statement run as a query: the row with its driver values', async () => {
    const [named, asQuery] = await database.db.transaction(async (tx) => [
      await executeNamed(tx, name, insertCounter('named-a', 7)),
      (await tx.execute(counterSql('named-b', 7))) as { rows: Record<string, unknown>[] },
    ]);
    expect(named.rows).toEqual([{ ...asQuery.rows[0], stream: 'named-a', doc: { stream: 'named-a', list: [1, 2] } }]);
    expect(named.rows[0]).toMatchObject({ tenant_id: tenantId, value: 7, day: '2026-11-29' });
    expect(await counters()).toEqual([
      { stream: 'named-a', value: 7 },
      { stream: 'named-b', value: 7 },
    ]);
  });

  it('a failing run fails as the query would, rolls its transaction back, and the statement runs again afterwards', async () => {
    // The same stream again: a primary-key violation, after another write in the transaction.
    const failed = await database.db
      .transaction(async (tx) => {
        await executeNamed(tx, name, insertCounter('named-c', 1));
        await executeNamed(tx, name, insertCounter('named-a', 2));
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const asQuery = await database.db
      .transaction(async (tx) => {
        await tx.execute(counterSql('named-a', 2));
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(Object.getPrototypeOf(failed)).toBe(Object.getPrototypeOf(asQuery));
    const cause = (failed as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'change_counters_tenant_id_stream_pk' });
    expect((failed as Error).message).toContain('insert into change_counters');
    // Neither named-c nor a second named-a was saved.
    expect(await counters()).toEqual([
      { stream: 'named-a', value: 7 },
      { stream: 'named-b', value: 7 },
    ]);
    // The statement, failed mid-transaction, runs again in the next one; each run in a
    // transaction whose earlier statement failed is refused as any query is.
    const again = await database.db.transaction(
      async (tx) => (await executeNamed(tx, name, insertCounter('named-d', 4))).rows,
    );
    expect(again).toMatchObject([{ stream: 'named-d', value: 4 }]);
    const afterError = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
        await executeNamed(tx, name, insertCounter('named-e', 5));
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect((afterError as { cause?: { code?: string } }).cause?.code).toBe('25P02');
    expect((await counters()).map((row) => row.stream)).toEqual(['named-a', 'named-b', 'named-d']);
  });

  it('is prepared once on its connection and, run often, planned once', async () => {
    const plans = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await executeNamed(tx, name, insertCounter(`named-plan-${i}`, i));
      return (
        (await tx.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = ${name}`,
        )) as { rows: { generic: number; custom: number }[] }
      ).rows;
    });
    // PostgreSQL's rule: five plans for the values of a run, then the generic plan where it is no dearer.
    expect(plans).toHaveLength(1);
    expect(Number(plans[0]!.generic)).toBeGreaterThan(0);
  });
});

describeEachBackend('prepared statements on PGlite', (backend) => {
  let database: Database;
  beforeAll(async () => {
    // A database of its own: the test changes a table's shape.
    database = await openBackend(backend, { fresh: true });
  });
  afterAll(async () => {
    await database.close();
  });
  const prepared = async () =>
    (
      (await database.db.execute(sql`select statement from pg_prepared_statements`)) as {
        rows: { statement: string }[];
      }
    ).rows.map((row) => row.statement);

  it.runIf(backend.name === 'pglite')(
    'keeps the 250 statements used last, closes the rest, and runs a closed one again',
    async () => {
      for (let n = 0; n < 300; n++) {
        const rows = (await database.db.execute(sql`select ${n}::int + ${sql.raw(String(n))} as sum`)) as {
          rows: { sum: number }[];
        };
        expect(rows.rows).toEqual([{ sum: 2 * n }]);
      }
      // The Close of those let go travels with the next new statement: this one, which is
      // then the 251st until the next new one closes the oldest.
      const kept = await prepared();
      expect(kept.length).toBe(251);
      expect(kept.some((text) => text.includes('+ 299 as sum'))).toBe(true);
      expect(kept.some((text) => text.includes('+ 0 as sum'))).toBe(false);
      const again = (await database.db.execute(sql`select ${0}::int + 0 as sum`)) as { rows: { sum: number }[] };
      expect(again.rows).toEqual([{ sum: 0 }]);
    },
  );

  it.runIf(backend.name === 'pglite')(
    'runs a kept statement again after its table changed shape, with the new columns',
    async () => {
      await database.db.execute(sql`create table shape_test (id int primary key, name text)`);
      await database.db.execute(sql`insert into shape_test values (1, 'eins')`);
      const read = async () => ((await database.db.execute(sql`select * from shape_test`)) as { rows: unknown[] }).rows;
      expect(await read()).toEqual([{ id: 1, name: 'eins' }]);
      expect(await read()).toEqual([{ id: 1, name: 'eins' }]);
      await database.db.execute(sql`alter table shape_test add column note text default 'neu'`);
      expect(await read()).toEqual([{ id: 1, name: 'eins', note: 'neu' }]);
    },
  );
});
