import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FieldPatrolsSchema,
  FieldRoundEndSchema,
  FieldRoundSchema,
  FieldRoundStartSchema,
  FieldScanResultSchema,
  FieldScanSchema,
  RoundUuidParams,
} from '../../modules/patrols/field-patrols.schema.js';
import { endRound, fieldPatrols, recordScan, startRound } from '../../modules/patrols/rounds.service.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

/**
 * The field app's patrols: the routes at the person's properties with their checkpoints and
 * the rounds due around now, and the start, scan and end taps from the phone's queue (each
 * with the phone's uuid: a replay changes nothing). Any signed-in person; a round or route
 * at a property out of reach is 404.
 */
export function portalFieldPatrolRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  const zoneOf = (request: { portalSession?: { timezone?: string } | null }) =>
    request.portalSession?.timezone ?? 'Europe/Berlin';
  return async (app) => {
    app.get(
      '/field/patrols',
      { config: self, schema: { hide: true, response: { 200: FieldPatrolsSchema } } },
      async (request) => fieldPatrols(deps, portalUserOf(request).actor, zoneOf(request)),
    );

    app.post(
      '/field/patrols/rounds',
      {
        config: self,
        schema: { hide: true, body: FieldRoundStartSchema, response: { 200: FieldRoundSchema, 201: FieldRoundSchema } },
      },
      async (request, reply) => {
        const { round, created } = await startRound(deps, portalUserOf(request).actor, request.body, zoneOf(request));
        return reply.code(created ? 201 : 200).send(round);
      },
    );

    app.post(
      '/field/patrols/rounds/:uuid/scans',
      {
        config: self,
        schema: {
          hide: true,
          params: RoundUuidParams,
          body: FieldScanSchema,
          response: { 200: FieldScanResultSchema },
        },
      },
      async (request) => recordScan(deps, portalUserOf(request).actor, request.params.uuid, request.body),
    );

    app.post(
      '/field/patrols/rounds/:uuid/end',
      {
        config: self,
        schema: { hide: true, params: RoundUuidParams, body: FieldRoundEndSchema, response: { 200: FieldRoundSchema } },
      },
      async (request) => endRound(deps, portalUserOf(request).actor, request.params.uuid, request.body),
    );
  };
}
