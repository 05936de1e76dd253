import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  listAccountDevices,
  listOwnDevices,
  type SignedInDevice,
  signOutAccountDevice,
  signOutOwnDevice,
} from '../../modules/credentials/signed-in-devices.service.js';
import { SESSION_KINDS } from '../../modules/credentials/sessions.service.js';
import type { AppDeps } from '../deps.js';
import { clearSessionCookie, portalUserOf } from './portal-auth.js';
import { Id } from '../../modules/shared/ids.js';

const SignedInDeviceSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union(SESSION_KINDS.map((k) => Type.Literal(k))),
    browser: Type.Union([Type.String(), Type.Null()]),
    system: Type.Union([Type.String(), Type.Null()]),
    signed_in_at: Type.String({ format: 'date-time' }),
    last_used_at: Type.String({ format: 'date-time' }),
    current: Type.Boolean({ description: 'The session of this very request.' }),
  },
  { additionalProperties: false },
);
const DeviceListSchema = Type.Object({ data: Type.Array(SignedInDeviceSchema) }, { additionalProperties: false });

function presentDevices(request: FastifyRequest, devices: SignedInDevice[]) {
  const current = request.portalSession?.sessionId;
  return {
    data: devices.map((device) => ({
      id: device.id,
      kind: device.kind,
      browser: device.browser,
      system: device.system,
      signed_in_at: device.signedInAt.toISOString(),
      last_used_at: device.lastUsedAt.toISOString(),
      current: device.id === current,
    })),
  };
}

/** Signed-in devices and browsers: one's own (profile) and a person's (accounts.manage). */
export function portalDeviceRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  const self = { portal: { permission: null } };
  const manage = { portal: { permission: 'accounts.manage' as const } };
  return async (app) => {
    app.get(
      '/profile/sessions',
      { config: self, schema: { hide: true, response: { 200: DeviceListSchema } } },
      async (request) => presentDevices(request, await listOwnDevices(deps, portalUserOf(request).actor)),
    );

    app.delete(
      '/profile/sessions/:id',
      { config: self, schema: { hide: true, params: Type.Object({ id: Id }, { additionalProperties: false }) } },
      async (request, reply) => {
        const user = portalUserOf(request);
        await signOutOwnDevice(deps, user.actor, request.params.id);
        if (request.params.id === user.sessionId) clearSessionCookie(request, reply);
        return reply.code(204).send();
      },
    );

    app.get(
      '/accounts/:id/sessions',
      {
        config: manage,
        schema: {
          hide: true,
          params: Type.Object({ id: Id }, { additionalProperties: false }),
          response: { 200: DeviceListSchema },
        },
      },
      async (request) =>
        presentDevices(request, await listAccountDevices(deps, portalUserOf(request).actor, request.params.id)),
    );

    app.delete(
      '/accounts/:id/sessions/:sessionId',
      {
        config: manage,
        schema: {
          hide: true,
          params: Type.Object({ id: Id, sessionId: Id }, { additionalProperties: false }),
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        await signOutAccountDevice(deps, user.actor, request.params.id, request.params.sessionId);
        if (request.params.sessionId === user.sessionId) clearSessionCookie(request, reply);
        return reply.code(204).send();
      },
    );
  };
}
