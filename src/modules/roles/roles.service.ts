import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BUILT_IN_ROLES,
  type BuiltInRole,
  inCatalogueOrder,
  isBuiltInRole,
  isSubset,
  type Permission,
  resolvePermissions,
  ROLE_DEFINITIONS,
} from '../access/permissions.js';
import type { Executor } from '../../db/client.js';
import { roles } from './roles.tables.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import { requireHoldersNotAbove, requireWithinRights, rightsOfAccount } from '../accounts/rights.js';
import { lockTenant } from '../tenants/tenants.service.js';
import { roleHolderCounts } from '../accounts/accounts.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/pagination.js';
import type { RoleCreate, RoleDto, RoleListQuery, RolePatch } from './roles.schema.js';

// Roles: the built-in ones live in code (src/modules/access/permissions.ts), a tenant's own in the
// `roles` table, keyed `role_<id>`; accounts.role holds either key. Every question "what
// may this role do" is answered here or, for the session query, by resolvePermissions.

export type RoleRow = typeof roles.$inferSelect;

/** A role as every caller sees it, built-in or custom. */
export interface ResolvedRole {
  key: string;
  name: string;
  description: string | null;
  permissions: Permission[];
  builtIn: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

function builtIn(key: BuiltInRole): ResolvedRole {
  const definition = ROLE_DEFINITIONS[key];
  return {
    key,
    name: definition.name,
    description: definition.description,
    permissions: resolvePermissions(key, null),
    builtIn: true,
    createdAt: null,
    updatedAt: null,
  };
}

function custom(row: RoleRow): ResolvedRole {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    permissions: resolvePermissions(row.key, row.permissions),
    builtIn: false,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function presentRole(role: ResolvedRole): RoleDto {
  return {
    id: role.key,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    built_in: role.builtIn,
    created_at: role.createdAt?.toISOString() ?? null,
    updated_at: role.updatedAt?.toISOString() ?? null,
  };
}

/** A role of the tenant by key (built-in or custom); undefined when it has none of that key. */
export async function findRole(db: Executor, tenantId: number, key: string): Promise<ResolvedRole | undefined> {
  if (isBuiltInRole(key)) return builtIn(key);
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.key, key)));
  return row ? custom(row) : undefined;
}

/** A role named in a body: one the tenant does not have is a 422 at `pointer`. */
export async function requireRole(db: Executor, tenantId: number, key: string, pointer: string): Promise<ResolvedRole> {
  const role = await findRole(db, tenantId, key);
  if (!role) throw invalid(pointer, `No role "${key}" in this tenant; see GET /roles.`);
  return role;
}

/** The tenant's roles: built-ins in catalogue order, then its own by id. */
export async function listAllRoles(db: Executor, tenantId: number): Promise<ResolvedRole[]> {
  const rows = await db.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id));
  return [...BUILT_IN_ROLES.map(builtIn), ...rows.map(custom)];
}

/** Display names of roles by key, for lists of accounts. */
export async function roleNames(db: Executor, tenantId: number, keys: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const customKeys = [...new Set(keys)].filter((key) => !isBuiltInRole(key));
  for (const key of keys) if (isBuiltInRole(key)) names.set(key, ROLE_DEFINITIONS[key].name);
  if (customKeys.length > 0) {
    const rows = await db
      .select({ key: roles.key, name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.key, customKeys)));
    for (const row of rows) names.set(row.key, row.name);
  }
  return names;
}

// ---------------------------------------------------------------------------------------
// Pagination over built-ins (in catalogue order) and then custom roles (by id)

interface RoleCursor {
  v: 1;
  role: string;
}

const encodeRoleCursor = (key: string) => Buffer.from(JSON.stringify({ v: 1, role: key })).toString('base64url');

/** Where a page starts: after a built-in role (by index) or after a custom role id. */
type Position = { builtInAfter: number } | { customAfter: number };

function decodeRoleCursor(cursor: string | undefined): Position | undefined {
  if (cursor === undefined) return undefined;
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<RoleCursor>;
    if (state.v === 1 && typeof state.role === 'string') {
      if (isBuiltInRole(state.role)) return { builtInAfter: BUILT_IN_ROLES.indexOf(state.role) };
      const match = /^role_([1-9][0-9]{0,14})$/.exec(state.role);
      if (match?.[1] !== undefined) return { customAfter: Number(match[1]) };
    }
  } catch {
    // fall through to the error below
  }
  throw invalid('/query/cursor', 'The cursor is not one this API handed out.');
}

export async function listRoles(deps: ServiceDeps, access: AccountActor, query: RoleListQuery): Promise<Page<RoleDto>> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const position = decodeRoleCursor(query.cursor);
  const builtInsWanted = query.built_in !== false && query.updated_since === undefined;
  const firstBuiltIn = position === undefined ? 0 : 'builtInAfter' in position ? position.builtInAfter + 1 : Infinity;
  const page: ResolvedRole[] = builtInsWanted
    ? BUILT_IN_ROLES.slice(firstBuiltIn, firstBuiltIn + pageSize + 1).map(builtIn)
    : [];
  if (query.built_in !== true && page.length <= pageSize) {
    const conditions: SQL[] = [eq(roles.tenantId, access.tenantId)];
    if (position !== undefined && 'customAfter' in position) conditions.push(gt(roles.id, position.customAfter));
    if (query.updated_since !== undefined) conditions.push(gte(roles.updatedAt, new Date(query.updated_since)));
    const rows = await deps.database.db
      .select()
      .from(roles)
      .where(and(...conditions))
      .orderBy(asc(roles.id))
      .limit(pageSize + 1 - page.length);
    page.push(...rows.map(custom));
  }
  const hasMore = page.length > pageSize;
  const shown = hasMore ? page.slice(0, pageSize) : page;
  const last = shown[shown.length - 1];
  return {
    data: shown.map(presentRole),
    next_cursor: hasMore && last !== undefined ? encodeRoleCursor(last.key) : null,
  };
}

export async function getRole(deps: ServiceDeps, access: AccountActor, key: string): Promise<RoleDto> {
  const role = await findRole(deps.database.db, access.tenantId, key);
  if (!role) throw notFound('Role');
  return presentRole(role);
}

/** Built-in names count for uniqueness too, so a custom role never passes for a built-in one. */
function requireNameFree(name: string): void {
  const clash = BUILT_IN_ROLES.find((key) => ROLE_DEFINITIONS[key].name.toLowerCase() === name.toLowerCase());
  if (clash !== undefined) throw nameConflict(name);
}

const nameConflict = (name: string) => new DomainError('name_conflict', `A role named "${name}" already exists.`);

function nameTaken(error: unknown, name: string | undefined): DomainError | undefined {
  if (uniqueViolation(error) === undefined) return undefined;
  return nameConflict(name ?? '');
}

/** The id the next role gets, drawn first so its key (`role_<id>`) goes in with the row. */
async function nextRoleId(tx: Executor): Promise<{ id: number }> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('roles', 'id')) as id`);
  const [row] = (result as { rows: { id: number | string }[] }).rows;
  return { id: Number(row?.id) };
}

/**
 * Creates a custom role. The key's account must hold every permission the role grants.
 * The id is drawn first so the key `role_<id>` goes in with the row.
 */
export async function createRole(deps: ServiceDeps, access: AccountActor, input: RoleCreate): Promise<RoleDto> {
  const name = input.name.trim();
  const description = input.description?.trim() || null;
  const permissions = inCatalogueOrder(input.permissions);
  return deps.database.db.transaction(async (tx) => {
    // Tenant first, as account changes lock: the actor's rights hold until the role is in.
    await lockTenant(tx, access.tenantId);
    const actor = await rightsOfAccount(tx, access.tenantId, access.accountId);
    requireWithinRights(permissions, actor.permissions, 'The role');
    requireNameFree(name);
    const drawn = await nextRoleId(tx);
    const now = new Date(deps.clock());
    let row: RoleRow | undefined;
    try {
      [row] = await tx
        .insert(roles)
        .values({
          tenantId: access.tenantId,
          id: drawn.id,
          key: `role_${drawn.id}`,
          name,
          description,
          permissions,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } catch (error) {
      throw nameTaken(error, name) ?? error;
    }
    if (!row) throw new DomainError('internal_error', 'The role was not created.');
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'role.created',
      targetType: 'role',
      targetId: row.id,
      details: { name: row.name, role: row.key, permissions },
      at: now,
    });
    return presentRole(custom(row));
  });
}

/**
 * Changes a custom role. Built-in roles are read-only; a key cannot change the role its
 * own account holds, nor a role that grants (or would grant) more than its account has,
 * nor a role held by an account that sees properties the key's account does not.
 */
export async function updateRole(
  deps: ServiceDeps,
  access: AccountActor,
  key: string,
  patch: RolePatch,
): Promise<RoleDto> {
  if (isBuiltInRole(key)) {
    throw new DomainError(
      'built_in_role',
      `The built-in role "${key}" cannot be changed; create a role of your own instead.`,
    );
  }
  const name = patch.name?.trim();
  return deps.database.db.transaction(async (tx) => {
    // Tenant first, as account changes lock: neither the actor's rights nor the role's
    // holders can change between the checks below and the write.
    await lockTenant(tx, access.tenantId);
    const where = and(eq(roles.tenantId, access.tenantId), eq(roles.key, key));
    const [current] = await tx.select().from(roles).where(where).for('update');
    if (!current) throw notFound('Role');
    const actor = await rightsOfAccount(tx, access.tenantId, access.accountId);
    if (actor.role === key) {
      throw new DomainError(
        'own_account_locked',
        'The key’s own account holds this role; another account must change it.',
      );
    }
    const before = resolvePermissions(key, current.permissions);
    requireWithinRights(before, actor.permissions, 'The role');
    const after = patch.permissions === undefined ? before : inCatalogueOrder(patch.permissions);
    requireWithinRights(after, actor.permissions, 'The changed role');
    await requireHoldersNotAbove(tx, access.tenantId, key, actor);
    if (name !== undefined && name.toLowerCase() !== current.name.toLowerCase()) requireNameFree(name);

    const permissionsChange = patch.permissions !== undefined && !isSubsetBothWays(before, after);
    const changes: Partial<typeof roles.$inferInsert> = {
      ...(name !== undefined && name !== current.name ? { name } : {}),
      ...(patch.description !== undefined ? { description: patch.description?.trim() || null } : {}),
      ...(permissionsChange ? { permissions: after } : {}),
    };
    if (Object.keys(changes).length === 0) return presentRole(custom(current));
    const now = new Date(deps.clock());
    let row: RoleRow | undefined;
    try {
      [row] = await tx
        .update(roles)
        .set({ ...changes, updatedAt: now })
        .where(where)
        .returning();
    } catch (error) {
      throw nameTaken(error, name) ?? error;
    }
    if (!row) throw notFound('Role');
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'role.changed',
      targetType: 'role',
      targetId: row.id,
      details: {
        name: row.name,
        role: row.key,
        ...(changes.name !== undefined ? { name_before: current.name } : {}),
        ...(permissionsChange ? { permissions_before: before, permissions_after: after } : {}),
      },
      at: now,
    });
    return presentRole(custom(row));
  });
}

const isSubsetBothWays = (a: readonly Permission[], b: readonly Permission[]) => isSubset(a, b) && isSubset(b, a);

/**
 * Deletes a custom role no account holds (deactivated accounts count: they may come back).
 * Built-in roles cannot be deleted; a role held by accounts is refused with how many.
 */
export async function deleteRole(deps: ServiceDeps, access: AccountActor, key: string): Promise<void> {
  if (isBuiltInRole(key)) {
    throw new DomainError('built_in_role', `The built-in role "${key}" cannot be deleted.`);
  }
  await deps.database.db.transaction(async (tx) => {
    // Tenant first, as account changes lock: nobody is given the role while it goes.
    await lockTenant(tx, access.tenantId);
    const where = and(eq(roles.tenantId, access.tenantId), eq(roles.key, key));
    const [current] = await tx.select().from(roles).where(where).for('update');
    if (!current) throw notFound('Role');
    const actor = await rightsOfAccount(tx, access.tenantId, access.accountId);
    requireWithinRights(resolvePermissions(key, current.permissions), actor.permissions, 'The role');
    const holders = (await roleHolderCounts(tx, access.tenantId)).get(key) ?? 0;
    if (holders > 0) {
      throw new DomainError(
        'role_in_use',
        `${holders} ${holders === 1 ? 'account holds' : 'accounts hold'} the role "${current.name}"; give them another role first.`,
      );
    }
    await tx.delete(roles).where(where);
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'role.deleted',
      targetType: 'role',
      targetId: current.id,
      details: { name: current.name, role: current.key },
      at: new Date(deps.clock()),
    });
  });
}
