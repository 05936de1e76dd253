import { sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';

/**
 * Per-tenant counters for change feeds. Taking the next value locks the row until the
 * transaction ends, so values become visible in the order they were drawn: a poller that
 * has seen value n can never later find a smaller one appear.
 */
export const changeCounters = pgTable(
  'change_counters',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    stream: text('stream').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stream] })],
);

/**
 * Draws the next position in a tenant's change feed (`stream`). The upsert locks the
 * counter row until the transaction ends, so feed positions become visible in commit order.
 */
export async function nextChangeSeq(tx: Executor, tenantId: number, stream: string): Promise<number> {
  const [row] = await tx
    .insert(changeCounters)
    .values({ tenantId, stream, value: 1 })
    .onConflictDoUpdate({
      target: [changeCounters.tenantId, changeCounters.stream],
      set: { value: sql`${changeCounters.value} + 1` },
    })
    .returning({ value: changeCounters.value });
  if (!row) throw new Error('No change sequence.');
  return row.value;
}
