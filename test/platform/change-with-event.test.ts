// changeWithPublicEvent: a write and its public event in one statement. The event it
// answers is the one it stored, and its dispatch job is queued exactly where a subscriber
// wants the event: always, never, or (webhooks) where the tenant has an endpoint switched on.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import type { AccountActor } from '../../src/modules/access/actor.js';
import { createAccount } from '../../src/modules/accounts/accounts.service.js';
import { createProperty } from '../../src/modules/properties/properties.service.js';
import { tasks } from '../../src/modules/tasks/tasks.tables.js';
import { createTenant } from '../../src/modules/tenants/tenants.service.js';
import { webhookEndpoints } from '../../src/modules/webhooks/webhooks.tables.js';
import { changeWithPublicEvent, isoTimestampSql, loadEvent } from '../../src/platform/events/events.js';
import { jobs } from '../../src/platform/jobs/jobs.tables.js';
import { installSubscribers } from '../../src/subscribers.js';
import { describeEachBackend, openBackend } from '../helpers/harness.js';

describeEachBackend('a change with its public event', (backend) => {
  let database: Database;
  const clock = () => Date.parse('2026-11-29T10:00:00.123Z');
  beforeAll(async () => {
    database = await openBackend(backend);
    installSubscribers(database);
  });
  afterAll(async () => {
    await database.close();
  });

  async function tenantWithProperty() {
    const deps = { database, clock };
    const tenant = await createTenant(deps, { name: `Change ${randomUUID().slice(0, 6)}` });
    const account = await createAccount(deps, tenant.id, { email: `${randomUUID()}@example.test`, properties: 'all' });
    const actor: AccountActor = { kind: 'api_key', tenantId: tenant.id, accountId: account.id, allProperties: true };
    const property = await createProperty(deps, actor, { name: 'Site' });
    return { tenantId: tenant.id, propertyId: property.id, accountId: account.id };
  }

  /** A task and its `task.created` event, with the given object and the fields the database fills in. */
  const writeTaskWithEvent = (
    tenantId: number,
    propertyId: number,
    title: string,
    object: Record<string, unknown>,
    filled: Record<string, ReturnType<typeof sql>>,
  ) =>
    database.db.transaction(async (tx) =>
      changeWithPublicEvent(tx, clock, {
        tenantId,
        type: 'task.created',
        origin: 'api',
        change: tx
          .insert(tasks)
          .values({
            tenantId,
            uuid: randomUUID(),
            propertyId,
            title,
            dueDate: '2026-12-01',
            origin: 'api',
            createFingerprint: 'test',
          })
          .returning()
          .getSQL(),
        subjectId: sql`changed.id`,
        propertyId: sql`changed.property_id`,
        object,
        filled,
      }),
    );

  const createTaskWithEvent = (tenantId: number, propertyId: number, title: string) =>
    writeTaskWithEvent(
      tenantId,
      propertyId,
      title,
      { title, property_id: propertyId, tags: ['a', 'b'], note: null },
      { id: sql`changed.id`, created_at: isoTimestampSql(sql`changed.created_at`) },
    );

  const dispatchJobKeys = async (tenantId: number) =>
    (
      await database.db
        .select({ key: jobs.key })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.kind, 'events.dispatch')))
    ).map((row) => row.key);

  it('answers the event it stored: the caller’s object with the fields the database filled in', async () => {
    const { tenantId, propertyId } = await tenantWithProperty();
    const done = await createTaskWithEvent(tenantId, propertyId, 'Stairwell');
    if (done === undefined || done === 'too large') throw new Error(`unexpected ${String(done)}`);
    const event = done.event!;
    const stored = await loadEvent(database.db, tenantId, event.id);
    expect(stored).toBeDefined();
    const taskId = Number(done.raw.id);
    expect(event.object).toEqual({
      title: 'Stairwell',
      property_id: propertyId,
      tags: ['a', 'b'],
      note: null,
      id: taskId,
      created_at: (done.raw.created_at instanceof Date
        ? done.raw.created_at
        : new Date(String(done.raw.created_at))
      ).toISOString(),
    });
    expect(event.object).toEqual(stored!.object);
    const withoutObject = (value: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'object' && key !== 'occurrenceKey'));
    const rest = withoutObject({ ...event });
    const storedRest = withoutObject({ ...stored! });
    expect(rest).toEqual(storedRest);
    expect(rest).toMatchObject({ subjectId: taskId, propertyId, type: 'task.created', payload: {} });
    // No endpoint: no dispatch job.
    expect(await dispatchJobKeys(tenantId)).toEqual([]);
  });

  it('statements of different shapes, and SQL pieces with parameters of their own, each record their own event', async () => {
    const { tenantId, propertyId } = await tenantWithProperty();
    const write = (filled: Record<string, ReturnType<typeof sql>>) =>
      writeTaskWithEvent(tenantId, propertyId, 'Shapes', { title: 'Shapes' }, filled);
    const answers = [
      await write({ id: sql`changed.id` }),
      await write({ id: sql`changed.id`, marked: sql`${'a'}::text || changed.title` }),
      await write({ id: sql`changed.id`, marked: sql`${'b'}::text || changed.title` }),
      await write({ id: sql`changed.id` }),
    ];
    const objects = [];
    for (const answer of answers) {
      if (typeof answer !== 'object') throw new Error('no task written');
      const stored = await loadEvent(database.db, tenantId, answer.event!.id);
      expect(answer.event!.object).toEqual(stored!.object);
      objects.push(stored!.object);
    }
    const ids = answers.map((answer) => (typeof answer === 'object' ? Number(answer.raw.id) : 0));
    expect(objects).toEqual([
      { title: 'Shapes', id: ids[0] },
      { title: 'Shapes', id: ids[1], marked: 'aShapes' },
      { title: 'Shapes', id: ids[2], marked: 'bShapes' },
      { title: 'Shapes', id: ids[3] },
    ]);
    // Feed positions follow one another.
    expect(answers.map((answer) => (typeof answer === 'object' ? answer.event!.seq : 0))).toEqual(
      [1, 2, 3, 4].map((n) => (typeof answers[0] === 'object' ? answers[0].event!.seq! : 0) + n - 1),
    );
  });

  it('queues one dispatch job per event where the tenant has an endpoint switched on, none where it is off', async () => {
    const { tenantId, propertyId, accountId } = await tenantWithProperty();
    const [made] = await database.db
      .insert(webhookEndpoints)
      .values({
        tenantId,
        url: 'https://example.test/hook',
        eventTypes: ['task.created'],
        createdByAccountId: accountId,
        secretSealed: 'not used',
        createdAt: new Date(clock()),
        updatedAt: new Date(clock()),
      })
      .returning({ id: webhookEndpoints.id });
    const first = await createTaskWithEvent(tenantId, propertyId, 'One');
    const second = await createTaskWithEvent(tenantId, propertyId, 'Two');
    if (typeof first !== 'object' || typeof second !== 'object') throw new Error('no task written');
    expect((await dispatchJobKeys(tenantId)).sort()).toEqual(
      [`event:${tenantId}:${first.event!.id}`, `event:${tenantId}:${second.event!.id}`].sort(),
    );
    await database.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, made!.id));
    const third = await createTaskWithEvent(tenantId, propertyId, 'Three');
    if (typeof third !== 'object') throw new Error('no task written');
    expect(await dispatchJobKeys(tenantId)).toHaveLength(2);
    // A rolled-back write leaves neither its event nor its dispatch job.
    await database.db.update(webhookEndpoints).set({ enabled: true }).where(eq(webhookEndpoints.id, made!.id));
    const failed = await database.db
      .transaction(async (tx) => {
        await changeWithPublicEvent(tx, clock, {
          tenantId,
          type: 'task.created',
          origin: 'api',
          change: tx
            .insert(tasks)
            .values({
              tenantId,
              uuid: randomUUID(),
              propertyId,
              title: 'Four',
              dueDate: '2026-12-01',
              origin: 'api',
              createFingerprint: 'test',
            })
            .returning()
            .getSQL(),
          subjectId: sql`changed.id`,
          propertyId: sql`changed.property_id`,
          object: { title: 'Four' },
          filled: { id: sql`changed.id` },
        });
        throw new Error('rolled back');
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(await dispatchJobKeys(tenantId)).toHaveLength(2);
  });
});
