import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PmsBooking, type PmsProperty, sync } from '../../clients/typescript/examples/sync.js';
import { type CursorStore, pollOnce } from '../../clients/typescript/examples/poller.js';
import { createCaretakerClient, pages, unwrap, type Task } from '../../clients/typescript/src/index.js';
import { saveFormResponse } from '../../src/modules/forms/forms.service.js';
import { createFormTemplate } from '../../src/modules/forms/templates.service.js';
import { describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

// The typed client and its two examples against the real server, listening on a port:
// the PMS sync (idempotent, follows moves and cancellations) and the form-response poller
// (every submitted response exactly once while twelve writers submit).

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

describeEachBackend('TypeScript client against the running server', (backend) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t.close());

  const allTasks = async (apiKey: string): Promise<Task[]> => {
    const client = createCaretakerClient({ baseUrl, apiKey });
    const tasks: Task[] = [];
    for await (const task of pages((cursor) =>
      client.GET('/api/v1/tasks', { params: { query: { pageSize: 2, ...(cursor ? { cursor } : {}) } } }).then(unwrap),
    ))
      tasks.push(task);
    return tasks;
  };

  it('the PMS sync creates properties and cleanings once, then follows moved, cancelled and restored bookings', async () => {
    const tenant = await makeTenant(t.deps);
    const apiKey = await tenant.keyFor(['properties:read', 'properties:write', 'tasks:read', 'tasks:write']);
    const client = createCaretakerClient({ baseUrl, apiKey });
    const properties: PmsProperty[] = [
      {
        pmsId: 'PMS-1',
        name: 'Lindenhof 3B',
        address: { street: 'Lindenstraße 5', postal_code: '10969', city: 'Berlin' },
      },
      { pmsId: 'PMS-2', name: 'Rheinblick 12' },
    ];
    const bookings: PmsBooking[] = [
      { bookingId: 'B-100', pmsPropertyId: 'PMS-1', checkout: '2026-12-01', cancelled: false },
      { bookingId: 'B-101', pmsPropertyId: 'PMS-1', checkout: '2026-12-05', cancelled: false },
      { bookingId: 'B-200', pmsPropertyId: 'PMS-2', checkout: '2026-12-02', cancelled: false },
      { bookingId: 'B-201', pmsPropertyId: 'PMS-2', checkout: '2026-12-09', cancelled: true },
    ];

    const first = await sync(client, { properties, bookings });
    expect(first).toMatchObject({ propertiesCreated: 2, tasksCreated: 3, tasksMoved: 0, tasksCancelled: 0 });
    const created = await allTasks(apiKey);
    expect(created.map((task) => [task.due_date, task.status])).toEqual([
      ['2026-12-01', 'open'],
      ['2026-12-05', 'open'],
      ['2026-12-02', 'open'],
    ]);

    // Again with the same data: nothing changes, nothing is created twice.
    const again = await sync(client, { properties, bookings });
    expect(again).toMatchObject({ propertiesCreated: 0, propertiesUpdated: 0, tasksCreated: 0, unchanged: 6 });
    expect(await allTasks(apiKey)).toEqual(created);

    // B-100 moves, B-101 is cancelled, B-201 comes back, PMS-2 is renamed.
    const changed = bookings.map((b) =>
      b.bookingId === 'B-100'
        ? { ...b, checkout: '2026-12-03' }
        : b.bookingId === 'B-101'
          ? { ...b, cancelled: true }
          : b.bookingId === 'B-201'
            ? { ...b, cancelled: false }
            : b,
    );
    const renamed = properties.map((p) => (p.pmsId === 'PMS-2' ? { ...p, name: 'Rheinblick 12a' } : p));
    const third = await sync(client, { properties: renamed, bookings: changed });
    expect(third).toMatchObject({ propertiesUpdated: 1, tasksCreated: 1, tasksMoved: 1, tasksCancelled: 1 });
    const after = await allTasks(apiKey);
    expect(after.map((task) => [task.due_date, task.status])).toEqual([
      ['2026-12-03', 'open'],
      ['2026-12-05', 'cancelled'],
      ['2026-12-02', 'open'],
      ['2026-12-09', 'open'],
    ]);
    // And restoring B-101 reopens its task rather than making another.
    const restored = changed.map((b) => (b.bookingId === 'B-101' ? { ...b, cancelled: false } : b));
    expect(await sync(client, { properties: renamed, bookings: restored })).toMatchObject({
      tasksReopened: 1,
      tasksCreated: 0,
    });
    expect((await allTasks(apiKey)).map((task) => task.status)).toEqual(['open', 'open', 'open', 'open']);
  });

  it('the poller hands over every submitted response exactly once while twelve writers submit', async () => {
    const tenant = await makeTenant(t.deps);
    const apiKey = await tenant.keyFor(['form_responses:read']);
    const client = createCaretakerClient({ baseUrl, apiKey });
    const propertyId = unwrap(
      await createCaretakerClient({ baseUrl, apiKey: tenant.key }).POST('/api/v1/properties', {
        body: { name: 'Polling site' },
      }),
    ).id;
    const { id: templateId } = await createFormTemplate(t.deps, tenant.tenant.id, {
      name: 'Cleaning check',
      fields: [{ id: 'ok', type: 'checkbox', label: 'Clean', required: true }],
    });
    let stored: string | undefined;
    const store: CursorStore = { load: async () => stored, save: async (cursor) => void (stored = cursor) };
    const seen: number[] = [];
    const handle = async (response: { id: number; answers: unknown[] }) => {
      expect(response.answers.length).toBe(1);
      seen.push(response.id);
    };

    const submitted: number[] = [];
    const WRITERS = 12;
    const EACH = 8;
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; n < EACH; n++) {
        const id = await saveFormResponse(t.deps, tenant.tenant.id, {
          templateId,
          propertyId,
          accountId: tenant.accountId,
          answers: { ok: (w + n) % 2 === 0 },
          submit: n % 4 !== 3, // every fourth one stays a draft
        });
        if (n % 4 !== 3) submitted.push(id);
      }
    });
    const poller = (async () => {
      while (writing) await pollOnce(client, store, handle, 5);
    })();
    await Promise.all(writers);
    writing = false;
    await poller;
    await pollOnce(client, store, handle, 5);

    expect(submitted.length).toBe(WRITERS * 6);
    expect([...seen].sort((a, b) => a - b)).toEqual([...submitted].sort((a, b) => a - b));
  });

  it('waits out the per-key limit (429 with Retry-After) and carries on', async () => {
    const limited = await startTestApp(backend, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const url = await limited.app.listen({ host: '127.0.0.1', port: 0 });
      const tenant = await makeTenant(limited.deps);
      const waits: number[] = [];
      const client = createCaretakerClient({
        baseUrl: url,
        apiKey: tenant.key,
        // The server's clock is a test clock: waiting is moving it on.
        sleep: async (ms) => {
          waits.push(ms);
          limited.clock.advance(ms);
        },
      });
      for (let i = 0; i < 7; i++) expect(unwrap(await client.GET('/api/v1/me')).tenant.id).toBe(tenant.tenant.id);
      expect(waits.length).toBe(2);
      for (const ms of waits) expect(ms).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('runs the sync example from the command line, with the key from the environment', async () => {
    const tenant = await makeTenant(t.deps);
    const dir = await mkdtemp(path.join(tmpdir(), 'caretaker-sync-'));
    try {
      const file = path.join(dir, 'pms-export.json');
      await writeFile(
        file,
        JSON.stringify({
          properties: [{ pmsId: 'CLI-1', name: 'Hafenstraße 1' }],
          bookings: [{ bookingId: 'CLI-B1', pmsPropertyId: 'CLI-1', checkout: '2026-12-24', cancelled: false }],
        }),
      );
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'clients/typescript/examples/sync.ts', file], {
        cwd: ROOT,
        env: { ...process.env, CARETAKER_URL: baseUrl, CARETAKER_KEY: tenant.key },
      });
      expect(stdout).toMatch(/propertiesCreated: 1/);
      expect(stdout).toMatch(/tasksCreated: 1/);
      const failed = await run(process.execPath, ['--import', 'tsx', 'clients/typescript/examples/sync.ts'], {
        cwd: ROOT,
        env: { ...process.env, CARETAKER_URL: baseUrl, CARETAKER_KEY: '' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 2 });
      expect((failed as { stderr: string }).stderr).toMatch(/Usage:/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
