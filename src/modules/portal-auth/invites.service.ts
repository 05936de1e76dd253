import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password.js';
import type { Executor } from '../../db/client.js';
import { accountInvites, accounts, tenants } from '../../db/schema.js';
import { DomainError, notFound } from '../../domain/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import {
  createSession,
  endSessionsOfAccount,
  type NewSession,
  type SessionOrigin,
  TECHNICAL_ROLE,
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
    const [account] = await tx
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        active: accounts.active,
        role: accounts.role,
      })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, accountId)))
      .for('update');
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
    await tx.insert(accountInvites).values({
      tenantId,
      accountId,
      tokenHash: hashInviteToken(token),
      createdByAccountId: actorAccountId,
      createdAt: now,
      expiresAt,
    });
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

/** An open invite: not used, not replaced, not expired, for an active account that can sign in. */
function openInvite(token: string, nowMs: number): SQL | undefined {
  return and(
    eq(accountInvites.tokenHash, hashInviteToken(token)),
    isNull(accountInvites.usedAt),
    isNull(accountInvites.replacedAt),
    gt(accountInvites.expiresAt, new Date(nowMs)),
    eq(accounts.active, true),
    ne(accounts.role, TECHNICAL_ROLE),
  );
}

interface OpenInvite {
  inviteId: number;
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
      tenantId: accountInvites.tenantId,
      tenantName: tenants.name,
      accountId: accounts.id,
      name: accounts.name,
      email: accounts.email,
    })
    .from(accountInvites)
    .innerJoin(accounts, and(eq(accounts.tenantId, accountInvites.tenantId), eq(accounts.id, accountInvites.accountId)))
    .innerJoin(tenants, eq(tenants.id, accountInvites.tenantId))
    .where(openInvite(token, nowMs))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: accountInvites }) : await query;
  if (!row) throw new DomainError('invite_invalid', INVALID);
  return row;
}

/** Who an invite link is for, shown on the page where the password is chosen. */
export async function describeInvite(
  deps: ServiceDeps,
  token: string,
): Promise<{ email: string; name: string; tenantName: string }> {
  const invite = await findOpenInvite(deps.database.db, token, deps.clock(), false);
  return { email: invite.email, name: invite.name, tenantName: invite.tenantName };
}

/**
 * Uses an invite link once: sets the password, ends the account's other sessions and
 * signs the person in.
 */
export async function acceptInvite(
  deps: ServiceDeps,
  token: string,
  password: string,
  origin: SessionOrigin,
): Promise<NewSession> {
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
    await tx
      .update(accounts)
      .set({ passwordHash, lastSignInAt: now, updatedAt: now })
      .where(and(eq(accounts.tenantId, invite.tenantId), eq(accounts.id, invite.accountId)));
    await endSessionsOfAccount(tx, invite.tenantId, invite.accountId);
    await recordAudit(tx, {
      tenantId: invite.tenantId,
      actorAccountId: invite.accountId,
      action: 'account.password_set',
      targetType: 'account',
      targetId: invite.accountId,
      details: { name: invite.name, email: invite.email },
      at: now,
    });
    return createSession(tx, nowMs, { tenantId: invite.tenantId, accountId: invite.accountId, ...origin });
  });
}
