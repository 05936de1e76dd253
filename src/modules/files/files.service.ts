import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import { appSecrets, storedFiles, storedFileVariants } from './files.tables.js';
import { DomainError } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';

export type StoredFile = typeof storedFiles.$inferSelect;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Stores the bytes in the file store and records them; returns the file's row. */
export async function storeFile(
  db: Executor,
  store: FileStore,
  tenantId: number,
  input: { data: Buffer; contentType: string; originalName?: string; uploadedByAccountId?: number },
): Promise<StoredFile> {
  const extension = EXTENSIONS[input.contentType] ?? 'bin';
  const storageKey = `${tenantId}/${randomUUID()}.${extension}`;
  await store.put(storageKey, input.data);
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        tenantId,
        storageKey,
        contentType: input.contentType,
        byteSize: input.data.length,
        sha256: createHash('sha256').update(input.data).digest('hex'),
        originalName: input.originalName ?? null,
        uploadedByAccountId: input.uploadedByAccountId ?? null,
      })
      .returning();
    if (!row) throw new DomainError('internal_error', 'The file was not recorded.');
    return row;
  } catch (error) {
    // No bytes stay behind that no row names.
    await store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function findFile(db: Executor, tenantId: number, fileId: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, fileId)));
  return row;
}

type FileConditions = (file: { id: SQL; uploadedBy: (accountId: number | null) => SQL }) => SQL[];

/**
 * Those of the tenant's files among `fileIds` for which any of the conditions `anyOf` builds
 * over the file (its uploader, its id as other tables name it) holds: how
 * access/file-access.ts asks.
 */
export async function findFilesWhere(
  db: Executor,
  tenantId: number,
  fileIds: readonly number[],
  anyOf: FileConditions,
): Promise<Map<number, StoredFile>> {
  if (fileIds.length === 0) return new Map();
  const conditions = anyOf({
    id: sql`${storedFiles.id}`,
    uploadedBy: (accountId) =>
      accountId === null ? isNull(storedFiles.uploadedByAccountId) : eq(storedFiles.uploadedByAccountId, accountId),
  });
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...new Set(fileIds)]), or(...conditions)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Several of the tenant's files by id (those that exist). */
export async function findFiles(
  db: Executor,
  tenantId: number,
  fileIds: readonly number[],
): Promise<Map<number, StoredFile>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...new Set(fileIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A secret shared by every instance through the database; made on first use. */
export async function installationSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be read.`);
  return Buffer.from(row.value, 'base64url');
}

export interface SignedLink {
  path: string;
  expiresAt: Date;
}

/**
 * Signed, expiring download links for stored files: whoever holds the link may fetch the
 * file until it expires, without an API key (photo links in form responses).
 */
export class FileLinkSigner {
  /**
   * `scope` keeps the links of one kind of download from opening another's (`file`: stored
   * files under /files; `report-sending`: a report e-mail's file under /report-files), and
   * `again` says where a fresh link comes from.
   */
  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds: number,
    private readonly scope: { name: string; path: string; again: string } = {
      name: 'file',
      path: '/files',
      again: 'Fetch the form response again for a fresh link.',
    },
  ) {}

  private signature(tenantId: number, fileId: number, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${this.scope.name}:${tenantId}:${fileId}:${expires}`).digest();
  }

  sign(tenantId: number, fileId: number, nowMs: number): SignedLink {
    const expires = Math.floor(nowMs / 1000) + this.ttlSeconds;
    const signature = this.signature(tenantId, fileId, expires).toString('base64url');
    return {
      path: `${this.scope.path}/${tenantId}/${fileId}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** Throws link_invalid for a tampered link and link_expired for an old one. */
  verify(tenantId: number, fileId: number, expires: number, signature: string, nowMs: number): void {
    // Compare the text, not decoded bytes: base64url decoding ignores stray characters and
    // the last character's spare bits, so many strings would decode to the same signature.
    const expected = Buffer.from(this.signature(tenantId, fileId, expires).toString('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new DomainError('link_invalid', `This file link is not valid. ${this.scope.again}`);
    }
    if (Math.floor(nowMs / 1000) >= expires) {
      throw new DomainError('link_expired', `This file link has expired. ${this.scope.again}`);
    }
  }
}

export type StoredFileVariant = typeof storedFileVariants.$inferSelect;

/** A smaller rendering kept next to one of the tenant's files (a photo's thumbnail). */
export async function findFileVariant(
  db: Executor,
  tenantId: number,
  fileId: number,
  variant: StoredFileVariant['variant'],
): Promise<StoredFileVariant | undefined> {
  return (await findFileVariants(db, tenantId, [fileId], variant)).get(fileId);
}

/** One kind of rendering of several of the tenant's files, by file id (those that have one). */
export async function findFileVariants(
  db: Executor,
  tenantId: number,
  fileIds: readonly number[],
  variant: StoredFileVariant['variant'],
): Promise<Map<number, StoredFileVariant>> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storedFileVariants)
    .where(
      and(
        eq(storedFileVariants.tenantId, tenantId),
        inArray(storedFileVariants.fileId, unique),
        eq(storedFileVariants.variant, variant),
      ),
    );
  return new Map(rows.map((row) => [row.fileId, row]));
}
