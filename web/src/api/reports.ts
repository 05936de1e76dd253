import { api, API_BASE, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// PDF reports of a form response or an incident: ask for one, watch it until it is ready, download it.

export type Report = PortalResponse<'/reports/{id}', 'get'>;
export type ReportKind = Report['kind'];
export type ReportRequest = PortalBody<'/reports', 'post'>;

export const reportKeys = {
  all: ['reports'] as const,
  detail: (id: number) => ['reports', 'detail', id] as const,
  list: (filter: PortalQuery<'/reports', 'get'>) => ['reports', 'list', filter] as const,
};

export const reportEndpoints = {
  request: (body: ReportRequest) => api.post<PortalResponse<'/reports', 'post'>>('/reports', body),
  get: (id: number) => api.get<Report>(`/reports/${id}`),
  list: (filter: PortalQuery<'/reports', 'get'>) =>
    api.get<PortalResponse<'/reports', 'get'>>(`/reports${query(filter)}`),
};

/** Where the browser downloads a finished report's PDF (a plain link: the session cookie authorises it). */
export function reportFileUrl(id: number): string {
  return `${API_BASE}/reports/${id}/file`;
}
