import type { Readable } from 'node:stream';
import type { ListableFileStore, StoredFileEntry } from './file-store.js';

/**
 * For the move to a bucket (FILE_STORE_FALLBACK=true): new files go to the bucket, and a
 * file the bucket does not hold yet is read from the store the instance used before (the
 * database or the disk), so nothing goes missing between switching and the last run of
 * `caretaker files migrate`. A delete removes both copies, so a purge leaves nothing behind
 * in either. Listing shows the bucket's files.
 */
export class FallbackFileStore implements ListableFileStore {
  constructor(
    private readonly primary: ListableFileStore,
    readonly previous: ListableFileStore,
  ) {}

  put(key: string, data: Buffer): Promise<void> {
    return this.primary.put(key, data);
  }

  putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    return this.primary.putStream(key, source);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return (await this.primary.get(key)) ?? (await this.previous.get(key));
  }

  async getStream(key: string): Promise<Readable | undefined> {
    return (await this.primary.getStream(key)) ?? (await this.previous.getStream(key));
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.primary.size(key)) ?? (await this.previous.size(key));
  }

  async delete(key: string): Promise<void> {
    await this.primary.delete(key);
    await this.previous.delete(key);
  }

  list(): AsyncIterable<StoredFileEntry> {
    return this.primary.list();
  }
}
