// The outbox's side of photos kept on the phone (photos.ts): upload one by its local id, forget it.
import { forgetPhoto as forgetKept, keptPhoto, uploadPhoto as upload, type UploadedPhoto } from './photos.ts';

/** A photo an entry names that is no longer on the phone. */
export class MissingPhoto extends Error {}

/** Uploads a kept photo; MissingPhoto when the phone no longer has it, the server's ApiError otherwise. */
export async function uploadPhoto(localId: string): Promise<UploadedPhoto> {
  const blob = await keptPhoto(localId).catch(() => undefined);
  if (!blob) throw new MissingPhoto(localId);
  return upload(blob);
}

export async function forgetPhoto(localId: string): Promise<void> {
  await forgetKept(localId);
}
