import { Type } from '@sinclair/typebox';
import { DEFAULT_RETRY } from '../../platform/jobs/kinds.js';

/**
 * What queuing a sending needs of its job kind (dispatch.ts adds the handler), kept apart
 * so the service can queue without importing the handler that imports it. Scheduled
 * sendings are keyed `report-schedule:<tenant>:<subscription>:<occurrence ISO>`, tests
 * `report-schedule-test:<tenant>:<sending>`.
 */
export const SEND_REPORT = {
  name: 'report-schedules.send',
  payload: Type.Object({ sending_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  // Producing the file is retried briefly (a full renderer queue, a lost database connection).
  retry: { ...DEFAULT_RETRY, maxAttempts: 5, backoffMs: 30_000, maxBackoffMs: 600_000 },
  leaseMs: 120_000,
  // A thousand may fall due in one minute: they never hold up the scans and e-mails due after.
  lane: 'bulk' as const,
};
