import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Language } from '../shared/language.js';
import { createHash, randomBytes } from 'node:crypto';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import type { Permission } from '../access/permissions.js';
import { canSignIn, findAccount } from '../accounts/accounts.service.js';
import { portalSessions } from './credentials.tables.js';
import { describeRole } from '../roles/role-permissions.js';
import { findTenant, MODULES, type TenantModule } from '../tenants/tenants.service.js';
import { DomainError } from '../../domain/errors.js';
import type { Plan } from '../tenants/tenants.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A browser session ends after 12 hours without a request ... */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ... and 30 days after sign-in in any case. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Minimum gap between two writes of a browser session's last_seen_at. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * A device session (the field app on a phone) lasts while it is used: it ends 90 days
 * after its last request, however long ago the sign-in was. Each write of its last use
 * moves its expiry on; the writes come at most every 5 minutes, so a busy phone does not
 * write on every request.
 */
export const DEVICE_SESSION_IDLE_MS = 90 * DAY_MS;
export const DEVICE_LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

export const SESSION_KINDS = ['browser', 'device'] as const;
/** `browser`: the portal, today's rules; `device`: the field app on a phone, lasts while used. */
export type SessionKind = (typeof SESSION_KINDS)[number];

/** How long the cookie of a session of this kind should be kept by the browser. */
export function sessionCookieMaxAgeMs(kind: SessionKind): number {
  return kind === 'device' ? DEVICE_SESSION_IDLE_MS : SESSION_LIFETIME_MS;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a sign-in came from, kept with the session. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
  /** What the sign-in asked for: `device` from the field app; `browser` when not said. */
  kind?: SessionKind | undefined;
}

export interface NewSession {
  /** The raw token for the cookie: returned here only, never stored. */
  token: string;
  tokenHash: string;
  sessionId: number;
  tenantId: number;
  accountId: number;
  kind: SessionKind;
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
  const kind = input.kind ?? 'browser';
  const expiresAt = new Date(nowMs + (kind === 'device' ? DEVICE_SESSION_IDLE_MS : SESSION_LIFETIME_MS));
  const [row] = await db
    .insert(portalSessions)
    .values({
      tenantId: input.tenantId,
      accountId: input.accountId,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      kind,
      ip: input.ip?.slice(0, 100) ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: portalSessions.id });
  if (!row) throw new DomainError('internal_error', 'The session was not created.');
  return {
    token,
    tokenHash,
    sessionId: row.id,
    tenantId: input.tenantId,
    accountId: input.accountId,
    kind,
    expiresAt,
  };
}

/** A live session with its account and tenant, as every portal request sees it. */
export interface SessionPrincipal {
  sessionId: number;
  tokenHash: string;
  kind: SessionKind;
  lastSeenAt: Date;
  tenantId: number;
  tenantName: string;
  plan: Plan;
  /** The optional modules the tenant has (its routes and screens exist only with them). */
  modules: TenantModule[];
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
  /** The person's own language, or null: the organisation's (`tenantLanguage`). */
  language: Language | null;
  tenantLanguage: Language;
}

/**
 * Finds a live session by its token's hash, in one query with its account and tenant.
 * Expired sessions, idle browser sessions, and sessions of accounts that are deactivated, have no
 * password or became technical accounts, are not found.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  nowMs: number,
): Promise<SessionPrincipal | undefined> {
  const [session] = await db
    .select({
      sessionId: portalSessions.id,
      tokenHash: portalSessions.tokenHash,
      kind: portalSessions.kind,
      lastSeenAt: portalSessions.lastSeenAt,
      tenantId: portalSessions.tenantId,
      accountId: portalSessions.accountId,
    })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.tokenHash, tokenHash),
        // A device session's expiry slides with its use; a browser session also ends when idle.
        gt(portalSessions.expiresAt, new Date(nowMs)),
        or(eq(portalSessions.kind, 'device'), gt(portalSessions.lastSeenAt, new Date(nowMs - SESSION_IDLE_MS))),
      ),
    )
    .limit(1);
  if (!session) return undefined;
  // The account, tenant and role are read afresh on every request, from their owners.
  const [account, tenant] = await allQueries(db, [
    () => findAccount(db, session.tenantId, session.accountId),
    () => findTenant(db, session.tenantId),
  ]);
  if (!account || !tenant || !canSignIn(account)) return undefined;
  const role = await describeRole(db, session.tenantId, account.role);
  return {
    ...session,
    tenantName: tenant.name,
    plan: tenant.plan,
    modules: MODULES.filter((module) => tenant.modules.includes(module)),
    licenceValidUntil: tenant.licenceValidUntil,
    timezone: tenant.timezone,
    seatLimit: tenant.seatLimit,
    name: account.name,
    email: account.email,
    role: account.role,
    allProperties: account.allProperties,
    language: account.language,
    tenantLanguage: tenant.language,
    roleName: role.name,
    permissions: role.permissions,
  };
}

/**
 * Records activity on a session, at most once a minute for a browser and once every five
 * minutes for a device (whose expiry moves on with it): the read already carries the old
 * value. Says whether it wrote, so the caller can hand a device its cookie anew.
 */
export async function touchSession(db: Executor, session: SessionPrincipal, nowMs: number): Promise<boolean> {
  const device = session.kind === 'device';
  const resolution = device ? DEVICE_LAST_SEEN_RESOLUTION_MS : LAST_SEEN_RESOLUTION_MS;
  if (nowMs - session.lastSeenAt.getTime() < resolution) return false;
  await db
    .update(portalSessions)
    .set({
      lastSeenAt: new Date(nowMs),
      ...(device ? { expiresAt: new Date(nowMs + DEVICE_SESSION_IDLE_MS) } : {}),
    })
    .where(
      and(
        eq(portalSessions.tenantId, session.tenantId),
        eq(portalSessions.id, session.sessionId),
        lt(portalSessions.lastSeenAt, new Date(nowMs - resolution)),
      ),
    );
  return true;
}

/** A live session as the lists of signed-in devices show it. */
export interface SessionSummary {
  id: number;
  accountId: number;
  kind: SessionKind;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The live sessions of an account, most recently used first. */
export async function liveSessionsOfAccount(
  db: Executor,
  tenantId: number,
  accountId: number,
  nowMs: number,
): Promise<SessionSummary[]> {
  return db
    .select({
      id: portalSessions.id,
      accountId: portalSessions.accountId,
      kind: portalSessions.kind,
      userAgent: portalSessions.userAgent,
      createdAt: portalSessions.createdAt,
      lastSeenAt: portalSessions.lastSeenAt,
    })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.tenantId, tenantId),
        eq(portalSessions.accountId, accountId),
        gt(portalSessions.expiresAt, new Date(nowMs)),
        or(eq(portalSessions.kind, 'device'), gt(portalSessions.lastSeenAt, new Date(nowMs - SESSION_IDLE_MS))),
      ),
    )
    .orderBy(desc(portalSessions.lastSeenAt), desc(portalSessions.id));
}

/** Deletes one session of an account; returns it, or undefined when the account has no such session. */
export async function deleteSessionOfAccount(
  db: Executor,
  tenantId: number,
  accountId: number,
  sessionId: number,
): Promise<SessionSummary | undefined> {
  const [row] = await db
    .delete(portalSessions)
    .where(
      and(
        eq(portalSessions.tenantId, tenantId),
        eq(portalSessions.accountId, accountId),
        eq(portalSessions.id, sessionId),
      ),
    )
    .returning({
      id: portalSessions.id,
      accountId: portalSessions.accountId,
      kind: portalSessions.kind,
      userAgent: portalSessions.userAgent,
      createdAt: portalSessions.createdAt,
      lastSeenAt: portalSessions.lastSeenAt,
    });
  return row;
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
