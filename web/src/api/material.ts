import { api, query } from './client.ts';
import type { PortalBody, PortalQuery, PortalResponse } from './contract.ts';

// The material module: catalogue, stock, ledger, bookings and requests (docs/portal.md, "Material").

export type MaterialItem = PortalResponse<'/material/items', 'get'>['data'][number];
export type WarehouseStock = PortalResponse<'/material/warehouse-stock', 'get'>['data'][number];
export type PropertyStock = PortalResponse<'/material/stock', 'get'>['data'][number];
export type MaterialMovement = PortalResponse<'/material/movements', 'get'>['data'][number];
export type MovementPage = PortalResponse<'/material/movements', 'get'>;
export type MovementType = MaterialMovement['type'];
export type MovementInput = PortalBody<'/material/movements', 'post'>;
export type MaterialRequest = PortalResponse<'/material/requests', 'get'>['data'][number];
export type RequestStatus = MaterialRequest['status'];
export type LedgerFilters = Pick<
  PortalQuery<'/material/movements', 'get'>,
  'item_id' | 'property_id' | 'type' | 'updated_since' | 'before'
>;
export type ItemInput = PortalBody<'/material/items', 'post'>;
export type ItemPatch = PortalBody<'/material/items/{id}', 'patch'>;
export type FieldRequestInput = PortalBody<'/field/material/requests', 'post'>;

export const MOVEMENT_TYPES: readonly MovementType[] = [
  'receipt',
  'transfer_to_property',
  'transfer_to_warehouse',
  'consumption',
  'correction',
];
export const REQUEST_STATUSES: readonly RequestStatus[] = ['requested', 'approved', 'rejected', 'delivered'];

export const materialKeys = {
  all: ['material'] as const,
  items: ['material', 'items'] as const,
  warehouse: ['material', 'warehouse'] as const,
  stock: ['material', 'stock'] as const,
  ledger: (filters: LedgerFilters) => ['material', 'ledger', filters] as const,
  requests: (status: string) => ['material', 'requests', status] as const,
  fieldItems: ['field-material', 'items'] as const,
  fieldRequests: ['field-material', 'requests'] as const,
};

/** Every page of a list, following its cursor (the catalogue and stock lists are short). */
async function all<T>(path: string, params: Record<string, string | number | boolean | undefined> = {}): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get<{ data: T[]; next_cursor: string | null }>(
      `${path}${query({ ...params, cursor, pageSize: 200 })}`,
    );
    rows.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return rows;
}

export const materialEndpoints = {
  items: () => all<MaterialItem>('/material/items'),
  createItem: (body: ItemInput) => api.post<MaterialItem>('/material/items', body),
  updateItem: (id: number, body: ItemPatch) => api.patch<MaterialItem>(`/material/items/${id}`, body),
  warehouse: () => all<WarehouseStock>('/material/warehouse-stock'),
  stock: () => all<PropertyStock>('/material/stock'),
  ledger: (filters: LedgerFilters, cursor: string | undefined) =>
    api.get<MovementPage>(`/material/movements${query({ ...filters, cursor, pageSize: 50 })}`),
  book: (body: MovementInput) => api.post<MaterialMovement>('/material/movements', body),
  requests: (status: string) => all<MaterialRequest>('/material/requests', { status: status || undefined }),
  decide: (id: number, status: RequestStatus) => api.patch<MaterialRequest>(`/material/requests/${id}`, { status }),
  fieldItems: () => all<MaterialItem>('/field/material/items'),
  fieldRequests: () => all<MaterialRequest>('/field/material/requests'),
  fieldRequest: (body: FieldRequestInput) => api.post<MaterialRequest>('/field/material/requests', body),
};
