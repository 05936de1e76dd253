import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

interface Item {
  id: number;
  name: string;
  sku: string;
  min_stock: number;
  active: boolean;
}
interface Stock {
  item_id: number;
  property_id?: number;
  quantity: number;
  min_stock: number;
  below_minimum: boolean;
}
interface Movement {
  id: number;
  type: string;
  item_id: number;
  property_id: number | null;
  quantity: number;
  reason: string | null;
}
interface MaterialRequest {
  id: number;
  status: string;
  property_id: number;
  lines: { item_id: number; quantity: number }[];
}

const ok = <T>(response: LightMyRequestResponse, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

describeEachBackend('portal material', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** An organisation with the material module and one item. */
  async function withMaterial(): Promise<{ org: Organisation; item: Item }> {
    const org = await organisation(t);
    await updateTenant(t.deps, org.tenantId, { modules: ['material'] });
    const item = ok<Item>(
      await org.admin.post('/portal/api/material/items', { name: 'Glass cleaner', sku: 'GC-1', unit: 'bottle' }),
      201,
    );
    return { org, item };
  }

  const book = (client: PortalClient, body: Record<string, unknown>) =>
    client.post('/portal/api/material/movements', { uuid: randomUUID(), ...body });

  const warehouse = async (client: PortalClient) =>
    ok<{ data: Stock[] }>(await client.get('/portal/api/material/warehouse-stock')).data;
  const atProperties = async (client: PortalClient) =>
    ok<{ data: Stock[] }>(await client.get('/portal/api/material/stock')).data;

  it('exists only with the module and for people with material.manage; the session tells the modules', async () => {
    const org = await organisation(t);
    const before = ok<{ user: { tenant: { modules: string[] } } }>(await org.admin.get('/portal/api/session'));
    expect(before.user.tenant.modules).toEqual([]);
    expectProblem(await org.admin.get('/portal/api/material/items'), 403, 'module_disabled');

    await updateTenant(t.deps, org.tenantId, { modules: ['material'] });
    const after = ok<{ user: { tenant: { modules: string[] }; permissions: string[] } }>(
      await org.admin.get('/portal/api/session'),
    );
    expect(after.user.tenant.modules).toEqual(['material']);
    expect(after.user.permissions).toContain('material.manage');
    expect(ok<{ data: Item[] }>(await org.admin.get('/portal/api/material/items')).data).toEqual([]);

    const { client: manager } = await org.member('manager');
    expect((await manager.get('/portal/api/material/items')).statusCode).toBe(200);
    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/material/items'), 403, 'permission_denied');
    // The field app's list is for everyone signed in.
    expect((await worker.get('/portal/api/field/material/items')).statusCode).toBe(200);
  });

  it('creates, edits and deactivates items; a taken SKU is refused', async () => {
    const { org, item } = await withMaterial();
    expect(item).toMatchObject({ name: 'Glass cleaner', sku: 'GC-1', min_stock: 0, active: true });
    const edited = ok<Item>(
      await org.admin.patch(`/portal/api/material/items/${item.id}`, { name: 'Window cleaner', min_stock: 8 }),
    );
    expect(edited).toMatchObject({ name: 'Window cleaner', min_stock: 8, active: true });
    expectProblem(
      await org.admin.post('/portal/api/material/items', { name: 'Other', sku: 'gc-1', unit: 'piece' }),
      409,
      'sku_conflict',
    );
    const off = ok<Item>(await org.admin.patch(`/portal/api/material/items/${item.id}`, { active: false }));
    expect(off.active).toBe(false);
    // An inactive item takes no receipts; the field app no longer offers it.
    expectProblem(await book(org.admin, { type: 'receipt', item_id: item.id, quantity: 5 }), 422, 'validation_failed');
    const offered = ok<{ data: Item[] }>(await org.admin.get('/portal/api/field/material/items')).data;
    expect(offered).toEqual([]);
  });

  it('books receipts and transfers once per uuid, flags stock below minimum and never goes below zero', async () => {
    const { org, item } = await withMaterial();
    const lindenhof = await org.property({ name: 'Lindenhof' });
    await org.admin.patch(`/portal/api/material/items/${item.id}`, { min_stock: 8 });

    const uuid = randomUUID();
    const receipt = { uuid, type: 'receipt', item_id: item.id, quantity: 10 };
    const first = ok<Movement>(await org.admin.post('/portal/api/material/movements', receipt), 201);
    const again = ok<Movement>(await org.admin.post('/portal/api/material/movements', receipt), 200);
    expect(again.id).toBe(first.id);
    expect(await warehouse(org.admin)).toMatchObject([{ item_id: item.id, quantity: 10, below_minimum: false }]);

    ok(
      await book(org.admin, { type: 'transfer_to_property', item_id: item.id, property_id: lindenhof, quantity: 4 }),
      201,
    );
    expect(await warehouse(org.admin)).toMatchObject([{ quantity: 6, min_stock: 8, below_minimum: true }]);
    expect(await atProperties(org.admin)).toMatchObject([
      { item_id: item.id, property_id: lindenhof, quantity: 4, below_minimum: true },
    ]);

    const tooMuch = await book(org.admin, {
      type: 'consumption',
      item_id: item.id,
      property_id: lindenhof,
      quantity: 5,
    });
    expectProblem(tooMuch, 422, 'insufficient_stock');
    expect(await atProperties(org.admin)).toMatchObject([{ quantity: 4 }]);

    ok(await book(org.admin, { type: 'consumption', item_id: item.id, property_id: lindenhof, quantity: 1 }), 201);
    ok(
      await book(org.admin, { type: 'transfer_to_warehouse', item_id: item.id, property_id: lindenhof, quantity: 2 }),
      201,
    );
    ok(
      await book(org.admin, {
        type: 'correction',
        item_id: item.id,
        quantity: 3,
        direction: 'decrease',
        reason: 'Stock-take: 3 bottles broken',
      }),
      201,
    );
    expectProblem(
      await book(org.admin, { type: 'correction', item_id: item.id, quantity: 3, direction: 'decrease', reason: ' ' }),
      422,
      'validation_failed',
    );
    expect(await warehouse(org.admin)).toMatchObject([{ quantity: 5 }]);
    expect(await atProperties(org.admin)).toMatchObject([{ quantity: 1 }]);

    const ledger = async (query: string) =>
      ok<{ data: Movement[] }>(await org.admin.get(`/portal/api/material/movements${query}`)).data.map((m) => [
        m.type,
        m.quantity,
      ]);
    expect(await ledger('')).toEqual([
      ['receipt', 10],
      ['transfer_to_property', 4],
      ['consumption', 1],
      ['transfer_to_warehouse', 2],
      ['correction', 3],
    ]);
    expect(await ledger(`?property_id=${lindenhof}`)).toEqual([
      ['transfer_to_property', 4],
      ['consumption', 1],
      ['transfer_to_warehouse', 2],
    ]);
    expect(await ledger(`?item_id=${item.id}&type=consumption`)).toEqual([['consumption', 1]]);
    const now = new Date(t.clock());
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();
    expect(await ledger(`?updated_since=${hourAgo}&before=${inAnHour}`)).toHaveLength(5);
    expect(await ledger(`?before=${hourAgo}`)).toEqual([]);
    expect(await ledger(`?updated_since=${inAnHour}`)).toEqual([]);
  });

  it('takes a request from the field, and the office approves, delivers or rejects it', async () => {
    const { org, item } = await withMaterial();
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const { id: workerId, client: worker } = await org.member('worker', [lindenhof]);

    const body = {
      uuid: randomUUID(),
      property_id: lindenhof,
      note: 'For the stairwell',
      lines: [{ item_id: item.id, quantity: 3 }],
    };
    const asked = ok<MaterialRequest>(await worker.post('/portal/api/field/material/requests', body), 201);
    ok<MaterialRequest>(await worker.post('/portal/api/field/material/requests', body), 200);
    expect(asked).toMatchObject({
      status: 'requested',
      property_id: lindenhof,
      lines: [{ item_id: item.id, quantity: 3 }],
    });
    expectProblem(
      await worker.post('/portal/api/field/material/requests', {
        ...body,
        uuid: randomUUID(),
        property_id: rheinblick,
      }),
      403,
      'property_access_denied',
    );
    const mine = ok<{ data: MaterialRequest[] }>(await worker.get('/portal/api/field/material/requests')).data;
    expect(mine.map((r) => r.id)).toEqual([asked.id]);
    expectProblem(
      await worker.patch(`/portal/api/material/requests/${asked.id}`, { status: 'approved' }),
      403,
      'permission_denied',
    );

    const listed = ok<{ data: MaterialRequest[] }>(
      await org.admin.get('/portal/api/material/requests?status=requested'),
    );
    expect(listed.data.map((r) => r.id)).toEqual([asked.id]);
    const decide = (id: number, status: string) => org.admin.patch(`/portal/api/material/requests/${id}`, { status });
    expectProblem(await decide(asked.id, 'delivered'), 409, 'invalid_transition');
    expect(ok<MaterialRequest>(await decide(asked.id, 'approved')).status).toBe('approved');
    // The warehouse is empty: nothing is booked, the request stays approved.
    expectProblem(await decide(asked.id, 'delivered'), 422, 'insufficient_stock');
    ok(await book(org.admin, { type: 'receipt', item_id: item.id, quantity: 5 }), 201);
    expect(ok<MaterialRequest>(await decide(asked.id, 'delivered')).status).toBe('delivered');
    expect(await warehouse(org.admin)).toMatchObject([{ quantity: 2 }]);
    expect(await atProperties(org.admin)).toMatchObject([{ property_id: lindenhof, quantity: 3 }]);
    expectProblem(await decide(asked.id, 'rejected'), 409, 'invalid_transition');

    // Someone at the property confirms it arrived; confirming again changes nothing.
    const received = ok<MaterialRequest & { received_at: string | null; received_by_account_id: number | null }>(
      await worker.post(`/portal/api/field/material/requests/${asked.id}/received`, {}),
    );
    expect(received).toMatchObject({ status: 'delivered', received_by_account_id: workerId });
    expect(received.received_at).not.toBeNull();
    const again = ok<{ received_at: string }>(
      await worker.post(`/portal/api/field/material/requests/${asked.id}/received`, {}),
    );
    expect(again.received_at).toBe(received.received_at);

    const second = ok<MaterialRequest>(
      await worker.post('/portal/api/field/material/requests', { ...body, uuid: randomUUID() }),
      201,
    );
    expectProblem(
      await worker.post(`/portal/api/field/material/requests/${second.id}/received`, {}),
      409,
      'invalid_transition',
    );
    expect(ok<MaterialRequest>(await decide(second.id, 'rejected')).status).toBe('rejected');
  });

  it('answers 404 for another organisation’s items and requests, and 422 for its ids in a body', async () => {
    const { org, item } = await withMaterial();
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const { client: worker } = await org.member('worker', [lindenhof]);
    const asked = ok<MaterialRequest>(
      await worker.post('/portal/api/field/material/requests', {
        uuid: randomUUID(),
        property_id: lindenhof,
        lines: [{ item_id: item.id, quantity: 1 }],
      }),
      201,
    );
    const other = await withMaterial();

    expectProblem(
      await other.org.admin.patch(`/portal/api/material/items/${item.id}`, { name: 'Mine' }),
      404,
      'not_found',
    );
    expectProblem(
      await other.org.admin.patch(`/portal/api/material/requests/${asked.id}`, { status: 'approved' }),
      404,
      'not_found',
    );
    expectProblem(
      await other.org.admin.post(`/portal/api/field/material/requests/${asked.id}/received`, {}),
      404,
      'not_found',
    );
    expectProblem(
      await book(other.org.admin, { type: 'receipt', item_id: item.id, quantity: 1 }),
      422,
      'validation_failed',
    );
    expectProblem(
      await other.org.admin.get(`/portal/api/material/movements?item_id=${item.id}`),
      422,
      'validation_failed',
    );
    expect(ok<{ data: MaterialRequest[] }>(await other.org.admin.get('/portal/api/material/requests')).data).toEqual(
      [],
    );
    expect(
      (await other.org.admin.get('/portal/api/material/items')).json<{ data: Item[] }>().data.map((i) => i.id),
    ).toEqual([other.item.id]);
  });
});
