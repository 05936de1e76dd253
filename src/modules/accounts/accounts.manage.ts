import { transactionWithEvents } from '../../platform/events/events.js';
import { and, asc, count, eq, gt, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from './accounts.tables.js';
import type { AccountActor } from '../access/actor.js';
import { listsOfAccounts, type PropertyAccess, propertyAccessOf } from '../access/property-access.js';
import { checkPropertiesExist, propertyNames } from '../properties/named-properties.js';
import { findTenant } from '../tenants/tenants.service.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { type AuditAction, recordAudit } from '../audit/audit.service.js';
import { createInviteLink, type InviteLink } from '../credentials/invites.service.js';
import { endSessionsOfAccount } from '../credentials/sessions.service.js';
import { requireRole, type ResolvedRole, roleNames } from '../roles/roles.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import type { AccountDto, AccountListQuery } from './accounts.schema.js';
import {
  type Account,
  checkAccountInput,
  checkEmail,
  countSeatsUsed,
  emailTaken,
  insertAccount,
  replaceAccess,
  TECHNICAL_ROLE,
} from './accounts.service.js';
import { actorRights, requireAccessWithin, requireNotAbove, requireWithinRights, rightsOf } from './rights.js';
import { lockTenant } from '../tenants/tenants.service.js';

// Managing accounts, for the portal and the API alike: seats under the tenant row lock,
// the guard rails (own account, last admin), the acting account's own rights as the bound
// of what it may grant, and the audit log. The operator CLI keeps using
// createAccount/updateAccount, which stand above these rules.

export type { AccountActor };

/** Where a rule points in the caller's body (`/properties` in the portal, `/property_ids` in the API). */
export interface BodyPointers {
  properties: string;
}

const PORTAL_POINTERS: BodyPointers = { properties: '/properties' };

export interface Seats {
  used: number;
  limit: number;
}

export interface AccountCreateInput {
  name: string;
  email: string;
  role: string;
  properties: PropertyAccess;
}

export interface AccountPatchInput {
  name?: string | undefined;
  email?: string | undefined;
  role?: string | undefined;
  properties?: PropertyAccess | undefined;
  active?: boolean | undefined;
}

const takesSeat = (account: { active: boolean; role: string }): boolean =>
  account.active && account.role !== TECHNICAL_ROLE;

const sortedIds = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

function presentAccount(row: Account, propertyIds: number[], roleName: string): AccountDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    role_name: roleName,
    active: row.active,
    property_ids: row.allProperties ? null : sortedIds(propertyIds),
    has_password: row.passwordHash !== null,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Presents rows with their property lists and role names, read in two queries. */
async function presentAccounts(db: Executor, tenantId: number, rows: Account[]): Promise<AccountDto[]> {
  if (rows.length === 0) return [];
  const byAccount = await listsOfAccounts(
    db,
    tenantId,
    rows.filter((row) => !row.allProperties).map((row) => row.id),
  );
  const names = await roleNames(
    db,
    tenantId,
    rows.map((row) => row.role),
  );
  return rows.map((row) => presentAccount(row, byAccount.get(row.id) ?? [], names.get(row.role) ?? row.role));
}

async function presentOne(db: Executor, tenantId: number, row: Account): Promise<AccountDto> {
  const [dto] = await presentAccounts(db, tenantId, [row]);
  if (!dto) throw notFound('Account');
  return dto;
}

/** Active accounts that can sign in, against the tenant's seat limit. */
export async function seatUsage(db: Executor, tenantId: number): Promise<Seats> {
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound('Tenant');
  return { used: await countSeatsUsed(db, tenantId), limit: tenant.seatLimit };
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

// ---------------------------------------------------------------------------------------
// Audit

/** Property access as the audit log shows it: `all`, or the properties with their names. */
type AccessForAudit = 'all' | { id: number; name: string }[];

async function describeAccess(tx: Executor, tenantId: number, access: PropertyAccess): Promise<AccessForAudit> {
  if (access === 'all') return 'all';
  return propertyNames(tx, tenantId, access);
}

function sameAccess(a: PropertyAccess, b: PropertyAccess): boolean {
  if (a === 'all' || b === 'all') return a === b;
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

// ---------------------------------------------------------------------------------------
// Reading

/** Every account of the tenant, oldest first (the portal's list). */
export async function listAllAccounts(db: Executor, tenantId: number): Promise<AccountDto[]> {
  const rows = await db.select().from(accounts).where(eq(accounts.tenantId, tenantId)).orderBy(asc(accounts.id));
  return presentAccounts(db, tenantId, rows);
}

/** A page of the tenant's accounts (the API's list). */
export async function listAccounts(db: Executor, tenantId: number, query: AccountListQuery): Promise<Page<AccountDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(accounts.tenantId, tenantId)];
  if (after !== undefined) conditions.push(gt(accounts.id, after));
  if (query.email !== undefined) conditions.push(sql`lower(${accounts.email}) = lower(${query.email.trim()})`);
  if (query.role !== undefined) conditions.push(eq(accounts.role, query.role));
  if (query.active !== undefined) conditions.push(eq(accounts.active, query.active));
  if (query.updated_since !== undefined) conditions.push(gte(accounts.updatedAt, new Date(query.updated_since)));
  const rows = await db
    .select()
    .from(accounts)
    .where(and(...conditions))
    .orderBy(asc(accounts.id))
    .limit(pageSize + 1);
  const page = toPage(rows, pageSize, (row) => row);
  return { data: await presentAccounts(db, tenantId, page.data), next_cursor: page.next_cursor };
}

export async function getAccount(db: Executor, tenantId: number, accountId: number): Promise<AccountDto> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  if (!row) throw notFound('Account');
  return presentOne(db, tenantId, row);
}

// ---------------------------------------------------------------------------------------
// Writing

/**
 * Creates an account: the role must exist in the tenant and lie within the actor's own
 * rights, as must its property access; it takes a seat unless it is a technical account;
 * the creation is audited. The caller then hands out an invite link for it.
 */
export async function createManagedAccount(
  deps: ServiceDeps,
  actor: AccountActor,
  input: AccountCreateInput,
  pointers: BodyPointers = PORTAL_POINTERS,
): Promise<AccountDto> {
  const checked = checkAccountInput(input);
  const { tenantId } = actor;
  return deps.database.db.transaction(async (tx) => {
    const limit = await lockTenant(tx, tenantId);
    const role = await requireRole(tx, tenantId, checked.role, '/role');
    if (checked.properties !== 'all') await checkPropertiesExist(tx, tenantId, checked.properties, pointers.properties);
    const rights = await actorRights(tx, actor);
    requireWithinRights(role.permissions, rights.permissions, `The role "${role.name}"`);
    requireAccessWithin(rights.access, checked.properties);
    if (takesSeat({ active: true, role: checked.role })) await requireFreeSeat(tx, tenantId, limit);
    const row = await insertAccount(tx, tenantId, checked, pointers.properties);
    await recordAudit(tx, {
      tenantId,
      actorAccountId: actor.accountId,
      action: 'account.created',
      targetType: 'account',
      targetId: row.id,
      details: {
        name: row.name,
        email: row.email,
        role: row.role,
        role_name: role.name,
        properties: await describeAccess(tx, tenantId, checked.properties),
      },
      at: new Date(deps.clock()),
    });
    return presentAccount(row, checked.properties === 'all' ? [] : checked.properties, role.name);
  });
}

/**
 * Changes an account's name, e-mail, role, property access or active flag, under the
 * guard rails: nobody changes their own role or access or deactivates themselves, the
 * last active admin stays, seats are counted, and a bounded actor neither touches an
 * account holding more than it nor grants more than it holds. Deactivation ends the
 * account's sessions.
 */
export async function updateManagedAccount(
  deps: ServiceDeps,
  actor: AccountActor,
  accountId: number,
  patch: AccountPatchInput,
  pointers: BodyPointers = PORTAL_POINTERS,
): Promise<AccountDto> {
  const { tenantId } = actor;
  const name = patch.name?.trim();
  if (name === '') throw invalid('/name', 'The name must not be empty.');
  const email = patch.email === undefined ? undefined : checkEmail(patch.email);
  const now = new Date(deps.clock());
  return transactionWithEvents(deps, async (tx, events) => {
    const limit = await lockTenant(tx, tenantId);
    const [before] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
      .for('update');
    if (!before) throw notFound('Account');
    const accessBefore = await propertyAccessOf(tx, { tenantId, accountId, allProperties: before.allProperties });

    const roleChanges = patch.role !== undefined && patch.role !== before.role;
    const accessChanges = patch.properties !== undefined && !sameAccess(patch.properties, accessBefore);
    const activeChanges = patch.active !== undefined && patch.active !== before.active;
    const emailChanges = email !== undefined && email !== before.email;
    const after = { role: patch.role ?? before.role, active: patch.active ?? before.active };

    const newRole: ResolvedRole | undefined = roleChanges
      ? await requireRole(tx, tenantId, after.role, '/role')
      : undefined;
    if (accessChanges && patch.properties !== undefined && patch.properties !== 'all') {
      await checkPropertiesExist(tx, tenantId, patch.properties, pointers.properties);
    }

    if (accountId === actor.accountId) {
      if (activeChanges && !after.active)
        throw new DomainError('own_account_locked', 'You cannot deactivate your own account; another admin must.');
      if (roleChanges)
        throw new DomainError('own_account_locked', 'You cannot change your own role; another admin must.');
      if (accessChanges)
        throw new DomainError('own_account_locked', 'You cannot change your own property access; another admin must.');
    }
    const rights = await actorRights(tx, actor);
    requireNotAbove(rights, await rightsOf(tx, tenantId, before));
    if (newRole) requireWithinRights(newRole.permissions, rights.permissions, `The role "${newRole.name}"`);
    if (accessChanges && patch.properties !== undefined) requireAccessWithin(rights.access, patch.properties);
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

    const changes: Partial<typeof accounts.$inferInsert> = {
      ...(name !== undefined && name !== before.name ? { name } : {}),
      ...(emailChanges ? { email } : {}),
      ...(roleChanges ? { role: after.role } : {}),
      ...(activeChanges ? { active: after.active } : {}),
      ...(accessChanges ? { allProperties: patch.properties === 'all' } : {}),
    };
    if (Object.keys(changes).length === 0) return presentOne(tx, tenantId, before);
    let row: Account | undefined;
    try {
      [row] = await tx
        .update(accounts)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
        .returning();
    } catch (error) {
      throw emailTaken(error, email ?? '') ?? error;
    }
    if (!row) throw notFound('Account');
    if (accessChanges && patch.properties !== undefined) {
      await replaceAccess(tx, tenantId, accountId, patch.properties, pointers.properties);
    }

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
    if (emailChanges) await audit('account.email_changed', { before: before.email, after: row.email });
    if (roleChanges) {
      const names = await roleNames(tx, tenantId, [before.role, after.role]);
      await audit('account.role_changed', {
        before: before.role,
        after: after.role,
        before_name: names.get(before.role) ?? before.role,
        after_name: names.get(after.role) ?? after.role,
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
    // Keys bound to the account act with its state: key caches must drop it.
    if (roleChanges || accessChanges || activeChanges) {
      await events.record({
        tenantId,
        type: 'account.rights_changed',
        origin: actor.kind === 'api_key' ? 'api' : 'portal',
        subjectId: accountId,
      });
    }
    return presentOne(tx, tenantId, row);
  });
}

/**
 * A new one-time invite link for an account (the previous one stops working). A key can
 * neither invite its own account (that would hand the key's holder the account's portal
 * sign-in) nor an account holding more than its own.
 */
export async function issueInviteLink(deps: ServiceDeps, actor: AccountActor, accountId: number): Promise<InviteLink> {
  const { tenantId } = actor;
  // Checked in the link's transaction, under the tenant lock every account change takes,
  // so no change of either account's rights can slip in between the check and the link.
  return createInviteLink(deps, tenantId, accountId, actor.accountId, async (tx) => {
    await lockTenant(tx, tenantId);
    const [target] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
    if (!target) throw notFound('Account');
    if (actor.kind === 'api_key' && accountId === actor.accountId) {
      throw new DomainError(
        'own_account_locked',
        'A key cannot make an invite link for its own account; someone else must.',
      );
    }
    requireNotAbove(await actorRights(tx, actor), await rightsOf(tx, tenantId, target));
  });
}
