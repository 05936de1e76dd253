import { describe, expect, it } from 'vitest';
import { conditionsHold, type RuleSubject } from '../../src/modules/workflows/conditions.js';
import type { AnswerConditionDto, WorkflowConditions } from '../../src/modules/workflows/workflow-rules.schema.js';

const none: WorkflowConditions = { property_ids: null, template_id: null, answer: null };
const response = (answers: Record<string, unknown>, fileFieldIds: string[] = []): RuleSubject => ({
  propertyId: 7,
  templateId: 3,
  answers,
  fileFieldIds,
});
const answer = (condition: AnswerConditionDto, subject: RuleSubject) =>
  conditionsHold({ ...none, template_id: 3, answer: condition }, subject);

describe('workflow rule conditions', () => {
  it('holds with no conditions, and checks properties and the template', () => {
    expect(conditionsHold(none, { propertyId: 1 })).toBe(true);
    expect(conditionsHold({ ...none, property_ids: [1, 2] }, { propertyId: 2 })).toBe(true);
    expect(conditionsHold({ ...none, property_ids: [1, 2] }, { propertyId: 3 })).toBe(false);
    expect(conditionsHold({ ...none, template_id: 3 }, response({}))).toBe(true);
    expect(conditionsHold({ ...none, template_id: 4 }, response({}))).toBe(false);
    expect(conditionsHold({ ...none, template_id: 4 }, { propertyId: 7 })).toBe(false);
  });

  it('compares numbers, ratings, dates and times by their order', () => {
    const rating = (operator: AnswerConditionDto['operator'], value: number, given: unknown) =>
      answer({ field_id: 'r', operator, value }, response({ r: given }));
    expect(rating('less_than', 3, 2)).toBe(true);
    expect(rating('less_than', 3, 3)).toBe(false);
    expect(rating('greater_than', 3, 4)).toBe(true);
    expect(rating('equals', 3, 3)).toBe(true);
    expect(rating('not_equals', 3, 3)).toBe(false);
    expect(
      answer({ field_id: 'd', operator: 'greater_than', value: '2026-11-01' }, response({ d: '2026-11-23' })),
    ).toBe(true);
    expect(answer({ field_id: 't', operator: 'less_than', value: '08:00' }, response({ t: '07:45' }))).toBe(true);
    expect(answer({ field_id: 't', operator: 'less_than', value: '08:00' }, response({ t: '09:00' }))).toBe(false);
  });

  it('matches text and options without regard to letter case', () => {
    expect(
      answer({ field_id: 'n', operator: 'contains', value: 'SCHADEN' }, response({ n: 'Wasserschaden im Keller' })),
    ).toBe(true);
    expect(answer({ field_id: 'n', operator: 'not_contains', value: 'brand' }, response({ n: 'Wasserschaden' }))).toBe(
      true,
    );
    expect(answer({ field_id: 'c', operator: 'equals', value: 'Poor' }, response({ c: 'poor' }))).toBe(true);
    expect(answer({ field_id: 'c', operator: 'in', value: ['Poor', 'Bad'] }, response({ c: 'Bad' }))).toBe(true);
    expect(answer({ field_id: 'c', operator: 'in', value: ['Poor', 'Bad'] }, response({ c: 'Good' }))).toBe(false);
    expect(answer({ field_id: 'm', operator: 'contains', value: 'Glass' }, response({ m: ['Floor', 'glass'] }))).toBe(
      true,
    );
    expect(answer({ field_id: 'm', operator: 'not_contains', value: 'Glass' }, response({ m: ['Floor'] }))).toBe(true);
    expect(
      answer({ field_id: 'm', operator: 'in', value: ['Glass', 'Roof'] }, response({ m: ['Floor', 'Roof'] })),
    ).toBe(true);
  });

  it('reads checkboxes, and empty answers and files', () => {
    expect(answer({ field_id: 'x', operator: 'is_true', value: null }, response({ x: true }))).toBe(true);
    expect(answer({ field_id: 'x', operator: 'is_false', value: null }, response({ x: true }))).toBe(false);
    expect(answer({ field_id: 'x', operator: 'is_false', value: null }, response({ x: false }))).toBe(true);
    expect(answer({ field_id: 'x', operator: 'is_empty', value: null }, response({}))).toBe(true);
    expect(answer({ field_id: 'x', operator: 'is_empty', value: null }, response({ x: '  ' }))).toBe(true);
    expect(answer({ field_id: 'x', operator: 'is_not_empty', value: null }, response({ x: 'a' }))).toBe(true);
    expect(answer({ field_id: 'p', operator: 'is_not_empty', value: null }, response({}, ['p']))).toBe(true);
    expect(answer({ field_id: 'p', operator: 'is_empty', value: null }, response({}, ['q']))).toBe(true);
  });

  it('meets no comparison with an unanswered field', () => {
    for (const operator of ['equals', 'not_equals', 'contains', 'not_contains', 'less_than', 'is_false'] as const) {
      expect(answer({ field_id: 'x', operator, value: 'a' }, response({ x: null })), operator).toBe(false);
    }
  });
});
