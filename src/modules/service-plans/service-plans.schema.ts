// The portal's shapes of a service plan: areas, services, the frequency preview, the horizon.
import { type Static, Type } from '@sinclair/typebox';
import { Id } from '../shared/ids.js';

const Day = Type.String({ format: 'date' });
const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Local HH:MM.' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const PlanIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const PlanAreaInputSchema = Type.Object(
  {
    name: Text(200),
    type: OptionalText(100),
    floor: OptionalText(50),
    size_m2: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PlanAreaInput = Static<typeof PlanAreaInputSchema>;

export const PlanAreaSchema = Type.Object(
  {
    id: Type.Integer(),
    property_id: Type.Integer(),
    name: Type.String(),
    type: Type.Union([Type.String(), Type.Null()]),
    floor: Type.Union([Type.String(), Type.Null()]),
    size_m2: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
);

const Exceptions = {
  excluded_months: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { maxItems: 12 })),
  excluded_weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 })),
  excluded_dates: Type.Optional(Type.Array(Day, { maxItems: 366 })),
  skip_holidays: Type.Optional(Type.Boolean()),
};

export const PlanServiceInputSchema = Type.Object(
  {
    title: Text(200),
    frequency: Type.String({
      minLength: 1,
      maxLength: 500,
      description:
        'Plain German or English words ("alle 2 Wochen am Montag, nicht im Dezember", "on demand") or an RRULE.',
    }),
    ...Exceptions,
    window_start: Time,
    window_end: Time,
    expected_minutes: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()])),
    checklist: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 100 })),
    assignee_account_ids: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    valid_from: Day,
    valid_to: Type.Optional(Type.Union([Day, Type.Null()])),
  },
  { additionalProperties: false },
);
export type PlanServiceInput = Static<typeof PlanServiceInputSchema>;

export const PlanServiceSchema = Type.Object(
  {
    id: Type.Integer(),
    area_id: Type.Integer(),
    property_id: Type.Integer(),
    title: Type.String(),
    rrule: Type.Union([Type.String(), Type.Null()], { description: 'null: on demand.' }),
    excluded_months: Type.Array(Type.Integer()),
    excluded_weekdays: Type.Array(Type.Integer()),
    excluded_dates: Type.Array(Type.String()),
    skip_holidays: Type.Boolean(),
    /** The schedule as one sentence in the signed-in person's language. */
    sentence: Type.String(),
    window_start: Type.String(),
    window_end: Type.String(),
    expected_minutes: Type.Union([Type.Integer(), Type.Null()]),
    checklist: Type.Array(Type.String()),
    assignee_account_ids: Type.Array(Type.Integer()),
    valid_from: Type.String({ format: 'date' }),
    valid_to: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const ServicePlanSchema = Type.Object(
  {
    areas: Type.Array(
      Type.Object(
        { ...PlanAreaSchema.properties, services: Type.Array(PlanServiceSchema) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const FrequencyPreviewInputSchema = Type.Object(
  {
    frequency: Type.String({ minLength: 1, maxLength: 500 }),
    ...Exceptions,
    valid_from: Type.Optional(Day),
    valid_to: Type.Optional(Type.Union([Day, Type.Null()])),
  },
  { additionalProperties: false },
);

export const FrequencyPreviewSchema = Type.Object(
  {
    rrule: Type.Union([Type.String(), Type.Null()], { description: 'null: on demand.' }),
    excluded_months: Type.Array(Type.Integer()),
    excluded_weekdays: Type.Array(Type.Integer()),
    excluded_dates: Type.Array(Type.String()),
    skip_holidays: Type.Boolean(),
    sentence: Type.String(),
    dates: Type.Array(Type.String({ format: 'date' }), { description: 'The next ten days it falls on.' }),
  },
  { additionalProperties: false },
);

export const PlanSettingsSchema = Type.Object(
  { horizon_days: Type.Integer({ minimum: 1, maximum: 366 }) },
  { additionalProperties: false },
);

/** The most bytes an LV file may have. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const PlanImportInputSchema = Type.Object(
  {
    file: Type.String({
      contentEncoding: 'base64',
      minLength: 1,
      maxLength: Math.ceil(IMPORT_MAX_BYTES / 3) * 4,
      pattern: '^[A-Za-z0-9+/]*={0,2}$',
      description: 'The CSV file, base64: UTF-8 (with or without BOM) or Windows-1252, `;` or `,` between cells.',
    }),
    dry_run: Type.Boolean({ description: 'true: change nothing, say what the import would do.' }),
  },
  { additionalProperties: false },
);

const ImportColumnSchema = Type.Union(
  ['property', 'area', 'service', 'frequency', 'minutes', 'checklist', 'window', 'valid_from'].map((c) =>
    Type.Literal(c),
  ),
);

export const PlanImportReportSchema = Type.Object(
  {
    dry_run: Type.Boolean(),
    imported: Type.Boolean(),
    encoding: Type.Union([Type.Literal('utf-8'), Type.Literal('windows-1252')]),
    delimiter: Type.Union([Type.Literal(';'), Type.Literal(',')]),
    lines: Type.Integer({ description: 'Lines of services in the file, the header not counted.' }),
    properties: Type.Array(
      Type.Object(
        {
          property_id: Type.Integer(),
          property_name: Type.String(),
          areas: Type.Array(
            Type.Object(
              {
                name: Type.String(),
                status: Type.Union([Type.Literal('new'), Type.Literal('existing')]),
                services: Type.Array(
                  Type.Object(
                    {
                      line: Type.Integer(),
                      title: Type.String(),
                      status: Type.Union([Type.Literal('new'), Type.Literal('updated'), Type.Literal('unchanged')]),
                      rrule: Type.Union([Type.String(), Type.Null()]),
                      sentence: Type.String(),
                      expected_minutes: Type.Union([Type.Integer(), Type.Null()]),
                      checklist: Type.Array(Type.String()),
                      window_start: Type.String(),
                      window_end: Type.String(),
                      valid_from: Type.String({ format: 'date' }),
                    },
                    { additionalProperties: false },
                  ),
                ),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    refusals: Type.Array(
      Type.Object(
        {
          line: Type.Integer(),
          code: Type.String({ description: 'Why the line is refused (docs/service-plans.md lists the codes).' }),
          column: Type.Union([ImportColumnSchema, Type.Null()]),
          value: Type.Union([Type.String(), Type.Null()]),
          other_line: Type.Union([Type.Integer(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
    counts: Type.Object(
      {
        areas_new: Type.Integer(),
        services_new: Type.Integer(),
        services_updated: Type.Integer(),
        services_unchanged: Type.Integer(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const PlannedVsDoneQuerySchema = Type.Object(
  {
    from: Type.String({ format: 'date', description: 'First local day of the period.' }),
    to: Type.String({ format: 'date', description: 'Last local day of the period (at most 366 days).' }),
    group: Type.Union([Type.Literal('property'), Type.Literal('area'), Type.Literal('client')]),
    property_id: Type.Optional(Id),
    client_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type PlannedVsDoneQueryInput = Static<typeof PlannedVsDoneQuerySchema>;

const Count = Type.Integer({ minimum: 0 });
const Counts = {
  planned: Count,
  on_time: Type.Integer({ minimum: 0, description: 'Completed by the end of the window.' }),
  late: Type.Integer({ minimum: 0, description: 'Completed after the end of the window.' }),
  missed: Type.Integer({ minimum: 0, description: 'Marked missed and not done.' }),
  open: Type.Integer({ minimum: 0, description: 'Not yet due, in the window, or not yet marked.' }),
};
const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);

export const PlannedVsDoneSchema = Type.Object(
  {
    from: Day,
    to: Day,
    group: PlannedVsDoneQuerySchema.properties.group,
    time_zone: Type.String(),
    totals: Type.Object(Counts, { additionalProperties: false }),
    rows: Type.Array(
      Type.Object(
        {
          id: NullableId,
          name: NullableText,
          property_id: NullableId,
          property_name: NullableText,
          ...Counts,
          reasons: Type.Array(
            Type.Object(
              {
                task_id: Type.Integer(),
                day: Day,
                title: Type.String(),
                outcome: Type.Union([Type.Literal('late'), Type.Literal('missed')]),
                reason: Type.String(),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
