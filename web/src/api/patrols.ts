import { api, query } from './client.ts';
import type { PortalBody, PortalResponse } from './contract.ts';

// Patrol set-up: routes, their checkpoints and schedules.

export type PatrolRouteList = PortalResponse<'/patrol-routes', 'get'>;
export type PatrolRouteSummary = PatrolRouteList['data'][number];
export type PatrolRouteDetail = PortalResponse<'/patrol-routes/{id}', 'get'>;
export type PatrolCheckpoint = PatrolRouteDetail['checkpoints'][number];
export type PatrolRouteInput = PortalBody<'/patrol-routes', 'post'>;
export type PatrolCheckpointInput = PortalBody<'/patrol-routes/{id}/checkpoints', 'post'>;
export type PatrolCheckpointPatch = PortalBody<'/patrol-routes/{id}/checkpoints/{checkpointId}', 'patch'>;
export type PatrolScheduleInput = PortalBody<'/patrol-routes/{id}/schedules', 'post'>;

export const patrolKeys = {
  all: ['patrol-routes'] as const,
  list: (propertyId: number | undefined) => ['patrol-routes', 'list', propertyId ?? 'all'] as const,
  detail: (id: number) => ['patrol-routes', 'detail', id] as const,
};

export const patrolEndpoints = {
  list: (propertyId: number | undefined) =>
    api.get<PatrolRouteList>(`/patrol-routes${query({ property_id: propertyId })}`),
  get: (id: number) => api.get<PatrolRouteDetail>(`/patrol-routes/${id}`),
  create: (body: PatrolRouteInput) => api.post<PatrolRouteDetail>('/patrol-routes', body),
  update: (id: number, body: PortalBody<'/patrol-routes/{id}', 'patch'>) =>
    api.patch<PatrolRouteDetail>(`/patrol-routes/${id}`, body),
  addCheckpoint: (id: number, body: PatrolCheckpointInput) =>
    api.post<PatrolRouteDetail>(`/patrol-routes/${id}/checkpoints`, body),
  updateCheckpoint: (id: number, checkpointId: number, body: PatrolCheckpointPatch) =>
    api.patch<PatrolRouteDetail>(`/patrol-routes/${id}/checkpoints/${checkpointId}`, body),
  reorder: (id: number, checkpointIds: number[]) =>
    api.put<PatrolRouteDetail>(`/patrol-routes/${id}/checkpoint-order`, { checkpoint_ids: checkpointIds }),
  addSchedule: (id: number, body: PatrolScheduleInput) =>
    api.post<PatrolRouteDetail>(`/patrol-routes/${id}/schedules`, body),
  updateSchedule: (
    id: number,
    scheduleId: number,
    body: PortalBody<'/patrol-routes/{id}/schedules/{scheduleId}', 'patch'>,
  ) => api.patch<PatrolRouteDetail>(`/patrol-routes/${id}/schedules/${scheduleId}`, body),
  sheetUrl: (id: number) => `/portal/api/patrol-routes/${id}/sheet`,
};
