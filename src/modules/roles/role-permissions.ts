import { and, eq } from 'drizzle-orm';
import { isBuiltInRole, type Permission, resolvePermissions, ROLE_DEFINITIONS } from '../access/permissions.js';
import type { Executor } from '../../db/client.js';
import { roles } from './roles.tables.js';

/**
 * What a role of the tenant grants: a built-in role's permissions, a custom role's stored
 * ones, nothing for a role the tenant does not have (resolvePermissions). Kept apart from
 * roles.service.ts, which checks role writes against the writer's rights: rights.ts
 * (accounts) asks here without importing it back.
 */
export async function permissionsOfRole(db: Executor, tenantId: number, role: string): Promise<Permission[]> {
  if (isBuiltInRole(role)) return resolvePermissions(role, null);
  const [row] = await db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.key, role)));
  return resolvePermissions(role, row?.permissions ?? null);
}

/** A role's display name and what it grants, read now (a change to a custom role holds at once). */
export async function describeRole(
  db: Executor,
  tenantId: number,
  role: string,
): Promise<{ name: string; permissions: Permission[] }> {
  if (isBuiltInRole(role)) return { name: ROLE_DEFINITIONS[role].name, permissions: resolvePermissions(role, null) };
  const [row] = await db
    .select({ name: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.key, role)));
  return { name: row?.name ?? role, permissions: resolvePermissions(role, row?.permissions ?? null) };
}
