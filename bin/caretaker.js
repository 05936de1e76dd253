#!/usr/bin/env node
// Runs the TypeScript sources directly: no build step between `npm install` and use.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
