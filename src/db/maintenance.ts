// Upkeep of the embedded database. PostgreSQL's autovacuum keeps each table's planner
// statistics current and takes back the room of deleted and updated rows; PGlite runs
// PostgreSQL in single-user mode, where autovacuum never runs. Without statistics the
// planner guesses (a plan's property check took 184 µs instead of 14 µs on a table never
// analysed, bench/RESULTS.md), and the busiest tables (jobs, counters, sessions) only grow.
// Two schedules do its work on PGlite: every hour the tables that are due by autovacuum's own
// thresholds, every night all of them (PGlite forgets its activity counters when it
// restarts, so a change made before a restart counts only there). Tables are done one at a
// time, so requests get their turn between them. On PostgreSQL both do nothing.
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { defineSchedule } from '../platform/jobs/schedule.js';

/** A table for `VACUUM`, and why it is due. */
interface DueTable {
  name: string;
  reason: 'never analysed' | 'dead rows' | 'changed rows' | 'inserted rows' | 'nightly';
}

/**
 * The tables of the public schema, with those due by PostgreSQL's default autovacuum
 * thresholds (dead rows over 50 + 20 %, changes since the last analysis over 50 + 10 %,
 * insertions since the last vacuum over 1,000 + 20 %) or never analysed (`reltuples` is −1
 * until a first VACUUM or ANALYZE, kept in the catalogue across restarts).
 */
async function tablesOf(database: Database, only: 'due' | 'all'): Promise<DueTable[]> {
  // The counters of the latest transactions reach the statistics a moment later: without
  // this, changes made just before would be counted after the analysis that included them.
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await database.db.execute(sql`
    select c.relname as name,
      case
        when c.reltuples < 0 then 'never analysed'
        when coalesce(s.n_dead_tup, 0) > 50 + 0.2 * c.reltuples then 'dead rows'
        when coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * c.reltuples then 'changed rows'
        when coalesce(s.n_ins_since_vacuum, 0) > 1000 + 0.2 * c.reltuples then 'inserted rows'
      end as reason
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`);
  const rows = (result as { rows: { name: string; reason: DueTable['reason'] | null }[] }).rows;
  if (only === 'all') return rows.map((row) => ({ name: row.name, reason: row.reason ?? 'nightly' }));
  return rows.flatMap((row) => (row.reason === null ? [] : [{ name: row.name, reason: row.reason }]));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * `VACUUM (ANALYZE)` of the embedded database's tables that are due (`due`) or of all of them
 * (`all`), one statement per table. Answers the tables done; on PostgreSQL none (autovacuum).
 */
export async function maintainEmbeddedDatabase(database: Database, only: 'due' | 'all'): Promise<DueTable[]> {
  if (database.kind !== 'pglite') return [];
  const tables = await tablesOf(database, only);
  for (const table of tables) await database.db.execute(sql.raw(`vacuum (analyze) ${quoted(table.name)}`));
  return tables;
}

function logDone(log: { info(fields: Record<string, unknown>, message: string): void }, tables: DueTable[]): void {
  if (tables.length === 0) return;
  log.info(
    { tables: tables.map((table) => `${table.name} (${table.reason})`) },
    'embedded database tables vacuumed and analysed',
  );
}

/**
 * The lease of an upkeep run: its renewal waits behind a table's VACUUM on the embedded
 * database's one connection, which on a large table may take longer than a minute.
 */
const UPKEEP_LEASE_MS = 10 * 60 * 1000;

export const maintainDueTables = defineSchedule({
  name: 'database.maintain_due',
  cron: '53 * * * *',
  timeZone: 'UTC',
  catchUpMs: 3600 * 1000,
  leaseMs: UPKEEP_LEASE_MS,
  run: async (_occurrence, ctx) => logDone(ctx.log, await maintainEmbeddedDatabase(ctx.database, 'due')),
});

export const maintainAllTables = defineSchedule({
  name: 'database.maintain_all',
  cron: '7 3 * * *',
  timeZone: 'UTC',
  catchUpMs: 24 * 3600 * 1000,
  leaseMs: UPKEEP_LEASE_MS,
  run: async (_occurrence, ctx) => logDone(ctx.log, await maintainEmbeddedDatabase(ctx.database, 'all')),
});
