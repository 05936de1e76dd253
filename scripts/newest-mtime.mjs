// The newest modification time under a path (a file or a directory, node_modules left
// out), in milliseconds; 0 when it does not exist. bin/caretaker.js and
// scripts/build-if-needed.mjs both compare builds with their sources by it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, newestMtime(join(path, entry)));
  }
  return latest;
}
