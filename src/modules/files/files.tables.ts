import { bigint, foreignKey, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
    /** Pixel size of an image (photos uploaded through the portal); null for older files. */
    width: integer('width'),
    height: integer('height'),
    uploadedByAccountId: bigint('uploaded_by_account_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('stored_files_tenant_key').on(t.tenantId, t.storageKey)],
);

/**
 * Smaller renderings of a stored file kept next to it (a photo's 400-px thumbnail); the
 * variant's bytes live in the file store under its own key.
 */
export const storedFileVariants = pgTable(
  'stored_file_variants',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    variant: text('variant', { enum: ['thumbnail'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fileId, t.variant] }),
    unique('stored_file_variants_tenant_key').on(t.tenantId, t.storageKey),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Installation-wide secrets (e.g. the key that signs file links), shared by all instances. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
