import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';
import { lockDataDir } from './lock.js';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite
 * in DATA_DIR under an exclusive lock. Closing the database releases the lock.
 */
export async function openDatabase(config: Config, command: string): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl);
  const release = lockDataDir(config.dataDir, command);
  try {
    const database = await openPglite(config.dataDir);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
