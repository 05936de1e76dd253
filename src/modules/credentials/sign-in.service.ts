import { createHash } from 'node:crypto';
import { verifyPassword } from './password.js';
import type { Executor } from '../../db/client.js';
import { recordSignIn, signInAccounts } from '../accounts/accounts.service.js';
import { tenantNames } from '../tenants/tenants.service.js';
import { DomainError } from '../../domain/errors.js';
import type { Budget, RateLimiter } from '../../ratelimit/limiter.js';
import type { ServiceDeps } from '../shared/context.js';
import type { Semaphore } from '../shared/semaphore.js';
import { createSession, deleteSessionByToken, type NewSession, type SessionOrigin } from './sessions.service.js';

const MINUTE = 60 * 1000;

/**
 * Failed sign-ins allowed for one address from one client, in growing windows: after 3
 * quick failures the next waits up to a minute, after 5 up to 15 minutes, after 10 up to
 * an hour, after 20 up to a day. Keyed by address and client together, so someone who
 * knows an address cannot lock its owner out from the owner's own connection.
 */
export const FAILURES_PER_ADDRESS_AND_CLIENT = [
  { limit: 3, windowMs: MINUTE },
  { limit: 5, windowMs: 15 * MINUTE },
  { limit: 10, windowMs: 60 * MINUTE },
  { limit: 20, windowMs: 24 * 60 * MINUTE },
] as const;
/** Failed sign-ins allowed per client IP, for any addresses. */
export const FAILURES_PER_IP = 30;
export const FAILURE_WINDOW_MS = 15 * MINUTE;
/** Sign-ins checked at once per process; scrypt is slow on purpose, so more would only queue up. */
export const CONCURRENT_SIGN_INS = 4;

export interface SignInDeps extends ServiceDeps {
  limiter: RateLimiter;
  /** Bounds the password checks running at once in this process (CONCURRENT_SIGN_INS). */
  hashSlots: Semaphore;
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
  const found = await signInAccounts(db, email, tenantId);
  const names = await tenantNames(
    db,
    found.map((account) => account.tenantId),
  );
  return found.map((account) => ({
    tenantId: account.tenantId,
    tenantName: names.get(account.tenantId) ?? '',
    accountId: account.id,
    passwordHash: account.passwordHash ?? '',
  }));
}

/** The budgets an attempt counts against. The address is hashed, so the limiter's store holds no e-mail addresses. */
function budgetsFor(email: string, ip: string | null): Budget[] {
  const client = ip ?? 'unknown';
  const address = createHash('sha256').update(email).digest('hex');
  return [
    ...FAILURES_PER_ADDRESS_AND_CLIENT.map(({ limit, windowMs }) => ({
      key: `portal-signin:pair:${windowMs}:${address}:${client}`,
      limit,
      windowMs,
    })),
    { key: `portal-signin:ip:${client}`, limit: FAILURES_PER_IP, windowMs: FAILURE_WINDOW_MS },
  ];
}

function tooManyFailures(retryAfterSeconds: number): DomainError {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new DomainError('rate_limited', `Too many failed sign-ins; try again in ${wait}.`, { retryAfterSeconds });
}

/** The candidates whose password matches; an unknown address costs one derivation all the same. */
async function passwordMatches(deps: SignInDeps, email: string, input: SignInInput): Promise<Candidate[]> {
  const candidates = await candidatesFor(deps.database.db, email, input.tenantId);
  if (candidates.length === 0) await verifyPassword(input.password, null);
  const matches: Candidate[] = [];
  for (const candidate of candidates) {
    if (await verifyPassword(input.password, candidate.passwordHash)) matches.push(candidate);
  }
  return matches;
}

/**
 * Signs a person in by e-mail and password. Each attempt is counted against its budgets
 * (per address and client, per client IP) before the password is checked, so attempts
 * still in flight count too and a burst can never test more passwords than the budgets
 * allow; a right password is taken back out. Beyond CONCURRENT_SIGN_INS checks at once an
 * attempt is refused at once, uncounted. An address with a matching password in several
 * tenants must name one.
 */
export async function signIn(deps: SignInDeps, input: SignInInput): Promise<NewSession> {
  const email = input.email.trim().toLowerCase();
  const attempt = await deps.limiter.reserve(budgetsFor(email, input.ip));
  if (!attempt.allowed) throw tooManyFailures(attempt.retryAfterSeconds);
  const leave = deps.hashSlots.tryEnter();
  if (!leave) {
    await attempt.release();
    throw new DomainError('rate_limited', 'The server is busy checking other sign-ins; try again in a moment.', {
      retryAfterSeconds: 1,
    });
  }
  let matches: Candidate[];
  try {
    matches = await passwordMatches(deps, email, input);
  } catch (error) {
    await attempt.release();
    throw error;
  } finally {
    leave();
  }

  const match = matches[0];
  // A failure keeps its place in the budgets; a right password does not count against them.
  if (match === undefined) throw new DomainError('invalid_credentials', INVALID);
  await attempt.release();
  if (matches.length > 1) {
    throw new DomainError('choose_tenant', 'This e-mail address signs in to several organisations; choose one.', {
      tenants: matches.map((m) => ({ tenant_id: m.tenantId, tenant_name: m.tenantName })),
    });
  }

  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    await recordSignIn(tx, match.tenantId, match.accountId, new Date(now));
    if (input.replacesToken !== undefined) await deleteSessionByToken(tx, input.replacesToken);
    return createSession(tx, now, {
      tenantId: match.tenantId,
      accountId: match.accountId,
      ip: input.ip,
      userAgent: input.userAgent,
      kind: input.kind,
    });
  });
}
