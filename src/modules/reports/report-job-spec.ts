import { Type } from '@sinclair/typebox';
import { DEFAULT_RETRY } from '../../platform/jobs/kinds.js';

/**
 * What queuing a report needs of its job kind (report-jobs.ts adds the handler): kept
 * apart so the service can queue without importing the handler that imports it.
 */
export const GENERATE_REPORT = {
  name: 'reports.generate',
  payload: Type.Object({ report_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  retry: { ...DEFAULT_RETRY, maxAttempts: 3, backoffMs: 5_000, maxBackoffMs: 60_000 },
  /** Rendering 20 pages with photos takes seconds; the lease is renewed while it runs. */
  leaseMs: 60_000,
};
