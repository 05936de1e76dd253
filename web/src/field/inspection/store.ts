// The quality inspection walked on the phone: what the phone keeps to start one offline (the
// templates and, per property, its areas and a proposed sample, from
// GET /portal/api/inspections/field-setup) and the inspection in progress, a draft per person
// in localStorage, so a reload or a dead battery loses nothing. Completing queues it as one
// outbox entry (queue.ts, `inspection`) and forgets the draft.
import { useSyncExternalStore } from 'react';
import type { PortalResponse } from '../../api/contract.ts';
import { INSPECTION_DRAFTS } from '../common.ts';
import { forgetRefusedInspection, type RefusedAnswer, type RefusedInspection } from '../queue.ts';

export type InspectionSetup = PortalResponse<'/inspections/field-setup', 'get'>;
export type SetupTemplate = InspectionSetup['templates'][number];
export type SetupProperty = InspectionSetup['properties'][number];
export type SetupArea = SetupProperty['areas'][number];
export type SetupReinspection = InspectionSetup['reinspections'][number];

/** One criterion in one area as rated so far; `step` undefined: not rated yet, null: not applicable. */
export interface DraftRating {
  step?: string | null;
  note: string;
  photos: string[];
  defect: boolean;
}

export type Stage = 'sample' | 'area' | 'summary' | 'sign';

export interface InspectionDraft {
  /** The outbox entry's uuid and the start's on the server. */
  uuid: string;
  date: string;
  property_id: number;
  property_name: string;
  /** The template version as it was kept when the inspection began. */
  template: SetupTemplate;
  seed: number;
  proposed: number[];
  minimum: Record<string, number>;
  /** Every area of the property, to add to the sample. */
  areas: SetupArea[];
  /** The sample: the proposal and the areas added, in walking order. */
  sample: number[];
  stage: Stage;
  area_index: number;
  /** By `${area_id}:${criterion_id}`. */
  ratings: Record<string, DraftRating>;
  representative: string;
  /** The signature kept on the phone (local photo id). */
  signature: string | null;
  /** Set when the server refused this inspection and it came back to be corrected. */
  refused?: ReturnedDraft;
  /**
   * A re-inspection: the inspection it follows up, its date and its defects (shown beside the
   * criteria they were found on). Its sample is those areas, with no minimum and no seed.
   */
  reinspection?: { of: number; date: string; defects: SetupReinspection['defects'] };
}

/** Why the server gave an inspection back, and what of it was sent. */
export interface ReturnedDraft {
  /** The server's answer, worded when shown (refusedReason). */
  error: RefusedAnswer;
  code?: string;
  field_code?: string;
  /** The area and criterion the server named, with their names as the inspector saw them. */
  area_id?: number;
  area_name?: string;
  criterion_id?: string;
  criterion_label?: string;
  /**
   * The start the server may already have under this uuid (sample sorted, as the server
   * compares it); null when the start itself was refused, so nothing is kept under the uuid.
   */
  sent_start: string | null;
  /** The file ids the server gave photos uploaded before, so they are not uploaded again. */
  uploaded: Record<string, number>;
}

type Drafts = Record<string, InspectionDraft>;

const listeners = new Set<() => void>();
let snapshot: Drafts = read();

function read(): Drafts {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(INSPECTION_DRAFTS) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

export function draftOf(accountId: number, all: Drafts = snapshot): InspectionDraft | undefined {
  return all[String(accountId)];
}

/** Sets (or, with undefined, forgets) the person's inspection in progress. */
export function setDraft(accountId: number, draft: InspectionDraft | undefined): void {
  const next = { ...snapshot };
  if (draft === undefined) delete next[String(accountId)];
  else next[String(accountId)] = draft;
  snapshot = next;
  window.localStorage.setItem(INSPECTION_DRAFTS, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function useDraft(accountId: number): InspectionDraft | undefined {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
  return draftOf(accountId, all);
}

export const ratingKey = (areaId: number, criterionId: string) => `${areaId}:${criterionId}`;

/** The criteria of the template that apply to an area of this type. */
export function criteriaFor(template: SetupTemplate, areaType: string) {
  return template.definition.criteria.filter((c) => c.areaTypes.length === 0 || c.areaTypes.includes(areaType));
}

/** A defect without a note or a photo: the server would refuse it. */
export function lacksEvidence(rating: DraftRating | undefined): boolean {
  return rating !== undefined && rating.defect && rating.note.trim() === '' && rating.photos.length === 0;
}

/** Areas by area type, in the order of the sample. */
export function byType(areas: SetupArea[]): [string, SetupArea[]][] {
  const groups = new Map<string, SetupArea[]>();
  for (const area of areas) groups.set(area.area_type, [...(groups.get(area.area_type) ?? []), area]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The areas a re-inspection starts with: those with defects in the original that the property still has. */
export function defectAreas(offer: Pick<SetupReinspection, 'defects'>, areas: SetupArea[]): number[] {
  const known = new Set(areas.map((a) => a.area_id));
  return [...new Set(offer.defects.map((d) => d.area_id))].filter((id) => known.has(id));
}

/** The sampled areas in walking order: by area type, as the sample shows them. */
export function walkOrder(draft: Pick<InspectionDraft, 'areas' | 'sample'>): SetupArea[] {
  const byId = new Map(draft.areas.map((a) => [a.area_id, a]));
  const sampled = draft.sample.map((id) => byId.get(id)).filter((a): a is SetupArea => a !== undefined);
  return byType(sampled).flatMap(([, areas]) => areas);
}

/** The start as the server compares two starts with one uuid (the sample as a set). */
export function startKey(start: {
  property_id: number;
  template_id: number;
  date: string;
  seed?: number;
  sample?: number[];
  reinspection_of?: number;
}): string {
  return JSON.stringify([
    start.property_id,
    start.template_id,
    start.date,
    start.seed ?? null,
    [...(start.sample ?? [])].sort((a, b) => a - b),
    start.reinspection_of ?? null,
  ]);
}

/**
 * Opens a refused inspection as the person's draft again, at what the server named: the
 * area of the rating its field error points at, the sample for an area of the sample, else
 * the summary. With the setup the phone has now, the template is its current version (the
 * server starts with that one) and the property's areas as they are now; sampled areas no
 * longer part of the property leave the sample. Answers false when there is nothing to open
 * (an entry kept by an earlier version of the app, without its draft).
 */
export function reopenRefused(accountId: number, refused: RefusedInspection, setup?: InspectionSetup): boolean {
  const entry = refused.entry;
  const before = entry.draft;
  if (!before) return false;
  const template = setup?.templates.find((x) => x.template_id === before.template.template_id) ?? before.template;
  const property = setup?.properties.find((p) => p.id === before.property_id);
  const areas = property && property.areas.length > 0 ? property.areas : before.areas;
  const known = new Set(areas.map((a) => a.area_id));
  const sample = before.sample.filter((id) => known.has(id));
  const area = before.areas.find((a) => a.area_id === refused.area_id);
  const criterion = before.template.definition.criteria.find((c) => c.id === refused.criterion_id);
  const order = walkOrder({ areas, sample });
  const areaIndex = order.findIndex((a) => a.area_id === refused.area_id);
  const pointsAtSample = refused.pointer?.startsWith('/sample') === true || sample.length !== before.sample.length;
  const stage: Stage = pointsAtSample ? 'sample' : areaIndex >= 0 ? 'area' : 'summary';
  // A uuid the server refused as another start's (uuid_conflict) is not used again.
  const uuid = refused.code === 'uuid_conflict' ? crypto.randomUUID() : before.uuid;
  // A step the current scale no longer has is to be rated again.
  const steps = new Set(template.definition.scale.steps.map((x) => x.value));
  const ratings = Object.fromEntries(
    Object.entries(before.ratings).map(([key, r]) => [
      key,
      typeof r.step === 'string' && !steps.has(r.step) ? { ...r, step: undefined } : r,
    ]),
  );
  setDraft(accountId, {
    ...before,
    uuid,
    template,
    areas,
    sample,
    proposed: before.proposed.filter((id) => known.has(id)),
    ratings,
    stage,
    area_index: Math.max(areaIndex, 0),
    refused: {
      error: refused.error,
      ...(refused.code !== undefined ? { code: refused.code } : {}),
      ...(refused.field_code !== undefined ? { field_code: refused.field_code } : {}),
      ...(area ? { area_id: area.area_id, area_name: area.name } : {}),
      ...(criterion ? { criterion_id: criterion.id, criterion_label: criterion.label } : {}),
      sent_start: refused.step === 'start' || uuid !== before.uuid ? null : startKey(entry.start),
      uploaded: Object.fromEntries(Object.entries(entry.uploaded).filter(([, id]) => id > 0)),
    },
  });
  forgetRefusedInspection(entry.uuid);
  return true;
}
