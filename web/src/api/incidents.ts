import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// Incidents for the office: the list, one incident with its history, status changes and comments.

export type IncidentPage = PortalResponse<'/incidents', 'get'>;
export type IncidentRow = IncidentPage['data'][number];
export type IncidentDetail = PortalResponse<'/incidents/{id}', 'get'>;
export type IncidentEvent = IncidentDetail['events'][number];
export type IncidentStatus = IncidentRow['status'];
export type IncidentSeverity = IncidentRow['severity'];
export type IncidentFilters = Pick<PortalQuery<'/incidents', 'get'>, 'property_id' | 'status' | 'severity'>;

export const INCIDENT_STATUSES: readonly IncidentStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const INCIDENT_SEVERITIES: readonly IncidentSeverity[] = ['low', 'medium', 'high', 'critical'];

export const incidentKeys = {
  all: ['incidents'] as const,
  list: (filters: IncidentFilters) => ['incidents', 'list', filters] as const,
  detail: (id: number) => ['incidents', 'detail', id] as const,
};

export const incidentEndpoints = {
  list: (filters: IncidentFilters, cursor: string | undefined) =>
    api.get<IncidentPage>(`/incidents${query({ ...filters, cursor, pageSize: 50 })}`),
  get: (id: number) => api.get<IncidentDetail>(`/incidents/${id}`),
  changeStatus: (id: number, body: PortalBody<'/incidents/{id}/status', 'post'>) =>
    api.post<PortalResponse<'/incidents/{id}/status', 'post'>>(`/incidents/${id}/status`, body),
  comment: (id: number, body: PortalBody<'/incidents/{id}/comments', 'post'>) =>
    api.post<PortalResponse<'/incidents/{id}/comments', 'post'>>(`/incidents/${id}/comments`, body),
};
