import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FileTimesReporter } from './test/reporters/file-times.js';

// Two projects. `fast` is the inner loop: unit, HTTP and portal suites through app.inject on
// PGlite (`npm run test:fast`). Its files share worker processes (isolate: false), and with
// them one in-memory PGlite per worker (test/helpers/harness.ts), since creating a database
// costs seconds and every test makes its own tenant anyway. `slow` holds what spawns real
// processes, drives a browser or generates thousands of requests; each of its files gets a
// fresh process. `npm test` runs both.
const slow = ['test/process/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/http/fuzz.test.ts'];

/**
 * Starts the slow files first (longest first, once Vitest has timed them), so that the
 * many short fast files fill the workers up at the end instead of one long file running
 * alone on an otherwise idle machine.
 */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSlow = (file: TestSpecification) => file.project.name === 'slow';
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves one core to itself, which on a 2-core machine runs every file
    // one after another; the main process has little to do once the files are transformed.
    maxWorkers: Math.max(2, availableParallelism()),
    // Lowers the cost of password hashing for every test file (see the file).
    setupFiles: ['test/setup.ts'],
    sequence: { sequencer: SlowFirst },
    // Per-file times to test-results/file-times.{json,md} (test/reporters/file-times.ts).
    reporters: ['default', new FileTimesReporter()],
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: slow, isolate: false },
      },
      { extends: true, test: { name: 'slow', include: slow } },
    ],
  },
});
