import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { formResponses } from '../modules/forms/forms.tables.js';
import { incidents } from '../modules/incidents/incidents.tables.js';
import { tasks } from '../modules/tasks/tasks.tables.js';

// The demo's past: rows the services stamp with the time of this run get the time their
// work happened.

/** A backdated row: when it was made and last changed, and for tasks their status. */
export interface RowChange {
  id: number;
  status?: string;
  /** completed_at of a task. */
  endedAt?: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * Gives freshly created rows their history in one statement: the services stamp rows
 * with the time of this run, while the demo's work happened over the past weeks.
 */
export async function applyChanges(
  db: Executor,
  tenantId: number,
  table: typeof tasks | typeof incidents | typeof formResponses,
  endedColumn: typeof tasks.completedAt | typeof incidents.resolvedAt | undefined,
  rows: RowChange[],
): Promise<void> {
  if (rows.length === 0) return;
  const at = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
  const values = rows.map(
    (row) =>
      sql`(${row.id}::bigint, ${row.status ?? null}::text, ${at(row.endedAt)}::timestamptz, ${at(row.createdAt)}::timestamptz, ${at(row.updatedAt)}::timestamptz)`,
  );
  const sets = [sql`created_at = v.created_at`, sql`updated_at = v.updated_at`];
  if (endedColumn !== undefined) {
    sets.push(sql`status = v.status`, sql`${sql.identifier(endedColumn.name)} = v.ended_at`);
  }
  await db.execute(
    sql`update ${table} set ${sql.join(sets, sql`, `)} from (values ${sql.join(values, sql`, `)}) as v(id, status, ended_at, created_at, updated_at) where ${table.tenantId} = ${tenantId} and ${table.id} = v.id`,
  );
}
