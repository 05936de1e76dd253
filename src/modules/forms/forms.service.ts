import { type EventInput, transactionWithEvents } from '../../platform/events/events.js';
import { and, asc, eq, gt, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { formResponsePhotos, formResponses, formTemplates, formTemplateVersions } from './forms.tables.js';
import { DomainError, type FieldError, invalid, notFound } from '../../domain/errors.js';
import { visibleProperty } from '../access/property-access.js';
import { type FileLinkSigner, findFiles } from '../files/files.service.js';
import { accountNames } from '../accounts/accounts.service.js';
import { loadAccessibleProperty } from '../properties/properties.service.js';
import type { ServiceDeps } from '../shared/context.js';
import type { AccountActor } from '../access/actor.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor, type Page } from '../shared/pagination.js';
import {
  CHOICE_FIELD_TYPES,
  FIELD_ID_PATTERN,
  FIELD_TYPES,
  type FieldType,
  FILE_FIELD_TYPES,
  type FormResponseDetailDto,
  type FormResponseListItemDto,
  type FormResponseListQuery,
  MAX_EXPANDED_PAGE_SIZE,
  type FormResponseSummaryDto,
  TEMPLATE_LIMITS,
  type TemplateField,
} from './forms.schema.js';

export const FEED = 'form_responses';

import { nextChangeSeq } from '../../platform/events/sequence.js';

export { nextChangeSeq };

/** A field as callers hand it in: `required` may be left out (it is then false). */
export type TemplateFieldInput = Omit<TemplateField, 'required'> & { required?: boolean };

const isChoice = (type: FieldType) => CHOICE_FIELD_TYPES.includes(type);
const characters = (text: string) => [...text].length;
const FIELD_ID = new RegExp(FIELD_ID_PATTERN);

/**
 * The one validator of a template's fields, whichever way the template comes in (the API,
 * the catalogue, an imported document, the demo). It returns every violation, each with a
 * pointer to the exact value: `<base>/fields/3/options/1`. `textSuffix` is appended to the
 * pointers of texts (labels, options), for documents whose texts are objects per language.
 */
export function fieldErrors(fields: readonly TemplateFieldInput[], base = '', textSuffix = ''): FieldError[] {
  const errors: FieldError[] = [];
  const add = (pointer: string, detail: string) => errors.push({ pointer, detail });
  if (fields.length === 0) add(`${base}/fields`, 'A template needs at least one field.');
  if (fields.length > TEMPLATE_LIMITS.fields)
    add(`${base}/fields`, `A template has at most ${TEMPLATE_LIMITS.fields} fields.`);
  const firstWithId = new Map<string, number>();
  fields.forEach((field, index) => {
    const at = `${base}/fields/${index}`;
    if (typeof field.id !== 'string' || !FIELD_ID.test(field.id)) {
      add(`${at}/id`, 'A field id is 1–64 lowercase letters, digits or _, starting with a letter.');
    } else if (firstWithId.has(field.id)) {
      add(`${at}/id`, `Field id "${field.id}" is already used by field ${String(firstWithId.get(field.id))}.`);
    } else {
      firstWithId.set(field.id, index);
    }
    if (!FIELD_TYPES.includes(field.type)) {
      add(`${at}/type`, `Unknown field type; use one of ${FIELD_TYPES.join(', ')}.`);
    }
    const label = typeof field.label === 'string' ? field.label.trim() : '';
    if (label === '') add(`${at}/label${textSuffix}`, 'A label must not be blank.');
    else if (characters(label) > TEMPLATE_LIMITS.labelLength) {
      add(`${at}/label${textSuffix}`, `A label has at most ${TEMPLATE_LIMITS.labelLength} characters.`);
    }
    if (!FIELD_TYPES.includes(field.type)) return;
    if (!isChoice(field.type)) {
      if (field.options !== undefined) {
        add(
          `${at}/options`,
          `Only ${CHOICE_FIELD_TYPES.join(' and ')} fields take options; leave them out for ${field.type}.`,
        );
      }
      return;
    }
    const options = field.options ?? [];
    if (options.length === 0) add(`${at}/options`, `A ${field.type} field needs at least one option.`);
    if (options.length > TEMPLATE_LIMITS.options) {
      add(`${at}/options`, `A field has at most ${TEMPLATE_LIMITS.options} options.`);
    }
    const firstWithText = new Map<string, number>();
    options.forEach((option, position) => {
      const pointer = `${at}/options/${position}${textSuffix}`;
      const text = typeof option === 'string' ? option.trim() : '';
      if (text === '') return add(pointer, 'An option must not be blank.');
      if (characters(text) > TEMPLATE_LIMITS.optionLength) {
        return add(pointer, `An option has at most ${TEMPLATE_LIMITS.optionLength} characters.`);
      }
      // Told apart ignoring case: "Yes" and "yes" would be the same answer to a person.
      const same = firstWithText.get(text.toLowerCase());
      if (same !== undefined) return add(pointer, `Option "${text}" is already listed as option ${same}.`);
      firstWithText.set(text.toLowerCase(), position);
    });
  });
  return errors;
}

/** Throws a 422 naming every violation of fieldErrors. */
export function checkFields(fields: readonly TemplateFieldInput[]): void {
  const errors = fieldErrors(fields);
  if (errors.length > 0) throw new DomainError('validation_failed', 'The request is not valid.', { errors });
}

/** Fields as they are stored: labels and options trimmed, `required` set, options only on choice fields. */
export function normaliseFields(fields: readonly TemplateFieldInput[]): TemplateField[] {
  return fields.map((field) => ({
    id: field.id,
    type: field.type,
    label: field.label.trim(),
    required: field.required ?? false,
    ...(isChoice(field.type) ? { options: (field.options ?? []).map((option) => option.trim()) } : {}),
  }));
}

export function checkAnswer(field: TemplateField, value: unknown): boolean {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= 10_000;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
    case 'checkbox':
      return typeof value === 'boolean';
    case 'single_choice':
      return typeof value === 'string' && (field.options ?? []).includes(value);
    case 'multiple_choice':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && (field.options ?? []).includes(v));
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
    case 'photo':
    case 'signature':
      return false; // files are attached through `photos`, not as answer values
  }
}

export interface ResponseWrite {
  templateId: number;
  propertyId: number;
  accountId: number;
  answers: Record<string, unknown>;
  photos?: { fieldId: string; fileId: number }[];
  submit: boolean;
  /**
   * Where it was handed in: a submission from the field app or the portal records
   * `form_response.submitted`, which workflow rules react to. Without it (demo data)
   * nothing is recorded.
   */
  origin?: 'field' | 'portal';
}

/**
 * Records a form response as the field app hands it in (draft or submitted). Each write
 * moves the response to the end of the tenant's change feed.
 */
export async function saveFormResponse(deps: ServiceDeps, tenantId: number, input: ResponseWrite): Promise<number> {
  return transactionWithEvents(deps, async (tx, events) => {
    const [template] = await tx
      .select({ version: formTemplates.currentVersion, fields: formTemplateVersions.fields })
      .from(formTemplates)
      .innerJoin(
        formTemplateVersions,
        and(
          eq(formTemplateVersions.tenantId, formTemplates.tenantId),
          eq(formTemplateVersions.templateId, formTemplates.id),
          eq(formTemplateVersions.version, formTemplates.currentVersion),
        ),
      )
      .where(and(eq(formTemplates.tenantId, tenantId), eq(formTemplates.id, input.templateId)));
    if (!template) throw invalid('/template_id', 'No form template with this id.');
    const fields = template.fields as TemplateField[];
    const byId = new Map(fields.map((f) => [f.id, f]));
    for (const [fieldId, value] of Object.entries(input.answers)) {
      const field = byId.get(fieldId);
      if (!field) throw invalid(`/answers/${fieldId}`, 'The template has no such field.');
      if (value !== null && !checkAnswer(field, value))
        throw invalid(`/answers/${fieldId}`, `Not a valid ${field.type} answer.`);
    }
    const attached = new Set<number>();
    for (const photo of input.photos ?? []) {
      const field = byId.get(photo.fieldId);
      if (!field || !FILE_FIELD_TYPES.includes(field.type)) {
        throw invalid('/photos', `Field "${photo.fieldId}" takes no photos.`);
      }
      if (attached.has(photo.fileId)) throw invalid('/photos', `File ${photo.fileId} is attached twice.`);
      attached.add(photo.fileId);
    }
    if (input.submit) {
      const missing = fields.filter(
        (f) =>
          f.required &&
          (FILE_FIELD_TYPES.includes(f.type)
            ? !(input.photos ?? []).some((p) => p.fieldId === f.id)
            : input.answers[f.id] === undefined || input.answers[f.id] === null),
      );
      if (missing.length > 0) throw invalid(`/answers/${missing[0]?.id ?? ''}`, 'A required field is not answered.');
    }
    const changeSeq = await nextChangeSeq(tx, tenantId, FEED);
    const now = new Date(deps.clock());
    const [row] = await tx
      .insert(formResponses)
      .values({
        tenantId,
        templateId: input.templateId,
        templateVersion: template.version,
        propertyId: input.propertyId,
        status: input.submit ? 'submitted' : 'draft',
        answers: input.answers,
        submittedAt: input.submit ? now : null,
        submittedByAccountId: input.submit ? input.accountId : null,
        changeSeq,
        // One clock for every time stamp of a response, so updated_at follows the feed order.
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: formResponses.id });
    if (!row) throw new DomainError('internal_error', 'The response was not saved.');
    const photos = input.photos ?? [];
    if (photos.length > 0) {
      await tx.insert(formResponsePhotos).values(
        photos.map((photo, position) => ({
          tenantId,
          responseId: row.id,
          fileId: photo.fileId,
          fieldId: photo.fieldId,
          position,
        })),
      );
    }
    if (input.submit && input.origin !== undefined) {
      await events.record(await submittedEvent(tx, tenantId, row.id, input.propertyId, input.templateId, input.origin));
    }
    return row.id;
  });
}

/** `form_response.submitted`, with the response as partners read it; recorded in the submitting transaction. */
export async function submittedEvent(
  tx: Executor,
  tenantId: number,
  responseId: number,
  propertyId: number,
  templateId: number,
  origin: 'field' | 'portal',
): Promise<EventInput> {
  const object = await formResponseDetail(tx, tenantId, responseId);
  if (!object) throw new DomainError('internal_error', 'The submitted response was not found.');
  return {
    tenantId,
    type: 'form_response.submitted',
    origin,
    subjectId: responseId,
    propertyId,
    payload: { response_id: responseId, template_id: templateId },
    object,
  };
}

/** What workflow rules look at in a submitted response: property, template, answers, fields answered with files. */
export async function responseForRules(
  db: Executor,
  tenantId: number,
  responseId: number,
): Promise<
  | {
      propertyId: number;
      templateId: number;
      templateName: string;
      answers: Record<string, unknown>;
      fileFieldIds: string[];
    }
  | undefined
> {
  const [row] = await db
    .select({
      propertyId: formResponses.propertyId,
      templateId: formResponses.templateId,
      templateName: formTemplates.name,
      answers: formResponses.answers,
    })
    .from(formResponses)
    .innerJoin(
      formTemplates,
      and(eq(formTemplates.tenantId, formResponses.tenantId), eq(formTemplates.id, formResponses.templateId)),
    )
    .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.id, responseId)));
  if (!row) return undefined;
  const photos = await db
    .selectDistinct({ fieldId: formResponsePhotos.fieldId })
    .from(formResponsePhotos)
    .where(and(eq(formResponsePhotos.tenantId, tenantId), eq(formResponsePhotos.responseId, responseId)));
  return { ...row, answers: row.answers as Record<string, unknown>, fileFieldIds: photos.map((p) => p.fieldId) };
}

/** Hands in a draft. A submitted response no longer changes, so pollers see it once. */
export async function submitFormResponse(
  deps: ServiceDeps,
  tenantId: number,
  responseId: number,
  accountId: number,
  origin?: 'field' | 'portal',
): Promise<void> {
  await transactionWithEvents(deps, async (tx, events) => {
    const changeSeq = await nextChangeSeq(tx, tenantId, FEED);
    const now = new Date(deps.clock());
    const updated = await tx
      .update(formResponses)
      .set({ status: 'submitted', submittedAt: now, submittedByAccountId: accountId, changeSeq, updatedAt: now })
      .where(
        and(eq(formResponses.tenantId, tenantId), eq(formResponses.id, responseId), eq(formResponses.status, 'draft')),
      )
      .returning({ id: formResponses.id, propertyId: formResponses.propertyId, templateId: formResponses.templateId });
    const [draft] = updated;
    if (!draft) throw notFound('Draft form response');
    if (origin !== undefined) {
      await events.record(await submittedEvent(tx, tenantId, draft.id, draft.propertyId, draft.templateId, origin));
    }
  });
}

// The list never reads answers: leaving the JSON column out keeps polling cheap.
const summaryColumns = {
  response: {
    id: formResponses.id,
    templateId: formResponses.templateId,
    templateVersion: formResponses.templateVersion,
    propertyId: formResponses.propertyId,
    status: formResponses.status,
    submittedAt: formResponses.submittedAt,
    submittedByAccountId: formResponses.submittedByAccountId,
    changeSeq: formResponses.changeSeq,
    createdAt: formResponses.createdAt,
    updatedAt: formResponses.updatedAt,
  },
  templateName: formTemplates.name,
};

function withSummaryJoins<Q extends PgSelect>(query: Q) {
  return query.innerJoin(
    formTemplates,
    and(eq(formTemplates.tenantId, formResponses.tenantId), eq(formTemplates.id, formResponses.templateId)),
  );
}

type SummaryRow = {
  response: Omit<typeof formResponses.$inferSelect, 'tenantId' | 'answers' | 'uuid' | 'createdByAccountId'>;
  templateName: string;
};

/** The rows with the names of those who submitted them (one query for the page, from the accounts module). */
async function withSubmitterNames<R extends SummaryRow>(
  db: Executor,
  tenantId: number,
  rows: R[],
): Promise<(R & { submitterName: string | null })[]> {
  const names = await accountNames(
    db,
    tenantId,
    rows.flatMap((row) => (row.response.submittedByAccountId !== null ? [row.response.submittedByAccountId] : [])),
  );
  return rows.map((row) => ({
    ...row,
    submitterName:
      row.response.submittedByAccountId !== null ? (names.get(row.response.submittedByAccountId) ?? null) : null,
  }));
}

function presentSummary(row: SummaryRow & { submitterName: string | null }): FormResponseSummaryDto {
  const r = row.response;
  return {
    id: r.id,
    template: { id: r.templateId, name: row.templateName, version: r.templateVersion },
    property_id: r.propertyId,
    status: r.status,
    submitted_at: r.submittedAt?.toISOString() ?? null,
    submitted_by:
      r.submittedByAccountId !== null ? { id: r.submittedByAccountId, name: row.submitterName ?? '' } : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * The polling feed: responses ordered by their change position. The cursor is a feed
 * position, handed out even on an empty page, so a client that keeps polling with the
 * last cursor it got sees every change exactly once. With `expand=answers` (and `links`,
 * which the route always passes) each response comes as GET /form-responses/:id shows
 * it, read for the whole page at once.
 */
export async function listFormResponses(
  deps: ServiceDeps,
  access: AccountActor,
  query: FormResponseListQuery,
  links?: { signer: FileLinkSigner; baseUrl: string },
): Promise<{ page: Page<FormResponseListItemDto> & { next_cursor: string }; hasMore: boolean }> {
  const db = deps.database.db;
  const expand = query.expand === 'answers';
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  if (expand && pageSize > MAX_EXPANDED_PAGE_SIZE) {
    throw invalid(
      '/query/pageSize',
      `With expand=answers a page holds at most ${MAX_EXPANDED_PAGE_SIZE} responses; ask for pageSize=${MAX_EXPANDED_PAGE_SIZE} or fewer.`,
    );
  }
  if (expand && !links) throw new DomainError('internal_error', 'Expanded responses need photo links.');
  const after = decodeCursor(query.cursor) ?? 0;
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, access, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.'),
    );
  }
  const conditions: SQL[] = [
    eq(formResponses.tenantId, access.tenantId),
    visibleProperty(access, formResponses.propertyId),
    gt(formResponses.changeSeq, after),
  ];
  if (query.property_id !== undefined) conditions.push(eq(formResponses.propertyId, query.property_id));
  if (query.status !== undefined) conditions.push(eq(formResponses.status, query.status));
  if (query.updated_since !== undefined) conditions.push(gte(formResponses.updatedAt, new Date(query.updated_since)));
  // The answers column is read only when asked for: leaving it out keeps plain polling cheap.
  const rows: (SummaryRow & { answers?: unknown })[] = await withSummaryJoins(
    db
      .select(expand ? { ...summaryColumns, answers: formResponses.answers } : summaryColumns)
      .from(formResponses)
      .$dynamic(),
  )
    .where(and(...conditions))
    .orderBy(asc(formResponses.changeSeq))
    .limit(pageSize + 1);
  const hasMore = rows.length > pageSize;
  const page = await withSubmitterNames(db, access.tenantId, hasMore ? rows.slice(0, pageSize) : rows);
  const last = page[page.length - 1];
  const data: FormResponseListItemDto[] =
    expand && links
      ? await presentDetails(
          db,
          access.tenantId,
          page.map((row) => ({ ...row, answers: row.answers })),
          { ...links, now: deps.clock() },
        )
      : page.map(presentSummary);
  return {
    page: { data, next_cursor: encodeCursor(last?.response.changeSeq ?? after) },
    hasMore,
  };
}

export async function getFormResponse(
  deps: ServiceDeps,
  access: AccountActor,
  responseId: number,
  links: { signer: FileLinkSigner; baseUrl: string },
): Promise<FormResponseDetailDto> {
  const db = deps.database.db;
  const detail = await formResponseDetail(db, access.tenantId, responseId, { ...links, now: deps.clock() });
  if (!detail) throw notFound('Form response');
  await loadAccessibleProperty(db, access, detail.property_id, () => notFound('Form response'));
  return detail; // with links, every photo has its url (the overload of formResponseDetail)
}

type PhotoDto = FormResponseDetailDto['photos'][number];
type DescribedPhoto = Omit<PhotoDto, 'url' | 'url_expires_at'> & Partial<Pick<PhotoDto, 'url' | 'url_expires_at'>>;
/** A response as formResponseDetail reads it: photos carry links only when asked for. */
export type FormResponseObject = Omit<FormResponseDetailDto, 'photos'> & { photos: DescribedPhoto[] };

type PhotoLinks = { signer: FileLinkSigner; baseUrl: string; now: number };

/**
 * A response with its answers and photos, as GET /form-responses/:id shows it. Without
 * `links`, photos carry no download link (events keep what they carry for 30 days, and
 * links are short-lived: a reader GETs the response for them).
 */
export async function formResponseDetail(
  db: Executor,
  tenantId: number,
  responseId: number,
  links: PhotoLinks,
): Promise<FormResponseDetailDto | undefined>;
export async function formResponseDetail(
  db: Executor,
  tenantId: number,
  responseId: number,
  links?: PhotoLinks,
): Promise<FormResponseObject | undefined>;
export async function formResponseDetail(
  db: Executor,
  tenantId: number,
  responseId: number,
  links?: PhotoLinks,
): Promise<FormResponseObject | undefined> {
  const [found] = await withSummaryJoins(
    db
      .select({ ...summaryColumns, answers: formResponses.answers })
      .from(formResponses)
      .$dynamic(),
  )
    .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.id, responseId)))
    .limit(1);
  if (!found) return undefined;
  const rows = await withSubmitterNames(db, tenantId, [found]);
  const [detail] = await presentDetails(db, tenantId, rows, links);
  return detail;
}

/**
 * Responses with their answers and photos, in the order given: the template versions,
 * photos and files of all of them are read in three queries, however many there are.
 */
async function presentDetails(
  db: Executor,
  tenantId: number,
  rows: (SummaryRow & { submitterName: string | null; answers: unknown })[],
  links: PhotoLinks,
): Promise<FormResponseDetailDto[]>;
async function presentDetails(
  db: Executor,
  tenantId: number,
  rows: (SummaryRow & { submitterName: string | null; answers: unknown })[],
  links?: PhotoLinks,
): Promise<FormResponseObject[]>;
async function presentDetails(
  db: Executor,
  tenantId: number,
  rows: (SummaryRow & { submitterName: string | null; answers: unknown })[],
  links?: PhotoLinks,
): Promise<FormResponseObject[]> {
  if (rows.length === 0) return [];
  const versionKey = (templateId: number, version: number) => `${templateId}:${version}`;
  const wanted = new Map(
    rows.map((row) => [
      versionKey(row.response.templateId, row.response.templateVersion),
      { templateId: row.response.templateId, version: row.response.templateVersion },
    ]),
  );
  const versions = await db
    .select({
      templateId: formTemplateVersions.templateId,
      version: formTemplateVersions.version,
      fields: formTemplateVersions.fields,
    })
    .from(formTemplateVersions)
    .where(
      and(
        eq(formTemplateVersions.tenantId, tenantId),
        or(
          ...[...wanted.values()].map((v) =>
            and(eq(formTemplateVersions.templateId, v.templateId), eq(formTemplateVersions.version, v.version)),
          ),
        ),
      ),
    );
  const fieldsOf = new Map(versions.map((v) => [versionKey(v.templateId, v.version), v.fields as TemplateField[]]));
  const attached = await db
    .select({
      responseId: formResponsePhotos.responseId,
      id: formResponsePhotos.fileId,
      fieldId: formResponsePhotos.fieldId,
    })
    .from(formResponsePhotos)
    .where(
      and(
        eq(formResponsePhotos.tenantId, tenantId),
        inArray(
          formResponsePhotos.responseId,
          rows.map((row) => row.response.id),
        ),
      ),
    )
    .orderBy(asc(formResponsePhotos.responseId), asc(formResponsePhotos.position));
  const files = await findFiles(
    db,
    tenantId,
    attached.map((photo) => photo.id),
  );
  const photosOf = new Map<number, { id: number; fieldId: string; contentType: string; byteSize: number }[]>();
  for (const photo of attached) {
    const file = files.get(photo.id);
    if (!file) continue;
    const list = photosOf.get(photo.responseId) ?? [];
    list.push({ id: photo.id, fieldId: photo.fieldId, contentType: file.contentType, byteSize: file.byteSize });
    photosOf.set(photo.responseId, list);
  }
  return rows.map((row) => {
    const fields = fieldsOf.get(versionKey(row.response.templateId, row.response.templateVersion)) ?? [];
    const photos = photosOf.get(row.response.id) ?? [];
    const answers = row.answers as Record<string, unknown>;
    const photoIds = (fieldId: string) => {
      const ids = photos.filter((p) => p.fieldId === fieldId).map((p) => p.id);
      return ids.length > 0 ? ids : null; // like every other field: null when not answered
    };
    return {
      ...presentSummary(row),
      answers: fields.map((field) => ({
        field_id: field.id,
        label: field.label,
        type: field.type,
        value: FILE_FIELD_TYPES.includes(field.type)
          ? photoIds(field.id)
          : ((answers[field.id] ?? null) as FormResponseDetailDto['answers'][number]['value']),
      })),
      photos: photos.map((photo): DescribedPhoto => {
        const described = {
          id: photo.id,
          field_id: photo.fieldId,
          content_type: photo.contentType,
          byte_size: photo.byteSize,
        };
        if (!links) return described;
        const link = links.signer.sign(tenantId, photo.id, links.now);
        return { ...described, url: links.baseUrl + link.path, url_expires_at: link.expiresAt.toISOString() };
      }),
    };
  });
}
