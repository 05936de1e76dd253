import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { invalid, notFound } from '../../domain/errors.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import type { AccountActor } from '../access/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { findClient, requireClientAccess } from '../clients/clients.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { describeOrganisation, organisationLogo } from '../tenants/organisation.service.js';
import { plainBranding, type ReportBranding } from './branding.js';
import {
  BRANDING_LOGO_MAX_BYTES,
  type BrandingPresetDto,
  type BrandingPresetInput,
  type BrandingViewDto,
} from './branding.schema.js';
import { brandingPresets } from './branding.tables.js';

// Report branding: the tenant's default and one preset per client. A report takes a
// snapshot (brandingSnapshot) when it is generated and keeps it, so later changes to a
// preset never alter a report already made.

type PresetRow = typeof brandingPresets.$inferSelect;
type LogoType = 'image/png' | 'image/jpeg';

/** Whose branding: the tenant default, or one client's preset. */
export type BrandingRef = 'default' | { clientId: number };

// ---------------------------------------------------------------------------------------
// Contrast (WCAG 2.x relative luminance)

/** The minimum contrast of white text on the accent colour: WCAG AA for normal text. */
export const MIN_CONTRAST_ON_WHITE_TEXT = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The contrast ratio of white text on `#rrggbb` (1 to 21). */
export function contrastWithWhite(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return 1.05 / (luminance + 0.05);
}

/** The accent colour lower-cased; one white text cannot be read on is a 422. */
export function checkAccentColor(value: string): string {
  const color = value.toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(color)) throw invalid('/accent_color', 'Give the accent colour as #rrggbb.');
  const ratio = contrastWithWhite(color);
  if (ratio < MIN_CONTRAST_ON_WHITE_TEXT) {
    throw invalid(
      '/accent_color',
      `White text on ${color} has a contrast of ${ratio.toFixed(2)}:1; it needs at least 4.5:1. Choose a darker colour.`,
    );
  }
  return color;
}

// ---------------------------------------------------------------------------------------
// Logo

/** PNG or JPEG, told by the first bytes (never by a name or a declared type). */
export function sniffLogo(bytes: Buffer): LogoType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const LOGO_MAX_SIDE = 1200;

/** Checks a logo and stores it normalised: its orientation applied, metadata dropped, at most 1,200 px. */
export async function prepareLogo(upload: Buffer): Promise<{ contentType: LogoType; bytes: Buffer }> {
  if (upload.length === 0) throw invalid('/logo', 'The logo file is empty.');
  if (upload.length > BRANDING_LOGO_MAX_BYTES) throw invalid('/logo', 'The logo may be at most 2 MB.');
  const contentType = sniffLogo(upload);
  if (!contentType) throw invalid('/logo', 'The logo must be a PNG or JPEG picture.');
  try {
    const image = sharp(upload, { limitInputPixels: 40_000_000 }).rotate().resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    const bytes =
      contentType === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 88 }).toBuffer();
    return { contentType, bytes };
  } catch {
    throw invalid('/logo', 'The logo could not be read; it may be damaged. Send a PNG or JPEG picture.');
  }
}

const asBuffer = (bytes: Buffer | Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));

// ---------------------------------------------------------------------------------------
// Reading

function logoUrl(clientId: number | null): string {
  return clientId === null ? '/portal/api/branding/default/logo' : `/portal/api/clients/${clientId}/branding/logo`;
}

function present(row: PresetRow): BrandingPresetDto {
  return {
    client_id: row.clientId,
    accent_color: row.accentColor,
    address_lines: row.addressLines,
    footer: row.footer,
    cover_page: row.coverPage,
    logo:
      row.logoContentType && row.logoBytes
        ? {
            content_type: row.logoContentType,
            byte_size: row.logoBytes.length,
            // The change time makes each new logo a new address for the browser's cache.
            url: `${logoUrl(row.clientId)}?v=${row.updatedAt.getTime()}`,
          }
        : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const presetWhere = (tenantId: number, clientId: number | null) =>
  and(
    eq(brandingPresets.tenantId, tenantId),
    clientId === null ? isNull(brandingPresets.clientId) : eq(brandingPresets.clientId, clientId),
  );

async function findPreset(
  db: Executor,
  tenantId: number,
  clientId: number | null,
  lock = false,
): Promise<PresetRow | undefined> {
  const query = db.select().from(brandingPresets).where(presetWhere(tenantId, clientId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The default, or a client of the tenant the actor may read or change as `need` says
 * (requireClientAccess: 404 for another tenant's, 403 beyond the actor's properties).
 */
async function requireOwner(
  db: Executor,
  access: AccountActor,
  ref: BrandingRef,
  need: 'read' | 'edit',
): Promise<{ clientId: number | null; name: string }> {
  if (ref === 'default') return { clientId: null, name: (await describeOrganisation(db, access.tenantId)).name };
  const client = await requireClientAccess(db, access, ref.clientId, need);
  return { clientId: client.id, name: client.name };
}

/** What a branding screen shows for the default or a client. */
export async function viewBranding(db: Executor, access: AccountActor, ref: BrandingRef): Promise<BrandingViewDto> {
  const tenantId = access.tenantId;
  const owner = await requireOwner(db, access, ref, 'read');
  const [preset, fallback, organisation] = await allQueries(db, [
    () => findPreset(db, tenantId, owner.clientId),
    () => (owner.clientId === null ? Promise.resolve(undefined) : findPreset(db, tenantId, null)),
    () => describeOrganisation(db, tenantId),
  ]);
  return {
    preset: preset ? present(preset) : null,
    display_name: owner.name,
    fallback: fallback ? present(fallback) : null,
    organisation_logo_url: organisation.hasLogo ? '/portal/api/organisation/logo' : null,
  };
}

/** The logo of a preset, for the portal's preview; 404 when it has none. */
export async function brandingLogo(
  db: Executor,
  access: AccountActor,
  ref: BrandingRef,
): Promise<{ contentType: LogoType; bytes: Buffer }> {
  const owner = await requireOwner(db, access, ref, 'read');
  const row = await findPreset(db, access.tenantId, owner.clientId);
  if (!row?.logoContentType || !row.logoBytes) throw notFound('Logo');
  return { contentType: row.logoContentType, bytes: asBuffer(row.logoBytes) };
}

// ---------------------------------------------------------------------------------------
// Writing

/**
 * Creates or replaces the default or a client's preset. `logo`: base64 to set, null to
 * remove, absent to keep. The accent colour must carry white text (4.5:1).
 */
export async function saveBranding(
  deps: ServiceDeps,
  access: AccountActor,
  ref: BrandingRef,
  input: BrandingPresetInput,
): Promise<BrandingViewDto> {
  const accentColor = checkAccentColor(input.accent_color);
  const addressLines = (input.address_lines ?? []).map((line) => line.trim()).filter((line) => line !== '');
  const footer = (input.footer ?? '').trim();
  const logo = typeof input.logo === 'string' ? await prepareLogo(Buffer.from(input.logo, 'base64')) : input.logo;
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const owner = await requireOwner(tx, access, ref, 'edit');
    const before = await findPreset(tx, access.tenantId, owner.clientId, true);
    const now = new Date(deps.clock());
    const values = {
      accentColor,
      addressLines,
      footer,
      coverPage: input.cover_page ?? false,
      ...(logo === null ? { logoContentType: null, logoBytes: null } : {}),
      ...(logo !== undefined && logo !== null ? { logoContentType: logo.contentType, logoBytes: logo.bytes } : {}),
      updatedAt: now,
    };
    if (before) {
      await tx
        .update(brandingPresets)
        .set(values)
        .where(and(eq(brandingPresets.tenantId, access.tenantId), eq(brandingPresets.id, before.id)));
    } else {
      await tx
        .insert(brandingPresets)
        .values({ tenantId: access.tenantId, clientId: owner.clientId, ...values, createdAt: now });
    }
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'branding.saved',
      targetType: owner.clientId === null ? 'tenant' : 'client',
      targetId: owner.clientId ?? access.tenantId,
      details: {
        name: owner.name,
        default: owner.clientId === null,
        accent_color: accentColor,
        cover_page: values.coverPage,
        logo: logo === undefined ? 'kept' : logo === null ? 'removed' : 'set',
        ...(before ? { accent_color_before: before.accentColor } : { created: true }),
      },
      at: now,
    });
  });
  return viewBranding(db, access, ref);
}

/** Removes a preset: a client's reports use the default again, the default plain branding. */
export async function removeBranding(
  deps: ServiceDeps,
  access: AccountActor,
  ref: BrandingRef,
): Promise<BrandingViewDto> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const owner = await requireOwner(tx, access, ref, 'edit');
    const removed = await tx
      .delete(brandingPresets)
      .where(presetWhere(access.tenantId, owner.clientId))
      .returning({ id: brandingPresets.id });
    if (removed.length === 0) return;
    await recordAudit(tx, {
      tenantId: access.tenantId,
      actorAccountId: access.accountId,
      action: 'branding.removed',
      targetType: owner.clientId === null ? 'tenant' : 'client',
      targetId: owner.clientId ?? access.tenantId,
      details: { name: owner.name, default: owner.clientId === null },
      at: new Date(deps.clock()),
    });
  });
  return viewBranding(db, access, ref);
}

// ---------------------------------------------------------------------------------------
// The snapshot a report keeps

function snapshotOf(row: PresetRow, source: ReportBranding['source'], displayName: string): ReportBranding {
  return {
    source,
    displayName,
    accentColor: row.accentColor,
    logo:
      row.logoContentType && row.logoBytes
        ? { contentType: row.logoContentType, dataBase64: asBuffer(row.logoBytes).toString('base64') }
        : null,
    addressLines: [...row.addressLines],
    footer: row.footer,
    coverPage: row.coverPage,
  };
}

/**
 * The branding a report is generated with, as a self-contained copy (logo inlined as
 * base64). A client's preset, or, for a client without one, the tenant default; a tenant
 * without a default gets plainBranding(organisation name) with the organisation's logo.
 * A client or tenant that does not exist is not_found. `store` is part of the contract
 * for logos kept as files; presets keep theirs in the database.
 */
export async function brandingSnapshot(
  db: Executor,
  _store: FileStore,
  tenantId: number,
  ref: BrandingRef,
): Promise<ReportBranding> {
  const organisation = await describeOrganisation(db, tenantId);
  if (ref !== 'default') {
    const client = await findClient(db, tenantId, ref.clientId);
    const own = await findPreset(db, tenantId, client.id);
    if (own) return snapshotOf(own, { kind: 'client', clientId: client.id, clientName: client.name }, client.name);
  }
  const preset = await findPreset(db, tenantId, null);
  const organisationLogoInline = async (): Promise<ReportBranding['logo']> => {
    const logo = organisation.hasLogo ? await organisationLogo(db, tenantId) : undefined;
    if (!logo) return null;
    const contentType = sniffLogo(logo.bytes);
    return contentType ? { contentType, dataBase64: logo.bytes.toString('base64') } : null;
  };
  if (!preset) return { ...plainBranding(organisation.name), logo: await organisationLogoInline() };
  const snapshot = snapshotOf(preset, { kind: 'default' }, organisation.name);
  return snapshot.logo ? snapshot : { ...snapshot, logo: await organisationLogoInline() };
}
