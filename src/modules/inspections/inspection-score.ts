/**
 * Inspection scales, template validation and the score of an inspection, as pure functions.
 * The formula is written out in docs/inspections.md so that a score can be recomputed by hand:
 *
 *   area score      = Σ(criterion weight × step percent) / Σ(criterion weight), over the
 *                     criteria scored for that area (not-applicable ones are left out)
 *   area-type score = unweighted mean of the area scores of that type (area size is not used)
 *   overall         = Σ(area-type weight × area-type score) / Σ(area-type weight), over the
 *                     area types that have at least one scored area
 *
 * Full precision is kept internally; `presentPercent` rounds to one decimal, half up.
 */

export type ScaleKind = '1-3' | '1-5' | 'pass_fail' | 'custom';

export interface ScaleStep {
  /** What the inspector picks, e.g. "1", "2", "pass". */
  value: string;
  percent: number;
}

export interface Scale {
  kind: ScaleKind;
  steps: ScaleStep[];
}

/** The fixed scales (OrangeQC's 1–3 and 1–5 percentages, pass/fail). */
export const FIXED_SCALES: Record<Exclude<ScaleKind, 'custom'>, ScaleStep[]> = {
  '1-3': [
    { value: '1', percent: 100 },
    { value: '2', percent: 85 },
    { value: '3', percent: 70 },
  ],
  '1-5': [
    { value: '1', percent: 100 },
    { value: '2', percent: 90 },
    { value: '3', percent: 80 },
    { value: '4', percent: 70 },
    { value: '5', percent: 60 },
  ],
  pass_fail: [
    { value: 'pass', percent: 100 },
    { value: 'fail', percent: 0 },
  ],
};

export function scaleOf(kind: Exclude<ScaleKind, 'custom'>): Scale {
  return { kind, steps: FIXED_SCALES[kind].map((s) => ({ ...s })) };
}

export interface Criterion {
  id: string;
  label: string;
  /** Area types it applies to; empty = all area types. */
  areaTypes: string[];
  /** Default 1. */
  weight?: number;
}

export interface TemplateDefinition {
  scale: Scale;
  criteria: Criterion[];
  /** Weight per area type; a type not listed weighs 1. */
  areaTypeWeights: Record<string, number>;
  /** Acceptance threshold in percent, 0..100. */
  thresholdPercent: number;
  /** Sample share per area type in percent, (0..100]; default 10. */
  samplePercent: number;
  /** Minimum sampled areas per area type; default 1. */
  sampleMinimum: number;
}

export type TemplateIssueCode =
  | 'inspection_scale_empty'
  | 'inspection_scale_step_duplicate'
  | 'inspection_scale_percent_out_of_range'
  | 'inspection_scale_not_fixed'
  | 'inspection_criteria_empty'
  | 'inspection_criterion_duplicate'
  | 'inspection_criterion_label_empty'
  | 'inspection_weight_invalid'
  | 'inspection_threshold_out_of_range'
  | 'inspection_sample_percent_out_of_range'
  | 'inspection_sample_minimum_invalid';

export interface TemplateIssue {
  code: TemplateIssueCode;
  /** JSON pointer into the template definition, e.g. "/criteria/2/weight". */
  pointer: string;
}

const validWeight = (w: unknown) => typeof w === 'number' && Number.isFinite(w) && w > 0;

/** All problems of a template definition; an empty list means it is valid. */
export function validateTemplate(def: TemplateDefinition): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const steps = def.scale.steps;
  if (steps.length < 2) issues.push({ code: 'inspection_scale_empty', pointer: '/scale/steps' });
  if (def.scale.kind !== 'custom') {
    const fixed = FIXED_SCALES[def.scale.kind];
    const same =
      fixed.length === steps.length &&
      fixed.every((s, i) => steps[i]?.value === s.value && steps[i]?.percent === s.percent);
    if (!same) issues.push({ code: 'inspection_scale_not_fixed', pointer: '/scale/steps' });
  }
  const seenSteps = new Set<string>();
  steps.forEach((s, i) => {
    if (seenSteps.has(s.value))
      issues.push({ code: 'inspection_scale_step_duplicate', pointer: `/scale/steps/${i}/value` });
    seenSteps.add(s.value);
    if (!Number.isFinite(s.percent) || s.percent < 0 || s.percent > 100)
      issues.push({
        code: 'inspection_scale_percent_out_of_range',
        pointer: `/scale/steps/${i}/percent`,
      });
  });
  if (def.criteria.length === 0) issues.push({ code: 'inspection_criteria_empty', pointer: '/criteria' });
  const seenCriteria = new Set<string>();
  def.criteria.forEach((c, i) => {
    if (seenCriteria.has(c.id)) issues.push({ code: 'inspection_criterion_duplicate', pointer: `/criteria/${i}/id` });
    seenCriteria.add(c.id);
    if (c.label.trim() === '')
      issues.push({ code: 'inspection_criterion_label_empty', pointer: `/criteria/${i}/label` });
    if (c.weight !== undefined && !validWeight(c.weight))
      issues.push({ code: 'inspection_weight_invalid', pointer: `/criteria/${i}/weight` });
  });
  for (const [type, w] of Object.entries(def.areaTypeWeights)) {
    if (!validWeight(w)) issues.push({ code: 'inspection_weight_invalid', pointer: `/areaTypeWeights/${type}` });
  }
  if (!Number.isFinite(def.thresholdPercent) || def.thresholdPercent < 0 || def.thresholdPercent > 100)
    issues.push({ code: 'inspection_threshold_out_of_range', pointer: '/thresholdPercent' });
  if (!Number.isFinite(def.samplePercent) || def.samplePercent <= 0 || def.samplePercent > 100)
    issues.push({ code: 'inspection_sample_percent_out_of_range', pointer: '/samplePercent' });
  if (!Number.isInteger(def.sampleMinimum) || def.sampleMinimum < 1)
    issues.push({ code: 'inspection_sample_minimum_invalid', pointer: '/sampleMinimum' });
  return issues;
}

export interface ScoredArea {
  areaId: number;
  areaType: string;
  /** Criterion id -> the scale step value picked, or null for "not applicable". */
  ratings: Record<string, string | null>;
}

export interface AreaResult {
  areaId: number;
  areaType: string;
  /** Null when every criterion was not applicable. */
  percent: number | null;
}

export interface InspectionResult {
  areas: AreaResult[];
  areaTypes: { areaType: string; weight: number; percent: number; areaCount: number }[];
  /** Null when nothing was scored. */
  percent: number | null;
  passed: boolean | null;
}

export class ScoreInputError extends Error {
  constructor(
    readonly code: 'inspection_rating_unknown_step' | 'inspection_rating_unknown_criterion',
    readonly pointer: string,
  ) {
    super(code);
  }
}

/** Does this criterion apply to areas of this type? */
export const criterionApplies = (c: Criterion, areaType: string) =>
  c.areaTypes.length === 0 || c.areaTypes.includes(areaType);

/** The score of an inspection at full precision (see the formula at the top of this file). */
export function computeScore(def: TemplateDefinition, areas: ScoredArea[]): InspectionResult {
  const percentOf = new Map(def.scale.steps.map((s) => [s.value, s.percent]));
  const criteria = new Map(def.criteria.map((c) => [c.id, c]));
  const areaResults: AreaResult[] = areas.map((area, ai) => {
    let weighted = 0;
    let weights = 0;
    for (const [criterionId, value] of Object.entries(area.ratings)) {
      const criterion = criteria.get(criterionId);
      if (!criterion || !criterionApplies(criterion, area.areaType))
        throw new ScoreInputError('inspection_rating_unknown_criterion', `/areas/${ai}/ratings/${criterionId}`);
      if (value === null) continue; // not applicable: left out of numerator and denominator
      const percent = percentOf.get(value);
      if (percent === undefined)
        throw new ScoreInputError('inspection_rating_unknown_step', `/areas/${ai}/ratings/${criterionId}`);
      const w = criterion.weight ?? 1;
      weighted += w * percent;
      weights += w;
    }
    return { areaId: area.areaId, areaType: area.areaType, percent: weights > 0 ? weighted / weights : null };
  });
  const byType = new Map<string, number[]>();
  for (const a of areaResults) {
    if (a.percent === null) continue;
    const list = byType.get(a.areaType) ?? [];
    list.push(a.percent);
    byType.set(a.areaType, list);
  }
  const areaTypes = [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([areaType, list]) => ({
      areaType,
      weight: def.areaTypeWeights[areaType] ?? 1,
      percent: list.reduce((s, p) => s + p, 0) / list.length,
      areaCount: list.length,
    }));
  const totalWeight = areaTypes.reduce((s, t) => s + t.weight, 0);
  const percent = totalWeight > 0 ? areaTypes.reduce((s, t) => s + t.weight * t.percent, 0) / totalWeight : null;
  return {
    areas: areaResults,
    areaTypes,
    percent,
    passed: percent === null ? null : presentPercent(percent) >= def.thresholdPercent,
  };
}

/**
 * One decimal, half up (84.95 -> 85.0, 84.94999 -> 84.9). The small tolerance absorbs
 * binary floating-point error such as 84.95 * 10 = 849.4999999.
 */
export function presentPercent(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.floor(Math.abs(value) * 10 + 0.5 + 1e-9)) / 10;
}
