// Assertions on REST API answers that every endpoint group shares: problem bodies,
// validation pointers, and walking a paginated list.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call } from './harness.js';

/** Checks the status, the problem content type and the code; returns the problem body. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ code: string; detail: string; errors?: { pointer: string }[] }>();
  expect(body.code, response.body).toBe(code);
  return body;
}

export const pointers = (response: LightMyRequestResponse): string[] =>
  response.json<{ errors?: { pointer: string }[] }>().errors?.map((e) => e.pointer) ?? [];

/** Both answers are 404 not_found with the same detail: another tenant's id reads like one that does not exist. */
export function expectSameNotFound(foreign: LightMyRequestResponse, missing: LightMyRequestResponse) {
  expect(expectProblem(foreign, 404, 'not_found').detail).toBe(expectProblem(missing, 404, 'not_found').detail);
}

/** 422 validation_failed at exactly `pointer`, with the same errors as for an id that does not exist. */
export function expectRefusedLikeMissing(
  foreign: LightMyRequestResponse,
  missing: LightMyRequestResponse,
  pointer: string,
) {
  expectProblem(foreign, 422, 'validation_failed');
  expect(pointers(foreign), pointer).toEqual([pointer]);
  expect(foreign.json<{ errors: unknown }>().errors).toEqual(missing.json<{ errors: unknown }>().errors);
}

/** 403 property_access_denied, without giving away the name of the property the key cannot see. */
export function expectPropertyAccessDenied(response: LightMyRequestResponse, hiddenName = 'Old Mill') {
  const body = expectProblem(response, 403, 'property_access_denied');
  expect(body.detail).not.toContain(hiddenName);
}

/** Every item of a list, following next_cursor, checking the Link header on the way. */
export async function walk<T>(app: FastifyInstance, key: string, url: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | undefined = url;
  for (let pages = 0; next !== undefined; pages++) {
    expect(pages).toBeLessThan(1000);
    const response = await call(app, { url: next, key });
    expect(response.statusCode, `${next}: ${response.body}`).toBe(200);
    const page = response.json<{ data: T[]; next_cursor: string | null }>();
    items.push(...page.data);
    expect(response.headers.link === undefined, next).toBe(page.next_cursor === null);
    if (page.next_cursor === null) next = undefined;
    else {
      const [path = '', search = ''] = url.split('?');
      const params = new URLSearchParams(search);
      params.set('cursor', page.next_cursor);
      next = `${path}?${params.toString()}`;
    }
  }
  return items;
}

/**
 * The list at `url` (no query) pages with cursor and Link: walking it a page of one at a time
 * gives every entry once, in order; the first page of `linkPageSize` links to the next with the
 * same path, page size and its cursor; a bad cursor and a page size out of range are 422.
 * Returns every entry.
 */
export async function expectPages<T>(app: FastifyInstance, key: string, url: string, linkPageSize = 1): Promise<T[]> {
  const all = await walk<T>(app, key, `${url}?pageSize=200`);
  expect(await walk<T>(app, key, `${url}?pageSize=1`), url).toEqual(all);
  const first = await call(app, { url: `${url}?pageSize=${linkPageSize}`, key });
  const link = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
  expect(new URL(link).pathname, url).toBe(url);
  expect(new URL(link).searchParams.get('pageSize'), url).toBe(String(linkPageSize));
  expect(new URL(link).searchParams.get('cursor'), url).toBe(first.json<{ next_cursor: string }>().next_cursor);
  for (const query of ['cursor=nonsense', 'pageSize=201', 'pageSize=0']) {
    expectProblem(await call(app, { url: `${url}?${query}`, key }), 422, 'validation_failed');
  }
  return all;
}
