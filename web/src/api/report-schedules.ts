import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';
import type { Permission } from './types.ts';

// Reports → Schedules: subscriptions that e-mail a report on a recurrence, their sendings,
// and the owner's notices (a sending that failed after its last retry).

export type ScheduleSettings = PortalResponse<'/report-schedules/settings', 'get'>;
export type SchedulePage = PortalResponse<'/report-schedules', 'get'>;
export type Schedule = SchedulePage['data'][number];
export type ScheduleKind = Schedule['kind'];
export type ScheduleStatus = Schedule['status'];
export type SchedulePeriod = Schedule['period'];
export type Recurrence = Schedule['recurrence'];
export type ScheduleInput = PortalBody<'/report-schedules', 'post'>;
export type SchedulePatch = PortalBody<'/report-schedules/{id}', 'patch'>;
export type ScheduleListQuery = Omit<PortalQuery<'/report-schedules', 'get'>, 'cursor'>;
export type Sending = PortalResponse<'/report-schedules/{id}/sendings', 'get'>['data'][number];
export type SendingStatus = Sending['status'];
export type SendingDetail = PortalResponse<'/report-schedules/{id}/sendings/{sendingId}', 'get'>;
export type SendingRecipient = SendingDetail['recipient_results'][number];
export type SendNowAnswer = PortalResponse<'/report-schedules/{id}/send-now', 'post'>;
export type RecipientAccountPage = PortalResponse<'/report-schedules/accounts', 'get'>;
export type RecipientAccount = RecipientAccountPage['data'][number];
export type PendingAddress = PortalResponse<'/report-schedules/approvals', 'get'>['data'][number];
export type MailLimits = PortalBody<'/report-schedules/limits', 'patch'>;
export type NoticePage = PortalResponse<'/notices', 'get'>;
export type Notice = NoticePage['data'][number];

export const SCHEDULE_KINDS: readonly ScheduleKind[] = [
  'patrol',
  'incidents',
  'form_responses',
  'working_time',
  'service_proof',
  'inspections',
];
export const SCHEDULE_PERIODS: readonly SchedulePeriod[] = [
  'previous_day',
  'previous_week',
  'previous_month',
  'since_last_sending',
];

/**
 * The permission each kind needs (as the server checks it): the screen is offered to whoever
 * holds one of them, before the settings say which kinds are theirs.
 */
export const KIND_PERMISSIONS: Record<ScheduleKind, Permission> = {
  patrol: 'patrols.manage',
  incidents: 'incidents.manage',
  form_responses: 'forms.manage',
  working_time: 'time.manage',
  service_proof: 'tasks.manage',
  inspections: 'tasks.manage',
};
export const SCHEDULE_PERMISSIONS: readonly Permission[] = [...new Set(Object.values(KIND_PERMISSIONS))];

/** A sending still on its way: its history entry changes by itself. */
export const SENDING_IN_PROGRESS: readonly SendingStatus[] = ['queued', 'producing', 'sending'];

export const scheduleKeys = {
  all: ['report-schedules'] as const,
  settings: ['report-schedules', 'settings'] as const,
  list: (filter: ScheduleListQuery) => ['report-schedules', 'list', filter] as const,
  detail: (id: number) => ['report-schedules', 'detail', id] as const,
  sendings: (id: number) => ['report-schedules', 'sendings', id] as const,
  sending: (id: number, sendingId: number) => ['report-schedules', 'sending', id, sendingId] as const,
  accounts: (q: string) => ['report-schedules', 'accounts', q] as const,
  notices: ['notices'] as const,
  approvals: ['report-schedules', 'approvals'] as const,
};

export const scheduleEndpoints = {
  settings: () => api.get<ScheduleSettings>('/report-schedules/settings'),
  list: (filter: ScheduleListQuery, cursor: string | undefined) =>
    api.get<SchedulePage>(`/report-schedules${query({ ...filter, cursor })}`),
  get: (id: number) => api.get<Schedule>(`/report-schedules/${id}`),
  create: (body: ScheduleInput) => api.post<Schedule>('/report-schedules', body),
  update: (id: number, body: SchedulePatch) => api.patch<Schedule>(`/report-schedules/${id}`, body),
  pause: (id: number) => api.post<Schedule>(`/report-schedules/${id}/pause`),
  resume: (id: number) => api.post<Schedule>(`/report-schedules/${id}/resume`),
  archive: (id: number) => api.delete<Schedule>(`/report-schedules/${id}`),
  sendNow: (id: number) => api.post<SendNowAnswer>(`/report-schedules/${id}/send-now`),
  sendings: (id: number, cursor: string | undefined) =>
    api.get<PortalResponse<'/report-schedules/{id}/sendings', 'get'>>(
      `/report-schedules/${id}/sendings${query({ cursor })}`,
    ),
  sending: (id: number, sendingId: number) => api.get<SendingDetail>(`/report-schedules/${id}/sendings/${sendingId}`),
  /** The recipients picker's people: no accounts permission needed. */
  accounts: (q: string, cursor: string | undefined) =>
    api.get<RecipientAccountPage>(`/report-schedules/accounts${query({ q: q || undefined, cursor })}`),
  /** settings.edit: outside addresses waiting for approval, approving, removing; the limits. */
  approvals: () => api.get<PortalResponse<'/report-schedules/approvals', 'get'>>('/report-schedules/approvals'),
  approve: (address: { scheduleId: number; recipientId: number }) =>
    api.post<unknown>(`/report-schedules/${address.scheduleId}/recipients/${address.recipientId}/approve`),
  removeAddress: (address: { scheduleId: number; recipientId: number }) =>
    api.delete<unknown>(`/report-schedules/${address.scheduleId}/recipients/${address.recipientId}`),
  setLimits: (limits: MailLimits) => api.patch<MailLimits>('/report-schedules/limits', limits),
  notices: (unread: boolean) => api.get<NoticePage>(`/notices${query({ unread: unread || undefined })}`),
  readNotice: (id: number) => api.post<Notice>(`/notices/${id}/read`),
};
