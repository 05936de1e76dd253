import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { type ListableFileStore, LocalFileStore, MemoryFileStore } from '../../src/platform/file-store/file-store.js';

async function* pieces(...parts: (string | Uint8Array | Error)[]): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) {
    await Promise.resolve();
    if (part instanceof Error) throw part;
    yield part;
  }
}

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

const stores: [string, () => Promise<{ store: ListableFileStore; leftovers(): Promise<string[]> }>][] = [
  [
    'on disk',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'caretaker-files-'));
      roots.push(root);
      return {
        store: new LocalFileStore(root),
        leftovers: async () => readdir(path.join(root, '7', 'exports')).catch(() => []),
      };
    },
  ],
  ['in memory', async () => ({ store: new MemoryFileStore(), leftovers: async () => [] })],
];

describe.each(stores)('file store %s', (_name, make) => {
  it('writes a stream piece by piece and reads back the same bytes, counting UTF-8 bytes', async () => {
    const { store } = await make();
    const size = await store.putStream('7/exports/a.csv', pieces('\uFEFFName;Stunden\r\n', 'Müller;7,50\r\n'));
    const expected = Buffer.from('\uFEFFName;Stunden\r\nMüller;7,50\r\n', 'utf8');
    expect(size).toBe(expected.length);
    expect(await store.get('7/exports/a.csv')).toEqual(expected);
    const stream = await store.getStream('7/exports/a.csv');
    expect(stream && (await buffer(stream))).toEqual(expected);
  });

  it('leaves no file when the source fails half way', async () => {
    const made = await make();
    const store = made.store;
    await expect(store.putStream('7/exports/b.csv', pieces('first', new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await store.get('7/exports/b.csv')).toBeUndefined();
    expect(await store.getStream('7/exports/b.csv')).toBeUndefined();
    expect(await made.leftovers()).toEqual([]);
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    const { store } = await make();
    await store.put('7/exports/c.csv', Buffer.from('x'));
    await store.delete('7/exports/c.csv');
    expect(await store.get('7/exports/c.csv')).toBeUndefined();
    await expect(store.delete('7/exports/c.csv')).resolves.toBeUndefined();
  });

  it('lists every complete file with its size, for a migration to another store', async () => {
    const { store } = await make();
    await store.put('7/a.jpg', Buffer.from('photo'));
    await store.putStream('7/exports/d.csv', pieces('a;b\r\n', '1;2\r\n'));
    await expect(store.putStream('7/exports/e.csv', pieces('half', new Error('gone')))).rejects.toThrow('gone');
    const listed = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed).toEqual([
      { key: '7/a.jpg', byteSize: 5 },
      { key: '7/exports/d.csv', byteSize: 10 },
    ]);
    expect(await store.size('7/exports/d.csv')).toBe(10);
    expect(await store.size('7/exports/e.csv')).toBeUndefined();
  });

  it('refuses keys that climb out of the store', async () => {
    const { store } = await make();
    await expect(store.putStream('../etc/passwd', pieces('x'))).rejects.toThrow('Invalid file key');
    await expect(store.delete('7/../../x')).rejects.toThrow('Invalid file key');
  });
});
