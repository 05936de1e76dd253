import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, organisation } from './organisation.js';

describeEachBackend('portal webhooks (Settings → Integrations)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { env: { WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' } });
  });
  afterAll(async () => t.close());

  it('an admin adds an endpoint (secret shown once), edits it, rotates, tests and sees the log', async () => {
    const org = await organisation(t);
    const created = await org.admin.post('/portal/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      description: 'PMS',
      event_types: ['incident.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret } = created.json<{ endpoint: { id: number }; secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    const list = await org.admin.get('/portal/api/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('whsec_');
    expect(list.json()).toMatchObject({
      endpoints: [
        { id: endpoint.id, url: 'http://127.0.0.1:9/hook', event_types: ['incident.created'], enabled: true },
      ],
    });
    const edited = await org.admin.patch(`/portal/api/webhooks/${endpoint.id}`, { event_types: [], enabled: false });
    expect(edited.json()).toMatchObject({ event_types: [], enabled: false, disabled_reason: 'manual' });
    const rotated = await org.admin.post(`/portal/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.json<{ secret: string }>().secret).not.toBe(secret);
    const test = await org.admin.post(`/portal/api/webhooks/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    const log = await org.admin.get(`/portal/api/webhooks/${endpoint.id}/deliveries`);
    expect(log.json()).toMatchObject({ data: [{ event_type: 'webhook.test', state: 'pending', attempts: [] }] });
    const deliveryId = log.json<{ data: { id: number }[] }>().data[0]?.id;
    const replay = await org.admin.post(`/portal/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/replay`);
    expect(replay.json()).toEqual({ queued: 1 });
  });

  it('needs “Edit settings”, and another organisation’s endpoint is 404', async () => {
    const org = await organisation(t);
    const made = await org.admin.post('/portal/api/webhooks', { url: 'https://hooks.example.com/in' });
    const id = made.json<{ endpoint: { id: number } }>().endpoint.id;
    const { client: staff } = await org.member('worker');
    expectProblem(await staff.get('/portal/api/webhooks'), 403, 'permission_denied');
    expectProblem(
      await staff.post('/portal/api/webhooks', { url: 'https://x.example.com/' }),
      403,
      'permission_denied',
    );
    const other = await organisation(t);
    expect((await other.admin.get(`/portal/api/webhooks/${id}/deliveries`)).statusCode).toBe(404);
    expect((await other.admin.patch(`/portal/api/webhooks/${id}`, { enabled: false })).statusCode).toBe(404);
    expect((await other.admin.post(`/portal/api/webhooks/${id}/test`)).statusCode).toBe(404);
    expect((await other.admin.get('/portal/api/webhooks')).json()).toMatchObject({ endpoints: [] });
    expectProblem(
      await org.admin.post('/portal/api/webhooks', { url: 'https://10.0.0.5/in' }),
      422,
      'validation_failed',
    );
  });
});
