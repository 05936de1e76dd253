import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { FileStore } from '../../platform/file-store/file-store.js';
import {
  CursorQuery,
  RecipientAccountSchema,
  RecipientAccountsQuery,
  ReportScheduleCreateSchema,
  ReportScheduleIdParams,
  ReportScheduleListQuery,
  ReportSchedulePatchSchema,
  ReportScheduleSchema,
  ReportScheduleSettingsSchema,
  ReportSendingDetailSchema,
  ReportSendingParams,
  ReportSendingSummarySchema,
  SendNowCreatedSchema,
  PendingAddressSchema,
  RecipientParams,
  ReportMailLimitsSchema,
} from '../../modules/report-schedules/report-schedules.schema.js';
import {
  approveAddress,
  listPendingAddresses,
  refuseAddress,
  setReportMailLimits,
} from '../../modules/report-schedules/recipient-approval.js';
import { Type } from '@sinclair/typebox';
import {
  archiveReportSchedule,
  createReportSchedule,
  getReportSchedule,
  getReportSending,
  listRecipientAccounts,
  listReportSchedules,
  listReportSendings,
  openReportSendingFile,
  pauseReportSchedule,
  type ReportScheduleDeps,
  type ScheduleEditor,
  reportScheduleSettings,
  resumeReportSchedule,
  sendReportScheduleNow,
  updateReportSchedule,
} from '../../modules/report-schedules/report-schedules.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

// Any signed-in person; the service checks per subscription that they hold the
// permission of its kind (incidents.manage, forms.manage, time.manage, patrols.manage) and
// see its scope, and answers "not found" for one they may not see.
const signedIn = { portal: { permission: null } };

function editorOf(request: FastifyRequest): ScheduleEditor {
  const user = portalUserOf(request);
  return { actor: user.actor, permissions: user.permissions };
}

/** Reports → Schedules: recurring e-mail dispatch of reports, with the history of each sending. */
export function portalReportScheduleRoutes(deps: AppDeps, files: FileStore): FastifyPluginAsyncTypebox {
  const scheduleDeps: ReportScheduleDeps = {
    database: deps.database,
    clock: deps.clock,
    files,
    attachmentMaxBytes: deps.config.mailAttachmentMaxBytes,
  };
  const byId = { hide: true, params: ReportScheduleIdParams, response: { 200: ReportScheduleSchema } };
  return async (app) => {
    app.get(
      '/report-schedules/settings',
      { config: signedIn, schema: { hide: true, response: { 200: ReportScheduleSettingsSchema } } },
      async (request) => reportScheduleSettings(scheduleDeps, editorOf(request)),
    );

    // The organisation's limits and the approval of outside addresses: settings.edit (the service checks).
    app.patch(
      '/report-schedules/limits',
      {
        config: signedIn,
        schema: { hide: true, body: ReportMailLimitsSchema, response: { 200: ReportMailLimitsSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        return setReportMailLimits(deps.database.db, deps.clock, user.tenantId, user.permissions, request.body);
      },
    );

    app.get(
      '/report-schedules/approvals',
      {
        config: signedIn,
        schema: {
          hide: true,
          response: { 200: Type.Object({ data: Type.Array(PendingAddressSchema) }, { additionalProperties: false }) },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        return {
          data: await listPendingAddresses(deps.database.db, { actor: user.actor, permissions: user.permissions }),
        };
      },
    );

    app.post(
      '/report-schedules/:id/recipients/:recipientId/approve',
      {
        config: signedIn,
        schema: {
          hide: true,
          params: RecipientParams,
          response: {
            200: Type.Object(
              { recipient_id: Type.Integer(), address: Type.String(), approval: Type.Literal('approved') },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        return approveAddress(
          deps.database.db,
          deps.clock,
          { actor: user.actor, permissions: user.permissions },
          request.params.id,
          request.params.recipientId,
        );
      },
    );

    app.delete(
      '/report-schedules/:id/recipients/:recipientId',
      { config: signedIn, schema: { hide: true, params: RecipientParams } },
      async (request, reply) => {
        const user = portalUserOf(request);
        await refuseAddress(
          deps.database.db,
          { actor: user.actor, permissions: user.permissions },
          request.params.id,
          request.params.recipientId,
        );
        return reply.code(204).send();
      },
    );

    // The recipients picker: people without the accounts list (accounts.manage) choose from here.
    app.get(
      '/report-schedules/accounts',
      {
        config: signedIn,
        schema: { hide: true, querystring: RecipientAccountsQuery, response: { 200: pageOf(RecipientAccountSchema) } },
      },
      async (request) => listRecipientAccounts(scheduleDeps, editorOf(request), request.query),
    );

    app.get(
      '/report-schedules',
      {
        config: signedIn,
        schema: { hide: true, querystring: ReportScheduleListQuery, response: { 200: pageOf(ReportScheduleSchema) } },
      },
      async (request) => listReportSchedules(scheduleDeps, editorOf(request), request.query),
    );

    app.post(
      '/report-schedules',
      {
        config: signedIn,
        schema: { hide: true, body: ReportScheduleCreateSchema, response: { 201: ReportScheduleSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createReportSchedule(scheduleDeps, editorOf(request), request.body)),
    );

    app.get('/report-schedules/:id', { config: signedIn, schema: byId }, async (request) =>
      getReportSchedule(scheduleDeps, editorOf(request), request.params.id),
    );

    app.patch(
      '/report-schedules/:id',
      { config: signedIn, schema: { ...byId, body: ReportSchedulePatchSchema } },
      async (request) => updateReportSchedule(scheduleDeps, editorOf(request), request.params.id, request.body),
    );

    app.post('/report-schedules/:id/pause', { config: signedIn, schema: byId }, async (request) =>
      pauseReportSchedule(scheduleDeps, editorOf(request), request.params.id),
    );

    app.post('/report-schedules/:id/resume', { config: signedIn, schema: byId }, async (request) =>
      resumeReportSchedule(scheduleDeps, editorOf(request), request.params.id),
    );

    // Archived, not deleted: its history stays readable.
    app.delete('/report-schedules/:id', { config: signedIn, schema: byId }, async (request) =>
      archiveReportSchedule(scheduleDeps, editorOf(request), request.params.id),
    );

    app.post(
      '/report-schedules/:id/send-now',
      {
        config: signedIn,
        schema: { hide: true, params: ReportScheduleIdParams, response: { 202: SendNowCreatedSchema } },
      },
      async (request, reply) =>
        reply.code(202).send(await sendReportScheduleNow(scheduleDeps, editorOf(request), request.params.id)),
    );

    app.get(
      '/report-schedules/:id/sendings',
      {
        config: signedIn,
        schema: {
          hide: true,
          params: ReportScheduleIdParams,
          querystring: CursorQuery,
          response: { 200: pageOf(ReportSendingSummarySchema) },
        },
      },
      async (request) =>
        listReportSendings(scheduleDeps, editorOf(request), request.params.id, { cursor: request.query.cursor }),
    );

    app.get(
      '/report-schedules/:id/sendings/:sendingId',
      {
        config: signedIn,
        schema: { hide: true, params: ReportSendingParams, response: { 200: ReportSendingDetailSchema } },
      },
      async (request) => getReportSending(scheduleDeps, editorOf(request), request.params.id, request.params.sendingId),
    );

    app.get(
      '/report-schedules/:id/sendings/:sendingId/file',
      { config: signedIn, schema: { hide: true, params: ReportSendingParams } },
      async (request, reply) => {
        const file = await openReportSendingFile(
          scheduleDeps,
          editorOf(request),
          request.params.id,
          request.params.sendingId,
        );
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('content-length', String(file.byteSize))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
}
