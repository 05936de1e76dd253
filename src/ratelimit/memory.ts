import {
  type Budget,
  type Clock,
  once,
  noop,
  type RateDecision,
  type RateLimiter,
  type Reservation,
  toSeconds,
} from './limiter.js';

/** In-process limiter for a single instance. Keeps one timestamp per counted request. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly logs = new Map<string, number[]>();
  private sweeps = 0;

  constructor(private readonly clock: Clock = Date.now) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock();
    const log = this.prune(key, now, windowMs);
    const allowed = log.length < limit;
    if (allowed) log.push(now);
    if (log.length > 0) this.logs.set(key, log);
    if (++this.sweeps % 10_000 === 0) this.sweep(now, windowMs);
    const oldest = log[0];
    return Promise.resolve({
      allowed,
      limit,
      remaining: Math.max(0, limit - log.length),
      resetSeconds: oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
    });
  }

  reserve(budgets: readonly Budget[]): Promise<Reservation> {
    // Synchronous from the first check to the last count: nothing interleaves in one process.
    const now = this.clock();
    const logs = budgets.map((budget) => this.prune(budget.key, now, budget.windowMs));
    let waitMs = 0;
    budgets.forEach((budget, i) => {
      const log = logs[i] as number[];
      if (log.length < budget.limit) return;
      // The slot frees when the entry that keeps the count at the limit leaves the window.
      const freeing = log[log.length - budget.limit] as number;
      waitMs = Math.max(waitMs, freeing + budget.windowMs - now);
    });
    if (waitMs > 0) return Promise.resolve({ allowed: false, retryAfterSeconds: toSeconds(waitMs), release: noop });
    budgets.forEach((budget, i) => {
      const log = logs[i] as number[];
      log.push(now);
      this.logs.set(budget.key, log);
    });
    const release = () => {
      for (const budget of budgets) {
        const log = this.logs.get(budget.key);
        const at = log?.lastIndexOf(now) ?? -1;
        if (log && at >= 0) log.splice(at, 1);
      }
      return Promise.resolve();
    };
    return Promise.resolve({ allowed: true, retryAfterSeconds: 0, release: once(release) });
  }

  private prune(key: string, now: number, windowMs: number): number[] {
    const log = this.logs.get(key) ?? [];
    let drop = 0;
    while (drop < log.length && (log[drop] as number) <= now - windowMs) drop++;
    return drop === 0 ? log : log.slice(drop);
  }

  /** Forgets keys with nothing left in their window, so idle keys do not pile up. */
  private sweep(now: number, windowMs: number): void {
    for (const [key, log] of this.logs) {
      const last = log[log.length - 1];
      if (last === undefined || last <= now - windowMs) this.logs.delete(key);
    }
  }

  close(): Promise<void> {
    this.logs.clear();
    return Promise.resolve();
  }
}
