import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/domain/errors.js';
import { requireJsonBody } from '../../src/http/json-body.js';

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
