// When the session ends while someone works (idle timeout, a password change elsewhere),
// the portal asks them to sign in again where they are, over the screen they were on, so
// nothing they typed is lost; then what they were doing goes on. One question at a time,
// whatever number of requests are waiting for it.

type Waiter = { resolve: () => void; reject: (reason: unknown) => void };

let waiting: Waiter[] = [];
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

let available = true;
let signingOut = false;

/**
 * The person pressed "Sign out": from now until the sign-in page shows, a request that
 * finds the session gone is not a session that ended under their hands, so nobody is asked
 * to sign in again, and a question already asked (a request that failed in between) is
 * withdrawn. Without this, such a question stayed behind and the next person to sign in on
 * this page met a "Sign in again" dialog over a portal they had just entered.
 */
export function beginSignOut(): void {
  signingOut = true;
  finishReauthentication('cancelled');
}

export function endSignOut(): void {
  finishReauthentication('cancelled');
  signingOut = false;
}

/** A sign-in puts a new session in place: a question left from the one before is withdrawn. */
export function withdrawReauthentication(): void {
  if (waiting.length > 0) finishReauthentication('cancelled');
}

/** For a page that has no "Sign in again" dialog (the field app shows its sign-in screen instead). */
export function disableReauthentication(): void {
  available = false;
}

/** Resolves once the person signed in again; rejects when they would rather not. */
export function requestReauthentication(): Promise<void> {
  if (!available) return Promise.reject(new Error('signing in again is not offered here'));
  if (signingOut) return Promise.reject(new Error('signing out'));
  asked ??= new Promise<void>((resolve, reject) => {
    waiting.push({ resolve, reject });
    changed();
  }).finally(() => {
    asked = undefined;
  });
  return asked;
}

export function reauthenticationWanted(): boolean {
  return waiting.length > 0;
}

export function subscribeReauthentication(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function finishReauthentication(outcome: 'signed-in' | 'cancelled'): void {
  const done = waiting;
  waiting = [];
  for (const waiter of done) {
    if (outcome === 'signed-in') waiter.resolve();
    else waiter.reject(new Error('not signed in again'));
  }
  changed();
}
