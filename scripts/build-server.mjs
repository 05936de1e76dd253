// Compiles the server (src/ → dist/server/) into plain JavaScript with esbuild: the command
// line with everything it runs, and the PDF renderer's worker thread. bin/caretaker.js runs
// it when it is newer than every source file, and the TypeScript sources through tsx
// otherwise. Running compiled spares each process and each PDF thread the TypeScript loader
// (tens of megabytes and a second of start-up each). Packages stay in node_modules.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist', 'server');

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { cli: 'src/cli/main.ts', 'render-worker': 'src/platform/pdf/render-worker.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    // One directory: the PDF pool finds its worker beside itself, whichever chunk it is in.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    keepNames: true,
    logLevel: 'warning',
  });
  // Written last: bin/caretaker.js compares the sources with this stamp, so a build that
  // stopped half way is never taken for a finished one.
  writeFileSync(join(outdir, 'BUILT'), `${new Date().toISOString()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log('The server is built (dist/server).');
}
