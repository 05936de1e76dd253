import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lockPeriod } from '../../modules/working-time/people.service.js';
import { approveEntries, timeSheet } from '../../modules/working-time/timesheets.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'time.manage' as const } };
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

const EntrySchema = Type.Object(
  {
    id: Type.Integer(),
    account_id: Type.Integer(),
    person: Type.String(),
    property_id: Type.Integer(),
    property: Type.String(),
    day: Type.String({ format: 'date' }),
    start: Type.String(),
    end: Type.Union([Type.String(), Type.Null()]),
    break_minutes: Type.Integer(),
    net_minutes: Type.Union([Type.Integer(), Type.Null()]),
    status: Type.Union(['open', 'recorded', 'approved', 'edited', 'locked'].map((s) => Type.Literal(s))),
    flags: Type.Object(
      {
        clock_skew: Type.Boolean(),
        long_open: Type.Boolean(),
        break_rule: Type.Union([Type.Literal('break_30_after_6h'), Type.Literal('break_45_after_9h'), Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The office's time sheet: entries of a period with their flags, approving, locking. */
export function portalTimeSheetRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/time-sheet',
      {
        config: manage,
        schema: {
          hide: true,
          querystring: Type.Object(
            {
              from: Type.String({ format: 'date' }),
              to: Type.String({ format: 'date' }),
              account_id: Type.Optional(Id),
              property_id: Type.Optional(Id),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Object(
              { data: Type.Array(EntrySchema), time_zone: Type.String() },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const timeZone = request.portalSession?.timezone ?? 'Europe/Berlin';
        const entries = await timeSheet(deps, user.tenantId, timeZone, {
          from: request.query.from,
          to: request.query.to,
          accountId: request.query.account_id,
          propertyId: request.query.property_id,
        });
        return {
          time_zone: timeZone,
          data: entries.map((e) => ({
            id: e.id,
            account_id: e.accountId,
            person: e.person,
            property_id: e.propertyId,
            property: e.property,
            day: e.day,
            start: e.start,
            end: e.end,
            break_minutes: e.breakMinutes,
            net_minutes: e.netMinutes,
            status: e.status,
            flags: { clock_skew: e.flags.clockSkew, long_open: e.flags.longOpen, break_rule: e.flags.breakRule },
          })),
        };
      },
    );

    app.post(
      '/time-sheet/approve',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false }),
          response: { 200: Type.Object({ approved: Type.Integer() }, { additionalProperties: false }) },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        const timeZone = request.portalSession?.timezone ?? 'Europe/Berlin';
        return { approved: await approveEntries(deps, user.tenantId, timeZone, user.accountId, request.body.ids) };
      },
    );

    app.post(
      '/time-locks',
      {
        config: manage,
        schema: {
          hide: true,
          body: Type.Object(
            { from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        await lockPeriod(deps, user.tenantId, user.accountId, request.body.from, request.body.to);
        return reply.code(204).send();
      },
    );
  };
}
