/**
 * What a generated report shows of the customer's branding. A report copies this object
 * into its own record when it is generated, so a later change of a preset never alters an
 * archived report. Status colours are not part of it: they stay fixed in every report.
 */
export interface ReportBranding {
  /** Where it came from: the tenant's default, or the preset of one client. */
  source: { kind: 'default' } | { kind: 'client'; clientId: number; clientName: string };
  /** The name shown in the header (the organisation, or the client's display name). */
  displayName: string;
  /** #rrggbb; checked for contrast against white when the preset is saved. */
  accentColor: string;
  /** PNG or JPEG, at most 2 MB, inlined so the snapshot is self-contained. */
  logo: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string } | null;
  /** Lines of the sender's address block, top right of the first page. */
  addressLines: string[];
  /** Footer or disclaimer on every page; empty for none. */
  footer: string;
  /** Whether the report starts with a cover page (logo, title, period). */
  coverPage: boolean;
}

/** Caretaker's own accent, used where a tenant has set none. */
export const DEFAULT_ACCENT_COLOR = '#1f5f8b';

/** The branding a tenant has before anyone sets a preset: its name, no logo. */
export function plainBranding(organisationName: string): ReportBranding {
  return {
    source: { kind: 'default' },
    displayName: organisationName,
    accentColor: DEFAULT_ACCENT_COLOR,
    logo: null,
    addressLines: [],
    footer: '',
    coverPage: false,
  };
}
