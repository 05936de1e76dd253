import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { projectPath } from '../platform/project-root.js';
import type { Db } from './client.js';

export interface MigrationStatus {
  /** Migrations drizzle/ holds (its journal). */
  expected: number;
  /** Rows in drizzle.__drizzle_migrations. */
  applied: number;
  /** Tags of the journal's migrations newer than the last one applied. */
  pending: string[];
}

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** drizzle/meta/_journal.json, read once: it changes only with a new release. */
function journalEntries(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * Compares the migrations this release ships with those the database has applied, as
 * drizzle's migrator does: a migration is applied when its journal time (`when`, stored as
 * `created_at`) is not after the last one recorded.
 */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const result = await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const [row] = (result as { rows: { applied: number; last: string | null }[] }).rows;
  const last = row?.last === null || row?.last === undefined ? -Infinity : Number(row.last);
  const entries = journalEntries();
  return {
    expected: entries.length,
    applied: Number(row?.applied ?? 0),
    pending: entries.filter((entry) => entry.when > last).map((entry) => entry.tag),
  };
}
