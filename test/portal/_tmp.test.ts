import { it } from 'vitest';
import { startTestApp } from '../helpers/harness.js';
import { organisation } from './organisation.js';
it('x', async () => {
  const t = await startTestApp({ name: 'pglite' }, { env: { LOG_LEVEL: 'error' } });
  const org = await organisation(t);
  for (const body of [{ from: '2026-01-01', to: '2026-01-31', properties: [2147483648] }]) {
    const r = await org.admin.post('/portal/api/exports/working-times', body);
    console.log(r.statusCode, r.body.slice(0, 300));
  }
  for (const q of ['properties=99999999999999999999', 'people=2147483648', 'properties=1e5']) {
    const r = await org.admin.get(`/portal/api/exports/working-times?from=2026-01-01&to=2026-01-31&${q}`);
    console.log(q, r.statusCode, r.body.slice(0, 300));
  }
  await t.close();
});
