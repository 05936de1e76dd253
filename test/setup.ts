// Runs before every test file, in every project (vitest.config.ts `setupFiles`).
import { setPasswordHashCost } from '../src/auth/password.js';

/**
 * Suites hash and check passwords by the hundred (sign-ins, lock-outs, invites); at the
 * production cost each takes about a tenth of a second of CPU. Stored hashes name their
 * cost, so everything verifies the same way; test/unit/password.test.ts checks the
 * production cost itself, and test/process/demo.test.ts that a real `serve` uses it.
 */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
