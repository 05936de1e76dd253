// Where the repository's own files are (migrations, the built portal, the API guide): the
// nearest directory above this module that holds Caretaker's package.json. The same answer
// whether the code runs from its TypeScript sources (src/…) or compiled (dist/server/…).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'caretaker'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no caretaker package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, from its root: `projectPath('drizzle')`. */
export function projectPath(...parts: string[]): string {
  return path.join(PROJECT_ROOT, ...parts);
}
