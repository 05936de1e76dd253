import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One Drizzle type for both engines: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository accepts either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// pg returns bigint columns as strings by default; our ids stay well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens PGlite in dataDir (or in memory when dataDir is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (client.closed) return;
      // A checkpoint flushes the WAL so the next start opens a clean directory.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock(7263513001)');
        await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock(7263513001)').catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
