// A local S3-compatible server (s3rver, from npm) on a free port, over a temporary folder,
// for one test file. It answers the calls the S3 file store makes (put, multipart upload,
// get, head, delete, list). One limit: a listing longer than one page (1,000 keys) fails
// in s3rver under OpenSSL 3, as it encrypts its continuation token with DES; tests keep
// their buckets smaller, and the store pages with the SDK's own paginator.
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { parseS3Location } from '../../src/platform/file-store/s3-location.js';
import { S3FileStore, makeS3Client } from '../../src/platform/file-store/s3-file-store.js';

/** s3rver accepts any signature made with this key pair. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  /** The environment a process needs to reach it (credentials only; the URL names the rest). */
  env: Record<string, string>;
  /** Makes a bucket and answers its FILE_STORE_URL. */
  bucket(name: string, prefix?: string): Promise<string>;
  store(url: string): S3FileStore;
  stop(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'caretaker-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
  const stores: S3FileStore[] = [];
  return {
    endpoint,
    env: {
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    },
    async bucket(name, prefix) {
      await admin.send(new CreateBucketCommand({ Bucket: name }));
      const where = prefix === undefined ? '' : `/${prefix}`;
      return `s3://${name}${where}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=true`;
    },
    store(url) {
      const location = parseS3Location(url);
      const store = new S3FileStore(makeS3Client(location, S3_TEST_CREDENTIALS), location);
      stores.push(store);
      return store;
    },
    async stop() {
      for (const store of stores) store.close();
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
