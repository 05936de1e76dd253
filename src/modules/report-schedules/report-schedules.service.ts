import { DomainError } from '../../domain/errors.js';
import type { Permission } from '../../auth/permissions.js';
import type { FileStore } from '../../files/file-store.js';
import type { Readable } from 'node:stream';
import type { AccountActor } from '../access/actor.js';
import type { Page } from '../shared/pagination.js';
import type { ServiceDeps } from '../shared/context.js';
import type {
  ReportScheduleCreate,
  ReportScheduleDto,
  ReportScheduleListQuery,
  ReportSchedulePatch,
  ReportSendingDetail,
  ReportSendingSummary,
} from './report-schedules.schema.js';

export interface ReportScheduleDeps extends ServiceDeps {
  files: FileStore;
  attachmentMaxBytes: number;
}

/** The person setting up or reading subscriptions, with the permissions of their role. */
export interface ScheduleEditor {
  actor: AccountActor;
  permissions: readonly Permission[];
}

const later = (): never => {
  throw new DomainError('service_unavailable', 'Report schedules are not available yet.');
};

export async function reportScheduleSettings(_deps: ReportScheduleDeps, _editor: ScheduleEditor) {
  return later() as {
    attachment_max_bytes: number;
    link_valid_days: number;
    max_recipients: number;
    placeholders: string[];
    tenant_time_zone: string;
    kinds: {
      kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time';
      available: boolean;
      empty_means: string;
      permission: string;
    }[];
  };
}
export async function listReportSchedules(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _query: ReportScheduleListQuery,
): Promise<Page<ReportScheduleDto>> {
  return later();
}
export async function createReportSchedule(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _input: ReportScheduleCreate,
): Promise<ReportScheduleDto> {
  return later();
}
export async function getReportSchedule(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
): Promise<ReportScheduleDto> {
  return later();
}
export async function updateReportSchedule(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
  _patch: ReportSchedulePatch,
): Promise<ReportScheduleDto> {
  return later();
}
export async function pauseReportSchedule(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
): Promise<ReportScheduleDto> {
  return later();
}
export async function resumeReportSchedule(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
): Promise<ReportScheduleDto> {
  return later();
}
export async function archiveReportSchedule(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
): Promise<ReportScheduleDto> {
  return later();
}
export async function sendReportScheduleNow(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
): Promise<{ sending_id: number; address: string; status: 'queued' }> {
  return later();
}
export async function listReportSendings(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
  _query: { cursor?: string | undefined },
): Promise<Page<ReportSendingSummary>> {
  return later();
}
export async function getReportSending(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
  _sendingId: number,
): Promise<ReportSendingDetail> {
  return later();
}
export async function openReportSendingFile(
  _deps: ReportScheduleDeps,
  _editor: ScheduleEditor,
  _id: number,
  _sendingId: number,
): Promise<{ stream: Readable; fileName: string; contentType: string; byteSize: number }> {
  return later();
}
