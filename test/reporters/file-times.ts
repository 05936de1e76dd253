import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes what each test file cost to `test-results/file-times.json` and a readable
 * `test-results/file-times.md` (the slowest 20 first), and prints the slowest ten at the
 * end of the run, so that a change sees what it adds to everyone's wait.
 *
 * A file's time is what its worker spent on it: importing it (collect), its setup files
 * and every test and hook. Files run side by side, so the sum is more than the run's
 * wall-clock time, which is written too.
 */
export class FileTimesReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const wallMs = Date.now() - this.startedAt;
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        ms: Math.round(d.setupDuration + d.collectDuration + d.duration),
        importMs: Math.round(d.collectDuration),
        testsMs: Math.round(d.duration),
        passed,
        failed,
        skipped,
      };
    });
    rows.sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const totalMs = rows.reduce((sum, row) => sum + row.ms, 0);
    const services = {
      postgres: Boolean(process.env.DATABASE_URL),
      redis: Boolean(process.env.REDIS_URL),
    };
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/file-times.json',
      `${JSON.stringify({ finishedAt: new Date().toISOString(), wallMs, totalMs, services, files: rows }, null, 2)}\n`,
    );
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const lines = [
      `# Test file times`,
      '',
      `Run finished ${new Date().toISOString()}: ${rows.length} files in ${seconds(wallMs)} s wall-clock, ` +
        `${seconds(totalMs)} s of worker time (PostgreSQL ${services.postgres ? 'on' : 'off'}, Redis ${services.redis ? 'on' : 'off'}).`,
      '',
      '| file | project | s | import s | tests | skipped |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...rows
        .slice(0, 20)
        .map(
          (row) =>
            `| ${row.file} | ${row.project} | ${seconds(row.ms)} | ${seconds(row.importMs)} | ${row.passed + row.failed} | ${row.skipped} |`,
        ),
      '',
    ];
    writeFileSync('test-results/file-times.md', lines.join('\n'));
    console.log(
      `\nSlowest test files (all in test-results/file-times.md):\n${rows
        .slice(0, 10)
        .map((row) => `  ${seconds(row.ms).padStart(6)} s  ${row.file}`)
        .join('\n')}\n`,
    );
  }
}
