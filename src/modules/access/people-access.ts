import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../domain/errors.js';
import { accountsSeeingEveryProperty, findAccount } from '../accounts/accounts.service.js';
import { accountProperties } from './access.tables.js';
import type { AccountActor, Actor } from './actor.js';
import {
  listAccessibleProperties,
  listedPropertyIds,
  propertyAccessDenied,
  propertyAccessOf,
  type PropertyAccess,
  sees,
} from './property-access.js';

// Which people an actor may act on, derived from property access (property-access.ts): the
// rule for records that belong to a person as a whole (payroll numbers, target hours,
// absences) rather than to one property, and for the people an office may book time for.
//
// - A person "within reach" may work at one of the actor's properties: they see all
//   properties, or their list shares one with the actor's. Their entries at the actor's
//   properties are the actor's to manage; the time sheet offers them as people.
// - A person the actor "answers for" works only at the actor's properties: their list is
//   not empty and lies inside the actor's. Their person-wide records are the actor's to read
//   and change; anyone else's reach into properties the actor does not see.
// An actor who sees every property reaches and answers for everyone.

/** The account id an actor acts as; null for the operator. */
export function accountIdOf(actor: Actor): number | null {
  return actor.kind === 'operator' ? null : actor.accountId;
}

/** Whether the actor sees every property of its tenant (the operator sees everything). */
export function seesEveryProperty(actor: Actor): boolean {
  return actor.kind === 'operator' || actor.allProperties;
}

// The outer column stays outside every subquery (see visibleProperty): inside one over the
// same table, an unqualified column would bind to the subquery's own rows.

/** The condition "the person in `accountId` may work at one of the actor's properties". */
export function personWithinReach(actor: AccountActor, accountId: Column | SQL): SQL {
  if (actor.allProperties) return sql`true`;
  return sql`(${accountId} in (${accountsSeeingEveryProperty(actor.tenantId)}) or ${accountId} in (${listsHolding(actor, sql`in`)}))`;
}

/** The condition "the actor answers for the person in `accountId`" (see above). */
export function personAnsweredFor(actor: AccountActor, accountId: Column | SQL): SQL {
  if (actor.allProperties) return sql`true`;
  const listed = sql`select ${accountProperties.accountId} from ${accountProperties} where ${accountProperties.tenantId} = ${actor.tenantId}`;
  return sql`(${accountId} in (${listed}) and ${accountId} not in (${accountsSeeingEveryProperty(actor.tenantId)}) and ${accountId} not in (${listsHolding(actor, sql`not in`)}))`;
}

/** The accounts whose list holds a property that is (`in`) or is not (`not in`) on the actor's list. */
function listsHolding(actor: AccountActor, relation: SQL): SQL {
  return sql`select ${accountProperties.accountId} from ${accountProperties} where ${accountProperties.tenantId} = ${actor.tenantId} and ${accountProperties.propertyId} ${relation} (${listedPropertyIds(actor)})`;
}

/** Whether the actor answers for a person who sees `theirs` (`all`, or their list). */
export function answersFor(actorAccess: PropertyAccess, theirs: PropertyAccess): boolean {
  if (actorAccess === 'all') return true;
  if (theirs === 'all') return false;
  return theirs.length > 0 && theirs.every((id) => actorAccess.includes(id));
}

/** Whether a person who sees `theirs` may work at one of the actor's properties. */
export function withinReach(actorAccess: PropertyAccess, theirs: PropertyAccess): boolean {
  if (actorAccess === 'all' || theirs === 'all') return true;
  return theirs.some((id) => actorAccess.includes(id));
}

/** What a person of the tenant sees, or undefined when the tenant has no such person. */
export async function personAccess(
  db: Executor,
  tenantId: number,
  accountId: number,
): Promise<PropertyAccess | undefined> {
  const person = await findAccount(db, tenantId, accountId);
  if (!person) return undefined;
  return person.allProperties ? 'all' : listAccessibleProperties(db, tenantId, accountId);
}

/**
 * Refuses a person-wide record of someone the actor does not answer for: 404 when the
 * tenant has no such person, 403 property_access_denied when it does.
 */
export async function requireAnsweredFor(
  db: Executor,
  actor: Actor,
  tenantId: number,
  accountId: number,
  pointer?: string,
): Promise<void> {
  const theirs = await personAccess(db, tenantId, accountId);
  if (theirs === undefined) throw notFound('The person');
  if (actor.kind === 'operator' || answersFor(await propertyAccessOf(db, actor), theirs)) return;
  throw propertyAccessDenied({
    detail:
      'This person also works at properties your account has no access to; someone who sees them all manages their records.',
    ...(pointer === undefined
      ? {}
      : { pointer, fieldDetail: 'Your account has no access to every property of this person.' }),
  });
}

/**
 * Refuses a change that reaches every property of the tenant (locking a period, the
 * holiday calendar) to an actor limited to some of them.
 */
export function requireEveryProperty(actor: Actor, what: string): void {
  if (seesEveryProperty(actor)) return;
  throw propertyAccessDenied({
    detail: `${what} applies to every property; only someone who sees every property may do it.`,
  });
}

/**
 * Whether a filter of property ids lies within what the actor sees; no filter (undefined)
 * means every property.
 */
export function coversFilter(access: PropertyAccess, propertyIds: readonly number[] | undefined): boolean {
  if (access === 'all') return true;
  if (propertyIds === undefined) return false;
  return propertyIds.every((id) => sees(access, id));
}
