import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events } from '../../src/platform/events/events.tables.js';
import { formResponsePhotos, formResponses } from '../../src/db/schema.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import type { FieldFormsDto, FieldResponseDto } from '../../src/modules/forms/field-forms.schema.js';
import type {
  FormResponseDetailDto,
  FormResponseSummaryDto,
  TemplateField,
} from '../../src/modules/forms/forms.schema.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

// Filling forms in the field app: the templates a person may fill at their properties,
// drafts saved by the phone's uuid, the submission (once, however often it is sent), file
// answers that must be the tenant's own, and what an API poller sees of it all.

const FIELDS: TemplateField[] = [
  { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
  { id: 'rating', type: 'rating', label: 'Overall impression', required: true },
  { id: 'remarks', type: 'text', label: 'Remarks', required: false },
  { id: 'bins', type: 'single_choice', label: 'Bin area', required: false, options: ['tidy', 'overflowing'] },
  { id: 'areas', type: 'multiple_choice', label: 'Areas', required: false, options: ['hall', 'yard', 'cellar'] },
  { id: 'temperature', type: 'number', label: 'Hall temperature', required: false },
  { id: 'visited_on', type: 'date', label: 'Visited on', required: false },
  { id: 'arrived', type: 'time', label: 'Arrival', required: false },
  { id: 'photos', type: 'photo', label: 'Photos', required: true },
  { id: 'signature', type: 'signature', label: 'Signature', required: true },
];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200), Buffer.from([0xff, 0xd9])]);

const pointers = (response: LightMyRequestResponse) =>
  response.json<{ errors?: { pointer: string }[] }>().errors?.map((e) => e.pointer) ?? [];

describeEachBackend('field app: filling forms', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  interface World {
    org: Organisation;
    propertyId: number;
    templateId: number;
    worker: PortalClient;
    workerId: number;
  }

  async function world(): Promise<World> {
    const org = await organisation(t);
    const propertyId = await org.property({ name: 'Lindenhof 3' });
    const template = await createFormTemplate(t.deps, org.tenantId, { name: 'Cleaning check', fields: FIELDS });
    const { id: workerId, client: worker } = await org.member('worker', [propertyId]);
    return { org, propertyId, templateId: template.id, worker, workerId };
  }

  async function upload(tenantId: number, data: Buffer = jpeg(), contentType = 'image/jpeg'): Promise<number> {
    return (await storeFile(t.database.db, t.fileStore, tenantId, { data, contentType })).id;
  }

  /** A complete set of answers, with two photos and a signature of the tenant's. */
  async function complete(w: World): Promise<Record<string, unknown>> {
    return {
      entrance_clean: false,
      rating: 4,
      remarks: 'Bin area needs attention.',
      bins: 'overflowing',
      areas: ['hall', 'yard'],
      temperature: 19.5,
      visited_on: '2026-11-25',
      arrived: '07:45',
      photos: [await upload(w.org.tenantId), await upload(w.org.tenantId)],
      signature: [await upload(w.org.tenantId, PNG, 'image/png')],
    };
  }

  const form = (w: World, answers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    template_id: w.templateId,
    template_version: 1,
    property_id: w.propertyId,
    answers,
    ...extra,
  });

  const saveDraft = (client: PortalClient, uuid: string, body: unknown) =>
    client.request('PUT', `/portal/api/field/forms/drafts/${uuid}`, body);
  const submit = (client: PortalClient, body: unknown) => client.post('/portal/api/field/forms/responses', body);

  async function responsesOf(tenantId: number) {
    return t.database.db.select().from(formResponses).where(eq(formResponses.tenantId, tenantId));
  }

  /** Polls the API's change feed as an integrator would, from a cursor; answers what it saw and the next cursor. */
  async function poll(key: string, cursor: string | undefined, filter = '&status=submitted') {
    const response = await call(t.app, {
      url: `/api/v1/form-responses?pageSize=200${filter}${cursor ? `&cursor=${cursor}` : ''}`,
      key,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: FormResponseSummaryDto[]; next_cursor: string }>();
    return { seen: page.data, cursor: page.next_cursor };
  }

  it('offers the active templates at the properties the person sees, with their current fields', async () => {
    const org = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof 3', address: { city: 'Köln' } });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const archived = await org.property({ name: 'Altbau' });
    await org.admin.patch(`/portal/api/properties/${archived}`, { archived: true });
    const everywhere = await createFormTemplate(t.deps, org.tenantId, { name: 'Cleaning check', fields: FIELDS });
    const onlyRheinblick = await call(t.app, {
      method: 'POST',
      url: '/api/v1/form-templates',
      key: org.fixture.key,
      body: {
        name: 'Boiler room',
        fields: [{ id: 'pressure', type: 'number', label: 'Pressure', required: true }],
        property_ids: [rheinblick],
      },
    });
    expect(onlyRheinblick.statusCode, onlyRheinblick.body).toBe(201);
    const boiler = onlyRheinblick.json<{ id: number }>().id;
    const inactive = await call(t.app, {
      method: 'POST',
      url: '/api/v1/form-templates',
      key: org.fixture.key,
      body: { name: 'Retired', fields: [{ id: 'x', type: 'text', label: 'X' }], active: false },
    });
    expect(inactive.statusCode, inactive.body).toBe(201);

    const admin = (await org.admin.get('/portal/api/field/forms')).json<FieldFormsDto>();
    expect(admin.properties.map((p) => [p.name, p.template_ids])).toEqual([
      ['Lindenhof 3', [everywhere.id]],
      ['Rheinblick', [boiler, everywhere.id]],
    ]);
    expect(admin.properties[0]?.city).toBe('Köln');
    expect(admin.templates.map((tpl) => tpl.name)).toEqual(['Boiler room', 'Cleaning check']);
    expect(admin.templates[1]).toMatchObject({ version: 1, fields: FIELDS });

    const { client: worker } = await org.member('worker', [lindenhof]);
    const response = await worker.get('/portal/api/field/forms');
    expect(response.statusCode, response.body).toBe(200);
    const mine = response.json<FieldFormsDto>();
    expect(mine.properties.map((p) => [p.id, p.template_ids])).toEqual([[lindenhof, [everywhere.id]]]);
    // A template offered only where the person never goes is not sent to the phone.
    expect(mine.templates.map((tpl) => tpl.id)).toEqual([everywhere.id]);
  });

  it('keeps one draft per uuid: saved again, it is replaced, never doubled; only its author sees it', async () => {
    const w = await world();
    const uuid = randomUUID();
    const first = await saveDraft(w.worker, uuid, form(w, { remarks: 'Started' }));
    expect(first.statusCode, first.body).toBe(201);
    const photo = await upload(w.org.tenantId);
    const again = await saveDraft(w.worker, uuid, form(w, { remarks: 'Went on', rating: 3, photos: [photo] }));
    expect(again.statusCode, again.body).toBe(200);
    const draft = again.json<FieldResponseDto>();
    expect(draft).toMatchObject({
      id: first.json<FieldResponseDto>().id,
      uuid,
      status: 'draft',
      submitted_at: null,
      answers: { remarks: 'Went on', rating: 3, photos: [photo] },
    });
    // The same save sent twice (a lost answer) is still one draft.
    expect((await saveDraft(w.worker, uuid, form(w, { remarks: 'Went on' }))).statusCode).toBe(200);
    const rows = await responsesOf(w.org.tenantId);
    expect(rows.map((row) => [row.uuid, row.status, row.createdByAccountId])).toEqual([[uuid, 'draft', w.workerId]]);

    const listed = (await w.worker.get('/portal/api/field/forms/drafts')).json<{ data: FieldResponseDto[] }>().data;
    expect(listed.map((d) => [d.uuid, d.answers])).toEqual([[uuid, { remarks: 'Went on' }]]);
    expect((await w.worker.get(`/portal/api/field/forms/drafts/${uuid}`)).json<FieldResponseDto>().id).toBe(draft.id);

    // Someone else of the organisation neither sees nor takes over the draft.
    const { client: colleague } = await w.org.member('worker', 'all');
    expect((await colleague.get('/portal/api/field/forms/drafts')).json<{ data: unknown[] }>().data).toEqual([]);
    expectProblem(await colleague.get(`/portal/api/field/forms/drafts/${uuid}`), 404, 'not_found');
    expectProblem(await saveDraft(colleague, uuid, form(w, { remarks: 'Mine now' })), 409, 'uuid_conflict');
    expectProblem(await submit(colleague, form(w, await complete(w), { uuid })), 409, 'uuid_conflict');
    // Nor does the same uuid move the draft to another form.
    const other = await createFormTemplate(t.deps, w.org.tenantId, { name: 'Other', fields: FIELDS });
    expectProblem(await saveDraft(w.worker, uuid, form(w, {}, { template_id: other.id })), 409, 'uuid_conflict');

    // Answers of the wrong kind are named, every one of them.
    const wrong = await saveDraft(
      w.worker,
      uuid,
      form(w, { rating: 9, bins: 'gone', visited_on: '25.11.2026', nothing: 'x', photos: 'x' }),
    );
    expectProblem(wrong, 422, 'validation_failed');
    expect(pointers(wrong).sort()).toEqual([
      '/answers/bins',
      '/answers/nothing',
      '/answers/photos',
      '/answers/rating',
      '/answers/visited_on',
    ]);

    const discarded = await w.worker.request('DELETE', `/portal/api/field/forms/drafts/${uuid}`);
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(await responsesOf(w.org.tenantId)).toEqual([]);
  });

  it('submits once: a replay after a lost answer changes nothing, a late draft save neither', async () => {
    const w = await world();
    const uuid = randomUUID();
    await saveDraft(w.worker, uuid, form(w, { remarks: 'Started' }));
    const answers = await complete(w);
    const body = form(w, answers, { uuid });
    const first = await submit(w.worker, body);
    expect(first.statusCode, first.body).toBe(201);
    const submitted = first.json<FieldResponseDto>();
    expect(submitted).toMatchObject({ uuid, status: 'submitted', answers });
    expect(submitted.submitted_at).not.toBeNull();

    const replay = await submit(w.worker, body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json<FieldResponseDto>()).toEqual(submitted);
    const late = await saveDraft(w.worker, uuid, form(w, { remarks: 'Edited afterwards' }));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json<FieldResponseDto>()).toEqual(submitted);
    expectProblem(
      await w.worker.request('DELETE', `/portal/api/field/forms/drafts/${uuid}`),
      409,
      'invalid_transition',
    );

    const rows = await responsesOf(w.org.tenantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'submitted', submittedByAccountId: w.workerId });
    expect((rows[0]?.answers as Record<string, unknown>).remarks).toBe('Bin area needs attention.');
    const recorded = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, w.org.tenantId), eq(events.type, 'form_response.submitted')));
    expect(recorded.map((e) => [e.subjectId, e.origin])).toEqual([[submitted.id, 'field']]);

    // A phone that never got to save a draft submits straight away, also once.
    const direct = { ...form(w, await complete(w)), uuid: randomUUID() };
    const [a, b] = await Promise.all([submit(w.worker, direct), submit(w.worker, direct)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<FieldResponseDto>().id).toBe(b.json<FieldResponseDto>().id);
    expect(await responsesOf(w.org.tenantId)).toHaveLength(2);
  });

  it('refuses a submission with required fields unanswered, naming each, and keeps the draft a draft', async () => {
    const w = await world();
    const uuid = randomUUID();
    await saveDraft(w.worker, uuid, form(w, { remarks: 'Started' }));
    const refused = await submit(
      w.worker,
      form(w, { remarks: 'x', rating: null, photos: [], entrance_clean: true }, { uuid }),
    );
    expectProblem(refused, 422, 'validation_failed');
    expect(pointers(refused)).toEqual(['/answers/rating', '/answers/photos', '/answers/signature']);
    const blankText = await createFormTemplate(t.deps, w.org.tenantId, {
      name: 'Note',
      fields: [{ id: 'note', type: 'text', label: 'Note', required: true }],
    });
    const blank = await submit(w.worker, form(w, { note: '   ' }, { uuid: randomUUID(), template_id: blankText.id }));
    expect(pointers(blank)).toEqual(['/answers/note']);
    const rows = await responsesOf(w.org.tenantId);
    expect(rows.map((row) => [row.uuid, row.status])).toEqual([[uuid, 'draft']]);
  });

  it('attaches only the tenant’s own files: a foreign or unknown id is 422 at its field and nothing is stored', async () => {
    const w = await world();
    const elsewhere = await organisation(t);
    const foreign = await upload(elsewhere.tenantId);
    const answers = await complete(w);
    const uuid = randomUUID();
    for (const [field, ids] of [
      ['photos', [...(answers.photos as number[]), foreign]],
      ['signature', [foreign]],
      ['signature', [Number.MAX_SAFE_INTEGER]],
    ] as const) {
      const refused = await submit(w.worker, form(w, { ...answers, [field]: ids }, { uuid }));
      expectProblem(refused, 422, 'validation_failed');
      expect(pointers(refused)).toEqual([`/answers/${field}`]);
      const draft = await saveDraft(w.worker, uuid, form(w, { [field]: ids }));
      expectProblem(draft, 422, 'validation_failed');
      expect(pointers(draft)).toEqual([`/answers/${field}`]);
    }
    expect(await responsesOf(w.org.tenantId)).toEqual([]);
    const links = await t.database.db.select().from(formResponsePhotos).where(eq(formResponsePhotos.fileId, foreign));
    expect(links).toEqual([]);
    // Two signatures, or one photo twice, are refused too.
    const twice = await submit(
      w.worker,
      form(
        w,
        { ...answers, signature: [...(answers.signature as number[]), ...(answers.photos as number[]).slice(0, 1)] },
        { uuid },
      ),
    );
    expect(pointers(twice)).toEqual(['/answers/signature']);
  });

  it('refuses one file given to two fields with 422 at the second, for drafts and submissions, and stores nothing', async () => {
    const w = await world();
    const answers = await complete(w);
    const photos = answers.photos as number[];
    const shared = { ...answers, signature: [photos[1]] };
    const uuid = randomUUID();
    const refused = await submit(w.worker, form(w, shared, { uuid }));
    expectProblem(refused, 422, 'validation_failed');
    expect(pointers(refused)).toEqual(['/answers/signature']);
    expect(refused.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toContain('photos');
    const draft = await saveDraft(w.worker, uuid, form(w, shared));
    expectProblem(draft, 422, 'validation_failed');
    expect(pointers(draft)).toEqual(['/answers/signature']);
    expect(await responsesOf(w.org.tenantId)).toEqual([]);
    // A saved draft keeps its files when a later save gives one file to two fields.
    expect((await saveDraft(w.worker, uuid, form(w, answers))).statusCode).toBe(201);
    expectProblem(await saveDraft(w.worker, uuid, form(w, shared)), 422, 'validation_failed');
    const kept = await t.database.db
      .select()
      .from(formResponsePhotos)
      .where(eq(formResponsePhotos.tenantId, w.org.tenantId));
    expect(kept.map((link) => link.fileId).sort()).toEqual([...photos, ...(answers.signature as number[])].sort());
    expect((await submit(w.worker, form(w, answers, { uuid }))).statusCode).toBe(201);
  });

  it('keeps the tenant wall: another organisation’s drafts are 404, its templates and properties like missing ones', async () => {
    const w = await world();
    const uuid = randomUUID();
    expect((await saveDraft(w.worker, uuid, form(w, { remarks: 'Mine' }))).statusCode).toBe(201);
    const other = await world();
    expectProblem(await other.worker.get(`/portal/api/field/forms/drafts/${uuid}`), 404, 'not_found');
    expectProblem(await other.org.admin.get(`/portal/api/field/forms/drafts/${uuid}`), 404, 'not_found');
    expectProblem(await other.org.admin.request('DELETE', `/portal/api/field/forms/drafts/${uuid}`), 404, 'not_found');
    expectProblem(await other.org.admin.get(`/portal/api/field/forms/drafts/${randomUUID()}`), 404, 'not_found');

    // Their template or property named in a body reads exactly like one that does not exist.
    const theirs = await submit(
      other.worker,
      form(other, await complete(other), { uuid: randomUUID(), template_id: w.templateId }),
    );
    const missing = await submit(
      other.worker,
      form(other, await complete(other), { uuid: randomUUID(), template_id: Number.MAX_SAFE_INTEGER }),
    );
    expectProblem(theirs, 422, 'validation_failed');
    expect(theirs.json<{ errors: unknown }>().errors).toEqual(missing.json<{ errors: unknown }>().errors);
    const theirProperty = await submit(
      other.worker,
      form(other, await complete(other), { uuid: randomUUID(), property_id: w.propertyId }),
    );
    expectProblem(theirProperty, 422, 'validation_failed');
    expect(pointers(theirProperty)).toEqual(['/property_id']);
    // A property of the same organisation the person does not work at is 403.
    const unseen = await other.org.property({ name: 'Not mine' });
    expectProblem(
      await submit(other.worker, form(other, await complete(other), { uuid: randomUUID(), property_id: unseen })),
      403,
      'property_access_denied',
    );
    // Their draft is untouched, and the other organisation has nothing.
    expect((await responsesOf(w.org.tenantId)).map((row) => row.status)).toEqual(['draft']);
    expect(await responsesOf(other.org.tenantId)).toEqual([]);
  });

  it('shows an API poller the submitted response exactly once, with answers, photos and signature, and no draft', async () => {
    const w = await world();
    const key = await w.org.fixture.keyFor(['form_responses:read']);
    let { cursor } = await poll(key, undefined);
    const seen: FormResponseSummaryDto[] = [];
    const pollOnce = async () => {
      const result = await poll(key, cursor);
      seen.push(...result.seen);
      cursor = result.cursor;
    };

    const uuid = randomUUID();
    await saveDraft(w.worker, uuid, form(w, { remarks: 'Started' }));
    await saveDraft(w.worker, uuid, form(w, { remarks: 'Started', rating: 2 }));
    await pollOnce();
    expect(seen).toEqual([]);

    const answers = await complete(w);
    const body = form(w, answers, { uuid });
    const first = await submit(w.worker, body);
    expect(first.statusCode, first.body).toBe(201);
    await pollOnce();
    expect((await submit(w.worker, body)).statusCode).toBe(200);
    await saveDraft(w.worker, uuid, form(w, { remarks: 'late' }));
    await pollOnce();
    await pollOnce();
    const id = first.json<FieldResponseDto>().id;
    expect(seen.map((r) => [r.id, r.status])).toEqual([[id, 'submitted']]);
    expect(seen[0]?.submitted_by?.id).toBe(w.workerId);

    // From the start, the submitted feed holds it once too, and never the draft.
    expect((await poll(key, undefined)).seen.map((r) => r.id)).toEqual([id]);

    const detail = await call(t.app, { url: `/api/v1/form-responses/${id}`, key });
    expect(detail.statusCode, detail.body).toBe(200);
    const response = detail.json<FormResponseDetailDto>();
    const value = (field: string) => response.answers.find((a) => a.field_id === field)?.value;
    expect(value('rating')).toBe(4);
    expect(value('entrance_clean')).toBe(false);
    expect(value('areas')).toEqual(['hall', 'yard']);
    expect(value('photos')).toEqual(answers.photos);
    expect(value('signature')).toEqual(answers.signature);
    expect(response.photos.map((p) => [p.field_id, p.content_type])).toEqual([
      ['photos', 'image/jpeg'],
      ['photos', 'image/jpeg'],
      ['signature', 'image/png'],
    ]);
  });
});
