// Runs before every test file, in every project (vitest.config.ts `setupFiles`).
import { afterAll, afterEach } from 'vitest';
import { setPasswordHashCost } from '../src/modules/credentials/password.js';
import { installPgOverlapGuard, takePgOverlaps } from './helpers/pg-overlap.js';

/**
 * Suites hash and check passwords by the hundred (sign-ins, lock-outs, invites); at the
 * production cost each takes about a tenth of a second of CPU. Stored hashes name their
 * cost, so everything verifies the same way; test/unit/password.test.ts checks the
 * production cost itself, and test/process/demo.test.ts that a real `serve` uses it.
 */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);

/**
 * Queries on one PostgreSQL connection must run one after another (test/helpers/pg-overlap.ts):
 * a test, or the file's hooks, that sent one while another ran fails, naming both.
 */
installPgOverlapGuard();
function failOnPgOverlaps(): void {
  const found = takePgOverlaps();
  if (found.length > 0) {
    throw new Error(
      `Queries overlapped on one PostgreSQL connection (run them in turn: allQueries in src/db/all-queries.ts):\n${found.join('\n')}`,
    );
  }
}
afterEach(failOnPgOverlaps);
afterAll(failOnPgOverlaps);
