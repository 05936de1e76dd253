import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FileTimesReporter } from './test/reporters/file-times.js';

// Three projects. `fast` is the inner loop: unit, HTTP and portal suites through app.inject on
// PGlite (`npm run test:fast`). Its files share worker processes (isolate: false), and with
// them one in-memory PGlite per worker (test/helpers/harness.ts), since creating a database
// costs seconds and every test makes its own tenant anyway. `wide` holds the browser suites
// and the in-process suites that take many seconds each; its files share worker processes
// too, and one Chromium per worker (each suite opens its own contexts). `slow` holds what
// spawns real processes; each of its files gets a fresh process. `npm test` runs all three.
// In-process suites that drive a browser, or take many seconds each (a thousand writes, PDFs
// by the dozen, a file migration, the sweeps over every route and operation, generated
// requests by the thousand): part of `npm test` and CI, not of the inner loop.
const wide = [
  'test/e2e/**/*.test.ts',
  'test/platform/webhooks-thousand.test.ts',
  'test/platform/files-migrate.test.ts',
  'test/reports/report-mail-safety.test.ts',
  'test/reports/report-cli.test.ts',
  'test/reports/report-schedules.test.ts',
  'test/reports/form-report-layout.test.ts',
  'test/portal/route-access.test.ts',
  // Sweeps that try every operation the API and the portal have with generated values.
  'test/portal/integer-bounds.test.ts',
  'test/http/unstorable-text.test.ts',
  'test/http/fuzz.test.ts',
];
const slow = ['test/process/**/*.test.ts'];

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
        test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: [...slow, ...wide], isolate: false },
      },
      // Share worker processes as `fast` does, and with them one Chromium per worker (test/e2e/browser.ts).
      { extends: true, test: { name: 'wide', include: wide, isolate: false } },
      { extends: true, test: { name: 'slow', include: slow } },
    ],
  },
});
