import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  acknowledgeAlert,
  alertKinds,
  alertSettingsOf,
  changeAlertSettings,
  changePropertyAlertSettings,
  listAlerts,
  propertyAlertKinds,
  propertyAlertSettingsOf,
} from '../../modules/alerts/alerts.service.js';
import type { Language } from '../../modules/shared/language.js';
import { Id } from '../../modules/shared/ids.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

// Alerts: the people who act on each kind see them (their permission, their properties),
// one of them acknowledges with a note. Settings → Alerts switches kinds, e-mail and the
// escalation time, for the organisation and, for the kinds about a property, per property.

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

const PropertyRule = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Raised for this property at all.' }),
    email: Type.Boolean({ description: 'Also e-mailed; false: only in the portal’s alert list.' }),
  },
  { additionalProperties: false },
);
const propertyKindFields = <T extends TSchema>(schema: T) => ({
  patrol_round_missed: Type.Optional(schema),
  incident_severe: Type.Optional(schema),
  shift_open_long: Type.Optional(schema),
});
// The fields above are the kinds about a property, no more, no fewer.
const _allPropertyKinds: Record<(typeof propertyAlertKinds)[number], unknown> = propertyKindFields(Type.Null());
void _allPropertyKinds;
const PropertySettingsSchema = Type.Object(
  {
    property_id: Type.Integer(),
    property_name: Type.String(),
    kinds: Type.Object(propertyKindFields(PropertyRule), {
      additionalProperties: false,
      description: 'The kinds this property handles its own way; the others follow the kind’s setting.',
    }),
  },
  { additionalProperties: false },
);
const PropertySettingsChange = Type.Object(propertyKindFields(Type.Union([PropertyRule, Type.Null()])), {
  additionalProperties: false,
  description: 'Per kind: the property’s own way, or null to follow the kind’s setting again.',
});

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

    app.get(
      '/alert-settings/properties',
      {
        config: editSettings,
        schema: {
          hide: true,
          response: { 200: Type.Object({ data: Type.Array(PropertySettingsSchema) }, { additionalProperties: false }) },
        },
      },
      async (request) => ({ data: await propertyAlertSettingsOf(deps.database.db, portalUserOf(request).actor) }),
    );

    app.put(
      '/alert-settings/properties/:id',
      {
        config: editSettings,
        schema: {
          hide: true,
          params: Type.Object({ id: Id }, { additionalProperties: false }),
          body: PropertySettingsChange,
          response: { 200: PropertySettingsSchema },
        },
      },
      async (request) =>
        changePropertyAlertSettings(deps.database.db, portalUserOf(request).actor, request.params.id, request.body),
    );
  };
}
