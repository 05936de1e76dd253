import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfficeTemplateDetailDto } from '../../src/modules/forms/office.schema.js';
import type { CatalogImportResult, FormTemplateVersionDto } from '../../src/modules/forms/templates.schema.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { apiGet, auditEvents, expectProblem, organisation } from './organisation.js';

interface Problem {
  code: string;
  errors?: { pointer: string; detail: string }[];
}

const pointers = (body: unknown) => ((body as Problem).errors ?? []).map((error) => error.pointer);

describeEachBackend('portal form templates', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const everyType = [
    { id: 'notes', type: 'text', label: 'Notes' },
    { id: 'count', type: 'number', label: 'Count' },
    { id: 'clean', type: 'checkbox', label: 'Clean', required: true },
    { id: 'state', type: 'single_choice', label: 'State', options: ['Good', 'Poor'] },
    { id: 'areas', type: 'multiple_choice', label: 'Areas', options: ['Entrance', 'Bins'] },
    { id: 'day', type: 'date', label: 'Day' },
    { id: 'at', type: 'time', label: 'Time' },
    { id: 'photo', type: 'photo', label: 'Photo' },
    { id: 'signature', type: 'signature', label: 'Signature', required: true },
    { id: 'rating', type: 'rating', label: 'Rating' },
  ];

  it('creates with every field type, saves new versions, keeps old ones readable and audits it', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });

    const created = await org.admin.post('/portal/api/form-templates', {
      name: ' Weekly check ',
      description: 'Every Monday',
      fields: everyType,
      property_ids: [lindenhof],
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<OfficeTemplateDetailDto>();
    expect(template).toMatchObject({
      name: 'Weekly check',
      version: 1,
      property_ids: [lindenhof],
      editable: true,
      versions: [{ version: 1, current: true, field_count: 10 }],
    });
    expect(template.fields.map((f) => [f.id, f.type, f.required])).toEqual(
      everyType.map((f) => [f.id, f.type, f.required ?? false]),
    );

    // Reordered, one field added, offered at a second property: version 2.
    const [first, second, ...rest] = everyType;
    const reordered = [second, first, ...rest, { id: 'remarks', type: 'text', label: 'Remarks' }];
    const patched = await org.admin.patch(`/portal/api/form-templates/${template.id}`, {
      fields: reordered,
      property_ids: [lindenhof, rheinblick],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const v2 = patched.json<OfficeTemplateDetailDto>();
    expect(v2.version).toBe(2);
    expect(v2.fields.map((f) => f.id).slice(0, 2)).toEqual(['count', 'notes']);
    expect(v2.property_ids).toEqual([lindenhof, rheinblick].sort((a, b) => a - b));
    expect(v2.versions.map((v) => [v.version, v.current, v.field_count])).toEqual([
      [2, true, 11],
      [1, false, 10],
    ]);
    expect(v2.used_field_ids).toContain('remarks');

    // Only the name: no new version.
    const renamed = await org.admin.patch(`/portal/api/form-templates/${template.id}`, { name: 'Monday check' });
    expect(renamed.json<OfficeTemplateDetailDto>()).toMatchObject({ name: 'Monday check', version: 2 });

    const old = await org.admin.get(`/portal/api/form-templates/${template.id}/versions/1`);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json<FormTemplateVersionDto>()).toMatchObject({ version: 1, current: false });
    expect(old.json<FormTemplateVersionDto>().fields.map((f) => f.id)[0]).toBe('notes');
    expectProblem(await org.admin.get(`/portal/api/form-templates/${template.id}/versions/3`), 404, 'not_found');

    // The API shows the same template, unchanged in shape.
    const viaApi = await apiGet(t, org.fixture.key, `/api/v1/form-templates/${template.id}`);
    expect(viaApi.json()).toMatchObject({ name: 'Monday check', version: 2 });
    expect(Object.keys(viaApi.json<object>())).not.toContain('versions');

    const listed = await org.admin.get('/portal/api/form-templates');
    expect(listed.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toEqual([template.id]);

    const audit = (await auditEvents(org.admin)).filter((e) => e.target_type === 'form_template');
    expect(audit.map((e) => [e.action, e.details.version ?? null, e.details.name])).toEqual([
      ['form_template.changed', null, 'Monday check'],
      ['form_template.changed', 2, 'Weekly check'],
      ['form_template.created', null, 'Weekly check'],
    ]);
  });

  it('answers validation errors with a pointer at the field they concern', async () => {
    const org = await organisation(t);
    const created = await org.admin.post('/portal/api/form-templates', {
      name: 'Check',
      fields: [
        { id: 'state', type: 'single_choice', label: 'State', options: ['Yes', 'yes'] },
        { id: 'state', type: 'text', label: 'Again' },
      ],
    });
    expectProblem(created, 422, 'validation_failed');
    expect(pointers(created.json())).toEqual(expect.arrayContaining(['/fields/1/id', '/fields/0/options/1']));

    const blank = await org.admin.post('/portal/api/form-templates', {
      name: 'Check',
      fields: [{ id: 'notes', type: 'text', label: '   ' }],
    });
    expectProblem(blank, 422, 'validation_failed');
    expect(pointers(blank.json())).toContain('/fields/0/label');

    const good = await org.admin.post('/portal/api/form-templates', {
      name: 'Check',
      fields: [{ id: 'clean', type: 'checkbox', label: 'Clean' }],
    });
    const id = good.json<OfficeTemplateDetailDto>().id;
    const retyped = await org.admin.patch(`/portal/api/form-templates/${id}`, {
      fields: [{ id: 'clean', type: 'text', label: 'Clean' }],
    });
    expectProblem(retyped, 422, 'validation_failed');
    expect(pointers(retyped.json())).toEqual(['/fields/0/type']);

    const noOptions = await org.admin.patch(`/portal/api/form-templates/${id}`, {
      fields: [
        { id: 'clean', type: 'checkbox', label: 'Clean' },
        { id: 'pick', type: 'single_choice', label: 'Pick', options: [] },
      ],
    });
    expectProblem(noOptions, 422, 'validation_failed');
    expect(pointers(noOptions.json()).join()).toContain('/fields/1/options');

    const unknownProperty = await org.admin.patch(`/portal/api/form-templates/${id}`, { property_ids: [99999999] });
    expectProblem(unknownProperty, 422, 'validation_failed');
    expect(pointers(unknownProperty.json())).toEqual(['/property_ids/0']);
    const detail = await org.admin.get(`/portal/api/form-templates/${id}`);
    expect(detail.json<OfficeTemplateDetailDto>()).toMatchObject({ version: 1, property_ids: null });
  });

  it('lists the catalogue and imports entries once, telling created from existing', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const catalog = await org.admin.get('/portal/api/form-templates/catalog');
    expect(catalog.statusCode, catalog.body).toBe(200);
    const entries = catalog.json<{ data: { key: string; name: { de: string }; template_id: number | null }[] }>().data;
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.every((entry) => entry.template_id === null)).toBe(true);
    const [one, two] = entries.map((entry) => entry.key);

    const first = await org.admin.post('/portal/api/form-templates/catalog-import', {
      language: 'de',
      keys: [one],
      property_ids: [property],
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<CatalogImportResult>().data[0];
    expect(created).toMatchObject({ key: one, status: 'created', template: { property_ids: [property] } });
    expect(created?.template.name).toBe(entries[0]?.name.de);

    const again = await org.admin.post('/portal/api/form-templates/catalog-import', {
      language: 'en',
      keys: [one, two],
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<CatalogImportResult>().data.map((item) => [item.key, item.status])).toEqual([
      [one, 'existing'],
      [two, 'created'],
    ]);
    const repeat = await org.admin.post('/portal/api/form-templates/catalog-import', { language: 'en', keys: [two] });
    expect(repeat.statusCode).toBe(200);

    const after = (await org.admin.get('/portal/api/form-templates/catalog')).json<{
      data: { key: string; template_id: number | null }[];
    }>().data;
    expect(after.find((entry) => entry.key === one)?.template_id).toBe(created?.template.id);
    const audit = (await auditEvents(org.admin)).filter((e) => e.action === 'form_template.imported');
    expect(audit.map((e) => e.details.key)).toEqual([two, one]);

    const none = await org.admin.post('/portal/api/form-templates/catalog-import', { language: 'en', keys: [] });
    expectProblem(none, 422, 'validation_failed');
  });

  it('needs forms.manage, keeps to the person’s properties, and another tenant’s template is 404', async () => {
    const org = await organisation(t);
    const mine = await org.property({ name: 'Mine' });
    const other = await org.property({ name: 'Other' });
    const fields = [{ id: 'clean', type: 'checkbox', label: 'Clean' }];
    const everywhere = (await org.admin.post('/portal/api/form-templates', { name: 'All', fields })).json<{
      id: number;
    }>().id;
    const onOther = (
      await org.admin.post('/portal/api/form-templates', { name: 'Other', fields, property_ids: [other] })
    ).json<{ id: number }>().id;

    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/form-templates'), 403, 'permission_denied');
    expectProblem(await worker.get('/portal/api/form-templates/catalog'), 403, 'permission_denied');

    const { client: manager } = await org.member('manager', [mine]);
    const listed = await manager.get('/portal/api/form-templates');
    expect(listed.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toEqual([everywhere]);
    const seen = await manager.get(`/portal/api/form-templates/${everywhere}`);
    expect(seen.json<OfficeTemplateDetailDto>().editable).toBe(false);
    expectProblem(await manager.get(`/portal/api/form-templates/${onOther}`), 403, 'property_access_denied');
    expectProblem(
      await manager.patch(`/portal/api/form-templates/${everywhere}`, { name: 'Mine now' }),
      403,
      'property_access_denied',
    );
    const own = await manager.post('/portal/api/form-templates', { name: 'Mine', fields, property_ids: [mine] });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<OfficeTemplateDetailDto>().editable).toBe(true);
    expectProblem(
      await manager.post('/portal/api/form-templates', { name: 'Wide', fields, property_ids: [other] }),
      403,
      'property_access_denied',
    );

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/form-templates/${everywhere}`), 404, 'not_found');
    expectProblem(
      await stranger.admin.patch(`/portal/api/form-templates/${everywhere}`, { name: 'Taken' }),
      404,
      'not_found',
    );
    expectProblem(await stranger.admin.get(`/portal/api/form-templates/${everywhere}/versions/1`), 404, 'not_found');
    expect((await stranger.admin.get('/portal/api/form-templates')).json<{ data: unknown[] }>().data).toEqual([]);
  });
});
