import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import type { MaterialItemDto } from '../../src/modules/material/items.schema.js';
import type { MaterialMovementDto } from '../../src/modules/material/movements.schema.js';
import type { PropertyStockDto, WarehouseStockDto } from '../../src/modules/material/stock.schema.js';
import { walk } from './api.js';
import { call, createPropertyVia, makeTenant, type TenantFixture, type TestApp } from './harness.js';

// Shared by every endpoint group (see api.ts); re-exported for the tests that import them from here.
export { expectProblem, pointers, walk } from './api.js';

/** A tenant with the material module, two properties, an item, and a key limited to property a. */
export interface MaterialWorld {
  tenant: TenantFixture;
  key: string;
  a: number;
  b: number;
  item: number;
  limitedAccount: number;
  /** Every scope, bound to an account that sees only property a. */
  limitedKey: string;
}

export async function materialWorld(t: TestApp): Promise<MaterialWorld> {
  const tenant = await makeTenant(t.deps, { modules: ['material'] });
  const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
  const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
  const item = await createItem(t.app, tenant.key, { name: 'Glass cleaner 1 l', unit: 'piece', min_stock: 5 });
  const limitedAccount = await tenant.account([a]);
  const limitedKey = await tenant.keyFor(SCOPES, limitedAccount);
  return { tenant, key: tenant.key, a, b, item, limitedAccount, limitedKey };
}

export async function createItem(app: FastifyInstance, key: string, body: Record<string, unknown> = {}) {
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/material/items',
    key,
    body: { name: 'Bin liners 120 l', sku: `SKU-${randomUUID().slice(0, 8)}`, unit: 'roll', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MaterialItemDto>().id;
}

export const move = (app: FastifyInstance, key: string, body: Record<string, unknown>) =>
  call(app, { method: 'POST', url: '/api/v1/material/movements', key, body });

/** Books a movement that must succeed; returns it. */
export async function booked(app: FastifyInstance, key: string, body: Record<string, unknown>) {
  const response = await move(app, key, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MaterialMovementDto>();
}

/** Location key: `w` for the warehouse, `p<id>` for a property. */
export const at = (propertyId: number | null) => (propertyId === null ? 'w' : `p${propertyId}`);

/** Stock per item and location as the stock endpoints report it. */
export async function stockOf(app: FastifyInstance, key: string): Promise<Map<string, number>> {
  return stockFrom(
    await walk<WarehouseStockDto>(app, key, '/api/v1/material/warehouse/stock?pageSize=200'),
    await walk<PropertyStockDto>(app, key, '/api/v1/material/stock?pageSize=200'),
  );
}

/** Stock per item and location from the rows of the two stock lists. */
export function stockFrom(warehouse: WarehouseStockDto[], properties: PropertyStockDto[]): Map<string, number> {
  const stock = new Map<string, number>();
  for (const row of warehouse) stock.set(`${row.item_id}@w`, row.quantity);
  for (const row of properties) stock.set(`${row.item_id}@${at(row.property_id)}`, row.quantity);
  return stock;
}

/** Stock per item and location as the sum of the ledger. */
export async function ledgerSums(app: FastifyInstance, key: string): Promise<Map<string, number>> {
  return ledgerFrom(await walk<MaterialMovementDto>(app, key, '/api/v1/material/movements?pageSize=200'));
}

/** Stock per item and location as the sum of these movements, computed here by hand. */
export function ledgerFrom(movements: MaterialMovementDto[]): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (item: number, location: string, delta: number) =>
    sums.set(`${item}@${location}`, (sums.get(`${item}@${location}`) ?? 0) + delta);
  for (const m of movements) {
    const property = at(m.property_id);
    switch (m.type) {
      case 'receipt':
        add(m.item_id, 'w', m.quantity);
        break;
      case 'transfer_to_property':
        add(m.item_id, 'w', -m.quantity);
        add(m.item_id, property, m.quantity);
        break;
      case 'transfer_to_warehouse':
        add(m.item_id, 'w', m.quantity);
        add(m.item_id, property, -m.quantity);
        break;
      case 'consumption':
        add(m.item_id, property, -m.quantity);
        break;
      case 'correction':
        add(m.item_id, property, m.direction === 'decrease' ? -m.quantity : m.quantity);
        break;
    }
  }
  return sums;
}

/** Drops zero entries, so "never touched" and "back to zero" compare equal. */
export const nonZero = (map: Map<string, number>) => new Map([...map].filter(([, quantity]) => quantity !== 0));
