import { type Static, Type } from '@sinclair/typebox';
import { PageQuery } from '../shared/pagination.js';
import { FIELD_TYPES } from './forms.schema.js';
import { formResponseStatuses } from './forms.tables.js';
import { FormTemplateCreateSchema, FormTemplatePatchSchema, FormTemplateSchema } from './templates.schema.js';
import { Id } from '../shared/ids.js';

// The office's view of forms in the portal: responses with names instead of bare ids, and
// templates with their version history. The API's shapes stay as they are.

const StatusSchema = Type.Union(formResponseStatuses.map((status) => Type.Literal(status)));
const Named = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });

export const OfficeResponseListQuerySchema = Type.Object(
  {
    ...PageQuery,
    property_id: Type.Optional(Id),
    template_id: Type.Optional(Id),
    status: Type.Optional(StatusSchema),
    submitted_by: Type.Optional(Id),
    submitted_from: Type.Optional(
      Type.String({ format: 'date', description: 'Submitted on or after this day (tenant time zone).' }),
    ),
    submitted_to: Type.Optional(
      Type.String({ format: 'date', description: 'Submitted on or before this day (tenant time zone).' }),
    ),
  },
  { additionalProperties: false },
);
export type OfficeResponseListQuery = Static<typeof OfficeResponseListQuerySchema>;

const rowFields = {
  id: Type.Integer(),
  status: StatusSchema,
  template: Type.Object(
    { id: Type.Integer(), name: Type.String(), version: Type.Integer() },
    { additionalProperties: false },
  ),
  property: Named,
  submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  submitted_by: Type.Union([Named, Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};

export const OfficeResponseRowSchema = Type.Object(
  {
    ...rowFields,
    photo_count: Type.Integer({ description: 'Photos attached in photo fields; signatures are not counted.' }),
    signature_count: Type.Integer({ description: 'Signatures given.' }),
  },
  { additionalProperties: false },
);
export type OfficeResponseRowDto = Static<typeof OfficeResponseRowSchema>;

const AnswerValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.Union([Type.String(), Type.Integer()])),
  Type.Null(),
]);

export const OfficeResponseDetailSchema = Type.Object(
  {
    ...rowFields,
    current_version: Type.Integer({ description: 'The template’s version today.' }),
    answers: Type.Array(
      Type.Object(
        {
          field_id: Type.String(),
          label: Type.String(),
          type: Type.Union(FIELD_TYPES.map((type) => Type.Literal(type))),
          required: Type.Boolean(),
          options: Type.Optional(Type.Array(Type.String())),
          value: AnswerValue,
        },
        { additionalProperties: false },
      ),
      { description: 'One per field of the version it was filled with, in the template’s order.' },
    ),
    photos: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          field_id: Type.String(),
          content_type: Type.String(),
          url: Type.String({ description: 'The picture, on this site.' }),
          thumbnail_url: Type.String({ description: 'A small picture for lists, on this site.' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type OfficeResponseDetailDto = Static<typeof OfficeResponseDetailSchema>;

export const OfficeSubmittersSchema = Type.Object(
  { data: Type.Array(Named, { description: 'Everyone who submitted a response the person sees, by name.' }) },
  { additionalProperties: false },
);

export const OfficeResponseIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const OfficeTemplateListQuerySchema = Type.Object(
  { ...PageQuery, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const OfficeTemplateDetailSchema = Type.Object(
  {
    ...FormTemplateSchema.properties,
    editable: Type.Boolean({
      description: 'Whether the person may change it: they see every property it is offered at.',
    }),
    used_field_ids: Type.Array(Type.String(), {
      description: 'Field ids of every version: a new field takes another id.',
    }),
    versions: Type.Array(
      Type.Object(
        {
          version: Type.Integer(),
          created_at: Type.String({ format: 'date-time' }),
          field_count: Type.Integer(),
          current: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      { description: 'Newest first.' },
    ),
  },
  { additionalProperties: false },
);
export type OfficeTemplateDetailDto = Static<typeof OfficeTemplateDetailSchema>;

/** The portal creates without a uuid: the editor saves once and then edits the template. */
const create = FormTemplateCreateSchema.properties;
export const OfficeTemplateCreateSchema = Type.Object(
  {
    name: create.name,
    description: create.description,
    fields: create.fields,
    property_ids: create.property_ids,
    active: create.active,
  },
  { additionalProperties: false },
);
export const OfficeTemplatePatchSchema = Type.Object(
  { ...FormTemplatePatchSchema.properties },
  { additionalProperties: false, minProperties: 1 },
);
