#!/usr/bin/env node
// Lints the OpenAPI document the code generates (not a copy) with Spectral (spectral:oas)
// and Redocly (recommended), and fails on any error or warning of either.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const DOCUMENT = 'dist/openapi.json';
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { env, encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
}

mkdirSync('dist', { recursive: true });
const built = run(process.execPath, ['bin/caretaker.js', 'openapi', '--output', DOCUMENT], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const spectral = run(
  'node_modules/.bin/spectral',
  ['lint', '--ruleset', '.spectral.yaml', '--fail-severity', 'hint', DOCUMENT],
  {
    stdio: 'inherit',
  },
);

const redocly = run('node_modules/.bin/redocly', ['lint', '--config', 'redocly.yaml', '--format', 'json', DOCUMENT]);
let redoclyProblems;
try {
  const { totals } = JSON.parse(redocly.stdout);
  redoclyProblems = totals.errors + totals.warnings;
} catch {
  process.stderr.write(redocly.stdout + redocly.stderr);
  redoclyProblems = Number.NaN;
}
if (redoclyProblems !== 0) {
  run('node_modules/.bin/redocly', ['lint', '--config', 'redocly.yaml', '--format', 'stylish', DOCUMENT], {
    stdio: 'inherit',
  });
  console.error(
    `Redocly (recommended): ${Number.isNaN(redoclyProblems) ? 'could not lint' : `${redoclyProblems} problem(s)`}.`,
  );
} else {
  console.log('Redocly (recommended): no errors, no warnings.');
}
process.exit(spectral.status !== 0 || redoclyProblems !== 0 ? 1 : 0);
