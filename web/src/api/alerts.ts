import { api } from './client.ts';
import type { PortalResponse } from './contract.ts';

// Alerts: what needs someone now (a missed round, a critical incident, a long shift), and
// their acknowledgement.

export type AlertList = PortalResponse<'/alerts', 'get'>;
export type Alert = AlertList['data'][number];

export type AlertSettings = PortalResponse<'/alert-settings', 'get'>;
export type AlertKind = keyof AlertSettings;
export type PropertyAlertSettings = PortalResponse<'/alert-settings/properties', 'get'>['data'][number];
export type PropertyAlertKind = keyof PropertyAlertSettings['kinds'];
export type PropertyAlertRule = NonNullable<PropertyAlertSettings['kinds'][PropertyAlertKind]>;

export const alertKeys = {
  list: (state: 'open' | 'all') => ['alerts', state] as const,
  all: ['alerts'] as const,
  settings: ['alert-settings'] as const,
  properties: ['alert-settings', 'properties'] as const,
};

export const alertEndpoints = {
  list: (state: 'open' | 'all') => api.get<AlertList>(`/alerts?state=${state}`),
  acknowledge: (id: number, note: string) => api.post<null>(`/alerts/${id}/acknowledge`, { note }),
  settings: () => api.get<AlertSettings>('/alert-settings'),
  saveSettings: (settings: AlertSettings) => api.put<AlertSettings>('/alert-settings', settings),
  propertySettings: () =>
    api.get<{ data: PropertyAlertSettings[] }>('/alert-settings/properties').then((answer) => answer.data),
  savePropertySettings: (propertyId: number, kinds: Partial<Record<PropertyAlertKind, PropertyAlertRule | null>>) =>
    api.put<PropertyAlertSettings>(`/alert-settings/properties/${propertyId}`, kinds),
};
