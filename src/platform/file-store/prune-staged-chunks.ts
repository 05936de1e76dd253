import { and, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { defineSchedule } from '../jobs/schedule.js';
import { fileStoreChunks } from './file-store.tables.js';

/** A streamed write older than this is no longer running: its process died. */
export const STAGED_CHUNK_MAX_AGE_MS = 24 * 3600 * 1000;

/**
 * Removes the chunks that streamed writes staged (under `<key>#<uuid>`) and never moved to
 * their key because the process writing them died, once they are a day old. A committed
 * file's chunks carry its key, which never holds `#`, so they are never touched; a write
 * still in progress is far younger than a day. Answers how many chunks went.
 */
export async function pruneStagedChunks(db: Db, now: number): Promise<number> {
  const cutoff = new Date(now - STAGED_CHUNK_MAX_AGE_MS);
  const removed = await db
    .delete(fileStoreChunks)
    .where(and(like(fileStoreChunks.key, '%#%'), lt(fileStoreChunks.createdAt, cutoff)))
    .returning({ seq: fileStoreChunks.seq });
  return removed.length;
}

export const pruneStagedFileChunks = defineSchedule({
  name: 'files.prune_staged_chunks',
  cron: '23 * * * *',
  timeZone: 'UTC',
  catchUpMs: 3600 * 1000,
  run: async (_occurrence, ctx) => {
    const removed = await pruneStagedChunks(ctx.database.db, ctx.clock());
    if (removed > 0) ctx.log.info({ removed }, 'abandoned staged file chunks removed');
  },
});
