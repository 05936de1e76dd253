import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { PageQuery } from '../shared/pagination.js';
import { CATALOG, CATALOG_KEYS, LANGUAGES } from './catalog.js';
import { CHOICE_FIELD_TYPES, FIELD_ID_PATTERN, FIELD_TYPES, type FieldType, TEMPLATE_LIMITS } from './forms.schema.js';
import { ID_BOUNDS, Id, Version } from '../shared/ids.js';

/** The most properties one template can be limited to in one request. */
export const MAX_TEMPLATE_PROPERTIES = 1000;
/** The most catalogue keys plus documents one import may name. */
export const MAX_IMPORT_ENTRIES = 20;

export const FIELD_TYPE_DESCRIPTION =
  '`text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).';

const FieldTypeSchema = Type.Union(
  FIELD_TYPES.map((type) => Type.Literal(type)),
  { description: FIELD_TYPE_DESCRIPTION },
);

const fieldId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: FIELD_ID_PATTERN,
  description:
    'Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version.',
});
const label = Type.String({
  minLength: 1,
  maxLength: TEMPLATE_LIMITS.labelLength,
  pattern: '\\S',
  description: 'What the field asks, as shown in the app.',
});
const option = Type.String({ minLength: 1, maxLength: TEMPLATE_LIMITS.optionLength, pattern: '\\S' });
const optionsDescription = `Required for \`single_choice\` and \`multiple_choice\` (1 to ${TEMPLATE_LIMITS.options}, unique ignoring letter case); not accepted for other types.`;
const required = Type.Boolean({ description: 'Must be answered before the response can be submitted. Default false.' });

const fieldExamples = [
  { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
  {
    id: 'areas_checked',
    type: 'multiple_choice',
    label: 'Areas checked',
    required: true,
    options: ['Entrance', 'Stairwell', 'Bin area'],
  },
  { id: 'rating', type: 'rating', label: 'Overall impression (1–5)', required: true },
  { id: 'photo', type: 'photo', label: 'Photo', required: false },
];

export const TemplateFieldSchema = named(
  'TemplateField',
  Type.Object(
    {
      id: Type.String({ description: 'Machine id, stable across versions.' }),
      type: FieldTypeSchema,
      label: Type.String(),
      required: Type.Boolean(),
      options: Type.Optional(
        Type.Array(Type.String(), { description: 'Only on `single_choice` and `multiple_choice` fields.' }),
      ),
    },
    { additionalProperties: false, examples: [fieldExamples[1]] },
  ),
);

const localized = <T extends TSchema>(text: T, what: string) =>
  Type.Object(
    { en: text, de: text },
    { additionalProperties: false, description: `${what}, in English (\`en\`) and German (\`de\`).` },
  );

const CHOICE_TYPES = FIELD_TYPES.filter((type) => CHOICE_FIELD_TYPES.includes(type));
const OTHER_TYPES = FIELD_TYPES.filter((type) => !CHOICE_FIELD_TYPES.includes(type));
const typeOf = (types: readonly FieldType[]) =>
  Type.Unsafe<FieldType>({ type: 'string', enum: [...types], description: FIELD_TYPE_DESCRIPTION });

/**
 * A field as a request gives it: one shape for choice fields (options required) and one
 * for every other type (no options), told apart by `type`, so each error names the value
 * at fault. Labels and options are strings, or in documents objects per language.
 */
function fieldInput<L extends TSchema, O extends TSchema>(
  name: string,
  labelSchema: L,
  optionSchema: O,
  example: unknown,
) {
  const common = { id: fieldId, label: labelSchema, required: Type.Optional(required) };
  const options = Type.Array(optionSchema, {
    minItems: 1,
    maxItems: TEMPLATE_LIMITS.options,
    description: optionsDescription,
  });
  const choice = named(
    `${name}Choice`,
    Type.Object(
      { ...common, type: typeOf(CHOICE_TYPES), options },
      { additionalProperties: false, title: 'Choice field (single_choice, multiple_choice)' },
    ),
  );
  const other = named(
    `${name}Other`,
    Type.Object({ ...common, type: typeOf(OTHER_TYPES) }, { additionalProperties: false, title: 'Any other field' }),
  );
  return named(
    name,
    Type.Unsafe<Static<typeof choice> | Static<typeof other>>({
      type: 'object',
      properties: { ...common, type: FieldTypeSchema, options },
      required: ['id', 'type', 'label'],
      additionalProperties: false,
      oneOf: [choice, other],
      discriminator: { propertyName: 'type' },
      description: 'Choice fields need `options`; other fields take none.',
      examples: [example],
    }),
  );
}

export const TemplateFieldInputSchema = fieldInput('TemplateFieldInput', label, option, fieldExamples[1]);
export type TemplateFieldInputDto = Static<typeof TemplateFieldInputSchema>;

const fieldsInput = (description: string) =>
  Type.Array(TemplateFieldInputSchema, { minItems: 1, maxItems: TEMPLATE_LIMITS.fields, description });
const FIELDS_RULES = `1 to ${TEMPLATE_LIMITS.fields} fields, in the order the app shows them. Every rule is checked field by field; each violation is reported with a pointer such as \`/fields/3/options/1\`.`;

const name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const description = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]);
/** Where a template is offered, in a request: null for every property, or a list. */
const propertyScope = (absent: string) =>
  Type.Union([Type.Array(Id, { minItems: 1, maxItems: MAX_TEMPLATE_PROPERTIES }), Type.Null()], {
    description: `The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). ${absent} Each id must be a property the key’s account sees (403 \`property_access_denied\`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once.`,
  });

const templateExample = {
  id: 4,
  uuid: '0b5e7c1d-2f3a-4b6c-8d9e-1f2a3b4c5d6e',
  name: 'Cleaning quality check',
  description: 'Weekly check of the cleaning result.',
  version: 2,
  fields: fieldExamples,
  property_ids: [12, 15],
  active: true,
  catalog_key: null,
  created_at: '2026-11-02T08:00:00.000Z',
  updated_at: '2026-11-20T14:31:09.000Z',
};

export const FormTemplateSchema = named(
  'FormTemplate',
  Type.Object(
    {
      id: Type.Integer(),
      uuid: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description: 'The uuid sent at creation, or null.',
      }),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      version: Type.Integer({
        description:
          'The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`.',
      }),
      fields: Type.Array(TemplateFieldSchema, { description: 'The fields of the current version, in order.' }),
      property_ids: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
        description:
          'The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those.',
      }),
      active: Type.Boolean({
        description: 'false: retired, kept with its versions and responses. There is no DELETE: deactivate instead.',
      }),
      catalog_key: Type.Union([Type.String(), Type.Null()], {
        description:
          'Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null.',
      }),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({
        format: 'date-time',
        description: 'Changes with any change, including a new version.',
      }),
    },
    { additionalProperties: false, examples: [templateExample] },
  ),
);
export type FormTemplateDto = Static<typeof FormTemplateSchema>;

export const FormTemplateVersionSchema = named(
  'FormTemplateVersion',
  Type.Object(
    {
      template_id: Type.Integer(),
      version: Type.Integer(),
      current: Type.Boolean({ description: 'Whether this is the template’s current version.' }),
      fields: Type.Array(TemplateFieldSchema),
      created_at: Type.String({ format: 'date-time' }),
    },
    {
      additionalProperties: false,
      examples: [
        {
          template_id: 4,
          version: 1,
          current: false,
          fields: fieldExamples.slice(0, 2),
          created_at: '2026-11-02T08:00:00.000Z',
        },
      ],
    },
  ),
);
export type FormTemplateVersionDto = Static<typeof FormTemplateVersionSchema>;

export const FormTemplateCreateSchema = named(
  'FormTemplateCreate',
  Type.Object(
    {
      uuid: Type.Optional(
        Type.String({
          format: 'uuid',
          description:
            'Your id for this template. Repeating the call with the same uuid and payload creates nothing and returns the template (200); the same uuid with another payload is 409 `uuid_conflict`.',
        }),
      ),
      name,
      description: Type.Optional(description),
      fields: fieldsInput(FIELDS_RULES),
      property_ids: Type.Optional(propertyScope('Left out: every property.')),
      active: Type.Optional(Type.Boolean({ description: 'Default true.' })),
    },
    {
      additionalProperties: false,
      examples: [
        {
          uuid: '0b5e7c1d-2f3a-4b6c-8d9e-1f2a3b4c5d6e',
          name: 'Cleaning quality check',
          description: 'Weekly check of the cleaning result.',
          fields: fieldExamples,
          property_ids: [12, 15],
        },
      ],
    },
  ),
);
export type FormTemplateCreate = Static<typeof FormTemplateCreateSchema>;

export const FormTemplatePatchSchema = named(
  'FormTemplatePatch',
  Type.Object(
    {
      name: Type.Optional(name),
      description: Type.Optional(description),
      fields: Type.Optional(
        fieldsInput(
          `The complete new list of fields. If it differs from the current version, it becomes the next version; the same list again creates none. ${FIELDS_RULES}`,
        ),
      ),
      property_ids: Type.Optional(propertyScope('Left out: unchanged.')),
      active: Type.Optional(Type.Boolean({ description: 'There is no DELETE: set false to retire the template.' })),
    },
    {
      additionalProperties: false,
      examples: [
        { name: 'Cleaning quality check (weekly)' },
        { fields: fieldExamples.slice(0, 3) },
        { property_ids: null },
        { active: false },
      ],
    },
  ),
);
export type FormTemplatePatch = Static<typeof FormTemplatePatchSchema>;

export const FormTemplateListQuerySchema = Type.Object(
  {
    ...PageQuery,
    active: Type.Optional(Type.Boolean({ description: 'true: only active; false: only inactive; unset: both.' })),
    property_id: Type.Optional(
      Type.Integer({
        ...ID_BOUNDS,
        description: 'Only templates offered at this property (at all properties or listed for it).',
      }),
    ),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only templates changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type FormTemplateListQuery = Static<typeof FormTemplateListQuerySchema>;

export const FormTemplateIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const FormTemplateVersionParams = Type.Object({ id: Id, version: Version }, { additionalProperties: false });

// --- the catalogue and documents ---------------------------------------------------------

const documentKey = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: FIELD_ID_PATTERN,
  description:
    'Your stable name for the document (like a field id). A tenant holds one template per key: importing the same key again returns that template.',
});

export const TemplateDocumentFieldSchema = fieldInput(
  'TemplateDocumentField',
  localized(label, 'The label'),
  localized(option, 'An option'),
  {
    id: 'leaks',
    type: 'single_choice',
    label: { en: 'Leaks', de: 'Undichtigkeiten' },
    options: [
      { en: 'None', de: 'Keine' },
      { en: 'Minor', de: 'Gering' },
    ],
  },
);

const firstEntry = CATALOG[0];

export const TemplateDocumentSchema = named(
  'TemplateDocument',
  Type.Object(
    {
      key: documentKey,
      name: localized(name, 'The name'),
      description: Type.Optional(localized(Type.String({ maxLength: 2000 }), 'The description')),
      fields: Type.Array(TemplateDocumentFieldSchema, {
        minItems: 1,
        maxItems: TEMPLATE_LIMITS.fields,
        description: `1 to ${TEMPLATE_LIMITS.fields} fields; the same rules as for \`POST /form-templates\`, checked in both languages.`,
      }),
    },
    {
      additionalProperties: false,
      description:
        'A template in the shape of a catalogue entry (without `template_id`): every text in English and German.',
      examples: [
        {
          key: 'boiler_room_check',
          name: { en: 'Boiler room check', de: 'Kontrolle Heizungsraum' },
          description: { en: 'Monthly look at the heating system.', de: 'Monatlicher Blick auf die Heizungsanlage.' },
          fields: [
            {
              id: 'pressure_ok',
              type: 'checkbox',
              label: { en: 'Pressure in range', de: 'Druck im Sollbereich' },
              required: true,
            },
            {
              id: 'leaks',
              type: 'single_choice',
              label: { en: 'Leaks', de: 'Undichtigkeiten' },
              required: true,
              options: [
                { en: 'None', de: 'Keine' },
                { en: 'Minor', de: 'Gering' },
                { en: 'Major', de: 'Erheblich' },
              ],
            },
            { id: 'photo', type: 'photo', label: { en: 'Photo', de: 'Foto' } },
          ],
        },
      ],
    },
  ),
);
export type TemplateDocument = Static<typeof TemplateDocumentSchema>;

export const CatalogEntrySchema = named(
  'CatalogEntry',
  Type.Object(
    {
      key: Type.String({ description: 'Stable id of the entry; name it in `keys` to import it.' }),
      name: localized(Type.String(), 'The name'),
      description: localized(Type.String(), 'The description'),
      fields: Type.Array(
        Type.Object(
          {
            id: Type.String(),
            type: FieldTypeSchema,
            label: localized(Type.String(), 'The label'),
            required: Type.Boolean(),
            options: Type.Optional(Type.Array(localized(Type.String(), 'An option'))),
          },
          { additionalProperties: false },
        ),
      ),
      template_id: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The tenant’s template imported from this entry, or null while it has not been imported.',
      }),
    },
    { additionalProperties: false, examples: [{ ...firstEntry, template_id: null }] },
  ),
);
export type CatalogEntryDto = Static<typeof CatalogEntrySchema>;

export const CatalogListSchema = named(
  'CatalogList',
  Type.Object(
    { data: Type.Array(CatalogEntrySchema) },
    { additionalProperties: false, description: 'The whole catalogue, in one answer (it is not paged).' },
  ),
);

export const CatalogQuerySchema = Type.Object({}, { additionalProperties: false });

const LanguageSchema = Type.Union(
  LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'The language the imported templates take their texts in: `en` or `de`.' },
);

export const CatalogImportSchema = named(
  'CatalogImport',
  Type.Object(
    {
      language: LanguageSchema,
      keys: Type.Optional(
        Type.Array(Type.Union(CATALOG_KEYS.map((key) => Type.Literal(key))), {
          maxItems: MAX_IMPORT_ENTRIES,
          uniqueItems: true,
          description: 'Catalogue entries to import, by `key`, each once.',
        }),
      ),
      documents: Type.Optional(
        Type.Array(TemplateDocumentSchema, {
          maxItems: MAX_IMPORT_ENTRIES,
          description:
            'Your own templates in the catalogue’s shape; each becomes a template with `catalog_key` `document:<key>`.',
        }),
      ),
      property_ids: Type.Optional(
        propertyScope('Left out: every property. It applies to the templates this call creates.'),
      ),
    },
    {
      additionalProperties: false,
      description: `At least one entry in \`keys\` or \`documents\`, at most ${MAX_IMPORT_ENTRIES} in all. \`property_ids\` applies to the templates this call creates.`,
      examples: [
        { language: 'de', keys: ['cleaning_quality_check', 'security_patrol'] },
        {
          language: 'en',
          documents: [
            {
              key: 'boiler_room_check',
              name: { en: 'Boiler room check', de: 'Kontrolle Heizungsraum' },
              fields: [
                { id: 'pressure_ok', type: 'checkbox', label: { en: 'Pressure in range', de: 'Druck im Sollbereich' } },
              ],
            },
          ],
          property_ids: [12],
        },
      ],
    },
  ),
);
export type CatalogImport = Static<typeof CatalogImportSchema>;

export const CatalogImportResultSchema = named(
  'CatalogImportResult',
  Type.Object(
    {
      data: Type.Array(
        Type.Object(
          {
            source: Type.Union([Type.Literal('catalog'), Type.Literal('document')], {
              description: '`catalog` for an entry named in `keys`, `document` for one of `documents`.',
            }),
            key: Type.String(),
            status: Type.Union([Type.Literal('created'), Type.Literal('existing')], {
              description:
                '`created` by this call, or `existing`: the tenant already had a template from this key, which is returned unchanged.',
            }),
            template: FormTemplateSchema,
          },
          { additionalProperties: false },
        ),
        { description: 'One entry per key and document, in the order sent (keys first).' },
      ),
    },
    {
      additionalProperties: false,
      examples: [
        {
          data: [
            {
              source: 'catalog',
              key: 'cleaning_quality_check',
              status: 'created',
              template: {
                ...templateExample,
                uuid: null,
                version: 1,
                property_ids: null,
                catalog_key: 'cleaning_quality_check',
              },
            },
          ],
        },
      ],
    },
  ),
);
export type CatalogImportResult = Static<typeof CatalogImportResultSchema>;
