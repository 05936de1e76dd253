import { type Static, Type } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Kind = Type.Union([Type.Literal('form'), Type.Literal('incident')]);

export const ReportRequestSchema = Type.Object(
  {
    kind: Kind,
    subject_id: Id,
    branding: Type.Optional(
      Type.Union([Type.Literal('default'), Id], {
        description: "'default' (the organisation's branding) or a client's id (that client's preset).",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReportRequest = Static<typeof ReportRequestSchema>;

export const ReportSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Kind,
    subject_id: Type.Integer(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('failed')]),
    /** Why generating failed; null otherwise. */
    error: Type.Union([Type.String(), Type.Null()]),
    language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
    branding_name: Type.String({ description: 'The name the report is branded with.' }),
    byte_size: Type.Union([Type.Integer(), Type.Null()]),
    page_count: Type.Union([Type.Integer(), Type.Null()]),
    file_name: Type.String(),
    requested_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type ReportDto = Static<typeof ReportSchema>;

export const ReportCreatedSchema = Type.Object(
  { id: Type.Integer(), status: Type.Literal('pending') },
  { additionalProperties: false },
);

export const ReportIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const ReportListQuerySchema = Type.Object({ kind: Kind, subject_id: Id }, { additionalProperties: false });
export type ReportListQuery = Static<typeof ReportListQuerySchema>;
