import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialRequestStatus } from '../../src/db/schema.js';
import type { MaterialMovementDto } from '../../src/modules/material/movements.schema.js';
import type { MaterialRequestDto } from '../../src/modules/material/requests.schema.js';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import {
  booked,
  createItem,
  expectProblem,
  ledgerSums,
  type MaterialWorld,
  materialWorld,
  nonZero,
  pointers,
  stockOf,
  walk,
} from '../helpers/material.js';

const STATUSES: MaterialRequestStatus[] = ['requested', 'approved', 'rejected', 'delivered'];
const ALLOWED = new Set(['requested>approved', 'requested>rejected', 'approved>delivered']);

describeEachBackend('material requests', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const post = (key: string, body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/v1/material/requests', key, body });
  const patch = (key: string, id: number, status: MaterialRequestStatus) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/material/requests/${id}`, key, body: { status } });
  const get = async (key: string, id: number) =>
    (await call(t.app, { url: `/api/v1/material/requests/${id}`, key })).json<MaterialRequestDto>();

  async function request(w: MaterialWorld, lines = [{ item_id: w.item, quantity: 3 }], propertyId = w.a) {
    const response = await post(w.key, { property_id: propertyId, lines });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MaterialRequestDto>();
  }

  /** A request brought into the given status. */
  async function requestIn(w: MaterialWorld, status: MaterialRequestStatus): Promise<MaterialRequestDto> {
    const created = await request(w);
    const path: Record<MaterialRequestStatus, MaterialRequestStatus[]> = {
      requested: [],
      approved: ['approved'],
      rejected: ['rejected'],
      delivered: ['approved', 'delivered'],
    };
    for (const step of path[status]) expect((await patch(w.key, created.id, step)).statusCode).toBe(200);
    return get(w.key, created.id);
  }

  describe('create', () => {
    it('answers 201 with status requested, the lines in order and who asked', async () => {
      const w = await materialWorld(t);
      const second = await createItem(t.app, w.key);
      const uuid = randomUUID();
      const response = await post(w.limitedKey, {
        uuid,
        property_id: w.a,
        note: 'Before the holidays',
        lines: [
          { item_id: second, quantity: 200 },
          { item_id: w.item, quantity: 6 },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<MaterialRequestDto>();
      expect(created).toEqual({
        id: expect.any(Number),
        uuid,
        property_id: w.a,
        status: 'requested',
        note: 'Before the holidays',
        lines: [
          { item_id: second, quantity: 200 },
          { item_id: w.item, quantity: 6 },
        ],
        requested_by_account_id: w.limitedAccount,
        decided_by_account_id: null,
        decided_at: null,
        delivered_by_account_id: null,
        delivered_at: null,
        received_by_account_id: null,
        received_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(String(response.headers.location)).toMatch(new RegExp(`/api/v1/material/requests/${created.id}$`));
      expect(await get(w.key, created.id)).toEqual(created);
    });

    it('refuses no lines, an item twice, a zero quantity, an unknown item and an archived property', async () => {
      const w = await materialWorld(t);
      const cases: [Record<string, unknown>, string[]][] = [
        [{ lines: [] }, ['/lines']],
        [
          {
            lines: [
              { item_id: w.item, quantity: 1 },
              { item_id: w.item, quantity: 2 },
            ],
          },
          ['/lines/1/item_id'],
        ],
        [{ lines: [{ item_id: w.item, quantity: 0 }] }, ['/lines/0/quantity']],
        [{ lines: [{ item_id: w.item }] }, ['/lines/0/quantity']],
        [{ lines: [{ item_id: Number.MAX_SAFE_INTEGER, quantity: 1 }] }, ['/lines/0/item_id']],
        [{ lines: [{ item_id: w.item, quantity: 1, price: 3 }] }, ['/lines/0/price']],
      ];
      for (const [body, expected] of cases) {
        const response = await post(w.key, { property_id: w.a, ...body });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), JSON.stringify(body)).toEqual(expected);
      }
      await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${w.b}`, key: w.key, body: { archived: true } });
      const archived = await post(w.key, { property_id: w.b, lines: [{ item_id: w.item, quantity: 1 }] });
      expect(pointers(archived)).toEqual(['/property_id']);
      expect(await walk(t.app, w.key, '/api/v1/material/requests')).toEqual([]);
    });

    it('is idempotent by uuid: 200 with the same request, 409 for another payload, one request under concurrency', async () => {
      const w = await materialWorld(t);
      const body = { uuid: randomUUID(), property_id: w.a, lines: [{ item_id: w.item, quantity: 2 }] };
      const responses = await Promise.all(Array.from({ length: 8 }, () => post(w.key, body)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      const first = responses.find((r) => r.statusCode === 201)?.json<MaterialRequestDto>();
      for (const response of responses) expect(response.json()).toEqual(first);
      for (const change of [
        { property_id: w.b },
        { note: 'now with a note' },
        { lines: [{ item_id: w.item, quantity: 3 }] },
      ]) {
        expectProblem(await post(w.key, { ...body, ...change }), 409, 'uuid_conflict');
      }
      expect((await walk(t.app, w.key, '/api/v1/material/requests')).length).toBe(1);
    });
  });

  describe('status', () => {
    it('moves only requested → approved | rejected and approved → delivered; everything else is 409', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 1000 });
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          const before = await requestIn(w, from);
          const response = await patch(w.key, before.id, to);
          if (from === to) {
            expect(response.statusCode, `${from} → ${to}`).toBe(200);
            expect(response.json(), `${from} → ${to}`).toEqual(before);
          } else if (ALLOWED.has(`${from}>${to}`)) {
            expect(response.statusCode, `${from} → ${to}`).toBe(200);
            expect(response.json().status).toBe(to);
          } else {
            const problem = expectProblem(response, 409, 'invalid_transition');
            expect(problem.detail, `${from} → ${to}`).toContain(`The request is ${from}; it cannot become ${to}.`);
            expect(await get(w.key, before.id)).toEqual(before);
          }
        }
      }
    });

    it('records who decided and who delivered, and when', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      const approver = await w.tenant.account('all');
      const approverKey = await w.tenant.keyFor(['material:write', 'material:read'], approver);
      const created = await request(w);
      const approved = (await patch(approverKey, created.id, 'approved')).json<MaterialRequestDto>();
      expect(approved).toMatchObject({ status: 'approved', decided_by_account_id: approver, delivered_at: null });
      expect(approved.decided_at).toBe(approved.updated_at);
      const delivered = (await patch(w.key, created.id, 'delivered')).json<MaterialRequestDto>();
      expect(delivered).toMatchObject({
        status: 'delivered',
        decided_by_account_id: approver,
        decided_at: approved.decided_at,
        delivered_by_account_id: w.tenant.accountId,
      });
      expect(delivered.delivered_at).toBe(delivered.updated_at);
      const rejected = (await patch(approverKey, (await request(w)).id, 'rejected')).json<MaterialRequestDto>();
      expect(rejected).toMatchObject({ status: 'rejected', decided_by_account_id: approver, delivered_at: null });
    });
  });

  describe('delivery', () => {
    it('books one transfer per line, tagged with the request, in the same step as the status change', async () => {
      const w = await materialWorld(t);
      const second = await createItem(t.app, w.key);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      await booked(t.app, w.key, { type: 'receipt', item_id: second, quantity: 300 });
      const created = await request(w, [
        { item_id: second, quantity: 200 },
        { item_id: w.item, quantity: 6 },
      ]);
      await patch(w.key, created.id, 'approved');
      expect((await patch(w.key, created.id, 'delivered')).statusCode).toBe(200);
      const transfers = await walk<MaterialMovementDto>(
        t.app,
        w.key,
        `/api/v1/material/movements?request_id=${created.id}`,
      );
      expect(transfers.map((m) => [m.type, m.item_id, m.property_id, m.quantity, m.request_id]).sort()).toEqual(
        [
          ['transfer_to_property', second, w.a, 200, created.id],
          ['transfer_to_property', w.item, w.a, 6, created.id],
        ].sort(),
      );
      const stock = await stockOf(t.app, w.key);
      expect([stock.get(`${w.item}@w`), stock.get(`${w.item}@p${w.a}`)]).toEqual([4, 6]);
      expect([stock.get(`${second}@w`), stock.get(`${second}@p${w.a}`)]).toEqual([100, 200]);
      // The limited key of property a sees the delivery's movements.
      expect((await walk(t.app, w.limitedKey, `/api/v1/material/movements?request_id=${created.id}`)).length).toBe(2);
    });

    it('books nothing and stays approved when the warehouse lacks any line', async () => {
      const w = await materialWorld(t);
      const second = await createItem(t.app, w.key);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 10 });
      await booked(t.app, w.key, { type: 'receipt', item_id: second, quantity: 5 });
      const created = await request(w, [
        { item_id: w.item, quantity: 6 },
        { item_id: second, quantity: 6 },
      ]);
      const approved = (await patch(w.key, created.id, 'approved')).json<MaterialRequestDto>();
      const stockBefore = await stockOf(t.app, w.key);
      const movementsBefore = await walk(t.app, w.key, '/api/v1/material/movements');

      const problem = expectProblem(await patch(w.key, created.id, 'delivered'), 422, 'insufficient_stock');
      expect(problem.detail).toContain(`item ${second}`);
      expect(await get(w.key, created.id)).toEqual(approved);
      expect(await stockOf(t.app, w.key)).toEqual(stockBefore);
      expect(await walk(t.app, w.key, '/api/v1/material/movements')).toEqual(movementsBefore);

      await booked(t.app, w.key, { type: 'receipt', item_id: second, quantity: 1 });
      expect((await patch(w.key, created.id, 'delivered')).json().status).toBe('delivered');
      const stock = await stockOf(t.app, w.key);
      expect([stock.get(`${w.item}@w`), stock.get(`${second}@w`)]).toEqual([4, 0]);
      expect(nonZero(stock)).toEqual(nonZero(await ledgerSums(t.app, w.key)));
    });

    it('ten concurrent deliveries of one request book it once', async () => {
      const w = await materialWorld(t);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 100 });
      const created = await request(w, [{ item_id: w.item, quantity: 7 }]);
      await patch(w.key, created.id, 'approved');
      const responses = await Promise.all(Array.from({ length: 10 }, () => patch(w.key, created.id, 'delivered')));
      for (const response of responses) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().status).toBe('delivered');
      }
      expect((await walk(t.app, w.key, `/api/v1/material/movements?request_id=${created.id}`)).length).toBe(1);
      const stock = await stockOf(t.app, w.key);
      expect([stock.get(`${w.item}@w`), stock.get(`${w.item}@p${w.a}`)]).toEqual([93, 7]);
    });

    it('deliveries racing for the same stock never overdraw: each books whole or not at all', async () => {
      const w = await materialWorld(t);
      const second = await createItem(t.app, w.key);
      await booked(t.app, w.key, { type: 'receipt', item_id: w.item, quantity: 20 });
      await booked(t.app, w.key, { type: 'receipt', item_id: second, quantity: 20 });
      const requests: MaterialRequestDto[] = [];
      for (let i = 0; i < 8; i++) {
        // Lines in both orders, so deliveries take the items in opposite directions.
        const lines =
          i % 2 === 0
            ? [
                { item_id: w.item, quantity: 3 },
                { item_id: second, quantity: 4 },
              ]
            : [
                { item_id: second, quantity: 4 },
                { item_id: w.item, quantity: 3 },
              ];
        const created = await request(w, lines, i % 2 === 0 ? w.a : w.b);
        await patch(w.key, created.id, 'approved');
        requests.push(created);
      }
      const responses = await Promise.all(requests.map((r) => patch(w.key, r.id, 'delivered')));
      const delivered = responses.filter((r) => r.statusCode === 200).length;
      for (const response of responses.filter((r) => r.statusCode !== 200)) {
        expectProblem(response, 422, 'insufficient_stock');
      }
      expect(delivered).toBe(5);
      const stock = await stockOf(t.app, w.key);
      expect([stock.get(`${w.item}@w`), stock.get(`${second}@w`)]).toEqual([20 - 3 * 5, 0]);
      expect(nonZero(stock)).toEqual(nonZero(await ledgerSums(t.app, w.key)));
      for (const r of requests) {
        const now = await get(w.key, r.id);
        const movements = await walk(t.app, w.key, `/api/v1/material/movements?request_id=${r.id}`);
        expect(movements.length).toBe(now.status === 'delivered' ? 2 : 0);
      }
    });
  });

  describe('list', () => {
    it('filters by property, status and updated_since', async () => {
      const w = await materialWorld(t);
      const r1 = await request(w);
      const r2 = await request(w, undefined, w.b);
      const r3 = await request(w);
      const ids = async (query: string) =>
        (await walk<MaterialRequestDto>(t.app, w.key, `/api/v1/material/requests?pageSize=200${query}`)).map(
          (r) => r.id,
        );
      expect(await ids('')).toEqual([r1.id, r2.id, r3.id]);
      expect(await ids(`&property_id=${w.a}`)).toEqual([r1.id, r3.id]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const rejected = (await patch(w.key, r2.id, 'rejected')).json<MaterialRequestDto>();
      expect(await ids('&status=rejected')).toEqual([r2.id]);
      expect(await ids('&status=requested')).toEqual([r1.id, r3.id]);
      expect(await ids(`&updated_since=${encodeURIComponent(rejected.updated_at)}`)).toEqual([r2.id]);
    });
  });
});
