import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { organisation } from './organisation.js';

describeEachBackend('portal workflow rules', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  // Settings → Workflow rules reads the same rules and runs as the API; the portal routes
  // answer through their response schemas (the web code's types are generated from them).
  it('lists the organisation’s rules and a rule’s runs as the API presents them', async () => {
    const org = await organisation(t);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/workflow-rules',
      key: org.fixture.key,
      body: {
        name: 'Every incident to the desk',
        trigger: 'incident_created',
        actions: [{ type: 'notify_email', to: 'desk@example.com' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json<{ id: number }>();

    const rules = await org.admin.get('/portal/api/workflow-rules?pageSize=200');
    expect(rules.statusCode, rules.body).toBe(200);
    const fromApi = await call(t.app, { url: `/api/v1/workflow-rules/${rule.id}`, key: org.fixture.key });
    expect(rules.json()).toEqual({ data: [fromApi.json()], next_cursor: null });

    const runs = await org.admin.get(`/portal/api/workflow-rules/${rule.id}/runs?pageSize=50`);
    expect(runs.statusCode, runs.body).toBe(200);
    expect(runs.json()).toEqual({ data: [], next_cursor: null });
  });
});
