import { and, count, eq, gt, isNotNull, lt, ne } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { isBuiltInRole, type Permission, resolvePermissions, ROLE_DEFINITIONS } from '../../auth/permissions.js';
import { accounts, portalSessions, roles, tenants } from '../../db/schema.js';
import { DomainError } from '../../domain/errors.js';
import type { Plan } from '../tenants/tenants.service.js';

/** A session ends after 12 hours without a request ... */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ... and 30 days after sign-in in any case. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Minimum gap between two writes of a session's last_seen_at. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** The role that cannot sign in: technical accounts exist for API keys only. */
export const TECHNICAL_ROLE = 'technical';

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a sign-in came from, kept with the session. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface NewSession {
  /** The raw token for the cookie: returned here only, never stored. */
  token: string;
  tokenHash: string;
  sessionId: number;
  tenantId: number;
  accountId: number;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  nowMs: number,
  input: { tenantId: number; accountId: number } & SessionOrigin,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSessionToken(token);
  const now = new Date(nowMs);
  const expiresAt = new Date(nowMs + SESSION_LIFETIME_MS);
  const [row] = await db
    .insert(portalSessions)
    .values({
      tenantId: input.tenantId,
      accountId: input.accountId,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: input.ip?.slice(0, 100) ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: portalSessions.id });
  if (!row) throw new DomainError('internal_error', 'The session was not created.');
  return { token, tokenHash, sessionId: row.id, tenantId: input.tenantId, accountId: input.accountId, expiresAt };
}

/** A live session with its account and tenant, as every portal request sees it. */
export interface SessionPrincipal {
  sessionId: number;
  tokenHash: string;
  lastSeenAt: Date;
  tenantId: number;
  tenantName: string;
  plan: Plan;
  licenceValidUntil: string;
  timezone: string;
  seatLimit: number;
  accountId: number;
  name: string;
  email: string;
  role: string;
  /** The role's display name (a custom role's own name). */
  roleName: string;
  /** What the role grants, resolved on this request: a change to a custom role holds at once. */
  permissions: Permission[];
  allProperties: boolean;
}

/**
 * Finds a live session by its token's hash, in one query with its account and tenant.
 * Expired or idle sessions, and sessions of accounts that are deactivated, have no
 * password or became technical accounts, are not found.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  nowMs: number,
): Promise<SessionPrincipal | undefined> {
  const [row] = await db
    .select({
      sessionId: portalSessions.id,
      tokenHash: portalSessions.tokenHash,
      lastSeenAt: portalSessions.lastSeenAt,
      tenantId: tenants.id,
      tenantName: tenants.name,
      plan: tenants.plan,
      licenceValidUntil: tenants.licenceValidUntil,
      timezone: tenants.timezone,
      seatLimit: tenants.seatLimit,
      accountId: accounts.id,
      name: accounts.name,
      email: accounts.email,
      role: accounts.role,
      allProperties: accounts.allProperties,
      customRoleName: roles.name,
      customPermissions: roles.permissions,
    })
    .from(portalSessions)
    .innerJoin(accounts, and(eq(accounts.tenantId, portalSessions.tenantId), eq(accounts.id, portalSessions.accountId)))
    .innerJoin(tenants, eq(tenants.id, portalSessions.tenantId))
    // A custom role is read with the session, so its permissions hold from the next request on.
    .leftJoin(roles, and(eq(roles.tenantId, accounts.tenantId), eq(roles.key, accounts.role)))
    .where(
      and(
        eq(portalSessions.tokenHash, tokenHash),
        gt(portalSessions.expiresAt, new Date(nowMs)),
        gt(portalSessions.lastSeenAt, new Date(nowMs - SESSION_IDLE_MS)),
        eq(accounts.active, true),
        isNotNull(accounts.passwordHash),
        ne(accounts.role, TECHNICAL_ROLE),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { customRoleName, customPermissions, ...session } = row;
  return {
    ...session,
    roleName: isBuiltInRole(row.role) ? ROLE_DEFINITIONS[row.role].name : (customRoleName ?? row.role),
    permissions: resolvePermissions(row.role, customPermissions),
  };
}

/** Records activity on a session, at most once a minute: the read already carries the old value. */
export async function touchSession(db: Executor, session: SessionPrincipal, nowMs: number): Promise<void> {
  if (nowMs - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await db
    .update(portalSessions)
    .set({ lastSeenAt: new Date(nowMs) })
    .where(
      and(
        eq(portalSessions.tenantId, session.tenantId),
        eq(portalSessions.id, session.sessionId),
        lt(portalSessions.lastSeenAt, new Date(nowMs - LAST_SEEN_RESOLUTION_MS)),
      ),
    );
}

export async function deleteSession(db: Executor, tenantId: number, sessionId: number): Promise<void> {
  await db.delete(portalSessions).where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.id, sessionId)));
}

/** Deletes the session a token names, whichever tenant it belongs to (sign-in replacing it). */
export async function deleteSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, hashSessionToken(token)));
}

/** Signs an account out everywhere (on deactivation, or when its password is set anew). */
export async function endSessionsOfAccount(db: Executor, tenantId: number, accountId: number): Promise<void> {
  await db
    .delete(portalSessions)
    .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.accountId, accountId)));
}

/** Seats taken: active accounts that can sign in (every role but the technical account). */
export async function countSeatsUsed(db: Executor, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.active, true), ne(accounts.role, TECHNICAL_ROLE)));
  return row?.n ?? 0;
}
