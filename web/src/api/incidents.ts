import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// Incidents for the office: the list, reporting one, one incident with its history, status
// changes, comments, owner and due date, and a task made from it.

export type IncidentPage = PortalResponse<'/incidents', 'get'>;
export type IncidentRow = IncidentPage['data'][number];
export type IncidentDetail = PortalResponse<'/incidents/{id}', 'get'>;
export type IncidentEvent = IncidentDetail['events'][number];
export type IncidentStatus = IncidentRow['status'];
export type IncidentSeverity = IncidentRow['severity'];
export type IncidentFilters = Pick<PortalQuery<'/incidents', 'get'>, 'property_id' | 'status' | 'severity' | 'owner'>;
export type IncidentCreate = PortalBody<'/incidents', 'post'>;
export type IncidentPlan = PortalBody<'/incidents/{id}', 'patch'>;
export type IncidentTaskCreate = PortalBody<'/incidents/{id}/task', 'post'>;

export const INCIDENT_STATUSES: readonly IncidentStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const INCIDENT_SEVERITIES: readonly IncidentSeverity[] = ['low', 'medium', 'high', 'critical'];

export const incidentKeys = {
  all: ['incidents'] as const,
  list: (filters: IncidentFilters) => ['incidents', 'list', filters] as const,
  detail: (id: number) => ['incidents', 'detail', id] as const,
  owners: (id: number) => ['incidents', 'owners', id] as const,
};

export const incidentEndpoints = {
  list: (filters: IncidentFilters, cursor: string | undefined) =>
    api.get<IncidentPage>(`/incidents${query({ ...filters, cursor, pageSize: 50 })}`),
  get: (id: number) => api.get<IncidentDetail>(`/incidents/${id}`),
  changeStatus: (id: number, body: PortalBody<'/incidents/{id}/status', 'post'>) =>
    api.post<PortalResponse<'/incidents/{id}/status', 'post'>>(`/incidents/${id}/status`, body),
  comment: (id: number, body: PortalBody<'/incidents/{id}/comments', 'post'>) =>
    api.post<PortalResponse<'/incidents/{id}/comments', 'post'>>(`/incidents/${id}/comments`, body),
  create: (body: IncidentCreate) => api.post<IncidentDetail>('/incidents', body),
  plan: (id: number, body: IncidentPlan) => api.patch<IncidentDetail>(`/incidents/${id}`, body),
  owners: (id: number) => api.get<PortalResponse<'/incidents/{id}/owners', 'get'>>(`/incidents/${id}/owners`),
  createTask: (id: number, body: IncidentTaskCreate) =>
    api.post<PortalResponse<'/incidents/{id}/task', 'post'>>(`/incidents/${id}/task`, body),
};
