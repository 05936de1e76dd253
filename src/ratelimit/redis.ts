import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock, RateDecision, RateLimiter } from './limiter.js';

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

// The same window, read without counting: expired entries are dropped, nothing is added.
const PEEK_SCRIPT = `
local key = KEYS[1]
local window = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
if now < 0 then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local reset = 0
if oldest[2] then reset = tonumber(oldest[2]) + window - now end
return {count, reset}
`;

interface SlidingCommands {
  slidingHit(k: string, l: number, w: number, n: number, m: string): Promise<[number, number, number]>;
  slidingPeek(k: string, w: number, n: number): Promise<[number, number]>;
  slidingHitRead(
    k: string,
    c: string,
    l: number,
    w: number,
    n: number,
    m: string,
  ): Promise<[number, number, number, number]>;
}

const seconds = (ms: number) => (ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 1000)));

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly clock?: Clock,
    private readonly namespace = 'caretaker:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.redis.defineCommand('slidingHit', { numberOfKeys: 1, lua: SCRIPT });
    this.redis.defineCommand('slidingPeek', { numberOfKeys: 1, lua: PEEK_SCRIPT });
    this.redis.defineCommand('slidingHitRead', { numberOfKeys: 2, lua: HIT_AND_READ_SCRIPT });
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock ? this.clock() : -1;
    const member = `${now}-${randomUUID()}`;
    const command = this.redis as unknown as SlidingCommands;
    const [allowed, count, resetMs] = await command.slidingHit(this.namespace + key, limit, windowMs, now, member);
    return { allowed: allowed === 1, limit, remaining: Math.max(0, limit - count), resetSeconds: seconds(resetMs) };
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
      resetSeconds: seconds(resetMs),
      counter: value,
    };
  }

  async bump(counter: string): Promise<void> {
    await this.redis.incr(this.counterKey(counter));
  }

  private counterKey(counter: string): string {
    return `${this.namespace}counter:${counter}`;
  }

  async peek(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock ? this.clock() : -1;
    const command = this.redis as unknown as SlidingCommands;
    const [count, resetMs] = await command.slidingPeek(this.namespace + key, windowMs, now);
    return { allowed: count < limit, limit, remaining: Math.max(0, limit - count), resetSeconds: seconds(resetMs) };
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
