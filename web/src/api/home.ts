import { api } from './client.ts';
import type { PortalResponse } from './contract.ts';

// The portal's home: who is on site, overdue tasks, urgent incidents, today's patrol rounds.

export type HomeOverview = PortalResponse<'/home', 'get'>;

export const homeKeys = { overview: ['home'] as const };

export const homeEndpoints = { overview: () => api.get<HomeOverview>('/home') };
