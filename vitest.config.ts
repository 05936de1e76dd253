import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FileTimesReporter } from './test/reporters/file-times.js';

// Three projects. `fast` is the inner loop: unit, HTTP and portal suites through app.inject on
// PGlite (`npm run test:fast`). Its files share worker processes (isolate: false), and with
// them one in-memory PGlite per worker (test/helpers/harness.ts), since creating a database
// costs seconds and every test makes its own tenant anyway. `e2e` drives the portal and the
// field app in Chromium; its files share worker processes too, and one browser per worker
// (each suite opens its own contexts). `slow` holds what spawns real processes or generates
// thousands of requests; each of its files gets a fresh process. `npm test` runs all three.
const browser = ['test/e2e/**/*.test.ts'];
const slow = ['test/process/**/*.test.ts', 'test/http/fuzz.test.ts'];

/**
 * Starts the slow files first (longest first, once Vitest has timed them), so that the
 * many short fast files fill the workers up at the end instead of one long file running
 * alone on an otherwise idle machine.
 */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSlow = (file: TestSpecification) => file.project.name !== 'fast';
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // expect.poll gives up after 1 s by default: on a busy 2-core machine a photo upload or a
    // page's next answer can take longer, and the failure would only say the machine was busy.
    expect: { poll: { timeout: 15_000 } },
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
        test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: [...slow, ...browser], isolate: false },
      },
      // Browser suites share a worker process, and with it one Chromium (test/e2e/browser.ts).
      { extends: true, test: { name: 'e2e', include: browser, isolate: false } },
      { extends: true, test: { name: 'slow', include: slow } },
    ],
  },
});
