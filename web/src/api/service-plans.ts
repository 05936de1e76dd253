import { api } from './client.ts';
import type { PortalBody, PortalResponse } from './contract.ts';

// Service plans (Leistungsverzeichnis): a property's areas and their recurring services
// (docs/service-plans.md).

export type ServicePlan = PortalResponse<'/properties/{id}/service-plan', 'get'>;
export type PlanArea = ServicePlan['areas'][number];
export type PlanService = PlanArea['services'][number];
export type PlanAreaInput = PortalBody<'/properties/{id}/plan-areas', 'post'>;
export type PlanServiceInput = PortalBody<'/plan-areas/{id}/services', 'post'>;
export type FrequencyPreviewInput = PortalBody<'/service-plans/preview', 'post'>;
export type FrequencyPreview = PortalResponse<'/service-plans/preview', 'post'>;
export type PlanSettings = PortalResponse<'/service-plans/settings', 'get'>;
export type PlanImportInput = PortalBody<'/service-plans/import', 'post'>;
export type PlanImportReport = PortalResponse<'/service-plans/import', 'post'>;
export type PlannedVsDone = PortalResponse<'/service-plans/planned-vs-done', 'get'>;
export type PlannedVsDoneGroup = PlannedVsDone['group'];
export interface PlannedVsDoneQuery {
  from: string;
  to: string;
  group: PlannedVsDoneGroup;
}
/** The largest LV file the import takes. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const planKeys = {
  all: ['service-plan'] as const,
  plan: (propertyId: number) => ['service-plan', propertyId] as const,
  settings: ['service-plan', 'settings'] as const,
  plannedVsDone: (query: PlannedVsDoneQuery) => ['service-plan', 'planned-vs-done', query] as const,
  preview: (input: FrequencyPreviewInput, language: string) => ['service-plan', 'preview', input, language] as const,
};

export const planEndpoints = {
  plan: (propertyId: number) => api.get<ServicePlan>(`/properties/${propertyId}/service-plan`),
  createArea: (propertyId: number, body: PlanAreaInput) =>
    api.post<PlanArea>(`/properties/${propertyId}/plan-areas`, body),
  updateArea: (id: number, body: PlanAreaInput) => api.patch<PlanArea>(`/plan-areas/${id}`, body),
  deleteArea: (id: number) => api.delete<undefined>(`/plan-areas/${id}`),
  createService: (areaId: number, body: PlanServiceInput) =>
    api.post<PlanService>(`/plan-areas/${areaId}/services`, body),
  updateService: (id: number, body: PlanServiceInput) => api.put<PlanService>(`/plan-services/${id}`, body),
  retireService: (id: number) => api.post<PlanService>(`/plan-services/${id}/retire`),
  preview: (body: FrequencyPreviewInput) => api.post<FrequencyPreview>('/service-plans/preview', body),
  settings: () => api.get<PlanSettings>('/service-plans/settings'),
  setSettings: (body: PlanSettings) => api.put<PlanSettings>('/service-plans/settings', body),
  importCsv: (body: PlanImportInput) => api.post<PlanImportReport>('/service-plans/import', body),
  plannedVsDone: (query: PlannedVsDoneQuery) =>
    api.get<PlannedVsDone>(`/service-plans/planned-vs-done?${new URLSearchParams({ ...query }).toString()}`),
};
