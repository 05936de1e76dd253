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
   * The decision `hit` would make now, without counting anything. For budgets that count
   * only some events (failed sign-ins): peek before the attempt, hit when it failed.
   */
  peek(key: string, limit: number, windowMs: number): Promise<RateDecision>;
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
  close(): Promise<void>;
}

export type Clock = () => number;
