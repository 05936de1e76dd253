// `npm run check`: the format, lint, import-circle, type and OpenAPI checks. ESLint with type
// information takes about as long as all the others together, and each check uses one core,
// so ESLint runs beside the others instead of after them. Each check's output is printed
// whole when it ends, with its time; the command fails when any check fails.
import { spawn } from 'node:child_process';

const lanes = [['lint'], ['format:check', 'lint:cycles', 'typecheck', 'lint:openapi']];

/** Runs `npm run -s <script>`, collecting its output; resolves with whether it passed. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const passed = code === 0;
      process.stdout.write(`\n== ${script}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

/** The lane's checks one after another; every check runs even after one failed. */
async function runLane(scripts) {
  let passed = true;
  for (const script of scripts) passed = (await run(script)) && passed;
  return passed;
}

const results = await Promise.all(lanes.map(runLane));
if (results.every(Boolean)) {
  process.stdout.write('\nAll checks passed.\n');
} else {
  process.stdout.write('\nSome checks failed (see above).\n');
  process.exitCode = 1;
}
