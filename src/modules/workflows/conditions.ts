import type { AnswerConditionDto, WorkflowConditions } from './workflow-rules.schema.js';

/** What a rule's conditions are held against: the event's property and, for a form response, its template and answers. */
export interface RuleSubject {
  propertyId: number;
  templateId?: number | undefined;
  /** `{ [fieldId]: value }` as the response stores them. */
  answers?: Readonly<Record<string, unknown>> | undefined;
  /** Fields answered with files (photo, signature): their answers are the files. */
  fileFieldIds?: readonly string[] | undefined;
}

/** One condition of a rule held against an event: which, and whether it holds. */
export interface ConditionCheck {
  condition: 'property_ids' | 'template_id' | 'answer';
  holds: boolean;
}

/**
 * Each set condition of a rule against an event, in the order the rule lists them (an
 * absent or null one always holds and is left out). An answer condition needs the
 * response's answer: an unanswered field meets only `is_empty`.
 */
export function checkConditions(conditions: WorkflowConditions, subject: RuleSubject): ConditionCheck[] {
  const checks: ConditionCheck[] = [];
  if (conditions.property_ids !== null) {
    checks.push({ condition: 'property_ids', holds: conditions.property_ids.includes(subject.propertyId) });
  }
  if (conditions.template_id !== null) {
    checks.push({ condition: 'template_id', holds: conditions.template_id === subject.templateId });
  }
  if (conditions.answer !== null) {
    const templateHolds = conditions.template_id === null || conditions.template_id === subject.templateId;
    checks.push({ condition: 'answer', holds: templateHolds && answerHolds(conditions.answer, subject) });
  }
  return checks;
}

/** Whether every condition of a rule holds for an event. */
export function conditionsHold(conditions: WorkflowConditions, subject: RuleSubject): boolean {
  return checkConditions(conditions, subject).every((check) => check.holds);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const folded = (value: string) => value.normalize('NFC').toLocaleLowerCase('en');

/** Equality as a person means it: numbers by value, text without regard to letter case. */
function same(answer: unknown, value: unknown): boolean {
  if (typeof answer === 'number' || typeof value === 'number') return Number(answer) === Number(value);
  if (typeof answer === 'string' && typeof value === 'string') return folded(answer) === folded(value);
  return false;
}

/** Numbers by value; dates (YYYY-MM-DD) and times (HH:MM) by their text, which sorts like them. */
function compare(answer: unknown, value: unknown): number | undefined {
  if (typeof answer === 'number' && typeof value === 'number') return answer - value;
  if (typeof answer === 'string' && typeof value === 'string') return answer < value ? -1 : answer > value ? 1 : 0;
  return undefined;
}

function answerHolds(condition: AnswerConditionDto, subject: RuleSubject): boolean {
  const { field_id: fieldId, operator, value } = condition;
  const answer = subject.fileFieldIds?.includes(fieldId) ? [fieldId] : subject.answers?.[fieldId];
  if (operator === 'is_empty') return isEmpty(answer);
  if (operator === 'is_not_empty') return !isEmpty(answer);
  if (isEmpty(answer)) return false;
  switch (operator) {
    case 'is_true':
      return answer === true;
    case 'is_false':
      return answer === false;
    case 'equals':
      return same(answer, value);
    case 'not_equals':
      return !same(answer, value);
    case 'in': {
      const options = Array.isArray(value) ? value : [];
      const given = Array.isArray(answer) ? answer : [answer];
      return given.some((item) => options.some((option) => same(item, option)));
    }
    case 'contains':
    case 'not_contains': {
      const found = Array.isArray(answer)
        ? answer.some((item) => same(item, value))
        : typeof answer === 'string' && typeof value === 'string' && folded(answer).includes(folded(value));
      return operator === 'contains' ? found : !found;
    }
    case 'greater_than':
    case 'less_than': {
      const order = compare(answer, value);
      if (order === undefined) return false;
      return operator === 'greater_than' ? order > 0 : order < 0;
    }
  }
}
