import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client.js';
import { DomainError, invalid, notFound } from '../../domain/errors.js';
import { isMailAddress } from '../../platform/mail/outgoing.js';
import { transactionWithEvents } from '../../platform/events/events.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { isLanguage, type Language, LANGUAGES } from '../shared/language.js';
import { isValidTimeZone } from '../shared/time.js';
import { tenantLogos, tenants } from './tenants.tables.js';
import { type Tenant } from './tenants.service.js';

// The organisation's own settings, as its admins change them in the portal: name, time
// zone, language, the Reply-To of report e-mails and logo. (Plan, licence, modules and seats are the operator's: CLI.)

export interface OrganisationChange {
  name?: string;
  timezone?: string;
  language?: Language;
  /** An e-mail address, or null for none. */
  reportReplyTo?: string | null;
}

export interface Organisation {
  name: string;
  timezone: string;
  language: Language;
  /** The Reply-To of report e-mails; null: none. */
  reportReplyTo: string | null;
  hasLogo: boolean;
  logoUpdatedAt: Date | null;
}

export async function describeOrganisation(db: Executor, tenantId: number): Promise<Organisation> {
  const [row] = await db
    .select({
      name: tenants.name,
      timezone: tenants.timezone,
      language: tenants.language,
      reportReplyTo: tenants.reportReplyTo,
      logoUpdatedAt: tenantLogos.updatedAt,
    })
    .from(tenants)
    .leftJoin(tenantLogos, eq(tenantLogos.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Organisation');
  return { ...row, hasLogo: row.logoUpdatedAt !== null };
}

export async function updateOrganisation(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number,
  change: OrganisationChange,
): Promise<Organisation> {
  const name = change.name?.trim();
  if (name !== undefined && (name === '' || name.length > 200)) {
    throw invalid('/name', 'The name must be 1 to 200 characters.');
  }
  if (change.timezone !== undefined && !isValidTimeZone(change.timezone)) {
    throw invalid('/timezone', `"${change.timezone}" is not an IANA time zone such as Europe/Berlin.`);
  }
  if (change.language !== undefined && !isLanguage(change.language)) {
    throw invalid('/language', `The language must be one of ${LANGUAGES.join(', ')}.`);
  }
  let replyTo = change.reportReplyTo === undefined ? undefined : (change.reportReplyTo?.trim() ?? null);
  if (replyTo === '') replyTo = null;
  if (typeof replyTo === 'string' && !isMailAddress(replyTo)) {
    throw new DomainError('validation_failed', 'The request is invalid.', {
      errors: [{ pointer: '/report_reply_to', detail: 'This is not an e-mail address.', code: 'not_an_email' }],
    });
  }
  await transactionWithEvents(deps, async (tx, events) => {
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (!before) throw notFound('Organisation');
    const changed: Partial<Pick<Tenant, 'name' | 'timezone' | 'language' | 'reportReplyTo'>> = {};
    if (name !== undefined && name !== before.name) changed.name = name;
    if (change.timezone !== undefined && change.timezone !== before.timezone) changed.timezone = change.timezone;
    if (change.language !== undefined && change.language !== before.language) changed.language = change.language;
    if (replyTo !== undefined && replyTo !== before.reportReplyTo) changed.reportReplyTo = replyTo;
    if (Object.keys(changed).length === 0) return;
    await tx
      .update(tenants)
      .set({ ...changed, updatedAt: sql`now()` })
      .where(eq(tenants.id, tenantId));
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'organisation.updated',
      targetType: 'tenant',
      targetId: tenantId,
      details: Object.fromEntries(
        Object.entries(changed).map(([key, value]) => [key, { from: before[key as keyof typeof changed], to: value }]),
      ),
      at: new Date(deps.clock()),
    });
    // The time zone decides when a licence ends and when schedules fire.
    if (changed.timezone !== undefined) {
      await events.record({ tenantId, type: 'tenant.changed', origin: 'portal', subjectId: tenantId });
    }
  });
  return describeOrganisation(deps.database.db, tenantId);
}

/** Logo uploads: at most this many bytes, and pictures of at most this many pixels. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_MAX_INPUT_PIXELS = 40_000_000;
const LOGO_SIZE = 512;

/**
 * Stores the logo, normalised: any PNG, JPEG, WebP or GIF (first frame) becomes a PNG
 * that fits in 512×512 px, with its EXIF orientation applied and its metadata dropped.
 */
export async function setOrganisationLogo(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number,
  upload: Buffer,
): Promise<void> {
  if (upload.length === 0) throw invalid('/', 'The file is empty.');
  if (upload.length > LOGO_MAX_BYTES) throw invalid('/', 'The logo may be at most 2 MB.');
  let png: Buffer;
  try {
    const image = sharp(upload, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, pages: 1 });
    const { format } = await image.metadata();
    if (!['png', 'jpeg', 'webp', 'gif'].includes(format)) throw new Error(`format ${format}`);
    png = await image
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalid('/', 'The file is not a picture we can read: send a PNG, JPEG, WebP or GIF.');
  }
  const now = new Date(deps.clock());
  await deps.database.db.transaction(async (tx) => {
    await tx
      .insert(tenantLogos)
      .values({ tenantId, contentType: 'image/png', bytes: png, updatedAt: now })
      .onConflictDoUpdate({
        target: tenantLogos.tenantId,
        set: { contentType: 'image/png', bytes: png, updatedAt: now },
      });
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'organisation.logo_set',
      targetType: 'tenant',
      targetId: tenantId,
      details: { byte_size: png.length },
      at: now,
    });
  });
}

export async function removeOrganisationLogo(
  deps: ServiceDeps,
  tenantId: number,
  actorAccountId: number,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const removed = await tx
      .delete(tenantLogos)
      .where(eq(tenantLogos.tenantId, tenantId))
      .returning({ id: tenantLogos.tenantId });
    if (removed.length === 0) return;
    await recordAudit(tx, {
      tenantId,
      actorAccountId,
      action: 'organisation.logo_removed',
      targetType: 'tenant',
      targetId: tenantId,
      details: {},
      at: new Date(deps.clock()),
    });
  });
}

export async function organisationLogo(
  db: Executor,
  tenantId: number,
): Promise<{ contentType: string; bytes: Buffer; updatedAt: Date } | undefined> {
  const [row] = await db.select().from(tenantLogos).where(eq(tenantLogos.tenantId, tenantId));
  if (!row) return undefined;
  if (!Buffer.isBuffer(row.bytes)) return { ...row, bytes: Buffer.from(row.bytes) };
  return row;
}
