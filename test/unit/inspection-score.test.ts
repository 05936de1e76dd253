import { describe, expect, it } from 'vitest';
import {
  computeScore,
  presentPercent,
  scaleOf,
  validateTemplate,
  type Criterion,
  type ScoredArea,
  type TemplateDefinition,
} from '../../src/modules/inspections/inspection-score.js';
import { minimumFor, proposeSample, validateSample, type SampleArea } from '../../src/modules/inspections/sampling.js';

const crit = (id: string, weight = 1, areaTypes: string[] = []): Criterion => ({ id, label: id, weight, areaTypes });
const template = (over: Partial<TemplateDefinition>): TemplateDefinition => ({
  scale: scaleOf('1-3'),
  criteria: [crit('floor'), crit('surfaces'), crit('sanitary'), crit('bins'), crit('glass')],
  areaTypeWeights: {},
  thresholdPercent: 85,
  samplePercent: 10,
  sampleMinimum: 1,
  ...over,
});
const area = (areaId: number, areaType: string, ratings: ScoredArea['ratings']): ScoredArea => ({
  areaId,
  areaType,
  ratings,
});

describe('inspection score (expected values computed by hand)', () => {
  const cases: {
    name: string;
    def: TemplateDefinition;
    areas: ScoredArea[];
    overall: number | null;
    passed: boolean | null;
  }[] = [
    {
      // 1-3: 1 = 100, 2 = 85, 3 = 70. (100 + 85 + 70) / 3 = 255 / 3 = 85.0
      name: '1-3 scale, equal weights',
      def: template({}),
      areas: [area(1, 'office', { floor: '1', surfaces: '2', bins: '3' })],
      overall: 85.0,
      passed: true,
    },
    {
      // 1-5: 2 = 90, 4 = 70, 5 = 60. Weights floor 2, sanitary 3, glass 1:
      // (2·90 + 3·70 + 1·60) / (2 + 3 + 1) = (180 + 210 + 60) / 6 = 450 / 6 = 75.0
      name: '1-5 scale with criterion weights',
      def: template({ scale: scaleOf('1-5'), criteria: [crit('floor', 2), crit('sanitary', 3), crit('glass', 1)] }),
      areas: [area(1, 'washroom', { floor: '2', sanitary: '4', glass: '5' })],
      overall: 75.0,
      passed: false,
    },
    {
      // pass = 100, fail = 0: (100 + 0 + 100) / 3 = 66.666… -> 66.7
      name: 'pass/fail',
      def: template({ scale: scaleOf('pass_fail') }),
      areas: [area(1, 'office', { floor: 'pass', surfaces: 'fail', bins: 'pass' })],
      overall: 66.7,
      passed: false,
    },
    {
      // glass not applicable, left out of numerator and denominator: (100 + 85) / 2 = 92.5
      // (counting it as 0 would give 185 / 3 = 61.7)
      name: 'not-applicable criterion is left out',
      def: template({}),
      areas: [area(1, 'office', { floor: '1', glass: null, bins: '2' })],
      overall: 92.5,
      passed: true,
    },
    {
      // floor weight 2, sanitary weight 1 (washrooms only), bins weight 1; washroom type weight 2.
      // area 1 office (200 m²): (2·100 + 1·70) / 3 = 270 / 3 = 90
      // area 2 office (20 m²):  (2·70 + 1·70) / 3 = 210 / 3 = 70
      // office = (90 + 70) / 2 = 80 (sizes not used; by m² it would be 88.2)
      // area 3 washroom: (2·85 + 1·85 + 1·100) / 4 = 355 / 4 = 88.75
      // area 4 washroom, all n/a: no score, not counted
      // overall = (1·80 + 2·88.75) / (1 + 2) = 257.5 / 3 = 85.8333… -> 85.8 ≥ 85 -> passed
      name: 'areas of different sizes, area-type weights, an all-n/a area',
      def: template({
        criteria: [crit('floor', 2), crit('sanitary', 1, ['washroom']), crit('bins', 1)],
        areaTypeWeights: { washroom: 2 },
      }),
      areas: [
        area(1, 'office', { floor: '1', bins: '3' }),
        area(2, 'office', { floor: '3', bins: '3' }),
        area(3, 'washroom', { floor: '2', sanitary: '2', bins: '1' }),
        area(4, 'washroom', { floor: null, sanitary: null, bins: null }),
      ],
      overall: 85.8,
      passed: true,
    },
    {
      // custom steps: good 100, fair 69.9. (100 + 69.9) / 2 = 84.95 -> half up 85.0 -> passes 85
      name: 'custom scale, rounding half up at the threshold',
      def: template({
        scale: {
          kind: 'custom',
          steps: [
            { value: 'good', percent: 100 },
            { value: 'fair', percent: 69.9 },
            { value: 'poor', percent: 0 },
          ],
        },
      }),
      areas: [area(1, 'office', { floor: 'good', bins: 'fair' })],
      overall: 85.0,
      passed: true,
    },
    {
      name: 'nothing scored',
      def: template({}),
      areas: [area(1, 'office', { floor: null })],
      overall: null,
      passed: null,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = computeScore(c.def, c.areas);
      expect(result.percent === null ? null : presentPercent(result.percent)).toBe(c.overall);
      expect(result.passed).toBe(c.passed);
    });
  }

  it('shows per area and per area type the figures of the worked example', () => {
    const c = cases[4]!;
    const result = computeScore(c.def, c.areas);
    expect(result.areas.map((a) => a.percent)).toEqual([90, 70, 88.75, null]);
    expect(result.areaTypes).toEqual([
      { areaType: 'office', weight: 1, percent: 80, areaCount: 2 },
      { areaType: 'washroom', weight: 2, percent: 88.75, areaCount: 1 },
    ]);
  });

  it('rejects a rating outside the scale or for a criterion that does not apply', () => {
    const def = template({ criteria: [crit('floor'), crit('sanitary', 1, ['washroom'])] });
    expect(() => computeScore(def, [area(1, 'office', { floor: '4' })])).toThrow('inspection_rating_unknown_step');
    expect(() => computeScore(def, [area(1, 'office', { sanitary: '1' })])).toThrow(
      'inspection_rating_unknown_criterion',
    );
  });

  it('rounds half up to one decimal', () => {
    expect(presentPercent(84.95)).toBe(85);
    expect(presentPercent(84.94)).toBe(84.9);
    expect(presentPercent(66.65)).toBe(66.7);
    expect(presentPercent(100)).toBe(100);
  });
});

describe('template validation', () => {
  it('accepts the fixed scales', () => {
    expect(validateTemplate(template({}))).toEqual([]);
    expect(validateTemplate(template({ scale: scaleOf('1-5') }))).toEqual([]);
    expect(validateTemplate(template({ scale: scaleOf('pass_fail') }))).toEqual([]);
  });

  it('names each bad scale, weight and setting with a pointer', () => {
    const issues = validateTemplate(
      template({
        scale: {
          kind: 'custom',
          steps: [
            { value: 'a', percent: 120 },
            { value: 'a', percent: 50 },
          ],
        },
        criteria: [crit('floor'), crit('bins', 0)],
        areaTypeWeights: { office: -1 },
        thresholdPercent: 101,
        samplePercent: 0,
        sampleMinimum: 0,
      }),
    );
    expect(issues).toEqual([
      { code: 'inspection_scale_percent_out_of_range', pointer: '/scale/steps/0/percent' },
      { code: 'inspection_scale_step_duplicate', pointer: '/scale/steps/1/value' },
      { code: 'inspection_weight_invalid', pointer: '/criteria/1/weight' },
      { code: 'inspection_weight_invalid', pointer: '/areaTypeWeights/office' },
      { code: 'inspection_threshold_out_of_range', pointer: '/thresholdPercent' },
      { code: 'inspection_sample_percent_out_of_range', pointer: '/samplePercent' },
      { code: 'inspection_sample_minimum_invalid', pointer: '/sampleMinimum' },
    ]);
  });

  it('does not let a fixed scale carry other percentages', () => {
    const scale = scaleOf('1-3');
    scale.steps[1]!.percent = 80;
    expect(validateTemplate(template({ scale }))).toEqual([
      { code: 'inspection_scale_not_fixed', pointer: '/scale/steps' },
    ]);
  });
});

describe('sampling', () => {
  // 30 offices (ids 1–30), 4 washrooms (101–104), 1 lobby (201)
  const areas: SampleArea[] = [
    ...Array.from({ length: 30 }, (_, i) => ({ id: i + 1, areaType: 'office' })),
    ...[101, 102, 103, 104].map((id) => ({ id, areaType: 'washroom' })),
    { id: 201, areaType: 'lobby' },
  ];
  const count = (ids: number[], from: number, to: number) => ids.filter((id) => id >= from && id <= to).length;

  it('takes at least the share, rounded up, and at least the minimum, capped at what exists', () => {
    expect(minimumFor(30, 10, 1)).toBe(3); // 3.0 exactly, not 4
    expect(minimumFor(4, 10, 1)).toBe(1); // 0.4 -> 1
    expect(minimumFor(30, 25, 1)).toBe(8); // 7.5 -> 8
    expect(minimumFor(1, 10, 2)).toBe(1); // minimum 2 capped at 1 available
    const sample = proposeSample(areas, { seed: 42, percent: 10, minimum: 1 });
    expect([count(sample, 1, 30), count(sample, 101, 104), count(sample, 201, 201)]).toEqual([3, 1, 1]);
    const two = proposeSample(areas, { seed: 42, percent: 10, minimum: 2 });
    expect([count(two, 1, 30), count(two, 101, 104), count(two, 201, 201)]).toEqual([3, 2, 1]);
  });

  it('is the same for the same seed and differs for another', () => {
    const a = proposeSample(areas, { seed: 20261128, percent: 25, minimum: 1 });
    expect(proposeSample(areas, { seed: 20261128, percent: 25, minimum: 1 })).toEqual(a);
    expect(proposeSample([...areas].reverse(), { seed: 20261128, percent: 25, minimum: 1 })).toEqual(a);
    expect(proposeSample(areas, { seed: 7, percent: 25, minimum: 1 })).not.toEqual(a);
    expect(a).toHaveLength(8 + 1 + 1);
  });

  it('lets the inspector extend the sample but not shrink it below the minimum', () => {
    const options = { percent: 10, minimum: 1 };
    const sample = proposeSample(areas, { seed: 1, ...options });
    const extraOffice = Array.from({ length: 30 }, (_, i) => i + 1).find((id) => !sample.includes(id))!;
    const extraWashroom = [101, 102, 103, 104].find((id) => !sample.includes(id))!;
    expect(validateSample(areas, [...sample, extraOffice, extraWashroom], options)).toEqual([]);
    const oneOfficeLess = sample.filter((id) => id !== sample.find((x) => x <= 30));
    expect(validateSample(areas, oneOfficeLess, options)).toEqual([
      { code: 'inspection_sample_below_minimum', pointer: '/sample', areaType: 'office', required: 3, actual: 2 },
    ]);
    expect(validateSample(areas, [...sample, 999, sample[0]!], options)).toEqual([
      { code: 'inspection_sample_unknown_area', pointer: `/sample/${sample.length}` },
      { code: 'inspection_sample_duplicate_area', pointer: `/sample/${sample.length + 1}` },
    ]);
  });
});
