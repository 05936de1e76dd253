import type { AccountActor } from '../access/actor.js';
import { findAccount } from '../accounts/accounts.service.js';
import { actorRights, requireNotAbove, rightsOf } from '../accounts/rights.js';
import { recordAudit } from '../audit/audit.service.js';
import { notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../shared/context.js';
import { deleteSessionOfAccount, liveSessionsOfAccount, type SessionSummary } from './sessions.service.js';
import { describeUserAgent, type DeviceDescription } from './user-agent.js';

// The devices and browsers a person is signed in on: listed on their own profile and, for
// someone with accounts.manage, in the person's account dialog; each can be signed out,
// which ends that session on its next request.

export interface SignedInDevice extends DeviceDescription {
  id: number;
  kind: SessionSummary['kind'];
  signedInAt: Date;
  lastUsedAt: Date;
}

function present(session: SessionSummary): SignedInDevice {
  return {
    id: session.id,
    kind: session.kind,
    ...describeUserAgent(session.userAgent),
    signedInAt: session.createdAt,
    lastUsedAt: session.lastSeenAt,
  };
}

/** The signed-in person's own sessions. */
export async function listOwnDevices(deps: ServiceDeps, actor: AccountActor): Promise<SignedInDevice[]> {
  const sessions = await liveSessionsOfAccount(deps.database.db, actor.tenantId, actor.accountId, deps.clock());
  return sessions.map(present);
}

/** Another account's sessions (accounts.manage); an account of another tenant is not found. */
export async function listAccountDevices(
  deps: ServiceDeps,
  actor: AccountActor,
  accountId: number,
): Promise<SignedInDevice[]> {
  const db = deps.database.db;
  const account = await findAccount(db, actor.tenantId, accountId);
  if (!account) throw notFound('Account');
  // As for signing them out: someone else's devices are seen by who holds at least as much.
  if (accountId !== actor.accountId)
    requireNotAbove(await actorRights(db, actor), await rightsOf(db, actor.tenantId, account));
  const sessions = await liveSessionsOfAccount(db, actor.tenantId, accountId, deps.clock());
  return sessions.map(present);
}

async function signOut(
  deps: ServiceDeps,
  actor: AccountActor,
  accountId: number,
  sessionId: number,
  checkRights: boolean,
): Promise<void> {
  const nowMs = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const account = await findAccount(tx, actor.tenantId, accountId);
    if (!account) throw notFound('Account');
    // Someone else's sessions are within reach only of who holds at least as much as they do.
    if (checkRights) requireNotAbove(await actorRights(tx, actor), await rightsOf(tx, actor.tenantId, account));
    const ended = await deleteSessionOfAccount(tx, actor.tenantId, accountId, sessionId);
    if (!ended) throw notFound('Session');
    const device = describeUserAgent(ended.userAgent);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorAccountId: actor.accountId,
      action: 'account.session_ended',
      targetType: 'account',
      targetId: accountId,
      details: {
        name: account.name,
        email: account.email,
        session_id: ended.id,
        kind: ended.kind,
        browser: device.browser,
        system: device.system,
      },
      at: new Date(nowMs),
    });
  });
}

/** Signs out one of the person's own sessions (another device, or this one). */
export async function signOutOwnDevice(deps: ServiceDeps, actor: AccountActor, sessionId: number): Promise<void> {
  await signOut(deps, actor, actor.accountId, sessionId, false);
}

/** Signs out one session of an account (accounts.manage); not above the actor's own rights. */
export async function signOutAccountDevice(
  deps: ServiceDeps,
  actor: AccountActor,
  accountId: number,
  sessionId: number,
): Promise<void> {
  await signOut(deps, actor, accountId, sessionId, accountId !== actor.accountId);
}
