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
export type InspectionTemplateList = PortalResponse<'/inspection-templates', 'get'>;
export type InspectionTemplateRow = InspectionTemplateList['data'][number];
export type InspectionTemplateDefinition = InspectionTemplate['definition'];
export type InspectionScaleKind = InspectionTemplateDefinition['scale']['kind'];
export type InspectionTemplateCreate = PortalBody<'/inspection-templates', 'post'>;
export type InspectionTemplateRevise = PortalBody<'/inspection-templates/{id}/versions', 'post'>;
export type DefectTaskRequest = PortalBody<'/inspections/{id}/defect-tasks', 'post'>;

export const inspectionKeys = {
  all: ['inspections'] as const,
  list: (filters: InspectionFilters) => ['inspections', 'list', filters] as const,
  trend: (filter: InspectionTrendQuery) => ['inspections', 'trend', filter] as const,
  detail: (id: number) => ['inspections', 'detail', id] as const,
  template: (id: number, version: number) => ['inspections', 'template', id, version] as const,
  templateList: ['inspections', 'templates'] as const,
  /** Every version of a template read so far, the current one included. */
  templateVersions: (id: number) => ['inspections', 'template', id] as const,
  /** A template's current version. */
  currentTemplate: (id: number) => ['inspections', 'template', id, 'current'] as const,
};

/** The fixed scales and their percentages, as the server has them (docs/inspections.md). */
export const FIXED_SCALES: Record<Exclude<InspectionScaleKind, 'custom'>, { value: string; percent: number }[]> = {
  '1-3': [
    { value: '1', percent: 100 },
    { value: '2', percent: 85 },
    { value: '3', percent: 70 },
  ],
  '1-5': [
    { value: '1', percent: 100 },
    { value: '2', percent: 90 },
    { value: '3', percent: 80 },
    { value: '4', percent: 70 },
    { value: '5', percent: 60 },
  ],
  pass_fail: [
    { value: 'pass', percent: 100 },
    { value: 'fail', percent: 0 },
  ],
};
export const SCALE_KINDS: InspectionScaleKind[] = ['1-3', '1-5', 'pass_fail', 'custom'];

export const inspectionEndpoints = {
  list: (filters: InspectionFilters) => api.get<InspectionList>(`/inspections${query(filters)}`),
  trend: (filter: InspectionTrendQuery) => api.get<InspectionTrend>(`/inspections/trend${query(filter)}`),
  get: (id: number) => api.get<InspectionDetail>(`/inspections/${id}`),
  template: (id: number, version: number) =>
    api.get<InspectionTemplate>(`/inspection-templates/${id}${query({ version })}`),
  templates: () => api.get<InspectionTemplateList>('/inspection-templates'),
  currentTemplate: (id: number) => api.get<InspectionTemplate>(`/inspection-templates/${id}`),
  createTemplate: (body: InspectionTemplateCreate) => api.post<InspectionTemplate>('/inspection-templates', body),
  reviseTemplate: (id: number, body: InspectionTemplateRevise) =>
    api.post<InspectionTemplate>(`/inspection-templates/${id}/versions`, body),
  defectTask: (id: number, body: DefectTaskRequest) =>
    api.post<PortalResponse<'/inspections/{id}/defect-tasks', 'post'>>(`/inspections/${id}/defect-tasks`, body),
};

/** A stored file (a rating's photo, the signature) and its thumbnail, read through the portal's file routes. */
export const fileUrl = (id: number) => `${API_BASE}/files/${id}`;
export const thumbnailUrl = (id: number) => `${API_BASE}/files/${id}/thumbnail`;
