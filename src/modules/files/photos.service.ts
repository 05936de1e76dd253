import { createHash, randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { Semaphore } from '../shared/semaphore.js';
import { storedFiles, storedFileVariants } from './files.tables.js';
import type { StoredFile } from './files.service.js';

/** The most an uploaded photo may have, in bytes ("15 MB"). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The longest side of the stored photo and of its thumbnail, in pixels (never enlarged). */
export const PHOTO_SIZE = 1600;
export const THUMBNAIL_SIZE = 400;
/**
 * A decoded image may have at most this many pixels (8,000 × 8,000; a 50-MP camera's photo
 * fits); a bigger one is refused before it is decoded, so a small file cannot fill memory.
 * The field app sends nothing over 1,600 px anyway.
 */
const MAX_INPUT_PIXELS = 64_000_000;
/**
 * And at most this many bytes decoded (pixels × channels × bytes per sample, read from the
 * header before decoding): as much as an 8-bit RGB picture of 64 million pixels, 192 MB. A
 * picture of 16 bits per channel or with transparency gets fewer pixels (16-bit RGBA: 24
 * million), so a small PNG cannot claim half a gigabyte.
 */
export const MAX_DECODED_BYTES = MAX_INPUT_PIXELS * 3;
/** Photos one person may upload in a minute (the field app sends its queue one at a time and waits on 429). */
export const PHOTO_UPLOADS_PER_MINUTE = 30;
/** Pictures decoded at once in this process; more wait their turn, so parallel uploads cannot add up. */
const RENDERS_AT_ONCE = 2;
const rendering = new Semaphore(RENDERS_AT_ONCE);

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** How many leading bytes sniffPhotoType needs to decide. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO-BMFF brands of HEIC/HEIF (and AVIF) pictures, which phones produce and the server does not read. */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/**
 * The photo's type read from its first bytes; the name and the type the sender declared
 * are never trusted. Anything but JPEG, PNG and WebP is refused (415), a HEIC/HEIF photo
 * with the advice to convert it to JPEG first.
 */
export function sniffPhotoType(head: Buffer): PhotoType {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) {
    throw new DomainError(
      'unsupported_file_type',
      'This is a HEIC/HEIF photo, which the server cannot read. Convert it to JPEG first and upload it again.',
    );
  }
  throw new DomainError(
    'unsupported_file_type',
    'This file is not a photo the server can read. Upload a JPEG, PNG or WebP picture.',
  );
}

export interface StoredPhoto {
  file: StoredFile;
  thumbnail: { width: number; height: number };
}

interface Rendering {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The stored photo and its thumbnail: EXIF orientation applied, all metadata (EXIF, GPS,
 * XMP, ICC) dropped, transparency flattened onto white, as JPEG no larger than needed.
 */
async function renderPhoto(upload: Buffer): Promise<{ photo: Rendering; thumbnail: Rendering }> {
  await checkDecodedSize(upload);
  const leave = await rendering.enter();
  try {
    return await renderWithinLimits(upload);
  } finally {
    leave();
  }
}

const unreadable = () =>
  new DomainError(
    'unsupported_file_type',
    'The picture could not be read: it is damaged or incomplete. Upload a JPEG, PNG or WebP picture.',
  );

const tooManyPixels = () =>
  new DomainError(
    'file_too_large',
    `The picture has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels; upload a smaller one.`,
  );

/** Refuses, from the header alone, a picture whose pixels would take too much memory decoded. */
async function checkDecodedSize(upload: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(upload, { pages: 1 }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height, channels, depth } = meta;
  const pixels = width * height;
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  // An unknown sample format counts as the widest common one.
  const bytesPerSample = BYTES_PER_SAMPLE[depth ?? ''] ?? 4;
  const decoded = pixels * channels * bytesPerSample;
  if (decoded > MAX_DECODED_BYTES) {
    const megabytes = (bytes: number) => Math.ceil(bytes / 1_000_000);
    throw new DomainError(
      'file_too_large',
      `Decoded, the picture would take ${megabytes(decoded)} MB (${width} × ${height} pixels, ${channels} channels of ${bytesPerSample * 8} bits); at most ${megabytes(MAX_DECODED_BYTES)} MB. Upload a smaller picture or one with 8 bits per channel.`,
    );
  }
}

async function renderWithinLimits(upload: Buffer): Promise<{ photo: Rendering; thumbnail: Rendering }> {
  let photo: Rendering;
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    photo = { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
  const { data, info } = await sharp(photo.data)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { photo, thumbnail: { data, width: info.width, height: info.height } };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Stores an uploaded photo as a normalised JPEG of at most 1,600 px with a 400-px
 * thumbnail; the upload itself (and the metadata in it) is not kept. The bytes go to the
 * store first and the rows follow in one transaction; if that fails, the bytes are
 * removed again, so a refused or failed upload leaves nothing behind.
 */
export async function storePhoto(
  db: Db,
  store: FileStore,
  tenantId: number,
  input: { upload: Buffer; originalName?: string | undefined; uploadedByAccountId: number },
): Promise<StoredPhoto> {
  sniffPhotoType(input.upload.subarray(0, SNIFF_BYTES));
  const { photo, thumbnail } = await renderPhoto(input.upload);
  const base = `${tenantId}/${randomUUID()}`;
  const photoKey = `${base}.jpg`;
  const thumbnailKey = `${base}.thumb.jpg`;
  try {
    await store.put(photoKey, photo.data);
    await store.put(thumbnailKey, thumbnail.data);
    const file = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storedFiles)
        .values({
          tenantId,
          storageKey: photoKey,
          contentType: 'image/jpeg',
          byteSize: photo.data.length,
          sha256: sha256(photo.data),
          originalName: cleanName(input.originalName),
          uploadedByAccountId: input.uploadedByAccountId,
          width: photo.width,
          height: photo.height,
        })
        .returning();
      if (!row) throw new Error('The photo was not recorded.');
      await tx.insert(storedFileVariants).values({
        tenantId,
        fileId: row.id,
        variant: 'thumbnail',
        storageKey: thumbnailKey,
        contentType: 'image/jpeg',
        byteSize: thumbnail.data.length,
        sha256: sha256(thumbnail.data),
        width: thumbnail.width,
        height: thumbnail.height,
      });
      return row;
    });
    return { file, thumbnail: { width: thumbnail.width, height: thumbnail.height } };
  } catch (error) {
    await Promise.allSettled([store.delete(photoKey), store.delete(thumbnailKey)]);
    throw error;
  }
}

/** The name the phone gave the file, for people to recognise it: printable and short, or none. */
function cleanName(name: string | undefined): string | null {
  if (name === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable === '' ? null : printable.slice(0, 200);
}
