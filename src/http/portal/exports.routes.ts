import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { FileStore } from '../../platform/file-store/file-store.js';
import {
  createDatevExport,
  createWorkingTimeExport,
  listWorkingTimeExports,
  openExportFile,
  type WorkingTimeExport,
} from '../../modules/working-time/export-history.service.js';
import type { ExportRequest } from '../../modules/working-time/export.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';
import { Id, IdListText } from '../../modules/shared/ids.js';

const Layout = Type.Union([Type.Literal('matrix'), Type.Literal('detail')]);
const Preset = Type.Union([Type.Literal('de'), Type.Literal('en')]);
const Hours = Type.Union([Type.Literal('decimal'), Type.Literal('hmm')]);
const Ids = Type.Array(Id, { minItems: 1, maxItems: 500 });

const Query = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    layout: Type.Optional(Layout),
    preset: Type.Optional(Preset),
    hours: Type.Optional(Hours),
    properties: Type.Optional(IdListText),
    people: Type.Optional(IdListText),
  },
  { additionalProperties: false },
);

const Body = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    layout: Type.Optional(Layout),
    preset: Type.Optional(Preset),
    hours: Type.Optional(Hours),
    properties: Type.Optional(Ids),
    people: Type.Optional(Ids),
    /** Locks the period with the export. */
    mark_exported: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const Named = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });

const ExportSchema = Type.Object(
  {
    id: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    actor: Type.Union([Named, Type.Null()]),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    layout: Layout,
    preset: Preset,
    hours: Hours,
    /** Null: every property (no filter). */
    properties: Type.Union([Type.Array(Named), Type.Null()]),
    /** Null: everyone (no filter). */
    people: Type.Union([Type.Array(Named), Type.Null()]),
    file_name: Type.String(),
    byte_size: Type.Integer(),
    marked_exported: Type.Boolean(),
    expires_at: Type.String({ format: 'date-time' }),
    /** The file: CSV, or a DATEV import file (layout, preset and hours then read matrix, de, decimal). */
    format: Type.Union([Type.Literal('csv'), Type.Literal('datev_lodas'), Type.Literal('datev_lug')]),
    /** Null once the file is no longer kept. */
    download_url: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

const HistoryQuery = Type.Object(
  { cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

const HISTORY_PAGE_SIZE = 20;
const BASE = '/exports/working-times';

function present(entry: WorkingTimeExport) {
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    actor: entry.actor,
    from: entry.filter.from,
    to: entry.filter.to,
    layout: entry.filter.layout,
    preset: entry.filter.preset,
    hours: entry.filter.hours,
    properties: entry.filter.properties ? entry.properties : null,
    people: entry.filter.people ? entry.people : null,
    file_name: entry.fileName,
    byte_size: entry.byteSize,
    marked_exported: entry.markedExported,
    expires_at: entry.expiresAt.toISOString(),
    format: entry.filter.format ?? 'csv',
    download_url: entry.downloadable ? `/portal/api${BASE}/history/${entry.id}/file` : null,
  };
}

const DatevBody = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    format: Type.Union([Type.Literal('lodas'), Type.Literal('lug')]),
    /** Locks the days of the period not locked yet, with the export; without it such a period is refused. */
    lock: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

function sendCsv(reply: FastifyReply, file: { fileName: string; byteSize: number; stream: Readable }) {
  // DATEV import files are Windows-1252 text; the CSV is UTF-8.
  return reply
    .type(file.fileName.endsWith('.txt') ? 'text/plain; charset=windows-1252' : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('content-length', String(file.byteSize))
    .header('cache-control', 'no-store')
    .send(file.stream);
}

const ids = (list: string | undefined) => list?.split(',').map(Number);

/**
 * Exports → working times (spec §1: operated in the portal). Every export is recorded in
 * the history with its file, which stays downloadable for 30 days.
 */
export function portalExportRoutes(deps: AppDeps, files: FileStore): FastifyPluginAsyncTypebox {
  const exportDeps = { database: deps.database, clock: deps.clock, files };
  const manage = { portal: { permission: 'time.manage' as const } };
  return async (app) => {
    // A link that downloads at once (no lock: a GET never changes more than the history).
    app.get(BASE, { config: manage, schema: { hide: true, querystring: Query } }, async (request, reply) => {
      const user = portalUserOf(request);
      const query = request.query;
      const exportRequest: ExportRequest = {
        from: query.from,
        to: query.to,
        layout: query.layout ?? 'matrix',
        preset: query.preset ?? 'de',
        hours: query.hours ?? 'decimal',
        propertyIds: ids(query.properties),
        accountIds: ids(query.people),
      };
      // Refused before the first byte, so a bad request is a problem body, not half a file.
      const entry = await createWorkingTimeExport(exportDeps, user.tenantId, user.actor, exportRequest, {
        markExported: false,
        pointers: { properties: '/query/properties', people: '/query/people' },
      });
      const file = await openExportFile(exportDeps, user.tenantId, entry.id, {
        actor: user.actor,
        recordDownload: false,
      });
      return sendCsv(reply, file);
    });

    // The export screen: makes the export (and with mark_exported locks the period), then downloads its file.
    app.post(
      BASE,
      { config: manage, schema: { hide: true, body: Body, response: { 201: ExportSchema } } },
      async (request, reply) => {
        const user = portalUserOf(request);
        const body = request.body;
        const entry = await createWorkingTimeExport(
          exportDeps,
          user.tenantId,
          user.actor,
          {
            from: body.from,
            to: body.to,
            layout: body.layout ?? 'matrix',
            preset: body.preset ?? 'de',
            hours: body.hours ?? 'decimal',
            propertyIds: body.properties,
            accountIds: body.people,
          },
          { markExported: body.mark_exported ?? false },
        );
        return reply.code(201).send(present(entry));
      },
    );

    // A DATEV import file (LODAS or Lohn und Gehalt) of a locked month, kept in the same history.
    app.post(
      '/exports/datev',
      { config: manage, schema: { hide: true, body: DatevBody, response: { 201: ExportSchema } } },
      async (request, reply) => {
        const user = portalUserOf(request);
        const body = request.body;
        const entry = await createDatevExport(exportDeps, user.tenantId, user.actor, {
          from: body.from,
          to: body.to,
          format: body.format,
          lock: body.lock ?? false,
        });
        return reply.code(201).send(present(entry));
      },
    );

    app.get(
      `${BASE}/history`,
      { config: manage, schema: { hide: true, querystring: HistoryQuery, response: { 200: pageOf(ExportSchema) } } },
      async (request) => {
        const user = portalUserOf(request);
        const page = await listWorkingTimeExports(exportDeps, user.actor, {
          cursor: request.query.cursor,
          pageSize: HISTORY_PAGE_SIZE,
        });
        return { data: page.data.map(present), next_cursor: page.next_cursor };
      },
    );

    app.get(
      `${BASE}/history/:id/file`,
      {
        config: manage,
        schema: { hide: true, params: Type.Object({ id: Id }, { additionalProperties: false }) },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const file = await openExportFile(exportDeps, user.tenantId, request.params.id, {
          actor: user.actor,
          recordDownload: true,
        });
        return sendCsv(reply, file);
      },
    );
  };
}
