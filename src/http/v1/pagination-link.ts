import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Page } from '../../modules/shared/pagination.js';

/** Adds `Link: <…>; rel="next"` carrying the same query with the next cursor. */
export function sendPage<P extends Page<unknown>>(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  page: P,
  hasMore = page.next_cursor !== null,
): P {
  if (hasMore && page.next_cursor !== null) {
    const [path, search = ''] = request.url.split('?');
    const params = new URLSearchParams(search);
    params.set('cursor', page.next_cursor);
    reply.header('link', `<${resourceUrl(deps, request, path ?? '')}?${params.toString()}>; rel="next"`);
  }
  return page;
}

/** Absolute URL of a path on this service: PUBLIC_URL when set, else the request's own origin. */
export function resourceUrl(deps: AppDeps, request: FastifyRequest, path: string): string {
  return `${deps.config.publicUrl ?? `${request.protocol}://${request.host}`}${path}`;
}
