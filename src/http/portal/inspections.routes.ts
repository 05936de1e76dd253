import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InspectionCompleteSchema,
  InspectionDefectTaskResultSchema,
  InspectionDefectTaskSchema,
  InspectionFieldSetupSchema,
  InspectionIdParams,
  InspectionListQuerySchema,
  InspectionListRowSchema,
  InspectionRatingsSchema,
  InspectionReinspectionSchema,
  InspectionSampleProposalSchema,
  InspectionSampleRequestSchema,
  InspectionSchema,
  InspectionStartSchema,
  InspectionTemplateCreateSchema,
  InspectionTemplateIdParams,
  InspectionTemplateListSchema,
  InspectionTemplateQuery,
  InspectionTemplateReviseSchema,
  InspectionTemplateSchema,
  InspectionTrendQuerySchema,
  InspectionTrendSchema,
} from '../../modules/inspections/inspections.schema.js';
import {
  completeInspection,
  createInspectionTemplate,
  defectToTask,
  fieldInspectionSetup,
  getInspection,
  getInspectionTemplate,
  inspectionTrend,
  listInspections,
  listInspectionTemplates,
  proposeInspectionSample,
  recordRatings,
  reviseInspectionTemplate,
  startInspectionOnce,
  startReinspection,
} from '../../modules/inspections/inspections.service.js';
import { Type } from '@sinclair/typebox';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

// Inspections are office work on the properties the person sees, like tasks (a defect becomes
// a task): reading and working through inspections needs tasks.manage. Templates decide how
// every inspection is scored, like form templates: changing them needs forms.manage.
const work = { portal: { permission: 'tasks.manage' as const } };
const editTemplates = { portal: { permission: 'forms.manage' as const } };

/** Quality inspections in the office: templates, samples, ratings, scores and follow-up tasks. */
export function portalInspectionRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/inspection-templates',
      { config: work, schema: { hide: true, response: { 200: InspectionTemplateListSchema } } },
      async (request) => ({ data: await listInspectionTemplates(deps.database.db, portalUserOf(request).tenantId) }),
    );

    app.post(
      '/inspection-templates',
      {
        config: editTemplates,
        schema: { hide: true, body: InspectionTemplateCreateSchema, response: { 201: InspectionTemplateSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await createInspectionTemplate(deps, portalUserOf(request).actor, request.body)),
    );

    app.get(
      '/inspection-templates/:id',
      {
        config: work,
        schema: {
          hide: true,
          params: InspectionTemplateIdParams,
          querystring: InspectionTemplateQuery,
          response: { 200: InspectionTemplateSchema },
        },
      },
      async (request) =>
        getInspectionTemplate(
          deps.database.db,
          portalUserOf(request).tenantId,
          request.params.id,
          request.query.version,
        ),
    );

    // A revision is a new version; inspections started earlier keep theirs.
    app.post(
      '/inspection-templates/:id/versions',
      {
        config: editTemplates,
        schema: {
          hide: true,
          params: InspectionTemplateIdParams,
          body: InspectionTemplateReviseSchema,
          response: { 201: InspectionTemplateSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await reviseInspectionTemplate(deps, portalUserOf(request).actor, request.params.id, request.body)),
    );

    app.post(
      '/inspections/sample-proposal',
      {
        config: work,
        schema: { hide: true, body: InspectionSampleRequestSchema, response: { 200: InspectionSampleProposalSchema } },
      },
      async (request) => proposeInspectionSample(deps, portalUserOf(request).actor, request.body),
    );

    app.get(
      '/inspections',
      {
        config: work,
        schema: {
          hide: true,
          querystring: InspectionListQuerySchema,
          response: {
            200: Type.Object({ data: Type.Array(InspectionListRowSchema) }, { additionalProperties: false }),
          },
        },
      },
      async (request) => ({ data: await listInspections(deps, portalUserOf(request).actor, request.query) }),
    );

    // The field app keeps this on the phone, so an inspection can be started offline.
    app.get(
      '/inspections/field-setup',
      { config: work, schema: { hide: true, response: { 200: InspectionFieldSetupSchema } } },
      async (request) => fieldInspectionSetup(deps, portalUserOf(request).actor),
    );

    // The score per inspection and per month of a property, a client's properties or every
    // property the person sees; months of the organisation's zone.
    app.get(
      '/inspections/trend',
      {
        config: work,
        schema: { hide: true, querystring: InspectionTrendQuerySchema, response: { 200: InspectionTrendSchema } },
      },
      async (request) =>
        inspectionTrend(deps, portalUserOf(request).actor, request.query, request.portalSession?.timezone ?? 'UTC'),
    );

    app.post(
      '/inspections',
      {
        config: work,
        schema: { hide: true, body: InspectionStartSchema, response: { 200: InspectionSchema, 201: InspectionSchema } },
      },
      async (request, reply) => {
        const actor = portalUserOf(request).actor;
        // With a uuid, a replay (the phone sending again after a lost answer) answers 200.
        const { id, created } = await startInspectionOnce(deps, actor, request.body);
        return reply.code(created ? 201 : 200).send(await getInspection(deps, actor, id));
      },
    );

    app.get(
      '/inspections/:id',
      { config: work, schema: { hide: true, params: InspectionIdParams, response: { 200: InspectionSchema } } },
      async (request) => getInspection(deps, portalUserOf(request).actor, request.params.id),
    );

    app.post(
      '/inspections/:id/ratings',
      {
        config: work,
        schema: {
          hide: true,
          params: InspectionIdParams,
          body: InspectionRatingsSchema,
          response: { 200: InspectionSchema },
        },
      },
      async (request) => {
        const actor = portalUserOf(request).actor;
        await recordRatings(deps, actor, request.params.id, request.body.ratings);
        return getInspection(deps, actor, request.params.id);
      },
    );

    app.post(
      '/inspections/:id/complete',
      {
        config: work,
        schema: {
          hide: true,
          params: InspectionIdParams,
          body: InspectionCompleteSchema,
          response: { 200: InspectionSchema },
        },
      },
      async (request) => completeInspection(deps, portalUserOf(request).actor, request.params.id, request.body),
    );

    app.post(
      '/inspections/:id/reinspection',
      {
        config: work,
        schema: {
          hide: true,
          params: InspectionIdParams,
          body: InspectionReinspectionSchema,
          response: { 201: InspectionSchema },
        },
      },
      async (request, reply) => {
        const actor = portalUserOf(request).actor;
        const id = await startReinspection(deps, actor, request.params.id, request.body);
        return reply.code(201).send(await getInspection(deps, actor, id));
      },
    );

    app.post(
      '/inspections/:id/defect-tasks',
      {
        config: work,
        schema: {
          hide: true,
          params: InspectionIdParams,
          body: InspectionDefectTaskSchema,
          response: { 200: InspectionDefectTaskResultSchema, 201: InspectionDefectTaskResultSchema },
        },
      },
      async (request, reply) => {
        const session = request.portalSession;
        const result = await defectToTask(
          deps,
          portalUserOf(request).actor,
          request.params.id,
          request.body,
          session?.tenantLanguage ?? 'en',
        );
        return reply.code(result.created ? 201 : 200).send(result);
      },
    );
  };
}
