import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { BUILT_IN_ROLES, isBuiltInRole, ROLE_DEFINITIONS } from '../../auth/permissions.js';
import type { Executor } from '../../db/client.js';
import { accountProperties, accounts, properties, tenants } from '../../db/schema.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { type AuditAction, recordAudit } from '../audit/audit.service.js';
import { countSeatsUsed, endSessionsOfAccount, TECHNICAL_ROLE } from '../portal-auth/sessions.service.js';
import type { ServiceDeps } from '../shared/context.js';
import {
  type Account,
  checkAccountInput,
  insertAccount,
  listAccessibleProperties,
  type PropertyAccess,
  replaceAccess,
} from './accounts.service.js';

// Accounts as the portal manages them: seats, guard rails and the audit log. The
// operator CLI keeps using createAccount/updateAccount, which stand above these rules.

/** Who acts in the portal: an account of the tenant. */
export interface PortalActor {
  tenantId: number;
  accountId: number;
}

export interface PortalAccount {
  id: number;
  name: string;
  email: string;
  role: string;
  role_name: string;
  active: boolean;
  all_properties: boolean;
  /** The properties the account is limited to; empty when it sees all. */
  property_ids: number[];
  has_password: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface Seats {
  used: number;
  limit: number;
}

export interface PortalAccountCreate {
  name: string;
  email: string;
  role: string;
  properties: PropertyAccess;
}

export interface PortalAccountPatch {
  name?: string;
  role?: string;
  properties?: PropertyAccess;
  active?: boolean;
}

const roleName = (role: string): string => (isBuiltInRole(role) ? ROLE_DEFINITIONS[role].name : role);

const takesSeat = (account: { active: boolean; role: string }): boolean =>
  account.active && account.role !== TECHNICAL_ROLE;

function presentPortalAccount(row: Account, propertyIds: number[]): PortalAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    role_name: roleName(row.role),
    active: row.active,
    all_properties: row.allProperties,
    property_ids: row.allProperties ? [] : propertyIds,
    has_password: row.passwordHash !== null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Active accounts that can sign in, against the tenant's seat limit. */
export async function seatUsage(db: Executor, tenantId: number): Promise<Seats> {
  const [tenant] = await db.select({ limit: tenants.seatLimit }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound('Tenant');
  return { used: await countSeatsUsed(db, tenantId), limit: tenant.limit };
}

/**
 * Locks the tenant row until the transaction ends and returns its seat limit. Every
 * change that takes a seat or removes an admin goes through it, so two concurrent
 * changes cannot both take the last seat or both demote one of the last two admins.
 */
async function lockTenant(tx: Executor, tenantId: number): Promise<number> {
  const [tenant] = await tx
    .select({ limit: tenants.seatLimit })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    // Not FOR UPDATE: that would also hold up every insert whose foreign key names the tenant.
    .for('no key update');
  if (!tenant) throw notFound('Tenant');
  return tenant.limit;
}

async function requireFreeSeat(tx: Executor, tenantId: number, limit: number): Promise<void> {
  const used = await countSeatsUsed(tx, tenantId);
  if (used >= limit) {
    throw new DomainError(
      'seat_limit_reached',
      `All ${limit} seats are taken; deactivate an account or raise the seat limit.`,
    );
  }
}

export async function listPortalAccounts(
  db: Executor,
  tenantId: number,
): Promise<{ accounts: PortalAccount[]; seats: Seats }> {
  const rows = await db.select().from(accounts).where(eq(accounts.tenantId, tenantId)).orderBy(asc(accounts.id));
  const limited = await db
    .select({ accountId: accountProperties.accountId, propertyId: accountProperties.propertyId })
    .from(accountProperties)
    .where(eq(accountProperties.tenantId, tenantId))
    .orderBy(asc(accountProperties.propertyId));
  const byAccount = new Map<number, number[]>();
  for (const { accountId, propertyId } of limited) {
    const list = byAccount.get(accountId) ?? [];
    list.push(propertyId);
    byAccount.set(accountId, list);
  }
  return {
    accounts: rows.map((row) => presentPortalAccount(row, byAccount.get(row.id) ?? [])),
    seats: await seatUsage(db, tenantId),
  };
}

export async function getPortalAccount(db: Executor, tenantId: number, accountId: number): Promise<PortalAccount> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  if (!row) throw notFound('Account');
  return presentPortalAccount(row, await listAccessibleProperties(db, tenantId, accountId));
}

/** Property access as the audit log shows it: `all`, or the properties with their names. */
type AccessForAudit = 'all' | { id: number; name: string }[];

async function describeAccess(tx: Executor, tenantId: number, access: PropertyAccess): Promise<AccessForAudit> {
  if (access === 'all') return 'all';
  if (access.length === 0) return [];
  return tx
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.id, access)))
    .orderBy(asc(properties.id));
}

function sameAccess(a: PropertyAccess, b: PropertyAccess): boolean {
  if (a === 'all' || b === 'all') return a === b;
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * Creates an account from the portal: it takes a seat unless it is a technical account,
 * and the creation is audited. The caller then hands out an invite link for it.
 */
export async function createPortalAccount(
  deps: ServiceDeps,
  actor: PortalActor,
  input: PortalAccountCreate,
): Promise<PortalAccount> {
  const checked = checkAccountInput(input);
  return deps.database.db.transaction(async (tx) => {
    const limit = await lockTenant(tx, actor.tenantId);
    if (takesSeat({ active: true, role: checked.role })) await requireFreeSeat(tx, actor.tenantId, limit);
    const row = await insertAccount(tx, actor.tenantId, checked);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'account.created',
      targetType: 'account',
      targetId: row.id,
      details: {
        name: row.name,
        email: row.email,
        role: row.role,
        role_name: roleName(row.role),
        properties: await describeAccess(tx, actor.tenantId, checked.properties),
      },
      at: new Date(deps.clock()),
    });
    const propertyIds = checked.properties === 'all' ? [] : [...new Set(checked.properties)].sort((a, b) => a - b);
    return presentPortalAccount(row, propertyIds);
  });
}

/**
 * Changes an account's name, role, property access or active flag, under the guard
 * rails: nobody changes their own role or access or deactivates themselves, the last
 * active admin stays, and seats are counted. Deactivation ends the account's sessions.
 */
export async function updatePortalAccount(
  deps: ServiceDeps,
  actor: PortalActor,
  accountId: number,
  patch: PortalAccountPatch,
): Promise<PortalAccount> {
  const { tenantId } = actor;
  if (patch.role !== undefined && !isBuiltInRole(patch.role)) {
    throw invalid('/role', `The role must be one of ${BUILT_IN_ROLES.join(', ')}.`);
  }
  const name = patch.name?.trim();
  if (name === '') throw invalid('/name', 'The name must not be empty.');
  const now = new Date(deps.clock());
  return deps.database.db.transaction(async (tx) => {
    const limit = await lockTenant(tx, tenantId);
    const [before] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    if (!before) throw notFound('Account');
    const accessBefore: PropertyAccess = before.allProperties
      ? 'all'
      : await listAccessibleProperties(tx, tenantId, accountId);

    const roleChanges = patch.role !== undefined && patch.role !== before.role;
    const accessChanges = patch.properties !== undefined && !sameAccess(patch.properties, accessBefore);
    const activeChanges = patch.active !== undefined && patch.active !== before.active;
    const after = { role: patch.role ?? before.role, active: patch.active ?? before.active };

    if (accountId === actor.accountId) {
      if (activeChanges && !after.active)
        throw new DomainError('own_account_locked', 'You cannot deactivate your own account; another admin must.');
      if (roleChanges)
        throw new DomainError('own_account_locked', 'You cannot change your own role; another admin must.');
      if (accessChanges)
        throw new DomainError('own_account_locked', 'You cannot change your own property access; another admin must.');
    }
    if (before.active && before.role === 'admin' && !(after.active && after.role === 'admin')) {
      const [others] = await tx
        .select({ n: count() })
        .from(accounts)
        .where(
          and(
            eq(accounts.tenantId, tenantId),
            eq(accounts.active, true),
            eq(accounts.role, 'admin'),
            ne(accounts.id, accountId),
          ),
        );
      if ((others?.n ?? 0) === 0) {
        throw new DomainError(
          'last_admin',
          'This is the last active admin; make another account admin before demoting or deactivating it.',
        );
      }
    }
    if (takesSeat(after) && !takesSeat(before)) await requireFreeSeat(tx, tenantId, limit);

    const [row] = await tx
      .update(accounts)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(roleChanges ? { role: after.role } : {}),
        ...(activeChanges ? { active: after.active } : {}),
        ...(accessChanges ? { allProperties: patch.properties === 'all' } : {}),
        updatedAt: now,
      })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
      .returning();
    if (!row) throw notFound('Account');
    if (accessChanges && patch.properties !== undefined) await replaceAccess(tx, tenantId, accountId, patch.properties);

    const audit = (action: AuditAction, details: Record<string, unknown>) =>
      recordAudit(tx, {
        tenantId,
        actorAccountId: actor.accountId,
        action,
        targetType: 'account',
        targetId: accountId,
        details: { name: row.name, email: row.email, ...details },
        at: now,
      });
    if (roleChanges) {
      await audit('account.role_changed', {
        before: before.role,
        after: after.role,
        before_name: roleName(before.role),
        after_name: roleName(after.role),
      });
    }
    if (accessChanges && patch.properties !== undefined) {
      await audit('account.property_access_changed', {
        before: await describeAccess(tx, tenantId, accessBefore),
        after: await describeAccess(tx, tenantId, patch.properties),
      });
    }
    if (activeChanges && !after.active) {
      await endSessionsOfAccount(tx, tenantId, accountId);
      await audit('account.deactivated', {});
    }
    if (activeChanges && after.active) await audit('account.reactivated', {});

    const propertyIds = accessChanges && patch.properties !== undefined ? patch.properties : accessBefore;
    return presentPortalAccount(row, propertyIds === 'all' ? [] : [...new Set(propertyIds)].sort((a, b) => a - b));
  });
}
