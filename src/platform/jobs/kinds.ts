// A job kind is data: a name, a TypeBox payload, a handler and a retry policy. Modules
// declare theirs with defineJobKind and hand them to the worker (src/worker.ts); the
// runner only ever claims kinds it was given.
import type { Static, TSchema } from '@sinclair/typebox';
import type { Logger } from 'pino';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../ratelimit/limiter.js';
import type { FileStore } from '../file-store/file-store.js';
import type { Mailer } from '../mail/mailer.js';
import type { PdfRenderer } from '../pdf/renderer.js';
import type { Config } from '../../config.js';

export interface RetryPolicy {
  /** Attempts in all, the first included: 1 never retries. */
  maxAttempts: number;
  /** Wait before the second attempt; it doubles with every further one. */
  backoffMs: number;
  /** The longest wait between two attempts. */
  maxBackoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoffMs: 10_000, maxBackoffMs: 3_600_000 };

/** How long a claim holds before another worker may take the job over; renewed while the handler runs. */
export const DEFAULT_LEASE_MS = 60_000;

/** Exponential backoff: the wait after the `failedAttempt`-th attempt failed. */
export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  return Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** Math.max(0, failedAttempt - 1));
}

/** The outside services handlers may use; main.ts chooses their implementations. */
export interface JobPorts {
  mailer: Mailer;
  /** Where stored files live (the application's worker always has one; see worker.ts). */
  files?: FileStore;
  /** Renders PDF reports (a worker-thread pool in the application's worker). */
  pdf?: PdfRenderer;
  /** Settings jobs need: where links in e-mails point, how big an attachment may be. */
  config?: Pick<Config, 'publicUrl' | 'port' | 'mailAttachmentMaxBytes'> &
    Partial<Pick<Config, 'webhookAllowNetworks' | 'webhookLeaseMs'>>;
  /** How long a webhook receiver may take to answer (15 s unless said; tests shorten it). */
  webhookTimeoutMs?: number;
}

/** A pino logger, or Fastify's: `child` names a job on every line about it. */
export interface JobLog extends Pick<Logger, 'debug' | 'info' | 'warn' | 'error'> {
  child(bindings: Record<string, unknown>): JobLog;
}

/** The job being run, as the handler sees it. */
export interface RunningJob {
  id: number;
  kind: string;
  key: string;
  tenantId: number | null;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
  runAt: Date;
}

export interface JobContext {
  job: RunningJob;
  database: Database;
  clock: Clock;
  ports: JobPorts;
  log: JobLog;
  /**
   * Runs `work` in one transaction with marking the job done: its writes commit together
   * with the completion, or not at all. Should this worker have lost the job meanwhile
   * (its lease expired and another worker took it over), the transaction rolls back. Use
   * it for effects that must happen exactly once; anything outside it runs at least once.
   */
  completeInTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface FailureContext {
  job: RunningJob;
  /** The transaction that marks the job failed. */
  tx: Tx;
  clock: Clock;
  /** The last attempt's error. */
  error: string;
}

/**
 * Which line a kind waits in. `prompt` (the default): small work someone waits for (scans,
 * e-mails of rules, alerts), claimed first. `bulk`: work that arrives in bursts and takes
 * long (report sendings, PDFs); it never takes a runner's last free slot, so a burst of a
 * thousand cannot hold up what is due after it.
 */
export type JobLane = 'prompt' | 'bulk';

export interface JobKind<S extends TSchema = TSchema> {
  name: string;
  payload: S;
  retry: RetryPolicy;
  leaseMs: number;
  lane: JobLane;
  handler(payload: Static<S>, ctx: JobContext): Promise<void>;
  /** Runs once, in the transaction that marks the job failed for good. */
  onFailed?(payload: Static<S>, ctx: FailureContext): Promise<void>;
}

export interface JobKindDefinition<S extends TSchema> {
  /** Stable: stored with every job, e.g. `mail.send`. */
  name: string;
  payload: S;
  retry?: Partial<RetryPolicy>;
  leaseMs?: number;
  /** `prompt` unless said (see JobLane). */
  lane?: JobLane;
  handler(payload: Static<S>, ctx: JobContext): Promise<void>;
  onFailed?(payload: Static<S>, ctx: FailureContext): Promise<void>;
}

export function defineJobKind<S extends TSchema>(definition: JobKindDefinition<S>): JobKind<S> {
  if (!/^[a-z][a-z0-9_.:-]{0,99}$/.test(definition.name))
    throw new Error(`"${definition.name}" is not a job kind name`);
  const retry = { ...DEFAULT_RETRY, ...definition.retry };
  if (!Number.isInteger(retry.maxAttempts) || retry.maxAttempts < 1) {
    throw new Error(`${definition.name}: maxAttempts must be a whole number of at least 1`);
  }
  const leaseMs = definition.leaseMs ?? DEFAULT_LEASE_MS;
  if (leaseMs < 100) throw new Error(`${definition.name}: a lease under 100 ms cannot be renewed in time`);
  return { ...definition, retry, leaseMs, lane: definition.lane ?? 'prompt' };
}

/** Thrown by a handler when trying again cannot help: the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
