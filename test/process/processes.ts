// Runs the `caretaker` command the way an operator or an outside conformance suite does:
// `node bin/caretaker.js …` as a separate process from the repository root (servers, and
// what only a real process shows: exit codes, signals, locks held by another pid), or,
// where the process boundary is not what a test is about, the same command line in this
// process (`runCli`, `cliJson`, `cliOk`), which spares a Node start-up and a TypeScript
// load per command.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runCli as runCommandLine } from '../../src/cli/main.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(repoRoot, 'bin', 'caretaker.js');

/** Settings the tests choose themselves; inherited values would change what they test. */
const SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'RATE_LIMIT_PER_MINUTE',
  'AUTH_FAILURES_PER_MINUTE',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'SMTP_URL',
  'MAIL_FROM',
  'NODE_OPTIONS',
];

/** The parent's environment without any Caretaker setting, plus the given ones. */
export function processEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SETTINGS) delete env[name];
  return { ...env, ...settings };
}

const children = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Kills every process these helpers started that still runs, and waits until each is gone. */
export async function killChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export interface CliResult {
  args: string[];
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs one CLI command in its own process to its end (killed after timeoutMs); `onSpawn` sees the new process first. */
export function runCliProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
  onSpawn?: (child: ChildProcess) => void,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [entry, ...args], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      }),
    );
    onSpawn?.(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ args, code, signal, stdout, stderr }));
  });
}

/** Runs one CLI command in this process, with the given environment, collecting what it prints. */
export async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCommandLine(args, {
    env,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { args, code, signal: null, stdout, stderr };
}

function describeRun(result: CliResult): string {
  return `caretaker ${result.args.join(' ')} exited ${result.code ?? result.signal}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`;
}

type Runner = (args: string[], env: NodeJS.ProcessEnv) => Promise<CliResult>;

/** Runs a command (in this process, unless told) that must succeed and print exactly one JSON value on stdout. */
export async function cliJson<T = Record<string, unknown>>(
  args: string[],
  env: NodeJS.ProcessEnv,
  run: Runner = runCli,
): Promise<T> {
  const result = await run(args, env);
  if (result.code !== 0) throw new Error(describeRun(result));
  const lines = result.stdout.trim().split('\n');
  if (lines.length !== 1 || lines[0] === '') throw new Error(`expected one JSON line; ${describeRun(result)}`);
  try {
    return JSON.parse(lines[0] as string) as T;
  } catch {
    throw new Error(`stdout is not JSON; ${describeRun(result)}`);
  }
}

/** Runs a command (in this process, unless told) that must succeed; returns its result. */
export async function cliOk(args: string[], env: NodeJS.ProcessEnv, run: Runner = runCli): Promise<CliResult> {
  const result = await run(args, env);
  if (result.code !== 0) throw new Error(describeRun(result));
  return result;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  running(): boolean;
  /** Waits (up to timeoutMs, then kills it) for the process to end on its own. */
  waitForExit(timeoutMs?: number): Promise<Exit>;
  /** Sends the signal and waits (up to timeoutMs) for the process to end. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

/**
 * Starts `caretaker serve` on a free port of 127.0.0.1 and waits until /healthz answers.
 * Fails with the process's output if it exits or does not come up within timeoutMs.
 */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(process.execPath, [entry, 'serve'], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? -1,
    child,
    output: () => ({ stdout, stderr }),
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    waitForExit: async (waitMs = 30_000) => {
      const timer = sleep(waitMs).then(() => 'timeout' as const);
      const outcome = await Promise.race([exited, timer]);
      if (outcome === 'timeout') {
        child.kill('SIGKILL');
        throw new Error(`caretaker serve did not end within ${waitMs} ms`);
      }
      return outcome;
    },
    stop: async (signal = 'SIGTERM', stopTimeoutMs = 30_000) => {
      if (server.running()) child.kill(signal);
      return server.waitForExit(stopTimeoutMs);
    },
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.running()) {
      const exit = await exited;
      throw new Error(`caretaker serve exited (${exit.code ?? exit.signal}) before answering\n${stdout}\n${stderr}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`caretaker serve did not answer within ${timeoutMs} ms\n${stdout}\n${stderr}`);
    }
    const status = await rawRequest({ port, path: '/healthz' }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    await sleep(100);
  }
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (no keep-alive pool), so nothing is reused between servers. */
export function rawRequest(options: {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        },
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.once('error', reject);
      },
    );
    request.once('timeout', () => request.destroy(new Error('request timed out')));
    request.once('error', reject);
    request.end(options.body);
  });
}

/**
 * Starts a request whose body arrives in two parts: the headers and the first part now,
 * the rest when `finish` is called. Until then the request is in flight on the server.
 */
export function slowRequest(options: {
  port: number;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}): { finish(): Promise<RawResponse> } {
  const bytes = Buffer.from(options.body);
  const half = Math.floor(bytes.length / 2);
  let settle: { resolve(r: RawResponse): void; reject(e: Error): void } | undefined;
  const outcome = new Promise<RawResponse>((resolve, reject) => (settle = { resolve, reject }));
  const request = http.request(
    {
      host: '127.0.0.1',
      port: options.port,
      path: options.path,
      method: options.method,
      headers: { ...options.headers, 'content-length': String(bytes.length) },
      agent: false,
    },
    (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.once('end', () =>
        settle?.resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.once('error', (error) => settle?.reject(error));
    },
  );
  request.once('error', (error) => settle?.reject(error));
  // A failure before `finish` is reported by `finish`, not as an unhandled rejection.
  outcome.catch(() => undefined);
  request.flushHeaders();
  request.write(bytes.subarray(0, half));
  return {
    finish: () => {
      request.end(bytes.subarray(half));
      return outcome;
    },
  };
}
