import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountActor } from '../../src/modules/access/actor.js';
import {
  completeInspection,
  createInspectionTemplate,
  recordRatings,
  startInspection,
} from '../../src/modules/inspections/inspections.service.js';
import { addPlanArea } from '../../src/modules/service-plans/service-plans.service.js';
import type { PublicEventDto } from '../../src/platform/events/public-events.js';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from '../portal/organisation.js';

interface Summary {
  id: number;
  property_id: number;
  status: string;
  score_percent: number | null;
  score_shown: number | null;
  below_threshold: boolean | null;
}
interface FeedPage {
  data: Summary[];
  next_cursor: string;
}

const json = <T>(response: LightMyRequestResponse, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

describeEachBackend('inspections in API v1', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /**
   * Two properties, each with two office areas and one inspection of both (scale 1–3:
   * 1 = 100, 2 = 85, 3 = 70; threshold 85). Lindenhof: 1 and 2 → (100 + 85) / 2 = 92.5, passed.
   * Hafen: 3 and 3 → 70, below.
   */
  async function setUp() {
    t.clock.set(Date.parse('2026-03-25T08:00:00Z'));
    const org = await organisation(t);
    const office: AccountActor = {
      kind: 'person',
      tenantId: org.tenantId,
      accountId: org.adminId,
      allProperties: true,
    };
    const template = await createInspectionTemplate(t.deps, office, {
      name: 'Monthly',
      definition: {
        scale: {
          kind: '1-3',
          steps: [
            { value: '1', percent: 100 },
            { value: '2', percent: 85 },
            { value: '3', percent: 70 },
          ],
        },
        criteria: [{ id: 'floor', label: 'Floor', areaTypes: [] }],
        areaTypeWeights: {},
        thresholdPercent: 85,
        samplePercent: 100,
        sampleMinimum: 1,
      },
    });
    const inspect = async (name: string, steps: [string, string]) => {
      const property = await org.property({ name });
      const areas = [
        (await addPlanArea(t.deps, office, { property_id: property, name: 'Office 1', type: 'office' })).id,
        (await addPlanArea(t.deps, office, { property_id: property, name: 'Office 2', type: 'office' })).id,
      ];
      const id = await startInspection(t.deps, office, {
        property_id: property,
        template_id: template.template_id,
        date: '2026-03-25',
        sample: areas,
      });
      await recordRatings(
        t.deps,
        office,
        id,
        areas.map((area_id, i) => ({ area_id, criterion_id: 'floor', step: steps[i] ?? null })),
      );
      return { property, id };
    };
    const lindenhof = await inspect('Lindenhof', ['1', '2']);
    const hafen = await inspect('Hafen', ['3', '3']);
    const complete = (id: number) => completeInspection(t.deps, office, id);
    return { org, office, lindenhof, hafen, complete };
  }

  it('lists and reads inspections with inspections:read, on the properties the key’s account sees', async () => {
    const { org, lindenhof, hafen, complete } = await setUp();
    await complete(lindenhof.id);
    await complete(hafen.id);
    const reader = await org.fixture.keyFor(['inspections:read']);

    const all = json<FeedPage>(await call(t.app, { url: '/api/v1/inspections', key: reader }));
    expect(all.data.map((i) => [i.property_id, i.status, i.score_shown, i.below_threshold])).toEqual([
      [lindenhof.property, 'completed', 92.5, false],
      [hafen.property, 'completed', 70, true],
    ]);
    const below = json<FeedPage>(await call(t.app, { url: '/api/v1/inspections?below_threshold=true', key: reader }));
    expect(below.data.map((i) => i.id)).toEqual([hafen.id]);
    const one = json<Summary & { sample: unknown[] }>(
      await call(t.app, { url: `/api/v1/inspections/${lindenhof.id}`, key: reader }),
    );
    expect(one.score_percent).toBe(92.5);
    expect(one.sample).toHaveLength(2);

    // A key whose account sees only Lindenhof.
    const limited = await org.fixture.keyFor(['inspections:read'], await org.fixture.account([lindenhof.property]));
    const seen = json<FeedPage>(await call(t.app, { url: '/api/v1/inspections', key: limited }));
    expect(seen.data.map((i) => i.id)).toEqual([lindenhof.id]);
    // Of the same organisation but a property the account does not see: 403, as every property-bound record.
    const hidden = await call(t.app, { url: `/api/v1/inspections/${hafen.id}`, key: limited });
    expect([hidden.statusCode, hidden.json<{ code: string }>().code]).toEqual([403, 'property_access_denied']);
    const asked = await call(t.app, { url: `/api/v1/inspections?property_id=${hafen.property}`, key: limited });
    expect([403, 404, 422]).toContain(asked.statusCode);

    // Without the scope: 403.
    const tasksOnly = await org.fixture.keyFor(['tasks:read']);
    const refused = await call(t.app, { url: '/api/v1/inspections', key: tasksOnly });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([403, 'insufficient_scope']);
    const refusedOne = await call(t.app, { url: `/api/v1/inspections/${lindenhof.id}`, key: tasksOnly });
    expect(refusedOne.statusCode).toBe(403);

    // Another organisation's key: 404, and nothing listed.
    const stranger = await (await organisation(t)).fixture.keyFor(['inspections:read']);
    const theirs = await call(t.app, { url: `/api/v1/inspections/${lindenhof.id}`, key: stranger });
    expect([theirs.statusCode, theirs.json<{ code: string }>().code]).toEqual([404, 'not_found']);
    expect(json<FeedPage>(await call(t.app, { url: '/api/v1/inspections', key: stranger })).data).toEqual([]);
  });

  it('returns a completed inspection once to a poller that starts at updated_since and keeps the cursor', async () => {
    const { org, lindenhof, complete } = await setUp();
    const reader = await org.fixture.keyFor(['inspections:read']);
    // Both drafts were started and rated at 08:00; Lindenhof is completed at 09:00.
    t.clock.set(Date.parse('2026-03-25T09:00:00Z'));
    await complete(lindenhof.id);
    const first = json<FeedPage>(
      await call(t.app, { url: '/api/v1/inspections?updated_since=2026-03-25T08:30:00Z', key: reader }),
    );
    expect(first.data.map((i) => [i.id, i.status])).toEqual([[lindenhof.id, 'completed']]);
    const next = json<FeedPage>(
      await call(t.app, {
        url: `/api/v1/inspections?updated_since=2026-03-25T08:30:00Z&cursor=${first.next_cursor}`,
        key: reader,
      }),
    );
    expect(next.data).toEqual([]);
    expect(next.next_cursor).toBe(first.next_cursor);
  });

  it('records inspection.completed once, readable with inspections:read and invisible without it', async () => {
    const { org, lindenhof, complete } = await setUp();
    await complete(lindenhof.id);
    const reader = await org.fixture.keyFor(['inspections:read']);
    const events = json<{ data: PublicEventDto[] }>(await call(t.app, { url: '/api/v1/events', key: reader })).data;
    const completed = events.filter((e) => e.type === 'inspection.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.data.object).toMatchObject({
      id: lindenhof.id,
      status: 'completed',
      score_percent: 92.5,
      below_threshold: false,
    });
    expect(events.map((e) => e.type)).toEqual(['inspection.completed']);

    const others = await org.fixture.keyFor(['tasks:read', 'incidents:read', 'patrols:read']);
    const unseen = json<{ data: PublicEventDto[] }>(await call(t.app, { url: '/api/v1/events', key: others })).data;
    expect(unseen.filter((e) => e.type === 'inspection.completed')).toEqual([]);
    const asked = await call(t.app, { url: '/api/v1/events?types=inspection.completed', key: others });
    expect([asked.statusCode, asked.json<{ code: string }>().code]).toEqual([403, 'insufficient_scope']);
  });
});
