import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../src/cli/demo.js';
import { MemoryFileStore } from '../../src/platform/file-store/file-store.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { ledgerSums, nonZero, stockOf, walk } from '../helpers/material.js';

describeEachBackend('material in the demo tenant', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('has a catalogue, stock that equals its ledger, and requests in each open status', async () => {
    const demo = await seedDemo(t.deps, new MemoryFileStore(), { baseUrl: 'http://localhost:3000' });
    expect(demo.modules).toEqual(['material']);
    const items = await walk<{ sku: string }>(t.app, demo.key, '/api/v1/material/items');
    expect(items.length).toBeGreaterThanOrEqual(5);
    const stock = await stockOf(t.app, demo.key);
    expect([...stock.values()].some((quantity) => quantity > 0)).toBe(true);
    expect(nonZero(stock)).toEqual(nonZero(await ledgerSums(t.app, demo.key)));
    const below = await walk(t.app, demo.key, '/api/v1/material/stock?below_minimum=true');
    expect(below.length).toBeGreaterThan(0);
    const statuses = (await walk<{ status: string }>(t.app, demo.key, '/api/v1/material/requests')).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual(['approved', 'delivered', 'requested']);
  });
});
