import type { ErrorCode } from '../../../domain/errors.js';
import type { ApiRouteAuth } from '../../plugins/api-key-auth.js';
import { errorResponses } from '../../openapi-helpers.js';

export const TAGS = ['Material'];

/** Every material route belongs to the material module; reading and writing have a scope each. */
export const READ: ApiRouteAuth = { scope: 'material:read', module: 'material' };
export const WRITE: ApiRouteAuth = { scope: 'material:write', module: 'material' };

/** The errors of a material route: those of every API route, the module and scope checks, and its own. */
export function materialErrors(kind: 'read' | 'write', ...codes: ErrorCode[]): Record<number, unknown> {
  return errorResponses(kind, 'module_disabled', 'insufficient_scope', 'validation_failed', ...codes);
}
