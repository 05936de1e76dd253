import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FormResponseSummaryDto, TemplateField } from '../../src/modules/forms/forms.schema.js';
import { saveFormResponse, submitFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import {
  call,
  createPropertyVia,
  describeEachBackend,
  makeTenant,
  startTestApp,
  type TestApp,
} from '../helpers/harness.js';

const WRITERS = 8;
const SUBMITTED_PER_WRITER = 25; // 200 submitted responses in all
const DRAFTS_LEFT_PER_WRITER = 3; // and some drafts that are never handed in
const PAGE_SIZE = 7;

const FIELDS: TemplateField[] = [
  { id: 'entrance_clean', type: 'checkbox', label: 'Entrance area clean', required: true },
  { id: 'remarks', type: 'text', label: 'Remarks', required: false },
];

/** Small seeded generator, so a failing interleaving of writes can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachBackend('form-response polling under concurrent submissions', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('a client polling with its last cursor sees every submitted response exactly once', async () => {
    const seed = Date.now() % 1_000_000;
    const tenant = await makeTenant(t.deps);
    const propertyIds = [
      await createPropertyVia(t.app, tenant.key),
      await createPropertyVia(t.app, tenant.key),
      await createPropertyVia(t.app, tenant.key),
    ];
    const { id: templateId } = await createFormTemplate(t.deps, tenant.tenant.id, {
      name: 'Cleaning quality check',
      fields: FIELDS,
    });
    const pollKey = await tenant.keyFor(['form_responses:read']);

    // Another tenant writes at the same time; its responses must never show up.
    const neighbour = await makeTenant(t.deps);
    const neighbourProperty = await createPropertyVia(t.app, neighbour.key);
    const { id: neighbourTemplate } = await createFormTemplate(t.deps, neighbour.tenant.id, {
      name: 'Other form',
      fields: FIELDS,
    });

    const submitted = new Set<number>();
    const leftAsDraft = new Set<number>();
    const neighbourIds = new Set<number>();

    const save = (submit: boolean, n: number) =>
      saveFormResponse(t.deps, tenant.tenant.id, {
        templateId,
        propertyId: propertyIds[n % propertyIds.length] as number,
        accountId: tenant.accountId,
        answers: { entrance_clean: n % 2 === 0, remarks: `Round ${n}` },
        submit,
      });

    /**
     * One field worker: hands in some responses at once, saves others as drafts and
     * submits them a few steps later, and leaves a few drafts unsubmitted.
     */
    async function writer(index: number): Promise<void> {
      const next = random(seed * 31 + index);
      const pending: number[] = [];
      let toSubmit = SUBMITTED_PER_WRITER;
      let toLeave = DRAFTS_LEFT_PER_WRITER;
      let n = index * 1000;
      while (toSubmit > 0 || toLeave > 0 || pending.length > 0) {
        const roll = next();
        if (pending.length > 0 && (roll < 0.3 || (toSubmit === 0 && toLeave === 0))) {
          const [draft] = pending.splice(Math.floor(next() * pending.length), 1) as [number];
          await submitFormResponse(t.deps, tenant.tenant.id, draft, tenant.accountId);
          submitted.add(draft);
        } else if (toLeave > 0 && (roll > 0.9 || toSubmit === 0)) {
          leftAsDraft.add(await save(false, n++));
          toLeave--;
        } else {
          if (roll < 0.6) submitted.add(await save(true, n++));
          else pending.push(await save(false, n++));
          toSubmit--;
        }
        if (next() < 0.2) await tick();
      }
    }

    async function neighbourWriter(): Promise<void> {
      for (let n = 0; n < 30; n++) {
        neighbourIds.add(
          await saveFormResponse(t.deps, neighbour.tenant.id, {
            templateId: neighbourTemplate,
            propertyId: neighbourProperty,
            accountId: neighbour.accountId,
            answers: { entrance_clean: true },
            submit: true,
          }),
        );
      }
    }

    let writersDone = false;
    const writing = Promise.all([...Array.from({ length: WRITERS }, (_, i) => writer(i)), neighbourWriter()]).finally(
      () => {
        writersDone = true;
      },
    );

    // PostgreSQL: watch for writers queued behind each other on the feed counter, which
    // shows that their transactions really ran at the same time.
    let writersSeenWaiting = 0;
    const sampleLockWaits = async () => {
      if (backend.name !== 'postgres') return;
      const result = await t.database.db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query ilike '%change_counters%'`,
      );
      const rows = (result as { rows: { waiting: number }[] }).rows;
      writersSeenWaiting = Math.max(writersSeenWaiting, rows[0]?.waiting ?? 0);
    };

    const seen: FormResponseSummaryDto[] = [];
    let cursor: string | undefined;
    let polls = 0;
    let pagesWhileWriting = 0;
    try {
      for (;;) {
        const finishedBefore = writersDone;
        const response = await call(t.app, {
          url: `/api/v1/form-responses?status=submitted&pageSize=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`,
          key: pollKey,
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<{ data: FormResponseSummaryDto[]; next_cursor: string | null }>();
        expect(page.next_cursor).toEqual(expect.any(String));
        expect(page.data.length).toBeLessThanOrEqual(PAGE_SIZE);
        cursor = page.next_cursor ?? undefined;
        seen.push(...page.data);
        polls++;
        if (!finishedBefore && page.data.length > 0) pagesWhileWriting++;
        if (finishedBefore && page.data.length === 0) break;
        await sampleLockWaits();
        // The recipe: follow Link at once while it is there, otherwise wait a moment.
        if (response.headers.link === undefined) await pause(2);
        if (polls > 20_000) throw new Error('the poller never caught up');
      }
    } finally {
      await writing;
    }

    const context = `seed ${seed}, ${polls} polls`;
    expect(submitted.size, context).toBe(WRITERS * SUBMITTED_PER_WRITER);
    expect(leftAsDraft.size, context).toBe(WRITERS * DRAFTS_LEFT_PER_WRITER);

    const seenIds = seen.map((r) => r.id);
    const duplicates = seenIds.filter((id, i) => seenIds.indexOf(id) !== i);
    expect(duplicates, `seen twice (${context})`).toEqual([]);
    const missing = [...submitted].filter((id) => !seenIds.includes(id));
    expect(missing, `never seen (${context})`).toEqual([]);
    const unexpected = seenIds.filter((id) => !submitted.has(id));
    expect(unexpected, `not submitted (${context})`).toEqual([]);
    expect(seenIds.filter((id) => neighbourIds.has(id) || leftAsDraft.has(id))).toEqual([]);
    for (const response of seen) {
      expect(response.status).toBe('submitted');
      expect(response.submitted_at).not.toBeNull();
    }

    // The client really polled while the writers were busy, not just once at the end.
    expect(pagesWhileWriting, context).toBeGreaterThanOrEqual(3);
    if (backend.name === 'postgres') expect(writersSeenWaiting, context).toBeGreaterThanOrEqual(1);

    // A fresh poller walking the whole feed afterwards gets the same set, in the same order.
    const walked: number[] = [];
    let walkCursor: string | undefined;
    for (;;) {
      const response = await call(t.app, {
        url: `/api/v1/form-responses?status=submitted&pageSize=${PAGE_SIZE}${walkCursor ? `&cursor=${walkCursor}` : ''}`,
        key: pollKey,
      });
      const page = response.json<{ data: FormResponseSummaryDto[]; next_cursor: string }>();
      walked.push(...page.data.map((r) => r.id));
      walkCursor = page.next_cursor;
      if (response.headers.link === undefined) break;
    }
    expect(walked).toEqual(seenIds);
  }, 180_000);
});
