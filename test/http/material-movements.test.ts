import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialMovementDto } from '../../src/modules/material/movements.schema.js';
import type { PropertyStockDto, WarehouseStockDto } from '../../src/modules/material/stock.schema.js';
import { call, createPropertyVia, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import {
  booked,
  createItem,
  expectProblem,
  ledgerSums,
  type MaterialWorld,
  materialWorld,
  move,
  nonZero,
  pointers,
  stockOf,
  walk,
} from '../helpers/material.js';

describeEachBackend('material movements and stock', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const movements = (key: string, query = '') =>
    walk<MaterialMovementDto>(t.app, key, `/api/v1/material/movements?pageSize=200${query}`);

  /** Stock of the world's item: warehouse, property a, property b. */
  async function levels(w: MaterialWorld, item = w.item) {
    const stock = await stockOf(t.app, w.key);
    return [stock.get(`${item}@w`) ?? 0, stock.get(`${item}@p${w.a}`) ?? 0, stock.get(`${item}@p${w.b}`) ?? 0];
  }

  async function expectLedgerMatchesStock(w: MaterialWorld) {
    const stock = await stockOf(t.app, w.key);
    for (const [where, quantity] of stock) expect(quantity, where).toBeGreaterThanOrEqual(0);
    expect(nonZero(stock)).toEqual(nonZero(await ledgerSums(t.app, w.key)));
  }

  describe('booking', () => {
    it('each type moves stock as it says, and the ledger sums to the stock', async () => {
      const w = await materialWorld(t);
      const steps: [Record<string, unknown>, number[]][] = [
        [{ type: 'receipt', quantity: 100 }, [100, 0, 0]],
        [{ type: 'transfer_to_property', property_id: w.a, quantity: 30 }, [70, 30, 0]],
        [{ type: 'transfer_to_property', property_id: w.b, quantity: 20 }, [50, 30, 20]],
        [{ type: 'consumption', property_id: w.a, quantity: 12 }, [50, 18, 20]],
        [{ type: 'transfer_to_warehouse', property_id: w.b, quantity: 5 }, [55, 18, 15]],
        [{ type: 'correction', quantity: 3, direction: 'decrease', reason: 'Three bottles broken' }, [52, 18, 15]],
        [{ type: 'correction', property_id: w.a, quantity: 2, direction: 'increase', reason: 'Found' }, [52, 20, 15]],
        [{ type: 'correction', property_id: null, quantity: 1, direction: 'increase', reason: 'Count' }, [53, 20, 15]],
      ];
      for (const [body, expected] of steps) {
        await booked(t.app, w.key, { item_id: w.item, ...body });
        expect(await levels(w), JSON.stringify(body)).toEqual(expected);
      }
      await expectLedgerMatchesStock(w);
    });

    it('answers 201 with Location and every field; the movement reads back the same', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      const uuid = randomUUID();
      const response = await move(t.app, w.key, {
        uuid,
        type: 'correction',
        item_id: w.item,
        property_id: null,
        quantity: 4,
        direction: 'decrease',
        reason: '  Stock-take  ',
        note: 'Shelf 3',
      });
      expect(response.statusCode, response.body).toBe(201);
      const movement = response.json<MaterialMovementDto>();
      expect(movement).toEqual({
        id: expect.any(Number),
        uuid,
        type: 'correction',
        item_id: w.item,
        property_id: null,
        quantity: 4,
        direction: 'decrease',
        reason: 'Stock-take',
        note: 'Shelf 3',
        request_id: null,
        created_by_account_id: w.tenant.accountId,
        created_at: expect.any(String),
      });
      expect(String(response.headers.location)).toMatch(new RegExp(`/api/v1/material/movements/${movement.id}$`));
      const fetched = await call(t.app, { url: `/api/v1/material/movements/${movement.id}`, key: w.key });
      expect(fetched.json()).toEqual(movement);
    });

    it('refuses fields that do not belong to the type, and requires those that do', async () => {
      const w = await materialWorld(t);
      const cases: [Record<string, unknown>, string[]][] = [
        [{ type: 'receipt', quantity: 1, property_id: w.a }, ['/property_id']],
        [{ type: 'receipt', quantity: 1, reason: 'x' }, ['/reason']],
        [{ type: 'consumption', quantity: 1 }, ['/property_id']],
        [{ type: 'transfer_to_property', quantity: 1, property_id: null }, ['/property_id']],
        [{ type: 'consumption', quantity: 1, property_id: w.a, direction: 'decrease' }, ['/direction']],
        [{ type: 'correction', quantity: 1, direction: 'decrease' }, ['/reason']],
        [{ type: 'correction', quantity: 1, reason: 'Count' }, ['/direction']],
        [{ type: 'correction', quantity: 1, reason: '   ', direction: 'increase' }, ['/reason']],
        [{ type: 'correction', quantity: 1, reason: 'Count', direction: 'sideways' }, ['/direction']],
        [{ type: 'theft', quantity: 1 }, ['/type']],
        [{ quantity: 1 }, ['/type']],
        [{ type: 'receipt' }, ['/quantity']],
        [{ type: 'receipt', quantity: 0 }, ['/quantity']],
        [{ type: 'receipt', quantity: -5 }, ['/quantity']],
        [{ type: 'receipt', quantity: 1.5 }, ['/quantity']],
        [{ type: 'receipt', quantity: '5' }, ['/quantity']],
        [{ type: 'receipt', quantity: 1_000_000_001 }, ['/quantity']],
      ];
      for (const [body, expected] of cases) {
        const response = await move(t.app, w.key, { item_id: w.item, ...body });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), JSON.stringify(body)).toEqual(expected);
      }
      // A body that is no object at all is refused too.
      for (const body of ['[]', '"receipt"', 'null', '5']) {
        const response = await call(t.app, { method: 'POST', url: '/api/v1/material/movements', key: w.key, body });
        expect(response.statusCode, body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, body).toBeLessThan(500);
      }
      expect(await movements(w.key)).toEqual([]);
      expectProblem(await move(t.app, w.key, { type: 'receipt', quantity: 1 }), 422, 'validation_failed');
    });

    it('an inactive item takes no receipts or transfers out, but its stock can still be moved back, consumed and corrected', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 6 });
      const patch = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/material/items/${w.item}`,
        key: w.key,
        body: { active: false },
      });
      expect(patch.statusCode).toBe(200);
      for (const body of [
        { type: 'receipt', quantity: 1 },
        { type: 'transfer_to_property', property_id: w.a, quantity: 1 },
      ]) {
        const response = await move(t.app, w.key, { item_id: w.item, ...body });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response)).toEqual(['/item_id']);
      }
      await booked(t.app, w.key, { type: 'consumption', item_id: w.item, property_id: w.a, quantity: 2 });
      await booked(t.app, w.key, { type: 'transfer_to_warehouse', item_id: w.item, property_id: w.a, quantity: 4 });
      await booked(t.app, w.key, {
        type: 'correction',
        item_id: w.item,
        quantity: 8,
        direction: 'decrease',
        reason: 'Written off',
      });
      expect(await levels(w)).toEqual([0, 0, 0]);
    });

    it('an archived property takes no transfers in, but its stock can still leave', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 5 });
      await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${w.a}`, key: w.key, body: { archived: true } });
      const refused = await move(t.app, w.key, {
        type: 'transfer_to_property',
        item_id: w.item,
        property_id: w.a,
        quantity: 1,
      });
      expectProblem(refused, 422, 'validation_failed');
      expect(pointers(refused)).toEqual(['/property_id']);
      await booked(t.app, w.key, { type: 'consumption', item_id: w.item, property_id: w.a, quantity: 1 });
      await booked(t.app, w.key, { type: 'transfer_to_warehouse', item_id: w.item, property_id: w.a, quantity: 4 });
      expect(await levels(w)).toEqual([9, 0, 0]);
    });
  });

  describe('never below zero', () => {
    it('a movement that would go below zero is 422 insufficient_stock and books nothing, on either side', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 4 });
      const before = await movements(w.key);
      const refused: Record<string, unknown>[] = [
        { type: 'transfer_to_property', property_id: w.a, quantity: 7 },
        { type: 'transfer_to_warehouse', property_id: w.a, quantity: 5 },
        { type: 'consumption', property_id: w.a, quantity: 5 },
        { type: 'consumption', property_id: w.b, quantity: 1 },
        { type: 'transfer_to_warehouse', property_id: w.b, quantity: 1 },
        { type: 'correction', quantity: 7, direction: 'decrease', reason: 'Count' },
        { type: 'correction', property_id: w.a, quantity: 5, direction: 'decrease', reason: 'Count' },
      ];
      for (const body of refused) {
        const problem = expectProblem(
          await move(t.app, w.key, { item_id: w.item, ...body }),
          422,
          'insufficient_stock',
        );
        expect(problem.detail, JSON.stringify(body)).toMatch(/holds \d+ piece of item \d+ \(Glass cleaner 1 l\)/);
      }
      expect(await movements(w.key)).toEqual(before);
      expect(await levels(w)).toEqual([6, 4, 0]);
      // Exactly what is there can go.
      await booked(t.app, w.key, { type: 'consumption', item_id: w.item, property_id: w.a, quantity: 4 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.b, quantity: 6 });
      expect(await levels(w)).toEqual([0, 0, 6]);
      await expectLedgerMatchesStock(w);
    });

    it('a refused movement leaves its uuid free for a later attempt', async () => {
      const w = await materialWorld(t);
      const body = { uuid: randomUUID(), type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 5 };
      expectProblem(await move(t.app, w.key, body), 422, 'insufficient_stock');
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 5 });
      const retried = await booked(t.app, w.key, body);
      expect(retried.uuid).toBe(body.uuid);
      expect(await levels(w)).toEqual([0, 5, 0]);
    });
  });

  describe('idempotency by uuid', () => {
    it('a repeat books nothing and answers 200 with the first movement; another payload is 409', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      const body = { uuid: randomUUID(), type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 3 };
      const first = await booked(t.app, w.key, body);
      const again = await move(t.app, w.key, { ...body, uuid: body.uuid.toUpperCase(), note: null });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(String(again.headers.location)).toMatch(new RegExp(`/material/movements/${first.id}$`));
      for (const change of [
        { quantity: 4 },
        { property_id: w.b },
        { type: 'consumption' },
        { note: 'different' },
        { item_id: await createItem(t.app, w.key) },
      ]) {
        expectProblem(await move(t.app, w.key, { ...body, ...change }), 409, 'uuid_conflict');
      }
      expect(await levels(w)).toEqual([7, 3, 0]);
      expect((await movements(w.key)).length).toBe(2);
    });

    it('ten concurrent identical movements book once: one 201, nine 200', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      const body = { uuid: randomUUID(), type: 'consumption', item_id: w.item, property_id: w.a, quantity: 1 };
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 5 });
      const responses = await Promise.all(Array.from({ length: 10 }, () => move(t.app, w.key, body)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((r) => r.json<MaterialMovementDto>().id)).size).toBe(1);
      expect(await levels(w)).toEqual([5, 4, 0]);
    });
  });

  describe('concurrency', () => {
    it('fifty parallel withdrawals from one stock of 30 book exactly 30 and never overdraw', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 30 });
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          move(
            t.app,
            w.key,
            i % 2 === 0
              ? { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 1 }
              : { type: 'correction', item_id: w.item, quantity: 1, direction: 'decrease', reason: 'Count' },
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      for (const response of responses.filter((r) => r.statusCode !== 201)) {
        expectProblem(response, 422, 'insufficient_stock');
      }
      const [warehouse, atA] = await levels(w);
      expect(warehouse).toBe(0);
      expect(atA).toBe(responses.filter((r, i) => i % 2 === 0 && r.statusCode === 201).length);
      await expectLedgerMatchesStock(w);
    });

    it('sixty parallel mixed movements on one item lose no update: stock equals the ledger’s sum', async () => {
      const w = await materialWorld(t);
      const other = await createItem(t.app, w.key);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 40 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 10 });
      const kinds = [
        { type: 'receipt', quantity: 3 },
        { type: 'transfer_to_property', property_id: w.a, quantity: 4 },
        { type: 'transfer_to_property', property_id: w.b, quantity: 2 },
        { type: 'transfer_to_warehouse', property_id: w.a, quantity: 3 },
        { type: 'consumption', property_id: w.a, quantity: 5 },
        { type: 'consumption', property_id: w.b, quantity: 1 },
        { type: 'correction', quantity: 2, direction: 'decrease', reason: 'Count' },
        { type: 'correction', property_id: w.b, quantity: 1, direction: 'increase', reason: 'Count' },
      ];
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          move(t.app, w.key, { item_id: i % 10 === 9 ? other : w.item, ...kinds[i % kinds.length] }),
        ),
      );
      for (const response of responses) {
        if (response.statusCode !== 201) expectProblem(response, 422, 'insufficient_stock');
      }
      expect(responses.filter((r) => r.statusCode === 201).length).toBeGreaterThan(20);
      await expectLedgerMatchesStock(w);
    });
  });

  describe('stock lists', () => {
    it('list stock per property and in the warehouse, with the item’s minimum and below_minimum', async () => {
      const w = await materialWorld(t);
      const spare = await createItem(t.app, w.key, { min_stock: 0 });
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 20 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 8 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.b, quantity: 3 });
      const warehouse = await walk<WarehouseStockDto>(t.app, w.key, '/api/v1/material/warehouse/stock');
      expect(warehouse).toEqual([
        { item_id: w.item, quantity: 9, min_stock: 5, below_minimum: false, updated_at: expect.any(String) },
        { item_id: spare, quantity: 0, min_stock: 0, below_minimum: false, updated_at: expect.any(String) },
      ]);
      const stock = await walk<PropertyStockDto>(t.app, w.key, '/api/v1/material/stock');
      expect(stock).toEqual([
        {
          item_id: w.item,
          property_id: w.a,
          quantity: 8,
          min_stock: 5,
          below_minimum: false,
          updated_at: expect.any(String),
        },
        {
          item_id: w.item,
          property_id: w.b,
          quantity: 3,
          min_stock: 5,
          below_minimum: true,
          updated_at: expect.any(String),
        },
      ]);
      const query = async (url: string) =>
        (await walk<{ item_id: number; property_id?: number }>(t.app, w.key, url)).map(
          (row) => `${row.item_id}@${row.property_id ?? 'w'}`,
        );
      expect(await query('/api/v1/material/stock?below_minimum=true')).toEqual([`${w.item}@${w.b}`]);
      expect(await query('/api/v1/material/stock?below_minimum=false')).toEqual([`${w.item}@${w.a}`]);
      expect(await query(`/api/v1/material/stock?property_id=${w.a}`)).toEqual([`${w.item}@${w.a}`]);
      expect(await query(`/api/v1/material/stock?item_id=${spare}`)).toEqual([]);
      expect(await query(`/api/v1/material/warehouse/stock?item_id=${spare}`)).toEqual([`${spare}@w`]);
      expect(await query('/api/v1/material/warehouse/stock?below_minimum=true')).toEqual([]);

      // Raising the minimum changes below_minimum at once.
      await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/material/items/${w.item}`,
        key: w.key,
        body: { min_stock: 10 },
      });
      expect(await query('/api/v1/material/stock?below_minimum=true')).toEqual([
        `${w.item}@${w.a}`,
        `${w.item}@${w.b}`,
      ]);
      expect(await query('/api/v1/material/warehouse/stock?below_minimum=true')).toEqual([`${w.item}@w`]);
    });

    it('updated_since lists the stock a movement changed at or after the instant', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 20 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.a, quantity: 2 });
      await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: w.b, quantity: 2 });
      const stock = await walk<PropertyStockDto>(t.app, w.key, '/api/v1/material/stock');
      const [atA, atB] = stock;
      const since = (iso: string) => encodeURIComponent(iso);
      const later = new Date(Date.parse(atB?.updated_at ?? '') + 1).toISOString();
      expect(await walk(t.app, w.key, `/api/v1/material/stock?updated_since=${since(later)}`)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await booked(t.app, w.key, { type: 'consumption', item_id: w.item, property_id: w.a, quantity: 1 });
      const changed = await walk<PropertyStockDto>(
        t.app,
        w.key,
        `/api/v1/material/stock?updated_since=${since(later)}`,
      );
      expect(changed.map((row) => row.property_id)).toEqual([atA?.property_id]);
      expect(changed[0]?.quantity).toBe(1);
    });
  });

  describe('movement list', () => {
    it('filters by item, property, type and booking time', async () => {
      const w = await materialWorld(t);
      const other = await createItem(t.app, w.key);
      const r1 = await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 20 });
      const r2 = await booked(t.app, w.key, { type: 'receipt', item_id: other, quantity: 20 });
      const t1 = await booked(t.app, w.key, {
        type: 'transfer_to_property',
        item_id: w.item,
        property_id: w.a,
        quantity: 2,
      });
      const t2 = await booked(t.app, w.key, {
        type: 'transfer_to_property',
        item_id: other,
        property_id: w.b,
        quantity: 2,
      });
      const c1 = await booked(t.app, w.key, { type: 'consumption', item_id: w.item, property_id: w.a, quantity: 1 });
      const ids = async (query: string) => (await movements(w.key, query)).map((m) => m.id);
      expect(await ids('')).toEqual([r1.id, r2.id, t1.id, t2.id, c1.id]);
      expect(await ids(`&item_id=${w.item}`)).toEqual([r1.id, t1.id, c1.id]);
      expect(await ids(`&property_id=${w.a}`)).toEqual([t1.id, c1.id]);
      expect(await ids('&type=receipt')).toEqual([r1.id, r2.id]);
      expect(await ids(`&type=transfer_to_property&item_id=${other}`)).toEqual([t2.id]);
      expect(await ids(`&updated_since=${encodeURIComponent(t2.created_at)}`)).toEqual([t2.id, c1.id]);
      expectProblem(
        await call(t.app, { url: '/api/v1/material/movements?type=theft', key: w.key }),
        422,
        'validation_failed',
      );
    });

    it('there is no way to change or delete a movement', async () => {
      const w = await materialWorld(t);
      const movement = await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 20 });
      for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
        const response = await call(t.app, {
          method,
          url: `/api/v1/material/movements/${movement.id}`,
          key: w.key,
          body: { quantity: 1 },
        });
        expectProblem(response, 405, 'method_not_allowed');
      }
      expect((await call(t.app, { url: `/api/v1/material/movements/${movement.id}`, key: w.key })).json()).toEqual(
        movement,
      );
    });
  });

  it('a property created later is listed only once stock goes there', async () => {
    const w = await materialWorld(t);
    const c = await createPropertyVia(t.app, w.key);
    await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 1 });
    expect(await walk(t.app, w.key, `/api/v1/material/stock?property_id=${c}`)).toEqual([]);
    await booked(t.app, w.key, { type: 'transfer_to_property', item_id: w.item, property_id: c, quantity: 1 });
    await booked(t.app, w.key, { type: 'consumption', item_id: w.item, property_id: c, quantity: 1 });
    const rows = await walk<PropertyStockDto>(t.app, w.key, `/api/v1/material/stock?property_id=${c}`);
    expect(rows.map((row) => row.quantity)).toEqual([0]);
  });
});
