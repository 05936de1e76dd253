import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeFile } from '../../src/modules/files/files.service.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import type { OfficeResponseDetailDto, OfficeResponseRowDto } from '../../src/modules/forms/office.schema.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachBackend('portal form responses', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  const checkFields = [
    { id: 'clean', type: 'checkbox' as const, label: 'Entrance clean', required: true },
    { id: 'areas', type: 'multiple_choice' as const, label: 'Areas', options: ['Entrance', 'Stairwell', 'Bins'] },
    { id: 'state', type: 'single_choice' as const, label: 'State', options: ['Good', 'Poor'] },
    { id: 'day', type: 'date' as const, label: 'Day' },
    { id: 'at', type: 'time' as const, label: 'Time' },
    { id: 'rating', type: 'rating' as const, label: 'Impression' },
    { id: 'count', type: 'number' as const, label: 'Bins' },
    { id: 'notes', type: 'text' as const, label: 'Notes' },
    { id: 'photo', type: 'photo' as const, label: 'Photo' },
    { id: 'signature', type: 'signature' as const, label: 'Signature' },
  ];

  async function template(org: Organisation, name = 'Cleaning check'): Promise<number> {
    return (await createFormTemplate(t.deps, org.tenantId, { name, fields: checkFields })).id;
  }

  /** A response submitted at `at` by `accountId` (the admin unless given). */
  async function submit(
    org: Organisation,
    input: { templateId: number; propertyId: number; at: string; accountId?: number; draft?: boolean },
    photos: { fieldId: string; fileId: number }[] = [],
  ): Promise<number> {
    return saveFormResponse({ ...t.deps, clock: () => Date.parse(input.at) }, org.tenantId, {
      templateId: input.templateId,
      propertyId: input.propertyId,
      accountId: input.accountId ?? org.adminId,
      answers: input.draft ? { notes: 'half done' } : { clean: true, rating: 4 },
      photos,
      submit: !input.draft,
    });
  }

  const ids = async (org: Organisation, query = '') => {
    const response = await org.admin.get(`/portal/api/form-responses${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OfficeResponseRowDto[] }>().data.map((row) => row.id);
  };

  it('lists newest first with property, template, status, day and submitter filters, and pages', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const cleaning = await template(org, 'Cleaning check');
    const patrol = await template(org, 'Patrol');
    const aylin = await org.account('worker', 'all', 'Aylin Demir');
    // 23:30 UTC on the 20th is the 21st in Berlin, the organisation's zone.
    const a = await submit(org, { templateId: cleaning, propertyId: lindenhof, at: '2026-11-20T23:30:00Z' });
    const b = await submit(org, {
      templateId: patrol,
      propertyId: rheinblick,
      at: '2026-11-22T08:00:00Z',
      accountId: aylin,
    });
    const c = await submit(org, {
      templateId: cleaning,
      propertyId: rheinblick,
      at: '2026-11-23T08:00:00Z',
      draft: true,
    });
    const d = await submit(org, {
      templateId: cleaning,
      propertyId: lindenhof,
      at: '2026-11-24T08:00:00Z',
      accountId: aylin,
    });

    expect(await ids(org)).toEqual([d, c, b, a]);
    expect(await ids(org, `?property_id=${lindenhof}`)).toEqual([d, a]);
    expect(await ids(org, `?template_id=${patrol}`)).toEqual([b]);
    expect(await ids(org, '?status=draft')).toEqual([c]);
    expect(await ids(org, `?submitted_by=${aylin}`)).toEqual([d, b]);
    expect(await ids(org, '?submitted_from=2026-11-21&submitted_to=2026-11-22')).toEqual([b, a]);
    expect(await ids(org, '?submitted_to=2026-11-20')).toEqual([]);
    expect(await ids(org, `?submitted_from=2026-11-22&template_id=${cleaning}&status=submitted`)).toEqual([d]);

    const first = await org.admin.get('/portal/api/form-responses?pageSize=3');
    const page = first.json<{ data: OfficeResponseRowDto[]; next_cursor: string }>();
    expect(page.data.map((row) => row.id)).toEqual([d, c, b]);
    expect(page.data[0]).toMatchObject({
      status: 'submitted',
      template: { id: cleaning, name: 'Cleaning check', version: 1 },
      property: { id: lindenhof, name: 'Lindenhof' },
      submitted_by: { id: aylin, name: 'Aylin Demir' },
      submitted_at: '2026-11-24T08:00:00.000Z',
      photo_count: 0,
      signature_count: 0,
    });
    expect(page.data[1]).toMatchObject({ status: 'draft', submitted_at: null, submitted_by: null });
    const second = await org.admin.get(`/portal/api/form-responses?pageSize=3&cursor=${page.next_cursor}`);
    expect(second.json()).toMatchObject({ data: [{ id: a }], next_cursor: null });

    const submitters = await org.admin.get('/portal/api/form-responses/submitters');
    expect(submitters.json<{ data: { id: number; name: string }[] }>().data.map((p) => p.id)).toEqual(
      expect.arrayContaining([aylin, org.adminId]),
    );
    expect(submitters.json<{ data: unknown[] }>().data).toHaveLength(2);

    const backwards = await org.admin.get(
      '/portal/api/form-responses?submitted_from=2026-11-22&submitted_to=2026-11-21',
    );
    expectProblem(backwards, 422, 'validation_failed');
    expect(JSON.stringify(backwards.json())).toContain('/query/submitted_to');
    expectProblem(await org.admin.get('/portal/api/form-responses?status=done'), 422, 'validation_failed');
    expectProblem(
      await org.admin.get('/portal/api/form-responses?submitted_from=21.11.2026'),
      422,
      'validation_failed',
    );
  });

  it('shows one response with every answer in the template’s order, its version and pictures', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const templateId = await template(org);
    const photo = await storeFile(t.database.db, t.fileStore, org.tenantId, { data: PNG, contentType: 'image/png' });
    const signature = await storeFile(t.database.db, t.fileStore, org.tenantId, {
      data: PNG,
      contentType: 'image/png',
    });
    const id = await saveFormResponse({ ...t.deps, clock: () => Date.parse('2026-11-22T09:14:03Z') }, org.tenantId, {
      templateId,
      propertyId: property,
      accountId: org.adminId,
      answers: {
        clean: false,
        areas: ['Entrance', 'Bins'],
        state: 'Poor',
        day: '2026-11-22',
        at: '09:10',
        rating: 2,
        count: 3.5,
        notes: 'Bin area needs attention.',
      },
      photos: [
        { fieldId: 'photo', fileId: photo.id },
        { fieldId: 'signature', fileId: signature.id },
      ],
      submit: true,
    });
    // A later version does not change how the response reads.
    const patched = await org.admin.patch(`/portal/api/form-templates/${templateId}`, {
      fields: [{ id: 'clean', type: 'checkbox', label: 'Entrance swept' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const response = await org.admin.get(`/portal/api/form-responses/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<OfficeResponseDetailDto>();
    expect(detail).toMatchObject({
      id,
      status: 'submitted',
      template: { id: templateId, name: 'Cleaning check', version: 1 },
      current_version: 2,
      property: { id: property, name: 'Lindenhof' },
      submitted_at: '2026-11-22T09:14:03.000Z',
      submitted_by: { id: org.adminId },
    });
    expect(detail.answers.map((a) => [a.field_id, a.type, a.value])).toEqual([
      ['clean', 'checkbox', false],
      ['areas', 'multiple_choice', ['Entrance', 'Bins']],
      ['state', 'single_choice', 'Poor'],
      ['day', 'date', '2026-11-22'],
      ['at', 'time', '09:10'],
      ['rating', 'rating', 2],
      ['count', 'number', 3.5],
      ['notes', 'text', 'Bin area needs attention.'],
      ['photo', 'photo', [photo.id]],
      ['signature', 'signature', [signature.id]],
    ]);
    expect(detail.answers[0]).toMatchObject({ label: 'Entrance clean', required: true });
    expect(detail.answers[1]?.options).toEqual(['Entrance', 'Stairwell', 'Bins']);
    expect(detail.photos.map((p) => [p.id, p.field_id, p.content_type])).toEqual([
      [photo.id, 'photo', 'image/png'],
      [signature.id, 'signature', 'image/png'],
    ]);
    // The portal's file routes, with the session: a stored picture is its own thumbnail.
    expect(detail.photos[0]).toMatchObject({
      url: `/portal/api/files/${photo.id}`,
      thumbnail_url: `/portal/api/files/${photo.id}/thumbnail`,
    });
    const picture = await org.admin.get(detail.photos[0]?.thumbnail_url ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const listed = await org.admin.get('/portal/api/form-responses');
    // One photo and one signature: the signature is not counted as a photo.
    expect(listed.json<{ data: OfficeResponseRowDto[] }>().data[0]).toMatchObject({
      photo_count: 1,
      signature_count: 1,
    });
  });

  it('needs forms.manage, keeps to the person’s properties, and another tenant’s response is 404', async () => {
    const org = await organisation(t);
    const mine = await org.property({ name: 'Mine' });
    const other = await org.property({ name: 'Other' });
    const templateId = await template(org);
    const onMine = await submit(org, { templateId, propertyId: mine, at: '2026-11-22T08:00:00Z' });
    const onOther = await submit(org, { templateId, propertyId: other, at: '2026-11-22T09:00:00Z' });

    const { client: worker } = await org.member('worker');
    expectProblem(await worker.get('/portal/api/form-responses'), 403, 'permission_denied');
    expectProblem(await worker.get(`/portal/api/form-responses/${onMine}`), 403, 'permission_denied');

    const { client: manager } = await org.member('manager', [mine]);
    const listed = await manager.get('/portal/api/form-responses');
    expect(listed.json<{ data: OfficeResponseRowDto[] }>().data.map((r) => r.id)).toEqual([onMine]);
    expect((await manager.get(`/portal/api/form-responses/${onMine}`)).statusCode).toBe(200);
    expectProblem(await manager.get(`/portal/api/form-responses/${onOther}`), 403, 'property_access_denied');
    expectProblem(await manager.get(`/portal/api/form-responses?property_id=${other}`), 403, 'property_access_denied');

    const stranger = await organisation(t);
    expectProblem(await stranger.admin.get(`/portal/api/form-responses/${onMine}`), 404, 'not_found');
    expect(await ids(stranger)).toEqual([]);
    expect(await ids(stranger, `?template_id=${templateId}`)).toEqual([]);
    expectProblem(await stranger.admin.get(`/portal/api/form-responses?property_id=${mine}`), 422, 'validation_failed');
    expect((await stranger.admin.get('/portal/api/form-responses/submitters')).json()).toEqual({ data: [] });
  });
});
