import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { type ListableFileStore, type StoredFileEntry, tenantOfKey } from './file-store.js';
import type { S3Location } from './s3-location.js';

/** AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, when set. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

/**
 * A streamed upload's part size: S3's smallest (5 MiB). A file up to this size is one
 * PutObject; a larger one a multipart upload, at most PARTS_IN_FLIGHT parts in memory.
 */
export const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function notFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/** The pieces as bytes, counting them on the way and keeping the source's own error. */
async function* counted(
  source: AsyncIterable<string | Uint8Array>,
  counter: { bytes: number; failure?: unknown },
): AsyncGenerator<Buffer> {
  try {
    for await (const piece of source) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : Buffer.from(piece);
      counter.bytes += bytes.length;
      yield bytes;
    }
  } catch (error) {
    counter.failure = error;
    throw error;
  }
}

export function makeS3Client(location: S3Location, credentials: S3Credentials | undefined): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint !== undefined ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Without the variables, the SDK's own chain (shared config, web identity, instance role).
    ...(credentials !== undefined ? { credentials } : {}),
  });
}

/**
 * Files in an S3-compatible bucket, one object per file under `[prefix/]<key>`, so the
 * tenant id stays the first segment of every key. S3 makes an object visible only once its
 * upload is complete (a PutObject, or a multipart upload's CompleteMultipartUpload), so a
 * reader never sees part of a file; a streamed upload that fails is aborted, and its parts
 * are removed. Reads stream the object's body as S3 sends it.
 */
export class S3FileStore implements ListableFileStore {
  private readonly prefix: string;

  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
  ) {
    this.prefix = location.prefix === '' ? '' : `${location.prefix}/`;
  }

  private objectKey(key: string): string {
    tenantOfKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
      }),
    );
  }

  async putStream(key: string, source: AsyncIterable<string | Uint8Array>): Promise<number> {
    const counter: { bytes: number; failure?: unknown } = { bytes: 0 };
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: Readable.from(counted(source, counter)) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // A failed multipart upload is aborted, which removes the parts already sent.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The source's failure is the one to report, even when aborting the upload failed too
      // (its parts then stay until the bucket's lifecycle rule removes them, docs/files.md).
      throw counter.failure ?? error;
    }
    return counter.bytes;
  }

  async get(key: string): Promise<Buffer | undefined> {
    const stream = await this.getStream(key);
    if (stream === undefined) return undefined;
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(piece as Buffer);
    return Buffer.concat(pieces);
  }

  async getStream(key: string): Promise<Readable | undefined> {
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      // In Node the body is the HTTP response itself: read as the consumer asks for it.
      return response.Body as Readable;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing object as a success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  /** The bucket's objects under the prefix, a thousand a request; objects whose names are no file key are passed over. */
  async *list(): AsyncGenerator<StoredFileEntry> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.location.bucket, ...(this.prefix !== '' ? { Prefix: this.prefix } : {}) },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        const key = object.Key.slice(this.prefix.length);
        try {
          tenantOfKey(key);
        } catch {
          continue;
        }
        yield { key, byteSize: object.Size ?? 0 };
      }
    }
  }

  /** Closes the client's connections (a command that is done with the store). */
  close(): void {
    this.client.destroy();
  }
}
