// The service plans as the REST API v1 shows them (read only): per property its areas and
// their services, paged by property (docs/api.md).
import { type Static, Type } from '@sinclair/typebox';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { invalid } from '../../domain/errors.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { Id } from '../shared/ids.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, PageQuery, toPage } from '../shared/pagination.js';
import { named } from '../shared/schema-names.js';
import { describeSchedule } from './frequency-words.js';
import { parseRrule } from './recurrence.js';
import { planAreas, planServices } from './service-plans.tables.js';

export const ServicePlanListQuerySchema = Type.Object(
  { ...PageQuery, property_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ServicePlanListQuery = Static<typeof ServicePlanListQuerySchema>;

const PlanServiceApiSchema = named(
  'ServicePlanService',
  Type.Object(
    {
      id: Type.Integer({ description: 'Tasks made for it name it as `plan.service_id`.' }),
      title: Type.String(),
      frequency: Type.Object(
        {
          rrule: Type.Union([Type.String(), Type.Null()], { description: 'RFC 5545 subset; null: on demand.' }),
          excluded_months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
          excluded_weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
            description: '1 Monday … 7 Sunday.',
          }),
          excluded_dates: Type.Array(Type.String({ format: 'date' })),
          skip_holidays: Type.Boolean({ description: 'Not on the organisation’s public holidays.' }),
          sentence: Type.Object(
            { de: Type.String(), en: Type.String() },
            { additionalProperties: false, description: 'The schedule as one sentence, German and English.' },
          ),
        },
        { additionalProperties: false },
      ),
      window_start: Type.String({ description: 'Local HH:MM.' }),
      window_end: Type.String({ description: 'Local HH:MM; at or before the start: the next day.' }),
      expected_minutes: Type.Union([Type.Integer(), Type.Null()]),
      checklist: Type.Array(Type.String()),
      valid_from: Type.String({ format: 'date' }),
      valid_to: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);

export const ServicePlanApiSchema = named(
  'ServicePlan',
  Type.Object(
    {
      property_id: Type.Integer(),
      areas: Type.Array(
        Type.Object(
          {
            id: Type.Integer(),
            name: Type.String(),
            type: Type.Union([Type.String(), Type.Null()]),
            floor: Type.Union([Type.String(), Type.Null()]),
            size_m2: Type.Union([Type.Number(), Type.Null()]),
            services: Type.Array(PlanServiceApiSchema),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);
export type ServicePlanApiDto = Static<typeof ServicePlanApiSchema>;

/**
 * The plans of the properties the actor sees that have any area, one entry per property,
 * ordered by property id (the cursor walks property ids).
 */
export async function listServicePlans(
  deps: ServiceDeps,
  actor: AccountActor,
  query: ServicePlanListQuery,
): Promise<Page<ServicePlanApiDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  const conditions: SQL[] = [eq(planAreas.tenantId, actor.tenantId), visibleProperty(actor, planAreas.propertyId)];
  if (after !== undefined) conditions.push(gt(planAreas.propertyId, after));
  if (query.property_id !== undefined) {
    // As on the task list: a property the account does not see is 403, an unknown one 422.
    await loadAccessibleProperty(db, actor, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
    conditions.push(eq(planAreas.propertyId, query.property_id));
  }
  const propertyRows = await db
    .selectDistinct({ id: planAreas.propertyId })
    .from(planAreas)
    .where(and(...conditions))
    .orderBy(asc(planAreas.propertyId))
    .limit(pageSize + 1);
  const ids = propertyRows.slice(0, pageSize).map((r) => r.id);
  const areas =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(planAreas)
          .where(and(eq(planAreas.tenantId, actor.tenantId), inArray(planAreas.propertyId, ids)))
          .orderBy(asc(planAreas.name), asc(planAreas.id));
  const services =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(planServices)
          .where(and(eq(planServices.tenantId, actor.tenantId), inArray(planServices.propertyId, ids)))
          .orderBy(asc(planServices.title), asc(planServices.id));
  return toPage(propertyRows, pageSize, (row) => ({
    property_id: row.id,
    areas: areas
      .filter((a) => a.propertyId === row.id)
      .map((area) => ({
        id: area.id,
        name: area.name,
        type: area.type,
        floor: area.floor,
        size_m2: area.sizeM2,
        services: services
          .filter((s) => s.areaId === area.id)
          .map((s) => {
            const parsed = s.rrule === null ? null : parseRrule(s.rrule);
            const rule = parsed?.ok ? parsed.rule : null;
            const exceptions = {
              months: s.excludedMonths,
              weekdays: s.excludedWeekdays,
              dates: s.excludedDates,
              skipHolidays: s.skipHolidays,
            };
            return {
              id: s.id,
              title: s.title,
              frequency: {
                rrule: s.rrule,
                excluded_months: s.excludedMonths,
                excluded_weekdays: s.excludedWeekdays,
                excluded_dates: s.excludedDates,
                skip_holidays: s.skipHolidays,
                sentence: {
                  de: describeSchedule(rule, exceptions, 'de'),
                  en: describeSchedule(rule, exceptions, 'en'),
                },
              },
              window_start: s.windowStart,
              window_end: s.windowEnd,
              expected_minutes: s.expectedMinutes,
              checklist: s.checklist,
              valid_from: s.validFrom,
              valid_to: s.validTo,
            };
          }),
      })),
  }));
}
