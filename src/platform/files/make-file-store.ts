import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { type FileStore, LocalFileStore } from '../../files/file-store.js';
import { PostgresFileStore } from './postgres-file-store.js';

/**
 * The file store an instance uses: with PostgreSQL (DATABASE_URL) the database itself, so
 * every instance serves every file; with the embedded database, files on the local disk.
 */
export function makeFileStore(config: Config, database: Database): FileStore {
  return database.kind === 'postgres' ? new PostgresFileStore(database.db) : new LocalFileStore(config.filesDir);
}
