import { type TSchema, Type } from '@sinclair/typebox';
import type { ErrorCode } from '../domain/errors.js';
import { httpStatus, PROBLEM_CONTENT_TYPE, ProblemSchema } from './errors.js';

/** Errors every authenticated /api/v1 route can answer with. */
const COMMON: ErrorCode[] = ['unauthenticated', 'plan_required', 'rate_limited', 'internal_error'];
const WRITE: ErrorCode[] = ['malformed_json', 'unsupported_media_type', 'payload_too_large', 'licence_expired'];

/**
 * Response schemas for a route's error statuses, each listing the codes it can carry,
 * so the OpenAPI document names every error a client must handle.
 */
export function errorResponses(kind: 'read' | 'write', ...codes: ErrorCode[]): Record<number, unknown> {
  const all = new Set<ErrorCode>([...COMMON, ...(kind === 'write' ? WRITE : []), ...codes]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of all) {
    const status = httpStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, unknown> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: `Problem with \`code\`: ${statusCodes.map((c) => `\`${c}\``).join(', ')}.`,
      content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema } },
    };
  }
  return responses;
}

export function pageOf<T extends TSchema>(item: T, example?: unknown) {
  return Type.Object(
    {
      data: Type.Array(item),
      next_cursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Pass as `cursor` to get the next page; null on the last page.',
      }),
    },
    { additionalProperties: false, ...(example === undefined ? {} : { examples: [example] }) },
  );
}
