import { api, API_BASE, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// Quality inspections for the office: the list, the score trend, one inspection with its
// template version, and a task made from a defect.

export type InspectionList = PortalResponse<'/inspections', 'get'>;
export type InspectionRow = InspectionList['data'][number];
export type InspectionFilters = PortalQuery<'/inspections', 'get'>;
export type InspectionTrend = PortalResponse<'/inspections/trend', 'get'>;
export type InspectionTrendQuery = PortalQuery<'/inspections/trend', 'get'>;
export type InspectionDetail = PortalResponse<'/inspections/{id}', 'get'>;
export type InspectionRating = InspectionDetail['ratings'][number];
export type InspectionTemplate = PortalResponse<'/inspection-templates/{id}', 'get'>;
export type DefectTaskRequest = PortalBody<'/inspections/{id}/defect-tasks', 'post'>;

export const inspectionKeys = {
  all: ['inspections'] as const,
  list: (filters: InspectionFilters) => ['inspections', 'list', filters] as const,
  trend: (filter: InspectionTrendQuery) => ['inspections', 'trend', filter] as const,
  detail: (id: number) => ['inspections', 'detail', id] as const,
  template: (id: number, version: number) => ['inspections', 'template', id, version] as const,
};

export const inspectionEndpoints = {
  list: (filters: InspectionFilters) => api.get<InspectionList>(`/inspections${query(filters)}`),
  trend: (filter: InspectionTrendQuery) => api.get<InspectionTrend>(`/inspections/trend${query(filter)}`),
  get: (id: number) => api.get<InspectionDetail>(`/inspections/${id}`),
  template: (id: number, version: number) =>
    api.get<InspectionTemplate>(`/inspection-templates/${id}${query({ version })}`),
  defectTask: (id: number, body: DefectTaskRequest) =>
    api.post<PortalResponse<'/inspections/{id}/defect-tasks', 'post'>>(`/inspections/${id}/defect-tasks`, body),
};

/** A stored file (a rating's photo, the signature) and its thumbnail, read through the portal's file routes. */
export const fileUrl = (id: number) => `${API_BASE}/files/${id}`;
export const thumbnailUrl = (id: number) => `${API_BASE}/files/${id}/thumbnail`;
