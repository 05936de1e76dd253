import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ClientCreateSchema,
  ClientDetailSchema,
  ClientIdParams,
  ClientListQuerySchema,
  ClientPatchSchema,
  ClientSchema,
} from '../../modules/clients/clients.schema.js';
import { createClient, getClient, listClients, updateClient } from '../../modules/clients/clients.service.js';
import {
  BRANDING_LOGO_MAX_BYTES,
  BrandingPresetInputSchema,
  BrandingViewSchema,
} from '../../modules/branding/branding.schema.js';
import {
  brandingLogo,
  type BrandingRef,
  removeBranding,
  saveBranding,
  viewBranding,
} from '../../modules/branding/branding.service.js';
import type { Permission } from '../../modules/access/permissions.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

// Clients are kept by whoever keeps the properties (properties.edit); everyone signed in
// may read them, as they read the properties: both only as far as the person's properties
// reach (access/client-access.ts). The tenant's default branding is a setting
// (settings.edit); a client's preset goes with the client (properties.edit).

const editClients = { portal: { permission: 'properties.edit' as const } };
const editSettings = { portal: { permission: 'settings.edit' as const } };
const read = { portal: { permission: null } };

/** A logo as base64 in JSON, with a little room. */
const brandingBodyLimit = Math.ceil((BRANDING_LOGO_MAX_BYTES * 4) / 3) + 16 * 1024;

export function portalClientRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/clients',
      {
        config: read,
        schema: {
          hide: true,
          querystring: ClientListQuerySchema,
          response: { 200: Type.Object({ data: Type.Array(ClientSchema) }, { additionalProperties: false }) },
        },
      },
      async (request) => ({
        data: await listClients(deps.database.db, portalUserOf(request).actor, request.query),
      }),
    );

    app.get(
      '/clients/:id',
      { config: read, schema: { hide: true, params: ClientIdParams, response: { 200: ClientDetailSchema } } },
      async (request) => getClient(deps.database.db, portalUserOf(request).actor, request.params.id),
    );

    app.post(
      '/clients',
      { config: editClients, schema: { hide: true, body: ClientCreateSchema, response: { 201: ClientSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createClient(deps, portalUserOf(request).actor, request.body)),
    );

    app.patch(
      '/clients/:id',
      {
        config: editClients,
        schema: { hide: true, params: ClientIdParams, body: ClientPatchSchema, response: { 200: ClientSchema } },
      },
      async (request) => updateClient(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    // Report branding: the default under /branding/default, a client's under /clients/:id/branding.
    const brandingRoutes = (
      path: string,
      edit: { portal: { permission: Permission } },
      refOf: (params: { id?: number }) => BrandingRef,
      params: typeof ClientIdParams | undefined,
    ) => {
      const paramSchema = params ? { params } : {};
      app.get(
        path,
        { config: read, schema: { hide: true, ...paramSchema, response: { 200: BrandingViewSchema } } },
        async (request) =>
          viewBranding(deps.database.db, portalUserOf(request).actor, refOf(request.params as { id?: number })),
      );
      app.put(
        path,
        {
          config: edit,
          bodyLimit: brandingBodyLimit,
          schema: {
            hide: true,
            ...paramSchema,
            body: BrandingPresetInputSchema,
            response: { 200: BrandingViewSchema },
          },
        },
        async (request) =>
          saveBranding(deps, portalUserOf(request).actor, refOf(request.params as { id?: number }), request.body),
      );
      app.delete(
        path,
        { config: edit, schema: { hide: true, ...paramSchema, response: { 200: BrandingViewSchema } } },
        async (request) => removeBranding(deps, portalUserOf(request).actor, refOf(request.params as { id?: number })),
      );
      app.get(`${path}/logo`, { config: read, schema: { hide: true, ...paramSchema } }, async (request, reply) => {
        const logo = await brandingLogo(
          deps.database.db,
          portalUserOf(request).actor,
          refOf(request.params as { id?: number }),
        );
        return reply
          .type(logo.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(logo.bytes);
      });
    };
    brandingRoutes('/branding/default', editSettings, () => 'default', undefined);
    brandingRoutes('/clients/:id/branding', editClients, (p) => ({ clientId: p.id ?? 0 }), ClientIdParams);
  };
}
