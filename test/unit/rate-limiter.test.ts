import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateDecision, RateLimiter } from '../../src/ratelimit/limiter.js';
import { MemoryRateLimiter } from '../../src/ratelimit/memory.js';
import { RedisRateLimiter } from '../../src/ratelimit/redis.js';
import { type FakeClock, fakeClock, redisUrl } from '../helpers/harness.js';

const LIMIT = 120;
const WINDOW = 60_000;
const T0 = Date.parse('2026-06-01T12:00:00Z');

async function hits(limiter: RateLimiter, key: string, count: number, limit = LIMIT): Promise<RateDecision[]> {
  const out: RateDecision[] = [];
  for (let i = 0; i < count; i++) out.push(await limiter.hit(key, limit, WINDOW));
  return out;
}

const allowedCount = (decisions: RateDecision[]) => decisions.filter((d) => d.allowed).length;

/** Every rule of the sliding window, run against one implementation. */
function slidingWindowBehaviour(make: (clock: FakeClock) => RateLimiter): void {
  let open: RateLimiter[] = [];
  afterEach(async () => {
    await Promise.all(open.map((limiter) => limiter.close()));
    open = [];
  });
  const setup = () => {
    const clock = fakeClock(T0);
    const limiter = make(clock);
    open.push(limiter);
    return { clock, limiter };
  };

  it('allows exactly 120 requests in a minute and refuses the 121st', async () => {
    const { limiter } = setup();
    const decisions = await hits(limiter, 'k', LIMIT);
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(decisions.map((d) => d.remaining)).toEqual(Array.from({ length: LIMIT }, (_, i) => LIMIT - 1 - i));
    expect(decisions.every((d) => d.limit === LIMIT && d.resetSeconds === 60)).toBe(true);

    const refused = await limiter.hit('k', LIMIT, WINDOW);
    expect(refused).toEqual({ allowed: false, limit: LIMIT, remaining: 0, resetSeconds: 60 });
  });

  it('frees a slot exactly when the oldest request is 60 s old', async () => {
    const { clock, limiter } = setup();
    await limiter.hit('k', LIMIT, WINDOW);
    clock.advance(10_000);
    expect(allowedCount(await hits(limiter, 'k', LIMIT - 1))).toBe(LIMIT - 1);
    expect((await limiter.hit('k', LIMIT, WINDOW)).allowed).toBe(false);

    clock.set(T0 + WINDOW - 1);
    const justBefore = await limiter.hit('k', LIMIT, WINDOW);
    expect(justBefore.allowed).toBe(false);
    expect(justBefore.resetSeconds).toBe(1);

    clock.set(T0 + WINDOW);
    const atTheEdge = await limiter.hit('k', LIMIT, WINDOW);
    expect(atTheEdge).toMatchObject({ allowed: true, remaining: 0 });
    // Only the first request was that old: the rest are 10 s younger.
    expect(atTheEdge.resetSeconds).toBe(10);
    expect((await limiter.hit('k', LIMIT, WINDOW)).allowed).toBe(false);

    clock.set(T0 + 10_000 + WINDOW);
    expect(allowedCount(await hits(limiter, 'k', LIMIT))).toBe(LIMIT - 1);
  });

  it('lets no double burst through at a window edge', async () => {
    const { clock, limiter } = setup();
    // 60 requests spread over the first 30 s, one every 500 ms ...
    for (let i = 0; i < 60; i++) {
      clock.set(T0 + i * 500);
      expect((await limiter.hit('k', LIMIT, WINDOW)).allowed).toBe(true);
    }
    // ... and 60 more at 59 s.
    clock.set(T0 + 59_000);
    expect(allowedCount(await hits(limiter, 'k', 60))).toBe(60);
    expect((await limiter.hit('k', LIMIT, WINDOW)).allowed).toBe(false);

    // At 61 s only the requests made at 0, 0.5 and 1.0 s have left the window.
    clock.set(T0 + 61_000);
    const decisions = await hits(limiter, 'k', 10);
    expect(decisions.map((d) => d.allowed)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const last = decisions.at(-1) as RateDecision;
    expect(last.remaining).toBe(0);
    // The oldest left is the one made at 1.5 s: it leaves at 61.5 s.
    expect(last.resetSeconds).toBe(1);

    // A fixed window would have reset at 60 s and let another 120 through; here
    // the 60 made at 59 s hold until 119 s.
    clock.set(T0 + 90_000);
    expect(allowedCount(await hits(limiter, 'k', LIMIT))).toBe(60 - 3);
    clock.set(T0 + 119_000);
    expect(allowedCount(await hits(limiter, 'k', LIMIT))).toBe(60);
  });

  it('reports remaining and the seconds until a slot frees', async () => {
    const { clock, limiter } = setup();
    expect(await limiter.hit('k', 5, WINDOW)).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 60 });
    clock.advance(10_200);
    expect(await limiter.hit('k', 5, WINDOW)).toEqual({ allowed: true, limit: 5, remaining: 3, resetSeconds: 50 });
    clock.advance(20_000);
    await hits(limiter, 'k', 3, 5);
    clock.advance(5_000);
    // Oldest at 0 s, now 35.2 s: the next slot frees in 24.8 s, reported rounded up.
    expect(await limiter.hit('k', 5, WINDOW)).toEqual({ allowed: false, limit: 5, remaining: 0, resetSeconds: 25 });
  });

  it('does not count refused requests', async () => {
    const { clock, limiter } = setup();
    expect(allowedCount(await hits(limiter, 'k', LIMIT))).toBe(LIMIT);
    clock.advance(30_000);
    expect(allowedCount(await hits(limiter, 'k', 50))).toBe(0);
    clock.advance(30_000);
    expect(allowedCount(await hits(limiter, 'k', LIMIT + 1))).toBe(LIMIT);
  });

  it('reserves an attempt in every budget at once, or in none', async () => {
    const { clock, limiter } = setup();
    const budgets = [
      { key: 'r:short', limit: 2, windowMs: 10_000 },
      { key: 'r:long', limit: 3, windowMs: WINDOW },
    ];
    expect(await limiter.reserve(budgets)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    clock.advance(1_000);
    expect(await limiter.reserve(budgets)).toMatchObject({ allowed: true });
    // The short budget is spent: the long one is not counted either.
    clock.advance(1_000);
    expect(await limiter.reserve(budgets)).toMatchObject({ allowed: false, retryAfterSeconds: 8 });
    clock.advance(8_000);
    expect(await limiter.reserve(budgets)).toMatchObject({ allowed: true });
    // Three counted in the long budget now; it refuses until its first entry is a minute old.
    clock.advance(20_000);
    expect(await limiter.reserve(budgets)).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
  });

  it('counts attempts in flight: of many reserved at once, only the budget passes', async () => {
    const { limiter } = setup();
    const budgets = [{ key: 'burst', limit: 3, windowMs: WINDOW }];
    const all = await Promise.all(Array.from({ length: 40 }, () => limiter.reserve(budgets)));
    expect(all.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('takes a released attempt back out, once', async () => {
    const { limiter } = setup();
    const budgets = [
      { key: 'rel:a', limit: 2, windowMs: WINDOW },
      { key: 'rel:b', limit: 5, windowMs: WINDOW },
    ];
    const first = await limiter.reserve(budgets);
    await limiter.reserve(budgets);
    expect((await limiter.reserve(budgets)).allowed).toBe(false);
    await first.release();
    await first.release();
    expect((await limiter.reserve(budgets)).allowed).toBe(true);
    expect((await limiter.reserve(budgets)).allowed).toBe(false);
    // The second budget holds two attempts now (refused and released ones are not in it): three more fit.
    const alone = [{ key: 'rel:b', limit: 5, windowMs: WINDOW }];
    const more = await Promise.all(Array.from({ length: 4 }, () => limiter.reserve(alone)));
    expect(more.map((r) => r.allowed)).toEqual([true, true, true, false]);
  });

  it('keeps a separate budget per key', async () => {
    const { limiter } = setup();
    expect(allowedCount(await hits(limiter, 'a', LIMIT + 5))).toBe(LIMIT);
    const other = await limiter.hit('b', LIMIT, WINDOW);
    expect(other).toMatchObject({ allowed: true, remaining: LIMIT - 1 });
    expect((await limiter.hit('a', LIMIT, WINDOW)).allowed).toBe(false);
  });
}

describe('MemoryRateLimiter', () => {
  slidingWindowBehaviour((clock) => new MemoryRateLimiter(clock));
});

const url = redisUrl();

describe.skipIf(!url)(`RedisRateLimiter${url ? '' : ' (skipped: REDIS_URL not set)'}`, () => {
  const make = (clock?: FakeClock, namespace = `test:${randomUUID()}:`) =>
    new RedisRateLimiter(url as string, clock, namespace);

  describe('with a test clock', () => {
    slidingWindowBehaviour((clock) => make(clock));
  });

  it('gives two instances on one Redis one shared budget', async () => {
    const clock = fakeClock(T0);
    const namespace = `test:${randomUUID()}:`;
    const first = make(clock, namespace);
    const second = make(clock, namespace);
    try {
      expect(allowedCount(await hits(first, 'k', 60))).toBe(60);
      const fromSecond = await hits(second, 'k', 60);
      expect(allowedCount(fromSecond)).toBe(60);
      expect(fromSecond.at(-1)?.remaining).toBe(0);
      expect((await first.hit('k', LIMIT, WINDOW)).allowed).toBe(false);
      expect((await second.hit('k', LIMIT, WINDOW)).allowed).toBe(false);

      // Concurrent requests from both never take more than the budget's free slots.
      clock.advance(WINDOW);
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? first : second).hit('k', 70, WINDOW)),
      );
      expect(allowedCount(burst)).toBe(70);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keeps budgets of different namespaces apart', async () => {
    const clock = fakeClock(T0);
    const first = make(clock);
    const second = make(clock);
    try {
      expect(allowedCount(await hits(first, 'k', 3, 3))).toBe(3);
      expect((await first.hit('k', 3, WINDOW)).allowed).toBe(false);
      expect((await second.hit('k', 3, WINDOW)).allowed).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('counts on the Redis server clock when no clock is given', async () => {
    const limiter = make(undefined);
    try {
      const decisions = await hits(limiter, 'k', 4, 3);
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
      const refused = decisions[3] as RateDecision;
      expect(refused.resetSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.resetSeconds).toBeLessThanOrEqual(60);
    } finally {
      await limiter.close();
    }
  });
});
