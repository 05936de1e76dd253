import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { propertyNames } from '../../modules/properties/named-properties.js';
import { applyClockAction, CLOCK_ACTION_KINDS, clockStatus } from '../../modules/working-time/clock.service.js';
import { listProperties } from '../../modules/properties/properties.service.js';
import { withLocations } from '../../modules/properties/property-locations.js';
import { findWorkingTimeSettings } from '../../modules/working-time/settings.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';
import { Id } from '../../modules/shared/ids.js';

const ClockActionBody = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    kind: Type.Union(CLOCK_ACTION_KINDS.map((k) => Type.Literal(k))),
    device_at: Type.String({ format: 'date-time' }),
    sent_at: Type.Optional(Type.String({ format: 'date-time' })),
    property_id: Type.Optional(Id),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  },
  { additionalProperties: false },
);

const ClockStatusSchema = Type.Object(
  {
    running: Type.Union([
      Type.Object(
        {
          shift_id: Type.Integer(),
          property_id: Type.Integer(),
          property_name: Type.String(),
          started_at: Type.String({ format: 'date-time' }),
          break_started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
          break_minutes: Type.Integer(),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    today_minutes: Type.Integer(),
    week_minutes: Type.Integer(),
    time_zone: Type.String(),
    properties: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          city: Type.Union([Type.String(), Type.Null()]),
          latitude: Type.Union([Type.Number(), Type.Null()]),
          longitude: Type.Union([Type.Number(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
    store_location: Type.Boolean({ description: 'The organisation keeps the phone’s location with a clock-in.' }),
    last_shift_rules: Type.Array(
      Type.Object(
        {
          rule: Type.Union([
            Type.Literal('daily_max'),
            Type.Literal('breaks'),
            Type.Literal('stretch'),
            Type.Literal('rest'),
          ]),
          day: Type.String({ format: 'date' }),
          actual_minutes: Type.Integer(),
          limit_minutes: Type.Integer(),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'The working-time rules (ArbZG) the person’s last shift broke, while it ended in the last 12 hours: daily_max (§3), breaks and stretch (§4), rest (§5). Empty when the organisation switched the warnings off.',
      },
    ),
  },
  { additionalProperties: false },
);

/** The field app's clock: what is running, today's and the week's time, and the actions from the phone. */
export function portalClockRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  return async (app) => {
    app.get(
      '/clock',
      { config: self, schema: { hide: true, response: { 200: ClockStatusSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        const timeZone = request.portalSession?.timezone ?? 'Europe/Berlin';
        const status = await clockStatus(deps, user.actor, timeZone);
        // The properties a person can clock in at: theirs, not archived, by name.
        const page = await listProperties(deps, user.actor, { archived: false, pageSize: 200 });
        const running = status.running;
        const runningName = running
          ? ((await propertyNames(deps.database.db, user.tenantId, [running.propertyId]))[0]?.name ?? '')
          : '';
        return {
          running: running
            ? {
                shift_id: running.shiftId,
                property_id: running.propertyId,
                property_name: runningName,
                started_at: running.startedAt.toISOString(),
                break_started_at: running.breakStartedAt?.toISOString() ?? null,
                break_minutes: Math.floor(running.breakMs / 60_000),
              }
            : null,
          today_minutes: Math.floor(status.todayMs / 60_000),
          week_minutes: Math.floor(status.weekMs / 60_000),
          time_zone: status.timeZone,
          properties: (await withLocations(deps.database.db, user.tenantId, page.data))
            .map((p) => ({
              id: p.id,
              name: p.name,
              city: p.address.city,
              latitude: p.latitude,
              longitude: p.longitude,
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          store_location: (await findWorkingTimeSettings(deps.database.db, user.tenantId)).storeLocation,
          last_shift_rules: status.lastShiftRules.map((finding) => ({
            rule: finding.rule,
            day: finding.day,
            actual_minutes: finding.actualMinutes,
            limit_minutes: finding.limitMinutes,
          })),
        };
      },
    );

    app.post(
      '/clock/actions',
      {
        config: self,
        schema: {
          hide: true,
          body: ClockActionBody,
          response: {
            200: Type.Object(
              {
                shift_id: Type.Union([Type.Integer(), Type.Null()], {
                  description: 'The shift the tap belongs to; null while the start of its shift has not arrived.',
                }),
                applied: Type.Boolean(),
              },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const body = request.body;
        const outcome = await applyClockAction(deps, portalUserOf(request).actor, {
          uuid: body.uuid,
          kind: body.kind,
          deviceAt: body.device_at,
          ...(body.sent_at === undefined ? {} : { sentAt: body.sent_at }),
          ...(body.property_id === undefined ? {} : { propertyId: body.property_id }),
          ...(body.note === undefined ? {} : { note: body.note }),
          ...(body.latitude !== undefined && body.longitude !== undefined
            ? { location: { latitude: body.latitude, longitude: body.longitude } }
            : {}),
        });
        return { shift_id: outcome.shiftId, applied: outcome.applied };
      },
    );
  };
}
