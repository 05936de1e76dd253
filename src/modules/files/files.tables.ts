import { bigint, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Uploaded files (photos); the bytes live in the file store under storage_key. */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    uploadedByAccountId: bigint('uploaded_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('stored_files_tenant_key').on(t.tenantId, t.storageKey)],
);

/** Installation-wide secrets (e.g. the key that signs file links), shared by all instances. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
