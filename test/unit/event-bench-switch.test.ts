import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// bench/events.ts measures what the event row adds to a write by turning recording off
// (leaveOutEventsForBench). The server must never do that: no code in src/ calls the
// switch, so no setting or request can reach it.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('the bench switch that leaves events out', () => {
  it('is defined in the events module and called from no code of the server', () => {
    const mentions = sourceFiles(path.join(process.cwd(), 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('leaveOutEventsForBench') ? [path.relative(process.cwd(), file)] : [];
    });
    // Only its definition; the bench imports it from outside src/.
    expect(mentions).toEqual([path.join('src', 'platform', 'events', 'events.ts')]);
    const events = readFileSync(path.join(process.cwd(), 'src/platform/events/events.ts'), 'utf8');
    expect(events.match(/leaveOutEventsForBench/g)).toHaveLength(1);
    expect(readFileSync(path.join(process.cwd(), 'bench/events.ts'), 'utf8')).toContain('leaveOutEventsForBench(');
  });
});
