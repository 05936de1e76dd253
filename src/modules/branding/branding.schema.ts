import { type Static, Type } from '@sinclair/typebox';

/** A logo upload: at most this many bytes. */
export const BRANDING_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_ADDRESS_LINES = 6;

export const BrandingPresetSchema = Type.Object(
  {
    client_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the tenant default.' }),
    accent_color: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
    address_lines: Type.Array(Type.String()),
    footer: Type.String(),
    cover_page: Type.Boolean(),
    logo: Type.Union([
      Type.Object(
        {
          content_type: Type.Union([Type.Literal('image/png'), Type.Literal('image/jpeg')]),
          byte_size: Type.Integer(),
          url: Type.String(),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type BrandingPresetDto = Static<typeof BrandingPresetSchema>;

/** What a branding screen shows: the preset, if any, and what reports use without one. */
export const BrandingViewSchema = Type.Object(
  {
    preset: Type.Union([BrandingPresetSchema, Type.Null()]),
    /** The name a report header shows with this branding. */
    display_name: Type.String(),
    /** For a client without a preset: the tenant default applies (null when it has none either). */
    fallback: Type.Union([BrandingPresetSchema, Type.Null()]),
    /** The organisation's logo, used where a default has none. */
    organisation_logo_url: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type BrandingViewDto = Static<typeof BrandingViewSchema>;

export const BrandingPresetInputSchema = Type.Object(
  {
    accent_color: Type.String({
      pattern: '^#[0-9a-fA-F]{6}$',
      description: '#rrggbb; white text on it must reach a contrast of 4.5:1 (WCAG AA).',
    }),
    address_lines: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: MAX_ADDRESS_LINES })),
    footer: Type.Optional(Type.String({ maxLength: 1000 })),
    cover_page: Type.Optional(Type.Boolean()),
    logo: Type.Optional(
      Type.Union(
        [Type.String({ minLength: 1, maxLength: Math.ceil((BRANDING_LOGO_MAX_BYTES * 4) / 3) + 4 }), Type.Null()],
        { description: 'base64 of a PNG or JPEG of at most 2 MB; null removes the logo; absent keeps it.' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BrandingPresetInput = Static<typeof BrandingPresetInputSchema>;
