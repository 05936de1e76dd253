import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type DomainError, invalid } from '../../domain/errors.js';
import { type PropertyAccess, propertyAccessDenied, sees } from '../access/property-access.js';
import { properties } from './properties.tables.js';

// Property ids that other modules' bodies name (an account's list, a template's or a rule's
// properties): looked up here, by the module that owns properties.

/** One of the tenant's properties named in a body. */
export interface NamedProperty {
  archived: boolean;
  /** Whether the account whose access was given sees it. */
  visible: boolean;
}

/**
 * Property ids named in a body, looked up in one query. Ids that are not the tenant's are
 * a 422, which `invalid` words from their indexes in `ids` (it may add errors of its own
 * about the properties found; no error when it returns undefined). Then the first id
 * outside `access` is a 403 property_access_denied, with a field error at `deniedPointer`
 * when given. Without `access` only the 422 is checked.
 */
export async function checkNamedProperties(
  db: Executor,
  tenantId: number,
  ids: readonly number[],
  check: {
    access?: PropertyAccess;
    invalid: (missing: number[], found: ReadonlyMap<number, NamedProperty>) => DomainError | undefined;
    deniedPointer?: (index: number) => string;
  },
): Promise<void> {
  if (ids.length === 0) return;
  const { access } = check;
  const rows = await db
    .select({ id: properties.id, archived: properties.archived })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.id, [...ids])));
  const found = new Map<number, NamedProperty>(
    rows.map((row) => [row.id, { archived: row.archived, visible: access === undefined || sees(access, row.id) }]),
  );
  const missing = ids.flatMap((id, index) => (found.has(id) ? [] : [index]));
  const error = check.invalid(missing, found);
  if (error) throw error;
  const hidden = ids.findIndex((id) => found.get(id)?.visible === false);
  const hiddenId = ids[hidden];
  if (hiddenId !== undefined) {
    const pointer = check.deniedPointer?.(hidden);
    throw propertyAccessDenied({ propertyId: hiddenId, ...(pointer !== undefined ? { pointer } : {}) });
  }
}

/** Property ids named in a body: missing or another tenant's is a 422 at `pointer`. */
export async function checkPropertiesExist(
  db: Executor,
  tenantId: number,
  ids: readonly number[],
  pointer = '/properties',
): Promise<void> {
  await checkNamedProperties(db, tenantId, ids, {
    invalid: (missing) =>
      missing.length > 0
        ? invalid(pointer, `No property with id ${missing.map((index) => ids[index]).join(', ')} in this tenant.`)
        : undefined,
  });
}

/** Id and name of the tenant's properties among `ids`, by id. */
export async function propertyNames(
  db: Executor,
  tenantId: number,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), inArray(properties.id, [...ids])))
    .orderBy(asc(properties.id));
}
