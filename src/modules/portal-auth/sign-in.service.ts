import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { verifyPassword } from '../../auth/password.js';
import type { Executor } from '../../db/client.js';
import { accounts, tenants } from '../../db/schema.js';
import { DomainError } from '../../domain/errors.js';
import type { RateDecision, RateLimiter } from '../../ratelimit/limiter.js';
import type { ServiceDeps } from '../shared/context.js';
import {
  createSession,
  deleteSessionByToken,
  type NewSession,
  type SessionOrigin,
  TECHNICAL_ROLE,
} from './sessions.service.js';

/** Failed sign-ins allowed per e-mail address and per client IP in the window. */
export const FAILURES_PER_EMAIL = 5;
export const FAILURES_PER_IP = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface SignInDeps extends ServiceDeps {
  limiter: RateLimiter;
}

export interface SignInInput extends SessionOrigin {
  email: string;
  password: string;
  tenantId?: number | undefined;
  /** The session token the browser still holds, deleted when the new one is issued. */
  replacesToken?: string | undefined;
}

const INVALID = 'The e-mail address or the password is wrong.';

interface Candidate {
  tenantId: number;
  tenantName: string;
  accountId: number;
  passwordHash: string;
}

/** Accounts that may sign in with this address: active, with a password, not technical. */
async function candidatesFor(db: Executor, email: string, tenantId: number | undefined): Promise<Candidate[]> {
  const rows = await db
    .select({
      tenantId: accounts.tenantId,
      tenantName: tenants.name,
      accountId: accounts.id,
      passwordHash: accounts.passwordHash,
    })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(
      and(
        // lower(email) = ... uses accounts_email_idx: the tenant is not known yet.
        eq(sql`lower(${accounts.email})`, email),
        eq(accounts.active, true),
        isNotNull(accounts.passwordHash),
        ne(accounts.role, TECHNICAL_ROLE),
        tenantId !== undefined ? eq(accounts.tenantId, tenantId) : undefined,
      ),
    )
    .orderBy(accounts.tenantId)
    .limit(50);
  return rows.map((row) => ({ ...row, passwordHash: row.passwordHash ?? '' }));
}

/** Budget keys: the address is hashed, so the limiter's store holds no e-mail addresses. */
function throttleKeys(email: string, ip: string | null): { email: string; ip: string } {
  return {
    email: `portal-signin:email:${createHash('sha256').update(email).digest('hex')}`,
    ip: `portal-signin:ip:${ip ?? 'unknown'}`,
  };
}

function throttled(decisions: { email: RateDecision; ip: RateDecision }): DomainError | undefined {
  const blocking = [decisions.email, decisions.ip].filter((decision) => !decision.allowed);
  if (blocking.length === 0) return undefined;
  const retryAfterSeconds = Math.max(...blocking.map((decision) => decision.resetSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    'rate_limited',
    `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}

/**
 * Signs a person in by e-mail and password. Only failures count against the budgets (per
 * address and per client IP); past either, the attempt is refused before the password is
 * even checked. An address with a matching password in several tenants must name one.
 */
export async function signIn(deps: SignInDeps, input: SignInInput): Promise<NewSession> {
  const email = input.email.trim().toLowerCase();
  const keys = throttleKeys(email, input.ip);
  const refusal = throttled({
    email: await deps.limiter.peek(keys.email, FAILURES_PER_EMAIL, FAILURE_WINDOW_MS),
    ip: await deps.limiter.peek(keys.ip, FAILURES_PER_IP, FAILURE_WINDOW_MS),
  });
  if (refusal) throw refusal;

  const db = deps.database.db;
  const candidates = await candidatesFor(db, email, input.tenantId);
  const matches: Candidate[] = [];
  if (candidates.length === 0) await verifyPassword(input.password, null);
  for (const candidate of candidates) {
    if (await verifyPassword(input.password, candidate.passwordHash)) matches.push(candidate);
  }

  const match = matches[0];
  if (match === undefined) {
    await deps.limiter.hit(keys.email, FAILURES_PER_EMAIL, FAILURE_WINDOW_MS);
    await deps.limiter.hit(keys.ip, FAILURES_PER_IP, FAILURE_WINDOW_MS);
    throw new DomainError('invalid_credentials', INVALID);
  }
  if (matches.length > 1) {
    throw new DomainError('choose_tenant', 'This e-mail address signs in to several organisations; choose one.', {
      tenants: matches.map((m) => ({ tenant_id: m.tenantId, tenant_name: m.tenantName })),
    });
  }

  const now = deps.clock();
  return db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ lastSignInAt: new Date(now) })
      .where(and(eq(accounts.tenantId, match.tenantId), eq(accounts.id, match.accountId)));
    if (input.replacesToken !== undefined) await deleteSessionByToken(tx, input.replacesToken);
    return createSession(tx, now, {
      tenantId: match.tenantId,
      accountId: match.accountId,
      ip: input.ip,
      userAgent: input.userAgent,
    });
  });
}
