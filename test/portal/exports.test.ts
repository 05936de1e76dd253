import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend, startTestApp, type TestApp } from '../helpers/harness.js';
import { auditEvents, expectProblem, organisation } from './organisation.js';

describeEachBackend('portal exports: working times', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('streams the CSV as a download for those who manage working times, and records who exported what', async () => {
    const org = await organisation(t);
    const { client: manager } = await org.member('manager');
    const response = await manager.get('/portal/api/exports/working-times?from=2026-10-01&to=2026-10-31&layout=detail');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="arbeitszeiten-detail-2026-10-01-2026-10-31.csv"',
    );
    expect(response.body.startsWith('\uFEFFName;Personalnummer;Objekt;')).toBe(true);
    const [event] = await auditEvents(org.admin);
    expect(event).toMatchObject({
      action: 'time.exported',
      details: { from: '2026-10-01', to: '2026-10-31', layout: 'detail', preset: 'de' },
    });
  });

  it('refuses workers, and a bad period with a problem body before any byte of CSV', async () => {
    const org = await organisation(t);
    const { client: worker } = await org.member('worker');
    expectProblem(
      await worker.get('/portal/api/exports/working-times?from=2026-10-01&to=2026-10-31'),
      403,
      'permission_denied',
    );
    const backwards = await org.admin.get('/portal/api/exports/working-times?from=2026-10-31&to=2026-10-01');
    expectProblem(backwards, 422, 'validation_failed');
    expect(backwards.headers['content-type']).toMatch(/problem\+json/);
    expectProblem(
      await org.admin.get('/portal/api/exports/working-times?from=2026-10-01&to=2026-10-31&layout=pdf'),
      422,
      'validation_failed',
    );
  });
});
