import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ListableFileStore, StoredFileEntry } from './file-store.js';

export interface MigrationSummary {
  /** Copied and verified. */
  copied: number;
  /** Already in the target with the same size, or removed from the source meanwhile. */
  skipped: number;
  failed: number;
  failures: { key: string; reason: string }[];
}

/** Files copied at once: enough to hide a round trip, few enough for a small machine. */
const CONCURRENCY = 4;

async function* hashing(source: Readable, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const piece of source) {
    const bytes = piece as Buffer;
    hash.update(bytes);
    yield bytes;
  }
}

async function digestOf(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const piece of stream) {
    hash.update(piece as Buffer);
    bytes += (piece as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Copies one file: streamed from the source into the target while its SHA-256 is taken,
 * then read back from the target and compared (size and SHA-256). A copy that does not
 * match is removed again, so the next run copies it anew rather than skipping it.
 */
async function copyFile(
  source: ListableFileStore,
  target: ListableFileStore,
  entry: StoredFileEntry,
): Promise<'copied' | 'skipped'> {
  const existing = await target.size(entry.key);
  if (existing === entry.byteSize) return 'skipped';
  const stream = await source.getStream(entry.key);
  // Removed from the source since it was listed (an expired export): nothing to copy.
  if (stream === undefined) return 'skipped';
  const hash = createHash('sha256');
  const written = await target.putStream(entry.key, hashing(stream, hash));
  const expected = hash.digest('hex');
  const copy = await target.getStream(entry.key);
  const check = copy === undefined ? undefined : await digestOf(copy);
  if (check === undefined || check.bytes !== written || check.sha256 !== expected) {
    await target.delete(entry.key).catch(() => undefined);
    throw new Error(
      check === undefined
        ? 'the copy is not in the target after writing it'
        : `the copy differs from the original (${check.bytes} bytes read back of ${written} written)`,
    );
  }
  return 'copied';
}

/**
 * Copies every file of `source` that `target` does not hold with the same size, keys
 * unchanged. Safe to run again and after a crash: each file appears in the target whole or
 * not at all, and a file already there is skipped. Files written to the source while it
 * runs may or may not be copied; run it again after switching (docs/files.md).
 */
export async function migrateFiles(
  source: ListableFileStore,
  target: ListableFileStore,
  options: { onFailure?: (key: string, reason: string) => void } = {},
): Promise<MigrationSummary> {
  const summary: MigrationSummary = { copied: 0, skipped: 0, failed: 0, failures: [] };
  const listing = source.list()[Symbol.asyncIterator]();
  // One listing shared by a few copiers; each takes the next entry when it is free.
  let next: Promise<IteratorResult<StoredFileEntry>> = Promise.resolve({ done: false, value: undefined as never });
  const take = async (): Promise<IteratorResult<StoredFileEntry>> => {
    next = next.then(() => listing.next());
    return next;
  };
  const copier = async (): Promise<void> => {
    for (let item = await take(); !item.done; item = await take()) {
      const entry = item.value;
      try {
        summary[await copyFile(source, target, entry)] += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        summary.failed += 1;
        summary.failures.push({ key: entry.key, reason });
        options.onFailure?.(entry.key, reason);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, copier));
  return summary;
}
