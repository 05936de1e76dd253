import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { recordAudit } from '../../modules/audit/audit.service.js';
import { checkExportRequest, type ExportRequest, workingTimesCsv } from '../../modules/working-time/export.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const Query = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    layout: Type.Optional(Type.Union([Type.Literal('matrix'), Type.Literal('detail')])),
    preset: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])),
    hours: Type.Optional(Type.Union([Type.Literal('decimal'), Type.Literal('hmm')])),
    properties: Type.Optional(Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** Exports → working times: the CSV, streamed as a download (spec §1: operated in the portal). */
export function portalExportRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/exports/working-times',
      { config: { portal: { permission: 'time.manage' } }, schema: { hide: true, querystring: Query } },
      async (request, reply) => {
        const user = portalUserOf(request);
        const query = request.query;
        const exportRequest: ExportRequest = {
          from: query.from,
          to: query.to,
          layout: query.layout ?? 'matrix',
          preset: query.preset ?? 'de',
          hours: query.hours ?? 'decimal',
          propertyIds: query.properties?.split(',').map(Number),
        };
        // Refused before the first byte, so a bad request is a problem body, not half a file.
        checkExportRequest(exportRequest);
        await recordAudit(deps.database.db, {
          tenantId: user.tenantId,
          actorAccountId: user.accountId,
          action: 'time.exported',
          targetType: 'tenant',
          targetId: user.tenantId,
          details: {
            from: exportRequest.from,
            to: exportRequest.to,
            layout: exportRequest.layout,
            preset: exportRequest.preset,
          },
          at: new Date(deps.clock()),
        });
        const name = `${exportRequest.preset === 'de' ? 'arbeitszeiten' : 'working-times'}-${exportRequest.layout}-${exportRequest.from}-${exportRequest.to}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(workingTimesCsv(deps, user.tenantId, exportRequest)));
      },
    );
  };
}
