import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The PostgreSQL file store (used with DATABASE_URL): one row per stored file, written in
 * the same transaction as its chunks, so a file is either whole or not there. The tenant
 * id is the first segment of the key (`<tenant>/<uuid>.<ext>`).
 */
export const fileStoreObjects = pgTable(
  'file_store_objects',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    chunkCount: integer('chunk_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * The bytes of a stored file in order, at most 256 KiB a row. A streamed write stages its
 * chunks under `<key>#<uuid>` first; `created_at` lets the hourly clean-up remove staged
 * chunks that a process dying in mid-write left behind.
 */
export const fileStoreChunks = pgTable(
  'file_store_chunks',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key, t.seq] })],
);
