// Builds the portal (web/ → dist/web/) when the build is missing or older than its sources.
// Runs before `npm start`, so a fresh checkout serves the portal without a separate step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist', 'web', 'index.html');
const sources = [join(root, 'web'), join(root, 'vite.config.ts')];

/** The newest modification time under `path` (a file or a directory), in milliseconds. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function buildNeeded() {
  if (!existsSync(built)) return 'the portal has not been built yet';
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newest(source) > builtAt) ? 'the portal sources changed since the last build' : '';
}

const reason = buildNeeded();
if (reason === '') {
  process.exit(0);
}
console.log(`Building the portal: ${reason}.`);
try {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log('The portal is built (dist/web).');
} catch (error) {
  console.error('Building the portal failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
