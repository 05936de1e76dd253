// The quality inspection walked on the phone: what the phone keeps to start one offline (the
// templates and, per property, its areas and a proposed sample, from
// GET /portal/api/inspections/field-setup) and the inspection in progress, a draft per person
// in localStorage, so a reload or a dead battery loses nothing. Completing queues it as one
// outbox entry (queue.ts, `inspection`) and forgets the draft.
import { useSyncExternalStore } from 'react';
import type { PortalResponse } from '../../api/contract.ts';
import { INSPECTION_DRAFTS } from '../common.ts';

export type InspectionSetup = PortalResponse<'/inspections/field-setup', 'get'>;
export type SetupTemplate = InspectionSetup['templates'][number];
export type SetupProperty = InspectionSetup['properties'][number];
export type SetupArea = SetupProperty['areas'][number];

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
