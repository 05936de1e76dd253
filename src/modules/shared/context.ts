import type { Database } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';

/** What a service needs from the outside world, passed in so tests can hand in their own. */
export interface ServiceDeps {
  database: Database;
  clock: Clock;
}
