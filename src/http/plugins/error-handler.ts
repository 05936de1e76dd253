import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import {
  type ConflictingEntry,
  DomainError,
  type ErrorCode,
  type ExportProblem,
  type BlockedRule,
  type FieldError,
  type TenantChoice,
} from '../../domain/errors.js';
import { httpStatus, PROBLEM_CONTENT_TYPE, problem } from '../errors.js';
import { answerWhileDiscarding } from '../lingering-close.js';
import { toFieldErrors } from './validation.js';

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: FieldError[],
  tenants?: TenantChoice[],
  existingPropertyId?: number,
  conflictingEntry?: ConflictingEntry,
  exportProblems?: ExportProblem[],
  blockedRules?: BlockedRule[],
): FastifyReply {
  if (code === 'unauthenticated') reply.header('www-authenticate', 'Bearer realm="caretaker"');
  return reply
    .code(httpStatus(code))
    .type(PROBLEM_CONTENT_TYPE)
    .send(
      problem(
        code,
        detail,
        request.id,
        errors,
        tenants,
        existingPropertyId,
        conflictingEntry,
        exportProblems,
        blockedRules,
      ),
    );
}

/** A problem answered before the request body has been read: see answerWhileDiscarding. */
function sendWhileDiscarding(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
): FastifyReply {
  const text = JSON.stringify(problem(code, detail, request.id));
  return reply
    .code(httpStatus(code))
    .type(PROBLEM_CONTENT_TYPE)
    .header('content-length', Buffer.byteLength(text))
    .header('connection', 'close')
    .send(answerWhileDiscarding(request.raw, text));
}

const UPLOAD_REFUSALS = new Set<ErrorCode>(['file_too_large', 'unsupported_file_type', 'malformed_upload']);

/** Errors raised by Fastify itself before a handler runs, mapped onto our codes. */
function frameworkError(error: FastifyError): { code: ErrorCode; detail: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', detail: 'The request body is larger than 1 MiB.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', detail: 'Send the body as JSON with Content-Type: application/json.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'malformed_json', detail: 'The body is empty; send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'malformed_json', detail: 'The body is not valid JSON.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'bad_request', detail: 'The Content-Length does not match the body.' };
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { code: 'malformed_json', detail: 'The body is not valid JSON.' };
  }
  if (error.statusCode === 503) return { code: 'service_unavailable', detail: 'The server is shutting down.' };
  return undefined;
}

/** SQLSTATE classes (the first two characters of a code), for whoever reads the log. */
const SQLSTATE_CLASSES: Record<string, string> = {
  '08': 'connection exception',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '25': 'invalid transaction state',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '55': 'object not in prerequisite state',
  '57': 'operator intervention',
  '58': 'system error',
  XX: 'internal error',
};

/** The fields of a PostgreSQL error (node-postgres and PGlite alike) that name things, never values. */
const NAMING_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

type Inspectable = Record<string, unknown>;

/** An error as a log line holds it. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const isPostgresError = (error: Inspectable) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/**
 * What the log may keep of an error. A failed query carries what the client sent: Drizzle
 * puts the query and its parameters into its error and its message, PGlite adds them to
 * its own, and PostgreSQL's message, detail and context can quote values. So when the
 * error or one of its causes comes from the database, the log gets its class, SQLSTATE and
 * the names it carries (constraint, table, column, routine) and the stack frames, without
 * any message; every other error is logged as pino would.
 */
export function errorForLog(error: Error): LoggedError {
  const chain: Inspectable[] = [];
  for (
    let at: unknown = error;
    at !== null && typeof at === 'object' && chain.length < 5;
    at = (at as Inspectable).cause
  ) {
    chain.push(at as Inspectable);
  }
  if (!chain.some((link) => link instanceof DrizzleQueryError || isPostgresError(link))) {
    return stdSerializers.err(error);
  }
  const top = chain[0] as Inspectable;
  const type = top instanceof DrizzleQueryError ? 'DrizzleQueryError' : String(top.constructor?.name ?? 'Error');
  const postgres = chain.find(isPostgresError);
  const code = postgres?.code as string | undefined;
  const database: Record<string, string> = {};
  if (code !== undefined) {
    database.code = code;
    database.class = SQLSTATE_CLASSES[code.slice(0, 2)] ?? `class ${code.slice(0, 2)}`;
    for (const field of NAMING_FIELDS) {
      const value = postgres?.[field];
      if (typeof value === 'string' && value !== '') database[field] = value;
    }
  } else {
    // Not answered by PostgreSQL (a lost connection, say): the cause's kind and code only.
    const cause = chain[1];
    if (cause !== undefined) database.cause = String(cause.constructor?.name ?? 'Error');
    if (typeof cause?.code === 'string') database.code = cause.code;
  }
  // The stack begins with the message, which holds the values; the frames do not.
  const stack = typeof top.stack === 'string' ? top.stack : '';
  const header = `${String(top.name)}: ${String(top.message)}`;
  return {
    type,
    message: `Database error${code !== undefined ? ` ${code} (${database.class})` : ''}; the query and its values are not logged.`,
    database,
    stack: stack.startsWith(header) ? stack.slice(header.length).replace(/^\n/, '') : '',
  };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.extras.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.extras.retryAfterSeconds));
      // An upload refused on its first bytes, at its size limit or before it was read: the rest is still arriving.
      const refusesUpload = UPLOAD_REFUSALS.has(error.code) || request.routeOptions.config.portalBody === 'multipart';
      if (refusesUpload && !request.raw.readableEnded && !request.raw.destroyed) {
        return sendWhileDiscarding(request, reply, error.code, error.detail);
      }
      if (error.extras.allow) reply.header('allow', error.extras.allow.join(', '));
      return sendProblem(
        request,
        reply,
        error.code,
        error.detail,
        error.extras.errors,
        error.extras.tenants,
        error.extras.existingPropertyId,
        error.extras.conflictingEntry,
        error.extras.exportProblems,
        error.extras.blockedRules,
      );
    }
    if (error.validation) {
      return sendProblem(
        request,
        reply,
        'validation_failed',
        'The request is not valid.',
        toFieldErrors(error.validation, error.validationContext),
      );
    }
    const known = frameworkError(error);
    if (known?.code === 'payload_too_large' && !request.raw.readableEnded && !request.raw.destroyed) {
      return sendWhileDiscarding(request, reply, known.code, known.detail);
    }
    if (known) return sendProblem(request, reply, known.code, known.detail);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(request, reply, 'bad_request', 'The request could not be understood.');
    }
    // Internals stay in the log (a database error without the values sent: errorForLog);
    // the caller gets the request id to quote.
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      request,
      reply,
      'internal_error',
      `Something went wrong on our side. Quote request id ${request.id} when you contact support.`,
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 'not_found', `There is no ${request.method} ${request.url.split('?')[0]}.`),
  );
}
