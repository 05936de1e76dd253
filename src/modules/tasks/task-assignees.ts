import type { Executor } from '../../db/client.js';
import { invalid } from '../../domain/errors.js';
import { listsOfAccounts, propertyAccessOf, sees } from '../access/property-access.js';
import { activePeople, findAccount, TECHNICAL_ROLE } from '../accounts/accounts.service.js';

// Who is to do a task (the portal's; API v1 does not show it): an active person of the
// tenant who can see the task's property. None means anyone with access to the property.

export interface Assignee {
  id: number;
  name: string;
}

/** The people a task at this property can be given to, by name; without a property, every active person. */
export async function assigneeCandidates(db: Executor, tenantId: number, propertyId?: number): Promise<Assignee[]> {
  const people = await activePeople(db, tenantId);
  if (propertyId === undefined) return people.map((p) => ({ id: p.id, name: p.name }));
  const lists = await listsOfAccounts(
    db,
    tenantId,
    people.filter((p) => !p.allProperties).map((p) => p.id),
  );
  return people
    .filter((p) => p.allProperties || (lists.get(p.id) ?? []).includes(propertyId))
    .map((p) => ({ id: p.id, name: p.name }));
}

/**
 * Checks that the account may be given a task at the property: an active person (not a
 * technical account) of the tenant who sees the property. Anything else is a 422 at `pointer`.
 */
export async function requireAssignee(
  db: Executor,
  tenantId: number,
  accountId: number,
  propertyId: number,
  pointer: string,
): Promise<void> {
  const account = await findAccount(db, tenantId, accountId);
  if (!account || !account.active || account.role === TECHNICAL_ROLE) {
    throw invalid(pointer, 'No active person with this id.');
  }
  const access = await propertyAccessOf(db, { tenantId, accountId, allProperties: account.allProperties });
  if (!sees(access, propertyId)) {
    throw invalid(pointer, `${account.name} has no access to the task’s property; choose someone who has.`);
  }
}
