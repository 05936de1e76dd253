import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRuleRuns } from '../../modules/workflows/runs.service.js';
import {
  WorkflowRuleIdParams,
  WorkflowRuleListQuerySchema,
  WorkflowRuleSchema,
  WorkflowRunListQuerySchema,
  WorkflowRunSchema,
} from '../../modules/workflows/workflow-rules.schema.js';
import { listRules } from '../../modules/workflows/workflow-rules.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const settings = { portal: { permission: 'settings.edit' as const } };

/** Settings → Workflow rules: the organisation's rules and each one's run log (the same reads as the API). */
export function portalWorkflowRuleRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/workflow-rules',
      {
        config: settings,
        schema: {
          hide: true,
          querystring: WorkflowRuleListQuerySchema,
          response: { 200: pageOf(WorkflowRuleSchema) },
        },
      },
      async (request) => listRules(deps, portalUserOf(request).actor, request.query),
    );
    app.get(
      '/workflow-rules/:id/runs',
      {
        config: settings,
        schema: {
          hide: true,
          params: WorkflowRuleIdParams,
          querystring: WorkflowRunListQuerySchema,
          response: { 200: pageOf(WorkflowRunSchema) },
        },
      },
      async (request) => listRuleRuns(deps, portalUserOf(request).actor, request.params.id, request.query),
    );
  };
}
