import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeFile } from '../../src/modules/files/files.service.js';
import type { FieldTaskDto, MyTasksDto } from '../../src/modules/tasks/field-tasks.schema.js';
import type { PortalTaskDto } from '../../src/modules/tasks/tasks.schema.js';
import { taskActions, taskPhotos, tasks } from '../../src/modules/tasks/tasks.tables.js';
import { updateTenant } from '../../src/modules/tenants/tenants.service.js';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import type { PortalClient } from '../helpers/portal.js';
import { expectProblem, type Organisation, organisation } from './organisation.js';

// The field app's tasks: the person's own (their properties; assigned to them or nobody),
// grouped by the organisation's today, and start / complete taps that a replay from the
// phone's queue applies once.

describeEachBackend('field tasks', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // 23:30 UTC: already the 25th in Berlin, still the 24th in New York.
    t.clock.set(Date.parse('2026-11-24T23:30:00Z'));
  });
  afterAll(async () => t.close());

  async function task(org: Organisation, body: Record<string, unknown>): Promise<number> {
    const response = await org.admin.post('/portal/api/tasks', { due_date: '2026-11-25', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PortalTaskDto>().id;
  }

  async function assign(org: Organisation, taskId: number, accountId: number): Promise<void> {
    await t.database.db
      .update(tasks)
      .set({ assigneeAccountId: accountId })
      .where(and(eq(tasks.tenantId, org.tenantId), eq(tasks.id, taskId)));
  }

  async function mine(client: PortalClient): Promise<MyTasksDto> {
    const response = await client.get('/portal/api/field/tasks');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyTasksDto>();
  }

  const titles = (list: FieldTaskDto[]) => list.map((item) => item.title);

  it('groups my unfinished tasks as overdue, today and upcoming by the organisation’s time zone', async () => {
    const org = await organisation(t);
    await updateTenant(t.deps, org.tenantId, { timezone: 'Europe/Berlin' });
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const worker = await org.member('worker', [lindenhof]);
    const colleague = await org.account('worker');
    await task(org, { title: 'Stairwell', property_id: lindenhof, due_date: '2026-11-24' });
    await task(org, { title: 'Bins out', property_id: lindenhof, due_date: '2026-11-25' });
    await task(org, { title: 'Leaves', property_id: lindenhof, due_date: '2026-12-01' });
    await task(org, { title: 'Far ahead', property_id: lindenhof, due_date: '2027-03-01' });
    await task(org, { title: 'Elsewhere', property_id: rheinblick, due_date: '2026-11-25' });
    const done = await task(org, { title: 'Done already', property_id: lindenhof });
    await org.admin.patch(`/portal/api/tasks/${done}`, { status: 'done' });
    const cancelled = await task(org, { title: 'Called off', property_id: lindenhof });
    await org.admin.patch(`/portal/api/tasks/${cancelled}`, { status: 'cancelled' });
    const theirs = await task(org, { title: 'For a colleague', property_id: lindenhof });
    await assign(org, theirs, colleague);
    const own = await task(org, { title: 'Mine alone', property_id: lindenhof });
    await assign(org, own, worker.id);

    const berlin = await mine(worker.client);
    expect(berlin.today).toBe('2026-11-25');
    expect(titles(berlin.overdue)).toEqual(['Stairwell']);
    expect(titles(berlin.due_today)).toEqual(['Bins out', 'Mine alone']);
    expect(titles(berlin.upcoming)).toEqual(['Leaves']);
    expect(berlin.due_today[1]).toMatchObject({ assigned_to_me: true, property_name: 'Lindenhof', status: 'open' });
    expect(berlin.due_today[0]?.assigned_to_me).toBe(false);

    // The same instant in New York is still the 24th.
    await updateTenant(t.deps, org.tenantId, { timezone: 'America/New_York' });
    const newYork = await mine(worker.client);
    expect(newYork.today).toBe('2026-11-24');
    expect(titles(newYork.overdue)).toEqual([]);
    expect(titles(newYork.due_today)).toEqual(['Stairwell']);
    expect(titles(newYork.upcoming)).toEqual(['Bins out', 'Mine alone', 'Leaves']);
  });

  it('starts and completes with a note and photos; a replay of either uuid is applied once', async () => {
    const org = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const worker = await org.member('worker', [property]);
    const id = await task(org, { title: 'Stairwell', property_id: property });
    const photo = async () =>
      (
        await storeFile(t.database.db, t.fileStore, org.tenantId, {
          data: Buffer.from('jpeg'),
          contentType: 'image/jpeg',
        })
      ).id;
    const [first, second] = [await photo(), await photo()];

    const startUuid = randomUUID();
    const started = await worker.client.post(`/portal/api/field/tasks/${id}/start`, { uuid: startUuid });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ applied: true, task: { status: 'in_progress' } });
    const again = await worker.client.post(`/portal/api/field/tasks/${id}/start`, { uuid: startUuid });
    expect(again.json()).toMatchObject({ applied: false, task: { status: 'in_progress' } });

    const completion = { uuid: randomUUID(), note: '  Mopped, one lamp out. ', photo_file_ids: [second, first] };
    const [completed, replayed] = await Promise.all([
      worker.client.post(`/portal/api/field/tasks/${id}/complete`, completion),
      worker.client.post(`/portal/api/field/tasks/${id}/complete`, completion),
    ]);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(
      [completed.json<{ applied: boolean }>().applied, replayed.json<{ applied: boolean }>().applied].sort(),
    ).toEqual([false, true]);
    const shown = completed.json<{ task: FieldTaskDto }>().task;
    expect(shown).toMatchObject({ status: 'done', completion_note: 'Mopped, one lamp out.' });
    expect(shown.completed_at).toBe(new Date(t.clock()).toISOString());
    expect(shown.photos).toEqual([
      { id: second, url: `/portal/api/files/${second}`, thumbnail_url: `/portal/api/files/${second}/thumbnail` },
      { id: first, url: `/portal/api/files/${first}`, thumbnail_url: `/portal/api/files/${first}/thumbnail` },
    ]);

    const [row] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, org.tenantId), eq(tasks.id, id)));
    expect(row).toMatchObject({ status: 'done', completedByAccountId: worker.id });
    const photos = await t.database.db
      .select()
      .from(taskPhotos)
      .where(and(eq(taskPhotos.tenantId, org.tenantId), eq(taskPhotos.taskId, id)));
    expect(photos).toHaveLength(2);
    const actions = await t.database.db
      .select()
      .from(taskActions)
      .where(and(eq(taskActions.tenantId, org.tenantId), eq(taskActions.taskId, id)));
    expect(actions.map((action) => action.kind).sort()).toEqual(['complete', 'start']);

    // The office sees it done; the task has left my list; a new tap on it is refused.
    const office = await org.admin.get(`/portal/api/tasks/${id}`);
    expect(office.json()).toMatchObject({ status: 'done' });
    expect(titles((await mine(worker.client)).due_today)).toEqual([]);
    const late = await worker.client.post(`/portal/api/field/tasks/${id}/start`, { uuid: randomUUID() });
    expectProblem(late, 409, 'invalid_transition');
    // The same uuid with another payload is a conflict, not a replay.
    const reused = await worker.client.post(`/portal/api/field/tasks/${id}/complete`, {
      ...completion,
      note: 'Other words',
    });
    expectProblem(reused, 409, 'uuid_conflict');
    const detail = await worker.client.get(`/portal/api/field/tasks/${id}`);
    expect(detail.json<FieldTaskDto>()).toMatchObject({ status: 'done', photos: [{ id: second }, { id: first }] });
  });

  it('refuses a photo that is not a stored file of the organisation (422 naming the field), storing nothing', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const property = await org.property({ name: 'Lindenhof' });
    const worker = await org.member('worker', [property]);
    const id = await task(org, { title: 'Stairwell', property_id: property });
    const ours = (
      await storeFile(t.database.db, t.fileStore, org.tenantId, { data: Buffer.from('a'), contentType: 'image/png' })
    ).id;
    const foreign = (
      await storeFile(t.database.db, t.fileStore, other.tenantId, { data: Buffer.from('b'), contentType: 'image/png' })
    ).id;

    const refused = await worker.client.post(`/portal/api/field/tasks/${id}/complete`, {
      uuid: randomUUID(),
      photo_file_ids: [ours, foreign],
    });
    expectProblem(refused, 422, 'validation_failed');
    expect(refused.json<{ errors: { pointer: string }[] }>().errors).toEqual([
      { pointer: '/photo_file_ids/1', detail: `No stored file with id ${foreign}.` },
    ]);
    const [row] = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, org.tenantId), eq(tasks.id, id)));
    expect(row?.status).toBe('open');
    expect(
      await t.database.db
        .select()
        .from(taskActions)
        .where(and(eq(taskActions.tenantId, org.tenantId), eq(taskActions.taskId, id))),
    ).toEqual([]);
  });

  it('answers 404 for a task at a property I cannot access, one assigned to someone else, and another tenant’s', async () => {
    const org = await organisation(t);
    const other = await organisation(t);
    const lindenhof = await org.property({ name: 'Lindenhof' });
    const rheinblick = await org.property({ name: 'Rheinblick' });
    const worker = await org.member('worker', [lindenhof]);
    const elsewhere = await task(org, { title: 'Elsewhere', property_id: rheinblick });
    const theirs = await task(org, { title: 'For a colleague', property_id: lindenhof });
    await assign(org, theirs, await org.account('worker'));
    const foreignProperty = await other.property({ name: 'Fremd' });
    const foreign = await task(other, { title: 'Foreign', property_id: foreignProperty });

    for (const id of [elsewhere, theirs, foreign]) {
      expectProblem(await worker.client.get(`/portal/api/field/tasks/${id}`), 404, 'not_found');
      expectProblem(
        await worker.client.post(`/portal/api/field/tasks/${id}/start`, { uuid: randomUUID() }),
        404,
        'not_found',
      );
      expectProblem(
        await worker.client.post(`/portal/api/field/tasks/${id}/complete`, { uuid: randomUUID(), note: 'x' }),
        404,
        'not_found',
      );
    }
    // Untouched, and the other tenant's admin sees nothing of this.
    const foreignNow = await other.admin.get(`/portal/api/tasks/${foreign}`);
    expect(foreignNow.json()).toMatchObject({ status: 'open' });
    expect(titles((await mine(worker.client)).due_today)).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/field/tasks' });
    expect(response.statusCode).toBe(401);
  });
});
