import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';

// Writes to the API and the portal take JSON only; both chains ask here.

/** `application/json`, or a `+json` type such as `application/merge-patch+json`, with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Refuses a write whose body is not declared as JSON (400 `unsupported_media_type`). `bodyless: 'refused'` also
 * refuses a write with no body at all, where "no fields given" would otherwise pass.
 */
export function requireJsonBody(request: FastifyRequest, bodyless: 'allowed' | 'refused'): void {
  if (bodyless === 'allowed' && !hasBody(request)) return;
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !JSON_TYPE.test(type)) {
    throw new DomainError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
}
