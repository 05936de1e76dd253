#!/usr/bin/env node
// Runs the TypeScript sources directly: no build step between `npm install` and use.
import process from 'node:process';
import { register } from 'tsx/esm/api';

// Loading the code takes a second or more: say so at once when the server starts.
const command = process.argv[2];
if (command === 'serve' && process.env.LOG_LEVEL !== 'silent') {
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, role: 'startup', msg: 'starting Caretaker: loading the code' })}\n`,
  );
}
register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
