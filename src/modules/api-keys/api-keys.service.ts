import { and, asc, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { apiKeys } from './api-keys.tables.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { generateApiKey } from '../credentials/api-key.js';
import type { Permission } from '../access/permissions.js';
import { isScope, type Scope, scopesBeyond } from '../access/scopes.js';
import { transactionWithEvents } from '../../platform/events/events.js';
import { accountNames, findAccount, lockAccount } from '../accounts/accounts.service.js';
import { requireNotAbove, rightsOf, rightsOfAccount } from '../accounts/rights.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { findTenant, lockTenant, type Plan, type TenantModule } from '../tenants/tenants.service.js';

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

/** Who creates or revokes a key: an account of the tenant, or null for the operator CLI. */
export interface KeyActor {
  accountId: number | null;
}

const OPERATOR: KeyActor = { accountId: null };

const actorOrigin = (actor: KeyActor) => (actor.accountId === null ? 'operator' : 'portal');

export async function createApiKey(
  deps: ServiceDeps,
  tenantId: number,
  input: { accountId: number; name: string; scopes: string[] },
  actor: KeyActor = OPERATOR,
  /** Runs first in the key's transaction: the caller's checks, holding what locks they need. */
  guard?: (tx: Executor) => Promise<void>,
): Promise<CreatedApiKey> {
  const name = input.name.trim();
  if (name === '' || name.length > 100) throw invalid('/name', 'The key name must be 1 to 100 characters.');
  const unknown = input.scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0) throw invalid('/scopes', `Unknown scope ${unknown.join(', ')}.`);
  const scopes = [...new Set(input.scopes)];
  const generated = generateApiKey();
  return deps.database.db.transaction(async (tx) => {
    await guard?.(tx);
    // Locked so the account cannot be deactivated between this check and the insert.
    const account = await lockAccount(tx, tenantId, input.accountId, 'share');
    if (!account) throw invalid('/account_id', 'No such account in this tenant.');
    if (!account.active) throw invalid('/account_id', 'The account is deactivated; a key bound to it would not work.');
    const [row] = await tx
      .insert(apiKeys)
      .values({
        tenantId,
        accountId: input.accountId,
        name,
        scopes,
        keyHash: generated.hash,
        displayPrefix: generated.displayPrefix,
        createdAt: new Date(deps.clock()),
        createdByAccountId: actor.accountId,
      })
      .returning();
    if (!row) throw new DomainError('internal_error', 'The key was not created.');
    await recordAudit(tx, {
      tenantId,
      actorAccountId: actor.accountId,
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: row.id,
      details: auditDetails(row, account.name),
      at: row.createdAt,
    });
    return { ...presentApiKey(row), key: generated.raw };
  });
}

/** What the audit log shows of a key: never the key or its hash. */
function auditDetails(row: ApiKeyRow, accountName: string): Record<string, unknown> {
  return {
    name: row.name,
    prefix: row.displayPrefix,
    scopes: row.scopes,
    account_id: row.accountId,
    account_name: accountName,
  };
}

/**
 * Creates a key from the portal. It is bound to the acting person's account unless
 * another one is named, which needs the permission to manage accounts and an account
 * that holds no more than the person's own (a key acts with its account's rights).
 * Each scope needs the portal permission SCOPE_PERMISSIONS names for it.
 */
export async function createApiKeyAs(
  deps: ServiceDeps,
  actor: { tenantId: number; accountId: number; permissions: readonly Permission[] },
  input: { name: string; scopes: string[]; accountId?: number },
): Promise<CreatedApiKey> {
  const { tenantId } = actor;
  const accountId = input.accountId ?? actor.accountId;
  if (accountId !== actor.accountId && !actor.permissions.includes('accounts.manage')) {
    throw new DomainError(
      'permission_denied',
      'Your role lacks the permission "accounts.manage", which binding a key to another account needs.',
    );
  }
  const beyond = scopesBeyond(input.scopes, actor.permissions);
  if (beyond.length > 0) {
    throw new DomainError(
      'exceeds_own_rights',
      `A key cannot do more than its creator: ${beyond
        .map(({ scope, permission }) => `the scope "${scope}" needs the permission "${permission}"`)
        .join('; ')}, which your role lacks.`,
    );
  }
  // Checked in the key's transaction, under the tenant lock every account change takes,
  // so neither account's rights can change between the check and the key.
  const guard =
    accountId === actor.accountId
      ? undefined
      : async (tx: Executor) => {
          await lockTenant(tx, tenantId);
          const target = await findAccount(tx, tenantId, accountId);
          // An account of no tenant or another one: createApiKey refuses it (422) next.
          if (!target) return;
          requireNotAbove(await rightsOfAccount(tx, tenantId, actor.accountId), await rightsOf(tx, tenantId, target));
        };
  return createApiKey(deps, tenantId, { accountId, name: input.name, scopes: input.scopes }, actor, guard);
}

/** Revokes a key at once; revoking a revoked key changes nothing. Another tenant's key is not found. */
export async function revokeApiKey(
  deps: ServiceDeps,
  tenantId: number,
  keyId: number,
  actor: KeyActor = OPERATOR,
): Promise<ApiKeySummary> {
  return transactionWithEvents(deps, async (tx, events) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(deps.clock()), revokedByAccountId: actor.accountId })
      .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, keyId)));
      if (!existing) throw notFound('API key');
      return presentApiKey(existing);
    }
    const accountName = (await accountNames(tx, tenantId, [row.accountId])).get(row.accountId);
    await recordAudit(tx, {
      tenantId,
      actorAccountId: actor.accountId,
      action: 'api_key.revoked',
      targetType: 'api_key',
      targetId: row.id,
      details: auditDetails(row, accountName ?? ''),
      at: row.revokedAt ?? new Date(deps.clock()),
    });
    await events.record({ tenantId, type: 'api_key.revoked', origin: actorOrigin(actor), subjectId: row.id });
    return presentApiKey(row);
  });
}

export async function listApiKeys(db: Executor, tenantId: number): Promise<ApiKeySummary[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.tenantId, tenantId)).orderBy(asc(apiKeys.id));
  return rows.map(presentApiKey);
}

/** An account as a key listing names it. */
export interface KeyAccountRef {
  id: number;
  name: string;
}

/** A key as the portal lists it: with the names of its account and of who created and revoked it. */
export interface PortalApiKey extends ApiKeySummary {
  account: KeyAccountRef;
  created_by: KeyAccountRef | null;
  revoked_by: KeyAccountRef | null;
}

/** The tenant's keys for Settings → Integrations, newest first; revoked keys stay listed. */
export async function listPortalApiKeys(db: Executor, tenantId: number): Promise<PortalApiKey[]> {
  return portalKeys(db, tenantId, undefined);
}

/** One key of the tenant as the portal shows it; another tenant's is not found. */
export async function getPortalApiKey(db: Executor, tenantId: number, keyId: number): Promise<PortalApiKey> {
  const [found] = await portalKeys(db, tenantId, eq(apiKeys.id, keyId));
  if (!found) throw notFound('API key');
  return found;
}

/** The tenant's keys matching `where`, with the names of the accounts they name (one more query). */
async function portalKeys(db: Executor, tenantId: number, where: SQL | undefined): Promise<PortalApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.tenantId, tenantId), where))
    .orderBy(desc(apiKeys.id));
  const names = await accountNames(
    db,
    tenantId,
    rows.flatMap((row) => [row.accountId, row.createdByAccountId, row.revokedByAccountId].filter((id) => id !== null)),
  );
  const name = (id: number | null) => (id !== null ? (names.get(id) ?? null) : null);
  return rows.map((row) =>
    presentPortalApiKey(row, name(row.accountId) ?? '', name(row.createdByAccountId), name(row.revokedByAccountId)),
  );
}

function presentPortalApiKey(
  row: ApiKeyRow,
  accountName: string,
  creatorName: string | null,
  revokerName: string | null,
): PortalApiKey {
  const ref = (id: number | null, name: string | null): KeyAccountRef | null =>
    id !== null && name !== null ? { id, name } : null;
  return {
    ...presentApiKey(row),
    account: { id: row.accountId, name: accountName },
    created_by: ref(row.createdByAccountId, creatorName),
    revoked_by: ref(row.revokedByAccountId, revokerName),
  };
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
 * The key's own row is found by a named prepared statement, built once per database
 * handle: Drizzle renders the SQL once and PostgreSQL plans it once per connection. Its
 * account and tenant come from their owners, read afresh.
 */
function prepareKeyLookup(db: Executor) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('find_active_key_by_hash');
}

const keyLookups = new WeakMap<Executor, ReturnType<typeof prepareKeyLookup>>();

/**
 * Finds a live key by its hash. Revoked keys and keys of deactivated accounts are not
 * found. The API's request chain puts a cache in front (key-cache.ts) that every change
 * to keys, accounts and tenants invalidates through principalsChanged().
 */
export async function findActiveKeyByHash(db: Executor, keyHash: string): Promise<KeyPrincipal | undefined> {
  let lookup = keyLookups.get(db);
  if (lookup === undefined) {
    lookup = prepareKeyLookup(db);
    keyLookups.set(db, lookup);
  }
  const [key] = await lookup.execute({ keyHash });
  if (!key) return undefined;
  const [account, tenant] = await allQueries(db, [
    () => findAccount(db, key.tenantId, key.accountId),
    () => findTenant(db, key.tenantId),
  ]);
  if (!account?.active || !tenant) return undefined;
  return {
    keyId: key.id,
    keyName: key.name,
    displayPrefix: key.displayPrefix,
    scopes: key.scopes as Scope[],
    keyCreatedAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    tenantId: tenant.id,
    tenantName: tenant.name,
    plan: tenant.plan,
    licenceValidUntil: tenant.licenceValidUntil,
    timezone: tenant.timezone,
    modules: tenant.modules as TenantModule[],
    accountId: account.id,
    accountName: account.name,
    allProperties: account.allProperties,
  };
}

/** Minimum gap between two writes of a key's last_used_at. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Whether a key's recorded use is old enough to write again (at most once a minute per key). */
export function keyUseIsStale(principal: KeyPrincipal, nowMs: number): boolean {
  return !principal.lastUsedAt || nowMs - principal.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
}

/**
 * Records that a key was used. Callers ask keyUseIsStale first, so most requests write
 * nothing; the update's own condition keeps instances racing for it to one write.
 */
export async function touchApiKey(db: Executor, principal: KeyPrincipal, nowMs: number): Promise<void> {
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
