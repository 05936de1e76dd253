import { transactionWithEvents } from '../../platform/events/events.js';
import { and, type Column, count, eq, gt, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { BUILT_IN_ROLES as ROLES } from '../access/permissions.js';
import type { Executor } from '../../db/client.js';
import { accounts } from './accounts.tables.js';
import { type PropertyAccess, setListedProperties } from '../access/property-access.js';
import { checkPropertiesExist } from '../properties/named-properties.js';
import { DomainError, invalid, notFound, uniqueViolation } from '../../domain/errors.js';
import type { ServiceDeps } from '../shared/context.js';
import { findTenant } from '../tenants/tenants.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { isLanguage, type Language, LANGUAGES } from '../shared/language.js';
import { byName } from '../shared/collation.js';

export type Account = typeof accounts.$inferSelect;

export type { PropertyAccess };

export interface AccountInput {
  email: string;
  name?: string;
  role?: string;
  properties?: PropertyAccess;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Replaces the account's property list (`all` clears it). Unknown property ids are a 422. */
export async function replaceAccess(
  db: Executor,
  tenantId: number,
  accountId: number,
  access: PropertyAccess,
  pointer = '/properties',
): Promise<void> {
  if (access !== 'all') await checkPropertiesExist(db, tenantId, access, pointer);
  await setListedProperties(db, tenantId, accountId, access === 'all' ? [] : access);
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

export async function findAccount(db: Executor, tenantId: number, accountId: number): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
  return row;
}

/** SQL: the ids of the tenant's accounts that see every property (a subquery for the access module). */
export function accountsSeeingEveryProperty(tenantId: number): SQL {
  return sql`select ${accounts.id} from ${accounts} where ${accounts.tenantId} = ${tenantId} and ${accounts.allProperties}`;
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

/** The tenant's active people (technical accounts left out), by name. */
export async function activePeople(
  db: Executor,
  tenantId: number,
): Promise<{ id: number; name: string; allProperties: boolean }[]> {
  return db
    .select({ id: accounts.id, name: accounts.name, allProperties: accounts.allProperties })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.active, true), ne(accounts.role, TECHNICAL_ROLE)))
    .orderBy(byName(accounts.name), accounts.id);
}

/** A LIKE pattern matching `text` anywhere, with its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The tenant's active people (technical accounts left out) with their address, in id
 * order from after `afterId`, at most `limit`; `q` matches the name or the address anywhere.
 */
export async function searchActivePeople(
  db: Executor,
  tenantId: number,
  options: { q?: string | undefined; afterId: number; limit: number },
): Promise<{ id: number; name: string; email: string }[]> {
  const q = options.q?.trim();
  const pattern = q ? containsPattern(q) : undefined;
  return db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.tenantId, tenantId),
        eq(accounts.active, true),
        ne(accounts.role, TECHNICAL_ROLE),
        gt(accounts.id, options.afterId),
        pattern !== undefined ? or(ilike(accounts.name, pattern), ilike(accounts.email, pattern)) : undefined,
      ),
    )
    .orderBy(accounts.id)
    .limit(options.limit);
}

/** How many accounts (active or not) hold each role of the tenant, by role key. */
export async function roleHolderCounts(db: Executor, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: accounts.role, n: count() })
    .from(accounts)
    .where(eq(accounts.tenantId, tenantId))
    .groupBy(accounts.role);
  return new Map(rows.map((row) => [row.role, Number(row.n)]));
}

// ---------------------------------------------------------------------------------------
// Sign-in data (portal-auth reads and writes an account's credentials through these)

/** The role that cannot sign in: technical accounts exist for API keys only. */
export const TECHNICAL_ROLE = 'technical';

/** Whether the account may sign in: active, with a password, not a technical account. */
export function canSignIn(account: Pick<Account, 'active' | 'passwordHash' | 'role'>): boolean {
  return account.active && account.passwordHash !== null && account.role !== TECHNICAL_ROLE;
}

/** Seats taken: active accounts that can sign in (every role but the technical account). */
export async function countSeatsUsed(db: Executor, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.active, true), ne(accounts.role, TECHNICAL_ROLE)));
  return row?.n ?? 0;
}

/**
 * Accounts that may sign in with this address (in any tenant unless one is given), by
 * tenant; at most 50. lower(email) = … uses accounts_email_idx: the tenant is not known yet.
 */
export async function signInAccounts(db: Executor, email: string, tenantId: number | undefined): Promise<Account[]> {
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(sql`lower(${accounts.email})`, email),
        eq(accounts.active, true),
        isNotNull(accounts.passwordHash),
        ne(accounts.role, TECHNICAL_ROLE),
        tenantId !== undefined ? eq(accounts.tenantId, tenantId) : undefined,
      ),
    )
    .orderBy(accounts.tenantId)
    .limit(50);
}

/** The account, locked against concurrent changes until the transaction ends (`share`: against deactivation). */
export async function lockAccount(
  tx: Executor,
  tenantId: number,
  accountId: number,
  strength: 'share' | 'update',
): Promise<Account | undefined> {
  const [row] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
    .for(strength);
  return row;
}

/** Records a sign-in, and with `passwordHash` a new password (an invite used, the first admin set up). */
export async function recordSignIn(
  db: Executor,
  tenantId: number,
  accountId: number,
  at: Date,
  passwordHash?: string,
): Promise<void> {
  await db
    .update(accounts)
    .set(passwordHash !== undefined ? { passwordHash, lastSignInAt: at, updatedAt: at } : { lastSignInAt: at })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
}

/** The person's own settings: their name and language (null: the organisation's). */
export async function updateOwnProfile(
  deps: ServiceDeps,
  tenantId: number,
  accountId: number,
  change: { name?: string; language?: Language | null },
): Promise<Account> {
  const name = change.name?.trim();
  if (name !== undefined && (name === '' || name.length > 200)) {
    throw invalid('/name', 'The name must be 1 to 200 characters.');
  }
  if (change.language !== undefined && change.language !== null && !isLanguage(change.language)) {
    throw invalid('/language', `The language must be one of ${LANGUAGES.join(', ')}, or null.`);
  }
  const at = new Date(deps.clock());
  return deps.database.db.transaction(async (tx) => {
    const before = await lockAccount(tx, tenantId, accountId, 'update');
    if (!before) throw notFound('Account');
    const changed: { name?: string; language?: Language | null } = {};
    if (name !== undefined && name !== before.name) changed.name = name;
    if (change.language !== undefined && change.language !== before.language) changed.language = change.language;
    if (Object.keys(changed).length === 0) return before;
    const [after] = await tx
      .update(accounts)
      .set({ ...changed, updatedAt: at })
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
      .returning();
    await recordAudit(tx, {
      tenantId,
      actorAccountId: accountId,
      action: 'account.profile_changed',
      targetType: 'account',
      targetId: accountId,
      details: {
        name: after?.name ?? before.name,
        ...Object.fromEntries(
          Object.entries(changed).map(([k, v]) => [k, { from: before[k as keyof typeof changed], to: v }]),
        ),
      },
      at,
    });
    return after ?? before;
  });
}

/** Replaces the stored password hash (a password change or reset). */
export async function setPasswordHash(
  tx: Executor,
  tenantId: number,
  accountId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx
    .update(accounts)
    .set({ passwordHash, updatedAt: at })
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)));
}

/** The accounts an address may reset the password of: active people (not technical accounts), one per organisation. */
export async function resetCandidates(db: Executor, email: string): Promise<Account[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, email), eq(accounts.active, true), ne(accounts.role, TECHNICAL_ROLE)))
    .orderBy(accounts.tenantId)
    .limit(50);
}

/** People of the tenant in id order, a page at a time (payroll exports walk them all). */
export async function pagePeople(
  db: Executor,
  tenantId: number,
  options: {
    afterId: number;
    limit: number;
    only?: readonly number[] | undefined;
    /** A condition on the account id column (the access module's, e.g. people within reach). */
    within?: ((accountId: Column) => SQL) | undefined;
  },
): Promise<{ id: number; name: string; active: boolean }[]> {
  if (options.only !== undefined && options.only.length === 0) return [];
  return db
    .select({ id: accounts.id, name: accounts.name, active: accounts.active })
    .from(accounts)
    .where(
      and(
        eq(accounts.tenantId, tenantId),
        gt(accounts.id, options.afterId),
        ne(accounts.role, TECHNICAL_ROLE),
        options.only !== undefined ? inArray(accounts.id, [...options.only]) : undefined,
        options.within?.(accounts.id),
      ),
    )
    .orderBy(accounts.id)
    .limit(options.limit);
}

/** The tenant's active accounts with their roles (to find who holds a permission). */
export async function activeAccountsWithRoles(
  db: Executor,
  tenantId: number,
): Promise<{ id: number; name: string; email: string; role: string }[]> {
  return db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email, role: accounts.role })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.active, true)))
    .orderBy(accounts.id);
}
