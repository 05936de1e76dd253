export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** Seconds until the oldest counted request leaves the window (a slot frees up); 0 when none is counted. */
  resetSeconds: number;
}

/**
 * Sliding-log limiter: at most `limit` requests in any window of `windowMs`, exact at
 * the window's edges (a fixed window would let 2× through around its boundary).
 * A refused request is not counted.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /**
   * Counts one attempt against every budget at once, or against none when any of them is
   * spent, so concurrent attempts can never all pass a check made before any of them is
   * counted. For budgets of failures (sign-ins): reserve before the attempt, `release`
   * when it succeeded; a failure keeps its place.
   */
  reserve(budgets: readonly Budget[]): Promise<Reservation>;
  /**
   * Shared counters, only where instances share state (Redis): `hit` that also reads a
   * counter in the same round trip (0 when it was never bumped), and `bump` to raise one.
   */
  hitAndRead?(
    key: string,
    limit: number,
    windowMs: number,
    counter: string,
  ): Promise<RateDecision & { counter: number }>;
  bump?(counter: string): Promise<void>;
  /** Where the counters live elsewhere (Redis): resolves once that store answers. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/** One sliding-window budget: at most `limit` attempts in any `windowMs` under `key`. */
export interface Budget {
  key: string;
  limit: number;
  windowMs: number;
}

export interface Reservation {
  allowed: boolean;
  /** When refused: seconds until every spent budget has a free slot again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Takes the counted attempt back out of every budget (nothing when refused). */
  release(): Promise<void>;
}

export type Clock = () => number;

/** Whole seconds to wait for `ms`, at least 1 when anything is left to wait. */
export const toSeconds = (ms: number): number => (ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 1000)));

export const noop = (): Promise<void> => Promise.resolve();

/** `release` takes an attempt back once, however often it is called. */
export function once(release: () => Promise<void>): () => Promise<void> {
  let done = false;
  return () => {
    if (done) return Promise.resolve();
    done = true;
    return release();
  };
}
