// The phone's files for form answers (photos and the drawn signature): kept on the phone
// until the form that uses them has been sent, then uploaded one by one.
import { ApiError } from '../../api/client.ts';

export interface UploadedFile {
  id: number;
}

const kept = new Map<string, Blob>();

export function keepPhoto(blob: Blob): Promise<string> {
  const id = crypto.randomUUID();
  kept.set(id, blob);
  return Promise.resolve(id);
}

export function keptPhoto(localId: string): Promise<Blob | undefined> {
  return Promise.resolve(kept.get(localId));
}

export function forgetPhoto(localId: string): Promise<void> {
  kept.delete(localId);
  return Promise.resolve();
}

export function uploadPhoto(blobOrLocalId: Blob | string): Promise<UploadedFile> {
  void blobOrLocalId;
  return Promise.reject(new ApiError(0, 'network', ''));
}
