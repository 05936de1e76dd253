#!/usr/bin/env node
// Runs Caretaker: compiled (dist/server, built by `npm run build` and before `npm start`)
// when that build is newer than every source file, else the TypeScript sources directly
// through tsx, so there is no build step between `npm install` and use, and a stale build
// is never run.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { newestMtime } from '../scripts/newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', 'server', 'BUILT');

const compiled = existsSync(stamp) && statSync(stamp).mtimeMs >= newestMtime(join(root, 'src'));

// Loading the code takes a moment: say so at once when the server starts.
const command = process.argv[2];
if (command === 'serve' && process.env.LOG_LEVEL !== 'silent') {
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'startup', msg: `starting Caretaker: loading the code (${compiled ? 'compiled, dist/server' : 'TypeScript sources'})` })}\n`,
  );
}
let runCli;
if (compiled) {
  ({ runCli } = await import('../dist/server/cli.mjs'));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ runCli } = await import('../src/cli/main.ts'));
}
process.exitCode = await runCli(process.argv.slice(2));
