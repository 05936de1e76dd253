import { type Static, Type } from '@sinclair/typebox';
import { named } from '../shared/schema-names.js';
import { formResponseStatuses } from './forms.tables.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PageQuery } from '../shared/pagination.js';
import { Id } from '../shared/ids.js';

export const FIELD_TYPES = [
  'text',
  'number',
  'checkbox',
  'single_choice',
  'multiple_choice',
  'date',
  'time',
  'photo',
  'signature',
  'rating',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field types whose answers are stored files (listed under `photos`). */
export const FILE_FIELD_TYPES: readonly FieldType[] = ['photo', 'signature'];

/** Field types whose answers are picked from `options`: the only types that take options. */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['single_choice', 'multiple_choice'];

/** A field's machine id: stable across versions, unique within its template. */
export const FIELD_ID_PATTERN = '^[a-z][a-z0-9_]{0,63}$';

/** Size limits of a template, checked by the one field validator (checkFields). */
export const TEMPLATE_LIMITS = {
  fields: 100,
  labelLength: 200,
  options: 50,
  optionLength: 200,
} as const;

export interface TemplateField {
  id: string;
  type: FieldType;
  label: string;
  required: boolean;
  options?: string[];
}

const StatusSchema = Type.Union(
  formResponseStatuses.map((s) => Type.Literal(s)),
  { description: '`draft` while being filled in, `submitted` once handed in (then it no longer changes).' },
);

const TemplateRef = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    version: Type.Integer({ description: 'The version it was filled with.' }),
  },
  { additionalProperties: false },
);
const AccountRef = Type.Union([
  Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
  Type.Null(),
]);

const summaryFields = {
  id: Type.Integer(),
  template: TemplateRef,
  property_id: Type.Integer(),
  status: StatusSchema,
  submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  submitted_by: AccountRef,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};

const summaryExample = {
  id: 3051,
  template: { id: 4, name: 'Cleaning quality check', version: 2 },
  property_id: 12,
  status: 'submitted',
  submitted_at: '2026-11-22T09:14:03.000Z',
  submitted_by: { id: 57, name: 'Aylin Demir' },
  created_at: '2026-11-22T08:50:41.000Z',
  updated_at: '2026-11-22T09:14:03.000Z',
};

export const FormResponseSummarySchema = named(
  'FormResponseSummary',
  Type.Object(summaryFields, {
    additionalProperties: false,
    examples: [summaryExample],
  }),
);
export type FormResponseSummaryDto = Static<typeof FormResponseSummarySchema>;

const AnswerValue = Type.Union(
  [Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.Union([Type.String(), Type.Integer()])), Type.Null()],
  {
    description:
      'text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of ids in `photos`; null when not answered.',
  },
);

/** One answer of a response: a field of the template version, with its value. */
export const FormResponseAnswerSchema = named(
  'FormResponseAnswer',
  Type.Object(
    {
      field_id: Type.String(),
      label: Type.String(),
      type: Type.Union(FIELD_TYPES.map((t) => Type.Literal(t))),
      value: AnswerValue,
    },
    { additionalProperties: false },
  ),
);

/** A photo (or signature) of a response, with a signed download link. */
export const FormResponsePhotoSchema = named(
  'FormResponsePhoto',
  Type.Object(
    {
      id: Type.Integer(),
      field_id: Type.String(),
      content_type: Type.String(),
      byte_size: Type.Integer(),
      url: Type.String({
        format: 'uri',
        description: 'Signed download link; works without a key until `url_expires_at`.',
      }),
      url_expires_at: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
);

const answersDescription = 'One entry per field of the template version, in the template’s order.';

const detailExample = {
  ...summaryExample,
  answers: [
    { field_id: 'entrance_clean', label: 'Entrance area clean', type: 'checkbox', value: true },
    { field_id: 'rating', label: 'Overall impression', type: 'rating', value: 4 },
    { field_id: 'remarks', label: 'Remarks', type: 'text', value: 'Bin area needs attention.' },
    { field_id: 'photo', label: 'Photo of the bin area', type: 'photo', value: [981] },
  ],
  photos: [
    {
      id: 981,
      field_id: 'photo',
      content_type: 'image/jpeg',
      byte_size: 48213,
      url: 'https://ops.example.com/files/7/981?expires=1795315200&signature=Jx3kQ9vTq2mZ8bWc1nR5yH0aL7dE4fG6sP2uV9xC3oI',
      url_expires_at: '2026-11-22T10:14:03.000Z',
    },
  ],
};

export const FormResponseDetailSchema = named(
  'FormResponseDetail',
  Type.Object(
    {
      ...summaryFields,
      answers: Type.Array(FormResponseAnswerSchema, { description: answersDescription }),
      photos: Type.Array(FormResponsePhotoSchema),
    },
    {
      additionalProperties: false,
      examples: [detailExample],
    },
  ),
);
export type FormResponseDetailDto = Static<typeof FormResponseDetailSchema>;

/**
 * A page of the feed holds at most this many responses when they come with their answers
 * (`expand=answers`): a response may carry up to 100 answers of up to 10,000 characters
 * and a signed link per photo, so a full page of 200 could grow to many megabytes.
 */
export const MAX_EXPANDED_PAGE_SIZE = 50;

export const FORM_RESPONSE_EXPANSIONS = ['answers'] as const;

/**
 * An item of the feed: the summary, and with `expand=answers` also the answers and photos,
 * exactly as GET /form-responses/:id shows them. One schema with two optional properties
 * rather than a oneOf of two item shapes: generated clients (openapi-typescript, and the
 * generators of other languages, many of which turn a oneOf into an awkward wrapper type)
 * give it one plain type whose `answers` and `photos` are checked for presence.
 */
export const FormResponseListItemSchema = named(
  'FormResponseListItem',
  Type.Object(
    {
      ...summaryFields,
      answers: Type.Optional(
        Type.Array(FormResponseAnswerSchema, {
          description:
            'Only with `expand=answers` (then always present, with `photos`): one entry per field of the template version, in the template’s order.',
        }),
      ),
      photos: Type.Optional(
        Type.Array(FormResponsePhotoSchema, {
          description:
            'Only with `expand=answers` (then always present, with `answers`): the photos with signed links.',
        }),
      ),
    },
    { additionalProperties: false, examples: [summaryExample, detailExample] },
  ),
);
export type FormResponseListItemDto = Static<typeof FormResponseListItemSchema>;

export const FormResponseListQuerySchema = Type.Object(
  {
    ...PageQuery,
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
        default: DEFAULT_PAGE_SIZE,
        description: `Entries per page, 1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}. With \`expand=answers\` at most ${MAX_EXPANDED_PAGE_SIZE}; a larger one is 422.`,
      }),
    ),
    expand: Type.Optional(
      Type.Union(
        FORM_RESPONSE_EXPANSIONS.map((value) => Type.Literal(value)),
        {
          description: `\`answers\`: each response comes with its \`answers\` and \`photos\` (signed links), exactly as GET /form-responses/{id} shows it, so a poller needs one request per page instead of one per response. Pages then hold at most ${MAX_EXPANDED_PAGE_SIZE} responses.`,
        },
      ),
    ),
    property_id: Type.Optional(Id),
    status: Type.Optional(StatusSchema),
    updated_since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only responses changed at or after this instant.' }),
    ),
  },
  { additionalProperties: false },
);
export type FormResponseListQuery = Static<typeof FormResponseListQuerySchema>;

export const FormResponseIdParams = Type.Object({ id: Id }, { additionalProperties: false });
