import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the bytes of uploaded files live. Keys are opaque relative paths chosen by the
 * application (`<tenant>/<uuid>.<ext>`). A later S3-compatible store implements the same.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or undefined when no file has that key. */
  get(key: string): Promise<Buffer | undefined>;
}

function checkKey(key: string): void {
  if (!/^[\w-]+(?:\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid file key "${key}"`);
  }
}

/** Files on the local disk, by default under DATA_DIR/files. */
export class LocalFileStore implements FileStore {
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

  async get(key: string): Promise<Buffer | undefined> {
    checkKey(key);
    try {
      return await fs.readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** Keeps files in memory: for tests and throwaway instances. */
export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, Buffer>();

  put(key: string, data: Buffer): Promise<void> {
    checkKey(key);
    this.files.set(key, Buffer.from(data));
    return Promise.resolve();
  }

  get(key: string): Promise<Buffer | undefined> {
    checkKey(key);
    return Promise.resolve(this.files.get(key));
  }
}
