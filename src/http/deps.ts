import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock, RateLimiter } from '../ratelimit/limiter.js';

/** Everything the HTTP app is built from; main.ts wires the real ones, tests their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  clock: Clock;
}
