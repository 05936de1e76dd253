import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, type FieldError, invalid, notFound } from '../../domain/errors.js';
import { transactionWithEvents } from '../../platform/events/events.js';
import type { AccountActor } from '../access/actor.js';
import { attachableFileIds } from '../access/file-access.js';
import { listProperties, loadAccessibleProperty } from '../properties/properties.service.js';
import type { PropertyDto } from '../properties/properties.schema.js';
import type { ServiceDeps } from '../shared/context.js';
import { MAX_PHOTOS_PER_FIELD } from './field-forms.schema.js';
import type { FieldDraftBody, FieldFormsDto, FieldResponseDto, FieldSubmitBody } from './field-forms.schema.js';
import { FILE_FIELD_TYPES, type TemplateField } from './forms.schema.js';
import { checkAnswer, FEED, nextChangeSeq, submittedEvent } from './forms.service.js';
import {
  formResponsePhotos,
  formResponses,
  formTemplateProperties,
  formTemplates,
  formTemplateVersions,
} from './forms.tables.js';
import { byName } from '../shared/collation.js';

// Filling forms in the field app. A response the phone starts carries the phone's uuid:
// saving the draft again, or submitting it again after a lost answer, finds the same row,
// so one form filled on the phone is one response, submitted at most once. Every write
// takes the next position in the tenant's change feed (as saveFormResponse does); the
// submission is the last write, so a poller with `status=submitted` sees it exactly once.

type ResponseRow = typeof formResponses.$inferSelect;

/** Pages through the person's properties that are in use (the phone keeps them all for offline use). */
async function activeProperties(deps: ServiceDeps, actor: AccountActor): Promise<PropertyDto[]> {
  const all: PropertyDto[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listProperties(deps, actor, {
      archived: false,
      pageSize: 200,
      ...(cursor === undefined ? {} : { cursor }),
    });
    all.push(...page.data);
    if (page.next_cursor === null) return all;
    cursor = page.next_cursor;
  }
}

/**
 * What the person can fill: their properties in use, each with the active templates offered
 * there, and those templates with the fields of their current version.
 */
export async function fieldForms(deps: ServiceDeps, actor: AccountActor): Promise<FieldFormsDto> {
  const db = deps.database.db;
  const places = (await activeProperties(deps, actor)).sort((a, b) => a.name.localeCompare(b.name));
  const templates = await db
    .select({ template: formTemplates, fields: formTemplateVersions.fields })
    .from(formTemplates)
    .innerJoin(
      formTemplateVersions,
      and(
        eq(formTemplateVersions.tenantId, formTemplates.tenantId),
        eq(formTemplateVersions.templateId, formTemplates.id),
        eq(formTemplateVersions.version, formTemplates.currentVersion),
      ),
    )
    .where(and(eq(formTemplates.tenantId, actor.tenantId), eq(formTemplates.active, true)))
    .orderBy(asc(byName(formTemplates.name)), asc(formTemplates.id));
  const limited = templates.filter((row) => !row.template.allProperties).map((row) => row.template.id);
  const listed =
    limited.length === 0
      ? []
      : await db
          .select({ templateId: formTemplateProperties.templateId, propertyId: formTemplateProperties.propertyId })
          .from(formTemplateProperties)
          .where(
            and(
              eq(formTemplateProperties.tenantId, actor.tenantId),
              inArray(formTemplateProperties.templateId, limited),
            ),
          );
  const offeredAt = (templateId: number, propertyId: number, all: boolean) =>
    all || listed.some((row) => row.templateId === templateId && row.propertyId === propertyId);
  const properties = places.map((place) => ({
    id: place.id,
    name: place.name,
    city: place.address.city,
    template_ids: templates
      .filter((row) => offeredAt(row.template.id, place.id, row.template.allProperties))
      .map((row) => row.template.id),
  }));
  const used = new Set(properties.flatMap((place) => place.template_ids));
  return {
    properties,
    templates: templates
      .filter((row) => used.has(row.template.id))
      .map((row) => ({
        id: row.template.id,
        name: row.template.name,
        description: row.template.description,
        version: row.template.currentVersion,
        fields: (row.fields as TemplateField[]).map((field) => ({
          id: field.id,
          type: field.type,
          label: field.label,
          required: field.required,
          ...(field.options !== undefined ? { options: field.options } : {}),
        })),
      })),
  };
}

/** Someone else's response, or one made outside the field app: as if it did not exist. */
function ownDraft(row: ResponseRow | undefined, actor: AccountActor): ResponseRow {
  if (!row || row.createdByAccountId !== actor.accountId) throw notFound('Form draft');
  return row;
}

async function attachedFiles(db: Executor, tenantId: number, responseIds: number[]) {
  if (responseIds.length === 0) return [];
  return db
    .select({
      responseId: formResponsePhotos.responseId,
      fieldId: formResponsePhotos.fieldId,
      fileId: formResponsePhotos.fileId,
    })
    .from(formResponsePhotos)
    .where(and(eq(formResponsePhotos.tenantId, tenantId), inArray(formResponsePhotos.responseId, responseIds)))
    .orderBy(asc(formResponsePhotos.position));
}

function present(row: ResponseRow, files: { responseId: number; fieldId: string; fileId: number }[]): FieldResponseDto {
  const answers = { ...(row.answers as FieldResponseDto['answers']) };
  for (const file of files) {
    if (file.responseId !== row.id) continue;
    const ids = answers[file.fieldId];
    answers[file.fieldId] = [...(Array.isArray(ids) ? ids : []), file.fileId];
  }
  return {
    id: row.id,
    uuid: row.uuid ?? '',
    template_id: row.templateId,
    template_version: row.templateVersion,
    property_id: row.propertyId,
    status: row.status,
    answers,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentOne(db: Executor, tenantId: number, row: ResponseRow): Promise<FieldResponseDto> {
  return present(row, await attachedFiles(db, tenantId, [row.id]));
}

/** The person's drafts saved on the server, newest first (a phone that lost its own copy picks them up). */
export async function listFieldDrafts(deps: ServiceDeps, actor: AccountActor): Promise<FieldResponseDto[]> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(formResponses)
    .where(
      and(
        eq(formResponses.tenantId, actor.tenantId),
        eq(formResponses.createdByAccountId, actor.accountId),
        eq(formResponses.status, 'draft'),
      ),
    )
    .orderBy(desc(formResponses.updatedAt))
    .limit(200);
  const files = await attachedFiles(
    db,
    actor.tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, files));
}

async function findByUuid(tx: Executor, tenantId: number, uuid: string, lock: boolean) {
  const query = tx
    .select()
    .from(formResponses)
    .where(and(eq(formResponses.tenantId, tenantId), eq(formResponses.uuid, uuid)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One of the person's responses by its uuid (a draft, or what became of it). */
export async function getFieldResponse(
  deps: ServiceDeps,
  actor: AccountActor,
  uuid: string,
): Promise<FieldResponseDto> {
  const db = deps.database.db;
  return presentOne(db, actor.tenantId, ownDraft(await findByUuid(db, actor.tenantId, uuid, false), actor));
}

/** Throws away one of the person's drafts; a submitted response stays. */
export async function discardFieldDraft(deps: ServiceDeps, actor: AccountActor, uuid: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = ownDraft(await findByUuid(tx, actor.tenantId, uuid, true), actor);
    if (row.status !== 'draft') {
      throw new DomainError('invalid_transition', 'This form is submitted; it can no longer be discarded.');
    }
    await tx
      .delete(formResponsePhotos)
      .where(and(eq(formResponsePhotos.tenantId, actor.tenantId), eq(formResponsePhotos.responseId, row.id)));
    await tx.delete(formResponses).where(and(eq(formResponses.tenantId, actor.tenantId), eq(formResponses.id, row.id)));
  });
}

interface ReadAnswers {
  values: Record<string, unknown>;
  files: { fieldId: string; fileId: number }[];
}

/**
 * Checks the answers against the version the phone showed and splits off the file answers.
 * Reports every problem at once, each at `/answers/<field id>`; on submission also every
 * required field left unanswered.
 */
async function readAnswers(
  tx: Executor,
  actor: AccountActor,
  body: FieldDraftBody,
  submit: boolean,
): Promise<ReadAnswers> {
  await loadAccessibleProperty(tx, actor, body.property_id, () => invalid('/property_id', 'No property with this id.'));
  const [template] = await tx
    .select({ allProperties: formTemplates.allProperties, fields: formTemplateVersions.fields })
    .from(formTemplates)
    .innerJoin(
      formTemplateVersions,
      and(
        eq(formTemplateVersions.tenantId, formTemplates.tenantId),
        eq(formTemplateVersions.templateId, formTemplates.id),
        eq(formTemplateVersions.version, body.template_version),
      ),
    )
    .where(and(eq(formTemplates.tenantId, actor.tenantId), eq(formTemplates.id, body.template_id)));
  if (!template) {
    const [exists] = await tx
      .select({ id: formTemplates.id })
      .from(formTemplates)
      .where(and(eq(formTemplates.tenantId, actor.tenantId), eq(formTemplates.id, body.template_id)));
    throw exists
      ? invalid('/template_version', 'The form template has no such version.')
      : invalid('/template_id', 'No form template with this id.');
  }
  if (!template.allProperties) {
    const [offered] = await tx
      .select({ id: formTemplateProperties.propertyId })
      .from(formTemplateProperties)
      .where(
        and(
          eq(formTemplateProperties.tenantId, actor.tenantId),
          eq(formTemplateProperties.templateId, body.template_id),
          eq(formTemplateProperties.propertyId, body.property_id),
        ),
      );
    if (!offered) throw invalid('/template_id', 'This form is not offered at this property.');
  }
  const fields = template.fields as TemplateField[];
  const byId = new Map(fields.map((field) => [field.id, field]));
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const files: ReadAnswers['files'] = [];
  // A file is the answer to one field: the same file again in another field is named there.
  const fieldOfFile = new Map<number, string>();
  for (const [fieldId, value] of Object.entries(body.answers)) {
    const at = `/answers/${fieldId}`;
    const field = byId.get(fieldId);
    if (!field) {
      errors.push({ pointer: at, detail: 'The form has no such field.' });
      continue;
    }
    if (value === null) continue;
    if (FILE_FIELD_TYPES.includes(field.type)) {
      const most = field.type === 'signature' ? 1 : MAX_PHOTOS_PER_FIELD;
      if (!Array.isArray(value) || !value.every((id) => typeof id === 'number')) {
        errors.push({ pointer: at, detail: `A ${field.type} is answered with a list of uploaded file ids.` });
      } else if (value.length > most) {
        errors.push({ pointer: at, detail: `At most ${most} ${most === 1 ? 'file' : 'files'}.` });
      } else if (new Set(value).size !== value.length) {
        errors.push({ pointer: at, detail: 'The same file is listed twice.' });
      } else if (value.some((fileId) => fieldOfFile.has(fileId))) {
        const other = fieldOfFile.get(value.find((fileId) => fieldOfFile.has(fileId)) as number);
        errors.push({ pointer: at, detail: `A file already answers "${other}"; one file answers one field.` });
      } else {
        for (const fileId of value) fieldOfFile.set(fileId, fieldId);
        files.push(...value.map((fileId) => ({ fieldId, fileId })));
      }
      continue;
    }
    if (!checkAnswer(field, value)) {
      errors.push({ pointer: at, detail: `Not a valid ${field.type.replace('_', ' ')} answer.` });
      continue;
    }
    values[fieldId] = value;
  }
  // Only files the person may attach (their own uploads); any other id is named, never stored.
  const found = await attachableFileIds(
    tx,
    actor,
    files.map((file) => file.fileId),
  );
  for (const fieldId of new Set(files.filter((file) => !found.has(file.fileId)).map((file) => file.fieldId))) {
    errors.push({ pointer: `/answers/${fieldId}`, detail: 'No uploaded file with this id.', code: 'file_not_found' });
  }
  if (submit) {
    for (const field of fields) {
      if (!field.required || errors.some((error) => error.pointer === `/answers/${field.id}`)) continue;
      const value = values[field.id];
      const answered = FILE_FIELD_TYPES.includes(field.type)
        ? files.some((file) => file.fieldId === field.id)
        : value !== undefined &&
          !(typeof value === 'string' && value.trim() === '') &&
          !(Array.isArray(value) && value.length === 0);
      if (!answered) errors.push({ pointer: `/answers/${field.id}`, detail: 'This field is required.' });
    }
  }
  if (errors.length > 0)
    throw new DomainError('validation_failed', 'The form is not complete or not valid.', { errors });
  return { values, files };
}

/** The same uuid must stay the same person's form for the same template and property. */
function sameForm(row: ResponseRow, actor: AccountActor, body: FieldDraftBody): void {
  if (
    row.createdByAccountId !== actor.accountId ||
    row.templateId !== body.template_id ||
    row.propertyId !== body.property_id
  ) {
    throw new DomainError(
      'uuid_conflict',
      `A form response with uuid ${row.uuid ?? ''} already exists for another form or property. Use a new uuid for a new form.`,
    );
  }
}

/**
 * Writes the response's answers and files with the next feed position: updates the row
 * the uuid holds, or inserts it. Returns undefined when a concurrent request inserted the
 * uuid first (the caller reads that row and decides again).
 */
async function writeResponse(
  tx: Executor,
  deps: ServiceDeps,
  actor: AccountActor,
  existing: ResponseRow | undefined,
  uuid: string,
  body: FieldDraftBody,
  read: ReadAnswers,
  submit: boolean,
): Promise<ResponseRow | undefined> {
  const changeSeq = await nextChangeSeq(tx, actor.tenantId, FEED);
  const now = new Date(deps.clock());
  const values = {
    templateVersion: body.template_version,
    answers: read.values,
    status: submit ? ('submitted' as const) : ('draft' as const),
    submittedAt: submit ? now : null,
    submittedByAccountId: submit ? actor.accountId : null,
    changeSeq,
    updatedAt: now,
  };
  let row: ResponseRow | undefined;
  if (existing) {
    [row] = await tx
      .update(formResponses)
      .set(values)
      .where(and(eq(formResponses.tenantId, actor.tenantId), eq(formResponses.id, existing.id)))
      .returning();
    await tx
      .delete(formResponsePhotos)
      .where(and(eq(formResponsePhotos.tenantId, actor.tenantId), eq(formResponsePhotos.responseId, existing.id)));
  } else {
    [row] = await tx
      .insert(formResponses)
      .values({
        ...values,
        tenantId: actor.tenantId,
        uuid,
        templateId: body.template_id,
        propertyId: body.property_id,
        createdByAccountId: actor.accountId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [formResponses.tenantId, formResponses.uuid] })
      .returning();
    if (!row) return undefined;
  }
  if (!row) throw new DomainError('internal_error', 'The form response was not saved.');
  if (read.files.length > 0) {
    const responseId = row.id;
    await tx.insert(formResponsePhotos).values(
      read.files.map((file, position) => ({
        tenantId: actor.tenantId,
        responseId,
        fileId: file.fileId,
        fieldId: file.fieldId,
        position,
      })),
    );
  }
  return row;
}

/**
 * Saves the person's draft under the phone's uuid: the first save makes it, later ones
 * replace its answers. A draft that was submitted meanwhile stays as it is (a late save
 * from the phone changes nothing) and is answered as it stands.
 */
export async function saveFieldDraft(
  deps: ServiceDeps,
  actor: AccountActor,
  uuid: string,
  body: FieldDraftBody,
): Promise<{ response: FieldResponseDto; created: boolean }> {
  return deps.database.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const existing = await findByUuid(tx, actor.tenantId, uuid, true);
      if (existing) {
        sameForm(existing, actor, body);
        if (existing.status === 'submitted')
          return { response: await presentOne(tx, actor.tenantId, existing), created: false };
      }
      const read = await readAnswers(tx, actor, body, false);
      const row = await writeResponse(tx, deps, actor, existing, uuid, body, read, false);
      if (row) return { response: await presentOne(tx, actor.tenantId, row), created: !existing };
    }
    throw new DomainError('internal_error', 'The draft could not be saved.');
  });
}

/**
 * Submits the person's form: the draft under the uuid (or a new response, when the phone
 * never got to save one) becomes `submitted` with these answers. Submitting again (the
 * phone's replay after a lost answer) finds it submitted and changes nothing, so the feed
 * shows the submission once.
 */
export async function submitFieldResponse(
  deps: ServiceDeps,
  actor: AccountActor,
  body: FieldSubmitBody,
): Promise<{ response: FieldResponseDto; applied: boolean }> {
  const { uuid, ...form } = body;
  return transactionWithEvents(deps, async (tx, events) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const existing = await findByUuid(tx, actor.tenantId, uuid, true);
      if (existing) {
        sameForm(existing, actor, form);
        if (existing.status === 'submitted')
          return { response: await presentOne(tx, actor.tenantId, existing), applied: false };
      }
      const read = await readAnswers(tx, actor, form, true);
      const row = await writeResponse(tx, deps, actor, existing, uuid, form, read, true);
      if (!row) continue;
      await events.record(await submittedEvent(tx, actor.tenantId, row.id, row.propertyId, row.templateId, 'field'));
      return { response: await presentOne(tx, actor.tenantId, row), applied: true };
    }
    throw new DomainError('internal_error', 'The form could not be submitted.');
  });
}
