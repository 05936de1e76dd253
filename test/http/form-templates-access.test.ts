// The checks every form-template route must pass: authentication, scope, the licence on
// writes, tenant isolation, property access, unknown fields and parameters, pagination.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import type { FormTemplateDto } from '../../src/modules/forms/templates.schema.js';
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
const FIELDS = [{ id: 'done', type: 'checkbox', label: 'Done' }];

/** A tenant with two properties, a template at each and one everywhere, and a key that sees only a. */
interface Fixture {
  tenant: TenantFixture;
  key: string;
  a: number;
  b: number;
  limitedKey: string;
  everywhere: number;
  atA: number;
  atB: number;
}

const ROUTES: Route<Fixture>[] = [
  {
    name: 'GET /form-templates',
    scope: 'form_templates:read',
    list: true,
    request: () => ({ url: '/api/v1/form-templates' }),
  },
  {
    name: 'GET /form-templates/catalog',
    scope: 'form_templates:read',
    list: true,
    request: () => ({ url: '/api/v1/form-templates/catalog' }),
  },
  {
    name: 'GET /form-templates/:id',
    scope: 'form_templates:read',
    request: (f) => ({ url: `/api/v1/form-templates/${f.atA}` }),
  },
  {
    name: 'GET /form-templates/:id/versions/:version',
    scope: 'form_templates:read',
    request: (f) => ({ url: `/api/v1/form-templates/${f.atA}/versions/1` }),
  },
  {
    name: 'POST /form-templates',
    scope: 'form_templates:write',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/form-templates',
      body: { name: `Checklist ${randomUUID().slice(0, 6)}`, fields: FIELDS, property_ids: [f.a] },
    }),
  },
  {
    name: 'PATCH /form-templates/:id',
    scope: 'form_templates:write',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/form-templates/${f.atA}`, body: { name: 'Renamed' } }),
  },
  {
    name: 'POST /form-templates/catalog-import',
    scope: 'form_templates:write',
    request: (f) => ({
      method: 'POST',
      url: '/api/v1/form-templates/catalog-import',
      body: { language: 'en', keys: ['defect_report'], property_ids: [f.a] },
    }),
  },
];

describeEachBackend('form template routes: the common checks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const send = (request: Call, key?: string) => call(t.app, { ...request, ...(key === undefined ? {} : { key }) });

  async function template(key: string, body: Record<string, unknown>): Promise<number> {
    const response = await send(
      { method: 'POST', url: '/api/v1/form-templates', body: { name: 'Patrol', fields: FIELDS, ...body } },
      key,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<FormTemplateDto>().id;
  }

  async function fixture(): Promise<Fixture> {
    const tenant = await makeTenant(t.deps);
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    const limitedKey = await tenant.keyFor(SCOPES, await tenant.account([a]));
    return {
      tenant,
      key: tenant.key,
      a,
      b,
      limitedKey,
      everywhere: await template(tenant.key, {}),
      atA: await template(tenant.key, { property_ids: [a] }),
      atB: await template(tenant.key, { property_ids: [b] }),
    };
  }

  routeChecks({
    app: () => t,
    fixture,
    routes: ROUTES,
    scopes: { read: ['form_templates:read'], write: ['form_templates:write'] },
    state: (f) => walk(t.app, f.key, '/api/v1/form-templates'),
    alsoWorksWith: { title: 'and with a limited key at its property', key: (f) => f.limitedKey },
    nestedUnknownFields: () => [
      {
        name: 'POST /form-templates',
        request: {
          method: 'POST',
          url: '/api/v1/form-templates',
          body: { name: 'x', fields: [{ ...FIELDS[0], hint: 'Tick it' }] },
        },
        pointer: '/fields/0/hint',
      },
    ],
  });

  it('another tenant’s ids are 404 in paths, exactly like ids that do not exist, and change nothing', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const theirTemplates = await walk(t.app, theirs.key, '/api/v1/form-templates');
    const requests: ((id: number) => Call)[] = [
      (id) => ({ url: `/api/v1/form-templates/${id}` }),
      (id) => ({ url: `/api/v1/form-templates/${id}/versions/1` }),
      (id) => ({ method: 'PATCH', url: `/api/v1/form-templates/${id}`, body: { name: 'Taken over' } }),
    ];
    for (const request of requests) {
      const foreign = await send(request(theirs.everywhere), mine.key);
      const missing = await send(request(NOWHERE), mine.key);
      expectSameNotFound(foreign, missing);
    }
    expect(await walk(t.app, theirs.key, '/api/v1/form-templates')).toEqual(theirTemplates);
  });

  it('another tenant’s property ids are 422 in bodies and queries, exactly like ids that do not exist', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const before = await walk(t.app, mine.key, '/api/v1/form-templates');
    const cases: [(id: number) => Call, string][] = [
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/form-templates',
          body: { name: 'x', fields: FIELDS, property_ids: [id] },
        }),
        '/property_ids/0',
      ],
      [
        (id) => ({ method: 'PATCH', url: `/api/v1/form-templates/${mine.atA}`, body: { property_ids: [mine.a, id] } }),
        '/property_ids/1',
      ],
      [
        (id) => ({
          method: 'POST',
          url: '/api/v1/form-templates/catalog-import',
          body: { language: 'de', keys: ['key_handover'], property_ids: [id] },
        }),
        '/property_ids/0',
      ],
      [(id) => ({ url: `/api/v1/form-templates?property_id=${id}` }), '/query/property_id'],
    ];
    for (const [request, pointer] of cases) {
      const foreign = await send(request(theirs.a), mine.key);
      const missing = await send(request(NOWHERE), mine.key);
      expectRefusedLikeMissing(foreign, missing, pointer);
    }
    expect(await walk(t.app, mine.key, '/api/v1/form-templates')).toEqual(before);
  });

  it('lists never show another tenant’s templates, nor the catalogue its imports', async () => {
    const mine = await fixture();
    const theirs = await fixture();
    const imported = await send(
      {
        method: 'POST',
        url: '/api/v1/form-templates/catalog-import',
        body: { language: 'en', keys: ['bin_area_check'] },
      },
      theirs.key,
    );
    expect(imported.statusCode).toBe(201);
    const own = (await walk<FormTemplateDto>(t.app, mine.key, '/api/v1/form-templates')).map((x) => x.id);
    const other = (await walk<FormTemplateDto>(t.app, theirs.key, '/api/v1/form-templates')).map((x) => x.id);
    expect(own).toHaveLength(3);
    for (const id of other) expect(own).not.toContain(id);
    const catalogue = (await send({ url: '/api/v1/form-templates/catalog' }, mine.key)).json<{
      data: { template_id: number | null }[];
    }>();
    expect(catalogue.data.every((entry) => entry.template_id === null)).toBe(true);
    // Importing the same key in my tenant creates my own template.
    const mineToo = await send(
      {
        method: 'POST',
        url: '/api/v1/form-templates/catalog-import',
        body: { language: 'en', keys: ['bin_area_check'] },
      },
      mine.key,
    );
    expect(mineToo.statusCode).toBe(201);
  });

  describe('property access', () => {
    it('refuses with 403 what is offered only at properties the account cannot see, and changes nothing', async () => {
      const f = await fixture();
      const before = await walk(t.app, f.key, '/api/v1/form-templates');
      const refused: Call[] = [
        { url: `/api/v1/form-templates/${f.atB}` },
        { url: `/api/v1/form-templates/${f.atB}/versions/1` },
        { url: `/api/v1/form-templates?property_id=${f.b}` },
        { method: 'PATCH', url: `/api/v1/form-templates/${f.atB}`, body: { name: 'Mine' } },
        { method: 'PATCH', url: `/api/v1/form-templates/${f.everywhere}`, body: { active: false } },
        { method: 'PATCH', url: `/api/v1/form-templates/${f.atA}`, body: { property_ids: [f.a, f.b] } },
        { method: 'POST', url: '/api/v1/form-templates', body: { name: 'x', fields: FIELDS, property_ids: [f.b] } },
        { method: 'POST', url: '/api/v1/form-templates', body: { name: 'x', fields: FIELDS } },
        {
          method: 'POST',
          url: '/api/v1/form-templates/catalog-import',
          body: { language: 'en', keys: ['defect_report'], property_ids: [f.b] },
        },
      ];
      for (const request of refused) expectPropertyAccessDenied(await send(request, f.limitedKey));
      expect(await walk(t.app, f.key, '/api/v1/form-templates')).toEqual(before);
      const seen = await walk<FormTemplateDto>(t.app, f.limitedKey, '/api/v1/form-templates');
      expect(seen.map((x) => x.id)).toEqual([f.everywhere, f.atA]);
    });
  });

  describe('pagination', () => {
    it('the list pages with cursor and Link, each template once, in order', async () => {
      const f = await fixture();
      for (let i = 0; i < 3; i++) await template(f.key, { name: `Extra ${i}` });
      const url = '/api/v1/form-templates';
      const all = await expectPages<FormTemplateDto>(t.app, f.key, url, 2);
      expect(all).toHaveLength(6);
      expect(await walk(t.app, f.key, `${url}?pageSize=4&active=true`)).toEqual(all);
      // The limited key's walk skips what it cannot see, without gaps or repeats.
      expect((await walk<FormTemplateDto>(t.app, f.limitedKey, `${url}?pageSize=1`)).map((x) => x.id)).toEqual(
        all.filter((x) => x.id !== f.atB).map((x) => x.id),
      );
    });
  });

  it('documents every form-template operation with its scope, errors and examples', async () => {
    interface Operation {
      description?: string;
      tags?: string[];
      responses: Record<string, { description?: string }>;
    }
    const doc = (await send({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/form-templates'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as const));
    expect(operations.map(([name]) => name).sort()).toEqual(
      [
        'get /api/v1/form-templates',
        'post /api/v1/form-templates',
        'get /api/v1/form-templates/catalog',
        'post /api/v1/form-templates/catalog-import',
        'get /api/v1/form-templates/{id}',
        'patch /api/v1/form-templates/{id}',
        'get /api/v1/form-templates/{id}/versions/{version}',
      ].sort(),
    );
    for (const [name, op] of operations) {
      expect(op.tags, name).toEqual(['Form templates']);
      expect(op.description, name).toMatch(/Needs the scope `form_templates:(read|write)`\./);
      expect(op.responses['403']?.description, name).toContain('insufficient_scope');
      expect(op.responses['422']?.description, name).toContain('validation_failed');
    }
    const responses = (name: string) => operations.find(([n]) => n === name)?.[1].responses ?? {};
    expect(responses('post /api/v1/form-templates')['409']?.description).toContain('uuid_conflict');
    expect(Object.keys(responses('post /api/v1/form-templates'))).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(responses('post /api/v1/form-templates/catalog-import'))).toEqual(
      expect.arrayContaining(['200', '201']),
    );
    for (const name of ['get /api/v1/form-templates/{id}', 'patch /api/v1/form-templates/{id}']) {
      expect(responses(name)['404']?.description, name).toContain('not_found');
      expect(responses(name)['403']?.description, name).toContain('property_access_denied');
    }
  });
});
