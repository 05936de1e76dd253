import { Worker } from 'node:worker_threads';

/** One load run, in plain data so it can cross into the worker thread. */
export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  /** Give every request its own random `uuid` in the body (a new task each time). */
  freshUuid?: boolean;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  completed: number;
  durationSeconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU time of the server's (main) thread per completed request, set by the caller. */
  cpuMsPerRequest?: number;
  /** CPU time of the PostgreSQL backends per completed request, when they run on this machine. */
  dbCpuMsPerRequest?: number;
}

type WorkerReply = { ok: true; result: LoadResult } | { ok: false; error: string };

// Worker threads do not inherit tsx's loader, so the worker registers it before
// importing the TypeScript entry.
const tsxApi = import.meta.resolve('tsx/esm/api');
const entry = new URL('./load-worker.ts', import.meta.url).href;
const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;

/** Runs autocannon in a worker thread and resolves with its summary. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: spec });
    let settled = false;
    worker.once('message', (reply: WorkerReply) => {
      settled = true;
      void worker.terminate();
      if (reply.ok) resolve(reply.result);
      else reject(new Error(`load run failed: ${reply.error}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load worker exited with code ${code} before reporting`));
    });
  });
}
