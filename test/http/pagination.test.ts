import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

interface Page {
  data: { id: number }[];
  next_cursor: string | null;
}

/** The path and query of the `rel="next"` target, or undefined when there is none. */
function nextLink(response: LightMyRequestResponse): string | undefined {
  const header = response.headers.link;
  if (header === undefined) return undefined;
  const match = /<([^>]+)>\s*;\s*rel="next"/.exec(String(header));
  if (!match?.[1]) throw new Error(`Link header without rel="next": ${String(header)}`);
  const url = new URL(match[1]);
  return url.pathname + url.search;
}

function withCursor(url: string, cursor: string): string {
  const [path = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  return `${path}?${params.toString()}`;
}

describeEachBackend('pagination', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function tenantWithTasks(count: number) {
    const tenant = await makeTenant(t.deps);
    const propertyId = await createPropertyVia(t.app, tenant.key);
    const taskIds: number[] = [];
    for (let i = 0; i < count; i++) taskIds.push(await createTask(tenant.key, propertyId, i));
    return { ...tenant, propertyId, taskIds };
  }

  async function createTask(key: string, propertyId: number, n: number): Promise<number> {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/v1/tasks',
      key,
      body: { uuid: randomUUID(), title: `Task ${n}`, property_id: propertyId, due_date: '2026-12-01' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  async function getPage(key: string, url: string): Promise<{ response: LightMyRequestResponse; page: Page }> {
    const response = await call(t.app, { url, key });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return { response, page: response.json<Page>() };
  }

  /** Follows next_cursor from the body; returns the ids of each page. */
  async function walkByCursor(key: string, firstUrl: string): Promise<number[][]> {
    const pages: number[][] = [];
    let url: string | undefined = firstUrl;
    while (url !== undefined) {
      const { response, page } = await getPage(key, url);
      pages.push(page.data.map((item) => item.id));
      if (page.next_cursor === null) {
        expect(response.headers.link).toBeUndefined();
        url = undefined;
      } else {
        expect(nextLink(response)).toBeDefined();
        url = withCursor(firstUrl, page.next_cursor);
      }
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  /** Follows the Link rel="next" header only; returns the ids of each page. */
  async function walkByLink(key: string, firstUrl: string): Promise<number[][]> {
    const pages: number[][] = [];
    let url: string | undefined = firstUrl;
    while (url !== undefined) {
      const { response, page } = await getPage(key, url);
      pages.push(page.data.map((item) => item.id));
      url = nextLink(response);
      expect(url === undefined).toBe(page.next_cursor === null);
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  }

  describe('cursor walk', () => {
    it('following next_cursor returns every item once, in creation order, and ends with null', async () => {
      const { key, taskIds } = await tenantWithTasks(23);
      const pages = await walkByCursor(key, '/api/v1/tasks?pageSize=5');
      expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 3]);
      expect(pages.flat()).toEqual(taskIds);
    });

    it('following the Link header gives the same pages', async () => {
      const { key, taskIds } = await tenantWithTasks(23);
      const byLink = await walkByLink(key, '/api/v1/tasks?pageSize=5');
      expect(byLink.flat()).toEqual(taskIds);
      expect(byLink).toEqual(await walkByCursor(key, '/api/v1/tasks?pageSize=5'));
    });

    it('gives the same order on every walk', async () => {
      const { key } = await tenantWithTasks(12);
      const first = await walkByCursor(key, '/api/v1/tasks?pageSize=4');
      const second = await walkByCursor(key, '/api/v1/tasks?pageSize=4');
      expect(second).toEqual(first);
      const oneShot = await getPage(key, '/api/v1/tasks?pageSize=200');
      expect(oneShot.page.data.map((item) => item.id)).toEqual(first.flat());
    });

    it('ends without an empty trailing page when the count is a multiple of pageSize', async () => {
      const { key, taskIds } = await tenantWithTasks(10);
      const pages = await walkByCursor(key, '/api/v1/tasks?pageSize=5');
      expect(pages.map((p) => p.length)).toEqual([5, 5]);
      expect(pages.flat()).toEqual(taskIds);
    });

    it('an empty list is one page with next_cursor null and no Link', async () => {
      const { key } = await makeTenant(t.deps);
      for (const url of ['/api/v1/tasks', '/api/v1/properties']) {
        const { response, page } = await getPage(key, url);
        expect(page).toEqual({ data: [], next_cursor: null });
        expect(response.headers.link).toBeUndefined();
      }
    });

    it('pages the property list the same way', async () => {
      const { key } = await makeTenant(t.deps);
      const propertyIds: number[] = [];
      for (let i = 0; i < 7; i++) propertyIds.push(await createPropertyVia(t.app, key));
      const pages = await walkByLink(key, '/api/v1/properties?pageSize=3');
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(pages.flat()).toEqual(propertyIds);
    });

    it('items created during a walk cause no repeats and no skips', async () => {
      const { key, propertyId, taskIds } = await tenantWithTasks(12);
      const seen: number[] = [];
      const added: number[] = [];
      let url: string | undefined = '/api/v1/tasks?pageSize=5';
      let round = 0;
      while (url !== undefined) {
        const { response, page } = await getPage(key, url);
        seen.push(...page.data.map((item) => item.id));
        // New work keeps arriving while the client pages.
        if (round < 3) for (let i = 0; i < 2; i++) added.push(await createTask(key, propertyId, 100 + round * 10 + i));
        round++;
        url = nextLink(response);
        expect(round).toBeLessThan(50);
      }
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of taskIds) expect(seen.filter((s) => s === id)).toHaveLength(1);
      expect(seen.slice(0, taskIds.length)).toEqual(taskIds);
      expect(seen.every((id) => taskIds.includes(id) || added.includes(id))).toBe(true);
    });

    it('filters are kept in the Link URL and apply on every page', async () => {
      const { key, propertyId } = await makeTenant(t.deps).then(async (tenant) => ({
        ...tenant,
        propertyId: await createPropertyVia(t.app, tenant.key),
      }));
      const other = await createPropertyVia(t.app, key);
      const wanted: number[] = [];
      for (let i = 0; i < 11; i++) {
        const onWanted = i % 3 !== 0;
        const id = await createTask(key, onWanted ? propertyId : other, i);
        if (onWanted) wanted.push(id);
      }
      const first = `/api/v1/tasks?property_id=${propertyId}&status=open&due_from=2026-01-01&pageSize=3`;
      const { response } = await getPage(key, first);
      const link = nextLink(response);
      expect(link).toBeDefined();
      const params = new URLSearchParams((link ?? '').split('?')[1]);
      expect(params.get('property_id')).toBe(String(propertyId));
      expect(params.get('status')).toBe('open');
      expect(params.get('due_from')).toBe('2026-01-01');
      expect(params.get('pageSize')).toBe('3');
      expect(params.get('cursor')).toBeTruthy();
      expect(new URL(/<([^>]+)>/.exec(String(response.headers.link))?.[1] ?? '').pathname).toBe('/api/v1/tasks');

      const pages = await walkByLink(key, first);
      expect(pages.flat()).toEqual(wanted);
      expect(pages.every((p) => p.length <= 3)).toBe(true);
    });
  });

  describe('pageSize', () => {
    it('defaults to 50', async () => {
      const { key } = await makeTenant(t.deps);
      const propertyIds: number[] = [];
      for (let i = 0; i < 52; i++) propertyIds.push(await createPropertyVia(t.app, key));
      const first = await getPage(key, '/api/v1/properties');
      expect(first.page.data).toHaveLength(50);
      expect(first.page.next_cursor).not.toBeNull();
      const second = await getPage(key, withCursor('/api/v1/properties', first.page.next_cursor ?? ''));
      expect(second.page.data.map((p) => p.id)).toEqual(propertyIds.slice(50));
      expect(second.page.next_cursor).toBeNull();

      const all = await getPage(key, '/api/v1/properties?pageSize=200');
      expect(all.page.data.map((p) => p.id)).toEqual(propertyIds);
      expect(all.page.next_cursor).toBeNull();
    });

    it('accepts 1 and 200', async () => {
      const { key, taskIds } = await tenantWithTasks(2);
      const one = await getPage(key, '/api/v1/tasks?pageSize=1');
      expect(one.page.data.map((item) => item.id)).toEqual([taskIds[0]]);
      const max = await getPage(key, '/api/v1/tasks?pageSize=200');
      expect(max.page.data).toHaveLength(2);
    });

    it.each(['0', '201', 'abc', '-1', '1.5', ''])('pageSize=%s is 422 at /query/pageSize', async (value) => {
      const { key } = await makeTenant(t.deps);
      for (const path of ['/api/v1/tasks', '/api/v1/properties']) {
        const response = await call(t.app, { url: `${path}?pageSize=${value}`, key });
        expect(response.statusCode).toBe(422);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/query/pageSize']);
      }
    });
  });

  describe('cursor', () => {
    it('refuses a tampered or invented cursor with 422 at /query/cursor', async () => {
      const { key } = await tenantWithTasks(3);
      const { page } = await getPage(key, '/api/v1/tasks?pageSize=1');
      const real = page.next_cursor ?? '';
      expect(real).not.toBe('');
      const forged = (state: unknown) => Buffer.from(JSON.stringify(state)).toString('base64url');
      const tampered = [
        'not-a-cursor',
        [...real].reverse().join(''),
        real.slice(0, Math.floor(real.length / 2)),
        forged({ v: 2, after: 1 }),
        forged({ v: 1, after: -1 }),
        forged({ v: 1, after: '1' }),
        forged([1]),
        'x'.repeat(201),
      ];
      for (const cursor of tampered) {
        const response = await call(t.app, { url: `/api/v1/tasks?cursor=${encodeURIComponent(cursor)}`, key });
        expect(response.statusCode, cursor).toBe(422);
        expect(response.json().code).toBe('validation_failed');
        expect(response.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/query/cursor']);
      }
    });

    it('refuses an empty cursor', async () => {
      const { key } = await makeTenant(t.deps);
      const response = await call(t.app, { url: '/api/v1/tasks?cursor=', key });
      expect(response.statusCode).toBe(422);
    });
  });
});
