import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
