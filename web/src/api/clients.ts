import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// Clients and their report branding, and the tenant's default branding.

export type ClientList = PortalResponse<'/clients', 'get'>;
export type Client = ClientList['data'][number];
export type ClientDetail = PortalResponse<'/clients/{id}', 'get'>;
export type ClientInput = PortalBody<'/clients', 'post'>;
export type ClientPatch = PortalBody<'/clients/{id}', 'patch'>;
export type ClientFilters = PortalQuery<'/clients', 'get'>;
export type BrandingView = PortalResponse<'/branding/default', 'get'>;
export type BrandingPreset = NonNullable<BrandingView['preset']>;
export type BrandingInput = PortalBody<'/branding/default', 'put'>;

/** Whose branding: the tenant's default or one client's. */
export type BrandingOwner = 'default' | { clientId: number };

export const clientKeys = {
  all: ['clients'] as const,
  list: (filters: ClientFilters) => ['clients', 'list', filters] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
  branding: (owner: BrandingOwner) =>
    ['clients', 'branding', owner === 'default' ? 'default' : owner.clientId] as const,
};

const brandingPath = (owner: BrandingOwner) =>
  owner === 'default' ? '/branding/default' : `/clients/${owner.clientId}/branding`;

export const clientEndpoints = {
  list: (filters: ClientFilters) => api.get<ClientList>(`/clients${query(filters)}`),
  get: (id: number) => api.get<ClientDetail>(`/clients/${id}`),
  create: (body: ClientInput) => api.post<Client>('/clients', body),
  update: (id: number, body: ClientPatch) => api.patch<Client>(`/clients/${id}`, body),
  branding: (owner: BrandingOwner) => api.get<BrandingView>(brandingPath(owner)),
  saveBranding: (owner: BrandingOwner, body: BrandingInput) => api.put<BrandingView>(brandingPath(owner), body),
  removeBranding: (owner: BrandingOwner) => api.delete<BrandingView>(brandingPath(owner)),
};

/** WCAG contrast of white text on #rrggbb (as the server checks it); undefined for no colour. */
export function contrastWithWhite(hex: string): number | undefined {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return undefined;
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return 1.05 / (luminance + 0.05);
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

// Roles (Settings → Roles)

export type RoleList = PortalResponse<'/roles', 'get'>;
export type RoleInfo = RoleList['roles'][number];
export type PermissionKey = RoleList['permissions'][number]['key'];
export type RoleInput = PortalBody<'/roles', 'post'>;
export type RolePatch = PortalBody<'/roles/{id}', 'patch'>;

export const roleKeys = { all: ['roles'] as const, screen: ['roles', 'screen'] as const };

export const roleEndpoints = {
  list: () => api.get<RoleList>('/roles'),
  create: (body: RoleInput) => api.post<RoleInfo>('/roles', body),
  update: (key: string, body: RolePatch) => api.patch<RoleInfo>(`/roles/${encodeURIComponent(key)}`, body),
  remove: (key: string) => api.delete<undefined>(`/roles/${encodeURIComponent(key)}`),
};

// Task assignees

export type AssigneeChoice = PortalResponse<'/tasks/assignees', 'get'>['data'][number];

export const assigneeKeys = {
  candidates: (propertyId: number | undefined) => ['tasks', 'assignees', propertyId ?? 'all'] as const,
};

export const assigneeEndpoints = {
  candidates: (propertyId: number | undefined) =>
    api.get<PortalResponse<'/tasks/assignees', 'get'>>(`/tasks/assignees${query({ property_id: propertyId })}`),
};
