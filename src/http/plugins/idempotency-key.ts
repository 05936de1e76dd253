import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from '../../domain/errors.js';
import {
  beginIdempotent,
  completeIdempotent,
  type IdempotencyScope,
  releaseIdempotent,
  requestHash,
} from '../../platform/idempotency/idempotency.js';
import type { AppDeps } from '../deps.js';

// The `Idempotency-Key` header on the API's writes (POST and PATCH); the rules are in
// src/platform/idempotency/idempotency.ts. It runs as a preHandler, after the key chain
// and validation: a request refused before its handler would run stores nothing.

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
  }
  interface FastifyContextConfig {
    /** The answer shows a secret once (a webhook signing secret): it is never stored for replays. */
    answerHoldsSecret?: boolean;
  }
}

const WRITES = new Set(['POST', 'PATCH']);
const KEY = /^[\x21-\x7e]{1,255}$/;
/** The answer headers a replay repeats. */
const STORED_HEADERS = ['content-type', 'location'] as const;

/** The header as the OpenAPI document shows it on every write. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key.',
    }),
  ),
});

export function installIdempotencyKeys(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITES.has(request.method) || !request.principal) return;
    if (request.routeOptions.config.answerHoldsSecret) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw invalid('/header/idempotency-key', 'Must be 1 to 255 visible ASCII characters, sent once.');
    }
    const scope: IdempotencyScope = {
      tenantId: request.principal.tenantId,
      apiKeyId: request.principal.keyId,
      key: header,
    };
    const outcome = await beginIdempotent(
      db,
      scope,
      requestHash(request.method, request.url, request.body),
      deps.clock(),
    );
    if (outcome.kind === 'run') {
      request.idempotency = scope;
      return;
    }
    const { answer } = outcome;
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    return reply.code(answer.statusCode).header('idempotent-replayed', 'true').send(answer.body);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = undefined;
    if (reply.statusCode >= 500) {
      await releaseIdempotent(db, scope);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of STORED_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    await completeIdempotent(db, scope, { statusCode: reply.statusCode, headers, body });
    return payload;
  });
}
