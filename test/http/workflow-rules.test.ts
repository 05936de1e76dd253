import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { formTemplateProperties, formTemplates, formTemplateVersions, workflowRules } from '../../src/db/schema.js';
import type { TemplateField } from '../../src/modules/forms/forms.schema.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import type { WorkflowRuleDto } from '../../src/modules/workflows/workflow-rules.schema.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';
import { expectProblem, pointers, walk } from '../helpers/material.js';

const NOWHERE = Number.MAX_SAFE_INTEGER;

/** One field of every type; `overall` and `signature` are required. */
const FIELDS: TemplateField[] = [
  { id: 'overall', type: 'rating', label: 'Overall impression', required: true },
  { id: 'remarks', type: 'text', label: 'Remarks', required: false },
  { id: 'entrance_clean', type: 'checkbox', label: 'Entrance clean', required: false },
  { id: 'result', type: 'single_choice', label: 'Result', required: false, options: ['ok', 'not ok'] },
  {
    id: 'issues',
    type: 'multiple_choice',
    label: 'Issues',
    required: false,
    options: ['bins', 'stairs', 'windows'],
  },
  { id: 'visit_day', type: 'date', label: 'Day of visit', required: false },
  { id: 'arrival', type: 'time', label: 'Arrival', required: false },
  { id: 'bags', type: 'number', label: 'Bags of rubbish', required: false },
  { id: 'photo', type: 'photo', label: 'Photo', required: false },
  { id: 'signature', type: 'signature', label: 'Signature', required: true },
];

describeEachBackend('workflow rules', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** A tenant with properties a and b, a template offered everywhere, and a key limited to a. */
  async function world() {
    const tenant = await makeTenant(t.deps);
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    const template = await templateIn(tenant.tenant.id);
    const limitedAccount = await tenant.account([a]);
    const limitedKey = await tenant.keyFor(SCOPES, limitedAccount);
    return { tenant, key: tenant.key, a, b, template, limitedKey };
  }

  /** A template, optionally inactive or offered only at some properties. */
  async function templateIn(
    tenantId: number,
    options: { active?: boolean; offeredAt?: number[]; fields?: TemplateField[] } = {},
  ): Promise<number> {
    const { id } = await createFormTemplate(t.deps, tenantId, {
      name: 'Cleaning quality check',
      fields: options.fields ?? FIELDS,
    });
    const db = t.database.db;
    const where = and(eq(formTemplates.tenantId, tenantId), eq(formTemplates.id, id));
    if (options.active === false) await db.update(formTemplates).set({ active: false }).where(where);
    if (options.offeredAt !== undefined) {
      await db.update(formTemplates).set({ allProperties: false }).where(where);
      for (const propertyId of options.offeredAt) {
        await db.insert(formTemplateProperties).values({ tenantId, templateId: id, propertyId });
      }
    }
    return id;
  }

  /** Gives a template a new current version with other fields. */
  async function newVersion(tenantId: number, templateId: number, fields: TemplateField[]) {
    const db = t.database.db;
    const where = and(eq(formTemplates.tenantId, tenantId), eq(formTemplates.id, templateId));
    const [row] = await db.select({ version: formTemplates.currentVersion }).from(formTemplates).where(where);
    const version = (row?.version ?? 1) + 1;
    await db.insert(formTemplateVersions).values({ tenantId, templateId, version, fields });
    await db.update(formTemplates).set({ currentVersion: version }).where(where);
  }

  const post = (key: string, body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/v1/workflow-rules', key, body });
  const patch = (key: string, id: number, body: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/workflow-rules/${id}`, key, body });
  const get = (key: string, id: number) => call(t.app, { url: `/api/v1/workflow-rules/${id}`, key });
  const list = (key: string, query = '') => walk<WorkflowRuleDto>(t.app, key, `/api/v1/workflow-rules${query}`);

  const task = { type: 'create_task', title: 'Follow up on a poor check', due_in_days: 2 };

  async function created(key: string, body: unknown): Promise<WorkflowRuleDto> {
    const response = await post(key, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkflowRuleDto>();
  }

  function expectInvalidAt(response: LightMyRequestResponse, pointer: string) {
    expectProblem(response, 422, 'validation_failed');
    expect(pointers(response), response.body).toEqual([pointer]);
  }

  async function ruleCount(tenantId: number): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(workflowRules)
      .where(eq(workflowRules.tenantId, tenantId));
    return row?.n ?? 0;
  }

  it('creates a rule with every kind of condition and action, and reads it back as created', async () => {
    const w = await world();
    const body = {
      name: '  Poor cleaning check  ',
      description: 'A rating below 3 at Harbour View.',
      trigger: 'form_response_submitted',
      conditions: {
        property_ids: [w.a, w.b],
        template_id: w.template,
        answer: { field_id: 'overall', operator: 'less_than', value: 3 },
      },
      actions: [
        { ...task, description: 'Call the team lead.' },
        { type: 'create_incident', title: 'Cleaning below standard', severity: 'medium' },
        { type: 'notify_email', to: 'object.manager@example.com', subject: 'Poor cleaning check' },
      ],
    };
    const response = await post(w.key, body);
    expect(response.statusCode, response.body).toBe(201);
    const rule = response.json<WorkflowRuleDto>();
    expect(response.headers.location).toMatch(new RegExp(`^https?://[^/]+/api/v1/workflow-rules/${rule.id}$`));
    expect(rule).toEqual({
      id: rule.id,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Poor cleaning check',
      description: 'A rating below 3 at Harbour View.',
      trigger: 'form_response_submitted',
      conditions: body.conditions,
      actions: [
        { ...task, description: 'Call the team lead.' },
        { type: 'create_incident', title: 'Cleaning below standard', severity: 'medium', description: null },
        { type: 'notify_email', to: 'object.manager@example.com', subject: 'Poor cleaning check' },
      ],
      active: true,
      created_by_account_id: w.tenant.accountId,
      created_at: rule.created_at,
      updated_at: rule.created_at,
    });
    expect((await get(w.key, rule.id)).json()).toEqual(rule);
    expect(await list(w.key)).toEqual([rule]);
  });

  it('shows unset conditions and optional fields as null, so a rule read can be sent back as it is', async () => {
    const w = await world();
    const rule = await created(w.key, {
      name: 'Every incident to the desk',
      trigger: 'incident_created',
      actions: [{ type: 'notify_email', to: 'desk@example.com' }],
      active: false,
    });
    expect(rule.description).toBeNull();
    expect(rule.conditions).toEqual({ property_ids: null, template_id: null, answer: null });
    expect(rule.actions).toEqual([{ type: 'notify_email', to: 'desk@example.com', subject: null }]);
    expect(rule.active).toBe(false);
    const { name, description, trigger, conditions, actions } = rule;
    const echoed = await patch(w.key, rule.id, { name, description, trigger, conditions, actions, active: true });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json()).toMatchObject({ name, description, trigger, conditions, actions, active: true });
  });

  describe('uuid idempotency', () => {
    it('a repeat with the same uuid and payload creates nothing and answers 200; another payload is 409', async () => {
      const w = await world();
      const body = { uuid: randomUUID(), name: 'Overdue at Harbour View', trigger: 'task_overdue', actions: [task] };
      const first = await post(w.key, body);
      expect(first.statusCode, first.body).toBe(201);
      const again = await post(w.key, { ...body, uuid: body.uuid.toUpperCase() });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers.location).toBe(first.headers.location);
      const other = await post(w.key, { ...body, actions: [{ ...task, due_in_days: 3 }] });
      expectProblem(other, 409, 'uuid_conflict');
      expect(await ruleCount(w.tenant.tenant.id)).toBe(1);
      // Without a uuid every call creates a rule.
      await created(w.key, { name: 'A', trigger: 'task_overdue', actions: [task] });
      await created(w.key, { name: 'A', trigger: 'task_overdue', actions: [task] });
      expect(await ruleCount(w.tenant.tenant.id)).toBe(3);
    });

    it('concurrent repeats create exactly one rule', async () => {
      const w = await world();
      const body = { uuid: randomUUID(), name: 'Once', trigger: 'incident_created', actions: [task] };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(w.key, body)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json<WorkflowRuleDto>().id)).size).toBe(1);
      expect(await ruleCount(w.tenant.tenant.id)).toBe(1);
    });

    it('a repeat still answers 200 after the template went inactive; a new rule with it is refused', async () => {
      const w = await world();
      const body = {
        uuid: randomUUID(),
        name: 'Checks at a',
        trigger: 'form_response_submitted',
        conditions: { template_id: w.template },
        actions: [task],
      };
      const first = await created(w.key, body);
      await t.database.db
        .update(formTemplates)
        .set({ active: false })
        .where(and(eq(formTemplates.tenantId, w.tenant.tenant.id), eq(formTemplates.id, w.template)));
      const again = await post(w.key, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<WorkflowRuleDto>().id).toBe(first.id);
      expectInvalidAt(await post(w.key, { ...body, uuid: randomUUID() }), '/conditions/template_id');
    });
  });

  describe('a rule that could never fire is refused with 422 at the exact field', () => {
    it('conditions that do not fit the trigger or each other, empty or repeated lists, no actions', async () => {
      const w = await world();
      const base = { name: 'Rule', trigger: 'form_response_submitted', actions: [task] };
      const answer = { field_id: 'remarks', operator: 'contains', value: 'broken' };
      const cases: [Record<string, unknown>, string][] = [
        [{ trigger: 'incident_created', conditions: { template_id: w.template } }, '/conditions/template_id'],
        [{ trigger: 'task_overdue', conditions: { template_id: w.template } }, '/conditions/template_id'],
        [{ trigger: 'incident_created', conditions: { answer } }, '/conditions/answer'],
        [{ conditions: { answer } }, '/conditions/template_id'],
        [{ conditions: { property_ids: [] } }, '/conditions/property_ids'],
        [{ conditions: { property_ids: [w.a, w.b, w.a] } }, '/conditions/property_ids/2'],
        [{ actions: [] }, '/actions'],
        [{ actions: [task, { ...task, title: 'Other' }, task] }, '/actions/2'],
        [{ actions: Array.from({ length: 11 }, (_, i) => ({ ...task, title: `Task ${i}` })) }, '/actions'],
      ];
      for (const [change, pointer] of cases) {
        expectInvalidAt(await post(w.key, { ...base, ...change }), pointer);
      }
      expect(await ruleCount(w.tenant.tenant.id)).toBe(0);
    });

    it('a malformed value inside a condition is reported at its own pointer only', async () => {
      const w = await world();
      const base = { name: 'Rule', trigger: 'form_response_submitted', actions: [task] };
      const cases: [Record<string, unknown>, string][] = [
        [{ property_ids: [w.a, 0] }, '/conditions/property_ids/1'],
        [{ property_ids: [w.a, '2'] }, '/conditions/property_ids/1'],
        [{ property_ids: 'all' }, '/conditions/property_ids'],
        [{ template_id: 0 }, '/conditions/template_id'],
        [
          { template_id: w.template, answer: { field_id: 'result', operator: 'in', value: ['ok', ''] } },
          '/conditions/answer/value/1',
        ],
        [
          { template_id: w.template, answer: { field_id: 'result', operator: 'equals', value: true } },
          '/conditions/answer/value',
        ],
        [{ template_id: w.template, answer: { field_id: '', operator: 'is_empty' } }, '/conditions/answer/field_id'],
        [
          { template_id: w.template, answer: { field_id: 'remarks', operator: 'matches' } },
          '/conditions/answer/operator',
        ],
        [{ template_id: w.template, answer: { operator: 'is_empty' } }, '/conditions/answer/field_id'],
        [{ template_id: w.template, answer: 'remarks' }, '/conditions/answer'],
      ];
      for (const [conditions, pointer] of cases) {
        expectInvalidAt(await post(w.key, { ...base, conditions }), pointer);
      }
      expect(await ruleCount(w.tenant.tenant.id)).toBe(0);
      const nulls = await created(w.key, {
        ...base,
        conditions: { property_ids: null, template_id: w.template, answer: null },
      });
      expect(nulls.conditions).toEqual({ property_ids: null, template_id: w.template, answer: null });
    });

    it('templates that are inactive or offered at none of the rule’s properties', async () => {
      const w = await world();
      const tenantId = w.tenant.tenant.id;
      const rule = (conditions: Record<string, unknown>) => ({
        name: 'Rule',
        trigger: 'form_response_submitted',
        conditions,
        actions: [task],
      });
      const inactive = await templateIn(tenantId, { active: false });
      expectInvalidAt(await post(w.key, rule({ template_id: inactive })), '/conditions/template_id');
      const atB = await templateIn(tenantId, { offeredAt: [w.b] });
      expectInvalidAt(await post(w.key, rule({ template_id: atB, property_ids: [w.a] })), '/conditions/property_ids');
      const nowhere = await templateIn(tenantId, { offeredAt: [] });
      expectInvalidAt(await post(w.key, rule({ template_id: nowhere })), '/conditions/template_id');
      expect(await ruleCount(tenantId)).toBe(0);
      // Offered at one of them, or everywhere with the rule limited: fine.
      await created(w.key, rule({ template_id: atB, property_ids: [w.a, w.b] }));
      await created(w.key, rule({ template_id: atB }));
      await created(w.key, rule({ template_id: w.template, property_ids: [w.a] }));
    });

    it('fields, operators and values that no answer could meet', async () => {
      const w = await world();
      const withAnswer = (answer: Record<string, unknown>) => ({
        name: 'Rule',
        trigger: 'form_response_submitted',
        conditions: { template_id: w.template, answer },
        actions: [task],
      });
      const cases: [Record<string, unknown>, string][] = [
        [{ field_id: 'nope', operator: 'is_empty' }, '/conditions/answer/field_id'],
        // Operators that do not fit the field type.
        [{ field_id: 'overall', operator: 'contains', value: '3' }, '/conditions/answer/operator'],
        [{ field_id: 'remarks', operator: 'greater_than', value: 'a' }, '/conditions/answer/operator'],
        [{ field_id: 'entrance_clean', operator: 'equals', value: 'yes' }, '/conditions/answer/operator'],
        [{ field_id: 'result', operator: 'contains', value: 'ok' }, '/conditions/answer/operator'],
        [{ field_id: 'result', operator: 'is_true' }, '/conditions/answer/operator'],
        [{ field_id: 'issues', operator: 'equals', value: 'bins' }, '/conditions/answer/operator'],
        [{ field_id: 'photo', operator: 'equals', value: 'x' }, '/conditions/answer/operator'],
        [{ field_id: 'bags', operator: 'in', value: ['1'] }, '/conditions/answer/operator'],
        // A required field is always answered on a submitted response.
        [{ field_id: 'overall', operator: 'is_empty' }, '/conditions/answer/operator'],
        [{ field_id: 'signature', operator: 'is_empty' }, '/conditions/answer/operator'],
        // Values.
        [{ field_id: 'overall', operator: 'equals', value: 6 }, '/conditions/answer/value'],
        [{ field_id: 'overall', operator: 'equals', value: 0 }, '/conditions/answer/value'],
        [{ field_id: 'overall', operator: 'equals', value: 2.5 }, '/conditions/answer/value'],
        [{ field_id: 'overall', operator: 'greater_than', value: 5 }, '/conditions/answer/value'],
        [{ field_id: 'overall', operator: 'less_than', value: 1 }, '/conditions/answer/value'],
        [{ field_id: 'overall', operator: 'equals', value: '5' }, '/conditions/answer/value'],
        [{ field_id: 'result', operator: 'equals', value: 'OK' }, '/conditions/answer/value'],
        [{ field_id: 'result', operator: 'in', value: ['ok', 'maybe'] }, '/conditions/answer/value/1'],
        [{ field_id: 'issues', operator: 'contains', value: 'roof' }, '/conditions/answer/value'],
        [{ field_id: 'visit_day', operator: 'equals', value: '2026-02-30' }, '/conditions/answer/value'],
        [{ field_id: 'arrival', operator: 'less_than', value: '24:00' }, '/conditions/answer/value'],
        [{ field_id: 'arrival', operator: 'greater_than', value: '23:59' }, '/conditions/answer/value'],
        [{ field_id: 'bags', operator: 'greater_than', value: 'many' }, '/conditions/answer/value'],
        [{ field_id: 'remarks', operator: 'equals', value: 3 }, '/conditions/answer/value'],
        // The value's shape against the operator.
        [{ field_id: 'entrance_clean', operator: 'is_true', value: 'yes' }, '/conditions/answer/value'],
        [{ field_id: 'remarks', operator: 'equals' }, '/conditions/answer/value'],
        [{ field_id: 'result', operator: 'in', value: 'ok' }, '/conditions/answer/value'],
        [{ field_id: 'result', operator: 'equals', value: ['ok'] }, '/conditions/answer/value'],
        [{ field_id: 'result', operator: 'in', value: ['ok', 'ok'] }, '/conditions/answer/value/1'],
      ];
      for (const [answer, pointer] of cases) {
        expectInvalidAt(await post(w.key, withAnswer(answer)), pointer);
      }
      expect(await ruleCount(w.tenant.tenant.id)).toBe(0);
      // One fitting condition per field type.
      const fitting = [
        { field_id: 'overall', operator: 'greater_than', value: 4 },
        { field_id: 'overall', operator: 'less_than', value: 2 },
        { field_id: 'remarks', operator: 'contains', value: 'broken' },
        { field_id: 'remarks', operator: 'is_empty', value: null },
        { field_id: 'entrance_clean', operator: 'is_false' },
        { field_id: 'result', operator: 'in', value: ['ok', 'not ok'] },
        { field_id: 'result', operator: 'not_equals', value: 'ok' },
        { field_id: 'issues', operator: 'not_contains', value: 'bins' },
        { field_id: 'issues', operator: 'in', value: ['stairs', 'windows'] },
        { field_id: 'visit_day', operator: 'greater_than', value: '2026-12-24' },
        { field_id: 'arrival', operator: 'less_than', value: '06:30' },
        { field_id: 'bags', operator: 'greater_than', value: 2.5 },
        { field_id: 'photo', operator: 'is_not_empty' },
        { field_id: 'signature', operator: 'is_not_empty', value: null },
      ];
      for (const answer of fitting) {
        const rule = await created(w.key, withAnswer(answer));
        expect(rule.conditions.answer).toEqual({ value: null, ...answer });
      }
    });

    it('a field that only an older version of the template has', async () => {
      const w = await world();
      await newVersion(w.tenant.tenant.id, w.template, [
        { id: 'overall', type: 'rating', label: 'Overall', required: true },
      ]);
      const body = {
        name: 'Rule',
        trigger: 'form_response_submitted',
        conditions: { template_id: w.template, answer: { field_id: 'remarks', operator: 'is_not_empty' } },
        actions: [task],
      };
      expectInvalidAt(await post(w.key, body), '/conditions/answer/field_id');
      // overall is no longer required in a version that says so.
      await newVersion(w.tenant.tenant.id, w.template, [
        { id: 'overall', type: 'rating', label: 'Overall', required: false },
      ]);
      await created(w.key, {
        ...body,
        conditions: { template_id: w.template, answer: { field_id: 'overall', operator: 'is_empty' } },
      });
    });

    it('actions with a blank title, a due date out of range, an unknown severity or a bad address', async () => {
      const w = await world();
      const base = { name: 'Rule', trigger: 'incident_created' };
      const incident = { type: 'create_incident', title: 'Escalate', severity: 'high' };
      const mail = { type: 'notify_email', to: 'desk@example.com' };
      const cases: [unknown, string][] = [
        [{ ...task, title: '   ' }, '/actions/0/title'],
        [{ ...task, title: '' }, '/actions/0/title'],
        [{ ...task, due_in_days: 366 }, '/actions/0/due_in_days'],
        [{ ...task, due_in_days: -1 }, '/actions/0/due_in_days'],
        [{ ...task, due_in_days: 1.5 }, '/actions/0/due_in_days'],
        [{ type: 'create_task', title: 'No due date' }, '/actions/0/due_in_days'],
        [{ ...incident, severity: 'urgent' }, '/actions/0/severity'],
        [{ ...incident, severity: undefined }, '/actions/0/severity'],
        [{ ...mail, to: 'not an address' }, '/actions/0/to'],
        [{ ...mail, to: 'desk@localhost' }, '/actions/0/to'],
        [{ ...mail, subject: ' ' }, '/actions/0/subject'],
        [{ ...task, severity: 'high' }, '/actions/0/severity'],
        [{ type: 'call_the_police' }, '/actions/0/type'],
      ];
      for (const [action, pointer] of cases) {
        const response = await post(w.key, { ...base, actions: [action] });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), JSON.stringify(action)).toContain(pointer);
      }
      expect(await ruleCount(w.tenant.tenant.id)).toBe(0);
      const rule = await created(w.key, {
        ...base,
        actions: [{ ...task, due_in_days: 0 }, { ...task, title: 'Later', due_in_days: 365 }, incident, mail],
      });
      expect(rule.actions.map((a) => a.type)).toEqual([
        'create_task',
        'create_task',
        'create_incident',
        'notify_email',
      ]);
    });
  });

  describe('things the key cannot see', () => {
    it('another tenant’s property or template is 422, exactly like one that does not exist', async () => {
      const mine = await world();
      const theirs = await world();
      const base = { name: 'Rule', trigger: 'form_response_submitted', actions: [task] };
      const cases: [(id: number) => Record<string, unknown>, string, number][] = [
        [(id) => ({ property_ids: [mine.a, id] }), '/conditions/property_ids/1', theirs.a],
        [(id) => ({ template_id: id }), '/conditions/template_id', theirs.template],
      ];
      for (const [conditions, pointer, id] of cases) {
        const foreign = await post(mine.key, { ...base, conditions: conditions(id) });
        const missing = await post(mine.key, { ...base, conditions: conditions(NOWHERE) });
        expectInvalidAt(foreign, pointer);
        expect(foreign.json().errors).toEqual(missing.json().errors);
      }
      expect(await ruleCount(mine.tenant.tenant.id)).toBe(0);
    });

    it('a property of the tenant the account cannot see is 403, with a pointer to it', async () => {
      const w = await world();
      const response = await post(w.limitedKey, {
        name: 'Rule',
        trigger: 'task_overdue',
        conditions: { property_ids: [w.a, w.b] },
        actions: [task],
      });
      const problem = expectProblem(response, 403, 'property_access_denied');
      expect(pointers(response)).toEqual(['/conditions/property_ids/1']);
      expect(problem.detail).not.toContain('Old Mill');
      expect(await ruleCount(w.tenant.tenant.id)).toBe(0);
    });

    it('a key that sees only some properties must limit its rules to them', async () => {
      const w = await world();
      const response = await post(w.limitedKey, { name: 'Rule', trigger: 'task_overdue', actions: [task] });
      expectProblem(response, 403, 'property_access_denied');
      expect(pointers(response)).toEqual(['/conditions/property_ids']);
      const nulled = await post(w.limitedKey, {
        name: 'Rule',
        trigger: 'task_overdue',
        conditions: { property_ids: null },
        actions: [task],
      });
      expectProblem(nulled, 403, 'property_access_denied');
      expect(await ruleCount(w.tenant.tenant.id)).toBe(0);
      const rule = await created(w.limitedKey, {
        name: 'Rule',
        trigger: 'task_overdue',
        conditions: { property_ids: [w.a] },
        actions: [task],
      });
      expect(rule.conditions.property_ids).toEqual([w.a]);
    });

    it('a template offered only at properties the key cannot see is 422 like an unknown one', async () => {
      const w = await world();
      const atB = await templateIn(w.tenant.tenant.id, { offeredAt: [w.b] });
      const atAandB = await templateIn(w.tenant.tenant.id, { offeredAt: [w.a, w.b] });
      const rule = (templateId: number) => ({
        name: 'Rule',
        trigger: 'form_response_submitted',
        conditions: { property_ids: [w.a], template_id: templateId },
        actions: [task],
      });
      const hidden = await post(w.limitedKey, rule(atB));
      expectInvalidAt(hidden, '/conditions/template_id');
      expect(hidden.json().errors).toEqual((await post(w.limitedKey, rule(NOWHERE))).json().errors);
      // The all-properties key sees it (and is told it is not offered at a).
      expectInvalidAt(await post(w.key, rule(atB)), '/conditions/property_ids');
      await created(w.limitedKey, rule(atAandB));
      await created(w.limitedKey, rule(w.template));
    });

    it('a limited key sees and changes only rules limited to properties it sees', async () => {
      const w = await world();
      const make = (propertyIds: number[] | undefined) =>
        created(w.key, {
          name: `Rule ${JSON.stringify(propertyIds)}`,
          trigger: 'incident_created',
          ...(propertyIds ? { conditions: { property_ids: propertyIds } } : {}),
          actions: [task],
        });
      const atA = await make([w.a]);
      const atAandB = await make([w.a, w.b]);
      const atB = await make([w.b]);
      const everywhere = await make(undefined);
      expect((await list(w.limitedKey)).map((r) => r.id)).toEqual([atA.id]);
      expect((await list(w.key)).map((r) => r.id)).toEqual([atA.id, atAandB.id, atB.id, everywhere.id]);
      expect((await get(w.limitedKey, atA.id)).statusCode).toBe(200);
      for (const hidden of [atAandB, atB, everywhere]) {
        const body = expectProblem(await get(w.limitedKey, hidden.id), 403, 'property_access_denied');
        expect(body.detail).not.toContain('Old Mill');
        expectProblem(await patch(w.limitedKey, hidden.id, { active: false }), 403, 'property_access_denied');
        expect((await get(w.key, hidden.id)).json()).toEqual(hidden);
      }
      // Nor may it widen a rule it sees to a property it does not.
      const widened = await patch(w.limitedKey, atA.id, { conditions: { property_ids: [w.a, w.b] } });
      expectProblem(widened, 403, 'property_access_denied');
      expect(pointers(widened)).toEqual(['/conditions/property_ids/1']);
      const unlimited = await patch(w.limitedKey, atA.id, { conditions: {} });
      expectProblem(unlimited, 403, 'property_access_denied');
      expect(pointers(unlimited)).toEqual(['/conditions/property_ids']);
      expect((await get(w.key, atA.id)).json()).toEqual(atA);
      const renamed = await patch(w.limitedKey, atA.id, { name: 'Mine' });
      expect(renamed.statusCode, renamed.body).toBe(200);
    });

    it('a repeat of a creation is refused once the rule was changed to properties the key cannot see', async () => {
      const w = await world();
      const body = {
        uuid: randomUUID(),
        name: 'Rule',
        trigger: 'incident_created',
        conditions: { property_ids: [w.a] },
        actions: [task],
      };
      const rule = await created(w.limitedKey, body);
      expect((await patch(w.key, rule.id, { conditions: { property_ids: [w.b] } })).statusCode).toBe(200);
      expectProblem(await post(w.limitedKey, body), 403, 'property_access_denied');
      expect((await post(w.key, body)).statusCode).toBe(200);
    });
  });

  describe('PATCH', () => {
    it('changes only what is sent, replaces conditions and actions as a whole, and checks the result', async () => {
      const w = await world();
      const rule = await created(w.key, {
        name: 'Rule',
        description: 'Old',
        trigger: 'form_response_submitted',
        conditions: { property_ids: [w.a], template_id: w.template },
        actions: [task],
      });
      const renamed = await patch(w.key, rule.id, { name: 'Renamed', description: null });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toEqual({
        ...rule,
        name: 'Renamed',
        description: null,
        updated_at: renamed.json<WorkflowRuleDto>().updated_at,
      });
      const replaced = await patch(w.key, rule.id, {
        conditions: { template_id: w.template },
        actions: [{ type: 'notify_email', to: 'desk@example.com' }],
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json<WorkflowRuleDto>().conditions).toEqual({
        property_ids: null,
        template_id: w.template,
        answer: null,
      });
      expect(replaced.json<WorkflowRuleDto>().actions).toEqual([
        { type: 'notify_email', to: 'desk@example.com', subject: null },
      ]);
      // The trigger alone: the rule as it would be has a template with the wrong trigger.
      const before = (await get(w.key, rule.id)).json();
      expectInvalidAt(await patch(w.key, rule.id, { trigger: 'incident_created' }), '/conditions/template_id');
      expectInvalidAt(await patch(w.key, rule.id, { actions: [] }), '/actions');
      expectInvalidAt(
        await patch(w.key, rule.id, {
          conditions: { template_id: w.template, answer: { field_id: 'overall', operator: 'equals', value: 9 } },
        }),
        '/conditions/answer/value',
      );
      expectInvalidAt(await patch(w.key, rule.id, { name: '' }), '/name');
      expectInvalidAt(await patch(w.key, rule.id, { uuid: randomUUID() }), '/uuid');
      expect((await get(w.key, rule.id)).json()).toEqual(before);
      // Both together are fine.
      const moved = await patch(w.key, rule.id, { trigger: 'incident_created', conditions: {} });
      expect(moved.statusCode, moved.body).toBe(200);
      // An empty patch changes nothing.
      const same = await patch(w.key, rule.id, {});
      expect(same.json()).toEqual(moved.json());
    });

    it('a rule whose template changed can be switched off, and is checked in full when switched on', async () => {
      const w = await world();
      const tenantId = w.tenant.tenant.id;
      const rule = await created(w.key, {
        name: 'Remarks given',
        trigger: 'form_response_submitted',
        conditions: { template_id: w.template, answer: { field_id: 'remarks', operator: 'is_not_empty' } },
        actions: [task],
      });
      await newVersion(tenantId, w.template, [{ id: 'overall', type: 'rating', label: 'Overall', required: true }]);
      // Active, it can no longer fire: any change is refused until it is fixed or switched off.
      expectInvalidAt(await patch(w.key, rule.id, { name: 'Renamed' }), '/conditions/answer/field_id');
      const off = await patch(w.key, rule.id, { active: false, name: 'Switched off' });
      expect(off.statusCode, off.body).toBe(200);
      expect((await patch(w.key, rule.id, { actions: [{ ...task, title: 'Other' }] })).statusCode).toBe(200);
      // New conditions are checked even on an inactive rule.
      expectInvalidAt(
        await patch(w.key, rule.id, {
          conditions: { template_id: w.template, answer: { field_id: 'remarks', operator: 'is_empty' } },
        }),
        '/conditions/answer/field_id',
      );
      expectInvalidAt(await patch(w.key, rule.id, { active: true }), '/conditions/answer/field_id');
      expect((await get(w.key, rule.id)).json<WorkflowRuleDto>().active).toBe(false);
      const fixed = await patch(w.key, rule.id, {
        active: true,
        conditions: { template_id: w.template, answer: { field_id: 'overall', operator: 'less_than', value: 3 } },
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json<WorkflowRuleDto>().active).toBe(true);
    });

    it('another tenant’s rule is 404 like a missing one, and stays as it was', async () => {
      const mine = await world();
      const theirs = await world();
      const rule = await created(theirs.key, { name: 'Theirs', trigger: 'incident_created', actions: [task] });
      for (const response of [await get(mine.key, rule.id), await patch(mine.key, rule.id, { active: false })]) {
        const problem = expectProblem(response, 404, 'not_found');
        expect(problem.detail).toBe(expectProblem(await get(mine.key, NOWHERE), 404, 'not_found').detail);
      }
      expect((await get(theirs.key, rule.id)).json()).toEqual(rule);
    });
  });

  it('lists filter by trigger, active and updated_since', async () => {
    const w = await world();
    const overdue = await created(w.key, { name: 'A', trigger: 'task_overdue', actions: [task] });
    const incident = await created(w.key, { name: 'B', trigger: 'incident_created', actions: [task], active: false });
    const cutoff = new Date(Date.now() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await patch(w.key, overdue.id, { name: 'A2' })).statusCode).toBe(200);
    const ids = async (query: string) => (await list(w.key, query)).map((r) => r.id);
    expect(await ids('?trigger=task_overdue')).toEqual([overdue.id]);
    expect(await ids('?trigger=form_response_submitted')).toEqual([]);
    expect(await ids('?active=false')).toEqual([incident.id]);
    expect(await ids('?active=true')).toEqual([overdue.id]);
    expect(await ids(`?updated_since=${encodeURIComponent(cutoff)}`)).toEqual([overdue.id]);
    expectProblem(
      await call(t.app, { url: '/api/v1/workflow-rules?trigger=sometimes', key: w.key }),
      422,
      'validation_failed',
    );
  });
});
