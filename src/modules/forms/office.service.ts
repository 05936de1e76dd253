import { and, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/client.js';
import { invalid, notFound } from '../../domain/errors.js';
import { accountNames } from '../accounts/accounts.service.js';
import type { AccountActor } from '../access/actor.js';
import { propertyAccessOf, visibleProperty } from '../access/property-access.js';
import type { FileLinkSigner } from '../files/files.service.js';
import { propertyNames } from '../properties/named-properties.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { findTenant } from '../tenants/tenants.service.js';
import type { TemplateField } from './forms.schema.js';
import { getFormResponse } from './forms.service.js';
import { formResponsePhotos, formResponses, formTemplates, formTemplateVersions } from './forms.tables.js';
import type {
  OfficeResponseDetailDto,
  OfficeResponseListQuery,
  OfficeResponseRowDto,
  OfficeTemplateDetailDto,
} from './office.schema.js';
import { findVisibleTemplate, getFormTemplate, listTemplateVersions } from './templates.service.js';

// The office's view of forms: the API's use cases underneath, with the names, filters and
// version history a screen needs. Access is the API's: responses on the properties the
// person sees (another tenant's id is 404, one outside the person's properties 403).

/** The portal's own file routes: the session decides access, so the links never expire. */
function photoLinks(fileId: number) {
  return { url: `/portal/api/files/${fileId}`, thumbnail_url: `/portal/api/files/${fileId}/thumbnail` };
}

/** Responses on the properties the person sees, newest first, with the filters of the list screen. */
export async function listOfficeResponses(
  deps: ServiceDeps,
  actor: AccountActor,
  query: OfficeResponseListQuery,
): Promise<Page<OfficeResponseRowDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const before = decodeCursor(query.cursor);
  if (query.submitted_from !== undefined && query.submitted_to !== undefined) {
    if (query.submitted_to < query.submitted_from) {
      throw invalid('/query/submitted_to', 'submitted_to lies before submitted_from.');
    }
  }
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, actor, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  const conditions: SQL[] = [
    eq(formResponses.tenantId, actor.tenantId),
    visibleProperty(actor, formResponses.propertyId),
  ];
  if (before !== undefined) conditions.push(lt(formResponses.id, before));
  if (query.property_id !== undefined) conditions.push(eq(formResponses.propertyId, query.property_id));
  if (query.template_id !== undefined) conditions.push(eq(formResponses.templateId, query.template_id));
  if (query.status !== undefined) conditions.push(eq(formResponses.status, query.status));
  if (query.submitted_by !== undefined) conditions.push(eq(formResponses.submittedByAccountId, query.submitted_by));
  if (query.submitted_from !== undefined || query.submitted_to !== undefined) {
    // Calendar days of the organisation's time zone, as the screen shows them.
    const zone = (await findTenant(db, actor.tenantId))?.timezone ?? 'UTC';
    const day = sql`(${formResponses.submittedAt} at time zone ${zone})::date`;
    if (query.submitted_from !== undefined) conditions.push(sql`${day} >= ${query.submitted_from}::date`);
    if (query.submitted_to !== undefined) conditions.push(sql`${day} <= ${query.submitted_to}::date`);
  }
  const rows = await db
    .select({
      id: formResponses.id,
      status: formResponses.status,
      templateId: formResponses.templateId,
      templateVersion: formResponses.templateVersion,
      templateName: formTemplates.name,
      propertyId: formResponses.propertyId,
      submittedAt: formResponses.submittedAt,
      submittedBy: formResponses.submittedByAccountId,
      createdAt: formResponses.createdAt,
      updatedAt: formResponses.updatedAt,
    })
    .from(formResponses)
    .innerJoin(
      formTemplates,
      and(eq(formTemplates.tenantId, formResponses.tenantId), eq(formTemplates.id, formResponses.templateId)),
    )
    .where(and(...conditions))
    .orderBy(desc(formResponses.id))
    .limit(pageSize + 1);
  const page = toPage(rows, pageSize, (row) => row);
  const ids = page.data.map((row) => row.id);
  const [properties, people, photos] = await allQueries(db, [
    () => propertyNames(db, actor.tenantId, [...new Set(page.data.map((row) => row.propertyId))]),
    () =>
      accountNames(
        db,
        actor.tenantId,
        page.data.flatMap((row) => (row.submittedBy !== null ? [row.submittedBy] : [])),
      ),
    () => photoCounts(db, actor.tenantId, ids),
  ]);
  const propertyName = new Map(properties.map((p) => [p.id, p.name]));
  return {
    next_cursor: page.next_cursor,
    data: page.data.map((row) => ({
      id: row.id,
      status: row.status,
      template: { id: row.templateId, name: row.templateName, version: row.templateVersion },
      property: { id: row.propertyId, name: propertyName.get(row.propertyId) ?? '' },
      submitted_at: row.submittedAt?.toISOString() ?? null,
      submitted_by: row.submittedBy !== null ? { id: row.submittedBy, name: people.get(row.submittedBy) ?? '' } : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      photo_count: photos.get(row.id)?.photos ?? 0,
      signature_count: photos.get(row.id)?.signatures ?? 0,
    })),
  };
}

/** Per response, the files in photo fields and those in signature fields: a signature is no photo. */
async function photoCounts(
  db: Executor,
  tenantId: number,
  responseIds: number[],
): Promise<Map<number, { photos: number; signatures: number }>> {
  if (responseIds.length === 0) return new Map();
  // The field's type comes from the template version the response was filled with.
  const rows = await db
    .select({
      id: formResponsePhotos.responseId,
      signature: sql<boolean>`${formTemplateVersions.fields} @> jsonb_build_array(jsonb_build_object('id', ${formResponsePhotos.fieldId}::text, 'type', 'signature'))`,
    })
    .from(formResponsePhotos)
    .innerJoin(
      formResponses,
      and(eq(formResponses.tenantId, formResponsePhotos.tenantId), eq(formResponses.id, formResponsePhotos.responseId)),
    )
    .innerJoin(
      formTemplateVersions,
      and(
        eq(formTemplateVersions.tenantId, formResponses.tenantId),
        eq(formTemplateVersions.templateId, formResponses.templateId),
        eq(formTemplateVersions.version, formResponses.templateVersion),
      ),
    )
    .where(and(eq(formResponsePhotos.tenantId, tenantId), inArray(formResponsePhotos.responseId, responseIds)));
  const counts = new Map<number, { photos: number; signatures: number }>();
  for (const row of rows) {
    const entry = counts.get(row.id) ?? { photos: 0, signatures: 0 };
    if (row.signature) entry.signatures += 1;
    else entry.photos += 1;
    counts.set(row.id, entry);
  }
  return counts;
}

/** Everyone who submitted a response on the properties the person sees: the list's "submitted by" choices. */
export async function listResponseSubmitters(
  deps: ServiceDeps,
  actor: AccountActor,
): Promise<{ data: { id: number; name: string }[] }> {
  const db = deps.database.db;
  const rows = await db
    .selectDistinct({ id: formResponses.submittedByAccountId })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.tenantId, actor.tenantId),
        isNotNull(formResponses.submittedByAccountId),
        visibleProperty(actor, formResponses.propertyId),
      ),
    );
  const ids = rows.flatMap((row) => (row.id !== null ? [row.id] : []));
  const names = await accountNames(db, actor.tenantId, ids);
  const data = ids.map((id) => ({ id, name: names.get(id) ?? '' }));
  return { data: data.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id) };
}

/** One response with its property, the fields of the version it was filled with, and its pictures. */
export async function getOfficeResponse(
  deps: ServiceDeps,
  actor: AccountActor,
  responseId: number,
  signer: FileLinkSigner,
): Promise<OfficeResponseDetailDto> {
  const db = deps.database.db;
  // The API's use case decides access (404 / 403) and reads the answers in the template's order;
  // its signed links are not used here.
  const response = await getFormResponse(deps, actor, responseId, { signer, baseUrl: '' });
  const [template] = await db
    .select({ currentVersion: formTemplates.currentVersion })
    .from(formTemplates)
    .where(and(eq(formTemplates.tenantId, actor.tenantId), eq(formTemplates.id, response.template.id)));
  const versions = await listTemplateVersions(db, actor.tenantId, response.template.id);
  const fields = new Map<string, TemplateField>(
    (versions.find((v) => v.version === response.template.version)?.fields ?? []).map((field) => [field.id, field]),
  );
  const [property] = await propertyNames(db, actor.tenantId, [response.property_id]);
  return {
    id: response.id,
    status: response.status,
    template: response.template,
    current_version: template?.currentVersion ?? response.template.version,
    property: { id: response.property_id, name: property?.name ?? '' },
    submitted_at: response.submitted_at,
    submitted_by: response.submitted_by,
    created_at: response.created_at,
    updated_at: response.updated_at,
    answers: response.answers.map((answer) => {
      const field = fields.get(answer.field_id);
      return {
        ...answer,
        required: field?.required ?? false,
        ...(field?.options !== undefined ? { options: field.options } : {}),
      };
    }),
    photos: response.photos.map((photo) => ({
      id: photo.id,
      field_id: photo.field_id,
      content_type: photo.content_type,
      ...photoLinks(photo.id),
    })),
  };
}

/** A template with its version history and whether the person may change it. */
export async function getOfficeTemplate(
  deps: ServiceDeps,
  actor: AccountActor,
  templateId: number,
): Promise<OfficeTemplateDetailDto> {
  const db = deps.database.db;
  const template = await getFormTemplate(deps, actor, templateId);
  const outline = await findVisibleTemplate(db, actor, templateId);
  if (!outline) throw notFound('Form template');
  const seen = await propertyAccessOf(db, actor);
  const editable = seen === 'all' || (outline.offeredAt !== null && outline.offeredAt.every((id) => seen.includes(id)));
  const versions = await listTemplateVersions(db, actor.tenantId, templateId);
  return {
    ...template,
    editable,
    used_field_ids: [...new Set(versions.flatMap((v) => v.fields.map((field) => field.id)))].sort(),
    versions: versions.map((v) => ({
      version: v.version,
      created_at: v.createdAt.toISOString(),
      field_count: v.fields.length,
      current: v.version === template.version,
    })),
  };
}
