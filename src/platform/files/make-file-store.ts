import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { type ListableFileStore, LocalFileStore } from '../../files/file-store.js';
import { PostgresFileStore } from './postgres-file-store.js';
import { makeS3Client, S3FileStore } from './s3-file-store.js';

/**
 * The file store an instance uses, the same for the server, the worker and every command:
 * with FILE_STORE_URL an S3-compatible bucket; otherwise, with PostgreSQL (DATABASE_URL),
 * the database itself, so every instance serves every file; with the embedded database,
 * files on the local disk.
 */
export function makeFileStore(config: Config, database: Database): ListableFileStore {
  if (config.fileStoreUrl !== undefined) {
    return new S3FileStore(makeS3Client(config.fileStoreUrl, config.awsCredentials), config.fileStoreUrl);
  }
  return database.kind === 'postgres' ? new PostgresFileStore(database.db) : new LocalFileStore(config.filesDir);
}
