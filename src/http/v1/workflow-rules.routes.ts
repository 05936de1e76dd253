import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '../../domain/errors.js';
import {
  WorkflowRuleCreateSchema,
  WorkflowRuleIdParams,
  WorkflowRuleListQuerySchema,
  WorkflowRulePatchSchema,
  WorkflowRuleSchema,
  WorkflowRunListQuerySchema,
  WorkflowRunSchema,
} from '../../modules/workflows/workflow-rules.schema.js';
import { createRule, getRule, listRules, updateRule } from '../../modules/workflows/workflow-rules.service.js';
import { listRuleRuns } from '../../modules/workflows/runs.service.js';
import type { AppDeps } from '../deps.js';
import { errorResponses, pageOf } from '../openapi-helpers.js';
import { accessOf, type ApiRouteAuth } from '../plugins/api-key-auth.js';
import { resourceUrl, sendPage } from './pagination-link.js';

const TAGS = ['Workflow rules'];
const READ: ApiRouteAuth = { scope: 'workflows:read' };
const WRITE: ApiRouteAuth = { scope: 'workflows:write' };

const ruleErrors = (kind: 'read' | 'write', ...codes: ErrorCode[]) =>
  errorResponses(kind, 'insufficient_scope', 'validation_failed', ...codes);

const VISIBILITY =
  'A key sees a rule when its account sees all properties, or when the rule is limited (`conditions.property_ids`) to properties the account sees, every one of them; other rules are left out of the list and are 403 `property_access_denied` by id.';

const VALIDATION =
  'A rule that could never fire is 422 with a pointer: a template or answer condition with a trigger other than `form_response_submitted`, an answer condition without `template_id`, a template that is inactive or offered at none of `property_ids`, a field not in the template’s current version, an operator that does not fit the field type, a value no answer could meet, an id listed twice. A property of another tenant (or none) and a template the key cannot see are 422 as if they did not exist; a property of the tenant the account cannot see is 403 `property_access_denied`, and so is leaving out `property_ids` with a key whose account sees only some properties.';

export function workflowRuleRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/workflow-rules',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listWorkflowRules',
          tags: TAGS,
          summary: 'List workflow rules',
          description: `The tenant’s workflow rules, oldest first. ${VISIBILITY}`,
          querystring: WorkflowRuleListQuerySchema,
          response: { 200: pageOf(WorkflowRuleSchema), ...ruleErrors('read') },
        },
      },
      async (request, reply) => sendPage(deps, request, reply, await listRules(deps, accessOf(request), request.query)),
    );

    app.get(
      '/workflow-rules/:id',
      {
        config: { auth: READ },
        schema: {
          operationId: 'getWorkflowRule',
          tags: TAGS,
          summary: 'Get one workflow rule',
          description: VISIBILITY,
          params: WorkflowRuleIdParams,
          response: { 200: WorkflowRuleSchema, ...ruleErrors('read', 'property_access_denied', 'not_found') },
        },
      },
      async (request) => getRule(deps, accessOf(request), request.params.id),
    );

    app.get(
      '/workflow-rules/:id/runs',
      {
        config: { auth: READ },
        schema: {
          operationId: 'listWorkflowRuleRuns',
          tags: TAGS,
          summary: 'The run log of a workflow rule',
          description: `Each event that fired the rule, newest first: its outcome (succeeded, retrying, failed after its retries, skipped because the rule was switched off), what it made, and the last error. A rule runs at most once per event; a failing action is retried with backoff and never blocks the change that caused the event. ${VISIBILITY}`,
          params: WorkflowRuleIdParams,
          querystring: WorkflowRunListQuerySchema,
          response: { 200: pageOf(WorkflowRunSchema), ...ruleErrors('read', 'property_access_denied', 'not_found') },
        },
      },
      async (request, reply) =>
        sendPage(deps, request, reply, await listRuleRuns(deps, accessOf(request), request.params.id, request.query)),
    );

    app.post(
      '/workflow-rules',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'createWorkflowRule',
          tags: TAGS,
          summary: 'Create a workflow rule (idempotent by uuid)',
          description: `"When <trigger> and <conditions>, do <actions>." Rules fire on events from the portal and the field app, never on API writes. Answers 201; a repeat with the same \`uuid\` and payload creates nothing and answers 200 with the rule; the same \`uuid\` with another payload is 409 \`uuid_conflict\`. ${VALIDATION}`,
          body: WorkflowRuleCreateSchema,
          response: {
            200: { ...WorkflowRuleSchema, description: 'Repeat of an earlier call: the rule it created.' },
            201: WorkflowRuleSchema,
            ...ruleErrors('write', 'property_access_denied', 'uuid_conflict'),
          },
        },
      },
      async (request, reply) => {
        const { rule, created } = await createRule(deps, accessOf(request), request.body);
        return reply
          .code(created ? 201 : 200)
          .header('location', resourceUrl(deps, request, `/api/v1/workflow-rules/${rule.id}`))
          .send(rule);
      },
    );

    app.patch(
      '/workflow-rules/:id',
      {
        config: { auth: WRITE },
        schema: {
          operationId: 'updateWorkflowRule',
          tags: TAGS,
          summary: 'Update a workflow rule',
          description: `Send only the fields to change; \`conditions\` and \`actions\` are replaced as a whole. There is no DELETE: set \`active: false\`. The whole rule is checked again as it would be after the change, with pointers into it, except that a rule which ends up inactive, with its conditions not sent, skips the checks against its template’s current state: a rule whose template changed can always be switched off, and is checked in full when switched on again. ${VALIDATION} ${VISIBILITY}`,
          params: WorkflowRuleIdParams,
          body: WorkflowRulePatchSchema,
          response: { 200: WorkflowRuleSchema, ...ruleErrors('write', 'property_access_denied', 'not_found') },
        },
      },
      async (request) => updateRule(deps, accessOf(request), request.params.id, request.body),
    );
  };
}
