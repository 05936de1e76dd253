import { and, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, missingPermissions, type Permission } from '../access/permissions.js';
import type { Executor } from '../../db/client.js';
import { DomainError, notFound } from '../../domain/errors.js';
import type { Actor } from '../access/actor.js';
import {
  anyListReachesOutside,
  type PropertyAccess,
  propertyAccessDenied,
  propertyAccessOf,
} from '../access/property-access.js';
import { permissionsOfRole } from '../roles/role-permissions.js';
import { accounts } from './accounts.tables.js';
import { type Account, findAccount } from './accounts.service.js';

// An account's rights (its role's permissions and its property access) and the one rule
// for what an acting account may grant or touch: never more than it holds itself. Account
// changes and invite links (accounts.manage.ts), role writes (roles.service.ts) and keys
// bound to another account (api-keys.service.ts) all check here, each inside its own
// transaction after taking the tenant lock below, so that no concurrent change of either
// side's rights can slip in between the check and the write.

/** What an account may do: its role's permissions, and the properties it sees. */
export interface Rights {
  permissions: Permission[];
  access: PropertyAccess;
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

/** The actor's rights: the operator holds every permission and property; an account its own, read live. */
export async function actorRights(db: Executor, actor: Actor): Promise<Rights> {
  if (actor.kind === 'operator') return { permissions: [...PERMISSIONS], access: 'all' };
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
  if (outside !== undefined) throw propertyAccessDenied({ propertyId: outside });
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
  // A holder that sees every property, or one with a property outside the actor's list.
  const [seesAll] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(holders, eq(accounts.allProperties, true)))
    .limit(1);
  const wider =
    seesAll !== undefined ||
    (await anyListReachesOutside(
      tx,
      tenantId,
      sql`select ${accounts.id} from ${accounts} where ${holders}`,
      held.access,
    ));
  if (wider) {
    throw new DomainError(
      'exceeds_own_rights',
      'An account holding this role sees properties the acting account does not.',
    );
  }
}
