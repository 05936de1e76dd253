import { and, eq, inArray, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, notFound } from '../../domain/errors.js';
import { accountProperties } from './access.tables.js';
import type { AccountActor } from './actor.js';

// The one rule for which properties an account sees: every property of its tenant, or the
// ones on its list (account_properties, owned here). Every module asks here: as a SQL
// condition for its queries (visibleProperty), as a list (propertyAccessOf), and every
// refusal is built by propertyAccessDenied.

/** `all`, or the list of property ids the account may see. */
export type PropertyAccess = 'all' | number[];

/**
 * The condition "this property column is visible to the actor", evaluated live in SQL, so
 * a change of the account's access shows on the very next query.
 * The outer column stays outside the subquery: Drizzle leaves columns unqualified in the
 * select list of a single-table query, and inside the subquery `"property_id"` would bind
 * to account_properties itself.
 */
export function visibleProperty(actor: AccountActor, propertyId: Column | SQL): SQL {
  if (actor.allProperties) return sql`true`;
  return sql`${propertyId} in (${listedPropertyIds(actor)})`;
}

/** The ids on the actor's list, as a subquery (only meaningful for a limited account). */
export function listedPropertyIds(actor: AccountActor): SQL {
  return sql`select ${accountProperties.propertyId} from ${accountProperties} where ${accountProperties.tenantId} = ${actor.tenantId} and ${accountProperties.accountId} = ${actor.accountId}`;
}

/** The properties an actor (or an account) sees: `all`, or the ids of its list (read now). */
export async function propertyAccessOf(
  db: Executor,
  actor: Pick<AccountActor, 'tenantId' | 'accountId' | 'allProperties'>,
): Promise<PropertyAccess> {
  return actor.allProperties ? 'all' : listAccessibleProperties(db, actor.tenantId, actor.accountId);
}

/** Whether `access` includes the property. */
export function sees(access: PropertyAccess, propertyId: number): boolean {
  return access === 'all' || access.includes(propertyId);
}

/**
 * 403 property_access_denied, the one way it is built. With `propertyId` the message names
 * it; with `pointer` the body carries a field error there; `detail` words other cases (a
 * record on a property outside the list, a rule or template reaching such a property).
 */
export function propertyAccessDenied(
  options: { propertyId?: number; pointer?: string; detail?: string; fieldDetail?: string } = {},
): DomainError {
  const detail =
    options.detail ??
    (options.propertyId !== undefined
      ? `Your account has no access to property ${options.propertyId}.`
      : 'Your account has no access to this property.');
  return new DomainError(
    'property_access_denied',
    detail,
    options.pointer === undefined
      ? {}
      : {
          errors: [
            { pointer: options.pointer, detail: options.fieldDetail ?? 'Your account has no access to this property.' },
          ],
        },
  );
}

/**
 * The rule for one record found by id: missing or another tenant's is 404; one of the
 * tenant's on a property outside the account's list is 403.
 */
export function requireVisible<T>(found: { row: T; visible: boolean } | undefined, what: string): T {
  if (!found) throw notFound(what);
  if (!found.visible) {
    throw propertyAccessDenied({ detail: `Your account has no access to this ${what.toLowerCase()}’s property.` });
  }
  return found.row;
}

/** Ids of the properties an account is limited to (empty when it sees all). */
export async function listAccessibleProperties(db: Executor, tenantId: number, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accountProperties.propertyId })
    .from(accountProperties)
    .where(and(eq(accountProperties.tenantId, tenantId), eq(accountProperties.accountId, accountId)))
    .orderBy(accountProperties.propertyId);
  return rows.map((row) => row.id);
}

/** The lists of several limited accounts at once. */
export async function listsOfAccounts(
  db: Executor,
  tenantId: number,
  accountIds: readonly number[],
): Promise<Map<number, number[]>> {
  const lists = new Map<number, number[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return lists;
  const rows = await db
    .select({ accountId: accountProperties.accountId, propertyId: accountProperties.propertyId })
    .from(accountProperties)
    .where(and(eq(accountProperties.tenantId, tenantId), inArray(accountProperties.accountId, [...accountIds])))
    .orderBy(accountProperties.propertyId);
  for (const row of rows) lists.get(row.accountId)?.push(row.propertyId);
  return lists;
}

/** Replaces an account's list with `ids` (no ids: an empty list). The caller checks the ids exist. */
export async function setListedProperties(
  db: Executor,
  tenantId: number,
  accountId: number,
  ids: readonly number[],
): Promise<void> {
  await db
    .delete(accountProperties)
    .where(and(eq(accountProperties.tenantId, tenantId), eq(accountProperties.accountId, accountId)));
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await db.insert(accountProperties).values(unique.map((propertyId) => ({ tenantId, accountId, propertyId })));
  }
}

/** Adds one property to a limited account's list (a property it creates must stay visible to it). */
export async function grantProperty(
  db: Executor,
  tenantId: number,
  accountId: number,
  propertyId: number,
): Promise<void> {
  await db.insert(accountProperties).values({ tenantId, accountId, propertyId }).onConflictDoNothing();
}

/**
 * Whether the list of an account among `holders` (a subquery of the tenant's account ids)
 * names a property outside `held`: an actor may not change what reaches further than itself.
 */
export async function anyListReachesOutside(
  db: Executor,
  tenantId: number,
  holders: SQL,
  held: readonly number[],
): Promise<boolean> {
  const [found] = await db
    .select({ id: accountProperties.accountId })
    .from(accountProperties)
    .where(
      and(
        eq(accountProperties.tenantId, tenantId),
        sql`${accountProperties.accountId} in (${holders})`,
        // With an empty list, any property is outside it.
        held.length > 0 ? notInArray(accountProperties.propertyId, [...held]) : undefined,
      ),
    )
    .limit(1);
  return found !== undefined;
}
