import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../src/db/client.js';

/**
 * A PostgreSQL database of a suite's own, next to the shared test database (same server,
 * same credentials), dropped again by `drop()`.
 *
 * The shared test database is enough for suites that only read and write their own
 * tenant's rows. A suite that runs jobs needs its own: a worker claims every due job in
 * its database, whichever suite queued it, so two suites running workers on one database
 * would run (and answer for) each other's jobs.
 */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function scratchDatabase(sharedUrl: string, label: string): Promise<ScratchDatabase> {
  const shared = new URL(sharedUrl);
  const base = decodeURIComponent(shared.pathname.slice(1)) || 'postgres';
  const name = `${base}_${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(sharedUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(sharedUrl, name),
  };
}

/**
 * A scratch database with every migration applied, cloned from a migrated template
 * (`create database … template …`, a file copy on the server) instead of running the
 * migrations again: about a second less per suite. The template is made once per set of
 * migrations (its name carries a hash of the migration journal), under an advisory lock so
 * that parallel suites make it once; .ci/run drops it with the test database.
 */
export async function migratedScratchDatabase(sharedUrl: string, label: string): Promise<ScratchDatabase> {
  const shared = new URL(sharedUrl);
  const base = decodeURIComponent(shared.pathname.slice(1)) || 'postgres';
  const journal = readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'));
  const template = `${base}_template_${createHash('sha256').update(journal).digest('hex').slice(0, 12)}`;
  const name = `${base}_${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(sharedUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7263513002)');
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      const url = new URL(sharedUrl);
      url.pathname = `/${building}`;
      const database = await openPostgres(url.toString(), 1);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await client.query(`alter database "${building}" rename to "${template}"`);
    }
    await client.query(`create database "${name}" template "${template}"`);
  } finally {
    await client.query('select pg_advisory_unlock(7263513002)').catch(() => undefined);
    await client.end();
  }
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(sharedUrl, name) };
}

async function dropDatabase(sharedUrl: string, name: string): Promise<void> {
  const admin = new URL(sharedUrl);
  admin.pathname = '/postgres';
  const dropper = new pg.Client({ connectionString: admin.toString() });
  await dropper.connect();
  try {
    await dropper.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await dropper.end();
  }
}
