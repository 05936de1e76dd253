import { and, asc, desc, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { formTemplateProperties, formTemplates, formTemplateVersions } from './forms.tables.js';
import { DomainError, type FieldError, invalid, notFound } from '../../domain/errors.js';
import { propertyAccessDenied, propertyAccessOf, visibleProperty } from '../access/property-access.js';
import { checkNamedProperties } from '../properties/named-properties.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { createIdempotently, payloadFingerprint } from '../shared/idempotency.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, type Page, toPage } from '../shared/pagination.js';
import { CATALOG, CATALOG_KEYS, type CatalogField, catalogEntry, type Language } from './catalog.js';
import type { TemplateField } from './forms.schema.js';
import { checkFields, fieldErrors, normaliseFields, type TemplateFieldInput } from './forms.service.js';
import {
  type CatalogEntryDto,
  type CatalogImport,
  type CatalogImportResult,
  type FormTemplateCreate,
  type FormTemplateDto,
  type FormTemplateListQuery,
  type FormTemplatePatch,
  type FormTemplateVersionDto,
  MAX_IMPORT_ENTRIES,
  type TemplateDocument,
} from './templates.schema.js';

type TemplateRow = typeof formTemplates.$inferSelect;
type Db = Executor;

/** Where a template is offered: at every property, or at a list of them. */
interface Scope {
  all: boolean;
  propertyIds: number[];
}

/** Documents are kept apart from catalogue entries, so a document may reuse a catalogue key. */
const DOCUMENT_PREFIX = 'document:';

const noAccess = () =>
  propertyAccessDenied({ detail: 'Your account has no access to any property this form template is offered at.' });

/**
 * A key sees a template offered at every property, or at one or more properties its
 * account sees.
 */
function visibleTemplate(access: AccountActor): SQL {
  if (access.allProperties) return sql`true`;
  return sql`(${formTemplates.allProperties} or exists (select 1 from ${formTemplateProperties} where ${formTemplateProperties.tenantId} = ${formTemplates.tenantId} and ${formTemplateProperties.templateId} = ${formTemplates.id} and ${visibleProperty(access, formTemplateProperties.propertyId)}))`;
}

function offeredAt(propertyId: number): SQL {
  return (
    or(
      eq(formTemplates.allProperties, true),
      sql`exists (select 1 from ${formTemplateProperties} where ${formTemplateProperties.tenantId} = ${formTemplates.tenantId} and ${formTemplateProperties.templateId} = ${formTemplates.id} and ${formTemplateProperties.propertyId} = ${propertyId})`,
    ) ?? sql`false`
  );
}

/** Templates with the fields of their current version and whether the key sees them. */
function templatesWithFields(db: Db, access: AccountActor) {
  return db
    .select({
      template: formTemplates,
      fields: formTemplateVersions.fields,
      visible: visibleTemplate(access).mapWith(Boolean),
    })
    .from(formTemplates)
    .innerJoin(
      formTemplateVersions,
      and(
        eq(formTemplateVersions.tenantId, formTemplates.tenantId),
        eq(formTemplateVersions.templateId, formTemplates.id),
        eq(formTemplateVersions.version, formTemplates.currentVersion),
      ),
    )
    .$dynamic();
}

type LoadedTemplate = { template: TemplateRow; fields: unknown; visible: boolean };

/** The listed properties of each template, as far as the key's account sees them. */
async function visiblePropertyIds(db: Db, access: AccountActor, templateIds: number[]): Promise<Map<number, number[]>> {
  const byTemplate = new Map<number, number[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({ templateId: formTemplateProperties.templateId, propertyId: formTemplateProperties.propertyId })
    .from(formTemplateProperties)
    .where(
      and(
        eq(formTemplateProperties.tenantId, access.tenantId),
        inArray(formTemplateProperties.templateId, templateIds),
        visibleProperty(access, formTemplateProperties.propertyId),
      ),
    )
    .orderBy(asc(formTemplateProperties.propertyId));
  for (const row of rows) byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row.propertyId]);
  return byTemplate;
}

function presentTemplate(row: LoadedTemplate, propertyIds: number[]): FormTemplateDto {
  const t = row.template;
  return {
    id: t.id,
    uuid: t.uuid,
    name: t.name,
    description: t.description,
    version: t.currentVersion,
    fields: presentFields(row.fields as TemplateField[]),
    property_ids: t.allProperties ? null : propertyIds,
    active: t.active,
    catalog_key: t.catalogKey,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

function presentFields(fields: TemplateField[]): FormTemplateDto['fields'] {
  return fields.map((field) => ({
    id: field.id,
    type: field.type,
    label: field.label,
    required: field.required,
    ...(field.options !== undefined ? { options: field.options } : {}),
  }));
}

async function presentAll(db: Db, access: AccountActor, rows: LoadedTemplate[]): Promise<FormTemplateDto[]> {
  const ids = await visiblePropertyIds(
    db,
    access,
    rows.filter((row) => !row.template.allProperties).map((row) => row.template.id),
  );
  return rows.map((row) => presentTemplate(row, ids.get(row.template.id) ?? []));
}

async function loadTemplate(db: Db, access: AccountActor, templateId: number): Promise<LoadedTemplate> {
  const [row] = await templatesWithFields(db, access).where(
    and(eq(formTemplates.tenantId, access.tenantId), eq(formTemplates.id, templateId)),
  );
  if (!row) throw notFound('Form template');
  if (!row.visible) throw noAccess();
  return row;
}

export async function listFormTemplates(
  deps: ServiceDeps,
  access: AccountActor,
  query: FormTemplateListQuery,
): Promise<Page<FormTemplateDto>> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor);
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, access, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  const conditions: SQL[] = [eq(formTemplates.tenantId, access.tenantId), visibleTemplate(access)];
  if (after !== undefined) conditions.push(gt(formTemplates.id, after));
  if (query.active !== undefined) conditions.push(eq(formTemplates.active, query.active));
  if (query.property_id !== undefined) conditions.push(offeredAt(query.property_id));
  if (query.updated_since !== undefined) conditions.push(gte(formTemplates.updatedAt, new Date(query.updated_since)));
  const rows = await templatesWithFields(db, access)
    .where(and(...conditions))
    .orderBy(asc(formTemplates.id))
    .limit(pageSize + 1);
  const page = toPage(
    rows.map((row) => ({ id: row.template.id, row })),
    pageSize,
    (item) => item.row,
  );
  return { data: await presentAll(db, access, page.data), next_cursor: page.next_cursor };
}

/** What another module (a workflow rule's conditions) needs to know of a template. */
export interface TemplateOutline {
  active: boolean;
  /** The properties it is offered at; null: at every property. */
  offeredAt: number[] | null;
  /** The fields of its current version. */
  fields: TemplateField[];
}

/** A template the key sees, in outline; undefined when it is missing, another tenant's or offered only elsewhere. */
export async function findVisibleTemplate(
  db: Db,
  access: AccountActor,
  templateId: number,
): Promise<TemplateOutline | undefined> {
  const [row] = await templatesWithFields(db, access).where(
    and(eq(formTemplates.tenantId, access.tenantId), eq(formTemplates.id, templateId)),
  );
  if (!row?.visible) return undefined;
  const offeredAt = row.template.allProperties
    ? null
    : (
        await db
          .select({ id: formTemplateProperties.propertyId })
          .from(formTemplateProperties)
          .where(
            and(
              eq(formTemplateProperties.tenantId, access.tenantId),
              eq(formTemplateProperties.templateId, templateId),
            ),
          )
      ).map((property) => property.id);
  return { active: row.template.active, offeredAt, fields: row.fields as TemplateField[] };
}

/** A template the key sees: missing or another tenant's is 404, offered only elsewhere 403. */
export async function getFormTemplate(
  deps: ServiceDeps,
  access: AccountActor,
  templateId: number,
): Promise<FormTemplateDto> {
  const db = deps.database.db;
  const [dto] = await presentAll(db, access, [await loadTemplate(db, access, templateId)]);
  if (!dto) throw notFound('Form template');
  return dto;
}

/** One version of a template's fields, as responses filled with it were given. */
export async function getFormTemplateVersion(
  deps: ServiceDeps,
  access: AccountActor,
  templateId: number,
  version: number,
): Promise<FormTemplateVersionDto> {
  const db = deps.database.db;
  const template = await loadTemplate(db, access, templateId);
  const [row] = await db
    .select()
    .from(formTemplateVersions)
    .where(
      and(
        eq(formTemplateVersions.tenantId, access.tenantId),
        eq(formTemplateVersions.templateId, templateId),
        eq(formTemplateVersions.version, version),
      ),
    );
  if (!row) throw notFound('Form template version');
  return {
    template_id: templateId,
    version: row.version,
    current: row.version === template.template.currentVersion,
    fields: presentFields(row.fields as TemplateField[]),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every version of a template the actor sees, newest first (the caller has loaded the template). */
export async function listTemplateVersions(
  db: Db,
  tenantId: number,
  templateId: number,
): Promise<{ version: number; createdAt: Date; fields: TemplateField[] }[]> {
  const rows = await db
    .select({
      version: formTemplateVersions.version,
      createdAt: formTemplateVersions.createdAt,
      fields: formTemplateVersions.fields,
    })
    .from(formTemplateVersions)
    .where(and(eq(formTemplateVersions.tenantId, tenantId), eq(formTemplateVersions.templateId, templateId)))
    .orderBy(desc(formTemplateVersions.version));
  return rows.map((row) => ({ ...row, fields: row.fields as TemplateField[] }));
}

// --- property scope -----------------------------------------------------------------------

interface ScopeInput {
  property_ids?: number[] | null;
}

/** The scope a write asks for: null is every property; undefined when it is left as it is. */
function requestedScope(input: ScopeInput, current: Scope | undefined): Scope | undefined {
  if (input.property_ids === null) return { all: true, propertyIds: [] };
  if (input.property_ids !== undefined) return { all: false, propertyIds: [...new Set(input.property_ids)] };
  return current === undefined ? { all: true, propertyIds: [] } : undefined;
}

/**
 * What a key may offer a template at: every property only when its account sees every
 * property; otherwise properties it sees. An archived property can stay on a template's
 * list but not be added to it.
 */
async function checkScope(
  db: Db,
  access: AccountActor,
  scope: Scope,
  input: ScopeInput,
  alreadyListed: ReadonlySet<number>,
): Promise<void> {
  if (scope.all) {
    if (!access.allProperties) {
      throw propertyAccessDenied({
        detail:
          'Your account does not see every property, so it cannot offer a template at every property; list the properties in property_ids.',
      });
    }
    return;
  }
  const ids = input.property_ids ?? [];
  await checkNamedProperties(db, access.tenantId, ids, {
    access: await propertyAccessOf(db, access),
    invalid: (_missing, found) => {
      const errors: FieldError[] = [];
      ids.forEach((id, index) => {
        const property = found.get(id);
        if (!property) errors.push({ pointer: `/property_ids/${index}`, detail: 'No property with this id.' });
        else if (property.visible && property.archived && !alreadyListed.has(id)) {
          errors.push({
            pointer: `/property_ids/${index}`,
            detail: 'The property is archived; it cannot be added to a template.',
          });
        }
      });
      return errors.length > 0
        ? new DomainError('validation_failed', 'The request is not valid.', { errors })
        : undefined;
    },
  });
}

/** Changing a template needs access to every property it is offered at. */
async function requireWriteAccess(db: Db, access: AccountActor, current: Scope): Promise<void> {
  const seen = await propertyAccessOf(db, access);
  if (seen === 'all') return;
  if (current.all || current.propertyIds.some((id) => !seen.includes(id))) {
    throw propertyAccessDenied({
      detail: current.all
        ? 'This form template is offered at every property; only a key whose account sees every property may change it.'
        : 'This form template is offered at properties your account has no access to; it cannot change it.',
    });
  }
}

// --- writes -------------------------------------------------------------------------------

interface NewTemplate {
  name: string;
  description: string | null;
  fields: TemplateField[];
  scope: Scope;
  active: boolean;
  uuid?: string;
  createFingerprint?: string;
  catalogKey?: string;
}

/**
 * Inserts a template at version 1 with its property list. With a uuid or catalogue key, a
 * clash with an existing row inserts nothing and returns undefined (after waiting for a
 * concurrent twin to commit), so the caller can return that row instead.
 */
async function insertTemplate(tx: Db, tenantId: number, template: NewTemplate): Promise<TemplateRow | undefined> {
  const insert = tx.insert(formTemplates).values({
    tenantId,
    name: template.name,
    description: template.description,
    currentVersion: 1,
    active: template.active,
    allProperties: template.scope.all,
    catalogKey: template.catalogKey ?? null,
    uuid: template.uuid ?? null,
    createFingerprint: template.createFingerprint ?? null,
  });
  const [row] = await (
    template.catalogKey !== undefined
      ? insert.onConflictDoNothing({ target: [formTemplates.tenantId, formTemplates.catalogKey] })
      : template.uuid !== undefined
        ? insert.onConflictDoNothing({ target: [formTemplates.tenantId, formTemplates.uuid] })
        : insert
  ).returning();
  if (!row) return undefined;
  await tx.insert(formTemplateVersions).values({ tenantId, templateId: row.id, version: 1, fields: template.fields });
  if (!template.scope.all && template.scope.propertyIds.length > 0) {
    await tx
      .insert(formTemplateProperties)
      .values(template.scope.propertyIds.map((propertyId) => ({ tenantId, templateId: row.id, propertyId })));
  }
  return row;
}

/**
 * Creates a template at version 1, offered at every property, for callers that stand
 * above access rules: the demo data and tests.
 */
export async function createFormTemplate(
  deps: ServiceDeps,
  tenantId: number,
  input: { name: string; description?: string; fields: TemplateFieldInput[] },
): Promise<{ id: number; version: number }> {
  checkFields(input.fields);
  const fields = normaliseFields(input.fields);
  return deps.database.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, tenantId, {
      name: input.name,
      description: input.description ?? null,
      fields,
      scope: { all: true, propertyIds: [] },
      active: true,
    });
    if (!row) throw new DomainError('internal_error', 'The template was not created.');
    return { id: row.id, version: 1 };
  });
}

/** `audit`: the office made the change, so it goes into the audit log in the same transaction. */
export interface WriteOptions {
  audit?: boolean;
}

async function auditTemplate(
  tx: Db,
  access: AccountActor,
  action: 'form_template.created' | 'form_template.changed' | 'form_template.imported',
  templateId: number,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(tx, {
    tenantId: access.tenantId,
    actorAccountId: access.accountId,
    action,
    targetType: 'form_template',
    targetId: templateId,
    details,
  });
}

export interface TemplateCreation {
  template: FormTemplateDto;
  /** False when an earlier call with the same uuid and payload already created it. */
  created: boolean;
}

/** Creates a template at version 1, idempotent by the client's uuid like tasks. */
export async function createTemplate(
  deps: ServiceDeps,
  access: AccountActor,
  input: FormTemplateCreate,
  options: WriteOptions = {},
): Promise<TemplateCreation> {
  const db = deps.database.db;
  checkFields(input.fields);
  const scope = requestedScope(input, undefined) as Scope;
  await checkScope(db, access, scope, input, new Set());
  const template: NewTemplate = {
    name: input.name.trim(),
    description: input.description ?? null,
    fields: normaliseFields(input.fields),
    scope: { all: scope.all, propertyIds: [...scope.propertyIds].sort((a, b) => a - b) },
    active: input.active ?? true,
  };
  if (input.uuid === undefined) {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertTemplate(tx, access.tenantId, template);
      if (inserted && options.audit) {
        await auditTemplate(tx, access, 'form_template.created', inserted.id, {
          name: template.name,
          fields: template.fields.length,
        });
      }
      return inserted;
    });
    if (!row) throw new DomainError('internal_error', 'The form template was not created.');
    return { template: await getFormTemplate(deps, access, row.id), created: true };
  }
  const uuid = input.uuid.toLowerCase();
  const fingerprint = payloadFingerprint([
    template.name,
    template.description,
    template.fields,
    template.scope.all,
    template.scope.propertyIds,
    template.active,
  ]);
  const { row, created } = await createIdempotently({
    fingerprint,
    what: 'form template',
    find: async () => {
      const [found] = await db
        .select({ id: formTemplates.id, uuid: formTemplates.uuid, createFingerprint: formTemplates.createFingerprint })
        .from(formTemplates)
        .where(and(eq(formTemplates.tenantId, access.tenantId), eq(formTemplates.uuid, uuid)));
      return found
        ? { id: found.id, uuid: found.uuid ?? uuid, createFingerprint: found.createFingerprint ?? '' }
        : undefined;
    },
    insert: async () => {
      const inserted = await db.transaction(async (tx) => {
        const row = await insertTemplate(tx, access.tenantId, { ...template, uuid, createFingerprint: fingerprint });
        if (row && options.audit) {
          await auditTemplate(tx, access, 'form_template.created', row.id, {
            name: template.name,
            fields: template.fields.length,
          });
        }
        return row;
      });
      return inserted ? { id: inserted.id, uuid, createFingerprint: fingerprint } : undefined;
    },
  });
  return { template: await getFormTemplate(deps, access, row.id), created };
}

/** Field lists compare equal when they would show and validate the same. */
const sameFields = (a: TemplateField[], b: TemplateField[]) =>
  JSON.stringify(presentFields(a)) === JSON.stringify(presentFields(b));

/**
 * Changes a template. A new list of fields that differs from the current version becomes
 * the next version; everything else changes in place.
 */
export async function updateFormTemplate(
  deps: ServiceDeps,
  access: AccountActor,
  templateId: number,
  patch: FormTemplatePatch,
  options: WriteOptions = {},
): Promise<FormTemplateDto> {
  await deps.database.db.transaction(async (tx) => {
    const where = and(eq(formTemplates.tenantId, access.tenantId), eq(formTemplates.id, templateId));
    const [current] = await tx.select().from(formTemplates).where(where).for('no key update');
    if (!current) throw notFound('Form template');
    const listed = (
      await tx
        .select({ id: formTemplateProperties.propertyId })
        .from(formTemplateProperties)
        .where(
          and(eq(formTemplateProperties.tenantId, access.tenantId), eq(formTemplateProperties.templateId, templateId)),
        )
    ).map((row) => row.id);
    const currentScope: Scope = { all: current.allProperties, propertyIds: listed };
    await requireWriteAccess(tx, access, currentScope);
    const scope = requestedScope(patch, currentScope);
    if (scope) await checkScope(tx, access, scope, patch, new Set(listed));

    let version = current.currentVersion;
    if (patch.fields !== undefined) {
      checkFields(patch.fields);
      const fields = normaliseFields(patch.fields);
      const versions = await tx
        .select({ version: formTemplateVersions.version, fields: formTemplateVersions.fields })
        .from(formTemplateVersions)
        .where(and(eq(formTemplateVersions.tenantId, access.tenantId), eq(formTemplateVersions.templateId, templateId)))
        .orderBy(asc(formTemplateVersions.version));
      const currentFields = (versions.find((v) => v.version === current.currentVersion)?.fields ??
        []) as TemplateField[];
      if (!sameFields(fields, currentFields)) {
        checkTypesKept(fields, versions as { version: number; fields: TemplateField[] }[]);
        version = current.currentVersion + 1;
        await tx.insert(formTemplateVersions).values({ tenantId: access.tenantId, templateId, version, fields });
      }
    }

    const sortedIds = scope ? [...scope.propertyIds].sort((a, b) => a - b) : [];
    const scopeChanged =
      scope !== undefined &&
      (scope.all !== current.allProperties ||
        JSON.stringify(sortedIds) !== JSON.stringify([...listed].sort((a, b) => a - b)));
    if (scope && scopeChanged) {
      await tx
        .delete(formTemplateProperties)
        .where(
          and(eq(formTemplateProperties.tenantId, access.tenantId), eq(formTemplateProperties.templateId, templateId)),
        );
      if (!scope.all) {
        await tx
          .insert(formTemplateProperties)
          .values(sortedIds.map((propertyId) => ({ tenantId: access.tenantId, templateId, propertyId })));
      }
    }
    const changes: Partial<typeof formTemplates.$inferInsert> = {
      ...(patch.name !== undefined && patch.name.trim() !== current.name ? { name: patch.name.trim() } : {}),
      ...(patch.description !== undefined && patch.description !== current.description
        ? { description: patch.description }
        : {}),
      ...(patch.active !== undefined && patch.active !== current.active ? { active: patch.active } : {}),
      ...(version !== current.currentVersion ? { currentVersion: version } : {}),
      ...(scope && scopeChanged ? { allProperties: scope.all } : {}),
    };
    if (Object.keys(changes).length === 0 && !scopeChanged) return;
    await tx
      .update(formTemplates)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(where);
    if (options.audit) {
      await auditTemplate(tx, access, 'form_template.changed', templateId, {
        name: changes.name ?? current.name,
        ...(changes.name !== undefined ? { before_name: current.name } : {}),
        ...(version !== current.currentVersion ? { version } : {}),
        ...(scopeChanged ? { properties: scope?.all ? 'all' : sortedIds.length } : {}),
        ...(changes.active !== undefined ? { active: changes.active } : {}),
      });
    }
  });
  return getFormTemplate(deps, access, templateId);
}

/** A field id names one question for the template's lifetime: its type stays what it was. */
function checkTypesKept(fields: TemplateField[], versions: { version: number; fields: TemplateField[] }[]): void {
  const earlier = new Map<string, { type: string; version: number }>();
  for (const { version, fields: old } of versions) {
    for (const field of old) earlier.set(field.id, { type: field.type, version });
  }
  const errors: FieldError[] = [];
  fields.forEach((field, index) => {
    const before = earlier.get(field.id);
    if (before && before.type !== field.type) {
      errors.push({
        pointer: `/fields/${index}/type`,
        detail: `Field "${field.id}" was a ${before.type} field in version ${before.version}; a field id keeps its type. Give a new question a new id.`,
      });
    }
  });
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
}

// --- catalogue and import -----------------------------------------------------------------

/** The catalogue with, for each entry, the tenant's template imported from it. */
export async function listCatalog(deps: ServiceDeps, access: AccountActor): Promise<{ data: CatalogEntryDto[] }> {
  const imported = await deps.database.db
    .select({ id: formTemplates.id, key: formTemplates.catalogKey })
    .from(formTemplates)
    .where(and(eq(formTemplates.tenantId, access.tenantId), inArray(formTemplates.catalogKey, [...CATALOG_KEYS])));
  const byKey = new Map(imported.map((row) => [row.key, row.id]));
  return { data: CATALOG.map((entry) => ({ ...entry, template_id: byKey.get(entry.key) ?? null })) };
}

type DocumentField = TemplateDocument['fields'][number];

function fieldsIn(fields: readonly (CatalogField | DocumentField)[], language: Language): TemplateFieldInput[] {
  return fields.map((field) => ({
    id: field.id,
    type: field.type,
    label: field.label[language],
    ...(field.required !== undefined ? { required: field.required } : {}),
    ...('options' in field && field.options !== undefined
      ? { options: field.options.map((option) => option[language]) }
      : {}),
  }));
}

/** A document is checked in both languages, so it imports the same way in either. */
function documentErrors(documents: TemplateDocument[]): FieldError[] {
  const errors = new Map<string, FieldError>();
  const firstWithKey = new Map<string, number>();
  documents.forEach((document, index) => {
    const base = `/documents/${index}`;
    const same = firstWithKey.get(document.key);
    if (same !== undefined) {
      errors.set(`${base}/key`, {
        pointer: `${base}/key`,
        detail: `Key "${document.key}" is already used by document ${same} of this request.`,
      });
    } else firstWithKey.set(document.key, index);
    for (const language of ['en', 'de'] as const) {
      for (const error of fieldErrors(fieldsIn(document.fields, language), base, `/${language}`)) {
        if (!errors.has(error.pointer)) errors.set(error.pointer, error);
      }
    }
  });
  return [...errors.values()];
}

interface PlannedImport {
  source: 'catalog' | 'document';
  key: string;
  template: NewTemplate & { catalogKey: string };
}

/**
 * Imports catalogue entries and documents as templates, idempotent per key: a key the
 * tenant already has a template for returns that template unchanged, also when two
 * imports of it run at the same time (a unique key on tenant and catalogue key).
 */
export async function importTemplates(
  deps: ServiceDeps,
  access: AccountActor,
  input: CatalogImport,
  options: WriteOptions = {},
): Promise<{ result: CatalogImportResult; created: boolean }> {
  const db = deps.database.db;
  const keys = input.keys ?? [];
  const documents = input.documents ?? [];
  if (keys.length + documents.length === 0) {
    throw invalid('/keys', 'Name at least one catalogue key in keys or one document in documents.');
  }
  if (keys.length + documents.length > MAX_IMPORT_ENTRIES) {
    throw invalid('/documents', `One import takes at most ${MAX_IMPORT_ENTRIES} keys and documents together.`);
  }
  const errors: FieldError[] = [];
  const firstWithKey = new Map<string, number>();
  keys.forEach((key, index) => {
    const same = firstWithKey.get(key);
    if (same !== undefined)
      errors.push({ pointer: `/keys/${index}`, detail: `Key "${key}" is already listed as key ${same}.` });
    else firstWithKey.set(key, index);
  });
  errors.push(...documentErrors(documents));
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
  const scope = requestedScope(input, undefined) as Scope;
  await checkScope(db, access, scope, input, new Set());
  const sortedScope = { all: scope.all, propertyIds: [...scope.propertyIds].sort((a, b) => a - b) };

  const language = input.language;
  const planned: PlannedImport[] = [
    ...keys.map((key): PlannedImport => {
      const entry = catalogEntry(key);
      if (!entry) throw invalid('/keys', `No catalogue entry "${key}".`);
      return {
        source: 'catalog',
        key,
        template: {
          name: entry.name[language],
          description: entry.description[language],
          fields: normaliseFields(fieldsIn(entry.fields, language)),
          scope: sortedScope,
          active: true,
          catalogKey: key,
        },
      };
    }),
    ...documents.map((document): PlannedImport => ({
      source: 'document',
      key: document.key,
      template: {
        name: document.name[language].trim(),
        description: document.description?.[language] ?? null,
        fields: normaliseFields(fieldsIn(document.fields, language)),
        scope: sortedScope,
        active: true,
        catalogKey: `${DOCUMENT_PREFIX}${document.key}`,
      },
    })),
  ];
  // Inserted in key order, so two imports naming the same keys never wait for each other in a cycle.
  const order = [...planned].sort((a, b) => (a.template.catalogKey < b.template.catalogKey ? -1 : 1));
  const outcome = await db.transaction(async (tx) => {
    const found = new Map<string, { id: number; created: boolean }>();
    for (const item of order) {
      const row = await insertTemplate(tx, access.tenantId, item.template);
      if (row) {
        found.set(item.template.catalogKey, { id: row.id, created: true });
        if (options.audit) {
          await auditTemplate(tx, access, 'form_template.imported', row.id, {
            name: item.template.name,
            key: item.key,
            language,
          });
        }
        continue;
      }
      const [existing] = await tx
        .select({ id: formTemplates.id })
        .from(formTemplates)
        .where(
          and(eq(formTemplates.tenantId, access.tenantId), eq(formTemplates.catalogKey, item.template.catalogKey)),
        );
      if (!existing) throw new DomainError('internal_error', 'The form template could not be imported.');
      found.set(item.template.catalogKey, { id: existing.id, created: false });
    }
    return found;
  });
  const ids = [...new Set([...outcome.values()].map((o) => o.id))];
  const rows = await templatesWithFields(db, access).where(
    and(eq(formTemplates.tenantId, access.tenantId), inArray(formTemplates.id, ids)),
  );
  const presented = new Map((await presentAll(db, access, rows)).map((dto) => [dto.id, dto]));
  const data = planned.map((item) => {
    const result = outcome.get(item.template.catalogKey);
    const template = result ? presented.get(result.id) : undefined;
    if (!result || !template) throw new DomainError('internal_error', 'The form template could not be imported.');
    return {
      source: item.source,
      key: item.key,
      status: result.created ? ('created' as const) : ('existing' as const),
      template,
    };
  });
  return { result: { data }, created: data.some((item) => item.status === 'created') };
}
