import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { FileStore } from '../../platform/file-store/file-store.js';
import {
  ReportCreatedSchema,
  ReportIdParams,
  ReportListQuerySchema,
  ReportRequestSchema,
  ReportSchema,
} from '../../modules/reports/reports.schema.js';
import {
  getReport,
  listReports,
  openReportFile,
  type ReportRequester,
  requestReport,
} from '../../modules/reports/reports.service.js';
import { Type } from '@sinclair/typebox';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

// Any signed-in person; the service decides per subject (property access, and
// incidents.manage for incident reports) and answers "not found" for what they may not see.
const signedIn = { portal: { permission: null } };

function requesterOf(request: FastifyRequest): ReportRequester {
  const user = portalUserOf(request);
  return { actor: user.actor, permissions: user.permissions };
}

/** PDF reports of form responses and incidents: ask for one, watch it, download it. */
export function portalReportRoutes(deps: AppDeps, files: FileStore): FastifyPluginAsyncTypebox {
  const reportDeps = { database: deps.database, clock: deps.clock, files };
  return async (app) => {
    app.post(
      '/reports',
      { config: signedIn, schema: { hide: true, body: ReportRequestSchema, response: { 202: ReportCreatedSchema } } },
      async (request, reply) =>
        reply.code(202).send(await requestReport(reportDeps, requesterOf(request), request.body)),
    );

    app.get(
      '/reports',
      {
        config: signedIn,
        schema: {
          hide: true,
          querystring: ReportListQuerySchema,
          response: { 200: Type.Object({ data: Type.Array(ReportSchema) }, { additionalProperties: false }) },
        },
      },
      async (request) => listReports(reportDeps, requesterOf(request), request.query),
    );

    app.get(
      '/reports/:id',
      { config: signedIn, schema: { hide: true, params: ReportIdParams, response: { 200: ReportSchema } } },
      async (request) => getReport(reportDeps, requesterOf(request), request.params.id),
    );

    app.get(
      '/reports/:id/file',
      { config: signedIn, schema: { hide: true, params: ReportIdParams } },
      async (request, reply) => {
        const file = await openReportFile(reportDeps, requesterOf(request), request.params.id);
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store');
        if (file.byteSize !== null) reply.header('content-length', String(file.byteSize));
        return reply.send(file.stream);
      },
    );
  };
}
