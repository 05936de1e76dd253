// The outbox's side of photos kept on the phone: upload one (its file id back) and forget it.

/** A photo an entry names that is no longer on the phone. */
export class MissingPhoto extends Error {}

export async function uploadPhoto(localId: string): Promise<{ id: number }> {
  throw new MissingPhoto(localId);
}

export async function forgetPhoto(localId: string): Promise<void> {
  void localId;
}
