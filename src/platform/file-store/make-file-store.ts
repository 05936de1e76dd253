import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { type ListableFileStore, LocalFileStore } from './file-store.js';
import { FallbackFileStore } from './fallback-file-store.js';
import { PostgresFileStore } from './postgres-file-store.js';
import { makeS3Client, S3FileStore } from './s3-file-store.js';

/** The store an instance uses without FILE_STORE_URL: PostgreSQL's with DATABASE_URL, else the local disk. */
function databaseOrDiskStore(config: Config, database: Database): ListableFileStore {
  return database.kind === 'postgres' ? new PostgresFileStore(database.db) : new LocalFileStore(config.filesDir);
}

/**
 * The file store an instance uses, the same for the server, the worker and every command:
 * with FILE_STORE_URL an S3-compatible bucket (with FILE_STORE_FALLBACK, reading what the
 * bucket lacks from the database or disk); otherwise, with PostgreSQL (DATABASE_URL), the
 * database itself, so every instance serves every file; with the embedded database, files
 * on the local disk.
 */
export function makeFileStore(config: Config, database: Database): ListableFileStore {
  if (config.fileStoreUrl === undefined) return databaseOrDiskStore(config, database);
  const bucket = new S3FileStore(makeS3Client(config.fileStoreUrl, config.awsCredentials), config.fileStoreUrl);
  return config.fileStoreFallback ? new FallbackFileStore(bucket, databaseOrDiskStore(config, database)) : bucket;
}

/**
 * What `caretaker files migrate` copies from: the store the instances use, or while they
 * fall back (FILE_STORE_FALLBACK) the store they used before the bucket, whose files are
 * still to be copied.
 */
export function migrationSourceStore(config: Config, database: Database): ListableFileStore {
  return config.fileStoreFallback ? databaseOrDiskStore(config, database) : makeFileStore(config, database);
}
