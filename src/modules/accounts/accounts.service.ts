import { transactionWithEvents } from '../../platform/events/events.js';
import { and, eq, inArray, sql, type SQL, type Column } from 'drizzle-orm';
import { BUILT_IN_ROLES as ROLES } from '../../auth/permissions.js';
import type { Executor } from '../../db/client.js';
import { accountProperties, accounts, properties } from '../../db/schema.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import type { AccessContext, ServiceDeps } from '../shared/context.js';
import { findTenant } from '../tenants/tenants.service.js';

export type Account = typeof accounts.$inferSelect;

/** `all`, or the list of property ids the account may see. */
export type PropertyAccess = 'all' | number[];

export interface AccountInput {
  email: string;
  name?: string;
  role?: string;
  properties?: PropertyAccess;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The condition "this property column is visible to the account", evaluated live in SQL,
 * so a change of the account's access shows on the very next query.
 * The outer column stays outside the subquery: Drizzle leaves columns unqualified in the
 * select list of a single-table query, and inside the subquery `"property_id"` would bind
 * to account_properties itself.
 */
export function visibleProperty(access: AccessContext, propertyId: Column): SQL {
  if (access.allProperties) return sql`true`;
  return sql`${propertyId} in (select ${accountProperties.propertyId} from ${accountProperties} where ${accountProperties.tenantId} = ${access.tenantId} and ${accountProperties.accountId} = ${access.accountId})`;
}

/**
 * The rule for one record found by id: missing or another tenant's is 404; one of the
 * tenant's on a property outside the account's list is 403.
 */
export function requireVisible<T>(found: { row: T; visible: boolean } | undefined, what: string): T {
  if (!found) throw notFound(what);
  if (!found.visible) {
    throw new DomainError(
      'property_access_denied',
      `Your account has no access to this ${what.toLowerCase()}’s property.`,
    );
  }
  return found.row;
}

/** The properties an account sees: `all`, or the ids of its list (read now). */
export async function propertyAccessOf(db: Executor, account: AccessContext): Promise<PropertyAccess> {
  return account.allProperties ? 'all' : listAccessibleProperties(db, account.tenantId, account.accountId);
}

/** 403 for a property outside the account's access, with a field error when `pointer` is given. */
export function propertyAccessDenied(propertyId: number, pointer?: string): DomainError {
  return new DomainError(
    'property_access_denied',
    `Your account has no access to property ${propertyId}.`,
    pointer === undefined ? {} : { errors: [{ pointer, detail: 'Your account has no access to this property.' }] },
  );
}

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
    rows.map((row) => [
      row.id,
      { archived: row.archived, visible: access === undefined || access === 'all' || access.includes(row.id) },
    ]),
  );
  const missing = ids.flatMap((id, index) => (found.has(id) ? [] : [index]));
  const error = check.invalid(missing, found);
  if (error) throw error;
  const hidden = ids.findIndex((id) => found.get(id)?.visible === false);
  const hiddenId = ids[hidden];
  if (hiddenId !== undefined) throw propertyAccessDenied(hiddenId, check.deniedPointer?.(hidden));
}

/** Property ids named in a body: missing or another tenant's is a 422 at `pointer`. */
export async function checkPropertiesExist(
  db: Executor,
  tenantId: number,
  ids: number[],
  pointer = '/properties',
): Promise<void> {
  await checkNamedProperties(db, tenantId, ids, {
    invalid: (missing) =>
      missing.length > 0
        ? invalid(pointer, `No property with id ${missing.map((index) => ids[index]).join(', ')} in this tenant.`)
        : undefined,
  });
}

/** Replaces the account's property list (`all` clears it). Unknown property ids are a 422. */
export async function replaceAccess(
  db: Executor,
  tenantId: number,
  accountId: number,
  access: PropertyAccess,
  pointer = '/properties',
): Promise<void> {
  await db
    .delete(accountProperties)
    .where(and(eq(accountProperties.tenantId, tenantId), eq(accountProperties.accountId, accountId)));
  if (access === 'all') return;
  await checkPropertiesExist(db, tenantId, access, pointer);
  const ids = [...new Set(access)];
  if (ids.length > 0) {
    await db.insert(accountProperties).values(ids.map((propertyId) => ({ tenantId, accountId, propertyId })));
  }
}

/** An account's input, checked and with its defaults filled in. */
export interface CheckedAccountInput {
  email: string;
  name: string;
  role: string;
  properties: PropertyAccess;
}

/** A trimmed, plausible e-mail address, or a 422 at /email. */
export function checkEmail(value: string): string {
  const email = value.trim();
  if (!EMAIL.test(email) || email.length > 254) throw invalid('/email', 'Give a valid e-mail address.');
  return email;
}

/**
 * Checks e-mail and name and fills in the defaults. The role is checked by the caller: the
 * operator CLI allows the built-in roles, the portal and the API also the tenant's own.
 */
export function checkAccountInput(input: AccountInput): CheckedAccountInput {
  const email = checkEmail(input.email);
  const role = input.role ?? 'admin';
  const name = (input.name ?? email.split('@')[0] ?? email).trim().slice(0, 200);
  if (name === '') throw invalid('/name', 'The name must not be empty.');
  return { email, name, role, properties: input.properties ?? 'all' };
}

/** E-mail addresses are unique per tenant, ignoring letter case: the only unique key an account write can break. */
export function emailTaken(error: unknown, email: string): DomainError | undefined {
  if (uniqueViolation(error) === undefined) return undefined;
  return new DomainError('email_conflict', `Another account already uses the e-mail address "${email}".`);
}

const requireBuiltInRole = (role: string | undefined): void => {
  if (role !== undefined && !(ROLES as readonly string[]).includes(role))
    throw invalid('/role', `The role must be one of ${ROLES.join(', ')}.`);
};

/** Inserts a checked account with its property list, inside the caller's transaction. */
export async function insertAccount(
  tx: Executor,
  tenantId: number,
  input: CheckedAccountInput,
  pointer = '/properties',
): Promise<Account> {
  let row: Account | undefined;
  try {
    [row] = await tx
      .insert(accounts)
      .values({
        tenantId,
        email: input.email,
        name: input.name,
        role: input.role,
        allProperties: input.properties === 'all',
      })
      .returning();
  } catch (error) {
    throw emailTaken(error, input.email) ?? error;
  }
  if (!row) throw new DomainError('internal_error', 'The account was not created.');
  if (input.properties !== 'all') await replaceAccess(tx, tenantId, row.id, input.properties, pointer);
  return row;
}

/** The operator's account creation (CLI, first-run set-up, demo): no seats, built-in roles. */
export async function createAccount(deps: ServiceDeps, tenantId: number, input: AccountInput): Promise<Account> {
  const checked = checkAccountInput(input);
  requireBuiltInRole(checked.role);
  return deps.database.db.transaction(async (tx) => {
    if (!(await findTenant(tx, tenantId))) throw notFound('Tenant');
    return insertAccount(tx, tenantId, checked);
  });
}

export async function updateAccount(
  deps: ServiceDeps,
  tenantId: number,
  accountId: number,
  input: { properties?: PropertyAccess; active?: boolean; name?: string; role?: string },
): Promise<Account> {
  if (input.role !== undefined && !(ROLES as readonly string[]).includes(input.role)) {
    throw invalid('/role', `The role must be one of ${ROLES.join(', ')}.`);
  }
  return transactionWithEvents(deps, async (tx, events) => {
    const [row] = await tx
      .update(accounts)
      .set({
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.properties !== undefined ? { allProperties: input.properties === 'all' } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
      .returning();
    if (!row) throw notFound('Account');
    if (input.properties !== undefined) await replaceAccess(tx, tenantId, accountId, input.properties);
    if (input.active !== undefined || input.role !== undefined || input.properties !== undefined) {
      await events.record({ tenantId, type: 'account.rights_changed', origin: 'operator', subjectId: accountId });
    }
    return row;
  });
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

/** Adds one property to a limited account's list (a property it creates must stay visible to it). */
export async function grantProperty(
  db: Executor,
  tenantId: number,
  accountId: number,
  propertyId: number,
): Promise<void> {
  await db.insert(accountProperties).values({ tenantId, accountId, propertyId }).onConflictDoNothing();
}

export async function findAccount(db: Executor, tenantId: number, accountId: number): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  return row;
}

/** Accounts are found by id alone only from the operator CLI, which stands above tenants. */
export async function findAccountAnyTenant(db: Executor, accountId: number): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** The names of some of the tenant's accounts, by id (for lists that name who did what). */
export async function accountNames(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), inArray(accounts.id, unique)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
