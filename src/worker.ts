// The worker role: every job kind and schedule the application runs, in one place, and
// the runner built from them. `caretaker serve` starts it next to HTTP; `caretaker
// worker` alone (PostgreSQL only).
import type { Database } from './db/client.js';
import type { JobKind, JobLog, JobPorts } from './platform/jobs/kinds.js';
import { pruneFinishedJobs } from './platform/jobs/prune.js';
import { prunePublicEvents } from './modules/events/prune.js';
import { missedPatrolRounds } from './modules/patrols/missed.js';
import { pruneIdempotencyKeys } from './platform/idempotency/idempotency.js';
import { pruneStagedFileChunks } from './platform/file-store/prune-staged-chunks.js';
import { maintainAllTables, maintainDueTables } from './db/maintenance.js';
import { JobRunner } from './platform/jobs/runner.js';
import type { Schedule } from './platform/jobs/schedule.js';
import { eventJobKinds } from './platform/events/events.js';
import { mailSendJob } from './platform/mail/outgoing.js';
import { SUBSCRIBERS } from './subscribers.js';
import { escalateAlertJob, longShiftAlerts } from './modules/alerts/alerts.service.js';
import { overdueTasks } from './modules/tasks/overdue.js';
import { generateServicePlans, missedServicePlanTasks } from './modules/service-plans/service-plans.service.js';
import { workflowMailJob, workflowRunJob } from './modules/workflows/engine.js';
import { purgeExportFiles } from './modules/working-time/export-purge.js';
import { generateReportJob, purgeReports } from './modules/reports/report-jobs.js';
import {
  dueReportSchedules,
  purgeReportSendingFiles,
  reportMailJob,
  sendReportJob,
} from './modules/report-schedules/dispatch.js';
import { pruneWebhookDeliveries, webhookDeliverJob } from './modules/webhooks/delivery.js';
import { earlierWebhookFanOutJob } from './modules/webhooks/earlier-fan-out.js';
import type { FileStore } from './platform/file-store/file-store.js';
import type { Clock } from './ratelimit/limiter.js';

export const JOB_KINDS: readonly JobKind[] = [
  mailSendJob,
  workflowRunJob,
  workflowMailJob,
  generateReportJob,
  sendReportJob,
  reportMailJob,
  webhookDeliverJob,
  earlierWebhookFanOutJob,
  escalateAlertJob,
  ...eventJobKinds(SUBSCRIBERS),
];

export const SCHEDULES: readonly Schedule[] = [
  pruneFinishedJobs,
  prunePublicEvents,
  missedPatrolRounds,
  longShiftAlerts,
  overdueTasks,
  generateServicePlans,
  missedServicePlanTasks,
  pruneIdempotencyKeys,
  pruneStagedFileChunks,
  purgeExportFiles,
  purgeReports,
  dueReportSchedules,
  purgeReportSendingFiles,
  pruneWebhookDeliveries,
  maintainDueTables,
  maintainAllTables,
];

/** The application's worker: its schedules remove stored files, so it needs the file store. */
export function createWorker(deps: {
  database: Database;
  ports: JobPorts & { files: FileStore };
  log: JobLog;
  clock: Clock;
}): JobRunner {
  // WEBHOOK_LEASE_MS: how soon another worker takes over a delivery pass whose worker died.
  const webhookLeaseMs = deps.ports.config?.webhookLeaseMs;
  const kinds = JOB_KINDS.map((kind) =>
    kind === webhookDeliverJob && webhookLeaseMs !== undefined ? { ...kind, leaseMs: webhookLeaseMs } : kind,
  );
  return new JobRunner({ ...deps, kinds, schedules: SCHEDULES });
}
