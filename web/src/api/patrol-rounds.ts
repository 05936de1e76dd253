import { api, query } from './client.ts';
import type { PortalResponse } from './contract.ts';

// Patrol rounds for the office: a property's day, its figures for a day, week or month, the
// rounds in progress and one round's timeline.

export type PatrolDay = PortalResponse<'/patrol-rounds/day', 'get'>;
export type PatrolPeriodFigures = PortalResponse<'/patrol-rounds/period', 'get'>;
export type PatrolPeriod = PatrolPeriodFigures['period'];
export type PatrolSlot = PatrolDay['slots'][number];
export type PatrolSlotStatus = PatrolSlot['status'];
export type PatrolRoundSummary = NonNullable<PatrolSlot['round']>;
export type PatrolRoundDetail = PortalResponse<'/patrol-rounds/{id}', 'get'>;
export type PatrolTimelineEntry = PatrolRoundDetail['timeline'][number];

export const patrolRoundKeys = {
  all: ['patrol-rounds'] as const,
  day: (propertyId: number, day: string) => ['patrol-rounds', 'day', propertyId, day] as const,
  period: (propertyId: number, period: PatrolPeriod, day: string) =>
    ['patrol-rounds', 'period', propertyId, period, day] as const,
  live: (propertyId: number | undefined) => ['patrol-rounds', 'live', propertyId ?? null] as const,
  detail: (id: number) => ['patrol-rounds', 'detail', id] as const,
};

export const patrolRoundEndpoints = {
  day: (propertyId: number, day: string) =>
    api.get<PatrolDay>(`/patrol-rounds/day${query({ property_id: propertyId, day })}`),
  period: (propertyId: number, period: PatrolPeriod, day: string) =>
    api.get<PatrolPeriodFigures>(`/patrol-rounds/period${query({ property_id: propertyId, period, day })}`),
  live: (propertyId: number | undefined) =>
    api.get<PortalResponse<'/patrol-rounds/live', 'get'>>(`/patrol-rounds/live${query({ property_id: propertyId })}`),
  get: (id: number) => api.get<PatrolRoundDetail>(`/patrol-rounds/${id}`),
};
