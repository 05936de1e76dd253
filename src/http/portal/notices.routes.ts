import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NoticeIdParams, NoticeListQuery, NoticeSchema } from '../../modules/notices/notices.schema.js';
import { listNotices, markNoticeRead } from '../../modules/notices/notices.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const signedIn = { portal: { permission: null } };

/** The signed-in person's own notices (a report e-mail that could not be delivered, …). */
export function portalNoticeRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/notices',
      {
        config: signedIn,
        schema: {
          hide: true,
          querystring: NoticeListQuery,
          response: {
            200: Type.Object(
              { ...pageOf(NoticeSchema).properties, unread_count: Type.Integer() },
              { additionalProperties: false },
            ),
          },
        },
      },
      async (request) => {
        const user = portalUserOf(request);
        return listNotices(deps.database.db, user.tenantId, user.accountId, request.query);
      },
    );

    app.post(
      '/notices/:id/read',
      { config: signedIn, schema: { hide: true, params: NoticeIdParams, response: { 200: NoticeSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        return markNoticeRead(deps.database.db, deps.clock, user.tenantId, user.accountId, request.params.id);
      },
    );
  };
}
