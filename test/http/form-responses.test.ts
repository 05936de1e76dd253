import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/access/scopes.js';
import { formTemplates, formTemplateVersions } from '../../src/db/schema.js';
import { findAccount, updateAccount } from '../../src/modules/accounts/accounts.service.js';
import { storeFile } from '../../src/modules/files/files.service.js';
import type {
  FormResponseDetailDto,
  FormResponseSummaryDto,
  TemplateField,
} from '../../src/modules/forms/forms.schema.js';
import { saveFormResponse, submitFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  fakeClock,
  makeTenant,
  startTestApp,
  type TenantFixture,
  type TestApp,
} from '../helpers/harness.js';

const MISSING_ID = Number.MAX_SAFE_INTEGER;

// A real 1×1 PNG, and JPEG-looking bytes with a random tail so each file is distinct.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300), Buffer.from([0xff, 0xd9])]);

const FIELDS: TemplateField[] = [
  { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
  { id: 'rating', type: 'rating', label: 'Overall impression', required: false },
  { id: 'remarks', type: 'text', label: 'Remarks', required: false },
  { id: 'bins', type: 'single_choice', label: 'Bin area', required: false, options: ['tidy', 'overflowing'] },
  {
    id: 'areas',
    type: 'multiple_choice',
    label: 'Areas checked',
    required: false,
    options: ['hall', 'yard', 'cellar'],
  },
  { id: 'temperature', type: 'number', label: 'Hall temperature', required: false },
  { id: 'visited_on', type: 'date', label: 'Visited on', required: false },
  { id: 'arrived', type: 'time', label: 'Arrival', required: false },
  { id: 'photo', type: 'photo', label: 'Photo of the bin area', required: false },
  { id: 'damage_photo', type: 'photo', label: 'Photo of damage', required: false },
  { id: 'signature', type: 'signature', label: 'Signature', required: false },
];

interface ListPage {
  data: FormResponseSummaryDto[];
  next_cursor: string;
}

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ status: number; code: string; detail: string; request_id: string }>();
  expect(body.status).toBe(status);
  expect(body.code).toBe(code);
  return body;
}

function expectInvalidAt(response: LightMyRequestResponse, pointer: string) {
  expectProblem(response, 422, 'validation_failed');
  expect(response.json<{ errors: { pointer: string }[] }>().errors.map((e) => e.pointer)).toEqual([pointer]);
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** path and query of an absolute URL, to replay it through app.inject. */
const localPart = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describeEachBackend('form responses', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  interface World extends TenantFixture {
    propertyId: number;
    templateId: number;
  }

  async function world(app: TestApp = t): Promise<World> {
    const tenant = await makeTenant(app.deps);
    const propertyId = await createPropertyVia(app.app, tenant.key);
    const template = await createFormTemplate(app.deps, tenant.tenant.id, {
      name: 'Cleaning quality check',
      fields: FIELDS,
    });
    return { ...tenant, propertyId, templateId: template.id };
  }

  async function respond(
    w: World,
    options: {
      submit?: boolean;
      propertyId?: number;
      answers?: Record<string, unknown>;
      photos?: { fieldId: string; fileId: number }[];
    } = {},
  ): Promise<number> {
    return saveFormResponse(t.deps, w.tenant.id, {
      templateId: w.templateId,
      propertyId: options.propertyId ?? w.propertyId,
      accountId: w.accountId,
      answers: options.answers ?? { entrance_clean: true },
      photos: options.photos,
      submit: options.submit ?? true,
    });
  }

  async function list(key: string, query = ''): Promise<{ page: ListPage; link: string | undefined }> {
    const response = await call(t.app, { url: `/api/v1/form-responses${query}`, key });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListPage>();
    expect(typeof page.next_cursor).toBe('string');
    const link = response.headers.link;
    return { page, link: typeof link === 'string' ? link : undefined };
  }

  const poll = async (key: string, cursor: string | undefined, query = '') =>
    (await list(key, `?pageSize=200${query}${cursor !== undefined ? `&cursor=${cursor}` : ''}`)).page;

  const detail = (key: string, id: number, app: TestApp = t) =>
    call(app.app, { url: `/api/v1/form-responses/${id}`, key });

  async function fetchDetail(key: string, id: number, app: TestApp = t): Promise<FormResponseDetailDto> {
    const response = await detail(key, id, app);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FormResponseDetailDto>();
  }

  describe('GET /form-responses', () => {
    it('lists the tenant’s responses with their summary fields', async () => {
      const w = await world();
      const draft = await respond(w, { submit: false });
      const before = t.clock();
      const submitted = await respond(w, { answers: { entrance_clean: false, rating: 2 } });
      const account = await findAccount(t.database.db, w.tenant.id, w.accountId);
      const { page, link } = await list(w.key);
      expect(link).toBeUndefined();
      expect(page.data).toEqual([
        {
          id: draft,
          template: { id: w.templateId, name: 'Cleaning quality check', version: 1 },
          property_id: w.propertyId,
          status: 'draft',
          submitted_at: null,
          submitted_by: null,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        {
          id: submitted,
          template: { id: w.templateId, name: 'Cleaning quality check', version: 1 },
          property_id: w.propertyId,
          status: 'submitted',
          submitted_at: new Date(before).toISOString(),
          submitted_by: { id: w.accountId, name: account?.name },
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      ]);
    });

    it('filters by property_id; another tenant’s or a missing property is 422, an inaccessible one 403', async () => {
      const w = await world();
      const other = await createPropertyVia(t.app, w.key);
      const onA = await respond(w);
      const onB = await respond(w, { propertyId: other });
      const onA2 = await respond(w, { submit: false });
      expect(ids((await list(w.key, `?property_id=${w.propertyId}`)).page.data)).toEqual([onA, onA2]);
      expect(ids((await list(w.key, `?property_id=${other}`)).page.data)).toEqual([onB]);

      const stranger = await world();
      expectInvalidAt(
        await call(t.app, { url: `/api/v1/form-responses?property_id=${stranger.propertyId}`, key: w.key }),
        '/query/property_id',
      );
      expectInvalidAt(
        await call(t.app, { url: `/api/v1/form-responses?property_id=${MISSING_ID}`, key: w.key }),
        '/query/property_id',
      );
      const limitedKey = await w.keyFor(['form_responses:read'], await w.account([other]));
      expectProblem(
        await call(t.app, { url: `/api/v1/form-responses?property_id=${w.propertyId}`, key: limitedKey }),
        403,
        'property_access_denied',
      );
    });

    it('filters by status draft or submitted; any other status is 422 at /query/status', async () => {
      const w = await world();
      const draft = await respond(w, { submit: false });
      const submitted = await respond(w);
      expect(ids((await list(w.key, '?status=draft')).page.data)).toEqual([draft]);
      expect(ids((await list(w.key, '?status=submitted')).page.data)).toEqual([submitted]);
      for (const status of ['done', 'SUBMITTED', '']) {
        expectInvalidAt(
          await call(t.app, { url: `/api/v1/form-responses?status=${status}`, key: w.key }),
          '/query/status',
        );
      }
    });

    it('filters by updated_since, inclusive; a malformed instant is 422', async () => {
      const w = await world();
      const first = await respond(w);
      t.clock.advance(20);
      const second = await respond(w);
      const all = (await list(w.key)).page.data;
      const updatedAt = (id: number) => all.find((r) => r.id === id)?.updated_at ?? '';
      const since = (instant: string) => `?updated_since=${encodeURIComponent(instant)}`;
      expect(Date.parse(updatedAt(second))).toBeGreaterThan(Date.parse(updatedAt(first)));
      expect(ids((await list(w.key, since(updatedAt(first)))).page.data)).toEqual([first, second]);
      expect(ids((await list(w.key, since(updatedAt(second)))).page.data)).toEqual([second]);
      const after = new Date(Date.parse(updatedAt(second)) + 1).toISOString();
      expect((await list(w.key, since(after))).page.data).toEqual([]);
      const offset = new Date(Date.parse(updatedAt(second)) + 3_600_000).toISOString().replace('Z', '+01:00');
      expect(ids((await list(w.key, since(offset))).page.data)).toEqual([second]);
      expectInvalidAt(
        await call(t.app, { url: '/api/v1/form-responses?updated_since=yesterday', key: w.key }),
        '/query/updated_since',
      );
    });

    it('pages by pageSize (default 50, 1 to 200) and sends Link rel=next only while more pages are ready', async () => {
      const w = await world();
      const created: number[] = [];
      for (let i = 0; i < 52; i++) created.push(await respond(w, { submit: i % 3 !== 0 }));

      const first = await list(w.key);
      expect(ids(first.page.data)).toEqual(created.slice(0, 50));
      expect(first.link).toMatch(/rel="next"/);

      // Following Link gives the same page as using next_cursor.
      const target = /^<([^>]+)>; rel="next"$/.exec(first.link ?? '')?.[1] ?? '';
      expect(new URL(target).searchParams.get('cursor')).toBe(first.page.next_cursor);
      const followed = await call(t.app, { url: localPart(target), key: w.key });
      expect(followed.statusCode).toBe(200);
      const second = await list(w.key, `?cursor=${first.page.next_cursor}`);
      expect(followed.json()).toEqual(second.page);
      expect(ids(second.page.data)).toEqual(created.slice(50));
      expect(second.link).toBeUndefined();

      const walked: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      for (;;) {
        const { page, link } = await list(w.key, `?pageSize=7${cursor ? `&cursor=${cursor}` : ''}`);
        pages++;
        walked.push(...ids(page.data));
        cursor = page.next_cursor;
        if (!link) break;
        expect(page.data).toHaveLength(7);
        expect(link).toContain('pageSize=7');
      }
      expect(walked).toEqual(created);
      expect(pages).toBe(8);
      expect((await list(w.key, `?pageSize=7&cursor=${cursor}`)).page.data).toEqual([]);

      for (const pageSize of ['0', '201', 'ten', '1.5']) {
        expectInvalidAt(
          await call(t.app, { url: `/api/v1/form-responses?pageSize=${pageSize}`, key: w.key }),
          '/query/pageSize',
        );
      }
    });

    it('refuses a cursor it did not hand out and unknown query parameters with 422', async () => {
      const w = await world();
      for (const cursor of ['garbage', Buffer.from('{"v":1,"after":-1}').toString('base64url')]) {
        expectInvalidAt(
          await call(t.app, { url: `/api/v1/form-responses?cursor=${cursor}`, key: w.key }),
          '/query/cursor',
        );
      }
      expectInvalidAt(await call(t.app, { url: '/api/v1/form-responses?since=1', key: w.key }), '/query/since');
    });

    it('shows only responses on properties the account can see, following changes of its access at once', async () => {
      const w = await world();
      const other = await createPropertyVia(t.app, w.key);
      const onA = await respond(w);
      const onB = await respond(w, { propertyId: other });
      const limitedAccount = await w.account([w.propertyId]);
      const limitedKey = await w.keyFor(['form_responses:read'], limitedAccount);
      expect(ids((await list(limitedKey)).page.data)).toEqual([onA]);
      expect(ids((await list(limitedKey, '?status=submitted')).page.data)).toEqual([onA]);
      await updateAccount(t.deps, w.tenant.id, limitedAccount, { properties: [other] });
      expect(ids((await list(limitedKey)).page.data)).toEqual([onB]);
      await updateAccount(t.deps, w.tenant.id, limitedAccount, { properties: 'all' });
      expect(ids((await list(limitedKey)).page.data)).toEqual([onA, onB]);
    });

    it('never shows another tenant’s responses, with or without a cursor', async () => {
      const a = await world();
      const b = await world();
      const inA = [await respond(a), await respond(a, { submit: false })];
      const inB = [await respond(b), await respond(b), await respond(b, { submit: false })];
      expect(ids((await list(a.key)).page.data)).toEqual(inA);
      expect(ids((await list(b.key)).page.data)).toEqual(inB);
      const aCursor = (await list(a.key, '?pageSize=1')).page.next_cursor;
      expect(ids((await list(b.key, `?cursor=${aCursor}`)).page.data)).toEqual(inB.slice(1));
      expect(ids((await list(a.key, `?cursor=${aCursor}`)).page.data)).toEqual(inA.slice(1));
    });

    it('needs the form_responses:read scope', async () => {
      const w = await world();
      const id = await respond(w);
      const without = await w.keyFor(SCOPES.filter((scope) => scope !== 'form_responses:read'));
      const refused = expectProblem(
        await call(t.app, { url: '/api/v1/form-responses', key: without }),
        403,
        'insufficient_scope',
      );
      expect(refused.detail).toContain('form_responses:read');
      expectProblem(await detail(without, id), 403, 'insufficient_scope');
      const only = await w.keyFor(['form_responses:read']);
      expect(ids((await list(only)).page.data)).toEqual([id]);
      expect((await detail(only, id)).statusCode).toBe(200);
    });
  });

  describe('polling with the cursor', () => {
    it('hands out a cursor even on an empty page, and polling with it returns only newer changes', async () => {
      const w = await world();
      const empty = await list(w.key, '?status=submitted');
      expect(empty.page.data).toEqual([]);
      expect(empty.page.next_cursor).toEqual(expect.any(String));
      expect(empty.link).toBeUndefined();
      let cursor = empty.page.next_cursor;

      const firstBatch = [await respond(w), await respond(w), await respond(w)];
      let page = await poll(w.key, cursor, '&status=submitted');
      expect(ids(page.data)).toEqual(firstBatch);
      cursor = page.next_cursor;

      page = await poll(w.key, cursor, '&status=submitted');
      expect(page.data).toEqual([]);
      expect(page.next_cursor).toEqual(expect.any(String));
      cursor = page.next_cursor;

      const secondBatch = [await respond(w), await respond(w)];
      page = await poll(w.key, cursor, '&status=submitted');
      expect(ids(page.data)).toEqual(secondBatch);
      page = await poll(w.key, page.next_cursor, '&status=submitted');
      expect(page.data).toEqual([]);
    });

    it('brings a draft to a status=submitted poller exactly once, after it is submitted', async () => {
      const w = await world();
      let submittedCursor: string | undefined;
      let everythingCursor: string | undefined;
      const seenSubmitted: FormResponseSummaryDto[] = [];
      const seenEverything: FormResponseSummaryDto[] = [];
      const pollBoth = async () => {
        const submitted = await poll(w.key, submittedCursor, '&status=submitted');
        submittedCursor = submitted.next_cursor;
        seenSubmitted.push(...submitted.data);
        const everything = await poll(w.key, everythingCursor);
        everythingCursor = everything.next_cursor;
        seenEverything.push(...everything.data);
        return { submitted: submitted.data, everything: everything.data };
      };

      const draft = await respond(w, { submit: false });
      let got = await pollBoth();
      expect(got.submitted).toEqual([]);
      expect(got.everything.map((r) => [r.id, r.status])).toEqual([[draft, 'draft']]);

      const direct = await respond(w);
      got = await pollBoth();
      expect(ids(got.submitted)).toEqual([direct]);

      t.clock.advance(5_000);
      await submitFormResponse(t.deps, w.tenant.id, draft, w.accountId);
      got = await pollBoth();
      expect(got.submitted).toHaveLength(1);
      expect(got.submitted[0]).toMatchObject({
        id: draft,
        status: 'submitted',
        submitted_at: new Date(t.clock()).toISOString(),
        submitted_by: { id: w.accountId },
      });
      // An unfiltered poller sees the change too: the draft, then its submission.
      expect(got.everything.map((r) => [r.id, r.status])).toEqual([[draft, 'submitted']]);

      // Submitted responses do not change again, so they never come back.
      await respond(w, { submit: false });
      got = await pollBoth();
      expect(got.submitted).toEqual([]);
      await expect(submitFormResponse(t.deps, w.tenant.id, draft, w.accountId)).rejects.toThrow();
      expect((await pollBoth()).submitted).toEqual([]);

      expect(ids(seenSubmitted)).toEqual([direct, draft]);
      // A fresh poller starting from the beginning also sees each submitted response once.
      expect(ids((await poll(w.key, undefined, '&status=submitted')).data)).toEqual([direct, draft]);
      expect(seenEverything.filter((r) => r.id === draft).map((r) => r.status)).toEqual(['draft', 'submitted']);
    });
  });

  describe('GET /form-responses/:id', () => {
    async function filledIn(w: World, app: TestApp = t) {
      const binPhoto = await storeFile(app.database.db, app.fileStore, w.tenant.id, {
        data: PNG,
        contentType: 'image/png',
      });
      const damageBytes = jpeg();
      const damage = await storeFile(app.database.db, app.fileStore, w.tenant.id, {
        data: damageBytes,
        contentType: 'image/jpeg',
      });
      const damage2 = await storeFile(app.database.db, app.fileStore, w.tenant.id, {
        data: jpeg(),
        contentType: 'image/jpeg',
      });
      const id = await respond(w, {
        answers: {
          entrance_clean: true,
          rating: 4,
          remarks: 'Bin area needs attention.',
          bins: 'overflowing',
          areas: ['hall', 'cellar'],
          temperature: 19.5,
          visited_on: '2026-11-22',
          arrived: '08:05',
        },
        photos: [
          { fieldId: 'damage_photo', fileId: damage.id },
          { fieldId: 'photo', fileId: binPhoto.id },
          { fieldId: 'damage_photo', fileId: damage2.id },
        ],
      });
      return { id, binPhoto, damage, damage2, damageBytes };
    }

    it('answers the response with its template, answers in template order and signed photo links', async () => {
      const w = await world();
      const now = t.clock();
      const { id, binPhoto, damage, damage2 } = await filledIn(w);
      const account = await findAccount(t.database.db, w.tenant.id, w.accountId);
      const response = await fetchDetail(w.key, id);
      expect(response).toEqual({
        id,
        template: { id: w.templateId, name: 'Cleaning quality check', version: 1 },
        property_id: w.propertyId,
        status: 'submitted',
        submitted_at: new Date(now).toISOString(),
        submitted_by: { id: w.accountId, name: account?.name },
        created_at: expect.any(String),
        updated_at: expect.any(String),
        answers: [
          { field_id: 'entrance_clean', label: 'Entrance area clean', type: 'checkbox', value: true },
          { field_id: 'rating', label: 'Overall impression', type: 'rating', value: 4 },
          { field_id: 'remarks', label: 'Remarks', type: 'text', value: 'Bin area needs attention.' },
          { field_id: 'bins', label: 'Bin area', type: 'single_choice', value: 'overflowing' },
          { field_id: 'areas', label: 'Areas checked', type: 'multiple_choice', value: ['hall', 'cellar'] },
          { field_id: 'temperature', label: 'Hall temperature', type: 'number', value: 19.5 },
          { field_id: 'visited_on', label: 'Visited on', type: 'date', value: '2026-11-22' },
          { field_id: 'arrived', label: 'Arrival', type: 'time', value: '08:05' },
          { field_id: 'photo', label: 'Photo of the bin area', type: 'photo', value: [binPhoto.id] },
          { field_id: 'damage_photo', label: 'Photo of damage', type: 'photo', value: [damage.id, damage2.id] },
          { field_id: 'signature', label: 'Signature', type: 'signature', value: null },
        ],
        photos: [
          expect.objectContaining({ id: damage.id, field_id: 'damage_photo', content_type: 'image/jpeg' }),
          expect.objectContaining({
            id: binPhoto.id,
            field_id: 'photo',
            content_type: 'image/png',
            byte_size: PNG.length,
          }),
          expect.objectContaining({ id: damage2.id, field_id: 'damage_photo', content_type: 'image/jpeg' }),
        ],
      });
      for (const photo of response.photos) {
        expect(photo.byte_size).toBe(photo.content_type === 'image/png' ? PNG.length : 306);
        expect(photo.url).toMatch(new RegExp(`^http://localhost(:80)?/files/${w.tenant.id}/${photo.id}\\?`));
        // Valid for the default hour.
        const expiresIn = Date.parse(photo.url_expires_at) - now;
        expect(expiresIn).toBeGreaterThan(3_599_000);
        expect(expiresIn).toBeLessThanOrEqual(3_600_000);
      }
    });

    it('answers null for every field that was not answered, in a draft as in a submitted response', async () => {
      const w = await world();
      for (const submit of [false, true]) {
        const id = await respond(w, { submit, answers: { entrance_clean: true, remarks: null } });
        const response = await fetchDetail(w.key, id);
        expect(response.status).toBe(submit ? 'submitted' : 'draft');
        expect(response.answers.map((a) => a.field_id)).toEqual(FIELDS.map((f) => f.id));
        expect(response.answers.map((a) => a.value)).toEqual([true, ...FIELDS.slice(1).map(() => null)]);
        expect(response.photos).toEqual([]);
        if (!submit) {
          expect(response.submitted_at).toBeNull();
          expect(response.submitted_by).toBeNull();
        }
      }
    });

    it('photo links download the exact bytes without a key', async () => {
      const w = await world();
      const { id, damage, damageBytes } = await filledIn(w);
      const response = await fetchDetail(w.key, id);
      const bytesById = new Map<number, Buffer>([[damage.id, damageBytes]]);
      for (const photo of response.photos) {
        const download = await t.app.inject({ method: 'GET', url: localPart(photo.url) });
        expect(download.statusCode, download.body).toBe(200);
        expect(download.headers['content-type']).toBe(photo.content_type);
        expect(download.rawPayload.length).toBe(photo.byte_size);
        if (photo.content_type === 'image/png') expect(download.rawPayload.equals(PNG)).toBe(true);
        const known = bytesById.get(photo.id);
        if (known) expect(download.rawPayload.equals(known)).toBe(true);
      }
    });

    it('refuses a tampered link with 403 link_invalid: signature, file id, tenant id or expiry changed', async () => {
      const w = await world();
      const other = await world();
      const { id, binPhoto, damage } = await filledIn(w);
      const theirs = await filledIn(other);
      const photo = (await fetchDetail(w.key, id)).photos.find((p) => p.id === binPhoto.id);
      if (!photo) throw new Error('photo missing');
      const url = new URL(photo.url);
      const signature = url.searchParams.get('signature') ?? '';
      const expires = Number(url.searchParams.get('expires'));

      const fetchWith = (path: string, query: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query).toString()}` });
      const refused = async (path: string, query: Record<string, string>, code = 'link_invalid') => {
        const response = await fetchWith(path, query);
        expectProblem(response, 403, code);
        expect(response.rawPayload.includes(PNG)).toBe(false);
      };
      const good = { expires: String(expires), signature };
      expect((await fetchWith(url.pathname, good)).statusCode).toBe(200);

      // Any other signature, even one that differs only in its last character or by padding.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = signature.slice(-1);
      for (const char of alphabet.replace(last, '')) {
        await refused(url.pathname, { ...good, signature: signature.slice(0, -1) + char });
      }
      const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
      await refused(url.pathname, { ...good, signature: flipped });
      await refused(url.pathname, { ...good, signature: `${signature}=` });
      await refused(url.pathname, { ...good, signature: signature.slice(0, -2) });

      // The signature does not carry over to another file, tenant or expiry.
      await refused(`/files/${w.tenant.id}/${damage.id}`, good);
      await refused(`/files/${other.tenant.id}/${binPhoto.id}`, good);
      await refused(`/files/${other.tenant.id}/${theirs.binPhoto.id}`, good);
      await refused(url.pathname, { ...good, expires: String(expires + 1) });
      await refused(url.pathname, { ...good, expires: String(expires + 365 * 24 * 3600) });
      await refused(url.pathname, { ...good, expires: String(expires - 1) });

      // Without a signature or expiry it is refused as well.
      const partial: Record<string, string>[] = [{ expires: String(expires) }, { signature }, {}];
      for (const query of partial) {
        const response = await fetchWith(url.pathname, query);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
      expect((await fetchWith(url.pathname, good)).statusCode).toBe(200);
    });

    it('builds photo links on PUBLIC_URL when it is set', async () => {
      const app = await startTestApp(backend, {
        database: t.database,
        fileStore: t.fileStore,
        env: { PUBLIC_URL: 'https://ops.example.com/' },
      });
      try {
        const w = await world(app);
        const { id } = await filledIn(w, app);
        const response = await fetchDetail(w.key, id, app);
        expect(response.photos).toHaveLength(3);
        for (const photo of response.photos) {
          expect(photo.url).toMatch(new RegExp(`^https://ops\\.example\\.com/files/${w.tenant.id}/${photo.id}\\?`));
          const download = await app.app.inject({ method: 'GET', url: localPart(photo.url) });
          expect(download.statusCode).toBe(200);
          expect(download.rawPayload.length).toBe(photo.byte_size);
        }
      } finally {
        await app.close();
      }
    });

    it('links expire after the hour with 403 link_expired; reading the response again gives a fresh link', async () => {
      const app = await startTestApp(backend, { database: t.database, fileStore: t.fileStore, clock: fakeClock() });
      try {
        const w = await world(app);
        const { id, binPhoto } = await filledIn(w, app);
        const linkOf = async () =>
          (await fetchDetail(w.key, id, app)).photos.find((p) => p.id === binPhoto.id)?.url ?? '';
        const url = await linkOf();
        const download = () => app.app.inject({ method: 'GET', url: localPart(url) });

        app.clock.advance(3_599_000);
        expect((await download()).statusCode).toBe(200);
        app.clock.advance(1_000);
        const expired = await download();
        expectProblem(expired, 403, 'link_expired');

        const fresh = await linkOf();
        expect(fresh).not.toBe(url);
        const again = await app.app.inject({ method: 'GET', url: localPart(fresh) });
        expect(again.statusCode).toBe(200);
        expect(again.rawPayload.equals(PNG)).toBe(true);
      } finally {
        await app.close();
      }
    });

    it('honours FILE_LINK_TTL_SECONDS', async () => {
      const app = await startTestApp(backend, {
        database: t.database,
        fileStore: t.fileStore,
        clock: fakeClock(),
        env: { FILE_LINK_TTL_SECONDS: '120' },
      });
      try {
        const w = await world(app);
        const { id, binPhoto } = await filledIn(w, app);
        const now = app.clock();
        const photo = (await fetchDetail(w.key, id, app)).photos.find((p) => p.id === binPhoto.id);
        if (!photo) throw new Error('photo missing');
        const expiresIn = Date.parse(photo.url_expires_at) - now;
        expect(expiresIn).toBeGreaterThan(119_000);
        expect(expiresIn).toBeLessThanOrEqual(120_000);
        const download = () => app.app.inject({ method: 'GET', url: localPart(photo.url) });
        app.clock.advance(119_000);
        expect((await download()).statusCode).toBe(200);
        app.clock.advance(1_000);
        expectProblem(await download(), 403, 'link_expired');
      } finally {
        await app.close();
      }
    });

    it('keeps the template version a response was filled with after the template gets a new version', async () => {
      const w = await world();
      const old = await respond(w, { answers: { entrance_clean: true, remarks: 'Fine.' } });

      // A new version: fields reordered, one relabelled, one dropped, one added.
      const v2: TemplateField[] = [
        { id: 'remarks', type: 'text', label: 'Notes for the office', required: false },
        { id: 'entrance_clean', type: 'checkbox', label: 'Entrance clean', required: true },
        { id: 'lights_ok', type: 'checkbox', label: 'All lights working', required: false },
      ];
      await t.database.db.transaction(async (tx) => {
        await tx
          .insert(formTemplateVersions)
          .values({ tenantId: w.tenant.id, templateId: w.templateId, version: 2, fields: v2 });
        await tx
          .update(formTemplates)
          .set({ currentVersion: 2 })
          .where(and(eq(formTemplates.tenantId, w.tenant.id), eq(formTemplates.id, w.templateId)));
      });
      const fresh = await respond(w, { answers: { entrance_clean: false, lights_ok: true } });

      const oldDetail = await fetchDetail(w.key, old);
      expect(oldDetail.template.version).toBe(1);
      expect(oldDetail.answers.map((a) => [a.field_id, a.label])).toEqual(FIELDS.map((f) => [f.id, f.label]));
      expect(oldDetail.answers.find((a) => a.field_id === 'remarks')?.value).toBe('Fine.');

      const freshDetail = await fetchDetail(w.key, fresh);
      expect(freshDetail.template.version).toBe(2);
      expect(freshDetail.answers).toEqual([
        { field_id: 'remarks', label: 'Notes for the office', type: 'text', value: null },
        { field_id: 'entrance_clean', label: 'Entrance clean', type: 'checkbox', value: false },
        { field_id: 'lights_ok', label: 'All lights working', type: 'checkbox', value: true },
      ]);

      const summaries = (await list(w.key)).page.data;
      expect(summaries.map((s) => [s.id, s.template.version])).toEqual([
        [old, 1],
        [fresh, 2],
      ]);
    });

    it('is 404 for another tenant’s response and a missing one, 403 for one on an inaccessible property', async () => {
      const w = await world();
      const other = await world();
      const theirs = await respond(other);
      const foreign = expectProblem(await detail(w.key, theirs), 404, 'not_found');
      const missing = expectProblem(await detail(w.key, MISSING_ID), 404, 'not_found');
      expect(foreign.detail).toBe(missing.detail);

      const hiddenProperty = await createPropertyVia(t.app, w.key);
      const hidden = await respond(w, { propertyId: hiddenProperty });
      const shown = await respond(w);
      const limitedKey = await w.keyFor(['form_responses:read'], await w.account([w.propertyId]));
      expectProblem(await detail(limitedKey, hidden), 403, 'property_access_denied');
      expect((await fetchDetail(limitedKey, shown)).id).toBe(shown);
    });
  });

  describe('GET /form-responses?expand=answers', () => {
    /**
     * How many statements the database is sent while `run` runs: counted where Drizzle
     * hands them to the engine (PGlite, or node-postgres's pool; the reads here run
     * outside transactions).
     */
    async function countQueries(run: () => Promise<unknown>): Promise<number> {
      const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const query = client.query;
      let count = 0;
      client.query = function (this: unknown, ...args: unknown[]) {
        count++;
        return query.apply(this, args);
      };
      try {
        await run();
      } finally {
        client.query = query;
      }
      return count;
    }

    async function expanded(key: string, query = ''): Promise<FormResponseDetailDto[]> {
      const response = await call(t.app, { url: `/api/v1/form-responses?expand=answers${query}`, key });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: FormResponseDetailDto[] }>().data;
    }

    it('returns every response exactly as GET /form-responses/:id does, across template versions', async () => {
      const w = await world();
      const photo = await storeFile(t.database.db, t.fileStore, w.tenant.id, { data: PNG, contentType: 'image/png' });
      const damage = await storeFile(t.database.db, t.fileStore, w.tenant.id, {
        data: jpeg(),
        contentType: 'image/jpeg',
      });
      const withPhotos = await respond(w, {
        answers: { entrance_clean: true, rating: 5, areas: ['yard'], remarks: 'All fine.' },
        photos: [
          { fieldId: 'damage_photo', fileId: damage.id },
          { fieldId: 'photo', fileId: photo.id },
        ],
      });
      const draft = await respond(w, { submit: false, answers: { entrance_clean: false } });
      const v2: TemplateField[] = [
        { id: 'lights_ok', type: 'checkbox', label: 'All lights working', required: false },
        { id: 'entrance_clean', type: 'checkbox', label: 'Entrance clean', required: true },
      ];
      await t.database.db.transaction(async (tx) => {
        await tx
          .insert(formTemplateVersions)
          .values({ tenantId: w.tenant.id, templateId: w.templateId, version: 2, fields: v2 });
        await tx
          .update(formTemplates)
          .set({ currentVersion: 2 })
          .where(and(eq(formTemplates.tenantId, w.tenant.id), eq(formTemplates.id, w.templateId)));
      });
      const onV2 = await respond(w, { answers: { entrance_clean: true, lights_ok: false } });
      const other = await world();
      await respond(other); // another tenant's: never in the page

      const items = await expanded(w.key);
      expect(ids(items)).toEqual([withPhotos, draft, onV2]);
      for (const item of items) expect(item).toEqual(await fetchDetail(w.key, item.id));
      // By hand, what the comparison above stands on.
      expect(items[0]?.photos.map((p) => [p.id, p.field_id])).toEqual([
        [damage.id, 'damage_photo'],
        [photo.id, 'photo'],
      ]);
      expect(items[0]?.photos[0]?.url).toMatch(new RegExp(`/files/${w.tenant.id}/${damage.id}\\?`));
      expect(items[0]?.answers.find((a) => a.field_id === 'photo')?.value).toEqual([photo.id]);
      expect(items[1]?.answers.find((a) => a.field_id === 'entrance_clean')?.value).toBe(false);
      expect(items[2]?.answers).toEqual([
        { field_id: 'lights_ok', label: 'All lights working', type: 'checkbox', value: false },
        { field_id: 'entrance_clean', label: 'Entrance clean', type: 'checkbox', value: true },
      ]);

      // Without expand, items carry neither answers nor photos; the feed and its cursor are the same.
      const plain = await list(w.key);
      expect(ids(plain.page.data)).toEqual([withPhotos, draft, onV2]);
      for (const item of plain.page.data) expect(Object.keys(item)).not.toContain('answers');
      expect(Object.keys(plain.page.data[0] ?? {})).not.toContain('photos');
      const expandedPage = await call(t.app, { url: '/api/v1/form-responses?expand=answers', key: w.key });
      expect(expandedPage.json<ListPage>().next_cursor).toBe(plain.page.next_cursor);
      expect(await expanded(w.key, `&cursor=${plain.page.next_cursor}`)).toEqual([]);
    });

    it('holds at most 50 responses a page; pageSize above 50 is 422, an unknown expansion too', async () => {
      const w = await world();
      const created: number[] = [];
      for (let i = 0; i < 51; i++) created.push(await respond(w));
      const first = await call(t.app, { url: '/api/v1/form-responses?expand=answers&pageSize=50', key: w.key });
      expect(first.statusCode).toBe(200);
      const page = first.json<ListPage>();
      expect(ids(page.data)).toEqual(created.slice(0, 50));
      expect(first.headers.link).toMatch(/expand=answers/);
      expect(ids(await expanded(w.key, `&cursor=${page.next_cursor}`))).toEqual(created.slice(50));
      expect(ids(await expanded(w.key))).toEqual(created.slice(0, 50)); // the default page size

      const tooLarge = await call(t.app, { url: '/api/v1/form-responses?expand=answers&pageSize=51', key: w.key });
      expectInvalidAt(tooLarge, '/query/pageSize');
      expect(tooLarge.json<{ errors: { detail: string }[] }>().errors[0]?.detail).toMatch(/at most 50/);
      expectInvalidAt(await call(t.app, { url: '/api/v1/form-responses?expand=photos', key: w.key }), '/query/expand');
      // Without expand, the usual limit of 200 stands.
      expect((await list(w.key, '?pageSize=51')).page.data).toHaveLength(51);
    });

    it('reads a page of 20 in as many queries as a page of 2', async () => {
      const w = await world();
      const v2: TemplateField[] = [
        { id: 'entrance_clean', type: 'checkbox', label: 'Clean', required: true },
        { id: 'photo', type: 'photo', label: 'Photo', required: false },
      ];
      for (let i = 0; i < 20; i++) {
        if (i === 10) {
          await t.database.db.transaction(async (tx) => {
            await tx
              .insert(formTemplateVersions)
              .values({ tenantId: w.tenant.id, templateId: w.templateId, version: 2, fields: v2 });
            await tx
              .update(formTemplates)
              .set({ currentVersion: 2 })
              .where(and(eq(formTemplates.tenantId, w.tenant.id), eq(formTemplates.id, w.templateId)));
          });
        }
        const file = await storeFile(t.database.db, t.fileStore, w.tenant.id, {
          data: jpeg(),
          contentType: 'image/jpeg',
        });
        await respond(w, { photos: [{ fieldId: 'photo', fileId: file.id }] });
      }
      await expanded(w.key, '&pageSize=1'); // the key is looked up once, then cached: not part of the count
      let small: FormResponseDetailDto[] = [];
      let large: FormResponseDetailDto[] = [];
      const forTwo = await countQueries(async () => {
        small = await expanded(w.key, '&pageSize=2');
      });
      const forTwenty = await countQueries(async () => {
        large = await expanded(w.key, '&pageSize=20');
      });
      expect(small).toHaveLength(2);
      expect(large).toHaveLength(20);
      expect(large.every((item) => item.photos.length === 1 && item.photos[0]?.url !== undefined)).toBe(true);
      expect(forTwo).toBeGreaterThan(0); // the count sees the queries
      expect(forTwenty).toBe(forTwo);
    });
  });
});
