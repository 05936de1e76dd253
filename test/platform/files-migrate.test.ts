// `caretaker files migrate --to s3://…`, run in-process as bin/caretaker.js runs it: from
// the store the server uses (the disk with the embedded database, PostgreSQL with
// DATABASE_URL) to a bucket of a local S3-compatible server started here.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openPglite, openPostgres } from '../../src/db/client.js';
import type { ListableFileStore } from '../../src/platform/file-store/file-store.js';
import { makeFileStore } from '../../src/platform/file-store/make-file-store.js';
import { PART_BYTES } from '../../src/platform/file-store/s3-file-store.js';
import { describeEachBackend } from '../helpers/backends.js';
import { type LocalS3, startLocalS3 } from '../helpers/s3.js';
import { type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.js';

describeEachBackend('caretaker files migrate', (backend) => {
  let root: string;
  let s3: LocalS3;
  let scratch: ScratchDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'caretaker-files-migrate-'));
    s3 = await startLocalS3();
    // A database of its own on PostgreSQL: the command copies every tenant's files there are.
    scratch = backend.name === 'postgres' ? await scratchDatabase(backend.url as string, 'filesmigrate') : undefined;
    env = {
      DATA_DIR: path.join(root, 'data'),
      LOG_LEVEL: 'silent',
      ...(scratch !== undefined ? { DATABASE_URL: scratch.url } : {}),
      ...s3.env,
    };
  });
  afterAll(async () => {
    await s3?.stop();
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    return { code, stdout, stderr };
  }

  /** Writes files as the server stores them, through the store it opens; the embedded database is closed again for the command. */
  async function withServerStore(write: (files: ListableFileStore) => Promise<void>): Promise<void> {
    const database: Database = scratch !== undefined ? await openPostgres(scratch.url) : await openPglite(env.DATA_DIR);
    try {
      await database.migrate();
      await write(makeFileStore(loadConfig(env), database));
    } finally {
      await database.close();
    }
  }

  it('copies every file to the bucket, skips them on the next run, and picks up a file added meanwhile', async () => {
    const photo = randomBytes(40_000);
    const exported = randomBytes(PART_BYTES + 300_000);
    await withServerStore(async (files) => {
      await files.put('3/0b5c.jpg', photo);
      await files.put('3/0b5c.thumb.jpg', photo.subarray(0, 5000));
      await files.putStream(
        '4/exports/9f1e.csv',
        (async function* () {
          yield exported.subarray(0, 1_000_000);
          yield exported.subarray(1_000_000);
        })(),
      );
    });
    const url = await s3.bucket(`migrate-${backend.name}-b`);
    const bucket = s3.store(url);

    const first = await cli(['files', 'migrate', '--to', url, '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({
      copied: 3,
      skipped: 0,
      failed: 0,
      failures: [],
      to: `s3://migrate-${backend.name}-b`,
    });
    expect((await bucket.get('3/0b5c.jpg'))?.equals(photo)).toBe(true);
    expect((await bucket.get('3/0b5c.thumb.jpg'))?.equals(photo.subarray(0, 5000))).toBe(true);
    expect((await bucket.get('4/exports/9f1e.csv'))?.equals(exported)).toBe(true);

    // The instances switch to the bucket, falling back to the old store meanwhile. One not
    // yet restarted writes a file to the old store: it is read through the fallback at once.
    const before = env;
    const switched = { ...env, FILE_STORE_URL: url, FILE_STORE_FALLBACK: 'true' };
    const late = Buffer.from('Name;Stunden\r\nMüller;7,50\r\n');
    await withServerStore((files) => files.put('3/late.csv', late));
    env = switched;
    await withServerStore(async (files) => {
      expect((await files.get('3/late.csv'))?.equals(late)).toBe(true);
      expect(await bucket.size('3/late.csv')).toBeUndefined();
      await files.put('3/new.jpg', Buffer.from('written to the bucket'));
    });
    expect((await bucket.get('3/new.jpg'))?.toString()).toBe('written to the bucket');

    // Run again with the switched settings: it copies from the old store what is missing.
    const second = await cli(['files', 'migrate', '--to', url]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe(
      `Files to s3://migrate-${backend.name}-b: 1 copied, 3 skipped (already there), 0 failed.\n`,
    );
    expect((await bucket.get('3/late.csv'))?.equals(late)).toBe(true);
    const third = await cli(['files', 'migrate', '--to', url, '--json']);
    expect(JSON.parse(third.stdout)).toMatchObject({ copied: 0, skipped: 4, failed: 0 });

    // A purge while falling back removes both copies.
    await withServerStore((files) => files.delete('3/0b5c.jpg'));
    expect(await bucket.size('3/0b5c.jpg')).toBeUndefined();
    env = before;
    await withServerStore(async (files) => expect(await files.size('3/0b5c.jpg')).toBeUndefined());
    env = switched;
  });

  it('names each file it could not copy and exits non-zero', async () => {
    const missingBucket = `s3://no-such-bucket?endpoint=${encodeURIComponent(s3.endpoint)}&force_path_style=true`;
    const run = await cli(['files', 'migrate', '--to', missingBucket]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('Files to s3://no-such-bucket: 0 copied, 0 skipped (already there), 3 failed.\n');
    expect(run.stderr).toContain('Could not copy 3/late.csv: ');
    expect(run.stderr).toContain('caretaker: 3 files could not be copied; run the command again to retry them.');
  });

  it('refuses a target that is no s3:// URL before opening anything', async () => {
    const run = await cli(['files', 'migrate', '--to', '/var/backups/files']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'caretaker: --to: "/var/backups/files" is not a URL; use s3://bucket?region=…&endpoint=…\n',
    );
  });
});
