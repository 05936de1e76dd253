import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, apiKeys, tenants } from '../../db/schema.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { generateApiKey } from '../../auth/apiKey.js';
import { isScope, type Scope } from '../../auth/scopes.js';
import type { ServiceDeps } from '../shared/context.js';
import type { Plan, TenantModule } from '../tenants/tenants.service.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key as it may be shown after creation: never the secret, never its hash. */
export interface ApiKeySummary {
  id: number;
  tenant_id: number;
  account_id: number;
  name: string;
  prefix: string;
  scopes: Scope[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  status: 'active' | 'revoked';
}

export function presentApiKey(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    account_id: row.accountId,
    name: row.name,
    prefix: row.displayPrefix,
    scopes: row.scopes as Scope[],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : 'active',
  };
}

export interface CreatedApiKey extends ApiKeySummary {
  /** The raw key: returned here once and never again. */
  key: string;
}

export async function createApiKey(
  deps: ServiceDeps,
  tenantId: number,
  input: { accountId: number; name: string; scopes: string[] },
): Promise<CreatedApiKey> {
  const name = input.name.trim();
  if (name === '' || name.length > 100) throw invalid('/name', 'The key name must be 1 to 100 characters.');
  const unknown = input.scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0) throw invalid('/scopes', `Unknown scope ${unknown.join(', ')}.`);
  const scopes = [...new Set(input.scopes)];
  const account = await deps.database.db
    .select({ id: accounts.id, active: accounts.active })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, input.accountId)));
  if (account.length === 0) throw invalid('/account_id', 'No such account in this tenant.');
  if (!account[0]?.active)
    throw invalid('/account_id', 'The account is deactivated; a key bound to it would not work.');
  const generated = generateApiKey();
  const [row] = await deps.database.db
    .insert(apiKeys)
    .values({
      tenantId,
      accountId: input.accountId,
      name,
      scopes,
      keyHash: generated.hash,
      displayPrefix: generated.displayPrefix,
    })
    .returning();
  if (!row) throw new DomainError('internal_error', 'The key was not created.');
  return { ...presentApiKey(row), key: generated.raw };
}

export async function revokeApiKey(deps: ServiceDeps, tenantId: number, keyId: number): Promise<ApiKeySummary> {
  const [row] = await deps.database.db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId)))
    .returning();
  if (!row) throw notFound('API key');
  return presentApiKey(row);
}

export async function listApiKeys(db: Executor, tenantId: number): Promise<ApiKeySummary[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.tenantId, tenantId)).orderBy(asc(apiKeys.id));
  return rows.map(presentApiKey);
}

/** Keys are found by id alone only from the operator CLI, which stands above tenants. */
export async function findApiKeyAnyTenant(db: Executor, keyId: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  return row;
}

/** Everything a request needs to know about its key, read in one query on every request. */
export interface KeyPrincipal {
  keyId: number;
  keyName: string;
  displayPrefix: string;
  scopes: Scope[];
  keyCreatedAt: Date;
  lastUsedAt: Date | null;
  tenantId: number;
  tenantName: string;
  plan: Plan;
  licenceValidUntil: string;
  timezone: string;
  modules: TenantModule[];
  accountId: number;
  accountName: string;
  allProperties: boolean;
}

/**
 * The key lookup runs on every API request, so it is built once per database handle and
 * sent as a named prepared statement: Drizzle renders the SQL once, and PostgreSQL parses
 * and plans the three-table join once per connection (planning cost ten times more than
 * running it; on PGlite only the rendering is saved). Every request still reads the key,
 * account and tenant rows afresh.
 */
function prepareKeyLookup(db: Executor) {
  return db
    .select({
      keyId: apiKeys.id,
      keyName: apiKeys.name,
      displayPrefix: apiKeys.displayPrefix,
      scopes: apiKeys.scopes,
      keyCreatedAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      tenantId: tenants.id,
      tenantName: tenants.name,
      plan: tenants.plan,
      licenceValidUntil: tenants.licenceValidUntil,
      timezone: tenants.timezone,
      modules: tenants.modules,
      accountId: accounts.id,
      accountName: accounts.name,
      allProperties: accounts.allProperties,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .innerJoin(accounts, and(eq(accounts.tenantId, apiKeys.tenantId), eq(accounts.id, apiKeys.accountId)))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt), eq(accounts.active, true)))
    .limit(1)
    .prepare('find_active_key_by_hash');
}

const keyLookups = new WeakMap<Executor, ReturnType<typeof prepareKeyLookup>>();

/**
 * Finds a live key by its hash. Revoked keys and keys of deactivated accounts are not
 * found. There is deliberately no cache: revocation must hold on every instance at once.
 */
export async function findActiveKeyByHash(db: Executor, keyHash: string): Promise<KeyPrincipal | undefined> {
  let lookup = keyLookups.get(db);
  if (lookup === undefined) {
    lookup = prepareKeyLookup(db);
    keyLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ keyHash });
  if (!row) return undefined;
  return { ...row, scopes: row.scopes as Scope[], modules: row.modules as TenantModule[] };
}

/** Minimum gap between two writes of a key's last_used_at. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Records that a key was used, at most once a minute per key: the read on every
 * request already carries the old value, so most requests write nothing.
 */
export async function touchApiKey(db: Executor, principal: KeyPrincipal, nowMs: number): Promise<void> {
  if (principal.lastUsedAt && nowMs - principal.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  const now = new Date(nowMs);
  const threshold = new Date(nowMs - LAST_USED_RESOLUTION_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.tenantId, principal.tenantId),
        eq(apiKeys.id, principal.keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, threshold)),
      ),
    );
}
