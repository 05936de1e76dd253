import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { CheckedInteger, ID_BOUNDS, Id, Version } from '../shared/ids.js';
import { PageQuery } from '../shared/pagination.js';
import { inspectionStatuses } from './inspections.tables.js';

// Request and response shapes of quality inspections (docs/inspections.md). The template
// definition keeps the field names it is stored with (`areaTypes`, `thresholdPercent` …), so
// a definition read from a template can be sent back unchanged as a revision.

const Day = Type.String({ format: 'date' });
/** A sampling seed: a 32-bit unsigned number. */
const Seed = Type.Integer({ minimum: 0, maximum: 4_294_967_295 });

export const InspectionScaleSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('1-3'), Type.Literal('1-5'), Type.Literal('pass_fail'), Type.Literal('custom')]),
    steps: Type.Array(
      Type.Object(
        { value: Type.String({ minLength: 1, maxLength: 40 }), percent: Type.Number() },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);

export const InspectionTemplateDefinitionSchema = named(
  'InspectionTemplateDefinition',
  Type.Object(
    {
      scale: InspectionScaleSchema,
      criteria: Type.Array(
        Type.Object(
          {
            id: Type.String({ minLength: 1, maxLength: 60 }),
            label: Type.String({ maxLength: 200 }),
            areaTypes: Type.Array(Type.String({ maxLength: 100 }), {
              maxItems: 50,
              description: 'The area types it applies to; empty: every area type.',
            }),
            weight: Type.Optional(Type.Number({ description: 'Default 1; must be > 0.' })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
      areaTypeWeights: Type.Record(Type.String({ maxLength: 100 }), Type.Number(), {
        description: 'Weight per area type; a type not listed weighs 1.',
      }),
      thresholdPercent: Type.Number({ description: 'Acceptance threshold, 0–100.' }),
      samplePercent: Type.Number({ description: 'Share of each area type sampled, > 0 and ≤ 100.' }),
      sampleMinimum: CheckedInteger,
    },
    { additionalProperties: false },
  ),
);

export const InspectionTemplateSchema = named(
  'InspectionTemplate',
  Type.Object(
    {
      template_id: Type.Integer(),
      name: Type.String(),
      version: Type.Integer({ description: 'The version shown.' }),
      current_version: Type.Integer(),
      definition: InspectionTemplateDefinitionSchema,
    },
    { additionalProperties: false },
  ),
);

export const InspectionTemplateListSchema = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          current_version: Type.Integer(),
          updated_at: Type.String({ format: 'date-time' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const InspectionTemplateCreateSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), definition: InspectionTemplateDefinitionSchema },
  { additionalProperties: false },
);

export const InspectionTemplateReviseSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    definition: InspectionTemplateDefinitionSchema,
  },
  { additionalProperties: false },
);

export const InspectionTemplateIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const InspectionTemplateQuery = Type.Object(
  { version: Type.Optional(Version) },
  { additionalProperties: false },
);

const SampledAreaSchema = Type.Object(
  { area_id: Type.Integer(), name: Type.String(), area_type: Type.String({ description: '"" for an untyped area.' }) },
  { additionalProperties: false },
);

export const InspectionSampleRequestSchema = Type.Object(
  { property_id: Id, template_id: Id, seed: Type.Optional(Seed) },
  { additionalProperties: false },
);

export const InspectionSampleProposalSchema = Type.Object(
  {
    seed: Type.Integer(),
    sample: Type.Array(SampledAreaSchema),
    minimum_per_area_type: Type.Record(Type.String(), Type.Integer()),
  },
  { additionalProperties: false },
);

export const InspectionStartSchema = Type.Object(
  {
    uuid: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'Your id for this start (the field app sends one per inspection). Repeating the call with the same uuid and payload starts nothing and answers the inspection (200); the same uuid with another payload is 409 uuid_conflict.',
      }),
    ),
    property_id: Id,
    template_id: Id,
    date: Day,
    seed: Type.Optional(Seed),
    sample: Type.Optional(
      Type.Array(Id, {
        maxItems: 1000,
        description:
          'Plan-area ids; left out: the proposed sample for the seed. Never below the minimum, except in a re-inspection.',
      }),
    ),
    reinspection_of: Type.Optional(
      Type.Integer({
        ...ID_BOUNDS,
        description:
          'A re-inspection: the completed inspection (same property and template) whose defects this one inspects again. Its sample is free (usually the areas with defects), without the minimum.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const InspectionRatingsSchema = Type.Object(
  {
    ratings: Type.Array(
      Type.Object(
        {
          area_id: Id,
          criterion_id: Type.String({ minLength: 1, maxLength: 60 }),
          step: Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { description: 'null: not applicable.' }),
          note: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
          photo_file_ids: Type.Optional(Type.Array(Id, { maxItems: 10 })),
          defect: Type.Optional(Type.Boolean({ description: 'A defect needs a note or a photo.' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);

export const InspectionCompleteSchema = Type.Object(
  {
    client_representative_name: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    client_signature_file_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);

export const InspectionReinspectionSchema = Type.Object({ date: Day }, { additionalProperties: false });

export const InspectionDefectTaskSchema = Type.Object(
  { area_id: Id, criterion_id: Type.String({ minLength: 1, maxLength: 60 }), due_date: Day },
  { additionalProperties: false },
);

export const InspectionDefectTaskResultSchema = Type.Object(
  { task_id: Type.Integer(), created: Type.Boolean() },
  { additionalProperties: false },
);

export const InspectionIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const InspectionListQuerySchema = Type.Object(
  {
    property_id: Type.Optional(Id),
    client_id: Type.Optional(Id),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    below_threshold: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.Union(inspectionStatuses.map((s) => Type.Literal(s)))),
  },
  { additionalProperties: false },
);

export const InspectionTrendQuerySchema = Type.Object(
  {
    property_id: Type.Optional(Id),
    client_id: Type.Optional(Id),
    from: Type.Optional(
      Type.String({ format: 'date', description: 'Default: the first day of the month a year before `to`.' }),
    ),
    to: Type.Optional(Type.String({ format: 'date', description: 'Default: today in the organisation’s time zone.' })),
  },
  { additionalProperties: false },
);

export const InspectionTrendSchema = Type.Object(
  {
    from: Day,
    to: Day,
    points: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          property_id: Type.Integer(),
          date: Day,
          score_percent: Type.Number(),
          score_shown: Type.Number(),
          threshold_percent: Type.Number(),
          below_threshold: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      { description: 'The completed inspections, oldest first.' },
    ),
    months: Type.Array(
      Type.Object(
        {
          month: Type.String({ description: 'YYYY-MM (the inspection dates are days in the organisation’s zone).' }),
          count: Type.Integer(),
          below_count: Type.Integer(),
          mean_percent: NullableNumberOf(),
          mean_shown: NullableNumberOf(),
        },
        { additionalProperties: false },
      ),
      { description: 'Every month from `from` to `to`, with the plain mean of its scores (null: none).' },
    ),
  },
  { additionalProperties: false },
);

function NullableNumberOf() {
  return Type.Union([Type.Number(), Type.Null()]);
}

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const InspectionSummaryProperties = {
  id: Type.Integer(),
  property_id: Type.Integer(),
  template_id: Type.Integer(),
  template_version: Type.Integer(),
  date: Day,
  status: Type.Union(inspectionStatuses.map((s) => Type.Literal(s))),
  inspector_account_id: Type.Integer(),
  score_percent: Type.Union([Type.Number(), Type.Null()], {
    description: 'The overall score at full precision, stored on completion; null while a draft.',
  }),
  score_shown: Type.Union([Type.Number(), Type.Null()], {
    description: 'The overall score as shown: one decimal, rounded half up.',
  }),
  threshold_percent: Type.Number(),
  below_threshold: Type.Union([Type.Boolean(), Type.Null()], { description: 'null while a draft.' }),
  reinspection_of: Type.Union([Type.Integer(), Type.Null()]),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer(),
};

export const InspectionSummarySchema = named(
  'InspectionSummary',
  Type.Object(InspectionSummaryProperties, { additionalProperties: false }),
);

/** A row of the office's list: the summary with the names and the number of defects. */
export const InspectionListRowSchema = Type.Object(
  {
    ...InspectionSummaryProperties,
    property_name: Type.String(),
    template_name: Type.String(),
    inspector_name: Type.String(),
    defect_count: Type.Integer(),
  },
  { additionalProperties: false },
);

export const InspectionScoreSchema = Type.Object(
  {
    areas: Type.Array(
      Type.Object(
        { area_id: Type.Integer(), area_type: Type.String(), percent: NullableNumber },
        { additionalProperties: false },
      ),
    ),
    area_types: Type.Array(
      Type.Object(
        { area_type: Type.String(), weight: Type.Number(), percent: Type.Number(), area_count: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    percent: NullableNumber,
    passed: Type.Union([Type.Boolean(), Type.Null()]),
  },
  { additionalProperties: false, description: 'Per area, per area type and overall, at full precision.' },
);

export const InspectionSchema = named(
  'Inspection',
  Type.Object(
    {
      ...InspectionSummaryProperties,
      seed: Type.Integer(),
      sample: Type.Array(SampledAreaSchema),
      client_representative_name: Type.Union([Type.String(), Type.Null()]),
      client_signature_file_id: Type.Union([Type.Integer(), Type.Null()]),
      ratings: Type.Array(
        Type.Object(
          {
            area_id: Type.Integer(),
            criterion_id: Type.String(),
            step: Type.Union([Type.String(), Type.Null()]),
            note: Type.Union([Type.String(), Type.Null()]),
            photo_file_ids: Type.Array(Type.Integer()),
            defect: Type.Boolean(),
            task_id: Type.Union([Type.Integer(), Type.Null()]),
          },
          { additionalProperties: false },
        ),
      ),
      score: Type.Union([InspectionScoreSchema, Type.Null()]),
    },
    { additionalProperties: false },
  ),
);
export type InspectionDto = Static<typeof InspectionSchema>;

export const InspectionFeedQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    from: Type.Optional(Type.String({ format: 'date', description: 'Inspections on or after this date.' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Inspections on or before this date.' })),
    below_threshold: Type.Optional(
      Type.Boolean({ description: '`true`: completed inspections below their threshold; `false`: those that passed.' }),
    ),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only inspections changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);

/** What the field app keeps on the phone to start an inspection offline. */
export const InspectionFieldSetupSchema = Type.Object(
  {
    templates: Type.Array(InspectionTemplateSchema),
    properties: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          areas: Type.Array(SampledAreaSchema),
          proposals: Type.Array(
            Type.Object(
              {
                template_id: Type.Integer(),
                seed: Type.Integer(),
                sample: Type.Array(Type.Integer()),
                minimum_per_area_type: Type.Record(Type.String(), Type.Integer()),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    reinspections: Type.Array(
      Type.Object(
        {
          inspection_id: Type.Integer(),
          property_id: Type.Integer(),
          template_id: Type.Integer(),
          date: Type.String(),
          score_shown: Type.Union([Type.Number(), Type.Null()]),
          below_threshold: Type.Union([Type.Boolean(), Type.Null()]),
          defects: Type.Array(
            Type.Object(
              { area_id: Type.Integer(), criterion_id: Type.String(), note: Type.Union([Type.String(), Type.Null()]) },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'Completed inspections of the last 90 days with defects and no completed re-inspection yet.' },
    ),
  },
  { additionalProperties: false },
);
