// The S3 file store against a local S3-compatible server (s3rver) started here: the same
// promises the disk and PostgreSQL stores keep, with a file larger than one upload part.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { makeFileStore } from '../../src/platform/file-store/make-file-store.js';
import { PART_BYTES, S3FileStore } from '../../src/platform/file-store/s3-file-store.js';
import type { Database } from '../../src/db/client.js';
import { type LocalS3, startLocalS3 } from '../helpers/s3.js';

/** Yields the bytes in pieces of uneven sizes, as a network or a CSV writer would. */
async function* unevenPieces(data: Buffer, failAfter?: number): AsyncGenerator<Uint8Array> {
  const sizes = [1, 1000, 70_000, 333_333, 5, 262_144];
  let at = 0;
  for (let i = 0; at < data.length; i++) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('connection lost');
    const size = sizes[i % sizes.length] as number;
    yield data.subarray(at, at + size);
    at += size;
    await Promise.resolve();
  }
}

async function listAll(store: S3FileStore) {
  const found: { key: string; byteSize: number }[] = [];
  for await (const entry of store.list()) found.push(entry);
  return found;
}

describe('S3 file store', () => {
  let s3: LocalS3;
  let store: S3FileStore;
  let url: string;
  const tenant = 7;
  const key = (name: string) => `${tenant}/${randomUUID()}-${name}`;

  beforeAll(async () => {
    s3 = await startLocalS3();
    url = await s3.bucket('caretaker-files');
    store = s3.store(url);
  });
  afterAll(async () => s3?.stop());

  it('streams a file larger than one upload part in and out, byte for byte', async () => {
    const data = randomBytes(PART_BYTES * 2 + 12_345);
    const fileKey = key('export.csv');
    expect(await store.putStream(fileKey, unevenPieces(data))).toBe(data.length);
    expect(await store.size(fileKey)).toBe(data.length);

    const stream = await store.getStream(fileKey);
    const pieces: Buffer[] = [];
    for await (const piece of stream!) pieces.push(piece as Buffer);
    // Read as it arrives, never as one piece of the whole file.
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(data)).toBe(true);
    expect((await store.get(fileKey))?.equals(data)).toBe(true);
  });

  it('leaves no file when the source fails half way, in one part or many', async () => {
    for (const size of [PART_BYTES * 3, 100_000]) {
      const fileKey = key('broken.bin');
      await expect(store.putStream(fileKey, unevenPieces(randomBytes(size), size / 2))).rejects.toThrow(
        'connection lost',
      );
      expect(await store.get(fileKey)).toBeUndefined();
      expect(await store.getStream(fileKey)).toBeUndefined();
      expect(await store.size(fileKey)).toBeUndefined();
    }
  });

  it('keeps an empty file, replaces a file under the same key, and deletes twice without error', async () => {
    const empty = key('empty.txt');
    expect(await store.putStream(empty, unevenPieces(Buffer.alloc(0)))).toBe(0);
    expect(await store.get(empty)).toEqual(Buffer.alloc(0));

    const fileKey = key('replaced.csv');
    await store.put(fileKey, randomBytes(1000));
    await store.put(fileKey, Buffer.from('Name;Stunden\r\nMüller;7,50\r\n'));
    expect((await store.get(fileKey))?.toString('utf8')).toBe('Name;Stunden\r\nMüller;7,50\r\n');

    await store.delete(fileKey);
    await store.delete(fileKey);
    expect(await store.get(fileKey)).toBeUndefined();
    expect(await store.get(key('never.bin'))).toBeUndefined();
  });

  it('refuses keys that do not start with a tenant id or climb out', async () => {
    await expect(store.put('exports/a.csv', Buffer.from('x'))).rejects.toThrow('tenant id');
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid file key');
    await expect(store.getStream(`${tenant}/../x`)).rejects.toThrow('Invalid file key');
    await expect(store.delete('7/../../x')).rejects.toThrow('Invalid file key');
  });

  it('keeps keys under a prefix in a shared bucket, and lists only its own files with their sizes', async () => {
    const shared = await s3.bucket('shared-bucket', 'caretaker/prod');
    const prefixed = s3.store(shared);
    const other = s3.store(await s3.bucket('shared-bucket-2'));
    await prefixed.put('12/a.jpg', Buffer.from('photo'));
    await prefixed.put('12/exports/b.csv', Buffer.from('a;b\r\n'));
    await other.put('12/a.jpg', Buffer.from('another bucket'));
    expect(await listAll(prefixed)).toEqual([
      { key: '12/a.jpg', byteSize: 5 },
      { key: '12/exports/b.csv', byteSize: 5 },
    ]);
    expect((await prefixed.get('12/a.jpg'))?.toString()).toBe('photo');
  });

  it('is the store every entry point opens when FILE_STORE_URL names a bucket', async () => {
    const env = { DATA_DIR: '/nonexistent', FILE_STORE_URL: url, ...s3.env };
    const opened = makeFileStore(loadConfig(env), { kind: 'pglite' } as Database);
    expect(opened).toBeInstanceOf(S3FileStore);
    const fileKey = key('through-config.txt');
    await opened.put(fileKey, Buffer.from('hello'));
    expect((await store.get(fileKey))?.toString()).toBe('hello');
    (opened as S3FileStore).close();
  });
});

describe('FILE_STORE_URL', () => {
  const config = (url: string, extra: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: '/tmp/x', FILE_STORE_URL: url, ...extra });

  it('reads the bucket, a prefix, the region, the endpoint and path-style addressing', () => {
    expect(
      config('s3://caretaker-files/prod?region=eu-central-1&endpoint=https://s3.example.com&force_path_style=true')
        .fileStoreUrl,
    ).toEqual({
      bucket: 'caretaker-files',
      prefix: 'prod',
      region: 'eu-central-1',
      endpoint: 'https://s3.example.com',
      forcePathStyle: true,
    });
    expect(config('s3://caretaker-files', { AWS_REGION: 'eu-west-1' }).fileStoreUrl).toEqual({
      bucket: 'caretaker-files',
      prefix: '',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('stops start-up with a clear message for a wrong URL or half the credentials', () => {
    expect(() => config('https://bucket')).toThrow(
      new ConfigError('FILE_STORE_URL: "https://bucket" must start with s3://'),
    );
    expect(() => config('s3://key:secret@bucket-a')).toThrow('Put no credentials in the URL');
    expect(() => config('s3://Bucket_A')).toThrow('is not a bucket name');
    expect(() => config('s3://bucket-a?pathstyle=true')).toThrow('Unknown parameter "pathstyle"');
    expect(() => config('s3://bucket-a?force_path_style=yes')).toThrow('force_path_style must be true or false');
    expect(() => config('s3://bucket-a?endpoint=minio:9000')).toThrow('endpoint must be an http(s) URL');
    expect(() => config('s3://bucket-a', { AWS_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.',
    );
  });
});
