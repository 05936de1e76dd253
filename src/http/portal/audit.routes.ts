import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountNames } from '../../modules/accounts/accounts.service.js';
import { listAuditEvents } from '../../modules/audit/audit.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const AuditEventSchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
      description: 'Null when the operator acted from the command line.',
    }),
    action: Type.String(),
    target_type: Type.String(),
    target_id: Type.Union([Type.Integer(), Type.Null()]),
    details: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);

const AuditQuerySchema = Type.Object(
  { cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

/** Audit log page size, fixed for the portal's list. */
const AUDIT_PAGE_SIZE = 50;

/** The audit log: who did what to keys, roles and access, newest first. */
export function portalAuditRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/audit-events',
      {
        config: { portal: { permission: 'audit.view' } },
        schema: { hide: true, querystring: AuditQuerySchema, response: { 200: pageOf(AuditEventSchema) } },
      },
      async (request) => {
        const { tenantId } = portalUserOf(request);
        const db = deps.database.db;
        const page = await listAuditEvents(db, tenantId, { cursor: request.query.cursor, pageSize: AUDIT_PAGE_SIZE });
        const actorIds = page.data.flatMap((event) => (event.actorAccountId === null ? [] : [event.actorAccountId]));
        const names = await accountNames(db, tenantId, actorIds);
        return {
          next_cursor: page.next_cursor,
          data: page.data.map((event) => ({
            id: event.id,
            at: event.at.toISOString(),
            actor:
              event.actorAccountId === null
                ? null
                : { id: event.actorAccountId, name: names.get(event.actorAccountId) ?? '' },
            action: event.action,
            target_type: event.targetType,
            target_id: event.targetId,
            details: event.details as Record<string, unknown>,
          })),
        };
      },
    );
  };
}
