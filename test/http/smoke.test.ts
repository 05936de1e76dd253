import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, describeEachBackend, makeTenant, startTestApp, type TestApp } from '../helpers/harness.js';

describeEachBackend('smoke', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('answers /me for a fresh key', async () => {
    const tenant = await makeTenant(t.deps);
    const response = await call(t.app, { url: '/api/v1/me', key: tenant.key });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant.id).toBe(tenant.tenant.id);
  });
});
