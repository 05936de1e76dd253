import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialItemDto } from '../../src/modules/material/items.schema.js';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';
import { booked, createItem, expectProblem, pointers, walk } from '../helpers/material.js';

describeEachBackend('material items', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const tenant = () => makeTenant(t.deps, { modules: ['material'] });
  const post = (key: string, body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/v1/material/items', key, body });
  const patch = (key: string, id: number, body: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/material/items/${id}`, key, body });
  const items = (key: string, query = '') =>
    walk<MaterialItemDto>(t.app, key, `/api/v1/material/items?pageSize=200${query}`);

  describe('create', () => {
    it('answers 201 with Location and every field, with defaults, and an empty warehouse stock', async () => {
      const { key } = await tenant();
      const response = await post(key, { name: ' Glass cleaner 1 l ', sku: ' GC-1000 ', unit: 'piece' });
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json<MaterialItemDto>();
      expect(item).toEqual({
        id: expect.any(Number),
        name: 'Glass cleaner 1 l',
        sku: 'GC-1000',
        unit: 'piece',
        category: null,
        min_stock: 0,
        active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(String(response.headers.location)).toMatch(new RegExp(`/api/v1/material/items/${item.id}$`));
      expect((await call(t.app, { url: `/api/v1/material/items/${item.id}`, key })).json()).toEqual(item);
      expect(await walk(t.app, key, '/api/v1/material/warehouse/stock')).toEqual([
        { item_id: item.id, quantity: 0, min_stock: 0, below_minimum: false, updated_at: expect.any(String) },
      ]);
    });

    it('takes category, min_stock and active', async () => {
      const { key } = await tenant();
      const response = await post(key, {
        name: 'Bin liners',
        sku: 'BL-120',
        unit: 'roll',
        category: 'Consumables',
        min_stock: 12,
        active: false,
      });
      expect(response.json()).toMatchObject({ category: 'Consumables', min_stock: 12, active: false });
    });

    it('requires name, sku and unit, non-blank, and refuses a negative minimum', async () => {
      const { key } = await tenant();
      const missing = await post(key, {});
      expectProblem(missing, 422, 'validation_failed');
      expect(pointers(missing).sort()).toEqual(['/name', '/sku', '/unit']);
      for (const [field, value] of [
        ['name', '  '],
        ['sku', ''],
        ['unit', ' '],
        ['min_stock', -1],
        ['min_stock', 2.5],
        ['category', ''],
      ] as const) {
        const response = await post(key, { name: 'x', sku: `S-${randomUUID()}`, unit: 'piece', [field]: value });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), `${field}=${value}`).toEqual([`/${field}`]);
      }
      expect(await items(key)).toEqual([]);
    });
  });

  describe('SKU uniqueness', () => {
    it('is per tenant and ignores letter case: 409 sku_conflict on create and on update', async () => {
      const { key } = await tenant();
      const first = await createItem(t.app, key, { sku: 'GC-1000' });
      for (const sku of ['GC-1000', 'gc-1000', ' Gc-1000 ']) {
        const problem = expectProblem(await post(key, { name: 'Copy', sku, unit: 'piece' }), 409, 'sku_conflict');
        expect(problem.detail).toContain(sku.trim());
      }
      const second = await createItem(t.app, key, { sku: 'GC-2000' });
      expectProblem(await patch(key, second, { sku: 'gc-1000' }), 409, 'sku_conflict');
      expect((await items(key)).map((item) => [item.id, item.sku])).toEqual([
        [first, 'GC-1000'],
        [second, 'GC-2000'],
      ]);
      // Its own SKU in another case is a change, not a conflict.
      expect((await patch(key, first, { sku: 'gc-1000' })).json().sku).toBe('gc-1000');

      const other = await tenant();
      expect((await post(other.key, { name: 'Theirs', sku: 'GC-1000', unit: 'piece' })).statusCode).toBe(201);
    });

    it('ten concurrent creations with one SKU make one item', async () => {
      const { key } = await tenant();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(key, { name: `Variant ${i}`, sku: 'RACE-1', unit: 'piece' })),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const response of responses.filter((r) => r.statusCode !== 201))
        expectProblem(response, 409, 'sku_conflict');
      expect(await items(key)).toHaveLength(1);
      expect(await walk(t.app, key, '/api/v1/material/warehouse/stock')).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('changes only the fields sent; null clears the category; no DELETE', async () => {
      const { key } = await tenant();
      const id = await createItem(t.app, key, { name: 'Soap', category: 'Cleaning agents', min_stock: 4 });
      const before = (await call(t.app, { url: `/api/v1/material/items/${id}`, key })).json<MaterialItemDto>();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await patch(key, id, { min_stock: 9, category: null });
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json<MaterialItemDto>();
      expect(after).toEqual({ ...before, min_stock: 9, category: null, updated_at: expect.any(String) });
      expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
      expect((await patch(key, id, {})).json()).toEqual(after);
      expect((await patch(key, id, { active: false })).json().active).toBe(false);
      expectProblem(
        await call(t.app, { method: 'DELETE', url: `/api/v1/material/items/${id}`, key }),
        405,
        'method_not_allowed',
      );
    });

    it('lets the unit change until the item has movements', async () => {
      const { key } = await tenant();
      const id = await createItem(t.app, key, { unit: 'l' });
      expect((await patch(key, id, { unit: 'ml' })).json().unit).toBe('ml');
      await booked(t.app, key, { type: 'receipt', item_id: id, quantity: 5000 });
      const refused = await patch(key, id, { unit: 'l', name: 'Renamed' });
      expectProblem(refused, 422, 'validation_failed');
      expect(pointers(refused)).toEqual(['/unit']);
      const item = (await call(t.app, { url: `/api/v1/material/items/${id}`, key })).json<MaterialItemDto>();
      expect([item.unit, item.name]).toEqual(['ml', 'Bin liners 120 l']);
      // Sending the same unit again is no change.
      expect((await patch(key, id, { unit: 'ml', name: 'Renamed' })).json().name).toBe('Renamed');
    });
  });

  describe('list', () => {
    it('filters by sku (any case), category, active and updated_since', async () => {
      const { key } = await tenant();
      const a = await createItem(t.app, key, { sku: 'AB-1', category: 'Cleaning agents' });
      const b = await createItem(t.app, key, { sku: 'AB-2', category: 'Consumables' });
      const c = await createItem(t.app, key, { sku: 'AB-3', category: 'Cleaning agents', active: false });
      const ids = async (query: string) => (await items(key, query)).map((item) => item.id);
      expect(await ids('')).toEqual([a, b, c]);
      expect(await ids('&sku=ab-2')).toEqual([b]);
      expect(await ids(`&category=${encodeURIComponent('Cleaning agents')}`)).toEqual([a, c]);
      expect(await ids('&active=true')).toEqual([a, b]);
      expect(await ids('&active=false')).toEqual([c]);
      const last = (await call(t.app, { url: `/api/v1/material/items/${c}`, key })).json<MaterialItemDto>();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const changedAt = new Date(Date.parse(last.updated_at) + 1).toISOString();
      await patch(key, a, { name: 'Renamed' });
      expect(await ids(`&updated_since=${encodeURIComponent(changedAt)}`)).toEqual([a]);
    });
  });
});
