import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from './organisation.js';

// Lists the server orders by name come out as a German reader sorts them, on PGlite (whose
// own collation is C: "Ärztehaus" after "Zahnarzt") and on PostgreSQL alike.
const MADE = ['Zahnarzt', 'Wohnanlage', 'Ärztehaus', 'apotheke am Markt', 'Apotheke'];
const READ = ['Apotheke', 'apotheke am Markt', 'Ärztehaus', 'Wohnanlage', 'Zahnarzt'];

describeEachBackend('names in language order', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('orders properties, clients and the people a task can be given to as a German reader would', async () => {
    const org = await organisation(t);
    for (const name of MADE) {
      await org.property({ name });
      const client = await org.admin.post('/portal/api/clients', { name });
      expect(client.statusCode, client.body).toBe(201);
      await org.account('worker', 'all', name);
    }

    const table = await org.admin.get('/portal/api/property-table?sort=name');
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json<{ data: { name: string }[] }>().data.map((p) => p.name)).toEqual(READ);
    const backwards = await org.admin.get('/portal/api/property-table?sort=-name');
    expect(backwards.json<{ data: { name: string }[] }>().data.map((p) => p.name)).toEqual([...READ].reverse());

    const clients = await org.admin.get('/portal/api/clients');
    expect(clients.statusCode, clients.body).toBe(200);
    expect(clients.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toEqual(READ);

    const people = await org.admin.get('/portal/api/tasks/assignees');
    expect(people.statusCode, people.body).toBe(200);
    const names = people.json<{ data: { name: string }[] }>().data.map((p) => p.name);
    expect(names.filter((name) => READ.includes(name))).toEqual(READ);
  });
});
