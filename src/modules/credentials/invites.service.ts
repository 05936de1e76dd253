import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from './password.js';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import {
  findAccount,
  lockAccount,
  recordSignIn,
  resetCandidates,
  TECHNICAL_ROLE,
} from '../accounts/accounts.service.js';
import type { Language } from '../shared/language.js';
import { accountInvites } from './credentials.tables.js';
import { findTenant } from '../tenants/tenants.service.js';
import { DomainError, notFound } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import {
  createSession,
  deleteSessionByToken,
  endSessionsOfAccount,
  type NewSession,
  type SessionOrigin,
} from './sessions.service.js';
import { checkPassword } from './setup.service.js';

/** How long an invite link works. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

const INVALID = 'This invite link is not valid: it is unknown, used, replaced by a newer one, or expired.';

export interface InviteLink {
  /** The raw token for the link: returned here only, never stored. */
  token: string;
  expiresAt: Date;
}

/**
 * A new one-time link that lets the account's person set a password. The account's
 * previous open links stop working.
 */
export async function createInviteLink(
  deps: ServiceDeps,
  tenantId: number,
  accountId: number,
  actorAccountId: number | null,
  /** Runs first in the link's transaction: the caller's checks, holding what locks they need. */
  guard?: (tx: Executor) => Promise<void>,
): Promise<InviteLink> {
  const token = randomBytes(32).toString('base64url');
  const nowMs = deps.clock();
  const now = new Date(nowMs);
  const expiresAt = new Date(nowMs + INVITE_LIFETIME_MS);
  await deps.database.db.transaction(async (tx) => {
    await guard?.(tx);
    const account = await lockAccount(tx, tenantId, accountId, 'update');
    if (!account) throw notFound('Account');
    if (!account.active) {
      throw new DomainError('validation_failed', 'The request is not valid.', {
        errors: [{ pointer: '/path/id', detail: 'The account is deactivated; reactivate it before inviting.' }],
      });
    }
    if (account.role === TECHNICAL_ROLE) {
      throw new DomainError('validation_failed', 'The request is not valid.', {
        errors: [{ pointer: '/path/id', detail: 'A technical account cannot sign in, so it gets no invite link.' }],
      });
    }
    await issueLink(tx, { tenantId, accountId, token, purpose: 'invite', createdBy: actorAccountId, now, expiresAt });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'account.invite_created',
      targetType: 'account',
      targetId: accountId,
      details: { name: account.name, email: account.email, expires_at: expiresAt.toISOString() },
      at: now,
    });
  });
  return { token, expiresAt };
}

/**
 * Ends the account's open links (invites and resets): when a new one is issued, and when
 * the password changes in any way, so a link mailed earlier cannot set it again.
 */
export async function endOpenLinks(tx: Executor, tenantId: number, accountId: number, now: Date): Promise<void> {
  await tx
    .update(accountInvites)
    .set({ replacedAt: now })
    .where(
      and(
        eq(accountInvites.tenantId, tenantId),
        eq(accountInvites.accountId, accountId),
        isNull(accountInvites.usedAt),
        isNull(accountInvites.replacedAt),
      ),
    );
}

/** Stores a new link for the account; its earlier open links (invites and resets) stop working. */
async function issueLink(
  tx: Executor,
  link: {
    tenantId: number;
    accountId: number;
    token: string;
    purpose: 'invite' | 'reset';
    createdBy: number | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await endOpenLinks(tx, link.tenantId, link.accountId, link.now);
  await tx.insert(accountInvites).values({
    tenantId: link.tenantId,
    accountId: link.accountId,
    tokenHash: hashInviteToken(link.token),
    purpose: link.purpose,
    createdByAccountId: link.createdBy,
    createdAt: link.now,
    expiresAt: link.expiresAt,
  });
}

/** How long a password-reset link works. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** The mail a reset link is sent in, in the person's language. */
export interface ResetMail {
  to: string;
  name: string;
  tenantName: string;
  language: Language;
  link: string;
  expiresAt: Date;
}

/**
 * "Forgot your password?": for every account with this address that can sign in (one per
 * organisation), a one-hour link to choose a new password, sent to that address. Answers
 * nothing about whether any account exists. `linkFor(token)` makes the absolute link.
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  email: string,
  linkFor: (token: string) => string,
  send: (tx: Executor, tenantId: number, mail: ResetMail) => Promise<void>,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const candidates = await resetCandidates(deps.database.db, address);
  for (const account of candidates) {
    const token = randomBytes(32).toString('base64url');
    const nowMs = deps.clock();
    const now = new Date(nowMs);
    const expiresAt = new Date(nowMs + RESET_LIFETIME_MS);
    await deps.database.db.transaction(async (tx) => {
      const locked = await lockAccount(tx, account.tenantId, account.id, 'update');
      if (!locked || !locked.active || locked.role === TECHNICAL_ROLE) return;
      const tenant = await findTenant(tx, account.tenantId);
      if (!tenant) return;
      await issueLink(tx, {
        tenantId: account.tenantId,
        accountId: account.id,
        token,
        purpose: 'reset',
        createdBy: null,
        now,
        expiresAt,
      });
      await recordAudit(tx, {
        tenantId: account.tenantId,
        actorAccountId: null,
        action: 'account.password_reset_requested',
        targetType: 'account',
        targetId: account.id,
        details: { name: locked.name, email: locked.email },
        at: now,
      });
      await send(tx, account.tenantId, {
        to: locked.email,
        name: locked.name,
        tenantName: tenant.name,
        language: locked.language ?? tenant.language,
        link: linkFor(token),
        expiresAt,
      });
    });
  }
}

/** An open invite: not used, not replaced, not expired (and, checked after, for an active account that can sign in). */
function openInvite(token: string, nowMs: number): SQL | undefined {
  return and(
    eq(accountInvites.tokenHash, hashInviteToken(token)),
    isNull(accountInvites.usedAt),
    isNull(accountInvites.replacedAt),
    gt(accountInvites.expiresAt, new Date(nowMs)),
  );
}

interface OpenInvite {
  inviteId: number;
  purpose: 'invite' | 'reset';
  tenantId: number;
  tenantName: string;
  accountId: number;
  name: string;
  email: string;
}

async function findOpenInvite(db: Executor, token: string, nowMs: number, lock: boolean): Promise<OpenInvite> {
  const query = db
    .select({
      inviteId: accountInvites.id,
      purpose: accountInvites.purpose,
      tenantId: accountInvites.tenantId,
      accountId: accountInvites.accountId,
    })
    .from(accountInvites)
    .where(openInvite(token, nowMs))
    .limit(1);
  const [invite] = lock ? await query.for('update') : await query;
  if (!invite) throw new DomainError('invite_invalid', INVALID);
  const [account, tenant] = await allQueries(db, [
    () => findAccount(db, invite.tenantId, invite.accountId),
    () => findTenant(db, invite.tenantId),
  ]);
  if (!account || !tenant || !account.active || account.role === TECHNICAL_ROLE) {
    throw new DomainError('invite_invalid', INVALID);
  }
  return { ...invite, tenantName: tenant.name, name: account.name, email: account.email };
}

/** Who an invite link is for, shown on the page where the password is chosen. */
export async function describeInvite(
  deps: ServiceDeps,
  token: string,
): Promise<{ email: string; name: string; tenantName: string; purpose: 'invite' | 'reset' }> {
  const invite = await findOpenInvite(deps.database.db, token, deps.clock(), false);
  return { email: invite.email, name: invite.name, tenantName: invite.tenantName, purpose: invite.purpose };
}

/**
 * Uses an invite link once: sets the password, ends the account's other sessions and
 * signs the person in. `replacesToken`, the session the browser or phone still held (maybe
 * someone else's), ends too: the device is the person's now.
 */
export async function acceptInvite(
  deps: ServiceDeps,
  token: string,
  password: string,
  origin: SessionOrigin & { replacesToken?: string | undefined },
): Promise<NewSession> {
  const { replacesToken, ...sessionOrigin } = origin;
  checkPassword(password);
  // Checked before the slow hash, so a dead link answers at once; checked again under lock.
  await findOpenInvite(deps.database.db, token, deps.clock(), false);
  const passwordHash = await hashPassword(password);
  const nowMs = deps.clock();
  const now = new Date(nowMs);
  return deps.database.db.transaction(async (tx) => {
    const invite = await findOpenInvite(tx, token, nowMs, true);
    await tx
      .update(accountInvites)
      .set({ usedAt: now })
      .where(and(eq(accountInvites.tenantId, invite.tenantId), eq(accountInvites.id, invite.inviteId)));
    await recordSignIn(tx, invite.tenantId, invite.accountId, now, passwordHash);
    await endOpenLinks(tx, invite.tenantId, invite.accountId, now);
    await endSessionsOfAccount(tx, invite.tenantId, invite.accountId);
    if (replacesToken !== undefined) await deleteSessionByToken(tx, replacesToken);
    await recordAudit(tx, {
      tenantId: invite.tenantId,
      actorAccountId: invite.accountId,
      action: 'account.password_set',
      targetType: 'account',
      targetId: invite.accountId,
      details: { name: invite.name, email: invite.email },
      at: now,
    });
    return createSession(tx, nowMs, { tenantId: invite.tenantId, accountId: invite.accountId, ...sessionOrigin });
  });
}
