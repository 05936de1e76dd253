import type { Database } from '../../db/client.js';
import type { KeyPrincipal } from './api-keys.service.js';

// Principals of recently used keys, so that most API requests skip the key lookup.
//
// An entry is trusted only while its tenant's epoch is unchanged. Everything that changes
// what a tenant's keys may do (revoking a key, deactivating an account or changing its
// property access, changing the tenant's plan, licence or modules) calls
// principalsChanged() after its commit and before it answers, which bumps the epoch:
//  - in this process, at once;
//  - with Redis, in Redis too, where every instance reads it in the same round trip as the
//    rate limit, so the change holds on the next request on every instance.
// Without Redis the cache is used only on PGlite, whose data directory one process holds.
// Entries also expire after MAX_AGE_MS: the bound for a change made outside the
// application (SQL by hand, or the CLI run without the instances' REDIS_URL).

export const KEY_CACHE_MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Listener = (tenantId: number) => Promise<void>;

interface Epochs {
  local: Map<number, number>;
  listeners: Set<Listener>;
}

// Kept on the database handle under a symbol, so copies of the handle made for a
// transaction (`{ ...database, db: tx }`) share it.
const EPOCHS = Symbol('key cache epochs');
type Tagged = Database & { [EPOCHS]?: Epochs };

function epochsOf(database: Database): Epochs {
  const tagged = database as Tagged;
  let epochs = tagged[EPOCHS];
  if (!epochs) {
    epochs = { local: new Map(), listeners: new Set() };
    tagged[EPOCHS] = epochs;
  }
  return epochs;
}

/** Attaches the epochs to a handle now, before any copy of it is made. */
export function prepareKeyEpochs(database: Database): void {
  epochsOf(database);
}

/**
 * Tells every key cache that a tenant's keys may now be worth less: call it after the
 * change committed and before answering. Awaits the shared epoch (Redis) as well and
 * fails when that cannot be bumped: the change is saved, but other instances may not
 * see it for up to KEY_CACHE_MAX_AGE_MS, so the caller must not report plain success.
 */
export async function principalsChanged(database: Database, tenantId: number): Promise<void> {
  const epochs = epochsOf(database);
  epochs.local.set(tenantId, (epochs.local.get(tenantId) ?? 0) + 1);
  await Promise.all([...epochs.listeners].map((listener) => listener(tenantId)));
}

/** Also announces changes elsewhere (Redis); returns the unsubscribe function. */
export function onPrincipalsChanged(database: Database, listener: Listener): () => void {
  const epochs = epochsOf(database);
  epochs.listeners.add(listener);
  return () => epochs.listeners.delete(listener);
}

/** The name of a tenant's shared epoch counter. */
export const sharedEpochName = (tenantId: number): string => `keys:${tenantId}`;

interface Entry {
  tenantId: number;
  /** Absent until a lookup ran after the shared epoch was read. */
  principal?: KeyPrincipal;
  localEpoch: number;
  sharedEpoch: number | undefined;
  storedAt: number;
}

export class KeyCache {
  private readonly entries = new Map<string, Entry>();

  /** `shared`: epochs also live in Redis, read with each rate-limit hit. */
  constructor(
    private readonly database: Database,
    readonly shared: boolean,
  ) {}

  /** The tenant a key hash was last seen with; it never changes for a key. */
  tenantOf(keyHash: string): number | undefined {
    return this.entries.get(keyHash)?.tenantId;
  }

  localEpoch(tenantId: number): number {
    return epochsOf(this.database).local.get(tenantId) ?? 0;
  }

  /** The cached principal, if its epochs still match and it is young enough. */
  get(keyHash: string, sharedEpoch: number | undefined, now: number): KeyPrincipal | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry?.principal) return undefined;
    const fresh =
      now - entry.storedAt < KEY_CACHE_MAX_AGE_MS &&
      entry.localEpoch === this.localEpoch(entry.tenantId) &&
      (!this.shared || (sharedEpoch !== undefined && entry.sharedEpoch === sharedEpoch));
    if (fresh) return entry.principal;
    return undefined;
  }

  /**
   * Stores what a lookup found. The epochs must have been read before the lookup started,
   * so a change committed during it makes the entry stale rather than trusted.
   */
  store(
    keyHash: string,
    found: KeyPrincipal | undefined,
    epochs: { local: number; shared: number | undefined } | undefined,
    now: number,
  ): void {
    this.entries.delete(keyHash);
    if (!found) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const trusted = epochs !== undefined && (!this.shared || epochs.shared !== undefined);
    this.entries.set(keyHash, {
      tenantId: found.tenantId,
      ...(trusted ? { principal: found } : {}),
      localEpoch: epochs?.local ?? -1,
      sharedEpoch: epochs?.shared,
      storedAt: now,
    });
  }
}
