import { api } from './client.ts';
import type { PortalResponse } from './contract.ts';

// Alerts: what needs someone now (a missed round, a critical incident, a long shift), and
// their acknowledgement.

export type AlertList = PortalResponse<'/alerts', 'get'>;
export type Alert = AlertList['data'][number];

export type AlertSettings = PortalResponse<'/alert-settings', 'get'>;
export type AlertKind = keyof AlertSettings;

export const alertKeys = {
  list: (state: 'open' | 'all') => ['alerts', state] as const,
  all: ['alerts'] as const,
  settings: ['alert-settings'] as const,
};

export const alertEndpoints = {
  list: (state: 'open' | 'all') => api.get<AlertList>(`/alerts?state=${state}`),
  acknowledge: (id: number, note: string) => api.post<null>(`/alerts/${id}/acknowledge`, { note }),
  settings: () => api.get<AlertSettings>('/alert-settings'),
  saveSettings: (settings: AlertSettings) => api.put<AlertSettings>('/alert-settings', settings),
};
