import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRuleRuns } from '../../modules/workflows/runs.service.js';
import { dryRunRule } from '../../modules/workflows/dry-run.js';
import {
  WorkflowDryRunBodySchema,
  WorkflowDryRunSchema,
  WorkflowRuleCreateSchema,
  WorkflowRuleIdParams,
  WorkflowRulePatchSchema,
  WorkflowRuleListQuerySchema,
  WorkflowRuleSchema,
  WorkflowRunListQuerySchema,
  WorkflowRunSchema,
} from '../../modules/workflows/workflow-rules.schema.js';
import { createRule, listRules, updateRule } from '../../modules/workflows/workflow-rules.service.js';
import type { AppDeps } from '../deps.js';
import { pageOf } from '../openapi-helpers.js';
import { portalUserOf } from './portal-auth.js';

const settings = { portal: { permission: 'settings.edit' as const } };

/**
 * Settings → Workflow rules: the organisation's rules, made and changed with the same
 * service and checks as the API, each one's run log, and a dry run against a record.
 */
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
    app.post(
      '/workflow-rules',
      {
        config: settings,
        schema: { hide: true, body: WorkflowRuleCreateSchema, response: { 201: WorkflowRuleSchema } },
      },
      async (request, reply) => {
        const { rule } = await createRule(deps, portalUserOf(request).actor, request.body);
        return reply.code(201).send(rule);
      },
    );
    app.patch(
      '/workflow-rules/:id',
      {
        config: settings,
        schema: {
          hide: true,
          params: WorkflowRuleIdParams,
          body: WorkflowRulePatchSchema,
          response: { 200: WorkflowRuleSchema },
        },
      },
      async (request) => updateRule(deps, portalUserOf(request).actor, request.params.id, request.body),
    );
    // "Test with this record": what the rule would do, without doing anything.
    app.post(
      '/workflow-rules/:id/dry-run',
      {
        config: settings,
        schema: {
          hide: true,
          params: WorkflowRuleIdParams,
          body: WorkflowDryRunBodySchema,
          response: { 200: WorkflowDryRunSchema },
        },
      },
      async (request) => dryRunRule(deps, portalUserOf(request).actor, request.params.id, request.body.record_id),
    );
  };
}
