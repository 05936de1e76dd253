// Runs one autocannon measurement inside a worker thread, so generating the load does
// not compete with the server for the main thread's event loop. Started by load.ts.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadResult, LoadSpec } from './load.js';

async function run(spec: LoadSpec): Promise<LoadResult> {
  const request: autocannon.Request = {
    method: spec.method,
    path: spec.path,
    headers: spec.headers,
    ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
  };
  if (spec.freshUuid && spec.body !== undefined) {
    const template = spec.body;
    // A new idempotency key on every request: each one creates a task.
    request.setupRequest = (req) => ({ ...req, body: JSON.stringify({ ...template, uuid: randomUUID() }) });
  }
  const options: autocannon.Options = {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests: [request],
  };
  // Inside a worker thread autocannon hands back its raw histograms; aggregating them
  // gives the usual summary (percentiles, status counts).
  const raw: unknown = await autocannon(options);
  const { aggregateResult } = autocannon as unknown as {
    aggregateResult: (results: unknown[], opts: autocannon.Options) => autocannon.Result;
  };
  const result = aggregateResult([raw], options);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const completed = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    completed,
    durationSeconds: result.duration,
    requestsPerSecond: completed / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

run(workerData as LoadSpec).then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: unknown) => parentPort?.postMessage({ ok: false, error: String(error) }),
);
