// Quality inspections: versioned templates, inspections of a property on a date with a
// seeded sample of its service-plan areas, ratings per area and criterion, and the score
// stored on completion (formula in inspection-score.ts and docs/inspections.md).
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DomainError, type FieldError, invalid, notFound } from '../../domain/errors.js';
import { type EventOrigin, transactionWithEvents } from '../../platform/events/events.js';
import { nextChangeSeq } from '../../platform/events/sequence.js';
import type { AccountActor } from '../access/actor.js';
import { visibleProperty } from '../access/property-access.js';
import { DEFAULT_PAGE_SIZE, decodeCursor, encodeCursor, type Page } from '../shared/pagination.js';
import {
  clientPropertyIds,
  listProperties,
  loadAccessibleProperty,
  propertySummaries,
} from '../properties/properties.service.js';
import { accountNames } from '../accounts/accounts.service.js';
import { calendarDay } from '../shared/time.js';
import type { Language } from '../shared/language.js';
import { listPlan } from '../service-plans/service-plans.service.js';
import { createTaskRow } from '../tasks/tasks.service.js';
import { requireAttachableFiles } from '../files/photo-refs.js';
import { payloadFingerprint } from '../shared/idempotency.js';
import type { ServiceDeps } from '../shared/context.js';
import {
  computeScore,
  criterionApplies,
  type InspectionResult,
  ScoreInputError,
  presentPercent,
  type TemplateDefinition,
  type TemplateIssueCode,
  validateTemplate,
} from './inspection-score.js';
import {
  inspectionRatings,
  inspections,
  inspectionTemplates,
  inspectionTemplateVersions,
  type SampledArea,
} from './inspections.tables.js';
import { newSeed, proposeSample, type SampleArea, validateSample } from './sampling.js';

/** The change feed of inspections (change_counters stream). */
export const FEED = 'inspections';

/** An area without a type in the service plan is sampled and weighted under this type. */
export const UNTYPED_AREA = '';

export type InspectionRow = typeof inspections.$inferSelect;
export type RatingRow = typeof inspectionRatings.$inferSelect;

export interface TemplateVersionDto {
  template_id: number;
  name: string;
  version: number;
  current_version: number;
  definition: TemplateDefinition;
}

/** What each template problem says in the `detail` of its field error (screens word the code). */
const TEMPLATE_ISSUE_DETAIL: Record<TemplateIssueCode, string> = {
  inspection_scale_empty: 'The scale needs at least two steps.',
  inspection_scale_step_duplicate: 'This step value is already on the scale.',
  inspection_scale_percent_out_of_range: 'A step percentage must be from 0 to 100.',
  inspection_scale_not_fixed: 'A fixed scale keeps its own steps and percentages; use "custom" to change them.',
  inspection_criteria_empty: 'The template needs at least one criterion.',
  inspection_criterion_duplicate: 'Another criterion already has this id.',
  inspection_criterion_label_empty: 'The criterion has no label.',
  inspection_weight_invalid: 'A weight must be a number greater than 0.',
  inspection_threshold_out_of_range: 'The threshold must be from 0 to 100.',
  inspection_sample_percent_out_of_range: 'The sample share must be greater than 0 and at most 100.',
  inspection_sample_minimum_invalid: 'The sample minimum must be a whole number of at least 1.',
};

const templateProblems = (def: TemplateDefinition): DomainError | undefined => {
  const issues = validateTemplate(def);
  if (issues.length === 0) return undefined;
  const errors: FieldError[] = issues.map((i) => ({
    pointer: `/definition${i.pointer}`,
    detail: TEMPLATE_ISSUE_DETAIL[i.code],
    code: i.code,
  }));
  return new DomainError('validation_failed', 'The inspection template is not valid.', { errors });
};

function normalised(def: TemplateDefinition): TemplateDefinition {
  return {
    scale: { kind: def.scale.kind, steps: def.scale.steps.map((s) => ({ value: s.value, percent: s.percent })) },
    criteria: def.criteria.map((c) => ({
      id: c.id,
      label: c.label,
      areaTypes: [...c.areaTypes],
      ...(c.weight === undefined ? {} : { weight: c.weight }),
    })),
    areaTypeWeights: { ...def.areaTypeWeights },
    thresholdPercent: def.thresholdPercent,
    samplePercent: def.samplePercent,
    sampleMinimum: def.sampleMinimum,
  };
}

const versionValues = (tenantId: number, templateId: number, version: number, def: TemplateDefinition) => ({
  tenantId,
  templateId,
  version,
  scale: def.scale,
  criteria: def.criteria,
  areaTypeWeights: def.areaTypeWeights,
  thresholdPercent: def.thresholdPercent,
  samplePercent: def.samplePercent,
  sampleMinimum: def.sampleMinimum,
});

/** Creates a template with its first version; an invalid definition is refused with every problem. */
export async function createInspectionTemplate(
  deps: ServiceDeps,
  actor: AccountActor,
  input: { name: string; definition: TemplateDefinition },
): Promise<TemplateVersionDto> {
  const name = input.name.trim();
  if (name === '') throw invalid('/name', 'The name is empty.');
  const def = normalised(input.definition);
  const problem = templateProblems(def);
  if (problem) throw problem;
  return deps.database.db.transaction(async (tx) => {
    const now = new Date(deps.clock());
    const [row] = await tx
      .insert(inspectionTemplates)
      .values({ tenantId: actor.tenantId, name, createdAt: now, updatedAt: now })
      .returning({ id: inspectionTemplates.id });
    if (!row) throw new DomainError('internal_error', 'The template was not saved.');
    await tx
      .insert(inspectionTemplateVersions)
      .values({ ...versionValues(actor.tenantId, row.id, 1, def), createdAt: now });
    return { template_id: row.id, name, version: 1, current_version: 1, definition: def };
  });
}

/**
 * Saves a changed definition as the template's next version; earlier versions stay as they
 * were, and inspections started with them keep them.
 */
export async function reviseInspectionTemplate(
  deps: ServiceDeps,
  actor: AccountActor,
  templateId: number,
  input: { name?: string; definition: TemplateDefinition },
): Promise<TemplateVersionDto> {
  const def = normalised(input.definition);
  const problem = templateProblems(def);
  if (problem) throw problem;
  return deps.database.db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(inspectionTemplates)
      .where(and(eq(inspectionTemplates.tenantId, actor.tenantId), eq(inspectionTemplates.id, templateId)))
      .for('update');
    if (!template) throw notFound('The inspection template');
    const name = input.name?.trim() || template.name;
    const version = template.currentVersion + 1;
    const now = new Date(deps.clock());
    await tx
      .insert(inspectionTemplateVersions)
      .values({ ...versionValues(actor.tenantId, templateId, version, def), createdAt: now });
    await tx
      .update(inspectionTemplates)
      .set({ name, currentVersion: version, updatedAt: now })
      .where(and(eq(inspectionTemplates.tenantId, actor.tenantId), eq(inspectionTemplates.id, templateId)));
    return { template_id: templateId, name, version, current_version: version, definition: def };
  });
}

/** The organisation's templates, by name. */
export async function listInspectionTemplates(
  db: Executor,
  tenantId: number,
): Promise<{ id: number; name: string; current_version: number; updated_at: string }[]> {
  const rows = await db
    .select()
    .from(inspectionTemplates)
    .where(and(eq(inspectionTemplates.tenantId, tenantId), eq(inspectionTemplates.active, true)))
    .orderBy(asc(inspectionTemplates.name), asc(inspectionTemplates.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    current_version: r.currentVersion,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** One version of a template (the current one when `version` is left out). */
export async function getInspectionTemplate(
  db: Executor,
  tenantId: number,
  templateId: number,
  version?: number,
): Promise<TemplateVersionDto> {
  const [template] = await db
    .select()
    .from(inspectionTemplates)
    .where(and(eq(inspectionTemplates.tenantId, tenantId), eq(inspectionTemplates.id, templateId)));
  if (!template) throw notFound('The inspection template');
  const wanted = version ?? template.currentVersion;
  const [v] = await db
    .select()
    .from(inspectionTemplateVersions)
    .where(
      and(
        eq(inspectionTemplateVersions.tenantId, tenantId),
        eq(inspectionTemplateVersions.templateId, templateId),
        eq(inspectionTemplateVersions.version, wanted),
      ),
    );
  if (!v) throw notFound('The template version');
  return {
    template_id: templateId,
    name: template.name,
    version: wanted,
    current_version: template.currentVersion,
    definition: {
      scale: v.scale,
      criteria: v.criteria,
      areaTypeWeights: v.areaTypeWeights,
      thresholdPercent: v.thresholdPercent,
      samplePercent: v.samplePercent,
      sampleMinimum: v.sampleMinimum,
    },
  };
}

/** The property's service-plan areas, as the sampling sees them. */
async function propertyAreas(deps: ServiceDeps, actor: AccountActor, propertyId: number) {
  const { areas } = await listPlan(deps, actor, propertyId);
  return areas.map((a) => ({ id: a.id, name: a.name, areaType: a.type ?? UNTYPED_AREA }));
}

/** The sample the app proposes for a property with a template (the seed drawn when not given). */
export async function proposeInspectionSample(
  deps: ServiceDeps,
  actor: AccountActor,
  input: { property_id: number; template_id: number; seed?: number },
): Promise<{
  seed: number;
  sample: { area_id: number; name: string; area_type: string }[];
  minimum_per_area_type: Record<string, number>;
}> {
  const template = await getInspectionTemplate(deps.database.db, actor.tenantId, input.template_id);
  const areas = await propertyAreas(deps, actor, input.property_id);
  const seed = input.seed ?? newSeed();
  const def = template.definition;
  const ids = proposeSample(areas, { seed, percent: def.samplePercent, minimum: def.sampleMinimum });
  const minimum: Record<string, number> = {};
  for (const issue of validateSample(areas, [], { percent: def.samplePercent, minimum: def.sampleMinimum })) {
    if (issue.areaType !== undefined && issue.required !== undefined) minimum[issue.areaType] = issue.required;
  }
  const byId = new Map(areas.map((a) => [a.id, a]));
  return {
    seed,
    sample: ids.map((id) => {
      const a = byId.get(id) as { id: number; name: string; areaType: string };
      return { area_id: a.id, name: a.name, area_type: a.areaType };
    }),
    minimum_per_area_type: minimum,
  };
}

/** A completed inspection whose defects are still to be inspected again, as the phone offers it. */
export interface ReinspectionOffer {
  inspection_id: number;
  property_id: number;
  template_id: number;
  date: string;
  score_shown: number | null;
  below_threshold: boolean | null;
  /** The defects, by area in the order of their ids: what the re-inspection looks at. */
  defects: { area_id: number; criterion_id: string; note: string | null }[];
}

/** How far back the phone offers re-inspections (by the original's date). */
const REINSPECTION_DAYS = 90;

/**
 * Completed inspections of the last 90 days at these properties with at least one defect and
 * no completed re-inspection yet, newest first (at most 50), with their defects.
 */
async function reinspectionOffers(
  deps: ServiceDeps,
  tenantId: number,
  propertyIds: readonly number[],
  templateIds: readonly number[],
): Promise<ReinspectionOffer[]> {
  if (propertyIds.length === 0 || templateIds.length === 0) return [];
  const db = deps.database.db;
  const since = calendarDay(deps.clock() - REINSPECTION_DAYS * 86_400_000, 'UTC');
  const followUp = sql`exists (select 1 from ${inspections} as later where later.tenant_id = ${inspections.tenantId}
    and later.reinspection_of = ${inspections.id} and later.status = 'completed')`;
  const hasDefect = sql`exists (select 1 from ${inspectionRatings} as r where r.tenant_id = ${inspections.tenantId}
    and r.inspection_id = ${inspections.id} and r.defect)`;
  const rows = await db
    .select({ row: inspections, threshold: inspectionTemplateVersions.thresholdPercent })
    .from(inspections)
    .innerJoin(
      inspectionTemplateVersions,
      and(
        eq(inspectionTemplateVersions.tenantId, inspections.tenantId),
        eq(inspectionTemplateVersions.templateId, inspections.templateId),
        eq(inspectionTemplateVersions.version, inspections.templateVersion),
      ),
    )
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        eq(inspections.status, 'completed'),
        inArray(inspections.propertyId, [...propertyIds]),
        inArray(inspections.templateId, [...templateIds]),
        gte(inspections.inspectionDate, since),
        hasDefect,
        sql`not ${followUp}`,
      ),
    )
    .orderBy(desc(inspections.inspectionDate), desc(inspections.id))
    .limit(50);
  if (rows.length === 0) return [];
  const defects = await db
    .select()
    .from(inspectionRatings)
    .where(
      and(
        eq(inspectionRatings.tenantId, tenantId),
        inArray(
          inspectionRatings.inspectionId,
          rows.map((r) => r.row.id),
        ),
        eq(inspectionRatings.defect, true),
      ),
    )
    .orderBy(asc(inspectionRatings.areaId), asc(inspectionRatings.criterionId));
  return rows.map(({ row, threshold }) => {
    const shown = summary(row, threshold);
    return {
      inspection_id: row.id,
      property_id: row.propertyId,
      template_id: row.templateId,
      date: row.inspectionDate,
      score_shown: shown.score_shown,
      below_threshold: shown.below_threshold,
      defects: defects
        .filter((d) => d.inspectionId === row.id)
        .map((d) => ({ area_id: d.areaId, criterion_id: d.criterionId, note: d.note })),
    };
  });
}

/**
 * What the field app keeps to start inspections offline: the active templates (current
 * version) and, for each of the person's properties with service-plan areas (not archived,
 * at most 200), its areas and a proposed sample per template with a freshly drawn seed;
 * and the completed inspections there whose defects are to be inspected again.
 */
export async function fieldInspectionSetup(
  deps: ServiceDeps,
  actor: AccountActor,
): Promise<{
  templates: TemplateVersionDto[];
  properties: {
    id: number;
    name: string;
    areas: { area_id: number; name: string; area_type: string }[];
    proposals: { template_id: number; seed: number; sample: number[]; minimum_per_area_type: Record<string, number> }[];
  }[];
  reinspections: ReinspectionOffer[];
}> {
  const db = deps.database.db;
  const templates = await Promise.all(
    (await listInspectionTemplates(db, actor.tenantId)).map((t) => getInspectionTemplate(db, actor.tenantId, t.id)),
  );
  const page = await listProperties(deps, actor, { archived: false, pageSize: 200 });
  const result = [];
  for (const property of [...page.data].sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id)) {
    const areas = await propertyAreas(deps, actor, property.id);
    if (areas.length === 0) continue;
    result.push({
      id: property.id,
      name: property.name,
      areas: areas.map((a) => ({ area_id: a.id, name: a.name, area_type: a.areaType })),
      proposals: templates.map((t) => {
        const def = t.definition;
        const seed = newSeed();
        const minimum: Record<string, number> = {};
        for (const issue of validateSample(areas, [], { percent: def.samplePercent, minimum: def.sampleMinimum }))
          if (issue.areaType !== undefined && issue.required !== undefined) minimum[issue.areaType] = issue.required;
        return {
          template_id: t.template_id,
          seed,
          sample: proposeSample(areas, { seed, percent: def.samplePercent, minimum: def.sampleMinimum }),
          minimum_per_area_type: minimum,
        };
      }),
    });
  }
  const reinspections = await reinspectionOffers(
    deps,
    actor.tenantId,
    result.map((p) => p.id),
    templates.map((t) => t.template_id),
  );
  return { templates, properties: result, reinspections };
}

function sampleError(issues: ReturnType<typeof validateSample>): DomainError {
  return new DomainError('validation_failed', 'The sample is not valid.', {
    errors: issues.map((i) => ({
      pointer: i.pointer,
      detail:
        i.code === 'inspection_sample_below_minimum'
          ? `${i.code}: area type "${i.areaType ?? ''}" needs ${i.required ?? 0} areas, the sample has ${i.actual ?? 0}.`
          : i.code === 'inspection_sample_unknown_area'
            ? 'The area is not in the property’s service plan.'
            : 'The area is in the sample twice.',
      code: i.code,
    })),
  });
}

export interface StartInput {
  property_id: number;
  template_id: number;
  /** YYYY-MM-DD */
  date: string;
  seed?: number;
  /** Area ids; left out: the proposed sample for the seed. May extend the proposal, never go below the minimum. */
  sample?: number[];
  reinspection_of?: number;
}

/** Starts a draft inspection with the template's current version and a checked sample. */
export async function startInspection(deps: ServiceDeps, actor: AccountActor, input: StartInput): Promise<number> {
  return (await startInspectionOnce(deps, actor, input)).id;
}

/** The fields that make two starts with one uuid "the same start". */
const startFingerprint = (input: StartInput): string =>
  payloadFingerprint([
    input.property_id,
    input.template_id,
    input.date,
    input.seed ?? null,
    input.sample === undefined ? null : [...input.sample].sort((a, b) => a - b),
    input.reinspection_of ?? null,
  ]);

const byUuid = async (db: Executor, tenantId: number, uuid: string) =>
  (
    await db
      .select({ id: inspections.id, fingerprint: inspections.startFingerprint })
      .from(inspections)
      .where(and(eq(inspections.tenantId, tenantId), eq(inspections.uuid, uuid)))
  )[0];

/**
 * Starts an inspection; with a `uuid` (the field app's outbox entry) a replay answers the
 * inspection that uuid started (`created: false`), and the same uuid with another start is
 * 409 uuid_conflict.
 */
export async function startInspectionOnce(
  deps: ServiceDeps,
  actor: AccountActor,
  input: StartInput & { uuid?: string },
): Promise<{ id: number; created: boolean }> {
  const db = deps.database.db;
  await loadAccessibleProperty(db, actor, input.property_id, () => notFound('The property'));
  const fingerprint = input.uuid === undefined ? null : startFingerprint(input);
  const replay = (found: { id: number; fingerprint: string | null }) => {
    if (found.fingerprint !== fingerprint)
      throw new DomainError(
        'uuid_conflict',
        `An inspection with uuid ${input.uuid ?? ''} was already started with another payload. Use a new uuid for a new inspection.`,
      );
    return { id: found.id, created: false };
  };
  if (input.uuid !== undefined) {
    const found = await byUuid(db, actor.tenantId, input.uuid);
    if (found) return replay(found);
  }
  if (input.reinspection_of !== undefined) await requireReinspectable(db, actor, input);
  const template = await getInspectionTemplate(db, actor.tenantId, input.template_id);
  const def = template.definition;
  const areas = await propertyAreas(deps, actor, input.property_id);
  const seed = input.seed ?? newSeed();
  const ids = input.sample ?? proposeSample(areas, { seed, percent: def.samplePercent, minimum: def.sampleMinimum });
  if (input.reinspection_of === undefined) {
    const issues = validateSample(areas, ids, { percent: def.samplePercent, minimum: def.sampleMinimum });
    if (issues.length > 0) throw sampleError(issues);
  }
  const byId = new Map(areas.map((a) => [a.id, a]));
  const unknown = ids.findIndex((id) => !byId.has(id));
  if (unknown >= 0)
    throw invalid(
      `/sample/${unknown}`,
      'The area is not in the property’s service plan.',
      'inspection_sample_unknown_area',
    );
  const sample: SampledArea[] = [...ids]
    .sort((a, b) => a - b)
    .map((id) => {
      const a = byId.get(id) as SampleArea & { name: string };
      return { areaId: a.id, name: a.name, areaType: a.areaType };
    });
  const started = await db.transaction(async (tx) => {
    const now = new Date(deps.clock());
    const changeSeq = await nextChangeSeq(tx, actor.tenantId, FEED);
    const [row] = await tx
      .insert(inspections)
      .values({
        tenantId: actor.tenantId,
        propertyId: input.property_id,
        templateId: input.template_id,
        templateVersion: template.current_version,
        inspectionDate: input.date,
        seed,
        sample,
        inspectorAccountId: actor.accountId,
        reinspectionOf: input.reinspection_of ?? null,
        uuid: input.uuid ?? null,
        startFingerprint: fingerprint,
        changeSeq,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [inspections.tenantId, inspections.uuid] })
      .returning({ id: inspections.id });
    return row ? { id: row.id, created: true } : undefined;
  });
  if (started) return started;
  // Another request with this uuid won the race: it is committed and visible now.
  const winner = input.uuid === undefined ? undefined : await byUuid(db, actor.tenantId, input.uuid);
  if (!winner) throw new DomainError('internal_error', 'The inspection was not saved.');
  return replay(winner);
}

/**
 * A re-inspection follows up a completed inspection the person sees, of the same property
 * with the same template (its current version rates again what the original found).
 */
async function requireReinspectable(db: Executor, actor: AccountActor, input: StartInput): Promise<void> {
  const original = await loadInspection(db, actor, input.reinspection_of as number);
  if (original.propertyId !== input.property_id || original.templateId !== input.template_id)
    throw invalid(
      '/reinspection_of',
      'A re-inspection follows up an inspection of the same property with the same template.',
      'inspection_reinspection_mismatch',
    );
  if (original.status !== 'completed')
    throw new DomainError('invalid_transition', 'The inspection to inspect again is not completed yet.');
}

async function loadInspection(db: Executor, actor: AccountActor, id: number, lock = false): Promise<InspectionRow> {
  const query = db
    .select()
    .from(inspections)
    .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The inspection');
  await loadAccessibleProperty(db, actor, row.propertyId, () => notFound('The inspection'));
  return row;
}

export interface RatingInput {
  area_id: number;
  criterion_id: string;
  /** The scale step; null: not applicable. */
  step: string | null;
  note?: string | null;
  photo_file_ids?: number[];
  defect?: boolean;
}

/**
 * Records ratings of a draft inspection (each replaces an earlier one of the same area and
 * criterion). A defect needs a note or a photo.
 */
/** Whether every rating asked for is stored just so (note trimmed, photos as a set). */
function sameRatings(stored: RatingRow[], ratings: RatingInput[]): boolean {
  const byKey = new Map(stored.map((r) => [`${r.areaId}:${r.criterionId}`, r]));
  return ratings.every((r) => {
    const row = byKey.get(`${r.area_id}:${r.criterion_id}`);
    if (!row) return false;
    const note = r.note?.trim() ? r.note.trim() : null;
    const photos = [...new Set(r.photo_file_ids ?? [])];
    return (
      row.step === r.step &&
      row.note === note &&
      row.defect === (r.defect ?? false) &&
      row.photoFileIds.length === photos.length &&
      photos.every((id) => row.photoFileIds.includes(id))
    );
  });
}

export async function recordRatings(
  deps: ServiceDeps,
  actor: AccountActor,
  inspectionId: number,
  ratings: RatingInput[],
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const inspection = await loadInspection(tx, actor, inspectionId, true);
    if (inspection.status !== 'draft') {
      // A replay after a lost answer (the phone sends its ratings again): what is stored already
      // says the same, so it answers as the first delivery did.
      if (sameRatings(await ratingsOf(tx, actor.tenantId, inspectionId), ratings)) return;
      throw new DomainError('invalid_transition', 'The inspection is already completed.');
    }
    const template = await getInspectionTemplate(tx, actor.tenantId, inspection.templateId, inspection.templateVersion);
    const def = template.definition;
    const steps = new Set(def.scale.steps.map((s) => s.value));
    const criteria = new Map(def.criteria.map((c) => [c.id, c]));
    const sampled = new Map(inspection.sample.map((a) => [a.areaId, a]));
    // Photos already on a rating stay attachable to it when the rating is recorded again.
    const stored = new Map(
      (await ratingsOf(tx, actor.tenantId, inspectionId)).map((r) => [`${r.areaId}:${r.criterionId}`, r.photoFileIds]),
    );
    const now = new Date(deps.clock());
    for (const [i, r] of ratings.entries()) {
      const area = sampled.get(r.area_id);
      if (!area)
        throw invalid(`/ratings/${i}/area_id`, 'The area is not in the sample.', 'inspection_area_not_sampled');
      const criterion = criteria.get(r.criterion_id);
      if (!criterion || !criterionApplies(criterion, area.areaType))
        throw invalid(
          `/ratings/${i}/criterion_id`,
          'The criterion does not apply to this area.',
          'inspection_rating_unknown_criterion',
        );
      if (r.step !== null && !steps.has(r.step))
        throw invalid(
          `/ratings/${i}/step`,
          'The step is not on the template’s scale.',
          'inspection_rating_unknown_step',
        );
      const note = r.note?.trim() ? r.note.trim() : null;
      const photos = [...new Set(r.photo_file_ids ?? [])];
      if (r.defect && note === null && photos.length === 0)
        throw invalid(`/ratings/${i}/note`, 'A defect needs a note or a photo.', 'note_or_photo_required');
      const kept = new Set(stored.get(`${r.area_id}:${r.criterion_id}`) ?? []);
      await requireAttachableFiles(
        tx,
        actor,
        photos.filter((id) => !kept.has(id)),
        `/ratings/${i}/photo_file_ids`,
      );
      const values = {
        step: r.step,
        note,
        photoFileIds: photos,
        defect: r.defect ?? false,
        updatedAt: now,
      };
      await tx
        .insert(inspectionRatings)
        .values({
          tenantId: actor.tenantId,
          inspectionId,
          areaId: r.area_id,
          criterionId: r.criterion_id,
          ...values,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [
            inspectionRatings.tenantId,
            inspectionRatings.inspectionId,
            inspectionRatings.areaId,
            inspectionRatings.criterionId,
          ],
          set: values,
        });
    }
    await touch(tx, actor.tenantId, inspectionId, now, {});
  });
}

async function touch(
  tx: Executor,
  tenantId: number,
  id: number,
  now: Date,
  set: Partial<typeof inspections.$inferInsert>,
): Promise<void> {
  const changeSeq = await nextChangeSeq(tx, tenantId, FEED);
  const [current] = await tx
    .select({ version: inspections.version })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.id, id)));
  await tx
    .update(inspections)
    .set({ ...set, changeSeq, updatedAt: now, version: (current?.version ?? 0) + 1 })
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.id, id)));
}

/** Scores the ratings as the template version says. */
function scoreOf(def: TemplateDefinition, sample: SampledArea[], ratings: RatingRow[]): InspectionResult {
  const areas = sample.map((a) => ({
    areaId: a.areaId,
    areaType: a.areaType,
    ratings: Object.fromEntries(ratings.filter((r) => r.areaId === a.areaId).map((r) => [r.criterionId, r.step])),
  }));
  try {
    return computeScore(def, areas);
  } catch (error) {
    if (error instanceof ScoreInputError)
      throw invalid(error.pointer, 'The rating does not fit the template.', error.code);
    throw error;
  }
}

/** Completes a draft inspection: computes and stores its score; signature and name optional. */
export async function completeInspection(
  deps: ServiceDeps,
  actor: AccountActor,
  inspectionId: number,
  input: { client_representative_name?: string | null; client_signature_file_id?: number | null } = {},
  origin: EventOrigin = 'portal',
): Promise<InspectionDetail> {
  return transactionWithEvents(deps, async (tx, events) => {
    const inspection = await loadInspection(tx, actor, inspectionId, true);
    if (inspection.status !== 'draft') {
      // Completing again with the same name and signature is a replay after a lost answer:
      // it answers the completed inspection and records nothing (no second event).
      const name = input.client_representative_name?.trim() || null;
      const signature = input.client_signature_file_id ?? null;
      if (name === inspection.clientRepresentativeName && signature === inspection.clientSignatureFileId)
        return detailOf(tx, inspection);
      throw new DomainError('invalid_transition', 'The inspection is already completed.');
    }
    const template = await getInspectionTemplate(tx, actor.tenantId, inspection.templateId, inspection.templateVersion);
    const ratings = await ratingsOf(tx, actor.tenantId, inspectionId);
    if (ratings.every((r) => r.step === null))
      throw invalid('/ratings', 'Nothing was rated.', 'inspection_nothing_rated');
    const signature = input.client_signature_file_id ?? null;
    if (signature !== null && signature !== inspection.clientSignatureFileId)
      await requireAttachableFiles(tx, actor, [signature], '/client_signature_file_id');
    const result = scoreOf(template.definition, inspection.sample, ratings);
    const now = new Date(deps.clock());
    await touch(tx, actor.tenantId, inspectionId, now, {
      status: 'completed',
      completedAt: now,
      scorePercent: result.percent,
      passed: result.passed,
      clientRepresentativeName: input.client_representative_name?.trim() || null,
      clientSignatureFileId: input.client_signature_file_id ?? null,
    });
    const completed = await detail(tx, actor, inspectionId);
    // Partners read the inspection as GET /api/v1/inspections/:id shows it; recorded last,
    // since drawing the event feed position locks the tenant's counter until the commit.
    await events.record({
      tenantId: actor.tenantId,
      type: 'inspection.completed',
      origin,
      subjectId: inspectionId,
      propertyId: inspection.propertyId,
      object: { ...completed },
    });
    return completed;
  });
}

const ratingsOf = (db: Executor, tenantId: number, inspectionId: number) =>
  db
    .select()
    .from(inspectionRatings)
    .where(and(eq(inspectionRatings.tenantId, tenantId), eq(inspectionRatings.inspectionId, inspectionId)))
    .orderBy(asc(inspectionRatings.areaId), asc(inspectionRatings.criterionId));

export interface InspectionSummary {
  id: number;
  property_id: number;
  template_id: number;
  template_version: number;
  date: string;
  status: 'draft' | 'completed';
  inspector_account_id: number;
  score_percent: number | null;
  /** The overall score as shown: one decimal, half up. */
  score_shown: number | null;
  threshold_percent: number;
  below_threshold: boolean | null;
  reinspection_of: number | null;
  completed_at: string | null;
  updated_at: string;
  version: number;
}

export interface InspectionDetail extends InspectionSummary {
  seed: number;
  sample: { area_id: number; name: string; area_type: string }[];
  client_representative_name: string | null;
  client_signature_file_id: number | null;
  ratings: {
    area_id: number;
    criterion_id: string;
    step: string | null;
    note: string | null;
    photo_file_ids: number[];
    defect: boolean;
    task_id: number | null;
  }[];
  /** Per area, area type and overall, at full precision. */
  score: ScoreDto | null;
}

export interface ScoreDto {
  areas: { area_id: number; area_type: string; percent: number | null }[];
  area_types: { area_type: string; weight: number; percent: number; area_count: number }[];
  percent: number | null;
  passed: boolean | null;
}

const scoreDto = (r: InspectionResult): ScoreDto => ({
  areas: r.areas.map((a) => ({ area_id: a.areaId, area_type: a.areaType, percent: a.percent })),
  area_types: r.areaTypes.map((a) => ({
    area_type: a.areaType,
    weight: a.weight,
    percent: a.percent,
    area_count: a.areaCount,
  })),
  percent: r.percent,
  passed: r.passed,
});

function summary(row: InspectionRow, thresholdPercent: number): InspectionSummary {
  return {
    id: row.id,
    property_id: row.propertyId,
    template_id: row.templateId,
    template_version: row.templateVersion,
    date: row.inspectionDate,
    status: row.status,
    inspector_account_id: row.inspectorAccountId,
    score_percent: row.scorePercent,
    score_shown: row.scorePercent === null ? null : presentPercent(row.scorePercent),
    threshold_percent: thresholdPercent,
    below_threshold: row.passed === null ? null : !row.passed,
    reinspection_of: row.reinspectionOf,
    completed_at: row.completedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function detail(db: Executor, actor: AccountActor, id: number): Promise<InspectionDetail> {
  return detailOf(db, await loadInspection(db, actor, id));
}

async function detailOf(db: Executor, row: InspectionRow): Promise<InspectionDetail> {
  const template = await getInspectionTemplate(db, row.tenantId, row.templateId, row.templateVersion);
  const ratings = await ratingsOf(db, row.tenantId, row.id);
  return {
    ...summary(row, template.definition.thresholdPercent),
    seed: row.seed,
    sample: row.sample.map((a) => ({ area_id: a.areaId, name: a.name, area_type: a.areaType })),
    client_representative_name: row.clientRepresentativeName,
    client_signature_file_id: row.clientSignatureFileId,
    ratings: ratings.map((r) => ({
      area_id: r.areaId,
      criterion_id: r.criterionId,
      step: r.step,
      note: r.note,
      photo_file_ids: r.photoFileIds,
      defect: r.defect,
      task_id: r.taskId,
    })),
    score: row.status === 'completed' ? scoreDto(scoreOf(template.definition, row.sample, ratings)) : null,
  };
}

/** One inspection with its sample, ratings and score. */
export async function getInspection(deps: ServiceDeps, actor: AccountActor, id: number): Promise<InspectionDetail> {
  return detail(deps.database.db, actor, id);
}

const versionJoin = and(
  eq(inspectionTemplateVersions.tenantId, inspections.tenantId),
  eq(inspectionTemplateVersions.templateId, inspections.templateId),
  eq(inspectionTemplateVersions.version, inspections.templateVersion),
);

export interface InspectionListRow extends InspectionSummary {
  property_name: string;
  template_name: string;
  inspector_name: string;
  defect_count: number;
}

export interface InspectionListFilter {
  property_id?: number;
  client_id?: number;
  from?: string;
  to?: string;
  below_threshold?: boolean;
  status?: 'draft' | 'completed';
}

/**
 * The property ids a filter narrows to: the property (404 when the actor does not see it), a
 * client's properties, or undefined for every property. Only properties the actor sees are
 * ever read (`visibleProperty` in the queries).
 */
async function filterProperties(
  db: Executor,
  actor: AccountActor,
  filter: { property_id?: number; client_id?: number },
): Promise<number[] | undefined> {
  let ids: number[] | undefined;
  if (filter.property_id !== undefined) {
    await loadAccessibleProperty(db, actor, filter.property_id, () => notFound('The property'));
    ids = [filter.property_id];
  }
  if (filter.client_id !== undefined) {
    const ofClient = await clientPropertyIds(db, actor.tenantId, filter.client_id);
    ids = ids === undefined ? ofClient : ids.filter((id) => ofClient.includes(id));
  }
  return ids;
}

/**
 * Inspections on the properties the actor sees, newest date first, narrowed by property,
 * client, dates, status and threshold, with the names and the number of defects (at most 500).
 */
export async function listInspections(
  deps: ServiceDeps,
  actor: AccountActor,
  filter: InspectionListFilter,
): Promise<InspectionListRow[]> {
  const db = deps.database.db;
  const propertyIds = await filterProperties(db, actor, filter);
  if (propertyIds?.length === 0) return [];
  const rows = await db
    .select({
      inspection: inspections,
      threshold: inspectionTemplateVersions.thresholdPercent,
      templateName: inspectionTemplates.name,
      defects: sql<number>`(select count(*) from ${inspectionRatings}
        where ${inspectionRatings.tenantId} = ${inspections.tenantId}
          and ${inspectionRatings.inspectionId} = ${inspections.id} and ${inspectionRatings.defect})`.mapWith(Number),
    })
    .from(inspections)
    .innerJoin(inspectionTemplateVersions, versionJoin)
    .innerJoin(
      inspectionTemplates,
      and(eq(inspectionTemplates.tenantId, inspections.tenantId), eq(inspectionTemplates.id, inspections.templateId)),
    )
    .where(
      and(
        eq(inspections.tenantId, actor.tenantId),
        visibleProperty(actor, inspections.propertyId),
        propertyIds === undefined ? undefined : inArray(inspections.propertyId, propertyIds),
        filter.from === undefined ? undefined : gte(inspections.inspectionDate, filter.from),
        filter.to === undefined ? undefined : lte(inspections.inspectionDate, filter.to),
        filter.below_threshold === undefined ? undefined : eq(inspections.passed, !filter.below_threshold),
        filter.status === undefined ? undefined : eq(inspections.status, filter.status),
      ),
    )
    .orderBy(desc(inspections.inspectionDate), desc(inspections.id))
    .limit(500);
  const properties = await propertySummaries(
    db,
    actor.tenantId,
    rows.map((r) => r.inspection.propertyId),
  );
  const people = await accountNames(db, actor.tenantId, [...new Set(rows.map((r) => r.inspection.inspectorAccountId))]);
  return rows.map((r) => ({
    ...summary(r.inspection, r.threshold),
    property_name: properties.get(r.inspection.propertyId)?.name ?? '',
    template_name: r.templateName,
    inspector_name: people.get(r.inspection.inspectorAccountId) ?? '',
    defect_count: r.defects,
  }));
}

export interface InspectionTrend {
  from: string;
  to: string;
  points: {
    id: number;
    property_id: number;
    date: string;
    score_percent: number;
    score_shown: number;
    threshold_percent: number;
    below_threshold: boolean;
  }[];
  months: {
    month: string;
    count: number;
    below_count: number;
    mean_percent: number | null;
    mean_shown: number | null;
  }[];
}

/** The first day of the month eleven months before `day`'s: twelve months with `day`'s own. */
const yearOfMonthsBefore = (day: string): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 12, 1));
  return first.toISOString().slice(0, 10);
};

/** The months YYYY-MM from `from`'s month to `to`'s, at most 120. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let i = 0; i < 120; i++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The score trend of one property or of a client's properties (or every property the actor
 * sees): the completed inspections between `from` and `to` (default: the twelve months up to
 * today in the organisation's zone) and per month the plain mean of their scores at full
 * precision. Inspection dates are calendar days of the organisation, so a month is the
 * organisation's month.
 */
export async function inspectionTrend(
  deps: ServiceDeps,
  actor: AccountActor,
  filter: { property_id?: number; client_id?: number; from?: string; to?: string },
  timeZone: string,
): Promise<InspectionTrend> {
  const db = deps.database.db;
  const to = filter.to ?? calendarDay(deps.clock(), timeZone);
  const from = filter.from ?? yearOfMonthsBefore(to);
  if (from > to) throw invalid('/query/from', 'The start is after the end.');
  const propertyIds = await filterProperties(db, actor, filter);
  const rows =
    propertyIds?.length === 0
      ? []
      : await db
          .select({ inspection: inspections, threshold: inspectionTemplateVersions.thresholdPercent })
          .from(inspections)
          .innerJoin(inspectionTemplateVersions, versionJoin)
          .where(
            and(
              eq(inspections.tenantId, actor.tenantId),
              visibleProperty(actor, inspections.propertyId),
              propertyIds === undefined ? undefined : inArray(inspections.propertyId, propertyIds),
              eq(inspections.status, 'completed'),
              gte(inspections.inspectionDate, from),
              lte(inspections.inspectionDate, to),
            ),
          )
          .orderBy(asc(inspections.inspectionDate), asc(inspections.id))
          .limit(2000);
  const points = rows.flatMap((r) => {
    const score = r.inspection.scorePercent;
    if (score === null) return [];
    return [
      {
        id: r.inspection.id,
        property_id: r.inspection.propertyId,
        date: r.inspection.inspectionDate,
        score_percent: score,
        score_shown: presentPercent(score),
        threshold_percent: r.threshold,
        below_threshold: r.inspection.passed === false,
      },
    ];
  });
  const months = monthsBetween(from, to).map((month) => {
    const of = points.filter((p) => p.date.startsWith(month));
    const mean = of.length === 0 ? null : of.reduce((sum, p) => sum + p.score_percent, 0) / of.length;
    return {
      month,
      count: of.length,
      below_count: of.filter((p) => p.below_threshold).length,
      mean_percent: mean,
      mean_shown: mean === null ? null : presentPercent(mean),
    };
  });
  return { from, to, points, months };
}

export interface InspectionFeedQuery {
  cursor?: string;
  pageSize?: number;
  property_id?: number;
  from?: string;
  to?: string;
  below_threshold?: boolean;
  updated_since?: string;
}

/**
 * The API's change feed of inspections on the properties the actor sees, in the order the
 * changes were committed (`change_seq`, drawn under the tenant's counter lock). The cursor is
 * a feed position, handed out even on an empty page, so a client that keeps polling with the
 * last cursor it got sees every change exactly once; `updated_since` only narrows where it
 * starts. The filters are those of the portal's list.
 */
export async function listInspectionFeed(
  deps: ServiceDeps,
  actor: AccountActor,
  query: InspectionFeedQuery,
): Promise<{ page: Page<InspectionSummary> & { next_cursor: string }; hasMore: boolean }> {
  const db = deps.database.db;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = decodeCursor(query.cursor) ?? 0;
  if (query.property_id !== undefined) {
    await loadAccessibleProperty(db, actor, query.property_id, () =>
      invalid('/query/property_id', 'No property with this id.', 'property_not_found'),
    );
  }
  const conditions: (SQL | undefined)[] = [
    eq(inspections.tenantId, actor.tenantId),
    visibleProperty(actor, inspections.propertyId),
    gt(inspections.changeSeq, after),
    query.property_id === undefined ? undefined : eq(inspections.propertyId, query.property_id),
    query.from === undefined ? undefined : gte(inspections.inspectionDate, query.from),
    query.to === undefined ? undefined : lte(inspections.inspectionDate, query.to),
    query.below_threshold === undefined ? undefined : eq(inspections.passed, !query.below_threshold),
    query.updated_since === undefined ? undefined : gte(inspections.updatedAt, new Date(query.updated_since)),
  ];
  const rows = await db
    .select({ inspection: inspections, threshold: inspectionTemplateVersions.thresholdPercent })
    .from(inspections)
    .innerJoin(inspectionTemplateVersions, versionJoin)
    .where(and(...conditions))
    .orderBy(asc(inspections.changeSeq))
    .limit(pageSize + 1);
  const hasMore = rows.length > pageSize;
  const page = hasMore ? rows.slice(0, pageSize) : rows;
  const last = page[page.length - 1];
  return {
    page: {
      data: page.map((r) => summary(r.inspection, r.threshold)),
      next_cursor: encodeCursor(last?.inspection.changeSeq ?? after),
    },
    hasMore,
  };
}

/**
 * Starts a re-inspection of the original's defects: the same property and template version's
 * template, a sample of the areas that had a defect, linked through `reinspection_of`.
 */
export async function startReinspection(
  deps: ServiceDeps,
  actor: AccountActor,
  originalId: number,
  input: { date: string },
): Promise<number> {
  const db = deps.database.db;
  const original = await loadInspection(db, actor, originalId);
  if (original.status !== 'completed')
    throw new DomainError('invalid_transition', 'The inspection is not completed yet.');
  const defects = (await ratingsOf(db, actor.tenantId, originalId)).filter((r) => r.defect);
  if (defects.length === 0) throw invalid('/path/id', 'The inspection has no defects.', 'inspection_no_defects');
  return startInspection(deps, actor, {
    property_id: original.propertyId,
    template_id: original.templateId,
    date: input.date,
    seed: original.seed,
    sample: [...new Set(defects.map((d) => d.areaId))],
    reinspection_of: originalId,
  });
}

const DEFECT_TASK_WORDS: Record<Language, { service: string; from: (id: number) => string }> = {
  de: { service: 'Leistung', from: (id) => `Aus der Qualitätskontrolle Nr. ${id}` },
  en: { service: 'Service', from: (id) => `From inspection no. ${id}` },
};

/**
 * The description of a defect's task: the note, the area's service when the area has exactly
 * one in force on the inspection's day (with several, which one failed is not known), and
 * the inspection it comes from. The defect's photos go with the task itself.
 */
export function defectTaskDescription(
  language: Language,
  defect: { note: string | null; inspectionId: number; serviceTitles: string[] },
): string {
  const words = DEFECT_TASK_WORDS[language];
  const lines = [
    defect.note?.trim() || undefined,
    defect.serviceTitles.length === 1 ? `${words.service}: ${defect.serviceTitles[0]}` : undefined,
    words.from(defect.inspectionId),
  ].filter((line): line is string => line !== undefined);
  return lines.join('\n');
}

/**
 * Turns a defect into a follow-up task at the inspection's property (title: criterion and
 * area; description: the note, the area's service when it has exactly one, and the
 * inspection it comes from; the defect's photos given with it), due on `due_date`, and links
 * it to the rating.
 * A defect that already has its task answers that task's id. `language` is the
 * organisation's: the task is read by the people who do it.
 */
export async function defectToTask(
  deps: ServiceDeps,
  actor: AccountActor,
  inspectionId: number,
  input: { area_id: number; criterion_id: string; due_date: string },
  language: Language = 'en',
): Promise<{ task_id: number; created: boolean }> {
  const db = deps.database.db;
  const inspection = await loadInspection(db, actor, inspectionId);
  const [rating] = await db
    .select()
    .from(inspectionRatings)
    .where(
      and(
        eq(inspectionRatings.tenantId, actor.tenantId),
        eq(inspectionRatings.inspectionId, inspectionId),
        eq(inspectionRatings.areaId, input.area_id),
        eq(inspectionRatings.criterionId, input.criterion_id),
      ),
    );
  if (!rating?.defect)
    throw invalid(
      '/criterion_id',
      'No defect was recorded for this area and criterion.',
      'inspection_defect_not_found',
    );
  if (rating.taskId !== null) return { task_id: rating.taskId, created: false };
  const template = await getInspectionTemplate(db, actor.tenantId, inspection.templateId, inspection.templateVersion);
  const criterion = template.definition.criteria.find((c) => c.id === rating.criterionId);
  const area = inspection.sample.find((a) => a.areaId === rating.areaId);
  const { services } = await listPlan(deps, actor, inspection.propertyId);
  const { task } = await createTaskRow(
    deps,
    actor,
    {
      title: `${criterion?.label ?? rating.criterionId}: ${area?.name ?? ''}`.slice(0, 200),
      property_id: inspection.propertyId,
      due_date: input.due_date,
      description: defectTaskDescription(language, {
        note: rating.note,
        inspectionId,
        serviceTitles: services
          .filter((service) => service.areaId === rating.areaId)
          .filter((service) => service.validTo === null || service.validTo >= inspection.inspectionDate)
          .map((service) => service.title),
      }),
    },
    'portal',
    null,
    undefined,
    rating.photoFileIds,
  );
  await db
    .update(inspectionRatings)
    .set({ taskId: task.id, updatedAt: new Date(deps.clock()) })
    .where(
      and(
        eq(inspectionRatings.tenantId, actor.tenantId),
        eq(inspectionRatings.inspectionId, inspectionId),
        eq(inspectionRatings.areaId, rating.areaId),
        eq(inspectionRatings.criterionId, rating.criterionId),
      ),
    );
  return { task_id: task.id, created: true };
}

/**
 * An inspection as its report shows it, with the template version it was made with; by
 * tenant and id, for report jobs and the operator's command line, whose access is checked
 * where the report is ordered. Undefined when the tenant has no such inspection.
 */
export async function inspectionForReport(
  db: Executor,
  tenantId: number,
  id: number,
): Promise<{ inspection: InspectionDetail; template: TemplateVersionDto } | undefined> {
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.id, id)));
  if (!row) return undefined;
  return {
    inspection: await detailOf(db, row),
    template: await getInspectionTemplate(db, tenantId, row.templateId, row.templateVersion),
  };
}

/** The completed inspections of a property between two days (inclusive), oldest first: a score trend. */
export async function inspectionScoreTrend(
  db: Executor,
  tenantId: number,
  propertyId: number,
  from: string,
  to: string,
): Promise<{ id: number; date: string; score_percent: number; passed: boolean }[]> {
  const rows = await db
    .select({
      id: inspections.id,
      date: inspections.inspectionDate,
      score: inspections.scorePercent,
      passed: inspections.passed,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        eq(inspections.propertyId, propertyId),
        eq(inspections.status, 'completed'),
        gte(inspections.inspectionDate, from),
        lte(inspections.inspectionDate, to),
      ),
    )
    .orderBy(asc(inspections.inspectionDate), asc(inspections.id));
  return rows.flatMap((r) =>
    r.score === null ? [] : [{ id: r.id, date: r.date, score_percent: r.score, passed: r.passed ?? true }],
  );
}

/** Whether the actor sees the inspection (its property is theirs), with its property; undefined when the tenant has none. */
export async function inspectionVisibility(
  db: Executor,
  actor: AccountActor,
  id: number,
): Promise<{ visible: boolean; propertyId: number } | undefined> {
  const [found] = await db
    .select({
      visible: sql`coalesce(${visibleProperty(actor, inspections.propertyId)}, false)`.mapWith(Boolean),
      propertyId: inspections.propertyId,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.id, id)));
  return found;
}

/**
 * The ids of the inspections completed in [from, to) at the given properties ('all': every
 * property of the tenant), oldest first, at most `limit`; for report e-mails.
 */
export async function inspectionsCompletedIn(
  db: Executor,
  tenantId: number,
  scope: { propertyIds: number[] | 'all'; from: Date; to: Date; limit: number },
): Promise<number[]> {
  if (scope.propertyIds !== 'all' && scope.propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        eq(inspections.status, 'completed'),
        gte(inspections.completedAt, scope.from),
        lt(inspections.completedAt, scope.to),
        scope.propertyIds === 'all' ? undefined : inArray(inspections.propertyId, scope.propertyIds),
      ),
    )
    .orderBy(asc(inspections.completedAt), asc(inspections.id))
    .limit(scope.limit);
  return rows.map((r) => r.id);
}
