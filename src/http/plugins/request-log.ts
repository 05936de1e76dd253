import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Names the tenant and account on every later log line of the request, "request
 * completed" included, once the key or session has told who acts.
 */
export function bindActorToLog(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: { tenantId: number; accountId: number },
): void {
  const log: FastifyBaseLogger = request.log.child({ tenant_id: actor.tenantId, account_id: actor.accountId });
  request.log = log;
  reply.log = log;
}
