// The checks every workflow-rule route must pass: authentication, plan, scope, the
// licence on writes, tenant isolation, property access, unknown fields, pagination.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import type { WorkflowRuleDto } from '../../src/modules/workflows/workflow-rules.schema.js';
import {
  expectPages,
  expectPropertyAccessDenied,
  expectRefusedLikeMissing,
  expectSameNotFound,
  walk,
} from '../helpers/api.js';
import {
  call,
  type Call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';
import { type Route, routeChecks } from '../helpers/route-checks.js';

const NOWHERE = Number.MAX_SAFE_INTEGER;
const LIST = '/api/v1/workflow-rules';

interface Fixture {
  tenant: TenantFixture;
  key: string;
  a: number;
  b: number;
  template: number;
  /** Every scope, bound to an account that sees only property a. */
  limitedKey: string;
  ruleAtA: number;
  ruleAtB: number;
}

const task = { type: 'create_task', title: 'Check the entrance', due_in_days: 1 };

/** One valid request per workflow-rule route. */
const ROUTES: Route<Fixture>[] = [
  { name: 'GET /workflow-rules', scope: 'workflows:read', list: true, request: () => ({ url: LIST }) },
  {
    name: 'POST /workflow-rules',
    scope: 'workflows:write',
    request: (f) => ({
      method: 'POST',
      url: LIST,
      body: {
        name: 'Checks at Harbour View',
        trigger: 'form_response_submitted',
        conditions: { property_ids: [f.a], template_id: f.template },
        actions: [task],
      },
    }),
  },
  { name: 'GET /workflow-rules/:id', scope: 'workflows:read', request: (f) => ({ url: `${LIST}/${f.ruleAtA}` }) },
  {
    name: 'GET /workflow-rules/:id/runs',
    scope: 'workflows:read',
    request: (f) => ({ url: `${LIST}/${f.ruleAtA}/runs` }),
  },
  {
    name: 'PATCH /workflow-rules/:id',
    scope: 'workflows:write',
    request: (f) => ({ method: 'PATCH', url: `${LIST}/${f.ruleAtA}`, body: { name: 'Renamed' } }),
  },
];

const WRITES = ROUTES.filter((route) => route.scope === 'workflows:write');

describeEachBackend('workflow-rule routes: the common checks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function fixture(): Promise<Fixture> {
    const tenant = await makeTenant(t.deps);
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    const { id: template } = await createFormTemplate(t.deps, tenant.tenant.id, {
      name: 'Cleaning quality check',
      fields: [{ id: 'overall', type: 'rating', label: 'Overall', required: true }],
    });
    const limitedKey = await tenant.keyFor(SCOPES, await tenant.account([a]));
    const rule = async (propertyId: number) => {
      const response = await call(t.app, {
        method: 'POST',
        url: LIST,
        key: tenant.key,
        body: {
          name: `Overdue at ${propertyId}`,
          trigger: 'task_overdue',
          conditions: { property_ids: [propertyId] },
          actions: [task],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<WorkflowRuleDto>().id;
    };
    return { tenant, key: tenant.key, a, b, template, limitedKey, ruleAtA: await rule(a), ruleAtB: await rule(b) };
  }

  const send = (request: Call, key?: string) => call(t.app, { ...request, ...(key === undefined ? {} : { key }) });
  const rules = (f: Fixture) => walk<WorkflowRuleDto>(t.app, f.key, LIST);

  routeChecks({
    app: () => t,
    fixture,
    routes: ROUTES,
    scopes: { read: ['workflows:read'], write: ['workflows:write'] },
    state: rules,
    alsoWorksWith: { title: 'and with a key limited to the rule’s property', key: (f) => f.limitedKey },
    // Every write refuses unknown fields inside conditions, the answer condition and actions.
    nestedUnknownFields: (f) =>
      WRITES.flatMap((route) => {
        const request = route.request(f);
        const deep: [Record<string, unknown>, string][] = [
          [{ conditions: { property_ids: [f.a], weekday: 'monday' } }, '/conditions/weekday'],
          [
            {
              conditions: {
                property_ids: [f.a],
                template_id: f.template,
                answer: { field_id: 'overall', operator: 'equals', value: 1, unit: 'x' },
              },
            },
            '/conditions/answer/unit',
          ],
          [{ actions: [{ ...task, assignee: 'Anna' }] }, '/actions/0/assignee'],
        ];
        return deep.map(([change, pointer]) => ({
          name: route.name,
          request: { ...request, body: { ...(request.body as object), ...change } },
          pointer,
        }));
      }),
  });

  it('another tenant’s rule ids are 404 in paths, exactly like ids that do not exist', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const theirRules = await rules(theirs);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { active: false }],
    ] as const) {
      const foreign = await send({ method, url: `${LIST}/${theirs.ruleAtA}`, body }, mine.key);
      const missing = await send({ method, url: `${LIST}/${NOWHERE}`, body }, mine.key);
      expectSameNotFound(foreign, missing);
    }
    expectSameNotFound(
      await send({ url: `${LIST}/${theirs.ruleAtA}/runs` }, mine.key),
      await send({ url: `${LIST}/${NOWHERE}/runs` }, mine.key),
    );
    expect(await rules(theirs)).toEqual(theirRules);
  });

  it('another tenant’s property and template ids are 422 in bodies, exactly like ids that do not exist', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const before = await rules(mine);
    const bodies: [(id: number) => Record<string, unknown>, string, number][] = [
      [
        (id) => ({ name: 'R', trigger: 'task_overdue', conditions: { property_ids: [id] }, actions: [task] }),
        '/conditions/property_ids/0',
        theirs.a,
      ],
      [
        (id) => ({
          name: 'R',
          trigger: 'form_response_submitted',
          conditions: { property_ids: [mine.a], template_id: id },
          actions: [task],
        }),
        '/conditions/template_id',
        theirs.template,
      ],
    ];
    for (const [body, pointer, id] of bodies) {
      for (const request of [
        (b: unknown): Call => ({ method: 'POST', url: LIST, body: b }),
        (b: unknown): Call => ({ method: 'PATCH', url: `${LIST}/${mine.ruleAtA}`, body: b }),
      ]) {
        const foreign = await send(request(body(id)), mine.key);
        const missing = await send(request(body(NOWHERE)), mine.key);
        expectRefusedLikeMissing(foreign, missing, pointer);
      }
    }
    expect(await rules(mine)).toEqual(before);
  });

  it('lists never show another tenant’s rules', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const own = (await rules(mine)).map((r) => r.id);
    const other = (await rules(theirs)).map((r) => r.id);
    expect(own).toEqual([mine.ruleAtA, mine.ruleAtB]);
    for (const id of other) expect(own).not.toContain(id);
  });

  it('a key limited to some properties: rules elsewhere are hidden from the list and 403 by id; writes there 403', async () => {
    const f = await fixture();
    const before = await rules(f);
    const listed = await walk<WorkflowRuleDto>(t.app, f.limitedKey, LIST);
    expect(listed.map((r) => r.id)).toEqual([f.ruleAtA]);
    const refused: Call[] = [
      { url: `${LIST}/${f.ruleAtB}` },
      { url: `${LIST}/${f.ruleAtB}/runs` },
      { method: 'PATCH', url: `${LIST}/${f.ruleAtB}`, body: { active: false } },
      {
        method: 'POST',
        url: LIST,
        body: { name: 'R', trigger: 'task_overdue', conditions: { property_ids: [f.b] }, actions: [task] },
      },
      {
        method: 'PATCH',
        url: `${LIST}/${f.ruleAtA}`,
        body: { conditions: { property_ids: [f.a, f.b] } },
      },
    ];
    for (const request of refused) expectPropertyAccessDenied(await send(request, f.limitedKey));
    expect(await rules(f)).toEqual(before);
  });

  it('the list pages with cursor and Link, each rule once, in order', async () => {
    const f = await fixture();
    expect((await expectPages<WorkflowRuleDto>(t.app, f.key, LIST)).length).toBe(2);
    const empty = await makeTenant(t.deps);
    expect((await send({ url: LIST }, empty.key)).json()).toEqual({ data: [], next_cursor: null });
  });

  it('documents every operation: tag, scope, its own errors and the action shapes', async () => {
    interface Operation {
      description?: string;
      tags?: string[];
      requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
      responses: Record<string, { description?: string }>;
    }
    const doc = (await send({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, never> };
    }>();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(LIST))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as const));
    expect(operations.map(([name]) => name).sort()).toEqual(
      [
        'get /api/v1/workflow-rules',
        'post /api/v1/workflow-rules',
        'get /api/v1/workflow-rules/{id}',
        'patch /api/v1/workflow-rules/{id}',
        'get /api/v1/workflow-rules/{id}/runs',
      ].sort(),
    );
    for (const [name, op] of operations) {
      expect(op.tags, name).toEqual(['Workflow rules']);
      expect(op.description, name).toMatch(/Needs the scope `workflows:(read|write)`\./);
      expect(op.responses['403']?.description, name).toContain('insufficient_scope');
      expect(op.responses['422']?.description, name).toContain('validation_failed');
    }
    const op = (name: string) => operations.find(([n]) => n === name)?.[1] as Operation;
    expect(op('post /api/v1/workflow-rules').responses['409']?.description).toContain('uuid_conflict');
    expect(Object.keys(op('post /api/v1/workflow-rules').responses)).toEqual(expect.arrayContaining(['200', '201']));
    for (const name of [
      'get /api/v1/workflow-rules/{id}',
      'patch /api/v1/workflow-rules/{id}',
      'get /api/v1/workflow-rules/{id}/runs',
    ]) {
      expect(op(name).responses['404']?.description, name).toContain('not_found');
      expect(op(name).responses['403']?.description, name).toContain('property_access_denied');
    }
    expect(op('post /api/v1/workflow-rules').description).toContain('never on API writes');
    interface Shape {
      $ref?: string;
      title?: string;
      properties?: Record<string, Shape>;
      items?: Shape;
      oneOf?: Shape[];
      discriminator?: unknown;
    }
    const resolved = (shape: Shape | undefined): Shape | undefined =>
      shape?.$ref === undefined ? shape : doc.components.schemas[shape.$ref.replace('#/components/schemas/', '')];
    const body = resolved(op('post /api/v1/workflow-rules').requestBody?.content['application/json']?.schema);
    const actions = body?.properties?.actions?.items;
    expect(actions?.oneOf?.map((shape) => resolved(shape)?.title)).toEqual([
      'Create a task at the event’s property',
      'Create an incident at the event’s property',
      'Send an e-mail notification',
    ]);
    // Each `type` value leads a generated client to its shape.
    expect(actions?.discriminator).toEqual({
      propertyName: 'type',
      mapping: {
        create_task: '#/components/schemas/CreateTaskActionInput',
        create_incident: '#/components/schemas/CreateIncidentActionInput',
        notify_email: '#/components/schemas/NotifyEmailActionInput',
      },
    });
  });
});
