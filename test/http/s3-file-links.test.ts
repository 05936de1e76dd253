// With FILE_STORE_URL the app serves files from the bucket through its own signed links:
// the bytes stream from S3 through the app, which checks the link as before.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FileLinkSigner, installationSecret, storeFile } from '../../src/modules/files/files.service.js';
import type { S3FileStore } from '../../src/platform/file-store/s3-file-store.js';
import { describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';
import { type LocalS3, startLocalS3 } from '../helpers/s3.js';

describeEachBackend('signed file links with files in a bucket', (backend) => {
  let s3: LocalS3;
  let bucket: S3FileStore;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = s3.store(await s3.bucket('caretaker-links'));
    t = await startTestApp(backend, { fileStore: bucket });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('downloads the exact bytes from the bucket through the link, and 404s once the file is gone', async () => {
    const { tenant } = await makeTenant(t.deps);
    const data = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(700_000),
      Buffer.from([0xff, 0xd9]),
    ]);
    const file = await storeFile(t.database.db, bucket, tenant.id, { data, contentType: 'image/jpeg' });
    // Stored under the tenant's prefix, as in the other stores.
    expect(file.storageKey.startsWith(`${tenant.id}/`)).toBe(true);
    expect(await bucket.size(file.storageKey)).toBe(data.length);

    const signer = new FileLinkSigner(
      await installationSecret(t.database.db, 'file-links'),
      t.config.fileLinkTtlSeconds,
    );
    const link = signer.sign(tenant.id, file.id, t.clock());
    const download = await t.app.inject({ method: 'GET', url: link.path });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-length']).toBe(String(data.length));
    expect(download.rawPayload.equals(data)).toBe(true);

    const tampered = await t.app.inject({
      method: 'GET',
      url: link.path.replace(/signature=(.)/, (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`),
    });
    expect(tampered.statusCode).toBe(403);

    await bucket.delete(file.storageKey);
    const gone = await t.app.inject({ method: 'GET', url: link.path });
    expect(gone.statusCode).toBe(404);
  });
});
