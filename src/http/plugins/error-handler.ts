import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode, type FieldError, type TenantChoice } from '../../domain/errors.js';
import { httpStatus, PROBLEM_CONTENT_TYPE, problem } from '../errors.js';
import { toFieldErrors } from './validation.js';

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: FieldError[],
  tenants?: TenantChoice[],
): FastifyReply {
  if (code === 'unauthenticated') reply.header('www-authenticate', 'Bearer realm="caretaker"');
  return reply
    .code(httpStatus(code))
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(code, detail, request.id, errors, tenants));
}

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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.extras.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.extras.retryAfterSeconds));
      if (error.extras.allow) reply.header('allow', error.extras.allow.join(', '));
      return sendProblem(request, reply, error.code, error.detail, error.extras.errors, error.extras.tenants);
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
    if (known) return sendProblem(request, reply, known.code, known.detail);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(request, reply, 'bad_request', 'The request could not be understood.');
    }
    // Internals stay in the log; the caller gets the request id to quote.
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
