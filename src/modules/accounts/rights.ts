import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { isBuiltInRole, missingPermissions, type Permission, resolvePermissions } from '../../auth/permissions.js';
import type { Executor } from '../../db/client.js';
import { accountProperties, accounts, roles, tenants } from '../../db/schema.js';
import { DomainError, notFound } from '../../domain/errors.js';
import {
  type Account,
  findAccount,
  type PropertyAccess,
  propertyAccessDenied,
  propertyAccessOf,
} from './accounts.service.js';

// An account's rights (its role's permissions and its property access) and the one rule
// for what an acting account may grant or touch: never more than it holds itself. Account
// changes and invite links (accounts.manage.ts), role writes (roles.service.ts) and keys
// bound to another account (api-keys.service.ts) all check here, each inside its own
// transaction after taking the tenant lock below, so that no concurrent change of either
// side's rights can slip in between the check and the write.

/** Who acts on accounts, roles or keys: an account of the tenant, through the portal or through an API key. */
export interface AccountActor {
  tenantId: number;
  accountId: number;
  /**
   * `api_key`: a key acting for its account; `person`: someone signed in to the portal.
   * Either way the actor can grant and change only what its own account holds. Without
   * it (services called directly) those bounds are not checked.
   */
  via?: 'api_key' | 'person';
}

/** What an account may do: its role's permissions, and the properties it sees. */
export interface Rights {
  permissions: Permission[];
  access: PropertyAccess;
}

/**
 * Locks the tenant row until the transaction ends and returns its seat limit. Every
 * change that takes a seat, removes an admin or changes what an account may do (its
 * role, its access, the permissions of a role, a key bound to it) takes this lock
 * first, and every check of an actor's rights against another account's runs under it:
 * two such changes never interleave.
 */
export async function lockTenant(tx: Executor, tenantId: number): Promise<number> {
  const [tenant] = await tx
    .select({ limit: tenants.seatLimit })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    // Not FOR UPDATE: that would also hold up every insert whose foreign key names the tenant.
    .for('no key update');
  if (!tenant) throw notFound('Tenant');
  return tenant.limit;
}

/** What a role of the tenant grants (resolvePermissions: nothing for a role that does not exist). */
async function permissionsOfRole(db: Executor, tenantId: number, role: string): Promise<Permission[]> {
  if (isBuiltInRole(role)) return resolvePermissions(role, null);
  const [row] = await db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.key, role)));
  return resolvePermissions(role, row?.permissions ?? null);
}

/** The rights of an account already read. */
export async function rightsOf(db: Executor, tenantId: number, account: Account): Promise<Rights> {
  return {
    permissions: await permissionsOfRole(db, tenantId, account.role),
    access: await propertyAccessOf(db, { tenantId, accountId: account.id, allProperties: account.allProperties }),
  };
}

/** An account's role and rights, read live (a key acts with its account's rights). */
export async function rightsOfAccount(
  db: Executor,
  tenantId: number,
  accountId: number,
): Promise<Rights & { role: string }> {
  const account = await findAccount(db, tenantId, accountId);
  if (!account) throw notFound('Account');
  return { role: account.role, ...(await rightsOf(db, tenantId, account)) };
}

/** The actor's rights, or undefined when the actor is not bounded (a service called directly). */
export async function actorRights(db: Executor, actor: AccountActor): Promise<Rights | undefined> {
  if (actor.via === undefined) return undefined;
  return rightsOfAccount(db, actor.tenantId, actor.accountId);
}

/** 403 exceeds_own_rights when `wanted` names a permission the acting account lacks. */
export function requireWithinRights(wanted: readonly Permission[], held: readonly Permission[], what: string): void {
  const missing = missingPermissions(wanted, held);
  if (missing.length > 0) {
    throw new DomainError(
      'exceeds_own_rights',
      `${what} grants ${missing.map((p) => `"${p}"`).join(', ')}, which the key’s account does not have.`,
    );
  }
}

/** A limited actor grants neither all properties nor one outside its own list. */
export function requireAccessWithin(held: PropertyAccess, wanted: PropertyAccess): void {
  if (held === 'all') return;
  if (wanted === 'all') {
    throw new DomainError(
      'exceeds_own_rights',
      'Access to all properties is more than the acting account has: it is limited to a list of properties.',
    );
  }
  const outside = wanted.find((id) => !held.includes(id));
  if (outside !== undefined) throw propertyAccessDenied(outside);
}

/** Whether `target` reaches a property `held` does not. */
const widerAccess = (held: PropertyAccess, target: PropertyAccess): boolean =>
  held !== 'all' && (target === 'all' || target.some((id) => !held.includes(id)));

/** An account holding more than the actor (a permission or property the actor lacks) is out of its reach. */
export function requireNotAbove(held: Rights, target: Rights): void {
  const missing = missingPermissions(target.permissions, held.permissions);
  if (missing.length > 0 || widerAccess(held.access, target.access)) {
    throw new DomainError(
      'exceeds_own_rights',
      missing.length > 0
        ? `This account's role grants ${missing.map((p) => `"${p}"`).join(', ')}, which the acting account does not have.`
        : 'This account sees properties the acting account does not.',
    );
  }
}

/**
 * A role is out of the actor's reach while an account holding it sees a property the
 * actor does not (or every property, where the actor is limited): changing the role
 * would change that account, which the actor may not touch. The role's permissions are
 * the caller's check (requireWithinRights). One query, however many accounts hold it.
 */
export async function requireHoldersNotAbove(
  tx: Executor,
  tenantId: number,
  role: string,
  held: Rights,
): Promise<void> {
  if (held.access === 'all') return;
  const holders = and(eq(accounts.tenantId, tenantId), eq(accounts.role, role));
  // With an empty list, any property is outside it.
  const outside = held.access.length > 0 ? notInArray(accountProperties.propertyId, held.access) : undefined;
  // A holder that sees every property, or one with a property outside the actor's list.
  const [wider] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(holders, eq(accounts.allProperties, true)))
    .union(
      tx
        .select({ id: accountProperties.accountId })
        .from(accountProperties)
        .where(
          and(
            eq(accountProperties.tenantId, tenantId),
            inArray(accountProperties.accountId, tx.select({ id: accounts.id }).from(accounts).where(holders)),
            outside,
          ),
        ),
    )
    .limit(1);
  if (wider) {
    throw new DomainError(
      'exceeds_own_rights',
      'An account holding this role sees properties the acting account does not.',
    );
  }
}
