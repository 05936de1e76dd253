// Builds what `npm start` serves when the build is missing or older than its sources: the
// portal (web/ → dist/web/, Vite) and the server (src/ → dist/server/, esbuild). Runs
// before `npm start`, so a fresh checkout needs no separate step.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Why `built` must be made again from `sources`, or '' when it is up to date. */
function reasonToBuild(what, built, sources) {
  if (!existsSync(built)) return `${what} has not been built yet`;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt)
    ? `the ${what}'s sources changed since the last build`
    : '';
}

const steps = [
  {
    what: 'portal',
    reason: reasonToBuild('portal', join(root, 'dist', 'web', 'index.html'), [
      join(root, 'web'),
      join(root, 'vite.config.ts'),
    ]),
    async run() {
      const { build } = await import('vite');
      await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
      return 'dist/web';
    },
  },
  {
    what: 'server',
    reason: reasonToBuild('server', join(root, 'dist', 'server', 'BUILT'), [join(root, 'src')]),
    async run() {
      const { buildServer } = await import('./build-server.mjs');
      await buildServer();
      return 'dist/server';
    },
  },
];

for (const step of steps) {
  if (step.reason === '') continue;
  console.log(`Building the ${step.what}: ${step.reason.replace(/^(portal|server) has/, 'it has')}.`);
  try {
    console.log(`The ${step.what} is built (${await step.run()}).`);
  } catch (error) {
    console.error(`Building the ${step.what} failed:`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
