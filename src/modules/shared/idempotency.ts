import { createHash } from 'node:crypto';
import { DomainError } from '../../domain/errors.js';

/** SHA-256 of the fields that make two creations "the same payload". */
export function payloadFingerprint(values: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

interface IdempotentRow {
  uuid: string;
  createFingerprint: string;
}

/**
 * Creates a row idempotently by a client-supplied uuid. The insert must use
 * ON CONFLICT DO NOTHING on (tenant_id, uuid): concurrent repeats then collapse into one
 * row, and a repeat is told apart from a clash by the fingerprint of the creating payload.
 *
 * `find` reads the row holding the uuid, if any; it is also the place to check, in the
 * same query, what every call must pass (such as access to the property), so a replay
 * costs one statement and a first creation two.
 */
export async function createIdempotently<R extends IdempotentRow>(options: {
  fingerprint: string;
  what: string;
  find: () => Promise<R | undefined>;
  /** Checks that only a first creation must pass (a repeat of an accepted call still succeeds). */
  beforeInsert?: () => void;
  insert: () => Promise<R | undefined>;
}): Promise<{ row: R; created: boolean }> {
  const replay = (existing: R) => {
    if (existing.createFingerprint !== options.fingerprint) {
      throw new DomainError(
        'uuid_conflict',
        `A ${options.what} with uuid ${existing.uuid} already exists with a different payload. Use a new uuid for a new ${options.what}.`,
      );
    }
    return { row: existing, created: false };
  };
  const existing = await options.find();
  if (existing) return replay(existing);
  options.beforeInsert?.();
  const row = await options.insert();
  if (row) return { row, created: true };
  // Another request with this uuid won the race: it is committed and visible now.
  const winner = await options.find();
  if (!winner) throw new DomainError('internal_error', `The ${options.what} could not be created.`);
  return replay(winner);
}
