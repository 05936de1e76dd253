import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  acknowledgeAlert,
  alertKinds,
  alertSettingsOf,
  changeAlertSettings,
  listAlerts,
} from '../../modules/alerts/alerts.service.js';
import type { Language } from '../../modules/shared/language.js';
import { Id } from '../../modules/shared/ids.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

// Alerts: the people who act on each kind see them (their permission, their properties),
// one of them acknowledges with a note. Settings → Alerts switches kinds, e-mail and the
// escalation time.

const signedIn = { portal: { permission: null } };
const editSettings = { portal: { permission: 'settings.edit' as const } };

const AlertKind = Type.Union(alertKinds.map((kind) => Type.Literal(kind)));
const Subject = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));

const AlertSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: AlertKind,
    title: Type.String({ description: 'What happened, where: in the person’s language.' }),
    detail: Type.String(),
    property_id: Type.Union([Type.Integer(), Type.Null()]),
    subject: Subject,
    raised_at: Type.String({ format: 'date-time' }),
    notified_count: Type.Integer(),
    acknowledged_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    acknowledged_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    note: Type.Union([Type.String(), Type.Null()]),
    escalated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

const KindSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    email: Type.Boolean(),
    escalate_after_minutes: Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()]),
  },
  { additionalProperties: false },
);
const SettingsSchema = Type.Object(
  Object.fromEntries(alertKinds.map((kind) => [kind, KindSettings])) as Record<
    (typeof alertKinds)[number],
    typeof KindSettings
  >,
  { additionalProperties: false },
);
const SettingsChange = Type.Partial(SettingsSchema, { additionalProperties: false });

function languageOf(request: FastifyRequest): Language {
  const session = request.portalSession;
  return session?.language ?? session?.tenantLanguage ?? 'en';
}

export function portalAlertRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/alerts',
      {
        config: signedIn,
        schema: {
          hide: true,
          querystring: Type.Object(
            {
              state: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])),
              cursor: Type.Optional(Type.String({ maxLength: 200 })),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object(
              {
                data: Type.Array(AlertSchema),
                next_cursor: Type.Union([Type.String(), Type.Null()]),
                open_count: Type.Integer(),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        void reply.header('Cache-Control', 'no-store');
        return listAlerts(deps.database.db, user.actor, user.permissions, languageOf(request), request.query);
      },
    );

    app.post(
      '/alerts/:id/acknowledge',
      {
        config: signedIn,
        schema: {
          hide: true,
          params: Type.Object({ id: Id }, { additionalProperties: false }),
          body: Type.Object(
            { note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) },
            { additionalProperties: false },
          ),
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const note = request.body.note?.trim() ?? '';
        await acknowledgeAlert(
          deps.database.db,
          deps.clock,
          user.actor,
          user.permissions,
          request.params.id,
          note === '' ? null : note,
        );
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/alert-settings',
      { config: editSettings, schema: { hide: true, response: { 200: SettingsSchema } } },
      async (request) => alertSettingsOf(deps.database.db, portalUserOf(request).tenantId),
    );

    app.put(
      '/alert-settings',
      { config: editSettings, schema: { hide: true, body: SettingsChange, response: { 200: SettingsSchema } } },
      async (request) => changeAlertSettings(deps.database.db, portalUserOf(request).tenantId, request.body),
    );
  };
}
