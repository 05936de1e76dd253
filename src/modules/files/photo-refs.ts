import { Type, type Static } from '@sinclair/typebox';
import type { Executor } from '../../db/client.js';
import { DomainError } from '../../domain/errors.js';
import type { AccountActor } from '../access/actor.js';
import { attachableFileIds } from '../access/file-access.js';

// Photos attached to records (a completed task, an incident): the ids a body names are
// checked to be the tenant's stored files, and each is shown with the portal's links to
// its 1,600-px image and its 400-px thumbnail (served by the files routes, session auth).

export const PhotoRefSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The stored file.' }),
    url: Type.String({ description: 'The photo, 1,600 px on its longer side.' }),
    thumbnail_url: Type.String({ description: 'A 400-px thumbnail.' }),
  },
  { additionalProperties: false },
);
export type PhotoRef = Static<typeof PhotoRefSchema>;

export function photoRef(fileId: number): PhotoRef {
  return { id: fileId, url: `/portal/api/files/${fileId}`, thumbnail_url: `/portal/api/files/${fileId}/thumbnail` };
}

/** The ids a body names under `pointer`, in order, without repeats. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * Every id is a stored file of the tenant that the actor may attach (attachableFileIds: in
 * practice their own upload): otherwise 422 with one error per unknown id at
 * `<pointer>/<index>` (another tenant's file, or a colleague's, reads as unknown).
 */
export async function requireAttachableFiles(
  db: Executor,
  actor: AccountActor,
  ids: readonly number[],
  pointer: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await attachableFileIds(db, actor, ids);
  const errors = ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ pointer: `${pointer}/${index}`, detail: `No stored file with id ${id}.` }],
  );
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
}
