// Who acts, in one type. Every check of rights and property access starts from an actor,
// and its kind is required: there is no actor whose bounds are silently switched off.

/** The operator on the machine (`caretaker` CLI): bound by nothing. */
export interface OperatorActor {
  readonly kind: 'operator';
}

interface AccountBound {
  tenantId: number;
  accountId: number;
  /** True when the account sees every property of its tenant; otherwise only its list. */
  allProperties: boolean;
}

/** Someone signed in to the portal (or the field app): their account's rights. */
export interface PersonActor extends AccountBound {
  readonly kind: 'person';
}

/** An API key acting for the account it is bound to: that account's rights, read live. */
export interface ApiKeyActor extends AccountBound {
  readonly kind: 'api_key';
}

/** An actor that is an account of a tenant: bound by that account's role and property access. */
export type AccountActor = PersonActor | ApiKeyActor;

export type Actor = OperatorActor | AccountActor;

export const OPERATOR: OperatorActor = { kind: 'operator' };

/** Where a write of `actor` comes from, as its events say: an API key's, or a person's in the portal. */
export function writeOrigin(actor: AccountActor): 'api' | 'portal' {
  return actor.kind === 'api_key' ? 'api' : 'portal';
}
