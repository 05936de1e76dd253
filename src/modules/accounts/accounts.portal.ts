import { withinReach } from '../access/people-access.js';
import { propertyAccessOf } from '../access/property-access.js';
import type { Executor } from '../../db/client.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountDto } from './accounts.schema.js';
import {
  type AccountActor,
  type AccountCreateInput,
  type AccountPatchInput,
  createManagedAccount,
  listAllAccounts,
  type Seats,
  seatUsage,
  updateManagedAccount,
} from './accounts.manage.js';

// Accounts as the portal's Settings → Accounts shows them: the same core as the API's
// /accounts (accounts.manage.ts), with the portal's body shape and list.

/** Who acts in the portal: an account of the tenant (`via: 'person'` from the portal's routes). */
export type PortalActor = AccountActor;
export type PortalAccount = AccountDto;
export type PortalAccountCreate = AccountCreateInput;
export type PortalAccountPatch = Omit<AccountPatchInput, 'email'>;
export type { Seats };
export { seatUsage };

/**
 * The accounts the office screen lists: everyone who may work at one of the actor's
 * properties (an actor limited to some properties does not learn who works only elsewhere),
 * and the seats of the whole organisation.
 */
export async function listPortalAccounts(
  db: Executor,
  actor: AccountActor,
): Promise<{ accounts: PortalAccount[]; seats: Seats }> {
  const [all, access] = [await listAllAccounts(db, actor.tenantId), await propertyAccessOf(db, actor)];
  return {
    accounts: all.filter((account) => withinReach(access, account.property_ids ?? 'all')),
    seats: await seatUsage(db, actor.tenantId),
  };
}

export function createPortalAccount(
  deps: ServiceDeps,
  actor: PortalActor,
  input: PortalAccountCreate,
): Promise<PortalAccount> {
  return createManagedAccount(deps, actor, input);
}

export function updatePortalAccount(
  deps: ServiceDeps,
  actor: PortalActor,
  accountId: number,
  patch: PortalAccountPatch,
): Promise<PortalAccount> {
  return updateManagedAccount(deps, actor, accountId, patch);
}
