// Photos on the phone: made ready for upload (formats the server cannot read are redrawn
// as JPEG here), kept in IndexedDB until the action that uses them has been sent, then
// uploaded to POST /portal/api/files/photos.
import { api } from '../api/client.ts';
import type { PortalResponse } from '../api/contract.ts';
import { t } from '../i18n/index.ts';

/** The server's answer to an upload: the stored photo and its thumbnail by URL. */
export type UploadedPhoto = PortalResponse<'/files/photos', 'post'>;

/** The most the server takes ("15 MB"). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The server keeps at most this many pixels on the longest side; more is not worth sending. */
const NEEDED_SIZE = 1600;
const JPEG_QUALITY = 0.85;

type ServerType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type from the file's first bytes, as the server reads it (never the name). */
async function sniff(file: Blob): Promise<ServerType | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && text(1, 4) === 'PNG') return 'image/png';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** Decodes the picture upright (browsers apply EXIF orientation), or undefined when the browser cannot. */
async function decode(file: Blob): Promise<Decoded | undefined> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Some browsers read more formats through <img> (Safari: HEIC) than through createImageBitmap.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return undefined;
  }
}

/** Redraws the picture as a JPEG of at most NEEDED_SIZE px on its longest side (no metadata survives). */
async function redrawAsJpeg(picture: Decoded): Promise<Blob> {
  const scale = Math.min(1, NEEDED_SIZE / Math.max(picture.width, picture.height));
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t.photos.unreadable);
  // JPEG has no transparency: what was transparent becomes white, as on paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(picture.source, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error(t.photos.unreadable);
  return blob;
}

/**
 * Makes a picture ready for upload. A JPEG, PNG or WebP that is no larger than needed is
 * sent as it is; a bigger one, or any other format the browser can decode (HEIC on an
 * iPhone, GIF, AVIF), is redrawn as a JPEG of at most 1,600 px. One the browser cannot
 * decode throws an Error with a message for the person.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  const type = await sniff(file);
  const picture = await decode(file);
  if (!picture) throw new Error(t.photos.unreadable);
  try {
    const fits = Math.max(picture.width, picture.height) <= NEEDED_SIZE && file.size <= PHOTO_MAX_BYTES;
    if (type !== undefined && fits) return file.slice(0, file.size, type);
    const jpeg = await redrawAsJpeg(picture);
    if (jpeg.size > PHOTO_MAX_BYTES) throw new Error(t.photos.tooLarge);
    return jpeg;
  } finally {
    picture.close();
  }
}

// ---------------------------------------------------------------------------------------
// Kept on the phone

const DB_NAME = 'caretaker-photos';
const STORE = 'photos';

interface KeptPhoto {
  id: string;
  blob: Blob;
  keptAt: string;
}

/** Used when IndexedDB cannot be opened (some private modes): the photos last as long as the page. */
const fallback = new Map<string, KeptPhoto>();
let opening: Promise<IDBDatabase | undefined> | undefined;

function openDb(): Promise<IDBDatabase | undefined> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(undefined);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE))
          request.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
      request.onblocked = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
  return opening;
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error(t.photos.notKept));
    transaction.onabort = () => reject(transaction.error ?? new Error(t.photos.notKept));
  });
}

/** Keeps a photo on the phone until it is forgotten; returns its local id. */
export async function keepPhoto(blob: Blob): Promise<string> {
  const photo: KeptPhoto = { id: crypto.randomUUID(), blob, keptAt: new Date().toISOString() };
  const db = await openDb();
  if (!db) {
    fallback.set(photo.id, photo);
    return photo.id;
  }
  try {
    await run(db, 'readwrite', (store) => store.put(photo));
  } catch {
    throw new Error(t.photos.notKept);
  }
  return photo.id;
}

/** A kept photo, or undefined when this phone does not have it (any more). */
export async function keptPhoto(localId: string): Promise<Blob | undefined> {
  const db = await openDb();
  if (!db) return fallback.get(localId)?.blob;
  const photo = await run<KeptPhoto | undefined>(db, 'readonly', (store) => store.get(localId));
  return photo?.blob;
}

/** Removes a kept photo (forgetting one twice is harmless). */
export async function forgetPhoto(localId: string): Promise<void> {
  fallback.delete(localId);
  const db = await openDb();
  if (db) await run(db, 'readwrite', (store) => store.delete(localId));
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Uploads a photo (a blob, or a kept photo by its local id). Fails with the server's
 * ApiError (status 0 when offline); a kept photo stays on the phone until forgotten.
 */
export async function uploadPhoto(blobOrLocalId: Blob | string): Promise<UploadedPhoto> {
  const blob = typeof blobOrLocalId === 'string' ? await keptPhoto(blobOrLocalId) : blobOrLocalId;
  if (!blob) throw new Error(t.photos.missing);
  const form = new FormData();
  form.append('file', blob, `photo.${EXTENSIONS[blob.type] ?? 'jpg'}`);
  return api.upload<UploadedPhoto>('/files/photos', form);
}
