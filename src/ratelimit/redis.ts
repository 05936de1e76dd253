import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type Budget,
  type Clock,
  noop,
  once,
  type RateDecision,
  type RateLimiter,
  type Reservation,
  toSeconds,
} from './limiter.js';

// The whole check-and-count runs as one script, so instances sharing a Redis can never
// both take the last slot. Time comes from the Redis server unless a clock is given,
// so instances with drifting clocks still share one exact window.
const SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
if now < 0 then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = 0
if count < limit then
  redis.call('ZADD', key, now, ARGV[4])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', key, window)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local reset = 0
if oldest[2] then reset = tonumber(oldest[2]) + window - now end
return {allowed, count, reset}
`;

// The same hit, plus the value of a shared counter (KEYS[2]) read in the same round trip.
const HIT_AND_READ_SCRIPT = SCRIPT.replace(
  'return {allowed, count, reset}',
  "return {allowed, count, reset, tonumber(redis.call('GET', KEYS[2]) or '0')}",
);

// Several budgets checked together and counted together, or not at all (see
// RateLimiter.reserve). ARGV: now, member, then limit and window per key.
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
if now < 0 then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local freeing = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(freeing[2]) + window - now)
  end
end
if wait > 0 then return {0, wait} end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return {1, 0}
`;

interface SlidingCommands {
  slidingHit(k: string, l: number, w: number, n: number, m: string): Promise<[number, number, number]>;
  slidingReserve(...args: (string | number)[]): Promise<[number, number]>;
  slidingHitRead(
    k: string,
    c: string,
    l: number,
    w: number,
    n: number,
    m: string,
  ): Promise<[number, number, number, number]>;
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly clock?: Clock,
    private readonly namespace = 'caretaker:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.redis.defineCommand('slidingHit', { numberOfKeys: 1, lua: SCRIPT });
    this.redis.defineCommand('slidingReserve', { lua: RESERVE_SCRIPT });
    this.redis.defineCommand('slidingHitRead', { numberOfKeys: 2, lua: HIT_AND_READ_SCRIPT });
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock ? this.clock() : -1;
    const member = `${now}-${randomUUID()}`;
    const command = this.redis as unknown as SlidingCommands;
    const [allowed, count, resetMs] = await command.slidingHit(this.namespace + key, limit, windowMs, now, member);
    return { allowed: allowed === 1, limit, remaining: Math.max(0, limit - count), resetSeconds: toSeconds(resetMs) };
  }

  async hitAndRead(
    key: string,
    limit: number,
    windowMs: number,
    counter: string,
  ): Promise<RateDecision & { counter: number }> {
    const now = this.clock ? this.clock() : -1;
    const member = `${now}-${randomUUID()}`;
    const command = this.redis as unknown as SlidingCommands;
    const [allowed, count, resetMs, value] = await command.slidingHitRead(
      this.namespace + key,
      this.counterKey(counter),
      limit,
      windowMs,
      now,
      member,
    );
    return {
      allowed: allowed === 1,
      limit,
      remaining: Math.max(0, limit - count),
      resetSeconds: toSeconds(resetMs),
      counter: value,
    };
  }

  async bump(counter: string): Promise<void> {
    await this.redis.incr(this.counterKey(counter));
  }

  private counterKey(counter: string): string {
    return `${this.namespace}counter:${counter}`;
  }

  async reserve(budgets: readonly Budget[]): Promise<Reservation> {
    const now = this.clock ? this.clock() : -1;
    const member = `${now}-${randomUUID()}`;
    const keys = budgets.map((budget) => this.namespace + budget.key);
    const command = this.redis as unknown as SlidingCommands;
    // Defined without a key count, so the first argument says how many keys follow.
    const [allowed, waitMs] = await command.slidingReserve(
      keys.length,
      ...keys,
      now,
      member,
      ...budgets.flatMap((budget) => [budget.limit, budget.windowMs]),
    );
    if (allowed !== 1) return { allowed: false, retryAfterSeconds: toSeconds(waitMs), release: noop };
    const release = async () => {
      await Promise.all(keys.map((key) => this.redis.zrem(key, member)));
    };
    return { allowed: true, retryAfterSeconds: 0, release: once(release) };
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
