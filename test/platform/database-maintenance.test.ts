// The embedded database has no autovacuum: the worker's two schedules vacuum and analyse
// its tables (src/db/maintenance.ts). On PostgreSQL they leave everything to autovacuum.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { maintainAllTables, maintainDueTables, maintainEmbeddedDatabase } from '../../src/db/maintenance.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { SCHEDULES } from '../../src/worker.js';
import { describeEachBackend, openBackend } from '../helpers/harness.js';

describeEachBackend('embedded database upkeep', (backend) => {
  let database: Database;
  let tenantId: number;
  beforeAll(async () => {
    // A database of its own: the counts below must be this suite's rows only.
    database = await openBackend(backend, { fresh: true, runsJobs: true });
    tenantId = (await createTenant({ database, clock: Date.now }, { name: `Upkeep ${randomUUID().slice(0, 6)}` })).id;
  });
  afterAll(async () => database.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;
  const estimate = async () =>
    Number(
      (await rows<{ reltuples: number }>(sql`select reltuples from pg_class where relname = 'properties'`))[0]
        ?.reltuples,
    );
  const statistics = async () =>
    Number(
      (await rows<{ n: number }>(sql`select count(*)::int as n from pg_stats where tablename = 'properties'`))[0]?.n,
    );
  const reasonFor = (done: { name: string; reason: string }[]) =>
    done.find((table) => table.name === 'properties')?.reason;

  it('both schedules belong to the worker', () => {
    expect(SCHEDULES).toContain(maintainDueTables);
    expect(SCHEDULES).toContain(maintainAllTables);
  });

  it(
    backend.name === 'pglite'
      ? 'analyses a table never analysed, then only what changed enough, and every table at night'
      : 'leaves PostgreSQL to its autovacuum',
    async () => {
      await database.db.execute(
        sql`insert into properties (tenant_id, name) select ${tenantId}, 'House ' || g from generate_series(1, 2000) g`,
      );
      if (backend.name !== 'pglite') {
        expect(await maintainEmbeddedDatabase(database, 'due')).toEqual([]);
        expect(await maintainEmbeddedDatabase(database, 'all')).toEqual([]);
        return;
      }
      // Never analysed: the planner has no row estimate and no column statistics.
      expect(await estimate()).toBe(-1);
      expect(await statistics()).toBe(0);

      expect(reasonFor(await maintainEmbeddedDatabase(database, 'due'))).toBe('never analysed');
      expect(await estimate()).toBe(2000);
      expect(await statistics()).toBeGreaterThan(0);

      // Nothing changed since: not due again.
      expect(reasonFor(await maintainEmbeddedDatabase(database, 'due'))).toBeUndefined();

      // 1,500 of 2,000 rows deleted: over 50 + 20 % dead rows.
      await database.db.execute(
        sql`delete from properties where tenant_id = ${tenantId} and substring(name from 7)::int > 500`,
      );
      expect(reasonFor(await maintainEmbeddedDatabase(database, 'due'))).toBe('dead rows');
      expect(await estimate()).toBe(
        Number((await rows<{ n: number }>(sql`select count(*)::int as n from properties`))[0]?.n),
      );

      // At night every table of the public schema, changed or not.
      const all = await maintainEmbeddedDatabase(database, 'all');
      const tables = await rows<{ name: string }>(
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
      );
      expect(all.map((table) => table.name)).toEqual(tables.map((table) => table.name));
      expect(reasonFor(all)).toBe('nightly');
    },
  );
});
