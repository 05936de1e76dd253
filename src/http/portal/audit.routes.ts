import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { invalid } from '../../domain/errors.js';
import { accountNames } from '../../modules/accounts/accounts.service.js';
import { auditSentence, auditSubject, auditTarget } from '../../modules/audit/audit-sentences.js';
import {
  allAuditEvents,
  AUDIT_GROUP_NAMES,
  auditActorIds,
  type AuditEvent,
  type AuditFilter,
  listAuditEvents,
} from '../../modules/audit/audit.service.js';
import { Id } from '../../modules/shared/ids.js';
import type { Language } from '../../modules/shared/language.js';
import { calendarDay } from '../../modules/shared/time.js';
import { BOM, type CsvFormat, csvLine, text } from '../../modules/working-time/csv.js';
import { addDays, localDayAndTime, localMidnight } from '../../modules/working-time/zoned.js';
import type { Executor } from '../../db/client.js';
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
    /** The entry as a sentence in the person's language, with who acted as its subject. */
    sentence: Type.String(),
    target_type: Type.String(),
    target_id: Type.Union([Type.Integer(), Type.Null()]),
    details: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);

const Group = Type.Union(AUDIT_GROUP_NAMES.map((group) => Type.Literal(group)));

/** Who, what and when: every part optional; days are the organisation's calendar days. */
const FilterQuery = {
  actor: Type.Optional(Id),
  action: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}\\.[a-z_]{1,40}$' })),
  group: Type.Optional(Group),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
};

const AuditQuerySchema = Type.Object(
  { cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), ...FilterQuery },
  { additionalProperties: false },
);

const ExportQuerySchema = Type.Object(
  { ...FilterQuery, preset: Type.Optional(Type.Union([Type.Literal('de'), Type.Literal('en')])) },
  { additionalProperties: false },
);

const ActorsSchema = Type.Object(
  { data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })) },
  { additionalProperties: false },
);

/** Audit log page size, fixed for the portal's list. */
const AUDIT_PAGE_SIZE = 50;

const CSV_HEADERS: Record<Language, string[]> = {
  de: ['Zeit', 'Wer', 'Aktion', 'Beschreibung', 'Betroffen'],
  en: ['Time', 'Actor', 'Action', 'Description', 'Target'],
};
const CSV_FILE_NAME: Record<Language, string> = { de: 'protokoll', en: 'audit-log' };

interface FilterInput {
  actor?: number | undefined;
  action?: string | undefined;
  group?: AuditFilter['group'];
  from?: string | undefined;
  to?: string | undefined;
}

/** The query's filter, with its days turned into instants in the organisation's zone. */
function filterOf(query: FilterInput, timeZone: string): AuditFilter {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    throw invalid('/query/to', 'The last day comes before the first.');
  }
  return {
    actor: query.actor,
    action: query.action,
    group: query.group,
    since: query.from !== undefined ? new Date(localMidnight(query.from, timeZone)) : undefined,
    until: query.to !== undefined ? new Date(localMidnight(addDays(query.to, 1), timeZone)) : undefined,
  };
}

/** The signed-in person's language and the organisation's zone. */
function settingsOf(request: FastifyRequest): { language: Language; timeZone: string } {
  const session = request.portalSession;
  return {
    language: session?.language ?? session?.tenantLanguage ?? 'en',
    timeZone: session?.timezone ?? 'UTC',
  };
}

async function withActors(db: Executor, tenantId: number, events: AuditEvent[]) {
  const ids = events.flatMap((event) => (event.actorAccountId === null ? [] : [event.actorAccountId]));
  const names = await accountNames(db, tenantId, ids);
  return events.map((event) => ({
    event,
    input: {
      action: event.action,
      actor:
        event.actorAccountId === null
          ? null
          : { id: event.actorAccountId, name: names.get(event.actorAccountId) ?? '' },
      targetType: event.targetType,
      targetId: event.targetId,
      details: event.details as Record<string, unknown>,
    },
  }));
}

/** The audit log: who did what, newest first, as sentences; filtered and exported as CSV. */
export function portalAuditRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const view = { portal: { permission: 'audit.view' as const } };
  return async (app) => {
    app.get(
      '/audit-events',
      {
        config: view,
        schema: { hide: true, querystring: AuditQuerySchema, response: { 200: pageOf(AuditEventSchema) } },
      },
      async (request) => {
        const { tenantId } = portalUserOf(request);
        const { language, timeZone } = settingsOf(request);
        const { cursor, ...filter } = request.query;
        const db = deps.database.db;
        const page = await listAuditEvents(db, tenantId, {
          cursor,
          pageSize: AUDIT_PAGE_SIZE,
          filter: filterOf(filter, timeZone),
        });
        return {
          next_cursor: page.next_cursor,
          data: (await withActors(db, tenantId, page.data)).map(({ event, input }) => ({
            id: event.id,
            at: event.at.toISOString(),
            actor: input.actor,
            action: event.action,
            sentence: auditSentence(input, language),
            target_type: event.targetType,
            target_id: event.targetId,
            details: input.details,
          })),
        };
      },
    );

    // The accounts that appear as actors, for the "who" filter (an account seen in the log
    // may be one the viewer cannot list otherwise).
    app.get(
      '/audit-events/actors',
      { config: view, schema: { hide: true, response: { 200: ActorsSchema } } },
      async (request) => {
        const { tenantId } = portalUserOf(request);
        const db = deps.database.db;
        const ids = await auditActorIds(db, tenantId);
        const names = await accountNames(db, tenantId, ids);
        const data = ids
          .map((id) => ({ id, name: names.get(id) ?? '' }))
          .filter((actor) => actor.name !== '')
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
        return { data };
      },
    );

    // The filtered log as a spreadsheet: semicolons and a byte-order mark for German
    // Excel (preset `de`), commas for English, as the working-time export does.
    app.get(
      '/audit-events/export.csv',
      { config: view, schema: { hide: true, querystring: ExportQuerySchema } },
      async (request, reply) => {
        const { tenantId } = portalUserOf(request);
        const { language, timeZone } = settingsOf(request);
        const { preset, ...query } = request.query;
        const filter = filterOf(query, timeZone);
        const format: CsvFormat = { preset: preset ?? language, hours: 'decimal' };
        const db = deps.database.db;
        async function* lines(): AsyncGenerator<string> {
          if (format.preset === 'de') yield BOM;
          yield csvLine(CSV_HEADERS[language].map(text), format);
          for await (const batch of allAuditEvents(db, tenantId, filter)) {
            for (const { event, input } of await withActors(db, tenantId, batch)) {
              const local = localDayAndTime(event.at.getTime(), timeZone);
              const seconds = String(event.at.getUTCSeconds()).padStart(2, '0');
              yield csvLine(
                [
                  text(`${local.day} ${local.time}:${seconds}`),
                  text(auditSubject(input, language)),
                  text(event.action),
                  text(auditSentence(input, language)),
                  text(auditTarget(input)),
                ],
                format,
              );
            }
          }
        }
        const day = calendarDay(deps.clock(), timeZone);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${CSV_FILE_NAME[language]}-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()));
      },
    );
  };
}
