import type { Database } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';

/** Who is acting, resolved once per request (API key or, later, portal session). */
export interface AccessContext {
  tenantId: number;
  accountId: number;
  /** True when the account sees every property of its tenant; otherwise only its list. */
  allProperties: boolean;
}

/** What a service needs from the outside world, passed in so tests can hand in their own. */
export interface ServiceDeps {
  database: Database;
  clock: Clock;
}
