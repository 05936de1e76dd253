import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { dropLeadingByteOrderMarks, requireJsonBody, unstorableTextIn } from '../../src/http/json-body.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

function refusal(headers: Record<string, string>, bodyless: 'allowed' | 'refused'): string | undefined {
  try {
    requireJsonBody(request(headers), bodyless);
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
}

describe('requireJsonBody', () => {
  it('accepts JSON and +json types, with parameters and in any case', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
      'application/problem+json ;charset=utf-8',
    ]) {
      expect(refusal({ 'content-type': type, 'content-length': '2' }, 'refused'), type).toBeUndefined();
    }
  });

  it('refuses other types, including look-alikes of JSON', () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json-seq',
      'application/jsonx',
    ]) {
      expect(refusal({ 'content-type': type, 'content-length': '2' }, 'allowed'), type).toBe('unsupported_media_type');
    }
  });

  it('lets a write without a body through only where that is allowed', () => {
    expect(refusal({}, 'allowed')).toBeUndefined();
    expect(refusal({ 'content-length': '0' }, 'allowed')).toBeUndefined();
    expect(refusal({}, 'refused')).toBe('unsupported_media_type');
    expect(refusal({ 'transfer-encoding': 'chunked' }, 'allowed')).toBe('unsupported_media_type');
  });
});

describe('unstorableTextIn', () => {
  const pointers = (value: unknown) => unstorableTextIn(value).map((error) => error.pointer);

  it('passes well-formed text, surrogate pairs included, and values that are no text', () => {
    expect(unstorableTextIn({ a: 'Caf\u00e9 😀 \ud83d\ude00', b: [1, true, null, { c: '' }], d: 2.5 })).toEqual([]);
    expect(unstorableTextIn('plain')).toEqual([]);
    expect(unstorableTextIn(null)).toEqual([]);
  });

  it('points at each unpaired surrogate or NUL, with ~ and / escaped', () => {
    const found = unstorableTextIn({
      title: 'x\ud800',
      list: ['ok', '\udc00', { 'a/b~c': 'n\u0000l' }],
      pair: '\udfff\ud800',
    });
    expect(found.sort((a, b) => a.pointer.localeCompare(b.pointer))).toEqual([
      { pointer: '/list/1', detail: 'Must be valid Unicode text (it holds an unpaired surrogate).' },
      { pointer: '/list/2/a~1b~0c', detail: 'Must not contain the NUL character.' },
      { pointer: '/pair', detail: 'Must be valid Unicode text (it holds an unpaired surrogate).' },
      { pointer: '/title', detail: 'Must be valid Unicode text (it holds an unpaired surrogate).' },
    ]);
    expect(pointers('\ud800')).toEqual(['']);
  });

  it('points a bad field name at the object holding it, once per object', () => {
    expect(pointers({ 'x\ud800': 1, 'y\ud800': { deep: '\ud800' }, ok: { 'n\u0000': 'v' } }).sort()).toEqual([
      '',
      '/ok',
    ]);
    expect(unstorableTextIn({ a: [{ 'k\udc00': 'v' }] })[0]?.detail).toMatch(/field name/);
  });

  it('walks bodies nested deeper than the call stack, and stops after 20 findings', () => {
    const depth = 200_000;
    const deep: unknown = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`);
    expect(pointers(deep)).toEqual([`${'/0'.repeat(depth)}`]);
    expect(unstorableTextIn(Array.from({ length: 100 }, () => '\ud800'))).toHaveLength(20);
  });
});

describe('dropLeadingByteOrderMarks', () => {
  it('drops U+FEFF from the start of every string value, keeps it elsewhere and in field names', () => {
    const body = { '\uFEFFname': '\uFEFFa', list: ['\uFEFF\uFEFFb', 'c\uFEFF', { d: '\uFEFF' }], n: 1, none: null };
    expect(dropLeadingByteOrderMarks(body)).toEqual({
      '\uFEFFname': 'a',
      list: ['b', 'c\uFEFF', { d: '' }],
      n: 1,
      none: null,
    });
    expect(dropLeadingByteOrderMarks('\uFEFFtext')).toBe('text');
    expect(dropLeadingByteOrderMarks(7)).toBe(7);
  });
});
