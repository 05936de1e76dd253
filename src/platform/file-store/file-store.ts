import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of uploaded files live. Keys are opaque relative paths chosen by the
 * application (`<tenant>/<uuid>.<ext>`): on disk, in PostgreSQL or in an S3 bucket.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes the pieces as they come, never holding the whole file; returns its size in bytes.
   * The key names the complete file or nothing: a source that fails leaves no file behind.
   */
  putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number>;
  /** The bytes, or undefined when no file has that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The bytes as a stream, or undefined when no file has that key. */
  getStream(key: string): Promise<Readable | undefined>;
  /** Removes the file; a key with no file is no error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
}

/** A stored file as a listing names it. */
export interface StoredFileEntry {
  key: string;
  byteSize: number;
}

/** A store that can also say what it holds: what `caretaker files migrate` copies from and to. */
export interface ListableFileStore extends FileStore {
  /** Every complete file, once each, a page at a time (never a partly written one). */
  list(): AsyncIterable<StoredFileEntry>;
  /** The file's size in bytes, or undefined when no file has that key. */
  size(key: string): Promise<number | undefined>;
}

export function checkKey(key: string): void {
  if (!/^[\w-]+(?:\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid file key "${key}"`);
  }
}

/** The pieces as bytes, counting them on the way. */
async function* asBytes(
  source: AsyncIterable<string | Uint8Array>,
  counter: { bytes: number },
): AsyncGenerator<Buffer> {
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : Buffer.from(piece);
    counter.bytes += bytes.length;
    yield bytes;
  }
}

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** What a write in progress (or one a dying process left) is named on disk: `<key>.<uuid>.tmp`. */
const TEMPORARY = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/** Files on the local disk, by default under DATA_DIR/files. */
export class LocalFileStore implements ListableFileStore {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, data, { flush: true });
    await fs.rename(temporary, target);
  }

  async putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    checkKey(key);
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // As put: the pieces go to a temporary file, renamed only once the source has ended.
    const temporary = `${target}.${randomUUID()}.tmp`;
    const counter = { bytes: 0 };
    try {
      await pipeline(Readable.from(asBytes(source, counter)), createWriteStream(temporary, { flush: true }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return counter.bytes;
  }

  async get(key: string): Promise<Buffer | undefined> {
    checkKey(key);
    try {
      return await fs.readFile(path.join(this.root, key));
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | undefined> {
    checkKey(key);
    // Opened first, so a missing file is an answer here rather than an error on the stream.
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(path.join(this.root, key), 'r');
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await fs.rm(path.join(this.root, key), { force: true });
  }

  async size(key: string): Promise<number | undefined> {
    checkKey(key);
    try {
      const found = await fs.stat(path.join(this.root, key));
      return found.isFile() ? found.size : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async *list(): AsyncGenerator<StoredFileEntry> {
    const root = this.root;
    async function* walk(folder: string): AsyncGenerator<StoredFileEntry> {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(path.join(root, folder), { withFileTypes: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
        if (entry.isDirectory()) yield* walk(key);
        else if (entry.isFile() && !TEMPORARY.test(entry.name)) {
          const found = await fs.stat(path.join(root, key)).catch(() => undefined);
          if (found !== undefined) yield { key, byteSize: found.size };
        }
      }
    }
    yield* walk('');
  }
}

/** Keeps files in memory: for tests and throwaway instances. */
export class MemoryFileStore implements ListableFileStore {
  private readonly files = new Map<string, Buffer>();

  put(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    this.files.set(key, Buffer.from(data));
    return Promise.resolve();
  }

  async putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    checkKey(key);
    const pieces: Buffer[] = [];
    const counter = { bytes: 0 };
    for await (const piece of asBytes(source, counter)) pieces.push(piece);
    this.files.set(key, Buffer.concat(pieces));
    return counter.bytes;
  }

  get(key: string): Promise<Buffer | undefined> {
    checkKey(key);
    return Promise.resolve(this.files.get(key));
  }

  async getStream(key: string): Promise<Readable | undefined> {
    checkKey(key);
    const data = this.files.get(key);
    return data === undefined ? undefined : Readable.from([data]);
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    this.files.delete(key);
  }

  async size(key: string): Promise<number | undefined> {
    checkKey(key);
    return this.files.get(key)?.length;
  }

  async *list(): AsyncGenerator<StoredFileEntry> {
    for (const key of [...this.files.keys()].sort()) {
      const data = this.files.get(key);
      if (data !== undefined) yield { key, byteSize: data.length };
    }
  }
}

/** The tenant a key belongs to: keys read `<tenant id>/…`. */
export function tenantOfKey(key: string): number {
  checkKey(key);
  const first = key.slice(0, key.indexOf('/'));
  const tenantId = Number(first);
  if (!/^[1-9]\d{0,15}$/.test(first) || !Number.isSafeInteger(tenantId)) {
    throw new Error(`File key "${key}" does not start with a tenant id`);
  }
  return tenantId;
}
