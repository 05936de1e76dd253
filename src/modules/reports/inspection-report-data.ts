// What an inspection report shows: the inspection with its sample and seed, the template
// version it was made with (scale, criteria, weights, threshold), every rating with its note
// and photos, the score per area, area type and overall as the inspection stored and
// computes it, the client representative's signature, and the property's score trend over
// the twelve months up to the inspection.
import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../platform/file-store/file-store.js';
import { accountNames } from '../accounts/accounts.service.js';
import { findFiles } from '../files/files.service.js';
import type { TemplateDefinition } from '../inspections/inspection-score.js';
import { inspectionForReport, inspectionScoreTrend, type ScoreDto } from '../inspections/inspections.service.js';
import { propertySummaries } from '../properties/properties.service.js';
import { type ReportImage, reportImage } from './report-data.js';

/** Photos of the ratings at most; the rest are counted. */
export const INSPECTION_REPORT_MAX_PHOTOS = 60;

export interface InspectionReportRating {
  criterionId: string;
  criterionLabel: string;
  weight: number;
  /** The scale step picked; null: not applicable. */
  step: string | null;
  percent: number | null;
  note: string | null;
  defect: boolean;
  taskId: number | null;
  /** null where the stored photo is gone. */
  photos: (ReportImage | null)[];
}

export interface InspectionReportArea {
  areaId: number;
  name: string;
  areaType: string;
  /** Null when every criterion was not applicable. */
  percent: number | null;
  ratings: InspectionReportRating[];
}

export interface InspectionReportData {
  id: number;
  propertyName: string;
  date: string;
  inspectorName: string | null;
  templateName: string;
  templateVersion: number;
  definition: TemplateDefinition;
  seed: number;
  completedAt: Date | null;
  reinspectionOf: number | null;
  areas: InspectionReportArea[];
  score: ScoreDto | null;
  clientRepresentativeName: string | null;
  /** Whether a signature was given (its image null when the stored file is gone). */
  signed: boolean;
  signature: ReportImage | null;
  /** The property's completed inspections in the twelve months up to this one, oldest first. */
  trend: { id: number; date: string; percent: number; passed: boolean }[];
  photosNotShown: number;
}

/** The day twelve months before `day` (YYYY-MM-DD), plus one. */
function yearBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year - 1, month - 1, date + 1));
  return start.toISOString().slice(0, 10);
}

/** Undefined when the tenant has no such inspection. */
export async function loadInspectionReportData(
  db: Executor,
  store: FileStore,
  tenantId: number,
  inspectionId: number,
): Promise<InspectionReportData | undefined> {
  const found = await inspectionForReport(db, tenantId, inspectionId);
  if (!found) return undefined;
  const { inspection, template } = found;
  const definition = template.definition;
  const property = (await propertySummaries(db, tenantId, [inspection.property_id])).get(inspection.property_id);
  const inspector = (await accountNames(db, tenantId, [inspection.inspector_account_id])).get(
    inspection.inspector_account_id,
  );
  const percentOf = new Map(definition.scale.steps.map((s) => [s.value, s.percent]));
  const criteria = new Map(definition.criteria.map((c, index) => [c.id, { ...c, index }]));
  const areaPercent = new Map((inspection.score?.areas ?? []).map((a) => [a.area_id, a.percent]));

  const photoIds = inspection.ratings.flatMap((r) => r.photo_file_ids).slice(0, INSPECTION_REPORT_MAX_PHOTOS);
  const signatureId = inspection.client_signature_file_id;
  const stored = await findFiles(db, tenantId, signatureId === null ? photoIds : [...photoIds, signatureId]);
  let budget = INSPECTION_REPORT_MAX_PHOTOS;
  let photosNotShown = 0;

  const areas: InspectionReportArea[] = [];
  for (const sampled of inspection.sample) {
    const ratings: InspectionReportRating[] = [];
    const own = inspection.ratings
      .filter((r) => r.area_id === sampled.area_id)
      .sort((a, b) => (criteria.get(a.criterion_id)?.index ?? 0) - (criteria.get(b.criterion_id)?.index ?? 0));
    for (const rating of own) {
      const criterion = criteria.get(rating.criterion_id);
      const photos: (ReportImage | null)[] = [];
      for (const fileId of rating.photo_file_ids) {
        if (budget === 0) {
          photosNotShown++;
          continue;
        }
        budget--;
        const file = stored.get(fileId);
        photos.push(file ? await reportImage(store, file.storageKey, 'thumbnail') : null);
      }
      ratings.push({
        criterionId: rating.criterion_id,
        criterionLabel: criterion?.label ?? rating.criterion_id,
        weight: criterion?.weight ?? 1,
        step: rating.step,
        percent: rating.step === null ? null : (percentOf.get(rating.step) ?? null),
        note: rating.note,
        defect: rating.defect,
        taskId: rating.task_id,
        photos,
      });
    }
    areas.push({
      areaId: sampled.area_id,
      name: sampled.name,
      areaType: sampled.area_type,
      percent: areaPercent.get(sampled.area_id) ?? null,
      ratings,
    });
  }

  const signatureFile = signatureId === null ? undefined : stored.get(signatureId);
  const trend = await inspectionScoreTrend(
    db,
    tenantId,
    inspection.property_id,
    yearBefore(inspection.date),
    inspection.date,
  );
  return {
    id: inspection.id,
    propertyName: property?.name ?? `#${inspection.property_id}`,
    date: inspection.date,
    inspectorName: inspector ?? null,
    templateName: template.name,
    templateVersion: template.version,
    definition,
    seed: inspection.seed,
    completedAt: inspection.completed_at === null ? null : new Date(inspection.completed_at),
    reinspectionOf: inspection.reinspection_of,
    areas,
    score: inspection.score,
    clientRepresentativeName: inspection.client_representative_name,
    signed: signatureId !== null,
    signature: signatureFile ? await reportImage(store, signatureFile.storageKey, 'signature') : null,
    trend: trend.map((t) => ({ id: t.id, date: t.date, percent: t.score_percent, passed: t.passed })),
    photosNotShown,
  };
}
