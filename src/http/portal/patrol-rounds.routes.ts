import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PatrolDayQuerySchema,
  PatrolDaySchema,
  PatrolLiveQuerySchema,
  PatrolLiveSchema,
  PatrolPeriodQuerySchema,
  PatrolPeriodSchema,
  PatrolRoundDetailSchema,
  PatrolRoundIdParams,
} from '../../modules/patrols/office.schema.js';
import { liveRounds, patrolDay, patrolPeriod, patrolRoundDetail } from '../../modules/patrols/office.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'patrols.manage' as const } };

/**
 * Patrol rounds for the office: a property's day, its figures for a day, week or month, the
 * rounds in progress, one round's timeline; patrols.manage.
 */
export function portalPatrolRoundRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/patrol-rounds/day',
      { config: manage, schema: { hide: true, querystring: PatrolDayQuerySchema, response: { 200: PatrolDaySchema } } },
      async (request) =>
        patrolDay(deps, portalUserOf(request).actor, request.portalSession?.timezone ?? 'Europe/Berlin', request.query),
    );

    app.get(
      '/patrol-rounds/period',
      {
        config: manage,
        schema: { hide: true, querystring: PatrolPeriodQuerySchema, response: { 200: PatrolPeriodSchema } },
      },
      async (request) =>
        patrolPeriod(
          deps,
          portalUserOf(request).actor,
          request.portalSession?.timezone ?? 'Europe/Berlin',
          request.query,
        ),
    );

    app.get(
      '/patrol-rounds/live',
      {
        config: manage,
        schema: { hide: true, querystring: PatrolLiveQuerySchema, response: { 200: PatrolLiveSchema } },
      },
      async (request) => liveRounds(deps, portalUserOf(request).actor, request.query),
    );

    app.get(
      '/patrol-rounds/:id',
      {
        config: manage,
        schema: { hide: true, params: PatrolRoundIdParams, response: { 200: PatrolRoundDetailSchema } },
      },
      async (request) => patrolRoundDetail(deps, portalUserOf(request).actor, request.params.id),
    );
  };
}
