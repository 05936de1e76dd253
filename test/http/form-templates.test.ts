// Form templates: versions, field rules, property scope, uuid idempotency, the catalogue
// and importing from it or from documents.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import type {
  CatalogEntryDto,
  CatalogImportResult,
  FormTemplateDto,
  FormTemplateVersionDto,
} from '../../src/modules/forms/templates.schema.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';
import { expectProblem, pointers, walk } from '../helpers/material.js';

const FIELDS = [
  { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
  { id: 'areas', type: 'multiple_choice', label: 'Areas checked', options: ['Entrance', 'Stairwell'] },
  { id: 'remarks', type: 'text', label: 'Remarks' },
];

const DOCUMENT = {
  key: 'boiler_room_check',
  name: { en: 'Boiler room check', de: 'Kontrolle Heizungsraum' },
  description: { en: 'Monthly look at the heating.', de: 'Monatlicher Blick auf die Heizung.' },
  fields: [
    {
      id: 'pressure_ok',
      type: 'checkbox',
      label: { en: 'Pressure in range', de: 'Druck im Sollbereich' },
      required: true,
    },
    {
      id: 'leaks',
      type: 'single_choice',
      label: { en: 'Leaks', de: 'Undichtigkeiten' },
      options: [
        { en: 'None', de: 'Keine' },
        { en: 'Minor', de: 'Gering' },
      ],
    },
  ],
};

interface World extends TenantFixture {
  a: number;
  b: number;
  /** Every scope, bound to an account that sees only property a. */
  limitedKey: string;
}

describeEachBackend('form templates', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  async function world(): Promise<World> {
    const tenant = await makeTenant(t.deps);
    const a = await createPropertyVia(t.app, tenant.key, { name: 'Harbour View' });
    const b = await createPropertyVia(t.app, tenant.key, { name: 'Old Mill' });
    const limitedKey = await tenant.keyFor(SCOPES, await tenant.account([a]));
    return { ...tenant, a, b, limitedKey };
  }

  const post = (key: string, body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/v1/form-templates', key, body });
  const patch = (key: string, id: number, body: unknown) =>
    call(t.app, { method: 'PATCH', url: `/api/v1/form-templates/${id}`, key, body });
  const get = (key: string, url: string) => call(t.app, { url: `/api/v1/form-templates${url}`, key });
  const importing = (key: string, body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/v1/form-templates/catalog-import', key, body });

  async function created(key: string, body: Record<string, unknown> = {}): Promise<FormTemplateDto> {
    const response = await post(key, { name: 'Cleaning quality check', fields: FIELDS, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<FormTemplateDto>();
  }

  describe('create and read', () => {
    it('creates version 1 with normalised fields, offered at every property, and reads it back', async () => {
      const w = await world();
      const response = await post(w.key, {
        name: '  Cleaning quality check ',
        description: 'Weekly.',
        fields: [...FIELDS.slice(0, 2), { id: 'remarks', type: 'text', label: '  Remarks  ' }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const template = response.json<FormTemplateDto>();
      expect(response.headers.location).toMatch(new RegExp(`/api/v1/form-templates/${template.id}$`));
      expect(template).toMatchObject({
        uuid: null,
        name: 'Cleaning quality check',
        description: 'Weekly.',
        version: 1,
        property_ids: null,
        active: true,
        catalog_key: null,
      });
      expect(template.fields).toEqual([
        { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
        {
          id: 'areas',
          type: 'multiple_choice',
          label: 'Areas checked',
          required: false,
          options: ['Entrance', 'Stairwell'],
        },
        { id: 'remarks', type: 'text', label: 'Remarks', required: false },
      ]);
      expect((await get(w.key, `/${template.id}`)).json()).toEqual(template);
      expect(await walk(t.app, w.key, '/api/v1/form-templates')).toEqual([template]);
      // A key limited to one property sees a template offered everywhere.
      expect((await get(w.limitedKey, `/${template.id}`)).json()).toEqual(template);
    });

    it('filters the list by active, property and updated_since', async () => {
      const w = await world();
      const everywhere = await created(w.key);
      const atB = await created(w.key, { property_ids: [w.b] });
      const retired = await created(w.key, { active: false, property_ids: [w.a] });
      const ids = async (query: string) =>
        (await walk<FormTemplateDto>(t.app, w.key, `/api/v1/form-templates${query}`)).map((x) => x.id);
      expect(await ids('?active=true')).toEqual([everywhere.id, atB.id]);
      expect(await ids('?active=false')).toEqual([retired.id]);
      expect(await ids(`?property_id=${w.a}`)).toEqual([everywhere.id, retired.id]);
      expect(await ids(`?property_id=${w.b}`)).toEqual([everywhere.id, atB.id]);
      expect(await ids(`?updated_since=${encodeURIComponent(retired.updated_at)}`)).toEqual([retired.id]);
      expect(await ids('?updated_since=2999-01-01T00:00:00Z')).toEqual([]);
    });
  });

  describe('versions', () => {
    it('a changed list of fields makes the next version; the same list or other changes do not', async () => {
      const w = await world();
      const v1 = await created(w.key);
      const changedFields = [FIELDS[0], { ...FIELDS[1], options: ['Entrance', 'Stairwell', 'Lift'] }];
      const second = await patch(w.key, v1.id, { fields: changedFields });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<FormTemplateDto>().version).toBe(2);
      expect(second.json<FormTemplateDto>().fields.map((f) => f.id)).toEqual(['entrance_clean', 'areas']);

      // The same fields again (with required spelled out) create no version.
      const same = await patch(w.key, v1.id, {
        fields: changedFields.map((f) => ({ required: false, ...f })),
      });
      expect(same.json<FormTemplateDto>().version).toBe(2);
      // Metadata and scope change in place.
      const renamed = await patch(w.key, v1.id, { name: 'Weekly check', active: false, property_ids: [w.a] });
      expect(renamed.json<FormTemplateDto>()).toMatchObject({
        name: 'Weekly check',
        active: false,
        version: 2,
        property_ids: [w.a],
      });
      expect(Date.parse(renamed.json<FormTemplateDto>().updated_at)).toBeGreaterThanOrEqual(Date.parse(v1.updated_at));

      const old = await get(w.key, `/${v1.id}/versions/1`);
      expect(old.statusCode, old.body).toBe(200);
      expect(old.json<FormTemplateVersionDto>()).toMatchObject({ template_id: v1.id, version: 1, current: false });
      expect(old.json<FormTemplateVersionDto>().fields).toEqual(v1.fields);
      const current = (await get(w.key, `/${v1.id}/versions/2`)).json<FormTemplateVersionDto>();
      expect(current.current).toBe(true);
      expect(current.fields).toEqual(second.json<FormTemplateDto>().fields);
      expectProblem(await get(w.key, `/${v1.id}/versions/3`), 404, 'not_found');
    });

    it('a field id keeps its type across versions, even after it was left out for a version', async () => {
      const w = await world();
      const template = await created(w.key);
      expect((await patch(w.key, template.id, { fields: [FIELDS[0]] })).json().version).toBe(2);
      const response = await patch(w.key, template.id, {
        fields: [FIELDS[0], { id: 'remarks', type: 'number', label: 'Remarks' }],
      });
      expectProblem(response, 422, 'validation_failed');
      expect(pointers(response)).toEqual(['/fields/1/type']);
      expect(response.json().errors[0].detail).toContain('version 1');
      expect((await get(w.key, `/${template.id}`)).json().version).toBe(2);
    });

    it('responses keep the version they were filled with', async () => {
      const w = await world();
      const template = await created(w.key);
      const first = await saveFormResponse(t.deps, w.tenant.id, {
        templateId: template.id,
        propertyId: w.a,
        accountId: w.accountId,
        answers: { entrance_clean: true, areas: ['Stairwell'], remarks: 'ok' },
        submit: true,
      });
      const renamedFields = [
        { ...FIELDS[0], label: 'Entrance clean and tidy' },
        { id: 'rating', type: 'rating', label: 'Rating' },
      ];
      expect((await patch(w.key, template.id, { fields: renamedFields })).json().version).toBe(2);
      const second = await saveFormResponse(t.deps, w.tenant.id, {
        templateId: template.id,
        propertyId: w.a,
        accountId: w.accountId,
        answers: { entrance_clean: false, rating: 4 },
        submit: true,
      });
      // An answer for a field only version 1 had is refused now.
      await expect(
        saveFormResponse(t.deps, w.tenant.id, {
          templateId: template.id,
          propertyId: w.a,
          accountId: w.accountId,
          answers: { remarks: 'late' },
          submit: false,
        }),
      ).rejects.toThrow();
      const read = async (id: number) => {
        const response = await call(t.app, { url: `/api/v1/form-responses/${id}`, key: w.key });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ template: { version: number }; answers: { field_id: string; label: string }[] }>();
      };
      const old = await read(first);
      expect(old.template.version).toBe(1);
      expect(old.answers.map((a) => [a.field_id, a.label])).toEqual([
        ['entrance_clean', 'Entrance area clean'],
        ['areas', 'Areas checked'],
        ['remarks', 'Remarks'],
      ]);
      const now = await read(second);
      expect(now.template.version).toBe(2);
      expect(now.answers.map((a) => [a.field_id, a.label])).toEqual([
        ['entrance_clean', 'Entrance clean and tidy'],
        ['rating', 'Rating'],
      ]);
    });
  });

  describe('field rules', () => {
    it('reports every violation with a pointer to the exact value, and creates nothing', async () => {
      const w = await world();
      // The shape of each field: choice fields need options, other fields take none.
      const shape = await post(w.key, {
        name: 'Broken',
        fields: [
          { id: 'choice', type: 'single_choice', label: 'Pick one' },
          { id: 'note', type: 'text', label: 'Note', options: ['a'] },
          { id: 'fine', type: 'checkbox', label: 'Fine' },
        ],
      });
      expectProblem(shape, 422, 'validation_failed');
      expect(shape.json().errors).toEqual([
        { pointer: '/fields/0/options', detail: 'This field is required.', code: 'required' },
        { pointer: '/fields/1/options', detail: 'Unknown field.', code: 'unknown_field' },
      ]);
      // The rules across fields and options.
      const rules = await post(w.key, {
        name: 'Broken',
        fields: [
          { id: 'choice', type: 'single_choice', label: 'Pick one', options: ['Yes', 'No'] },
          { id: 'choice', type: 'checkbox', label: 'Again' },
          { id: 'areas', type: 'multiple_choice', label: 'Areas', options: ['Lift', 'Cellar', ' lift '] },
        ],
      });
      expectProblem(rules, 422, 'validation_failed');
      expect(rules.json().errors).toEqual([
        { pointer: '/fields/1/id', detail: 'Field id "choice" is already used by field 0.' },
        { pointer: '/fields/2/options/2', detail: 'Option "lift" is already listed as option 0.' },
      ]);
      expect(await walk(t.app, w.key, '/api/v1/form-templates')).toEqual([]);
    });

    it('refuses malformed ids, unknown types, blank labels and options, and oversized templates', async () => {
      const w = await world();
      const cases: [unknown[], string][] = [
        [[{ id: 'Bad Id', type: 'text', label: 'x' }], '/fields/0/id'],
        [
          [
            { id: 'ok', type: 'text', label: 'x' },
            { id: 'when', type: 'datetime', label: 'When' },
          ],
          '/fields/1/type',
        ],
        [[{ id: 'ok', type: 'text', label: '   ' }], '/fields/0/label'],
        [[{ id: 'ok', type: 'single_choice', label: 'x', options: ['a', ' '] }], '/fields/0/options/1'],
        [[{ id: 'ok', type: 'single_choice', label: 'x', options: [] }], '/fields/0/options'],
        [[{ id: 'ok', type: 'text', label: 'x'.repeat(201) }], '/fields/0/label'],
        // An unpaired surrogate is valid JSON but no storable text.
        [[{ id: 'ok', type: 'text', label: 'Broken \ud800' }], '/fields/0/label'],
        [[{ id: 'ok', type: 'single_choice', label: 'x', options: ['a', '\udc00b'] }], '/fields/0/options/1'],
        [[{ id: 'ok', type: 'text', label: 'x', colour: 'red' }], '/fields/0/colour'],
        [[], '/fields'],
        [Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, type: 'text', label: 'x' })), '/fields'],
      ];
      for (const [fields, pointer] of cases) {
        const response = await post(w.key, { name: 'Broken', fields });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), pointer).toEqual([pointer]);
      }
      const badId = await post(w.key, { name: 'Broken', fields: [{ id: 'Bad Id', type: 'text', label: 'x' }] });
      expect(badId.json().errors[0].detail).toContain('^[a-z][a-z0-9_]{0,63}$');
      // PATCH checks the same rules.
      const template = await created(w.key);
      const response = await patch(w.key, template.id, {
        fields: [{ id: 'ok', type: 'multiple_choice', label: 'x', options: ['A', 'a'] }],
      });
      expect(pointers(response)).toEqual(['/fields/0/options/1']);
      expect((await get(w.key, `/${template.id}`)).json().version).toBe(1);
    });
  });

  describe('property scope', () => {
    it('a limited key sees templates offered everywhere or at its properties, and only its property ids', async () => {
      const w = await world();
      const everywhere = await created(w.key);
      const atA = await created(w.key, { property_ids: [w.a] });
      const atB = await created(w.key, { property_ids: [w.b] });
      const atBoth = await created(w.key, { property_ids: [w.b, w.a, w.b] });
      expect(atBoth.property_ids).toEqual([w.a, w.b].sort((x, y) => x - y));
      const seen = await walk<FormTemplateDto>(t.app, w.limitedKey, '/api/v1/form-templates');
      expect(seen.map((x) => x.id)).toEqual([everywhere.id, atA.id, atBoth.id]);
      expect(seen.find((x) => x.id === atBoth.id)?.property_ids).toEqual([w.a]);
      const hidden = await get(w.limitedKey, `/${atB.id}`);
      expect(expectProblem(hidden, 403, 'property_access_denied').detail).not.toContain('Old Mill');
      expectProblem(await get(w.limitedKey, `/${atB.id}/versions/1`), 403, 'property_access_denied');
      expectProblem(await get(w.limitedKey, `?property_id=${w.b}`), 403, 'property_access_denied');
    });

    it('a limited key changes only templates whose properties it all sees, and offers them only there', async () => {
      const w = await world();
      const everywhere = await created(w.key);
      const atBoth = await created(w.key, { property_ids: [w.a, w.b] });
      const atA = await created(w.key, { property_ids: [w.a] });
      for (const id of [everywhere.id, atBoth.id]) {
        expectProblem(await patch(w.limitedKey, id, { name: 'Mine now' }), 403, 'property_access_denied');
      }
      expect((await patch(w.limitedKey, atA.id, { name: 'Renamed' })).json().name).toBe('Renamed');
      expectProblem(await patch(w.limitedKey, atA.id, { property_ids: null }), 403, 'property_access_denied');
      expectProblem(await patch(w.limitedKey, atA.id, { property_ids: [w.a, w.b] }), 403, 'property_access_denied');
      // Creating: every property needs an all-properties account; the list only visible properties.
      expectProblem(await post(w.limitedKey, { name: 'x', fields: FIELDS }), 403, 'property_access_denied');
      expectProblem(
        await post(w.limitedKey, { name: 'x', fields: FIELDS, property_ids: [w.b] }),
        403,
        'property_access_denied',
      );
      const mine = await created(w.limitedKey, { property_ids: [w.a] });
      expect(mine.property_ids).toEqual([w.a]);
      expect((await get(w.key, `/${everywhere.id}`)).json().name).toBe('Cleaning quality check');
      // The all-properties key moves a template between scopes.
      const widened = await patch(w.key, atA.id, { property_ids: null });
      expect(widened.json().property_ids).toBeNull();
      const narrowed = await patch(w.key, atA.id, { property_ids: [w.b] });
      expect(narrowed.json().property_ids).toEqual([w.b]);
      expectProblem(await get(w.limitedKey, `/${atA.id}`), 403, 'property_access_denied');
    });

    it('refuses an empty or unknown scope with 422, and archived properties unless already listed', async () => {
      const w = await world();
      const other = await makeTenant(t.deps);
      const theirs = await createPropertyVia(t.app, other.key);
      const cases: [Record<string, unknown>, string][] = [
        [{ property_ids: [] }, '/property_ids'],
        [{ all_properties: true }, '/all_properties'],
        [{ property_ids: [w.a, theirs] }, '/property_ids/1'],
        [{ property_ids: [Number.MAX_SAFE_INTEGER] }, '/property_ids/0'],
      ];
      for (const [scope, pointer] of cases) {
        const response = await post(w.key, { name: 'x', fields: FIELDS, ...scope });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), JSON.stringify(scope)).toEqual([pointer]);
      }
      const atA = await created(w.key, { property_ids: [w.a] });
      const archive = await call(t.app, {
        method: 'PATCH',
        url: `/api/v1/properties/${w.b}`,
        key: w.key,
        body: { archived: true },
      });
      expect(archive.statusCode).toBe(200);
      const added = await patch(w.key, atA.id, { property_ids: [w.a, w.b] });
      expect(pointers(added)).toEqual(['/property_ids/1']);
      expect(added.json().errors[0].detail).toContain('archived');
      // Listed before it was archived: it may stay.
      const atB = await created(w.key, { property_ids: [w.a] });
      await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${w.b}`, key: w.key, body: { archived: false } });
      expect((await patch(w.key, atB.id, { property_ids: [w.a, w.b] })).statusCode).toBe(200);
      await call(t.app, { method: 'PATCH', url: `/api/v1/properties/${w.b}`, key: w.key, body: { archived: true } });
      const kept = await patch(w.key, atB.id, { property_ids: [w.b, w.a], name: 'Still both' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().property_ids).toEqual([w.a, w.b].sort((x, y) => x - y));
    });
  });

  describe('uuid idempotency', () => {
    it('a repeat answers 200 with the same template, another payload 409, concurrent twins create one', async () => {
      const w = await world();
      const uuid = randomUUID();
      const body = { uuid, name: 'Patrol', fields: FIELDS, property_ids: [w.a] };
      const first = await post(w.key, body);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().uuid).toBe(uuid);
      const again = await post(w.key, { ...body, uuid: uuid.toUpperCase(), property_ids: [w.a, w.a] });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      const clash = expectProblem(await post(w.key, { ...body, name: 'Other' }), 409, 'uuid_conflict');
      expect(clash.detail).toContain('form template');

      const twin = { uuid: randomUUID(), name: 'Twin', fields: FIELDS };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(w.key, twin)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((r) => r.json<FormTemplateDto>().id)).size).toBe(1);
      const names = (await walk<FormTemplateDto>(t.app, w.key, '/api/v1/form-templates')).map((x) => x.name);
      expect(names).toEqual(['Patrol', 'Twin']);
    });
  });

  describe('catalogue', () => {
    it('lists at least eight bilingual entries with complete English and German texts', async () => {
      const w = await world();
      const response = await get(w.key, '/catalog');
      expect(response.statusCode, response.body).toBe(200);
      const entries = response.json<{ data: CatalogEntryDto[] }>().data;
      expect(entries.length).toBeGreaterThanOrEqual(8);
      expect(entries.map((e) => e.key)).toEqual(
        expect.arrayContaining(['cleaning_quality_check', 'security_patrol', 'defect_report', 'handover_protocol']),
      );
      expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.template_id).toBeNull();
        const texts = [entry.name, entry.description, ...entry.fields.flatMap((f) => [f.label, ...(f.options ?? [])])];
        for (const text of texts) {
          expect(text.en.trim(), entry.key).not.toBe('');
          expect(text.de.trim(), entry.key).not.toBe('');
        }
        expect(entry.name.de, entry.key).not.toBe(entry.name.en);
      }
      const german = JSON.stringify(entries.map((e) => [e.name.de, e.fields.map((f) => f.label.de)]));
      expect(german).toMatch(/[äöüÄÖÜß]/);
      expect(entries.find((e) => e.key === 'defect_report')?.name).toEqual({
        en: 'Defect report',
        de: 'Mängelmeldung',
      });
    });

    it('imports entries in the chosen language, once per key, and marks them in the catalogue', async () => {
      const w = await world();
      const first = await importing(w.key, { language: 'de', keys: ['cleaning_quality_check'] });
      expect(first.statusCode, first.body).toBe(201);
      const [item] = first.json<CatalogImportResult>().data;
      expect(item).toMatchObject({ source: 'catalog', key: 'cleaning_quality_check', status: 'created' });
      expect(item?.template).toMatchObject({
        name: 'Reinigungskontrolle',
        version: 1,
        catalog_key: 'cleaning_quality_check',
        property_ids: null,
      });
      expect(item?.template.fields.find((f) => f.id === 'areas_checked')?.options).toContain('Außenanlage');

      const again = await importing(w.key, { language: 'en', keys: ['security_patrol', 'cleaning_quality_check'] });
      expect(again.statusCode, again.body).toBe(201);
      const result = again.json<CatalogImportResult>().data;
      expect(result.map((r) => [r.key, r.status])).toEqual([
        ['security_patrol', 'created'],
        ['cleaning_quality_check', 'existing'],
      ]);
      expect(result[0]?.template.name).toBe('Security patrol checklist');
      expect(result[1]?.template).toEqual(item?.template);
      const repeat = await importing(w.key, { language: 'en', keys: ['security_patrol'] });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json<CatalogImportResult>().data[0]?.status).toBe('existing');

      const catalogue = (await get(w.key, '/catalog')).json<{ data: CatalogEntryDto[] }>().data;
      const marked = Object.fromEntries(catalogue.map((e) => [e.key, e.template_id]));
      expect(marked.cleaning_quality_check).toBe(item?.template.id);
      expect(marked.security_patrol).toBe(result[0]?.template.id);
      expect(catalogue.filter((e) => e.template_id !== null)).toHaveLength(2);
      expect(await walk(t.app, w.key, '/api/v1/form-templates')).toHaveLength(2);
    });

    it('concurrent imports of the same keys create each template once', async () => {
      const w = await world();
      const bodies = [
        { language: 'en', keys: ['winter_service_log', 'key_handover'] },
        { language: 'de', keys: ['key_handover', 'winter_service_log'] },
      ];
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => importing(w.key, bodies[i % 2])));
      for (const answer of answers) expect([200, 201], answer.body).toContain(answer.statusCode);
      const statuses = answers.flatMap((a) => a.json<CatalogImportResult>().data.map((d) => `${d.key}:${d.status}`));
      expect(statuses.filter((s) => s.endsWith(':created')).sort()).toEqual([
        'key_handover:created',
        'winter_service_log:created',
      ]);
      const templates = await walk<FormTemplateDto>(t.app, w.key, '/api/v1/form-templates');
      expect(templates.map((x) => x.catalog_key).sort()).toEqual(['key_handover', 'winter_service_log']);
    });

    it('a limited key imports only with properties it sees', async () => {
      const w = await world();
      expectProblem(
        await importing(w.limitedKey, { language: 'en', keys: ['meter_reading'] }),
        403,
        'property_access_denied',
      );
      expectProblem(
        await importing(w.limitedKey, { language: 'en', keys: ['meter_reading'], property_ids: [w.b] }),
        403,
        'property_access_denied',
      );
      const ok = await importing(w.limitedKey, { language: 'en', keys: ['meter_reading'], property_ids: [w.a] });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json<CatalogImportResult>().data[0]?.template.property_ids).toEqual([w.a]);
    });
  });

  describe('document import', () => {
    it('imports a document in the catalogue’s shape once per key, apart from catalogue keys', async () => {
      const w = await world();
      const first = await importing(w.key, { language: 'de', documents: [DOCUMENT] });
      expect(first.statusCode, first.body).toBe(201);
      const [item] = first.json<CatalogImportResult>().data;
      expect(item).toMatchObject({ source: 'document', key: 'boiler_room_check', status: 'created' });
      expect(item?.template).toMatchObject({
        name: 'Kontrolle Heizungsraum',
        description: 'Monatlicher Blick auf die Heizung.',
        catalog_key: 'document:boiler_room_check',
      });
      expect(item?.template.fields).toEqual([
        { id: 'pressure_ok', type: 'checkbox', label: 'Druck im Sollbereich', required: true },
        { id: 'leaks', type: 'single_choice', label: 'Undichtigkeiten', required: false, options: ['Keine', 'Gering'] },
      ]);
      const again = await importing(w.key, {
        language: 'en',
        documents: [{ ...DOCUMENT, name: { en: 'Changed', de: 'Geändert' } }],
      });
      expect(again.statusCode).toBe(200);
      expect(again.json<CatalogImportResult>().data[0]).toMatchObject({ status: 'existing', template: item?.template });

      // A catalogue entry, downloaded and imported as a document, is a template of its own.
      const catalogue = (await get(w.key, '/catalog')).json<{ data: CatalogEntryDto[] }>().data;
      const entry: Partial<CatalogEntryDto> = { ...catalogue.find((e) => e.key === 'defect_report') };
      delete entry.template_id;
      const both = await importing(w.key, { language: 'en', keys: ['defect_report'], documents: [entry] });
      expect(both.statusCode, both.body).toBe(201);
      const data = both.json<CatalogImportResult>().data;
      expect(data.map((d) => [d.source, d.status, d.template.catalog_key])).toEqual([
        ['catalog', 'created', 'defect_report'],
        ['document', 'created', 'document:defect_report'],
      ]);
      expect(data[1]?.template.fields).toEqual(data[0]?.template.fields);
    });

    it('every catalogue entry is a valid document in both languages', async () => {
      const w = await world();
      const catalogue = (await get(w.key, '/catalog')).json<{ data: CatalogEntryDto[] }>().data;
      const documents = catalogue.map(({ template_id: _, ...entry }) => entry);
      for (const language of ['en', 'de'] as const) {
        // Each language under keys of its own, so both are created.
        const keyed = documents.map((document) => ({ ...document, key: `${document.key}_${language}` }));
        const response = await importing(w.key, { language, documents: keyed, property_ids: [w.a] });
        expect(response.statusCode, response.body).toBe(201);
        const data = response.json<CatalogImportResult>().data;
        expect(data.map((d) => d.status)).toEqual(documents.map(() => 'created'));
        expect(data.map((d) => d.template.name)).toEqual(catalogue.map((entry) => entry.name[language]));
      }
    });

    it('checks documents field by field in both languages, pointing into the document, and imports nothing', async () => {
      const w = await world();
      const field = (extra: Record<string, unknown>) => ({ ...DOCUMENT.fields[1], ...extra });
      const cases: [unknown, string[]][] = [
        [{ ...DOCUMENT, fields: [DOCUMENT.fields[0], field({ id: 'pressure_ok' })] }, ['/documents/0/fields/1/id']],
        [
          {
            ...DOCUMENT,
            fields: [
              field({
                options: [
                  { en: 'None', de: 'Keine' },
                  { en: 'No leaks', de: 'keine' },
                ],
              }),
            ],
          },
          ['/documents/0/fields/0/options/1/de'],
        ],
        [{ ...DOCUMENT, fields: [field({ options: undefined })] }, ['/documents/0/fields/0/options']],
        [
          { ...DOCUMENT, fields: [{ ...DOCUMENT.fields[0], label: { en: 'Pressure' } }] },
          ['/documents/0/fields/0/label/de'],
        ],
        [
          { ...DOCUMENT, fields: [{ ...DOCUMENT.fields[0], label: { en: 'Pressure', de: ' ' } }] },
          ['/documents/0/fields/0/label/de'],
        ],
        [{ ...DOCUMENT, fields: [{ ...DOCUMENT.fields[0], hint: 'x' }] }, ['/documents/0/fields/0/hint']],
        [
          { ...DOCUMENT, fields: [{ ...DOCUMENT.fields[0], label: { en: 'Pressure', de: 'Druck \ud800' } }] },
          ['/documents/0/fields/0/label/de'],
        ],
        [{ ...DOCUMENT, fields: [{ ...DOCUMENT.fields[0], type: 'colour' }] }, ['/documents/0/fields/0/type']],
        [{ ...DOCUMENT, key: 'Boiler Room' }, ['/documents/0/key']],
        [{ ...DOCUMENT, template_id: 3 }, ['/documents/0/template_id']],
        [{ ...DOCUMENT, name: 'Boiler room check' }, ['/documents/0/name']],
      ];
      for (const [document, expected] of cases) {
        const response = await importing(w.key, { language: 'en', documents: [DOCUMENT, document].slice(1) });
        expectProblem(response, 422, 'validation_failed');
        expect(pointers(response), JSON.stringify(document)).toEqual(expected);
      }
      const twice = await importing(w.key, {
        language: 'en',
        documents: [DOCUMENT, DOCUMENT],
        keys: ['defect_report'],
      });
      expect(pointers(twice)).toEqual(['/documents/1/key']);
      const keysTwice = await importing(w.key, { language: 'en', keys: ['defect_report', 'defect_report'] });
      expect(pointers(keysTwice)).toEqual(['/keys']);
      expect(keysTwice.json().errors[0].detail).toMatch(/duplicate/);
      expect(pointers(await importing(w.key, { language: 'en', keys: ['no_such_entry'] }))).toEqual(['/keys/0']);
      expect(pointers(await importing(w.key, { language: 'en' }))).toEqual(['/keys']);
      expect(pointers(await importing(w.key, { language: 'fr', keys: ['defect_report'] }))).toEqual(['/language']);
      expect(await walk(t.app, w.key, '/api/v1/form-templates')).toEqual([]);
    });
  });
});
