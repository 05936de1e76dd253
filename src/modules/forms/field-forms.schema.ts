import { type Static, Type } from '@sinclair/typebox';
import { FIELD_TYPES, TEMPLATE_LIMITS } from './forms.schema.js';
import { Id, VERSION_BOUNDS } from '../shared/ids.js';

// The field app's forms: what a person can fill at their properties, their drafts, and
// the submission. Answers are keyed by field id; a photo or signature field is answered
// with the ids of files the phone uploaded first (as the API shows them).

/** The most files one photo field takes; a signature takes one. */
export const MAX_PHOTOS_PER_FIELD = 20;

const FieldAnswer = Type.Union([
  Type.String({ maxLength: 10_000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.Union([Type.String({ maxLength: TEMPLATE_LIMITS.optionLength }), Id]), {
    maxItems: Math.max(TEMPLATE_LIMITS.options, MAX_PHOTOS_PER_FIELD),
  }),
  Type.Null(),
]);

const Answers = Type.Record(Type.String({ maxLength: 64 }), FieldAnswer, {
  maxProperties: TEMPLATE_LIMITS.fields,
  description:
    'By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered.',
});

const responseFields = {
  template_id: Id,
  template_version: Type.Integer({ ...VERSION_BOUNDS, description: 'The version whose fields the phone showed.' }),
  property_id: Id,
  answers: Answers,
};

export const FieldDraftBodySchema = Type.Object(responseFields, { additionalProperties: false });
export type FieldDraftBody = Static<typeof FieldDraftBodySchema>;

export const FieldSubmitBodySchema = Type.Object(
  { uuid: Type.String({ format: 'uuid', description: 'The draft’s uuid, made on the phone.' }), ...responseFields },
  { additionalProperties: false },
);
export type FieldSubmitBody = Static<typeof FieldSubmitBodySchema>;

export const FieldDraftParams = Type.Object({ uuid: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const FieldSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.Union(FIELD_TYPES.map((type) => Type.Literal(type))),
    label: Type.String(),
    required: Type.Boolean(),
    options: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);

export const FieldFormsSchema = Type.Object(
  {
    properties: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          city: Type.Union([Type.String(), Type.Null()]),
          template_ids: Type.Array(Type.Integer(), { description: 'The forms offered here, by name.' }),
        },
        { additionalProperties: false },
      ),
    ),
    templates: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          description: Type.Union([Type.String(), Type.Null()]),
          version: Type.Integer(),
          fields: Type.Array(FieldSchema),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FieldFormsDto = Static<typeof FieldFormsSchema>;

export const FieldResponseSchema = Type.Object(
  {
    id: Type.Integer(),
    uuid: Type.String({ format: 'uuid' }),
    template_id: Type.Integer(),
    template_version: Type.Integer(),
    property_id: Type.Integer(),
    status: Type.Union([Type.Literal('draft'), Type.Literal('submitted')]),
    answers: Answers,
    submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type FieldResponseDto = Static<typeof FieldResponseSchema>;

export const FieldDraftListSchema = Type.Object(
  { data: Type.Array(FieldResponseSchema) },
  { additionalProperties: false },
);
