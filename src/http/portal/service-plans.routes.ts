import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import { describeSchedule } from '../../modules/service-plans/frequency-words.js';
import { parseRrule } from '../../modules/service-plans/recurrence.js';
import {
  FrequencyPreviewInputSchema,
  FrequencyPreviewSchema,
  IMPORT_MAX_BYTES,
  PlanImportInputSchema,
  PlanImportReportSchema,
  PlanAreaInputSchema,
  PlanAreaSchema,
  PlanIdParams,
  PlanServiceInputSchema,
  PlanServiceSchema,
  PlanSettingsSchema,
  type PlanServiceInput,
  PlannedVsDoneQuerySchema,
  PlannedVsDoneSchema,
  ServicePlanSchema,
} from '../../modules/service-plans/service-plans.schema.js';
import {
  addPlanArea,
  createPlanService,
  deletePlanArea,
  getPlanService,
  horizonDays,
  listPlan,
  type PlanAreaRow,
  type PlanServiceWithAssignees,
  previewFrequency,
  readFrequency,
  retirePlanService,
  type ServiceInput,
  setHorizonDays,
  updatePlanArea,
  updatePlanService,
} from '../../modules/service-plans/service-plans.service.js';
import { plannedVsDone } from '../../modules/service-plans/planned-vs-done.js';
import { importServicePlan } from '../../modules/service-plans/plan-import.js';
import type { Language } from '../../modules/shared/language.js';
import type { AppDeps } from '../deps.js';
import { portalUserOf } from './portal-auth.js';

const manage = { portal: { permission: 'tasks.manage' as const } };

function languageOf(request: FastifyRequest): Language {
  const session = request.portalSession;
  return session?.language ?? session?.tenantLanguage ?? 'en';
}

const presentArea = (area: PlanAreaRow) => ({
  id: area.id,
  property_id: area.propertyId,
  name: area.name,
  type: area.type,
  floor: area.floor,
  size_m2: area.sizeM2,
});

function presentService(service: PlanServiceWithAssignees, language: Language) {
  const parsed = service.rrule === null ? null : parseRrule(service.rrule);
  const exceptions = {
    months: service.excludedMonths,
    weekdays: service.excludedWeekdays,
    dates: service.excludedDates,
    skipHolidays: service.skipHolidays,
  };
  return {
    id: service.id,
    area_id: service.areaId,
    property_id: service.propertyId,
    title: service.title,
    rrule: service.rrule,
    excluded_months: service.excludedMonths,
    excluded_weekdays: service.excludedWeekdays,
    excluded_dates: service.excludedDates,
    skip_holidays: service.skipHolidays,
    sentence:
      parsed === null || !parsed.ok
        ? describeSchedule(null, exceptions, language)
        : describeSchedule(parsed.rule, exceptions, language),
    window_start: service.windowStart,
    window_end: service.windowEnd,
    expected_minutes: service.expectedMinutes,
    checklist: service.checklist,
    assignee_account_ids: service.assigneeAccountIds,
    valid_from: service.validFrom,
    valid_to: service.validTo,
  };
}

/** The editor's body as the service's input: the frequency read into a rule and its exceptions. */
function serviceInput(body: PlanServiceInput): ServiceInput {
  const { frequency, excluded_months, excluded_weekdays, excluded_dates, skip_holidays, ...rest } = body;
  const read = readFrequency({ frequency, excluded_months, excluded_weekdays, excluded_dates, skip_holidays });
  if ('pointer' in read)
    throw new DomainError('validation_failed', 'The frequency cannot be read.', { errors: [read] });
  return {
    ...rest,
    title: rest.title,
    rrule: read.rrule,
    excluded_months: read.excluded_months,
    excluded_weekdays: read.excluded_weekdays,
    excluded_dates: read.excluded_dates,
    skip_holidays: read.skip_holidays,
    checklist: (rest.checklist ?? []).map((item) => item.trim()).filter((item) => item !== ''),
  };
}

/** Service plans (Leistungsverzeichnis) in the office: areas and services of a property (docs/service-plans.md). */
export function portalServicePlanRoutes(deps: AppDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/properties/:id/service-plan',
      { config: manage, schema: { hide: true, params: PlanIdParams, response: { 200: ServicePlanSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        const language = languageOf(request);
        const plan = await listPlan(deps, user.actor, request.params.id);
        return {
          areas: plan.areas.map((area) => ({
            ...presentArea(area),
            services: plan.services.filter((s) => s.areaId === area.id).map((s) => presentService(s, language)),
          })),
        };
      },
    );

    app.post(
      '/properties/:id/plan-areas',
      {
        config: manage,
        schema: { hide: true, params: PlanIdParams, body: PlanAreaInputSchema, response: { 201: PlanAreaSchema } },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const area = await addPlanArea(deps, user.actor, { ...request.body, property_id: request.params.id });
        return reply.code(201).send(presentArea(area));
      },
    );

    app.patch(
      '/plan-areas/:id',
      {
        config: manage,
        schema: { hide: true, params: PlanIdParams, body: PlanAreaInputSchema, response: { 200: PlanAreaSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        return presentArea(await updatePlanArea(deps, user.actor, request.params.id, request.body));
      },
    );

    app.delete(
      '/plan-areas/:id',
      { config: manage, schema: { hide: true, params: PlanIdParams } },
      async (request, reply) => {
        const user = portalUserOf(request);
        await deletePlanArea(deps, user.actor, request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/plan-areas/:id/services',
      {
        config: manage,
        schema: {
          hide: true,
          params: PlanIdParams,
          body: PlanServiceInputSchema,
          response: { 201: PlanServiceSchema },
        },
      },
      async (request, reply) => {
        const user = portalUserOf(request);
        const created = await createPlanService(deps, user.actor, request.params.id, serviceInput(request.body));
        const service = await getPlanService(deps, user.actor, created.id);
        return reply.code(201).send(presentService(service, languageOf(request)));
      },
    );

    app.put(
      '/plan-services/:id',
      {
        config: manage,
        schema: {
          hide: true,
          params: PlanIdParams,
          body: PlanServiceInputSchema,
          response: { 200: PlanServiceSchema },
        },
      },
      // Occurrences from today on that nobody has started follow the change; started and done ones stay.
      async (request) => {
        const user = portalUserOf(request);
        await updatePlanService(deps, user.actor, request.params.id, serviceInput(request.body));
        return presentService(await getPlanService(deps, user.actor, request.params.id), languageOf(request));
      },
    );

    app.post(
      '/plan-services/:id/retire',
      { config: manage, schema: { hide: true, params: PlanIdParams, response: { 200: PlanServiceSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        return presentService(await retirePlanService(deps, user.actor, request.params.id), languageOf(request));
      },
    );

    app.post(
      '/service-plans/preview',
      {
        config: manage,
        schema: { hide: true, body: FrequencyPreviewInputSchema, response: { 200: FrequencyPreviewSchema } },
      },
      async (request) => {
        const user = portalUserOf(request);
        return previewFrequency(deps, user.actor, request.body, languageOf(request));
      },
    );

    app.post(
      '/service-plans/import',
      {
        config: manage,
        bodyLimit: Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 1024,
        schema: {
          hide: true,
          body: PlanImportInputSchema,
          response: { 200: PlanImportReportSchema },
        },
      },
      // Dry run: what would change and every refused line. Otherwise all lines or none (422 import_refused).
      async (request) => {
        const user = portalUserOf(request);
        const bytes = Buffer.from(request.body.file, 'base64');
        return importServicePlan(deps, user.actor, bytes, {
          dryRun: request.body.dry_run,
          language: languageOf(request),
        });
      },
    );

    app.get(
      '/service-plans/planned-vs-done',
      {
        config: manage,
        schema: { hide: true, querystring: PlannedVsDoneQuerySchema, response: { 200: PlannedVsDoneSchema } },
      },
      // Only the properties the person sees count; one outside their list, or a client with none of them, is 403.
      async (request) => plannedVsDone(deps, portalUserOf(request).actor, request.query),
    );

    app.get(
      '/service-plans/settings',
      { config: manage, schema: { hide: true, response: { 200: PlanSettingsSchema } } },
      async (request) => ({ horizon_days: await horizonDays(deps, portalUserOf(request).actor) }),
    );

    app.put(
      '/service-plans/settings',
      { config: manage, schema: { hide: true, body: PlanSettingsSchema, response: { 200: PlanSettingsSchema } } },
      async (request) => {
        const user = portalUserOf(request);
        await setHorizonDays(deps, user.actor, request.body.horizon_days);
        return { horizon_days: request.body.horizon_days };
      },
    );
  };
}
